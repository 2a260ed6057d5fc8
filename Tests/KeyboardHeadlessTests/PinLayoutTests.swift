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

  @Test func aPinDeepInsideAScrollViewFollowsTheScrollThroughTheSafeAreasHandedDown() {
    // A layout pass hands each view its safe area from its superview's. 30 plain views deep
    // inside a scroll view, a scroll changes every one of their safe areas, so the innermost
    // view lays out again and its pinned subview follows.
    let scroll = HeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scroll.contentSize = CGSize(width: 390, height: 2000)
    screen.view.addSubview(scroll)
    var parent: HeadlessView = scroll
    for level in 0..<30 {
      let view = HeadlessView(frame: CGRect(x: 0, y: CGFloat(level), width: 390, height: 1500))
      parent.addSubview(view)
      parent = view
    }
    let pinned = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
    pinned.safeAreaPin = .bottom()
    parent.addSubview(pinned)
    app.advance(by: 0)
    // Window safe area 47…810; the innermost view starts at 0 + 1 + … + 29 = 435.
    #expect(pinned.frame.minY == 319)  // 810 − 435 − 56
    scroll.contentOffset.y = 200
    app.advance(by: 0)
    // Scrolled by 200 it starts at 235 in the window: its safe area ends at 575.
    #expect(parent.safeAreaLayoutFrame.maxY == 575)
    #expect(pinned.frame.minY == 519)  // 575 − 56
  }

  @Test func aControllerThatChangesItsInsetsWhileLayingOutMovesItsSubviewsPinsInThatPass() {
    // A plain view filling the controller's view gets the insets the controller set during its
    // own pass, and its pinned subview follows them in the same pass.
    let controller = InsetsOnLayoutController()
    let panel = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let pinned = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
    pinned.safeAreaPin = .bottom()
    panel.addSubview(pinned)
    controller.view.addSubview(panel)
    app.rootController = controller
    #expect(pinned.frame.minY == 754)  // 844 − 34 − 56
    controller.bottomInsetOnNextLayout = 302
    controller.view.setNeedsLayout()
    app.advance(by: 0)
    #expect(controller.view.safeAreaInsets.bottom == 336)  // 34 + 302
    #expect(pinned.frame.minY == 452)  // 844 − 336 − 56
  }
}

/// Sets its additional bottom inset to ``bottomInsetOnNextLayout`` when its view next lays out.
@MainActor
private final class InsetsOnLayoutController: HeadlessViewController {
  var bottomInsetOnNextLayout: CGFloat?

  override func viewWillLayoutSubviews() {
    guard let bottom = bottomInsetOnNextLayout else { return }
    bottomInsetOnNextLayout = nil
    additionalSafeAreaInsets.bottom = bottom
  }
}
