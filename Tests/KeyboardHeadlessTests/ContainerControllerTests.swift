import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

@MainActor
@Suite struct TabBarControllerTests {
  @Test func theTabBarIncludesTheHomeIndicatorOnANotchedPhone() {
    let window = HeadlessWindow(profile: .notchedPhone)
    let first = HeadlessViewController()
    let second = HeadlessViewController()
    let tabs = HeadlessTabBarController(controllers: [first, second])
    window.rootController = tabs
    // 49 + 34 = 83 high, from 844 − 83 = 761.
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
    #expect(first.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(first.view.safeAreaInsets == EdgeInsets(top: 47, bottom: 83))
    #expect(tabs.hostSelectedController === first)
    #expect(tabs.containerKind == .tabBar)
    tabs.selectedIndex = 1
    #expect(tabs.hostSelectedController === second)
    #expect(first.view.window == nil)
    #expect(second.view.safeAreaInsets == EdgeInsets(top: 47, bottom: 83))
    tabs.selectedIndex = 7  // out of range: ignored
    #expect(tabs.selectedIndex == 1)
  }

  @Test func theTabBarIsFortyNineOnAPhoneWithAHomeButton() {
    let window = HeadlessWindow(profile: .smallPhone)
    let content = HeadlessViewController()
    let tabs = HeadlessTabBarController(controllers: [content])
    window.rootController = tabs
    // 49 + 0 high, from 667 − 49 = 618.
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
    #expect(content.view.safeAreaInsets == EdgeInsets(top: 20, bottom: 49))
  }

  @Test func aNavigationControllerInATabGetsBothBars() {
    let window = HeadlessWindow(profile: .notchedPhone)
    let form = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootController: form)
    let tabs = HeadlessTabBarController(controllers: [navigation])
    window.rootController = tabs
    #expect(navigation.view.safeAreaInsets == EdgeInsets(top: 47, bottom: 83))
    #expect(form.view.safeAreaInsets == EdgeInsets(top: 91, bottom: 83))
    #expect(form.enclosingTabBarController === tabs)
    #expect(form.enclosingNavigationController === navigation)
  }
}

@MainActor
@Suite struct SplitViewControllerTests {
  @Test func regularWidthShowsBothColumns() {
    let window = HeadlessWindow(profile: .iPad)
    let primary = HeadlessViewController()
    let secondary = HeadlessViewController()
    let split = HeadlessSplitViewController(primary: primary, secondary: secondary)
    window.rootController = split
    #expect(!split.isCollapsed)
    #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1180))
    #expect(secondary.view.frame == CGRect(x: 320, y: 0, width: 500, height: 1180))  // 820 − 320
    #expect(secondary.view.safeAreaInsets == EdgeInsets(top: 24, bottom: 20))
    let field = HeadlessTextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    secondary.view.addSubview(field)
    #expect(field.frameInWindow.origin == CGPoint(x: 340, y: 100))  // 320 + 20
    #expect(split.containerKind == .split)
  }

  @Test func compactWidthCollapsesOntoTheSecondary() {
    let window = HeadlessWindow(profile: .notchedPhoneLandscape)
    let primary = HeadlessViewController()
    let secondary = HeadlessViewController()
    let split = HeadlessSplitViewController(primary: primary, secondary: secondary)
    window.rootController = split
    #expect(split.isCollapsed)
    #expect(primary.view.window == nil)
    #expect(secondary.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(secondary.view.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
  }
}

