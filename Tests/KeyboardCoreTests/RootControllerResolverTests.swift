import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// Behavior.md §4.3: which controller's view moves.
@MainActor
@Suite struct RootControllerResolverTests {
  private func field(in controller: HeadlessViewController) -> HeadlessTextField {
    let field = HeadlessTextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    controller.view.addSubview(field)
    return field
  }

  @Test func aPlainControllerIsItsOwnRoot() {
    let form = HeadlessViewController()
    #expect(RootControllerResolver.rootController(for: field(in: form)) === form)
  }

  @Test func aChildOfAPlainParentClimbsToTheParent() {
    let parent = HeadlessViewController()
    let child = HeadlessViewController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    #expect(RootControllerResolver.rootController(for: field(in: child)) === parent)
  }

  @Test func insideANavigationControllerTheTopControllerIsTheRoot() {
    let list = HeadlessViewController()
    let form = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootController: list)
    navigation.push(form)
    let child = HeadlessViewController()
    form.addChild(child)
    form.view.addSubview(child.view)
    #expect(RootControllerResolver.rootController(for: field(in: form)) === form)
    #expect(RootControllerResolver.rootController(for: field(in: child)) === form)
  }

  @Test func aNavigationControllerInATabBarResolvesToTheSelectedTop() {
    let form = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootController: form)
    let other = HeadlessViewController()
    let tabs = HeadlessTabBarController(controllers: [navigation, other])
    #expect(tabs.selectedController === navigation)
    #expect(RootControllerResolver.rootController(for: field(in: form)) === form)
  }

  @Test func aPlainSelectedTabIsTheRoot() {
    let settings = HeadlessViewController()
    let tabs = HeadlessTabBarController(controllers: [settings])
    #expect(RootControllerResolver.rootController(for: field(in: settings)) === settings)
    withExtendedLifetime(tabs) {}
  }

  @Test func splitColumnsAreSeparateRoots() {
    let primary = HeadlessViewController()
    let secondary = HeadlessViewController()
    let split = HeadlessSplitViewController(primary: primary, secondary: secondary)
    #expect(RootControllerResolver.rootController(for: field(in: primary)) === primary)
    #expect(RootControllerResolver.rootController(for: field(in: secondary)) === secondary)
    withExtendedLifetime(split) {}
  }

  @Test func anAppCanOverrideTheChoice() {
    let outer = HeadlessViewController()
    let form = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootController: form)
    form.preferredKeyboardRootController = outer
    #expect(RootControllerResolver.rootController(for: field(in: form)) === outer)
    withExtendedLifetime(navigation) {}
  }

  @Test func aViewInNoControllerHasNoRoot() {
    let loose = HeadlessTextField(frame: .zero)
    #expect(RootControllerResolver.rootController(for: loose) == nil)
  }
}
