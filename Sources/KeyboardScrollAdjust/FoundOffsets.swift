import Foundation
import KeyboardCore

/// Where this session found the content offsets ScrollAdjust writes, as their restore needs it
/// (Behavior.md §11, §15.2): the offset the write that created the ledger's record found, whether
/// it rested at its top then (`−a.top`, Behavior.md §7.1b), and the window's layout then.
///
/// UIKit keeps a scroll view resting at its top there when a rotation or a resize changes the
/// safe area it adds to its inset. A session that scrolled it kept it from doing so: the
/// re-capture after the rotation restores it in the new layout, where the offset found is no
/// longer the top (a table found at −52 under the navigation bar in portrait was put back at −52
/// in landscape, where its top is −16: 36 pt pulled down past its top). So an offset found at
/// its top is put back at its top as the new layout has it, and a record made after that
/// restore, which the ledger hands the session's original on to, knows the offset it found
/// there was the top too.
@MainActor
final class FoundOffsets {
  /// What the write that created a record found.
  struct Found: Equatable, Sendable {
    /// The offset found: the record's original, unless a restore before the session's end had
    /// left the offset elsewhere and the ledger handed the session's original on.
    let offset: CGPoint
    /// Whether `offset` was the resting top `−a.top`.
    let restedAtTop: Bool
    /// The window's layout then.
    let layout: WindowLayout?
    /// The offsets (`y`) of the scroll views around it then, where the ledger's animated writes
    /// take them: scrolling one moves its top (the safe area it adds), and UIKit keeps at its
    /// top only a scroll view still resting there when the layout changes.
    var enclosingOffsets: [ObjectIdentifier: CGFloat] = [:]
    /// How far the session's own scrolls still standing then had moved each of those scroll
    /// views (``SessionScrolls/sessionsScroll(of:settledAt:held:)``), where it had: the rest of
    /// where they stood was the app's. Empty, without storage, when it had moved none.
    var enclosingScrolledBySession: [ObjectIdentifier: CGFloat] = [:]
    /// How far `offset.y` pointed past the end of the content (the largest resting offset of
    /// Behavior.md §7.1b, with the app's own insets) before the event that created the record
    /// wrote anything; 0 when it was within it. The app may leave an offset there on purpose:
    /// that much is not the session's to pull back.
    var pastEnd: CGFloat = 0
    /// Where the scroll view stood against its superview's safe area then, with the safe area
    /// it added to its inset, while it was in the window; `nil` when it was not. A restore out
    /// of the window judges the end of its content with the safe area that gives it where the
    /// restore leaves its nearest enclosing scroll view. (A record lives in one window layout:
    /// a re-capture restores it, and the next write makes a new one, found in the new layout.)
    var safeArea: SafeAreaPlacement? = nil
  }

  /// Per scroll view: what the write that created its record found, and the record's original,
  /// by which a later write knows the entry is its record's.
  /// Whether the record holds only the offset as it was found, put there by
  /// ``judgeAtRestore(_:ledger:)``, which writes nothing.
  private var entries: [ObjectIdentifier: (found: Found, original: CGPoint?, judgedOnly: Bool)] =
    [:]

  /// What the session's scrolls of each scroll view did, which the restore rules ask about the
  /// scroll views around theirs. Its own object, which the rules hold: they outlive this one
  /// when ScrollAdjust is removed, and this one holds the rule it made last.
  let sessionScrolls = SessionScrolls()

  /// Whether the session ended (``removeAll()``): ``sessionScrolls`` is emptied when the next one
  /// starts (``startIfTheLastSessionEnded()``), not at the hide, whose restore rules run after
  /// the hide's event and still ask it.
  private var sessionEnded = false

  /// Per scroll view the ledger held no offset of at the start of this event: how far past the
  /// end of its content its offset pointed then (see ``Found/pastEnd``).
  private var pastEndBeforeWrites: [ObjectIdentifier: CGFloat] = [:]

  /// The restore rule ``write(_:of:animated:ledger:)`` made last, and what it made it from.
  private var lastWriteRule: MadeRule?
  /// The restore rule ``judgeAtRestore(_:ledger:)`` made last, and what it made it from.
  private var lastJudgementRule: MadeRule?