@MainActor
@Suite struct ViewControllerTests {
  @Test func classNamesMatchSubclassesByKind() {
    let form = HeadlessViewController(classNames: ["MyFormController", "UIViewController"])
    #expect(form.isKind(of: ControllerClass(name: "MyFormController")))
    #expect(form.isKind(of: ControllerClass(name: "UIViewController")))
    #expect(!form.isKind(of: .tableViewController))
    let plain = HeadlessViewController(classNames: ["Bare"])
    #expect(plain.classNames == ["Bare", "UIViewController"])
    let table = HeadlessTableViewController(subclassNames: ["MyTableForm"])
    #expect(table.classNames == ["MyTableForm", "UITableViewController", "UIViewController"])
    #expect(table.isKind(of: .tableViewController))
    #expect(table.view === table.tableView)
    #expect(HeadlessInputViewController().isKind(of: .inputViewController))
    #expect(
      HeadlessNavigationController().isKind(of: ControllerClass(name: "UINavigationController")))
  }

  @Test func aCustomChildKeepsTheInsetsItGotAtItsParentsLayout() {
    let screen = makeScreen(.notchedPhone)
    let child = HeadlessViewController()
    screen.root.addChild(child)
    child.view.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
    screen.rootView.addSubview(child.view)
    screen.rootView.layoutIfNeeded()
    #expect(child.hostParent === screen.root)
    #expect(child.view.safeAreaInsets == EdgeInsets(top: 47))
    child.view.frame.origin.y = -30
    child.view.layoutIfNeeded()
    // A plain view would now have 47 + 30 = 77; the controller's view keeps 47.
    #expect(child.view.safeAreaInsets == EdgeInsets(top: 47))
    child.removeFromParent()
    #expect(child.hostParent == nil)
    #expect(screen.root.children.isEmpty)
  }

  @Test func additionalSafeAreaInsetsAreAdded() {
    let screen = makeScreen(.notchedPhone)
    screen.root.additionalSafeAreaInsets = EdgeInsets(bottom: 50)
    screen.window.layoutIfNeeded()
    #expect(screen.rootView.safeAreaInsets == EdgeInsets(top: 47, bottom: 84))  // 34 + 50
  }

  @Test func thePreferredRootIsHeldWeakly() {
    let form = HeadlessViewController()
    do {
      let other = HeadlessViewController()
      form.preferredKeyboardRootController = other
      #expect(form.preferredKeyboardRootController === other)
    }
    #expect(form.preferredKeyboardRootController == nil)
  }

  @Test func presentingPutsTheControllerOverTheWindowAndDismissingRemovesIt() {
    let screen = makeScreen(.notchedPhone)
    let sheet = HeadlessViewController()
    #expect(screen.root.present(sheet))
    #expect(!screen.root.present(HeadlessViewController()))  // one at a time
    #expect(sheet.presentingController === screen.root)
    #expect(screen.window.subviews.last === sheet.view)
    #expect(sheet.view.safeAreaInsets == EdgeInsets(top: 47, bottom: 34))
    #expect(sheet.hostParent == nil)
    sheet.dismiss()
    #expect(sheet.view.window == nil)
    #expect(screen.root.presentedController == nil)
  }
}

@MainActor
@Suite struct AlertControllerTests {
  @Test func alertTextFieldsAreFlaggedAndCentred() {
    let screen = makeScreen(.notchedPhone)
    let alert = HeadlessAlertController(title: "Sign in")
    let field = alert.addTextField(id: "alert-field")
    #expect(screen.root.present(alert))
    #expect(alert.isKind(of: .alertController))
    #expect(field.isInAlertController)
    #expect(field.nearestController === alert.textFieldController)
    #expect(alert.textFieldController.isKind(of: .alertTextFieldController))
    // Box: 270 × (60 + (16 + 30) + 44 = 150), x = (390 − 270) / 2 = 60,
    // y = safe midY (47 + 763 / 2 = 428.5) − 75 = 353.5.
    #expect(alert.alertView.frame == CGRect(x: 60, y: 353.5, width: 270, height: 150))
    // Field: (12, 8) in the text-field area at y 60 → (60 + 12, 353.5 + 60 + 8).
    #expect(field.frameInWindow == CGRect(x: 72, y: 421.5, width: 246, height: 30))
    let outside = HeadlessTextField()
    screen.rootView.addSubview(outside)
    #expect(!outside.isInAlertController)
  }
}
