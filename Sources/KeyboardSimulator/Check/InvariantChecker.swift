import Foundation
import KeyboardCore

/// Checks the invariants after every step of a run. It follows the run step by step and keeps
/// what earlier steps told it: the keyboard as Behavior.md §2 says it is, whether a session is open
/// and whether something may hold it open, the session's root view and its `y₀`.
///
/// The checker shares no code with what it checks. It reads raw state (``WorldReading``: frames,
/// offsets, insets, safe areas, settings, the keyboard notifications as posted) and applies
/// the rules of Behavior.md itself — the keyboard's normalisation (``ExpectedKeyboard``), the top
/// guide, the offset bounds and a scroll view's visible part (``CheckGeometry``), the root
/// controller, `y₀`. What it takes from KeyboardLift is only what KeyboardLift did: the events it
/// sent and what it reports (`movedDistance`, whether a session is open, the ledger's size).
///
/// Restoration is judged against a *reference world*: the same scenario built again and given
/// the same steps that change the app itself (rotations, frame changes, deallocations, pops) but
/// no KeyboardLift — the app exactly as it would be had the keyboard never come.
package struct InvariantChecker: Sendable {
  /// Tolerance of the gap and of every position compared, in points (pixel rounding).
  package static let gapTolerance: CGFloat = 1
  /// Tolerance of values that must be equal.
  static let epsilon: CGFloat = 0.001

  /// The session's root as the checker follows it.
  struct SessionRoot: Sendable {
    /// The root controller's id.
    var controllerID: String
    /// `y₀`: where its view was when the session took it (or re-captured it after a rotation).
    var y0: CGFloat
    /// Whether the app moved the root view itself since KeyboardLift last acted: the lift is
    /// then the app's, not KeyboardLift's, until KeyboardLift's next event.
    var isPlacedByApp = false
  }

  /// Whether a session is open, from the events KeyboardLift sent.
  var isSessionOpen = false
  /// The keyboard as Behavior.md §2 says KeyboardLift must see it.
  var keyboard = ExpectedKeyboard()
  /// The adjuster that postponed the session's end, while it is postponed.
  var postponedBy: String?
  /// The session's root, while a session is open.
  var root: SessionRoot?
  /// The screen and window of the previous step: a change is a rotation or a resize.
  var lastScreen: [CGRect]?
  /// Whether the window changed (a rotation, a resize) and KeyboardLift has not acted since:
  /// nothing told it (a resize the scene does not report, or one with no input focused, which
  /// the UIKit binding does not follow), and it handles the change at its next input
  /// (Behavior.md §4.3) — until then the lift may exceed what the keyboard covers in the new
  /// window, and no offset is found again in the new layout.
  var windowChangeUnseen = false
  /// The screen and window when the current (or last) session opened: a session whose window
  /// changed since has offsets a layout change, not an app's scroll, may have put past their end.
  var sessionStartScreen: [CGRect]?
  /// Each root view's origin.y after the previous step, in the real and the reference world,
  /// and how many times its container had placed it in the real world.
  var lastRootOrigins: [String: (real: CGFloat, reference: CGFloat?, placements: Int)] = [:]
  /// ``lastRootOrigins`` of root views a push or a dismissal took out of the window, as they
  /// were last seen there: a pop that brings one back places it again.
  var lastRootOriginsBeforeAway: [String: (real: CGFloat, reference: CGFloat?, placements: Int)] =
    [:]
  /// Root views (by controller id) that a rotation or a resize left where KeyboardLift's lift
  /// had them — their container placed them again at that very origin, so nothing moved them
  /// vertically and Behavior.md §8 puts `y₀` back — with that `y₀`: where they belong instead of
  /// the reference world's placement, until their container or the app places them again.
  var rootOriginsKeptByTheLift: [String: CGFloat] = [:]
  /// Each scroll view's content offset when the current (or last) session opened — for one out
  /// of the window then, where it was last seen: an offset that a session did not move is not
  /// that session's to restore.
  var sessionStartOffsets: [String: Point] = [:]
  /// How far each scroll view's content offset pointed past the end of its content, with the
  /// app's own insets (0 when within it), after the previous step.
  var lastPastEnds: [String: CGFloat] = [:]
  /// ``lastPastEnds`` when the current (or last) session opened — for one a rotation's keyboard
  /// move opened, in the rotation's new layout (``WorldReading/scrollViewsBeforeTheKeyboard``):
  /// that much past the end of its content the app left an offset the session did not scroll,
  /// and the hide pulls it back no further (Behavior.md §11).
  var sessionStartPastEnds: [String: CGFloat] = [:]
  /// The scroll views the current (or last) session scrolled: their offsets moved during a step
  /// with the session open by another amount than the reference world's, and not by the app's
  /// own scroll of them. The hide pulls those back to the end of their content exactly.
  var scrolledBySession: Set<String> = []
  /// The scroll views the last session scrolled that were out of the window when it ended (their
  /// controller pushed away): restored there, they are judged when they come back, though they
  /// come back where they were last seen (Behavior.md §11).
  var awayAtSessionEnd: Set<String> = []
  /// Each scroll view's content offset in the reference world after the last step that found
  /// it in that world's window (the previous step, unless a push or a dismissal took it out).
  var lastReferenceOffsets: [String: Point] = [:]
  /// Each scroll view's scroll state after the last step that found it in the window: a view
  /// a push or a dismissal took out keeps the offset it had, to compare with when it comes back
  /// (or when the app scrolls it while it is away).
  var lastSeenScrolls: [String: ScrollState] = [:]
  /// The content offsets of the scroll views out of the window after the previous step
  /// (``WorldReading/offsetsOutOfTheWindow``).
  var lastOffsetsOutOfTheWindow: [String: Point] = [:]
  /// Each scroll view's end of content (the largest resting offset, with the app's own insets)
  /// after the last step that found it in the window: a view a hide restored while it was out
  /// of the window was pulled back against the end it had there, which a layout change that
  /// brings it back may have moved.
  var lastSeenEnds: [String: CGFloat] = [:]
  /// Each scroll view's resting top `−a.top` (Behavior.md §7.1b) after the previous step, in the
  /// real world: a rotation or a resize keeps a scroll view resting there at its top.
  var lastRestingTops: [String: CGFloat] = [:]
  /// For a scroll view with `restoreContentOffset` that the app scrolled itself after the
  /// session had changed its offset: the offset the hide must put back — the one before the
  /// session's change (Behavior.md §11, "put back exactly"), not the app's later one — and where it
  /// stays after the session until the app scrolls it again.
  var offsetsToPutBack: [String: Point] = [:]
  /// Where the current (or last) session found the offset of each scroll view whose offset its
  /// ledger came to hold (Behavior.md §7.2: the value before the session's first change of it).
  /// The step that first holds one is where the session found it (§11), which may come well
  /// after the show.
  var offsetsFoundBySession: [String: OffsetFound] = [:]

  /// Where a session found a scroll view's offset (``offsetsFoundBySession``).
  struct OffsetFound: Sendable {
    /// The offset.
    var offset: Point
    /// Whether it rested at its top `−a.top` then (Behavior.md §7.1b).
    var restedAtTop: Bool
    /// The `y` of the offsets of the scroll views around it then, by id.
    var enclosingOffsets: [String: CGFloat]
  }

  /// Creates a checker for a run that has not started.
  package init() {}

  /// Takes in the worlds as built, before the first step.
  package mutating func begin(with reading: WorldReading) {
    for notification in reading.keyboardNotifications {
      keyboard.apply(notification, screen: reading.screenBounds)
    }
    lastScreen = [reading.screenBounds, reading.windowFrame]
    noteRootOrigins(reading)
    notePastEnds(reading)
  }

  /// The invariants that do not hold after `step`, which turned `previous` into `current`;
  /// `reference` holds the reference world's elements after the same step, by id, and
  /// `reading` the raw state of both worlds.
  package mutating func check(
    step: ScenarioStep, previous: StepSnapshot, current: StepSnapshot,
    reference: [String: ElementState], reading: WorldReading
  ) -> [InvariantViolation] {
    var violations = sessionOrder(current.records)
    if current.records.contains(where: { $0.action == "show" }) {
      // A scroll view out of the window when the session opens (its controller pushed away, a
      // collapsed split column) is where it was last seen: a session that never touches it
      // after it comes back has nothing of it to restore, though a resize may have moved its
      // end meanwhile.
      let inTheWindow = Dictionary(
        previous.elements.compactMap { element in
          element.scroll.map { (element.id, $0.contentOffset) }
        },
        uniquingKeysWith: { first, _ in first })
      sessionStartOffsets = lastSeenScrolls.mapValues(\.contentOffset).merging(inTheWindow) {
        _, inTheWindow in inTheWindow
      }
      // A session a rotation's keyboard move opens finds the offsets in the new layout, which
      // may have moved the end of their content: that much past the end is not its doing.
      sessionStartPastEnds = lastPastEnds
      if let laidOut = reading.scrollViewsBeforeTheKeyboard {
        sessionStartPastEnds.merge(Self.pastEnds(laidOut)) { _, laidOut in laidOut }
      }
      scrolledBySession = []
      sessionStartScreen = [reading.screenBounds, reading.windowFrame]
      offsetsFoundBySession = [:]
      awayAtSessionEnd = []
    }
    for notification in reading.keyboardNotifications {
      keyboard.apply(notification, screen: reading.screenBounds)
    }
    let screen = [reading.screenBounds, reading.windowFrame]
    let windowChanged = lastScreen.map { $0 != screen } ?? false
    // KeyboardLift captures again at the step it learns of a window change — that step, or its
    // next input after one it was not told of (Behavior.md §4.3) — when it adjusts there.
    if previous.isSessionOpen, current.isSessionOpen, windowChanged || windowChangeUnseen,
      current.records.contains(where: { $0.action == "change" })
    {
      noteOffsetsFoundAgain(previous: previous, reading: reading)
    }
    if !current.records.isEmpty {
      windowChangeUnseen = false
    } else if windowChanged {
      windowChangeUnseen = true
    }
    let state = StepState(
      step: step, previous: previous, current: current, reference: reference, reading: reading,
      keyboard: keyboard.inWindow(windowFrame: reading.windowFrame),
      isHeldOpen: isHeldOpen(reading), screenChanged: lastScreen.map { $0 != screen } ?? false)
    lastScreen = screen
    forgetRootOriginsPlacedAgain(reading)
    followRoot(state)
    notePutBackOffsets(state)
    noteOffsetsTheAppMovedBeforeTheSessionTouchedThem(state)
    noteOffsetsKeptAtTheirTop(state)
    notePulledBackAtTheHide(state)
    violations += insets(state)
    if state.mayBeInSession {
      violations += rootLift(state)
      if state.adjusted { violations += fieldPlacement(state) }
    } else {
      violations += outsideSession(state)
    }
    noteRootOrigins(reading)
    noteAwayAtSessionEnd(state)
    noteScrolledBySession(state)
    noteOffsetsFoundBySession(state)
    notePastEnds(reading)
    // Written in place: `merge(reference.compactMapValues …)` built a dictionary of every
    // offset first (≈ 8k instructions a step of the sign-up scenario).
    for (id, element) in reference {
      if let offset = element.scroll?.contentOffset { lastReferenceOffsets[id] = offset }
    }
    for element in current.elements {
      if let scroll = element.scroll { lastSeenScrolls[element.id] = scroll }
      if let scrollView = reading.scrollViews[element.id] {
        lastSeenEnds[element.id] = Self.appEnd(of: scrollView)
      }
    }
    lastRestingTops = reading.scrollViews.mapValues { CheckGeometry.offsetBounds($0).lower }
    lastOffsetsOutOfTheWindow = reading.offsetsOutOfTheWindow
    return violations
  }

  /// Whether a session may be open with the keyboard hidden: its end was postponed by an
  /// adjuster that is still registered, while an interactive pop runs (Behavior.md §9: removing
  /// the postponing adjuster or the gesture ending in any way resumes the hide).
  private func isHeldOpen(_ reading: WorldReading) -> Bool {
    guard let postponedBy else { return false }
    return reading.adjusters.contains(postponedBy) && reading.isInteractivePopRunning
  }

  /// Show opens a session, change needs an open one, hide closes it; a postponed hide is
  /// noted with the adjuster that postponed it.
  private mutating func sessionOrder(_ records: [RecordSummary]) -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    for record in records {
      switch record.action {
      case "show":
        if isSessionOpen {
          violations.append(
            InvariantViolation(.noEventAfterSessionEnd, "show sent while a session is already open")
          )
        }
        isSessionOpen = true
        postponedBy = nil
      case "change":
        if !isSessionOpen {
          violations.append(
            InvariantViolation(.noEventAfterSessionEnd, "change sent after the session ended"))
        }
        postponedBy = nil
      case "hide":
        if !isSessionOpen {
          violations.append(
            InvariantViolation(.noEventAfterSessionEnd, "hide sent with no session open"))
        }
        isSessionOpen = false
        postponedBy = nil
      case "hidePostponed":
        postponedBy =
          record.explanations.first { $0.source != "core" }?.source
          ?? AdjusterIdentifier.gestureGuard.rawValue
      default:
        break
      }
    }
    return violations
  }

  /// Follows the session's root and its `y₀`: a show takes the root of the focused field where
  /// the app has it (the reference world's placement), and so does focus moving to a field of
  /// another root controller; a rotation or resize takes the container's new placement
  /// (Behavior.md §4.3, §15.2), and so does focus moving to another field of the root while
  /// the root view stands where the app has it; otherwise the app moving the root view itself
  /// leaves `y₀` where it is.
  private mutating func followRoot(_ state: StepState) {
    let reading = state.reading
    let screenChanged = state.screenChanged
    guard state.current.isSessionOpen else {
      root = nil
      return
    }
    let shown = state.current.records.contains { $0.action == "show" }
    // An alert's input is invisible to KeyboardLift (Behavior.md §3): focus on it leaves the
    // session blurred, on the root it had, which a rotation then places again.
    let field = reading.field?.isInAlertController == true ? nil : reading.field
    if let rootID = field?.rootControllerID, let view = reading.roots[rootID],
      shown || root?.controllerID != rootID || screenChanged
    {
      // A root view its container placed where KeyboardLift's lift had it belongs at the `y₀`
      // the lift kept (``rootOriginsKeptByTheLift``), where the hide put it back: a later
      // session starts from there too, not from the reference world's placement — while it
      // still stands there (a container that placed it again since, a pop, gave it a new `y₀`).
      let kept = rootOriginsKeptByTheLift[rootID].flatMap { kept in
        lastRootOrigins[rootID].map { abs($0.real - kept) <= Self.epsilon } == true ? kept : nil
      }
      let y0 =
        screenChanged && !shown
        ? y0AfterLayoutChange(of: view, controllerID: rootID)
        : kept ?? view.referenceOriginY ?? view.originY
      root = SessionRoot(controllerID: rootID, y0: y0)
      return
    }
    guard var followed = root, let view = reading.roots[followed.controllerID] else { return }
    let focusBegan = state.current.records.contains { $0.action == "focusBegan" }
    if screenChanged {
      followed = SessionRoot(
        controllerID: followed.controllerID,
        y0: y0AfterLayoutChange(of: view, controllerID: followed.controllerID))
    } else if focusBegan, let now = view.referenceOriginY,
      rootOriginsKeptByTheLift[followed.controllerID] == nil,
      let last = lastRootOrigins[followed.controllerID], let before = last.reference,
      abs(last.real - before) <= Self.epsilon, abs(now - followed.y0) > Self.epsilon
    {
      // Behavior.md §4.3, §15.2: focus moved within the root while nothing of KeyboardLift's
      // was on the root view (it stood where the app has it; not a view its container placed
      // where KeyboardLift's lift had it, which the lift still holds) and its container placed it
      // elsewhere since `y₀` was taken (a push and a pop): where the app has it now is `y₀`.
      followed = SessionRoot(controllerID: followed.controllerID, y0: now)
    } else if let now = view.referenceOriginY,
      lastRootOrigins[followed.controllerID]?.reference.map({ abs(now - $0) > Self.epsilon })
        ?? true
    {
      if let last = lastRootOrigins[followed.controllerID]
        ?? lastRootOriginsBeforeAway[followed.controllerID],
        view.containerPlacementCount != last.placements,
        abs(view.originY - last.real) <= Self.epsilon,
        abs(view.originY - followed.y0) > Self.epsilon,
        last.reference.map({ abs(last.real - $0) > Self.epsilon }) ?? true
      {
        // Its container placed it again (a pop after a push) where KeyboardLift's lift had it:
        // nothing moved it, and nothing tells KeyboardLift the container wrote its frame, so
        // Behavior.md §8 puts `y₀` back at the hide — as after a rotation's placement there
        // (``y0AfterLayoutChange(of:controllerID:)``). Only where the lift held it away from the
        // reference world's origin: a root view an earlier placement had put at 0, away from
        // the app's 89 (the `y₀` of the session), was no lift's, and a placement at 0 again is
        // the container's.
        rootOriginsKeptByTheLift[followed.controllerID] = followed.y0
      } else {
        // The app moved it, or its container placed it as it came back into the window (a pop
        // after a push: nothing of an earlier lift survives that).
        followed.isPlacedByApp = true
      }
    }
    if state.adjusted { followed.isPlacedByApp = false }
    root = followed
  }

  /// `y₀` after a rotation or a resize (Behavior.md §4.3, §15.2): where the root view's
  /// container placed it, the reference world's origin — unless it placed it where KeyboardLift's
  /// lift had it. The view did not move then, nothing tells KeyboardLift that the container wrote
  /// its frame, and §8 puts the session's `y₀` back at the re-capture and at the hide: that stays
  /// `y₀`, and where the root view belongs after the session (a root view the app placed at
  /// 114, lifted 114 pt to the 0 where its tab bar controller then placed it for a new window
  /// size). Placed anywhere else, the container placed it again: a root view kept at its `y₀`
  /// (``rootOriginsKeptByTheLift``) belongs where the container put it now, though the reference
  /// world's origin may not have changed (a window's root view KeyboardLift had put back at the
  /// app's 91, placed at 0 again by a second rotation, where the reference world already had it).
  private mutating func y0AfterLayoutChange(of view: RootReading, controllerID: String)
    -> CGFloat
  {
    let placed = view.referenceOriginY ?? view.originY
    // Kept already: the lift had it where the reference world has it, so the two agree, and a
    // second placement there is as invisible to KeyboardLift as the first.
    let isKept = rootOriginsKeptByTheLift[controllerID] != nil
    guard let root, root.controllerID == controllerID,
      let last = lastRootOrigins[controllerID], let before = last.reference,
      abs(last.real - before) > Self.epsilon || isKept, abs(placed - last.real) <= Self.epsilon
    else {
      rootOriginsKeptByTheLift[controllerID] = nil
      return placed
    }
    rootOriginsKeptByTheLift[controllerID] = root.y0
    return root.y0
  }

  /// Forgets a root view kept at its `y₀` (``rootOriginsKeptByTheLift``) once its container or
  /// the app placed it again: its reference world's origin changed, or its container placed it
  /// in the real world somewhere else than it stood (a rotation back places it again at the
  /// origin the reference world kept: the origin KeyboardLift had put back is gone then).
  private mutating func forgetRootOriginsPlacedAgain(_ reading: WorldReading) {
    guard !rootOriginsKeptByTheLift.isEmpty else { return }
    for id in rootOriginsKeptByTheLift.keys {
      guard let root = reading.roots[id], let now = root.referenceOriginY,
        let last = lastRootOrigins[id], let before = last.reference,
        abs(now - before) <= Self.epsilon
      else {
        rootOriginsKeptByTheLift[id] = nil
        continue
      }
      // Placed again by its container in the real world, somewhere else than it stood: where
      // it stood (the lift's origin), the placement is invisible to KeyboardLift, which keeps
      // `y₀` as after the first one.
      if root.containerPlacementCount != last.placements,
        abs(root.originY - last.real) > Self.epsilon
      {
        rootOriginsKeptByTheLift[id] = nil
      }
    }
  }

  private mutating func notePastEnds(_ reading: WorldReading) {
    lastPastEnds = Self.pastEnds(reading.scrollViews)
  }

  /// How far each scroll view's content offset points past the end of its content, with the
  /// app's own insets (0 when within it).
  private static func pastEnds(_ scrollViews: [String: ScrollViewReading]) -> [String: CGFloat] {
    scrollViews.mapValues(pastEnd(of:))
  }

  /// How far `scrollView`'s content offset points past the end of its content, with the app's
  /// own insets (0 when within it).
  private static func pastEnd(of scrollView: ScrollViewReading) -> CGFloat {
    max(0, scrollView.contentOffset.y - appEnd(of: scrollView))
  }

  /// A rotation or a resize within a session, at the step KeyboardLift adjusts for it:
  /// KeyboardLift restores everything and captures again (Behavior.md §4.3), and measures again
  /// how far past its end each offset the app moved since the session found it points, where
  /// the new layout has it (§11: only an offset the re-capture finds where the session found it
  /// keeps how far past the end it was then). An
  /// app's scroll to 81 of a view found 23 pt past its end in a taller window, then a resize
  /// that put its end at 115, left the app no 23 pt past that end. (Where the session found the
  /// offset stays: what a `restoreContentOffset` view goes back to is judged from there.)
  ///
  /// Not an offset the session's ledger held earlier and no longer holds (released when focus
  /// left its chain): the re-capture does not find it again, and the session's end judges it
  /// with what the session found (§11). scroll7, released at 5 in landscape within its end, is
  /// pulled back to 0 at the hide after the rotation to portrait put its end at 0.
  private mutating func noteOffsetsFoundAgain(previous: StepSnapshot, reading: WorldReading) {
    let laidOut = reading.scrollViewsBeforeTheKeyboard ?? reading.scrollViews
    let held = Self.heldOffsets(previous)
    for (id, scrollView) in laidOut where !scrolledBySession.contains(id) {
      guard let start = sessionStartOffsets[id],
        let before = previous.element(id)?.scroll?.contentOffset, !before.isClose(to: start),
        offsetsFoundBySession[id] == nil || held.contains(id)
      else { continue }
      sessionStartPastEnds[id] = Self.pastEnd(of: scrollView)
    }
  }

  /// An app's scroll, within a session, of a scroll view the session has not touched yet (its
  /// ledger has not held its offset since the session opened, ``offsetsFoundBySession``): the
  /// session finds the offset where the app put it, at its first write or judgement of it, and
  /// how far past the end of its content the app left it is measured then (Behavior.md §11). The app's scroll of a table to
  /// 17, 17 pt past its end, before the session's first inset of it, is the app's: the hide pulls
  /// the app's later 19 back to 17, not to 0. How far past its end is measured in the reference
  /// world too, and the smaller is the app's: past its end only because the session scrolled a
  /// scroll view around it (which moved it under a bar, and its end with it) is the session's
  /// doing (§11), as a table the app left at 0, 87 pt past an end only the session's outer scroll
  /// had moved to −87, is pulled back those 87 pt. (One the session touched and then released,
  /// or whose adjuster was removed, keeps what the session found: its restore judges it again at
  /// the session's end.)
  private mutating func noteOffsetsTheAppMovedBeforeTheSessionTouchedThem(_ state: StepState) {
    guard case .setContentOffset(let id, _, _) = state.step.action, state.previous.isSessionOpen,
      state.current.isSessionOpen, offsetsFoundBySession[id] == nil,
      let scrollView = state.reading.scrollViews[id],
      let inTheReferenceWorld = state.reading.referenceScrollViewTheAppScrolled
    else { return }
    sessionStartPastEnds[id] = min(
      Self.pastEnd(of: scrollView), Self.pastEnd(of: inTheReferenceWorld))
  }

  /// The end of `scrollView`'s content, the largest resting offset of Behavior.md §7.1b, with
  /// the app's own insets (the reference world's) instead of the session's.
  static func appEnd(of scrollView: ScrollViewReading) -> CGFloat {
    var appInset = scrollView
    appInset.contentInset = scrollView.referenceContentInset ?? scrollView.contentInset
    return CheckGeometry.offsetBounds(appInset).upper
  }

  /// Adds to ``scrolledBySession`` the scroll views whose offset moved during a step that ends
  /// with the session open by another amount than in the reference world, unless the step is
  /// the app's own scroll of that view, and whose offset the session's ledger holds — one it
  /// never wrote moves only as UIKit moves it (a table at its top following the automatic inset
  /// a scroll view around it gives it).
  private mutating func noteScrolledBySession(_ state: StepState) {
    guard state.current.isSessionOpen else { return }
    var scrolledByApp: String?
    if case .setContentOffset(let id, _, _) = state.step.action { scrolledByApp = id }
    let heldOffsets = Self.heldOffsets(state.current)
    for element in state.current.elements
    where element.id != scrolledByApp && heldOffsets.contains(element.id) {
      guard let now = element.scroll?.contentOffset.y,
        let before = state.previous.element(element.id)?.scroll?.contentOffset.y
      else { continue }
      let referenceMove =
        (state.reference[element.id]?.scroll?.contentOffset.y).flatMap { referenceNow in
          lastReferenceOffsets[element.id].map { referenceNow - $0.y }
        } ?? 0
      if abs((now - before) - referenceMove) > Self.epsilon * 10 {
        scrolledBySession.insert(element.id)
      }
    }
  }

  /// Notes, at the step that ends a session, the scroll views it scrolled that are out of the
  /// window (``awayAtSessionEnd``), and forgets those back in the window after being judged.
  private mutating func noteAwayAtSessionEnd(_ state: StepState) {
    let current = state.current
    if !awayAtSessionEnd.isEmpty {
      awayAtSessionEnd = awayAtSessionEnd.filter { current.element($0) == nil }
    }
    guard !current.isSessionOpen, current.records.contains(where: { $0.action == "hide" })
    else { return }
    for id in scrolledBySession where current.element(id) == nil { awayAtSessionEnd.insert(id) }
  }

  private mutating func noteRootOrigins(_ reading: WorldReading) {
    for (id, last) in lastRootOrigins where reading.roots[id] == nil {
      lastRootOriginsBeforeAway[id] = last
    }
    lastRootOrigins = reading.roots.mapValues {
      ($0.originY, $0.referenceOriginY, $0.containerPlacementCount)
    }
    for id in lastRootOrigins.keys { lastRootOriginsBeforeAway[id] = nil }
  }
}

extension CGFloat {
  /// The value as the messages write it: rounded to 1/1000, short.
  var pointText: String { snapshotRounded.shortDescription }
}

extension Rect {
  /// Whether every coordinate is within `tolerance` of `other`'s.
  func isClose(to other: Rect, tolerance: CGFloat = 0.001) -> Bool {
    x.isClose(to: other.x, tolerance: tolerance) && y.isClose(to: other.y, tolerance: tolerance)
      && width.isClose(to: other.width, tolerance: tolerance)
      && height.isClose(to: other.height, tolerance: tolerance)
  }
}

extension Point {
  /// Whether both coordinates are within `tolerance` of `other`'s.
  func isClose(to other: Point, tolerance: CGFloat = 0.001) -> Bool {
    x.isClose(to: other.x, tolerance: tolerance) && y.isClose(to: other.y, tolerance: tolerance)
  }
}
