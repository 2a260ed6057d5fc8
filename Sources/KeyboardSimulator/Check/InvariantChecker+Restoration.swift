import Foundation
import KeyboardCore

extension InvariantChecker {
  /// The invariants of a step after which no session is open, or none may be: the keyboard
  /// Behavior.md §2 says is hidden and nothing legitimately holds the session open.
  ///
  /// - `no-lift-outside-session`: KeyboardLift reports no open session and `movedDistance` 0
  ///   (Behavior.md §4.3); while it wrongly keeps one open, what is still changed is reported under
  ///   this name too.
  /// - `restored-after-hide` (the step whose hide ended the session) and
  ///   `no-event-after-session-end` (any later step): every view is where the reference world
  ///   has it (Behavior.md §11), and the ledger holds nothing.
  func outsideSession(_ state: StepState) -> [InvariantViolation] {
    let current = state.current
    var violations: [InvariantViolation] = []
    if current.isSessionOpen {
      violations.append(
        InvariantViolation(
          .noLiftOutsideSession,
          "a session is still open, but the keyboard is hidden (\(keyboard.hiddenBecause ?? "never shown")) and nothing holds the session open"
        ))
    }
    if abs(current.movedDistance) > Self.epsilon {
      violations.append(
        InvariantViolation(
          .noLiftOutsideSession,
          "movedDistance is \(current.movedDistance.pointText) outside a session"))
    }
    let endedNow = current.records.contains { $0.action == "hide" }
    let invariant: Invariant =
      current.isSessionOpen
      ? .noLiftOutsideSession : endedNow ? .restoredAfterHide : .noEventAfterSessionEnd
    // Where an offset was before the hide restored it is known when nothing else moved it in
    // the same step (no show or change came first, no rotation laid the app out again).
    let restoredNow = endedNow && !state.adjusted && !state.screenChanged
    violations += differences(state, restoredNow: restoredNow, endedNow: endedNow).map {
      InvariantViolation(invariant, $0)
    }
    if !current.isSessionOpen && current.ledgerEntries > 0 {
      violations.append(
        InvariantViolation(
          invariant,
          "the ledger still holds \(current.ledgerEntries) change(s) with no session open"))
    }
    return violations
  }

