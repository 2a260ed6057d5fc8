import Foundation
import KeyboardRootAdjust
import Testing

/// Behavior.md §8 as a formula: `y' = max(y − m, y₀ − kbCovered)` for `m ≥ 0`; for `m < 0` move a
/// lifted root down by `min(−m, y₀ − y)`, never below `y₀`.
@Suite struct RootTargetFormulaTests {
  @Test func liftsByTheBudget() {
    // y 0, m 120, y0 0, kb 336: max(0 − 120, 0 − 336) = −120.
    #expect(
      RootAdjuster.targetOriginY(lift: 120, current: 0, captured: 0, keyboardCovered: 336) == -120)
  }

  @Test func neverLiftsMoreThanTheKeyboardCoversFromY0() {
    // m 500 > kb 336: max(0 − 500, 0 − 336) = −336.
    #expect(
      RootAdjuster.targetOriginY(lift: 500, current: 0, captured: 0, keyboardCovered: 336) == -336)
    // A root that starts at y0 = 91 (below a navigation bar): the clamp is relative to y0,
    // max(91 − 500, 91 − 336) = −245 (IQ's absolute clamp would allow −336).
    #expect(
      RootAdjuster.targetOriginY(lift: 500, current: 91, captured: 91, keyboardCovered: 336) == -245
    )
  }

  @Test func aFurtherLiftAddsToTheCurrentOne() {
    // Already lifted to −100, 50 more: max(−150, −336) = −150.
    #expect(
      RootAdjuster.targetOriginY(lift: 50, current: -100, captured: 0, keyboardCovered: 336) == -150
    )
  }

  @Test func aNegativeBudgetLowersALiftedRootButNotBelowY0() {
    // Lifted to −100, m −40: −100 + min(40, 100) = −60.
    #expect(
      RootAdjuster.targetOriginY(lift: -40, current: -100, captured: 0, keyboardCovered: 336) == -60
    )
    // m −400: −100 + min(400, 100) = 0 = y0.
    #expect(
      RootAdjuster.targetOriginY(lift: -400, current: -100, captured: 0, keyboardCovered: 336) == 0)
  }

  @Test func aRootThatIsNotLiftedOrWasPutBelowY0IsLeftAlone() {
    #expect(
      RootAdjuster.targetOriginY(lift: -40, current: 0, captured: 0, keyboardCovered: 336) == 0)
    #expect(
      RootAdjuster.targetOriginY(lift: -40, current: 30, captured: 0, keyboardCovered: 336) == 30)
  }

  /// Behavior.md §8 (revision 2): the coverage clamp ends both branches. Lifted 260 for a keyboard
  /// that now covers 100, m = −150 would leave −110; the clamp makes it −100.
  @Test func aNegativeBudgetStillEndsWithTheCoverageClamp() {
    #expect(
      RootAdjuster.targetOriginY(lift: -150, current: -260, captured: 0, keyboardCovered: 100)
        == -100)
    // Relative to y₀ = 64: never above 64 − 100.
    #expect(
      RootAdjuster.targetOriginY(lift: -10, current: -196, captured: 64, keyboardCovered: 100)
        == -36)
  }
}
