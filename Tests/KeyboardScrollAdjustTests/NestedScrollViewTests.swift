import Foundation
import KeyboardHeadless
import KeyboardScrollAdjust
import Testing

/// Nested scroll views (Behavior.md §7.1, §7.3): the chosen one scrolls first, the ones above it
/// take what is left, only the chosen one gets an inset. Small phone: Gtop 20, kbTop 407, d 10.
@MainActor
@Suite struct NestedScrollViewTests {
  /// An outer scroll view filling the root, an inner one at content y 500 (150 high, 400 of
  /// content), a field at (16, 20) in the inner one.
  private func nested() -> (
    ScrollHarness, outer: HeadlessScrollView, inner: HeadlessScrollView, field: HeadlessTextField
  ) {
    let harness = ScrollHarness()
    let outer = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 1200, in: harness.root,
      id: "outer")
    let inner = ScrollHarness.scrollView(
      CGRect(x: 0, y: 500, width: 375, height: 150), contentHeight: 400, in: outer, id: "inner")
    let field = ScrollHarness.field(CGRect(x: 16, y: 20, width: 343, height: 40), in: inner)
    return (harness, outer, inner, field)
  }

  @Test func theOuterScrollViewTakesWhatTheInnerOneCannotAndOnlyTheInnerIsInset() {
    let (harness, outer, inner, field) = nested()

    harness.focus(field)

    // T = 520…560: need = 560 − 397 = 163, room = 500, lift = 163.
    // Inner (chosen): s = min(max(0, 0 + 163), R.minY 20) = 20; m = 163 − 20 = 143.
    // Outer: R = inner's frame in outer content, minY 500: s = min(143, 500) = 143; m = 0.
    #expect(inner.offsetY == 20)
    #expect(outer.offsetY == 143)
    #expect(harness.liftLeft == 0)
    #expect(field.frameInWindow.maxY == 397)  // 520 − 20 − 143 + 40
    // Inner's window frame is now 500 − 143 = 357…507:
    // bottom = 507 − 397 = 110; indicator = 507 − 407 = 100. The outer one gets no inset.
    #expect(inner.contentInset.bottom == 110)
    #expect(inner.verticalScrollIndicatorInsets.bottom == 100)
    #expect(outer.contentInsetChanges.isEmpty)
    #expect(outer.verticalScrollIndicatorInsetChanges.isEmpty)
  }

  @Test func scrollingDownHasNoInnerTopClampSoItNeverTurnsIntoLift() {
    // Behavior.md §7.3: no R.minY clamp when scrolling down (m < 0). Neither scroll view adds a
    // safe area (a.top = 0). The outer one is scrolled to 150, so the inner one (content y 100,
    // 200 high) starts 50 above the window; the field at (16, 55) in it is at 5…45, inside both
    // scroll views but above the top guide (20).
    let harness = ScrollHarness()
    let outer = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 1200, in: harness.root)
    outer.contentInsetAdjustmentBehavior = .never
    outer.contentOffset = CGPoint(x: 0, y: 150)
    let inner = ScrollHarness.scrollView(
      CGRect(x: 0, y: 100, width: 375, height: 200), contentHeight: 400, in: outer)
    inner.contentInsetAdjustmentBehavior = .never
    let field = ScrollHarness.field(CGRect(x: 16, y: 55, width: 343, height: 40), in: inner)

    harness.focus(field)

    // T = 5…45: need = 45 − 397 = −352, room = −15, lift = −352. The field's top is above the
    // guide: m = max(min(0, −15), −352) = −15. Inner: s = max(0, 0 − 15) = 0, m stays −15.
    // Outer: R = the inner view's frame, minY 100: s = max(0, 150 − 15) = 135, m = 0. Clamping
    // at R.minY (100) would scroll 35 pt too far down and hand 35 pt of lift to RootAdjust.
    #expect(inner.contentOffsetChanges.isEmpty)
    #expect(outer.offsetY == 135)
    #expect(field.frameInWindow.minY == 20)
    // No scroll view left, the field visible: the loop hands on min(0, room, need) read now,
    // T = 20…60: need = 60 − 397 = −337 (a root view lifted earlier would come down that far).
    #expect(harness.liftLeft == -337)
  }

  @Test func movingToAnotherChainRestoresTheOuterScrollViewsItDoesNotShare() {
    // The root holds the nested pair on the left half and an unrelated scroll view on the right.
    let harness = ScrollHarness()
    let outer = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 180, height: 667), contentHeight: 1200, in: harness.root,
      id: "outer")
    let inner = ScrollHarness.scrollView(
      CGRect(x: 0, y: 500, width: 180, height: 150), contentHeight: 400, in: outer, id: "inner")
    let nestedField = ScrollHarness.field(CGRect(x: 16, y: 20, width: 150, height: 40), in: inner)
    let side = ScrollHarness.scrollView(
      CGRect(x: 190, y: 0, width: 185, height: 667), contentHeight: 667, in: harness.root,
      id: "side")
    let sideField = ScrollHarness.field(CGRect(x: 10, y: 100, width: 160, height: 40), in: side)
    outer.keyboard.restoreContentOffset = true

    harness.focus(nestedField)
    #expect(inner.offsetY == 20)  // as in the first test: inner 20, outer 143
    #expect(outer.offsetY == 143)

    harness.focus(sideField)
    // The side scroll view is a chain of its own: both inner and outer are released at once,
    // not left scrolled until the hide.
    #expect(outer.offsetY == 0)
    #expect(inner.contentInset.bottom == 0)
  }

  @Test func movingFromTheOuterScrollViewIntoTheInnerOneTakesTheOutersInsetAway() {
    let (harness, outer, inner, field) = nested()
    let outerField = ScrollHarness.field(
      CGRect(x: 16, y: 300, width: 343, height: 40), in: outer)
    harness.focus(outerField)
    // Outer chosen for a field at 300…340 (visible): it gets the inset, 667 − 397 = 270.
    #expect(outer.contentInset.bottom == 270)
    harness.focus(field)
    // Inner chosen now: the outer one is restored first (then scrolled again as the loop needs),
    // and only the inner one keeps an inset (Behavior.md §7.2, §7.3).
    #expect(outer.contentInset.bottom == 0)
    #expect(outer.verticalScrollIndicatorInsets.bottom == 0)
    #expect(inner.contentInset.bottom == 110)
    #expect(outer.offsetY == 143)
  }

  @Test func ignoreScrollingAdjustmentOnTheInnerOneMakesTheOuterOneTheChosenOne() {
    let (harness, outer, inner, field) = nested()
    inner.keyboard.ignoreScrollingAdjustment = true

    harness.focus(field)

    // Outer chosen: R = the field in outer content = 500 + 20 = 520; s = min(163, 520) = 163.
    #expect(inner.contentOffsetChanges.isEmpty)
    #expect(inner.contentInsetChanges.isEmpty)
    #expect(outer.offsetY == 163)
    #expect(harness.liftLeft == 0)
    // The outer one is the chosen one now: bottom = 667 − 397 = 270, indicator 260.
    #expect(outer.contentInset.bottom == 270)
    #expect(outer.verticalScrollIndicatorInsets.bottom == 260)
  }

  @Test func aScrollViewAboveAnIgnoredOneStillTakesItsShare() {
    // outer ⊃ middle (ignored) ⊃ inner ⊃ field: the loop climbs from inner over middle to outer.
    let harness = ScrollHarness()
    let outer = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 1200, in: harness.root)
    let middle = ScrollHarness.scrollView(
      CGRect(x: 0, y: 400, width: 375, height: 260), contentHeight: 800, in: outer)
    middle.keyboard.ignoreScrollingAdjustment = true
    let inner = ScrollHarness.scrollView(
      CGRect(x: 0, y: 100, width: 375, height: 150), contentHeight: 400, in: middle)
    let field = ScrollHarness.field(CGRect(x: 16, y: 20, width: 343, height: 40), in: inner)

    harness.focus(field)

    // T = 400 + 100 + 20 = 520…560: lift = 163. Inner: s = min(163, 20) = 20, m = 143.
    // Outer (middle skipped): R = inner's frame in outer content = 400 + 100 = 500;
    // s = min(143, 500) = 143, m = 0.
    #expect(inner.offsetY == 20)
    #expect(middle.contentOffsetChanges.isEmpty)
    #expect(outer.offsetY == 143)
    #expect(harness.liftLeft == 0)
  }

  @Test func whenEveryScrollViewIsAtItsLimitTheRestGoesToRootAdjust() {
    // The outer scroll view is short and placed low, so its R.minY clamps too.
    let harness = ScrollHarness()
    let outer = ScrollHarness.scrollView(
      CGRect(x: 0, y: 450, width: 375, height: 217), contentHeight: 600, in: harness.root)
    let inner = ScrollHarness.scrollView(
      CGRect(x: 0, y: 30, width: 375, height: 150), contentHeight: 400, in: outer)
    let field = ScrollHarness.field(CGRect(x: 16, y: 20, width: 343, height: 40), in: inner)

    harness.focus(field)

    // T = 450 + 30 + 20 = 500…540: need = 540 − 397 = 143, room = 480, lift = 143.
    // Inner: s = min(143, 20) = 20, m = 123. Outer: s = min(123, R.minY 30) = 30, m = 93.
    #expect(inner.offsetY == 20)
    #expect(outer.offsetY == 30)
    #expect(harness.liftLeft == 93)
  }

  @Test func theFieldStaysInsideTheVisiblePartsOfTheScrollViewsAboveTheOneThatScrolls() {
    // An outer scroll view at 300…667, scrolled to 200, and in it an inner one at content y 0,
    // 600 high: the inner one's frame is 100…700 in the window, its top 200 pt above the outer
    // one's. Neither adds a safe area to its insets. A 120-pt field at (16, 220) in the inner
    // one: 320…440, inside both visible parts (100…700 and 300…667).
    let harness = ScrollHarness()
    let outer = ScrollHarness.scrollView(
      CGRect(x: 0, y: 300, width: 375, height: 367), contentHeight: 1200, in: harness.root)
    outer.contentInsetAdjustmentBehavior = .never
    outer.contentOffset = CGPoint(x: 0, y: 200)
    let inner = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 600), contentHeight: 1000, in: outer)
    inner.contentInsetAdjustmentBehavior = .never
    let field = ScrollHarness.field(CGRect(x: 16, y: 220, width: 343, height: 120), in: inner)

    harness.focus(field)

    // need = 440 − 397 = 43. Inner: s = max(0, min(43, R.minY 220)) = 43, but the field's top
    // may rise only to the outer one's visible top: s ≤ 0 + (320 − 300) = 20; m = 23.
    // Outer: s = max(200, min(223, R.minY − a.top = 0)) = 200 — the inner view's top is
    // already above the visible top, and the clamp never turns the scroll around; scrolling
    // up would take the field above the outer one's visible top anyway. m = 23 for RootAdjust.
    #expect(inner.offsetY == 20)
    #expect(outer.contentOffsetChanges.map(\.newValue.y) == [200])  // the test's own
    #expect(field.frameInWindow.minY == 300)
    #expect(harness.liftLeft == 23)
  }

  @Test func scrollingDownNeverTakesTheFieldOutOfTheBottomOfItsScrollView() {
    // A scroll view 130 high at y −100, so only its bottom 30 pt are in the window; it adds no
    // safe area (V = −100…30), scrolled to 100. A field at content y 170: −30…10, inside V,
    // its top 50 above the top guide (20).
    let harness = ScrollHarness()
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: -100, width: 375, height: 130), contentHeight: 400, in: harness.root)
    scroll.contentInsetAdjustmentBehavior = .never
    scroll.contentOffset = CGPoint(x: 0, y: 100)
    let field = ScrollHarness.field(CGRect(x: 16, y: 170, width: 343, height: 40), in: scroll)

    harness.focus(field)

    // Visible branch: m = max(min(0, −30 − 20), min(room −50, need 10 − 397)) = −50, so
    // s = max(0, 100 − 50) = 50 would put the field at 20…60, below the scroll view's frame.
    // It may go down only to V's bottom: s ≥ 100 − (30 − 10) = 80, the field at −10…30.
    // m = −50 + 20 = −30; the loop ends with m = min(−30, 0, room −30, need 30 − 397) = −367.
    #expect(scroll.offsetY == 80)
    #expect(field.frameInWindow.minY == -10)
    #expect(field.frameInWindow.maxY == 30)
    #expect(harness.liftLeft == -367)
  }

  @Test func aScrollViewInsideAStackViewUsesTheAnimatedSetter() {
    let harness = ScrollHarness()
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 1000, in: harness.root)
    let spacer = HeadlessView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    let field = HeadlessTextField(frame: CGRect(x: 0, y: 0, width: 375, height: 40))
    let stack = HeadlessStackView(
      frame: CGRect(x: 0, y: 500, width: 375, height: 200), arrangedSubviews: [spacer, field])
    scroll.addSubview(stack)

    harness.focus(field)

    // The stack places the field at y 100: T = 600…640, lift 243 → s = min(243, 600) = 243.
    #expect(field.frameInWindow.minY == 357)  // 600 − 243
    #expect(scroll.offsetY == 243)
    #expect(scroll.lastContentOffsetChangeWasAnimated == true)
  }

  @Test func aStackViewAboveTheScrollViewDoesNotMakeItAnimated() {
    let harness = ScrollHarness()
    let stack = HeadlessStackView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    harness.root.addSubview(stack)
    let scroll = HeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scroll.contentSize = CGSize(width: 375, height: 1000)
    stack.addArrangedSubview(scroll)
    let field = ScrollHarness.field(CGRect(x: 16, y: 600, width: 343, height: 40), in: scroll)

    harness.focus(field)

    #expect(scroll.offsetY == 243)
    #expect(scroll.lastContentOffsetChangeWasAnimated == false)
  }
}