  /// Where the world differs from the reference world in something KeyboardLift may change:
  /// frames and insets exactly; content offsets the session scrolled exactly with
  /// `restoreContentOffset` (the
  /// session's starting offset when the app scrolled the view after the session changed it,
  /// ``offsetsToPutBack``; an offset back where the session found it is restored too), else
  /// (Behavior.md §11, §15.1) not past the end of the content, `max(contentHeight + a.bottom −
  /// height, −a.top)` with the insets as restored — and, at the hide, pulled back to exactly
  /// that end when they pointed past it, left where they were when they did not.
  private func differences(_ state: StepState, restoredNow: Bool, endedNow: Bool) -> [String] {
    var problems: [String] = []
    var offsetsBefore: [String: CGFloat] = [:]
    if restoredNow {
      for element in state.previous.elements {
        if let scroll = element.scroll { offsetsBefore[element.id] = scroll.contentOffset.y }
      }
    }
    // A root view its container placed where KeyboardLift's lift had it belongs at `y₀`.
    var keptOrigins: [String: CGFloat] = [:]
    for (id, y0) in rootOriginsKeptByTheLift {
      if let viewID = state.reading.roots[id]?.viewID, !viewID.isEmpty { keptOrigins[viewID] = y0 }
    }
    for element in state.current.elements {
      guard var expected = state.reference[element.id] else { continue }
      if let y0 = keptOrigins[element.id] { expected.frameInSuperview.y = y0 }
      if !element.frameInSuperview.isClose(to: expected.frameInSuperview) {
        problems.append(
          "\(element.id) frame is \(element.frameInSuperview), was \(expected.frameInSuperview)")
      }
      guard let scroll = element.scroll, let start = expected.scroll else { continue }
      if scroll.contentInset != start.contentInset {
        problems.append(
          "\(element.id) content inset is \(scroll.contentInset), was \(start.contentInset)")
      }
      if scroll.indicatorInsets != start.indicatorInsets {
        problems.append(
          "\(element.id) indicator insets are \(scroll.indicatorInsets), were \(start.indicatorInsets)"
        )
      }
      // `restoreContentOffset` puts back exactly only what the session scrolled: an offset it
      // only inset stays where the app or the user left it, unless it points further past the
      // end than the session found it (Behavior.md §11) — an app's scroll to 0 of a table
      // whose end is −1 once the keyboard's inset is gone is pulled back to −1.
      if scroll.restoresContentOffset, scrolledBySession.contains(element.id) {
        let putBack = offsetsToPutBack[element.id] ?? start.contentOffset
        // Where the session found it is where a session puts it back (Behavior.md §11): an
        // offset there is restored even where the reference world's differs — a table
        // KeyboardLift never wrote follows its automatic top inset, which follows the offset of
        // a scroll view around it that is legitimately not restored exactly (§15.1).
        let foundThere = sessionStartOffsets[element.id].map {
          scroll.contentOffset.isClose(to: $0)
        }
        if !scroll.contentOffset.isClose(to: putBack), foundThere != true {
          problems.append(
            "\(element.id) content offset is \(scroll.contentOffset), was \(putBack) (restoreContentOffset)"
          )
        }
      } else if !scroll.contentOffset.isClose(to: start.contentOffset),
        isLeftBySession(element.id, scroll.contentOffset, state: state, endedNow: endedNow),
        let reading = state.reading.scrollViews[element.id]
      {
        // Restored while out of the window (a collapsed split column), it was pulled back
        // against the end it had there; the layout that brings it back may have moved that end.
        let endNow = CheckGeometry.offsetBounds(reading).upper
        let endWhileAway =
          state.previous.element(element.id) == nil ? lastSeenEnds[element.id] : nil
        let allowedPastEnd = max(
          scrolledBySession.contains(element.id) ? 0 : sessionStartPastEnds[element.id] ?? 0,
          (endWhileAway ?? endNow) - endNow,
          pastEndTheAppsScrollsLeft(element.id, before: offsetsBefore[element.id], state: state))
        problems += offsetProblems(
          element.id, reading: reading, before: offsetsBefore[element.id],
          allowedPastEnd: allowedPastEnd)
      }
    }
    return problems
  }

  /// How far past the end of its content, as the reference world has that end at the hide, the
  /// offset of the scroll view `id` pointed `before` the hide — for one the session did not
  /// scroll, still where the session found it (Behavior.md §11): the reference world's scroll
  /// views stand where the app's own scrolls alone left them, so how far past that end the
  /// offset points is the app's, the app's scrolls of the scroll views around it after the
  /// session found it included. Measured at the show or where the session found it alone, a
  /// table the app's scroll of the scroll view around it from 215 to 244 had put 29 pt further
  /// past its end after the session found it was demanded pulled back those 29 pt. 0 when not
  /// measured (no reference reading, no offset before the hide), and 0 when the window changed
  /// during the session (a rotation, a resize): a layout change that moves the end is not an
  /// app's scroll, and the session's end pulls back what it put past the end (§11) — a window
  /// resized taller left a scroll view found at 374 9 pt past its end in the reference world,
  /// and the hide rightly pulled it back to 365.
  private func pastEndTheAppsScrollsLeft(_ id: String, before: CGFloat?, state: StepState)
    -> CGFloat
  {
    guard !scrolledBySession.contains(id), let before, sessionStartScreen == lastScreen,
      let found = offsetsFoundBySession[id]?.offset ?? sessionStartOffsets[id],
      abs(before - found.y) <= Self.epsilon * 10,
      let reference = state.reading.referenceScrollViewsAtTheHide?[id]
    else { return 0 }
    return max(0, before - CheckGeometry.offsetBounds(reference).upper)
  }

