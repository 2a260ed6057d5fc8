import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// A view pinned to the safe area is placed by its superview's layout pass, as Auto Layout
/// places a view from its constraints: a frame written on it directly lasts only until the
/// next pass, and a changed pin (or a changed safe area) is what moves it for good. Notched
/// phone: safe area 47…810.
@MainActor
@Suite struct PinLayoutTests {
  private let app: HeadlessApp
  private let screen = HeadlessViewController(classNames: ["ChatController"])
  private let bar = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 56), id: "bar")

  init() {
    bar.safeAreaPin = .bottom()
    screen.view.addSubview(bar)
    app = HeadlessApp(profile: .notchedPhone, rootController: screen)
  }

  @Test func aFrameWrittenOnAPinnedViewLastsUntilTheNextLayoutPass() {
    #expect(bar.frame.minY == 754)  // 810 − 56
    bar.frame.origin.y = 452
    // Moving a view does not lay its superview out: nothing is pending.
    screen.view.layoutIfNeeded()
    #expect(bar.frame.minY == 452)
    // The next pass of the superview puts it back.
    screen.view.setNeedsLayout()
    screen.view.layoutIfNeeded()
    #expect(bar.frame.minY == 754)
  }

  @Test func pendingLayoutRunsAtTheEndOfTheRunLoopTurn() {
    bar.frame.origin.y = 452
    screen.view.setNeedsLayout()
    #expect(bar.frame.minY == 452)
    app.advance(by: 0)
    #expect(bar.frame.minY == 754)
  }

  @Test func aChangedPinHolds() {
    bar.safeAreaPin = .bottom(302)
    app.advance(by: 0)
    #expect(bar.frame.minY == 452)  // 810 − 302 − 56
    screen.view.setNeedsLayout()
    app.advance(by: 0)
    #expect(bar.frame.minY == 452)
  }

  @Test func additionalSafeAreaInsetsMoveAPinnedViewForGood() {
    screen.additionalSafeAreaInsets.bottom = 302
    // The safe area follows at once; the bar at the next layout pass.
    #expect(screen.view.safeAreaInsets == EdgeInsets(top: 47, bottom: 336))
    #expect(bar.frame.minY == 754)
    app.advance(by: 0)
    #expect(bar.frame.minY == 452)  // 844 − 336 − 56
    screen.view.setNeedsLayout()
    app.advance(by: 0)
    #expect(bar.frame.minY == 452)
    // A rotation places the view again: the window's insets plus the additional ones.
    app.rotate(to: .notchedPhoneLandscape)
    #expect(screen.view.safeAreaInsets.bottom == 323)  // 21 + 302
    #expect(bar.frame.minY == 11)  // 390 − 323 − 56
  }

  @Test func additionalSafeAreaInsetsLeaveAMovedRootViewWhereItIs() {
    screen.view.frame.origin.y = -100
    screen.additionalSafeAreaInsets.bottom = 302
    app.advance(by: 0)
    #expect(screen.view.frame.origin.y == -100)
    #expect(bar.frame.minY == 452)
  }

  @Test func aRotationPutsAPinnedViewBack() {
    bar.frame.origin.y = 452
    app.rotate(to: .notchedPhoneLandscape)
    #expect(bar.frame.minY == 313)  // 390 − 21 − 56
  }

  @Test func aChildControllersAdditionalInsetsReachItsView() {
    let child = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootController: child)
    app.rootController = navigation
    child.additionalSafeAreaInsets.bottom = 100
    #expect(child.view.safeAreaInsets.bottom == 134)
    app.advance(by: 0)
    #expect(child.view.safeAreaInsets.bottom == 134)
  }
}
