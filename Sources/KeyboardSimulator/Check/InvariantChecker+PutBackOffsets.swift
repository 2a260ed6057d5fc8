import Foundation
import KeyboardCore

extension InvariantChecker {
  /// Follows the offset a `restoreContentOffset` scroll view must go back to when the app
  /// scrolls it itself (a `setContentOffset` step) while the session has it away from the app's
  /// own offset: restoring puts back the value from before the session's change, exactly
  /// (Behavior.md §11) — no longer the reference world's, where the app's scroll landed — and the
  /// view stays there after the session, until the app scrolls it again. Scrolled by the app
  /// while the session has not changed it, the two worlds agree again.
  mutating func notePutBackOffsets(_ state: StepState) {
    guard case .setContentOffset(let id, _, _) = state.step.action,
      let before = state.previous.element(id)?.scroll,
      let referenceBefore = lastReferenceOffsets[id]
    else { return }
    let expectedBefore = offsetsToPutBack[id] ?? referenceBefore
    // Away from the reference world's offset but where the session found it, the session did
    // not change it: a view KeyboardLift never wrote may follow an outer scroll view that is not
    // restored exactly (Behavior.md §15.1), and the app's scroll is then simply the app's.
    let foundThere = sessionStartOffsets[id].map { before.contentOffset.isClose(to: $0) } ?? false
    let changedBySession = !before.contentOffset.isClose(to: expectedBefore) && !foundThere
    offsetsToPutBack[id] =
      state.previous.isSessionOpen && changedBySession && before.restoresContentOffset
      ? expectedBefore : nil
  }
}