  /// A restore rule, with the app's inset and the offset found it was made from. A value, so a
  /// new rule costs its closure's context alone, not a box for this too.
  private struct MadeRule {
    let appInset: EdgeInsets
    let found: Found
    let rule: RestoreRule<any HostScrollView, CGPoint>

    /// Whether the rule was made from `appInset` and `found`.
    func isMade(from appInset: EdgeInsets, _ found: Found) -> Bool {
      self.appInset == appInset && self.found == found
    }
  }

  /// Creates an empty record.
  init() {}

  /// The rule `make` makes from `appInset` and `found`: the one made last (`last`), when it was
  /// made from the same values. A rule is a closure over those values, whose context was
  /// allocated at every offset written (one allocation a show, two a focus change on the
  /// issue-12 form, whose events find the same offsets each time); an equal one behaves the same
  /// for any scroll view.
  private static func rule(
    _ last: inout MadeRule?, appInset: EdgeInsets, found: Found,
    make: (EdgeInsets, Found) -> RestoreRule<any HostScrollView, CGPoint>
  ) -> RestoreRule<any HostScrollView, CGPoint> {
    if let made = last, made.isMade(from: appInset, found) { return made.rule }
    let rule = make(appInset, found)
    last = MadeRule(appInset: appInset, found: found, rule: rule)
    return rule
  }

  /// Notes, at the start of an event and before it writes anything, how far past the end of
  /// their content the offsets of the scroll views of the chain (the chosen one and those
  /// around it, which the nested loop and the reveal may scroll too) and of the focused text
  /// view point — where the ledger does not hold their offset yet. A record of the offset made
  /// later in the event takes it as ``Found/pastEnd``. (Noted for the chosen one and the text
  /// view only, an outer scroll view the app had left 159 pt past its end was pulled back those
  /// 159 pt at the hide, though the session only scrolled it away and back.)
  func notePastEndBeforeWrites(
    ofChain chain: [any HostScrollView], textView: (any HostScrollView)?, ledger: AdjusterLedger
  ) {
    pastEndBeforeWrites.removeAll(keepingCapacity: true)
    for scrollView in chain { notePastEndBeforeWrites(of: scrollView, ledger: ledger) }
    if let textView { notePastEndBeforeWrites(of: textView, ledger: ledger) }
  }

  /// Notes how far past the end of its content the offset of `scrollView` points, unless the
  /// ledger holds its offset.
  ///
  /// How far the app left it, not the session: where the offset points past the end only as
  /// the session's earlier scrolls of the scroll views around it left it (they moved it against
  /// the safe area, and so its end), it is measured again with those scrolls undone, and the
  /// smaller is noted. Taken as the app's, 28 pt the session's own scroll of an outer scroll
  /// view had put a table past its end were left to it at the hide.
  private func notePastEndBeforeWrites(of scrollView: any HostScrollView, ledger: AdjusterLedger) {
    guard ledger.originalValue(of: .contentOffset, of: scrollView) == nil else { return }
    let appInset = ledger.appContentInset(of: scrollView)
    let offset = ledger.settledValue(of: .contentOffset, of: scrollView)
    func pastEnd(settledShift: (any HostView) -> CGFloat) -> CGFloat {
      let end = scrollView.maximumValidContentOffsetY(
        adjustedContentInset: appInset
          + ScrollViewVisiblePart.settledSafeAreaAdded(to: scrollView, settledShift: settledShift))
      return Swift.max(0, offset.y - end)
    }
    var found = pastEnd(settledShift: ledger.settledShift(of:))
    if found > 0 {
      found = Swift.min(
        found, pastEnd { Self.shiftUndoingTheSessionsScrolls(of: $0, ledger: ledger) })
    }
    pastEndBeforeWrites[ObjectIdentifier(scrollView)] = found
  }

