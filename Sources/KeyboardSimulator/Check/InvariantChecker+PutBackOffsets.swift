import Foundation
import KeyboardCore

extension InvariantChecker {
  /// Follows the offset a `restoreContentOffset` scroll view must go back to when the app
  /// scrolls it itself (a `setContentOffset` step) while the session has it away from the app's
  /// own offset: restoring puts back the value from before the session's change, exactly
  /// (Behavior.md §11) — no longer the reference world's, where the app's scroll landed — and the
  /// view stays there after the session, until the app scrolls it again. Scrolled by the app
  /// while the session has not changed it, the two worlds agree again. Scrolled while out of the
  /// window (its controller pushed away), it is judged as it stood there — a restore while it
  /// was away (a resize's re-capture) put the session's change back already — and in the
  /// reference world as it was last seen.
  mutating func notePutBackOffsets(_ state: StepState) {
    guard case .setContentOffset(let id, _, _) = state.step.action,
      var before = state.previous.element(id)?.scroll ?? lastSeenScrolls[id],
      let referenceBefore = lastReferenceOffsets[id]
    else { return }
    if state.previous.element(id) == nil, let away = lastOffsetsOutOfTheWindow[id] {
      before.contentOffset = away
    }
    let expectedBefore = offsetsToPutBack[id] ?? referenceBefore
    // Away from the reference world's offset but where the session found it, the session did
    // not change it: a view KeyboardLift never wrote may follow an outer scroll view that is not
    // restored exactly (Behavior.md §15.1), and the app's scroll is then simply the app's. Not
    // so a view the session scrolled: one the app scrolled away mid-session and the session
    // scrolled back to where it found it (a row revealed at offset 0) is the session's change.
    let foundThere =
      !scrolledBySession.contains(id)
      && (sessionStartOffsets[id].map { before.contentOffset.isClose(to: $0) } ?? false)
    let changedBySession = !before.contentOffset.isClose(to: expectedBefore) && !foundThere
    offsetsToPutBack[id] =
      state.previous.isSessionOpen && changedBySession && before.restoresContentOffset
      ? expectedBefore : nil
  }

  /// Follows a `restoreContentOffset` scroll view that a rotation or a resize kept at its top:
  /// resting at its top `−a.top` before the step and at its new top after it, it was moved by
  /// UIKit, which keeps a resting scroll view there when the safe area it adds changes
  /// (Behavior.md §7.1b, §15.2) — the app's doing, not a session's. Where the reference world
  /// has it elsewhere (a scroll view around it, which no session restores exactly, put it under
  /// another part of the bars there), that offset is where it stays until the app scrolls it,
  /// and where a later hide puts it back; where the reference world has it there too, the two
  /// agree again and the reference world's offset is followed as before. An offset to put back
  /// that was the resting top before the step becomes the new top. A session the rotation's
  /// keyboard move opens may scroll the view in the same step: where the new layout left it,
  /// before the keyboard (``WorldReading/scrollViewsBeforeTheKeyboard``), is what UIKit did.
  mutating func noteOffsetsKeptAtTheirTop(_ state: StepState) {
    guard state.screenChanged else { return }
    for element in state.current.elements {
      guard let scroll = element.scroll, scroll.restoresContentOffset,
        let before = state.previous.element(element.id)?.scroll?.contentOffset,
        let topBefore = lastRestingTops[element.id],
        let reading = state.reading.scrollViews[element.id]
      else { continue }
      let top = CheckGeometry.offsetBounds(reading).lower
      let tolerance = Self.epsilon * 10
      // An offset to put back that was the resting top goes back to the top as the new layout
      // has it (Behavior.md §11, §15.2: the restore of an offset found at its top follows it).
      if var putBack = offsetsToPutBack[element.id], state.previous.isSessionOpen,
        abs(top - topBefore) > tolerance, abs(putBack.y - topBefore) <= tolerance
      {
        putBack.y = top
        offsetsToPutBack[element.id] = putBack
        continue
      }
      let laidOut =
        state.reading.scrollViewsBeforeTheKeyboard?[element.id].map { Point($0.contentOffset) }
        ?? scroll.contentOffset
      guard abs(top - topBefore) > tolerance, abs(before.y - topBefore) <= tolerance,
        abs(laidOut.y - top) <= tolerance
      else { continue }
      // Where the reference world has it there too, that world is the one to compare with.
      let agrees = state.reference[element.id]?.scroll.map {
        $0.contentOffset.isClose(to: laidOut)
      }
      offsetsToPutBack[element.id] = agrees == true ? nil : laidOut
    }
  }

  /// Follows a `restoreContentOffset` scroll view that the hide ending the session pulled back
  /// to exactly the end of its content, from an offset the session found pointing past that
  /// end: the offset of a scroll view the session insets, or of one inside a scroll view it
  /// scrolls, is not restored exactly — the session did not move it — but pulled back past the
  /// end (Behavior.md §11), even with `restoreContentOffset` on. There it stays until the app
  /// scrolls it, and a later hide puts it back.
  mutating func notePulledBackAtTheHide(_ state: StepState) {
    guard !state.current.isSessionOpen,
      state.current.records.contains(where: { $0.action == "hide" })
    else { return }
    for element in state.current.elements {
      guard let scroll = element.scroll, scroll.restoresContentOffset,
        let found = sessionStartOffsets[element.id],
        let reading = state.reading.scrollViews[element.id]
      else { continue }
      let end = CheckGeometry.offsetBounds(reading).upper
      let tolerance = Self.epsilon * 10
      guard found.y > end + tolerance, abs(scroll.contentOffset.y - end) <= tolerance else {
        continue
      }
      offsetsToPutBack[element.id] = scroll.contentOffset
    }
  }
}
