import Foundation
import KeyboardHeadless
import Testing

/// `setContentOffset(_:animated: true)` as UIKit's scroll view does it: the offset moves on the
/// headless clock over 0.3 s at a constant rate, a reading part-way gives the value reached,
/// and the scroll ends exactly at its target. Small phone (scale 2).
@MainActor
@Suite struct ScrollAnimationTests {
  private let app = HeadlessApp(profile: .smallPhone, rootController: HeadlessViewController())
  private let scrollView = HeadlessScrollView(
    frame: CGRect(x: 0, y: 0, width: 375, height: 667), id: "scroll")
  private let row = HeadlessView(frame: CGRect(x: 0, y: 500, width: 375, height: 44), id: "row")

  init() {
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    scrollView.addSubview(row)
    app.rootController?.view.addSubview(scrollView)
    app.window.layoutIfNeeded()
  }

  @Test func theDurationIsUIKitsScrollAnimationNotTheKeyboards() {
    #expect(HeadlessScrollAnimation.duration == 0.3)
    #expect(HeadlessScrollAnimation.duration > app.profile.keyboardAnimation.duration)
  }

  @Test func anAnimatedOffsetMovesOnTheClockAndEndsAtItsTarget() {
    scrollView.setContentOffset(CGPoint(x: 0, y: 120), animated: true)
    // Read straight back: nothing has moved yet.
    #expect(scrollView.contentOffset == .zero)
    #expect(scrollView.targetContentOffset == CGPoint(x: 0, y: 120))
    #expect(scrollView.isScrollAnimating)
    #expect(app.animator.scrollViewsAnimating.map(\.id) == ["scroll"])
    #expect(app.animator.isAnimating)

    app.advance(by: 0.075)  // a quarter of 0.3 s
    #expect(scrollView.contentOffset.y == 30)
    #expect(scrollView.bounds.origin.y == 30)
    #expect(row.frameInWindow.minY == 470)  // the content moves with it
    app.clock.advance(to: 0.15)
    #expect(scrollView.contentOffset.y == 60)

    app.clock.advance(to: 0.3)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 120))
    #expect(!scrollView.isScrollAnimating)
    #expect(app.animator.scrollViewsAnimating.isEmpty)
    #expect(!app.animator.isAnimating)
    app.advance(by: 1)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 120))
  }

  @Test func aReadingPartWayIsOnThePixelGrid() {
    scrollView.setContentOffset(CGPoint(x: 0, y: 101), animated: true)
    app.clock.advance(to: 0.1)
    // A third of 101 is 33.67, which a 2x screen shows as 33.5.
    #expect(scrollView.contentOffset.y == 33.5)
  }

  @Test func aNewerSetReplacesARunningAnimation() {
    scrollView.setContentOffset(CGPoint(x: 0, y: 120), animated: true)
    app.clock.advance(to: 0.15)
    // From where it is (60) to 300, over a fresh 0.3 s: half-way at 0.3 is 180.
    scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    #expect(scrollView.contentOffset.y == 60)
    app.clock.advance(to: 0.3)
    #expect(scrollView.contentOffset.y == 180)
    // A set without animation lands at once and stops it.
    scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
    #expect(scrollView.contentOffset.y == 50)
    #expect(!scrollView.isScrollAnimating)
    app.advance(by: 1)
    #expect(scrollView.contentOffset.y == 50)
    // One record per call, each from the offset shown when it was made.
    #expect(
      scrollView.contentOffsetChanges.map { [$0.oldValue.y, $0.newValue.y] } == [
        [0, 120], [60, 300], [180, 50],
      ])
    #expect(scrollView.contentOffsetChanges.map(\.usedAnimatedSetter) == [true, true, false])
    #expect(scrollView.contentOffsetChanges.map(\.time) == [0, 0.15, 0.3])
  }

  @Test func settingTheOffsetStopsARunningAnimation() {
    scrollView.setContentOffset(CGPoint(x: 0, y: 120), animated: true)
    app.clock.advance(to: 0.15)
    scrollView.contentOffset = CGPoint(x: 0, y: 60)  // where it is: it stays there
    #expect(!scrollView.isScrollAnimating)
    app.advance(by: 1)
    #expect(scrollView.contentOffset.y == 60)
    #expect(scrollView.targetContentOffset.y == 60)
    #expect(scrollView.contentOffsetChanges.count == 1)  // nothing visible changed
  }

  @Test func settleLetsAScrollRunToItsEndOnTheClock() {
    scrollView.setContentOffset(CGPoint(x: 0, y: 120), animated: true)
    app.settle()
    #expect(scrollView.contentOffset.y == 120)
    #expect(!scrollView.isScrollAnimating)
    #expect(app.clock.now == HeadlessScrollAnimation.duration)
  }

  @Test func settleWithNoScrollRunningLeavesTheClock() {
    app.advance(by: 2)
    app.settle()
    #expect(app.clock.now == 2)
  }

  @Test func theKeyboardsDidNotificationsArriveBeforeTheScrollEnds() {
    var offsetAtDidShow: CGFloat?
    app.keyboard.handler = { [scrollView] name, _ in
      if name == .didShow { offsetAtDidShow = scrollView.contentOffset.y }
    }
    app.keyboard.show()
    scrollView.setContentOffset(CGPoint(x: 0, y: 120), animated: true)
    app.advance(by: 0.25)
    // 0.25 of 0.3 s: 100 of 120.
    #expect(offsetAtDidShow == 100)
  }

  @Test func withoutAClockTheAnimatedSetterLandsAtOnce() {
    let detached = HeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    detached.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
    #expect(detached.contentOffset.y == 40)
    #expect(!detached.isScrollAnimating)
    #expect(detached.lastContentOffsetChangeWasAnimated == true)
  }

  @Test func theScrollSchedulesNothingOnTheClock() {
    scrollView.setContentOffset(CGPoint(x: 0, y: 120), animated: true)
    #expect(app.clock.pendingActionCount == 0)
  }
}