  /// Whether a content offset away from the reference world's is to be judged now as the
  /// session's doing: at the hide that ends a session (or while one is wrongly kept open), when
  /// the session moved it — a session restores only what it changed (Behavior.md §11), so an
  /// offset an earlier session left and this one never touched is not its to pull back, even
  /// when the app has since made it point past the end (its safe area changed); at any later
  /// step, when it moved since the checker last saw it — during the step, or while a push or a
  /// presentation kept it out of the window. One that did not move is not the ended session's:
  /// the app's scroll of an enclosing scroll view, or a rotation, may have moved its end while it
  /// was away, and the pop that brings it back changes nothing of the session's.
  private func isLeftBySession(
    _ id: String, _ offset: Point, state: StepState, endedNow: Bool
  ) -> Bool {
    // Restored by the session while out of the window, and back now: the restore's, wherever
    // it comes back (the offset it was last seen at is the session's own).
    if !endedNow, awayAtSessionEnd.contains(id), state.previous.element(id) == nil {
      return true
    }
    let reference =
      endedNow || state.current.isSessionOpen
      ? sessionStartOffsets[id]
      : state.previous.element(id)?.scroll?.contentOffset ?? lastSeenScrolls[id]?.contentOffset
    guard let reference else { return true }
    return !offset.isClose(to: reference)
  }

  /// A content offset left where the session put it: not past the end of the content; and,
  /// given where it was `before` the hide restored it, pulled back to exactly the end if it
  /// was past it, else not moved. The end is `allowedPastEnd` further for an offset the
  /// session did not scroll (Behavior.md §11): how far past the end the app had left it when
  /// the session found it is the app's.
  private func offsetProblems(
    _ id: String, reading: ScrollViewReading, before: CGFloat?, allowedPastEnd: CGFloat
  ) -> [String] {
    let end = CheckGeometry.offsetBounds(reading).upper + allowedPastEnd
    let y = reading.contentOffset.y
    let tolerance = Self.epsilon * 10
    if y > end + tolerance {
      return [
        "\(id) content offset.y \(y.pointText) points past the end of the content (at most \(end.pointText): content height + adjusted bottom inset − height\(allowedPastEnd > 0 ? " + \(allowedPastEnd.pointText) past it where the session found it" : ""))"
      ]
    }
    guard let before else { return [] }
    if before > end + tolerance, y < end - tolerance {
      return [
        "\(id) content offset.y was pulled back to \(y.pointText), short of the end of the content \(end.pointText) (Behavior.md §15.1)"
      ]
    }
    if before <= end + tolerance, abs(y - before) > tolerance {
      return [
        "\(id) content offset.y moved from \(before.pointText) to \(y.pointText) at the hide, though it did not point past the end of the content (\(end.pointText))"
      ]
    }
    return []
  }

  /// `no-negative-inset` (Behavior.md §7.4, §7.5, §11): no scroll view's content or indicator
  /// inset is negative, or below the app's own (the reference world's).
  func insets(_ state: StepState) -> [InvariantViolation] {
    // The elements are read by index, their scroll state first: handed to the closure, every
    // element was copied, scroll view or not (≈ 4k instructions a step of the sign-up scenario).
    let elements = state.current.elements
    return elements.indices.compactMap { index in
      guard let scroll = elements[index].scroll else { return nil }
      let element = elements[index]
      let start = state.reference[element.id]?.scroll
      for (name, insets, own) in [
        ("content inset", scroll.contentInset, start?.contentInset),
        ("indicator insets", scroll.indicatorInsets, start?.indicatorInsets),
      ] {
        let edges: [(String, CGFloat, CGFloat?)] = [
          ("top", insets.top, own?.top), ("left", insets.left, own?.left),
          ("bottom", insets.bottom, own?.bottom), ("right", insets.right, own?.right),
        ]
        if let (edge, value, _) = edges.first(where: { $0.1 < -Self.epsilon }) {
          return InvariantViolation(
            .noNegativeInset, "\(element.id) \(name).\(edge) is \(value.shortDescription)")
        }
        if let (edge, value, own) = edges.first(where: { $0.1 < ($0.2 ?? $0.1) - Self.epsilon }) {
          return InvariantViolation(
            .noNegativeInset,
            "\(element.id) \(name).\(edge) is \(value.shortDescription), below the app's own \((own ?? value).shortDescription)"
          )
        }
      }
      return nil
    }
  }
}
