import Foundation
import KeyboardCore
import Testing

@testable import KeyboardScrollAdjust

/// The pure formulas of Behavior.md §7.4, §7.5 and §11, checked against hand-computed numbers.
@Suite struct ContentInsetFormulaTests {
  @Test func insetsTheScrollViewByWhatTheKeyboardLineCoversOfIt() {
    // Rsv = (0, 100, 390, 700) → maxY 800; kbTop 508; d 10; safe 34.
    // bottom    = max(0, 800 − (508 − 10) − 34) = max(0, 268) = 268
    // indicator = max(0, 800 − 508 − 34)        = max(0, 258) = 258
    let formula = ContentInsetFormula(
      scrollViewFrameInWindow: CGRect(x: 0, y: 100, width: 390, height: 700), keyboardTop: 508,
      distance: 10, safeAreaBottom: 34, startInsetBottom: 0, startIndicatorBottom: 0)
    #expect(formula.insetBottom == 268)
    #expect(formula.indicatorBottom == 258)
  }

  @Test func neverReducesTheAppsOwnStartingInset() {
    // Rsv.maxY 600, kbTop 508, d 10, safe 0: overlap = 600 − 498 = 102, indicator 600 − 508 = 92.
    // start bottoms 150 / 80 → bottom = max(150, 102) = 150, indicator = max(80, 92) = 92.
    let formula = ContentInsetFormula(
      scrollViewFrameInWindow: CGRect(x: 0, y: 0, width: 390, height: 600), keyboardTop: 508,
      distance: 10, safeAreaBottom: 0, startInsetBottom: 150, startIndicatorBottom: 80)
    #expect(formula.insetBottom == 150)
    #expect(formula.indicatorBottom == 92)
  }

  @Test func aScrollViewAboveTheKeyboardKeepsItsStart() {
    // Rsv.maxY 400 < kbTop − d = 498: 400 − 498 = −98 → max(5, −98) = 5; 400 − 508 = −108 → 7.
    let formula = ContentInsetFormula(
      scrollViewFrameInWindow: CGRect(x: 0, y: 0, width: 390, height: 400), keyboardTop: 508,
      distance: 10, safeAreaBottom: 0, startInsetBottom: 5, startIndicatorBottom: 7)
    #expect(formula.insetBottom == 5)
    #expect(formula.indicatorBottom == 7)
  }
}

@Suite struct TextViewInsetFormulaTests {
  @Test func aTallTextViewGetsTheHiddenPartAsInset() {
    // RSw = (0, 0, 390, 844), kbTop 508, Gtop 91, tv.height 600, start 0, safe 0.
    // over = 844 − 508 = 336; avail = 844 − 91 − 336 = 417; h = min(600, 417) = 417;
    // 600 − 0 = 600 > 417 → bottom = 600 − 417 − 0 = 183.
    let formula = TextViewInsetFormula(
      textViewHeight: 600, rootSuperviewFrameInWindow: CGRect(x: 0, y: 0, width: 390, height: 844),
      keyboardTop: 508, topGuide: 91, startInsetBottom: 0, textViewSafeAreaBottom: 0)
    #expect(formula.overlap == 336)
    #expect(formula.availableHeight == 417)
    #expect(formula.visibleHeight == 417)
    #expect(formula.needsInset)
    #expect(formula.insetBottom == 183)
  }

  @Test func theTextViewsSafeAreaIsTakenOff() {
    // Same numbers with tv.safeAreaInsets.bottom = 34: bottom = 600 − 417 − 34 = 149.
    let formula = TextViewInsetFormula(
      textViewHeight: 600, rootSuperviewFrameInWindow: CGRect(x: 0, y: 0, width: 390, height: 844),
      keyboardTop: 508, topGuide: 91, startInsetBottom: 0, textViewSafeAreaBottom: 34)
    #expect(formula.insetBottom == 149)
  }

  @Test func theInsetIsNeverNegativeNorBelowTheAppsOwn() {
    // Behavior.md §7.5 floor: tv.height 480, RSw 844, kbTop 508, Gtop 47: avail = 461, h = 461;
    // a safe area of 34 it adds itself: 480 − 461 − 34 = −15.
    var formula = TextViewInsetFormula(
      textViewHeight: 480, rootSuperviewFrameInWindow: CGRect(x: 0, y: 0, width: 390, height: 844),
      keyboardTop: 508, topGuide: 47, startInsetBottom: 0, textViewSafeAreaBottom: 34)
    #expect(formula.needsInset)
    #expect(formula.hiddenBottom == -15)
    #expect(formula.insetBottom == 0)
    #expect(formula.indicatorBottom == 0)
    // The app's own insets stand: max(start.bottom, …).
    formula.startInsetBottom = 8
    formula.startIndicatorBottom = 3
    #expect(formula.needsInset)  // 480 − 8 = 472 > 461
    #expect(formula.insetBottom == 8)
    #expect(formula.indicatorBottom == 3)
  }

  @Test func aTextViewThatFitsNeedsNoInset() {
    // tv.height 300: h = min(300, 417) = 300; 300 − 0 = 300 > 300 is false.
    let formula = TextViewInsetFormula(
      textViewHeight: 300, rootSuperviewFrameInWindow: CGRect(x: 0, y: 0, width: 390, height: 844),
      keyboardTop: 508, topGuide: 91, startInsetBottom: 0, textViewSafeAreaBottom: 0)
    #expect(!formula.needsInset)
  }

