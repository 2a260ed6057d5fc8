import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardScrollAdjust
import Testing

/// One scroll view around the field (Behavior.md §7.3, §7.4), on the small phone:
/// `Gtop = 20`, `kbTop = 407`, `d = 10`, so `kbTop − d = 397`.
@MainActor
@Suite struct SingleScrollViewTests {
  @Test func aHiddenFieldIsScrolledUpAndTheScrollViewInsetAboveTheKeyboard() {
    let harness = ScrollHarness()
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 1000, in: harness.root)
    let field = ScrollHarness.field(CGRect(x: 16, y: 600, width: 343, height: 40), in: scroll)

    harness.focus(field)

    // T = 600…640: need = 640 − 397 = 243, room = 600 − 20 = 580, lift = 243.
    // s = min(max(0, 0 + 243), R.minY 600) = 243; m = 243 − 243 = 0.
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 243))
    #expect(harness.liftLeft == 0)
    // The field's bottom is now 640 − 243 = 397 = kbTop − d: the gap is exactly d.
    #expect(field.frameInWindow.maxY == 397)
    // Rsv.maxY = 667, safe = 0: bottom = 667 − 397 = 270; indicator = 667 − 407 = 260.
    #expect(scroll.contentInset == EdgeInsets(bottom: 270))
    #expect(scroll.verticalScrollIndicatorInsets == EdgeInsets(bottom: 260))
    // A plain scroll view with no stack view in between: the direct setter.
    #expect(scroll.lastContentOffsetChangeWasAnimated == false)
    // Every change ran inside the keyboard's animation.
    #expect(scroll.contentOffsetChanges.allSatisfy { $0.animation != nil })
    #expect(scroll.contentInsetChanges.allSatisfy { $0.isAnimated })

    harness.hideKeyboard()
    // Insets exactly back; the offset (restoreContentOffset off, 243 ≤ 1000 − 667 = 333) stays.
    #expect(scroll.contentInset == .zero)
    #expect(scroll.verticalScrollIndicatorInsets == .zero)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 243))
    #expect(harness.configuration.ledger.isEmpty)
  }

  @Test func aVisibleFieldIsNotScrolledAndRootAdjustGetsTheNegativeNeed() {
    let harness = ScrollHarness()
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 1000, in: harness.root)
    let field = ScrollHarness.field(CGRect(x: 16, y: 100, width: 343, height: 40), in: scroll)

    harness.focus(field)

    // T = 100…140: need = 140 − 397 = −257, room = 100 − 20 = 80, lift = −257 (visible).
    // m ≤ 0, not a list: T.minY 100 < Gtop 20 is false → stop with m = min(0, need) = −257
    // (Behavior.md §7.3): a root lifted earlier in the session may come down that far.
    #expect(scroll.contentOffsetChanges.isEmpty)
    #expect(harness.liftLeft == -257)
    // The inset is still set for the keyboard: 270 / 260 as above.
    #expect(scroll.contentInset.bottom == 270)
    #expect(scroll.verticalScrollIndicatorInsets.bottom == 260)
  }

  @Test func aFieldUnderTheTopGuideIsScrolledDownToIt() {
    let harness = ScrollHarness()
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 1000, in: harness.root)
    // It adds no safe area (a.top = 0): its visible part reaches under the status bar.
    scroll.contentInsetAdjustmentBehavior = .never
    scroll.contentOffset = CGPoint(x: 0, y: 300)
    let field = ScrollHarness.field(CGRect(x: 16, y: 290, width: 343, height: 40), in: scroll)

    harness.focus(field)

    // F = 290 − 300 = −10 … 30, above V = 0…667: the reveal (Behavior.md §7.1c) scrolls to 290,
    // F = 0…40. need = 40 − 397 = −357, room = −20, lift = −357.
    // m ≤ 0, T.minY 0 < Gtop 20 → go on with m = max(min(0, −20), −357) = −20.
    // s = max(0, 290 − 20) = 270; m = −20 − (270 − 290) = 0.
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 270))
    #expect(field.frameInWindow.minY == 20)
    // No scroll view left, the field visible: the loop hands on min(0, room, need) read now,
    // T = 20…60: need = 60 − 397 = −337 (a root view lifted earlier would come down that far).
    #expect(harness.liftLeft == -337)
  }

  @Test func whatScrollingCannotGiveIsLeftForRootAdjust() {
    let harness = ScrollHarness()
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 400, width: 375, height: 267), contentHeight: 1000, in: harness.root)
    let field = ScrollHarness.field(CGRect(x: 16, y: 10, width: 343, height: 40), in: scroll)

    harness.focus(field)

    // T = 410…450: need = 450 − 397 = 53, room = 410 − 20 = 390, lift = 53.
    // s = min(max(0, 0 + 53), R.minY 10) = 10 (the field's top never leaves the scroll view);
    // m = 53 − 10 = 43 left for RootAdjust.
    #expect(scroll.offsetY == 10)
    #expect(harness.liftLeft == 43)
  }

  @Test func aScrollViewPulledPastItsTopByTheLiftStopsTheLoop() {
    let harness = ScrollHarness()
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 1000, in: harness.root)
    scroll.contentOffset = CGPoint(x: 0, y: -300)
    let field = ScrollHarness.field(CGRect(x: 16, y: 300, width: 343, height: 40), in: scroll)

    harness.focus(field)

    // T = 300 + 300 = 600…640: lift = 243. offset.y + inset.top = −300 ≤ −243 → stop; the
    // field is still covered, so m = 243 goes on to RootAdjust (Behavior.md §15.11).
    #expect(scroll.offsetY == -300)
    #expect(scroll.contentOffsetChanges.count == 1)  // only the test's own -300
    #expect(harness.liftLeft == 243)
  }

  @Test func theAdjustedInsetTopCountsWhenDecidingWhetherTheScrollViewIsPulledPastItsTop() {
    let harness = ScrollHarness()
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 1000, in: harness.root)
    scroll.contentInset = EdgeInsets(top: 100)
    scroll.contentOffset = CGPoint(x: 0, y: -300)
    let field = ScrollHarness.field(CGRect(x: 16, y: 300, width: 343, height: 40), in: scroll)

    harness.focus(field)

    // Behavior.md §7.1b: a.top = 100 + the status bar's 20 = 120 (the content scrolls, so the
    // scroll view adds its safe area). lift = 243 as above; offset.y + a.top = −300 + 120 =
    // −180 > −243 → go on. s = max(−120, −300 + 243) = −57 (R.minY − a.top = 180 is no bound);
    // m = 243 − 243 = 0.
    #expect(scroll.adjustedContentInset.top == 120)
    #expect(scroll.offsetY == -57)
    #expect(field.frameInWindow.maxY == 397)
    #expect(harness.liftLeft == 0)
  }

  @Test func theBottomSafeAreaIsTakenOffWhenTheScrollViewAddsItItself() {
    // Notched phone: 390×844, safe area top 47 / bottom 34, keyboard (0, 508, 390, 336):
    // Gtop = max(status bar 47, 0 + 47) = 47, kbTop = 508, kbTop − d = 498.
    let harness = ScrollHarness(profile: .notchedPhone)
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 390, height: 844), contentHeight: 1400, in: harness.root)
    let field = ScrollHarness.field(CGRect(x: 16, y: 700, width: 358, height: 40), in: scroll)

    harness.focus(field)

    // T = 700…740: need = 740 − 498 = 242, room = 653, lift = 242 → s = 242, m = 0.
    #expect(scroll.offsetY == 242)
    #expect(harness.liftLeft == 0)
    // safe = the scroll view's bottom safe area, 34 (automatic adjustment):
    // bottom = 844 − 498 − 34 = 312; indicator = 844 − 508 − 34 = 302.
    #expect(scroll.safeAreaInsets.bottom == 34)
    #expect(scroll.contentInset.bottom == 312)
    #expect(scroll.verticalScrollIndicatorInsets.bottom == 302)
  }

  @Test func noSafeAreaIsTakenOffWhenTheScrollViewDoesNotAddIt() {
    let harness = ScrollHarness(profile: .notchedPhone)
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 390, height: 844), contentHeight: 1400, in: harness.root)
    scroll.contentInsetAdjustmentBehavior = .never
    let field = ScrollHarness.field(CGRect(x: 16, y: 700, width: 358, height: 40), in: scroll)

    harness.focus(field)

    // safe = 0: bottom = 844 − 498 = 346; indicator = 844 − 508 = 336.
    #expect(scroll.contentInset.bottom == 346)
    #expect(scroll.verticalScrollIndicatorInsets.bottom == 336)
  }

  @Test func theAppsOwnLargerInsetIsKeptAndOtherEdgesAreUntouched() {
    let harness = ScrollHarness()
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 1000, in: harness.root)
    let start = EdgeInsets(top: 7, left: 3, bottom: 300, right: 4)
    let startIndicator = EdgeInsets(top: 1, left: 0, bottom: 100, right: 2)
    scroll.contentInset = start
    scroll.verticalScrollIndicatorInsets = startIndicator
    let field = ScrollHarness.field(CGRect(x: 16, y: 600, width: 343, height: 40), in: scroll)

    harness.focus(field)

    // bottom = max(300, 270) = 300 (unchanged); indicator = max(100, 260) = 260.
    #expect(scroll.contentInset == start)
    #expect(
      scroll.verticalScrollIndicatorInsets == EdgeInsets(top: 1, left: 0, bottom: 260, right: 2))

    harness.hideKeyboard()
    #expect(scroll.contentInset == start)
    #expect(scroll.verticalScrollIndicatorInsets == startIndicator)
  }

  @Test func ignoreContentInsetAdjustmentScrollsButNeverInsets() {
    let harness = ScrollHarness()
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 1000, in: harness.root)
    scroll.keyboard.ignoreContentInsetAdjustment = true
    let field = ScrollHarness.field(CGRect(x: 16, y: 600, width: 343, height: 40), in: scroll)

    harness.focus(field)

    #expect(scroll.offsetY == 243)  // as in the first test
    #expect(scroll.contentInsetChanges.isEmpty)
    #expect(scroll.verticalScrollIndicatorInsetChanges.isEmpty)
  }

  @Test func ignoreScrollingAdjustmentWithNoOtherScrollViewLeavesEverythingToRootAdjust() {
    let harness = ScrollHarness()
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 1000, in: harness.root)
    scroll.keyboard.ignoreScrollingAdjustment = true
    let field = ScrollHarness.field(CGRect(x: 16, y: 600, width: 343, height: 40), in: scroll)

    harness.focus(field)

    // No qualifying scroll view: nothing is scrolled or inset; the whole lift 243 is left.
    #expect(scroll.contentOffsetChanges.isEmpty)
    #expect(scroll.contentInsetChanges.isEmpty)
    #expect(harness.liftLeft == 243)
  }

  @Test func aScrollViewWithScrollingDisabledIsNotChosen() {
    let harness = ScrollHarness()
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 1000, in: harness.root)
    scroll.isScrollEnabled = false
    let field = ScrollHarness.field(CGRect(x: 16, y: 600, width: 343, height: 40), in: scroll)

    harness.focus(field)

    #expect(scroll.contentOffsetChanges.isEmpty)
    #expect(scroll.contentInsetChanges.isEmpty)
    #expect(harness.liftLeft == 243)
  }

  @Test func aKeyboardThatGrowsScrollsFurther() {
    let harness = ScrollHarness()
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 1000, in: harness.root)
    let field = ScrollHarness.field(CGRect(x: 16, y: 600, width: 343, height: 40), in: scroll)
    harness.focus(field)
    #expect(scroll.offsetY == 243)

    // A 44-point bar on top: keyboard (0, 363, 375, 304), kbTop = 363, kbTop − d = 353.
    harness.changeKeyboard(to: CGRect(x: 0, y: 363, width: 375, height: 304))

    // T = 357…397: need = 397 − 353 = 44, room = 337, lift = 44 → s = min(243 + 44, 600) = 287.
    #expect(scroll.offsetY == 287)
    #expect(harness.liftLeft == 0)
    // bottom = 667 − 353 = 314; indicator = 667 − 363 = 304.
    #expect(scroll.contentInset.bottom == 314)
    #expect(scroll.verticalScrollIndicatorInsets.bottom == 304)

    // Back to the plain keyboard: the field is visible (need = 353 − 397 = −44), T.minY 313 is
    // below Gtop → stop; the offset stays, the inset follows the keyboard down to 270 / 260.
    harness.changeKeyboard(to: CGRect(x: 0, y: 407, width: 375, height: 260))
    #expect(scroll.offsetY == 287)
    #expect(scroll.contentInset.bottom == 270)
    #expect(scroll.verticalScrollIndicatorInsets.bottom == 260)
  }
}
