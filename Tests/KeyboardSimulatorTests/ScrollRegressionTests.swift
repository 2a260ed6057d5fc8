import Foundation
import KeyboardSimulator
import Testing

/// The ScrollAdjust defects of `Fixtures/Regressions/`, each pinned by the geometry it is about
/// and by a run with no invariant violation. Every test here failed before its fix. Notched
/// phone: keyboard top 508, `d` = 10, so a field's bottom belongs at 498.
@Suite @MainActor struct ScrollRegressionTests {
  /// Regression 04 (BEHAVIOR §7.3, no `R.minY` clamp when scrolling down): the first row of a
  /// table 300 pt down the screen is scrolled out above the table (offset 400). Focusing its
  /// field scrolled the table back only to `R.minY` = 4 and `m −= s − y` turned the 396 pt of
  /// scrolling into 209 pt of root lift, though the keyboard covers nothing near the field.
  @Test func regression04AScrolledOutRowDoesNotLiftTheRoot() throws {
    let run = try Regressions.run("04-scrolled-out-row-lifts-root")
    let focused = run.snapshots[2]
    #expect(focused.focusedID == "field0")
    // The root view stays where it is: nothing of the field is under the keyboard.
    #expect(focused.movedDistance == 0)
    #expect(focused.root?.originY == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }
}
