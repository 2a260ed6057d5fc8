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
    // scrolled back to where it found it (a row revealed at offset 0) is the session's change —
    // while the session holds that change: one a restore before the session's end put back
    // where the session found it (a re-capture, a release) no longer is (Behavior.md §7.2). A
    // rotation's re-capture put scroll36 back at the −4 it was found at, where the reference
    // world's UIKit kept it at its new top, −49 (the session's scroll of the scroll view around
    // it, which is not put back exactly, had moved its top): the app's scroll to 88 is the app's.
    let foundThere =
      (!scrolledBySession.contains(id) || !Self.heldOffsets(state.previous).contains(id))
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
  /// that was the resting top before the step becomes the new top, and so does the offset of a
  /// view the session holds scrolled, found at its top (``offsetsFoundBySession``) with the
  /// scroll views around it where they stand once the re-capture's restores land. A session the
  /// rotation's keyboard move opens may scroll the view in the same step: where the new layout
  /// left it, before the keyboard (``WorldReading/scrollViewsBeforeTheKeyboard``), is what UIKit
  /// did.
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
      // An offset the session holds away from where it found it resting at its top goes back
      // to its top as the new layout has it, while the scroll views around it stand where they
      // stood then once the re-capture's restores land (Behavior.md §11, §15.2). table13, found
      // at its top 0 below scroll12 (which an earlier session had left scrolled to the end of
      // its content, as §15.1 has it), goes back to −17 in portrait, where scroll12 carries it
      // 17 pt under the status bar; the reference world's scroll12 never scrolled, and its
      // table13 stays at 0.
      if offsetsToPutBack[element.id] == nil, state.previous.isSessionOpen,
        abs(top - topBefore) > tolerance, Self.heldOffsets(state.previous).contains(element.id),
        let found = offsetsFoundBySession[element.id], found.restedAtTop,
        enclosingScrollViewsStandWhere(found, state: state)
      {
        var putBack = found.offset
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

  /// Whether the scroll views around a scroll view whose offset the session `found` stand, once a
  /// rotation's or a resize's re-capture has put back what the session changed, where they stood
  /// then: one whose offset the session holds goes back to where the session found it when it
  /// restores its offset exactly, and stays where the session had it otherwise (Behavior.md
  /// §11); one it does not hold stands where the new layout left it (UIKit keeps one resting at
  /// its top there).
  private func enclosingScrollViewsStandWhere(_ found: OffsetFound, state: StepState) -> Bool {
    let held = Self.heldOffsets(state.previous)
    let laidOut = state.reading.scrollViewsBeforeTheKeyboard
    let tolerance = Self.epsilon * 10
    for (id, offsetFound) in found.enclosingOffsets {
      guard let now = state.current.element(id)?.scroll else { return false }
      let restored: CGFloat
      if held.contains(id), now.restoresContentOffset, let ownFound = offsetsFoundBySession[id] {
        restored = ownFound.offset.y
      } else if held.contains(id) {
        restored =
          laidOut?[id]?.contentOffset.y ?? state.previous.element(id)?.scroll?.contentOffset.y
          ?? now.contentOffset.y
      } else {
        restored = laidOut?[id]?.contentOffset.y ?? now.contentOffset.y
      }
      if abs(restored - offsetFound) > tolerance { return false }
    }
    return true
  }

  /// Notes where the session found the offsets its ledger holds after this step and did not
  /// hold before it (``offsetsFoundBySession``): as the step found them — in the new layout,
  /// before the keyboard's move told KeyboardLift, when the step rotated the window
  /// (``WorldReading/scrollViewsBeforeTheKeyboard``). What an earlier change of the session
  /// found stays while the offset stands where that change found it, or where a re-capture put
  /// it back at its new top (``offsetsToPutBack``): a restore before the session's end (a
  /// re-capture, a release) put it there, and the session's next change finds it where the
  /// first one did.
  mutating func noteOffsetsFoundBySession(_ state: StepState) {
    guard state.current.isSessionOpen else { return }
    let heldBefore = Self.heldOffsets(state.previous)
    let laidOut = state.reading.scrollViewsBeforeTheKeyboard
    for id in Self.heldOffsets(state.current) where !heldBefore.contains(id) {
      guard
        let before = laidOut?[id].map({ Point($0.contentOffset) })
          ?? state.previous.element(id)?.scroll?.contentOffset
      else { continue }
      if let kept = offsetsFoundBySession[id],
        kept.offset.isClose(to: before) || offsetsToPutBack[id]?.isClose(to: before) == true
      {
        continue
      }
      let top = laidOut?[id].map { CheckGeometry.offsetBounds($0).lower } ?? lastRestingTops[id]
      offsetsFoundBySession[id] = OffsetFound(
        offset: before,
        restedAtTop: top.map { abs(before.y - $0) <= Self.epsilon * 10 } ?? false,
        enclosingOffsets: Self.enclosingOffsets(of: id, in: state.previous, laidOut: laidOut))
    }
  }

  /// The ids of the scroll views whose content offset the ledger holds in `snapshot`.
  static func heldOffsets(_ snapshot: StepSnapshot) -> Set<String> {
    Set(snapshot.ledgerChanges.lazy.filter { $0.property == "contentOffset" }.map(\.id))
  }

  /// The `y` of the offsets of the scroll views around the scroll view `id` in `snapshot` (or
  /// in `laidOut`, the new layout before the keyboard's move, where it has them), by id.
  static func enclosingOffsets(
    of id: String, in snapshot: StepSnapshot, laidOut: [String: ScrollViewReading]?
  ) -> [String: CGFloat] {
    var offsets: [String: CGFloat] = [:]
    var parentID = snapshot.element(id)?.parentID
    // Bounded by the number of elements: a scenario may repeat an id, and the first element
    // with a parent's id may lie below the view.
    var steps = 0
    while let ancestorID = parentID, let ancestor = snapshot.element(ancestorID),
      steps < snapshot.elements.count
    {
      if let scroll = ancestor.scroll {
        offsets[ancestorID] = laidOut?[ancestorID]?.contentOffset.y ?? scroll.contentOffset.y
      }
      parentID = ancestor.parentID
      steps += 1
    }
    return offsets
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