  @Test func theStartingInsetCountsAgainstTheHeight() {
    // tv.height 500, start.bottom 100: 500 − 100 = 400 > h = min(500, 417) = 417? No → fits.
    let formula = TextViewInsetFormula(
      textViewHeight: 500, rootSuperviewFrameInWindow: CGRect(x: 0, y: 0, width: 390, height: 844),
      keyboardTop: 508, topGuide: 91, startInsetBottom: 100, textViewSafeAreaBottom: 0)
    #expect(!formula.needsInset)
  }
}

@Suite struct ContentOffsetRestorationTests {
  @Test func exactWhenTheScrollViewAsksForIt() {
    let restored = ContentOffsetRestoration.restoredOffset(
      original: CGPoint(x: 3, y: 40), current: CGPoint(x: 3, y: 200), restoresExactly: true,
      maximumValidOffsetY: 500)
    #expect(restored == CGPoint(x: 3, y: 40))
  }

  @Test func leftAloneWhileWithinTheContent() {
    // 200 ≤ 500: the offset stays.
    let restored = ContentOffsetRestoration.restoredOffset(
      original: CGPoint(x: 0, y: 40), current: CGPoint(x: 0, y: 200), restoresExactly: false,
      maximumValidOffsetY: 500)
    #expect(restored == nil)
  }

  @Test func pulledBackToTheEndWhenPastIt() {
    // 620 > 500: only y is pulled back to 500; x stays.
    let restored = ContentOffsetRestoration.restoredOffset(
      original: CGPoint(x: 0, y: 40), current: CGPoint(x: 7, y: 620), restoresExactly: false,
      maximumValidOffsetY: 500)
    #expect(restored == CGPoint(x: 7, y: 500))
  }
}

@Suite struct RevealFormulaTests {
  private func formula(field: (CGFloat, CGFloat), visible: (CGFloat, CGFloat), y: CGFloat = 0)
    -> RevealFormula
  {
    RevealFormula(
      fieldFrame: CGRect(x: 0, y: field.0, width: 10, height: field.1 - field.0),
      visibleFrame: CGRect(x: 0, y: visible.0, width: 10, height: visible.1 - visible.0),
      offsetY: y, minimumOffsetY: -50, maximumOffsetY: 400)
  }

  @Test func insideNeedsNoChange() {
    let inside = formula(field: (100, 140), visible: (100, 300))
    #expect(inside.isInside)
    #expect(inside.change == 0)
    #expect(inside.targetOffsetY == 0)
  }

  @Test func theLeastChangeBringsEitherEdgeIn() {
    // Below: its bottom to V's bottom. Above: its top to V's top. Not rounded.
    #expect(formula(field: (500.5, 540.5), visible: (100, 300)).change == 240.5)
    #expect(formula(field: (50, 90), visible: (100, 300), y: 300).targetOffsetY == 250)
    // Overlapping the bottom edge only.
    #expect(formula(field: (280, 320), visible: (100, 300)).change == 20)
  }

  @Test func theTopWinsWhenTheFieldIsTaller() {
    #expect(formula(field: (600, 900), visible: (100, 300)).change == 500)
    #expect(formula(field: (50, 400), visible: (100, 300)).change == -50)
  }

  @Test func theOffsetStaysWithinTheRestingOffsets() {
    #expect(formula(field: (1000, 1040), visible: (100, 300)).targetOffsetY == 400)
    #expect(formula(field: (-200, -160), visible: (100, 300)).targetOffsetY == -50)
  }
}

/// The lifts of Behavior.md §7.3's visible branch and of its stops, read as §6 reads a field that
/// does not fit between the top guide and the keyboard (fuzz findings F2 and F3).
@Suite @MainActor struct VisibleBranchLiftTests {
  /// A field from `top` to `top + 44` under a top guide at 0 and a keyboard at `keyboardTop`.
  private func geometry(top: CGFloat, keyboardTop: CGFloat) -> AvoidanceGeometry {
    AvoidanceGeometry(
      fieldFrame: CGRect(x: 0, y: top, width: 300, height: 44), windowHeight: 390,
      keyboardFrame: CGRect(x: 0, y: keyboardTop, width: 844, height: 390 - keyboardTop),
      keyboardTop: keyboardTop, topGuide: 0, distance: 10, scale: 3)
  }

  @Test func aFieldThatFitsKeepsTheRuleAsWritten() {
    // T = −30…14, kbTop 300: need = 14 − 290 = −276, room = −30: max(min(0, −30), −276) = −30.
    let now = geometry(top: -30, keyboardTop: 300)
    #expect(NestedScrollPlan.visibleLift(keeping: -30, now: now) == -30)
    #expect(NestedScrollPlan.downwardLift(now) == -276)
  }

  @Test func aFieldAtTheGuideWithItsBottomCoveredIsNotLifted() {
    // T = 0…44, kbTop 0: need = 54 > room = 0. As written, max(min(0, 0), 54) = 54 would lift
    // the field's top 54 pt above the guide; read as §6, max(0, min(0, 54)) = 0.
    let now = geometry(top: 0, keyboardTop: 0)
    #expect(NestedScrollPlan.visibleLift(keeping: 0, now: now) == 0)
    #expect(NestedScrollPlan.downwardLift(now) == 0)
  }

  @Test func aFieldThatDoesNotFitIsBroughtDownToTheGuide() {
    // T = −46…−2, kbTop 0: need = 8 > room = −46. min(0, need) = 0 would leave it above the
    // guide; the top wins: min(0, room, need) = −46.
    let now = geometry(top: -46, keyboardTop: 0)
    #expect(NestedScrollPlan.visibleLift(keeping: -46, now: now) == -46)
    #expect(NestedScrollPlan.downwardLift(now) == -46)
  }
}
