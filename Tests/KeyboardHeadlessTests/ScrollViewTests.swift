import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

@MainActor
@Suite struct ScrollViewTests {
  /// A scroll view filling the root view of `screen`.
  private func addFullScreenScrollView(to screen: Screen) -> HeadlessScrollView {
    let scrollView = HeadlessScrollView(frame: screen.rootView.bounds)
    screen.rootView.addSubview(scrollView)
    return scrollView
  }

  // UIKit's rules for adjustedContentInset, from the header of
  // UIScrollView.ContentInsetAdjustmentBehavior.

  @Test func automaticAdjustmentAddsTheSafeAreaTopAndBottomOfAScrollViewThatScrolls() {
    let screen = makeScreen()
    let scrollView = addFullScreenScrollView(to: screen)
    scrollView.contentSize = CGSize(width: 390, height: 1200)
    scrollView.contentInset = EdgeInsets(bottom: 10)
    // (0 + 47, 0, 10 + 34, 0).
    #expect(scrollView.hostAdjustedContentInset == EdgeInsets(top: 47, bottom: 44))
    #expect(scrollView.safeAreaAddedToContentInset == EdgeInsets(top: 47, bottom: 34))
    scrollView.contentInsetAdjustmentBehavior = .never
    #expect(scrollView.hostAdjustedContentInset == EdgeInsets(bottom: 10))
    #expect(scrollView.safeAreaAddedToContentInset == .zero)
  }

  @Test func automaticAdjustmentAddsNothingToContentThatFitsUnlessItAlwaysBounces() {
    let screen = makeScreen()
    let scrollView = addFullScreenScrollView(to: screen)
    scrollView.contentSize = CGSize(width: 390, height: 844)  // not taller than the frame
    #expect(!scrollView.scrollsVertically)
    #expect(scrollView.adjustedContentInset == .zero)
    scrollView.alwaysBounceVertical = true
    #expect(scrollView.adjustedContentInset == EdgeInsets(top: 47, bottom: 34))
  }

  @Test func aTableAlwaysBouncesVerticallySoAShortOneIsAdjustedToo() {
    let screen = makeScreen()
    let table = HeadlessTableView(
      frame: screen.rootView.bounds, sections: [HeadlessTableSection(rowCount: 2)])
    screen.rootView.addSubview(table)
    #expect(table.alwaysBounceVertical)
    #expect(table.contentSize.height < table.frame.height)
    #expect(table.adjustedContentInset == EdgeInsets(top: 47, bottom: 34))
  }

  @Test func automaticAdjustmentAdjustsANavigationControllersScrollViewThatDoesNotScroll() {
    let window = HeadlessWindow(profile: .notchedPhone)
    let scrollView = HeadlessScrollView()
    let controller = HeadlessViewController(view: scrollView)
    window.rootController = HeadlessNavigationController(rootController: controller)
    window.layoutIfNeeded()
    // Under the translucent bar: safe-area top 47 + 44.
    #expect(!scrollView.scrollsVertically)
    #expect(scrollView.adjustedContentInset == EdgeInsets(top: 91, bottom: 34))
    scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(scrollView.adjustedContentInset == .zero)
    scrollView.contentInsetAdjustmentBehavior = .automatic
    controller.automaticallyAdjustsScrollViewInsets = false
    #expect(scrollView.adjustedContentInset == .zero)
  }

  @Test func scrollableAxesAdjustsEachAxisItScrollsAlong() {
    let screen = makeScreen(.notchedPhoneLandscape)
    let scrollView = addFullScreenScrollView(to: screen)
    scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
    scrollView.contentSize = CGSize(width: 2000, height: 100)
    #expect(scrollView.adjustedContentInset == EdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
    scrollView.contentSize = CGSize(width: 100, height: 2000)
    #expect(scrollView.adjustedContentInset == EdgeInsets(bottom: 21))
  }