  /// How far `view` would still move down the window once the ledger's animated writes land,
  /// if every scroll view around it that the session scrolled were back at its original offset.
  private static func shiftUndoingTheSessionsScrolls(
    of view: any HostView, ledger: AdjusterLedger
  ) -> CGFloat {
    var shift = ledger.settledShift(of: view)
    var next = view.hostSuperview
    var depth = 0
    while let ancestor = next, depth < NestedScrollPlan.maximumDepth {
      // Only while the session's last write of it stands: the app's scroll over it makes the
      // offset the app's (as ``RestoreState/appScrolledSinceAnEarlierRestore`` judges it).
      // Undone anyway, an outer scroll view the session had scrolled to 266 and the app then to
      // 411 counted the app's 411 as the session's, and a table it had carried 267 pt under the
      // bars was pulled back those 267 pt at the hide.
      if let outer = ancestor.hostScrollView,
        let original = ledger.originalValue(of: .contentOffset, of: outer),
        let written = ledger.writtenValue(of: .contentOffset, of: outer)
      {
        let settled = ledger.settledValue(of: .contentOffset, of: outer)
        if settled.y == written.y { shift += settled.y - original.y }
      }
      next = ancestor.hostSuperview
      depth += 1
    }
    return shift
  }

  /// Writes the content offset `offset` of `scrollView` through `ledger`, with the setter
  /// `animated` names, restored by
  /// ``RestoreRule/scrollAdjustContentOffset(restoredContentInset:found:in:)`` with the app's own
  /// content inset and what the write that created the record found — this one, when the ledger
  /// holds no record of the offset yet.
  func write(
    _ offset: CGPoint, of scrollView: any HostScrollView, animated: Bool, ledger: AdjusterLedger
  ) {
    forgetJudgementTheAppScrolledAway(of: scrollView, ledger: ledger)
    let appInset = ledger.appContentInset(of: scrollView)
    let found = found(for: scrollView, appInset: appInset, ledger: ledger)
    ledger.write(
      .contentOffset, of: scrollView, to: offset, animated: animated,
      restore: Self.rule(
        &lastWriteRule, appInset: appInset, found: found,
        make: {
          RestoreRule.scrollAdjustContentOffset(
            restoredContentInset: $0, found: $1, in: self.sessionScrolls)
        }))
    note(found, for: scrollView, ledger: ledger, judgedOnly: false)
  }

  /// Forgets the record of `scrollView`'s offset that ``judgeAtRestore(_:ledger:)`` made, when
  /// the app scrolled the view since: that record changed nothing, so the session's first change
  /// of the offset is the write about to be made, and what it puts back is where the app left
  /// the offset, not where the session first found it (Behavior.md §7.2, §11). Kept, a scroll
  /// view inset at the show at its top 0, scrolled by the app to 405 and then by a reveal, went
  /// back to 0.
  private func forgetJudgementTheAppScrolledAway(
    of scrollView: any HostScrollView, ledger: AdjusterLedger
  ) {
    guard let entry = entries[ObjectIdentifier(scrollView)], entry.judgedOnly,
      let original = ledger.originalValue(of: .contentOffset, of: scrollView),
      entry.original == original, original == entry.found.offset,
      let written = ledger.writtenValue(of: .contentOffset, of: scrollView),
      ledger.settledValue(of: .contentOffset, of: scrollView) != written
    else { return }
    ledger.forgetUnwritten(.contentOffset, of: scrollView)
    entries[ObjectIdentifier(scrollView)] = nil
  }

  /// Puts the offset of `scrollView` in the ledger as it is, when the ledger does not hold it
  /// yet, restored by ``RestoreRule/scrollAdjustPullBackPastEnd(restoredContentInset:found:in:)``:
  /// pulled back if it points past the end of the content once the inset is back and the scroll
  /// views around it are where the restore leaves them. Nothing is written to the scroll view.
  func judgeAtRestore(_ scrollView: any HostScrollView, ledger: AdjusterLedger) {
    guard ledger.originalValue(of: .contentOffset, of: scrollView) == nil else { return }
    let appInset = ledger.appContentInset(of: scrollView)
    let found = found(for: scrollView, appInset: appInset, ledger: ledger)
    ledger.write(
      .contentOffset, of: scrollView, to: found.offset, animated: false,
      restore: Self.rule(
        &lastJudgementRule, appInset: appInset, found: found,
        make: {
          RestoreRule.scrollAdjustPullBackPastEnd(
            restoredContentInset: $0, found: $1, in: self.sessionScrolls)
        }))
    note(found, for: scrollView, ledger: ledger, judgedOnly: true)
  }

