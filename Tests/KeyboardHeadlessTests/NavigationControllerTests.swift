import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

@MainActor
@Suite struct NavigationControllerTests {
  private struct Setup {
    let window: HeadlessWindow
    let navigation: HeadlessNavigationController
    let first: HeadlessViewController
  }

  private func makeNavigation(_ profile: DeviceProfile = .notchedPhone) -> Setup {
    let window = HeadlessWindow(profile: profile)
    let first = HeadlessViewController(classNames: ["FirstController"])
    let navigation = HeadlessNavigationController(rootController: first)
    window.rootController = navigation
    return Setup(window: window, navigation: navigation, first: first)
  }

  @Test func theBarSitsUnderTheStatusBarAndTheTopViewExtendsUnderIt() {
    let setup = makeNavigation()
    let bar = setup.navigation.navigationBar
    #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
    // Bar bottom in the window: 47 + 44 = 91.
    #expect(bar.frameInWindow.maxY == 91)
    #expect(setup.navigation.hostNavigationBar === bar)
    #expect(setup.first.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(setup.first.view.safeAreaInsets == EdgeInsets(top: 91, bottom: 34))
    #expect(setup.first.view.hostLayoutMargins.top == 91)
    #expect(setup.navigation.containerKind == .navigation)
    #expect(setup.navigation.hostTopController === setup.first)
    #expect(setup.first.hostParent === setup.navigation)
    #expect(setup.first.enclosingNavigationController === setup.navigation)
  }

  @Test func theBarHasTheHeightItIsGivenAndTheTopViewFollows() {
    let setup = makeNavigation()
    #expect(setup.navigation.navigationBarHeight == 44)
    setup.navigation.navigationBarHeight = 96  // a large title: 44 + 52
    #expect(setup.navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
    #expect(setup.navigation.navigationBarBottom == 143)
    #expect(setup.first.view.safeAreaInsets == EdgeInsets(top: 143, bottom: 34))
    setup.first.extendsUnderTopBar = false
    setup.navigation.navigationBarHeight = 50
    #expect(setup.first.view.frame == CGRect(x: 0, y: 97, width: 390, height: 747))
    setup.navigation.navigationBarHeight = -.infinity
    #expect(setup.navigation.navigationBar.frame.height == 0)
    #expect(setup.first.view.frame.minY == 47)
  }

  @Test func aFieldPinnedToTheSafeAreaTopSitsUnderTheBar() {
    let setup = makeNavigation()
    let field = HeadlessTextField(frame: CGRect(x: 16, y: 0, width: 358, height: 44))
    field.safeAreaPin = .top(12)
    setup.first.view.addSubview(field)
    setup.first.view.layoutIfNeeded()
    #expect(field.frameInWindow.minY == 103)  // 91 + 12
  }

  @Test func hidingTheBarGivesTheContainerInsetsAndNoBar() {
    let setup = makeNavigation()
    setup.navigation.isNavigationBarHidden = true
    #expect(setup.navigation.hostNavigationBar == nil)
    #expect(setup.first.view.safeAreaInsets == EdgeInsets(top: 47, bottom: 34))
    setup.navigation.isNavigationBarHidden = false
    #expect(setup.first.view.safeAreaInsets == EdgeInsets(top: 91, bottom: 34))
  }

  @Test func aViewThatDoesNotExtendStartsBelowTheBar() {
    let setup = makeNavigation()
    let second = HeadlessViewController()
    second.extendsUnderTopBar = false
    setup.navigation.push(second)
    // Frame (0, 91, 390, 844 − 91 = 753), no top inset left.
    #expect(second.view.frame == CGRect(x: 0, y: 91, width: 390, height: 753))
    #expect(second.view.safeAreaInsets == EdgeInsets(bottom: 34))
  }

  @Test func pushingAndPoppingSwapTheVisibleView() {
    let setup = makeNavigation()
    let second = HeadlessViewController()
    setup.navigation.push(second)
    #expect(setup.navigation.viewControllers.count == 2)
    #expect(setup.navigation.hostTopController === second)
    #expect(second.view.window === setup.window)
    #expect(setup.first.view.window == nil)
    #expect(second.view.safeAreaInsets == EdgeInsets(top: 91, bottom: 34))
    #expect(setup.navigation.popController() === second)
    #expect(second.view.window == nil)
    #expect(second.hostParent == nil)
    #expect(setup.first.view.window === setup.window)
    #expect(setup.navigation.popController() == nil)  // the last one stays
  }

  @Test func aLiftedTopViewStaysLiftedAcrossLayoutPasses() {
    let setup = makeNavigation()
    setup.first.view.frame.origin.y = -120
    setup.navigation.view.setNeedsLayout()
    setup.window.layoutIfNeeded()
    #expect(setup.first.view.frame.minY == -120)
    #expect(setup.first.view.safeAreaInsets == EdgeInsets(top: 91, bottom: 34))
  }

  @Test func theInteractivePopCanBeCancelled() {
    let setup = makeNavigation()
    let second = HeadlessViewController()
    setup.navigation.push(second)
    second.view.frame.origin.y = -50  // lifted for the keyboard
    #expect(setup.navigation.beginInteractivePop())
    #expect(setup.navigation.isInteractivePopActive)
    #expect(setup.first.view.window === setup.window)
    setup.navigation.updateInteractivePop(progress: 0.5)
    #expect(second.view.frame.minX == 195)  // 390 × 0.5
    #expect(setup.first.view.frame.minX == -58.5)  // −0.3 × 390 × 0.5
    setup.navigation.cancelInteractivePop()
    #expect(!setup.navigation.isInteractivePopActive)
    #expect(second.view.frame.origin == CGPoint(x: 0, y: -50))
    #expect(setup.first.view.window == nil)
    #expect(setup.navigation.viewControllers.count == 2)
  }

  @Test func theInteractivePopCanFinish() {
    let setup = makeNavigation()
    let second = HeadlessViewController()
    setup.navigation.push(second)
    #expect(setup.navigation.beginInteractivePop())
    #expect(!setup.navigation.beginInteractivePop())  // already running
    setup.navigation.updateInteractivePop(progress: 0.9)
    setup.navigation.finishInteractivePop()
    #expect(!setup.navigation.isInteractivePopActive)
    #expect(setup.navigation.viewControllers.count == 1)
    #expect(second.view.window == nil)
    #expect(second.hostParent == nil)
    #expect(setup.first.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test func aSingleControllerCannotBePopped() {
    let setup = makeNavigation()
    #expect(!setup.navigation.beginInteractivePop())
    #expect(!setup.navigation.isInteractivePopActive)
  }

  @Test func pushingResignsAFirstResponderInTheHiddenView() {
    let setup = makeNavigation()
    let field = HeadlessTextField()
    setup.first.view.addSubview(field)
    var kinds: [HeadlessFocusChange.Kind] = []
    setup.window.focusSystem.onChange = { kinds.append($0.kind) }
    field.becomeFirstResponder()
    setup.navigation.push(HeadlessViewController())
    #expect(kinds == [.began, .ended])
    #expect(!field.isFirstResponder)
  }
}