  @Test func alwaysAdjustmentAddsEveryEdge() {
    let screen = makeScreen(.notchedPhoneLandscape)
    let scrollView = addFullScreenScrollView(to: screen)
    scrollView.contentSize = CGSize(width: 100, height: 2000)
    scrollView.contentInsetAdjustmentBehavior = .always
    #expect(scrollView.adjustedContentInset == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    scrollView.contentInsetAdjustmentBehavior = .automatic
    #expect(scrollView.adjustedContentInset == EdgeInsets(bottom: 21))
  }

  @Test func offsetChangesAreRecordedWithTheSetterUsed() {
    let screen = makeScreen()
    let scrollView = addFullScreenScrollView(to: screen)
    scrollView.contentOffset = CGPoint(x: 0, y: 100)
    scrollView.setContentOffset(CGPoint(x: 0, y: 180), animated: true)
    scrollView.setContentOffset(CGPoint(x: 0, y: 180), animated: false)  // same: not a change
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 180))
    #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 180))
    #expect(scrollView.contentOffsetChanges.map(\.usedAnimatedSetter) == [false, true])
    #expect(scrollView.contentOffsetChanges.map(\.newValue.y) == [100, 180])
    #expect(scrollView.lastContentOffsetChangeWasAnimated == true)
  }

  @Test func insetChangesGoThroughTheHostProperties() {
    let screen = makeScreen()
    let scrollView = addFullScreenScrollView(to: screen)
    scrollView.hostContentInset.bottom = 300
    scrollView.hostVerticalScrollIndicatorInsets.bottom = 290
    #expect(scrollView.contentInset == EdgeInsets(bottom: 300))
    #expect(scrollView.verticalScrollIndicatorInsets == EdgeInsets(bottom: 290))
    #expect(scrollView.contentInsetChanges.count == 1)
    #expect(scrollView.verticalScrollIndicatorInsetChanges.count == 1)
  }

  @Test func theRestingOffsetsFollowContentBoundsAndTheAdjustedInset() {
    // Behavior.md §7.1b: from −a.top to max(contentHeight + a.bottom − height, −a.top).
    let screen = makeScreen()
    let scrollView = addFullScreenScrollView(to: screen)
    scrollView.contentSize = CGSize(width: 390, height: 2000)
    // a = (47, 0, 34, 0): 2000 + 34 − 844.
    #expect(scrollView.minimumValidContentOffsetY == -47)
    #expect(scrollView.maximumValidContentOffsetY == 1190)
    scrollView.contentSize = CGSize(width: 390, height: 500)
    // Short content adds no safe area: max(500 + 0 − 844, 0).
    #expect(scrollView.minimumValidContentOffsetY == 0)
    #expect(scrollView.maximumValidContentOffsetY == 0)
    scrollView.alwaysBounceVertical = true
    // max(500 + 34 − 844, −47): the content is shorter, so the largest is the smallest.
    #expect(scrollView.maximumValidContentOffsetY == -47)
    scrollView.contentInset = EdgeInsets(bottom: 400)
    #expect(scrollView.maximumValidContentOffsetY == 90)  // 500 + 434 − 844
    #expect(scrollView.maximumValidContentOffsetY(adjustedContentInset: .zero) == 0)
  }

  @Test func contentSafeAreaFollowsTheScroll() {
    let screen = makeScreen()
    let scrollView = addFullScreenScrollView(to: screen)
    let row = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    scrollView.addSubview(row)
    #expect(row.safeAreaInsets == EdgeInsets(top: 47))
    scrollView.contentOffset = CGPoint(x: 0, y: 30)
    // Safe rect in content coordinates starts at 30 + 47 = 77: the row's top inset is 77.
    #expect(row.safeAreaInsets == EdgeInsets(top: 77))
    // The scroll view's own insets do not scroll.
    #expect(scrollView.safeAreaInsets == EdgeInsets(top: 47, bottom: 34))
  }

  @Test func scrollEnabledIsSettable() {
    let scrollView = HeadlessScrollView()
    #expect(scrollView.isScrollEnabled)
    scrollView.isScrollEnabled = false
    #expect(!scrollView.isScrollEnabled)
  }
}