  /// What the write that created the record of `scrollView`'s offset found: noted then, when
  /// the ledger holds that record; the offset now (where the ledger's animated writes take it)
  /// when it holds none — this write creates it.
  private func found(
    for scrollView: any HostScrollView, appInset: EdgeInsets, ledger: AdjusterLedger
  ) -> Found {
    if let original = ledger.originalValue(of: .contentOffset, of: scrollView),
      let entry = entries[ObjectIdentifier(scrollView)], entry.original == original
    {
      return entry.found
    }
    let placement = ScrollViewVisiblePart.settledSafeAreaPlacement(of: scrollView, ledger: ledger)
    let offset = ledger.settledValue(of: .contentOffset, of: scrollView)
    let safe =
      placement?.added
      ?? ScrollViewVisiblePart.settledSafeAreaAdded(to: scrollView, ledger: ledger)
    var enclosing: [ObjectIdentifier: CGFloat] = [:]
    var scrolledBySession: [ObjectIdentifier: CGFloat] = [:]
    // Walked up without building the ancestors' list, asking each view whether it is a scroll
    // view without the runtime's conformance look-up (building the list allocated 3 times a
    // show on the benchmark's form: show 239.0k → 236.6k instructions, 16 → 13 allocations).
    var view = scrollView.hostSuperview
    while let ancestor = view {
      if let outer = ancestor.hostScrollView {
        let settled = ledger.settledValue(of: .contentOffset, of: outer).y
        enclosing[ObjectIdentifier(outer)] = settled
        let scrolled = sessionScrolls.sessionsScroll(
          of: outer, settledAt: settled,
          held: (
            ledger.originalValue(of: .contentOffset, of: outer)?.y,
            ledger.writtenValue(of: .contentOffset, of: outer)?.y
          ))
        if scrolled != 0 { scrolledBySession[ObjectIdentifier(outer)] = scrolled }
      }
      view = ancestor.hostSuperview
    }
    let restsAtTop =
      offset.y.isClose(to: -(appInset.top + safe.top))
      && !isPulledThereByAnEarlierRestore(
        scrollView, to: offset, enclosing: enclosing, ledger: ledger)
    return Found(
      offset: offset, restedAtTop: restsAtTop,
      layout: WindowLayout(of: scrollView), enclosingOffsets: enclosing,
      enclosingScrolledBySession: scrolledBySession,
      pastEnd: pastEnd(of: scrollView, at: offset, ledger: ledger),
      safeArea: placement)
  }

  /// Whether the offset of `scrollView`, now at `offset`, rests there because a restore before
  /// the session's end pulled it back past the end of its content — for a short content the end
  /// is the top too — and not because that restore followed its top (Behavior.md §15.2: found
  /// resting at its top by the record the restore emptied, with the scroll views around it
  /// where they stand now, `enclosing`). The ledger then hands the new record the session's
  /// original, which that restore left, and an exact restore puts that back: the offset rests at
  /// its top by the session's doing, not as the app left it. Taken for the app's top, a table
  /// the app left at 0 — 158 pt past its end only because the app then scrolled the scroll view
  /// around it to 461 — pulled back to −158 by a rotation's re-capture, was put back at −158 by
  /// the hide, 158 pt below its top once the session's reveal had scrolled that scroll view
  /// to 46. (Since F137 that re-capture keeps the app's 158 pt and no longer pulls the table
  /// back, so fixture F133 no longer reaches this branch; fuzzing still finds it taken, without
  /// a case where it changes the outcome.)
  private func isPulledThereByAnEarlierRestore(
    _ scrollView: any HostScrollView, to offset: CGPoint, enclosing: [ObjectIdentifier: CGFloat],
    ledger: AdjusterLedger
  ) -> Bool {
    guard let handedOn = ledger.originalHandedOn(of: .contentOffset, of: scrollView),
      !handedOn.y.isClose(to: offset.y), let earlier = entries[ObjectIdentifier(scrollView)],
      earlier.original == handedOn, !earlier.found.offset.y.isClose(to: offset.y)
    else { return false }
    guard earlier.found.restedAtTop else { return true }
    for (id, offsetFound) in earlier.found.enclosingOffsets {
      guard let now = enclosing[id], now.isClose(to: offsetFound) else { return true }
    }
    return false
  }

  /// How far past the end of its content the session found the offset of `scrollView`, now at
  /// `offset` (see ``Found/pastEnd``): as an earlier record of this session found it, when a
  /// restore before the session's end (a re-capture) emptied that record with the offset where
  /// it found it — the offset the app left is the same, and so is how far past the end the app
  /// left it (Behavior.md §11), though the new layout may have moved the end since; else as this
  /// event found it. Without this, a table the app left 186 pt past its end, re-captured by a
  /// resize that put its end 22 pt lower, was pulled back 22 pt at the hide after the window
  /// went back to its size.
  private func pastEnd(
    of scrollView: any HostScrollView, at offset: CGPoint, ledger: AdjusterLedger
  )
    -> CGFloat
  {
    let id = ObjectIdentifier(scrollView)
    if ledger.originalValue(of: .contentOffset, of: scrollView) == nil, let entry = entries[id],
      entry.found.offset == offset
    {
      // And as much further as the app's scrolls of the scroll views around it since moved its
      // end up: the app's too. Left at what the earlier record found, a table found at its top
      // 0, whose end the app's scroll of the scroll view around it then put at −158, was pulled
      // back to −158 when focus left it after a rotation's re-capture.
      let appInset = ledger.appContentInset(of: scrollView)
      let endNow = scrollView.maximumValidContentOffsetY(
        adjustedContentInset: appInset
          + ScrollViewVisiblePart.settledSafeAreaAdded(to: scrollView, ledger: ledger))
      return entry.found.pastEnd
        + sessionScrolls.pastEndTheAppsScrollsAdded(
          to: scrollView, found: entry.found, appInset: appInset, endNow: endNow,
          settledShift: ledger.settledShift(of:),
          settledOffsetY: { outer, _ in ledger.settledValue(of: .contentOffset, of: outer).y },
          held: { outer in
            (
              ledger.originalValue(of: .contentOffset, of: outer)?.y,
              ledger.writtenValue(of: .contentOffset, of: outer)?.y
            )
          })
    }
    return pastEndBeforeWrites[id] ?? 0
  }

  /// Notes `found` for the record of `scrollView`'s offset the ledger holds after a write.
  private func note(
    _ found: Found, for scrollView: any HostScrollView, ledger: AdjusterLedger, judgedOnly: Bool
  ) {
    entries[ObjectIdentifier(scrollView)] = (
      found, ledger.originalValue(of: .contentOffset, of: scrollView), judgedOnly
    )
  }

  /// Forgets everything: the session ended. The storage is kept for the next session: emptied
  /// without it, each of the two tables allocated again at the next show. What the session's
  /// scrolls did (``sessionScrolls``) is forgotten when the next one starts
  /// (``startIfTheLastSessionEnded()``): the hide's event comes before the ledger's restore,
  /// whose rules still ask it — forgotten at the hide, a scroll view the session scrolled and
  /// left scrolled counted as the app's, and the table inside it the session's scroll had moved
  /// past its end was left there.
  func removeAll() {
    entries.removeAll(keepingCapacity: true)
    pastEndBeforeWrites.removeAll(keepingCapacity: true)
    sessionEnded = true
  }

  /// Forgets what the last session's scrolls did, when it ended.
  func startIfTheLastSessionEnded() {
    guard sessionEnded else { return }
    sessionEnded = false
    sessionScrolls.removeAll()
  }
}

/// How a window is laid out: its interface orientation and size, which a rotation or a resize
/// changes.
struct WindowLayout: Equatable, Sendable {
  let orientation: InterfaceOrientation
  let size: CGSize
}

extension WindowLayout {
  /// The layout of `view`'s window; `nil` outside a window.
  @MainActor
  init?(of view: any HostView) {
    guard let window = view.hostWindow else { return nil }
    orientation = window.interfaceOrientation
    size = window.bounds.size
  }
}
