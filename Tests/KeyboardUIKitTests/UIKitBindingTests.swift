// Tests of the UIKit binding itself. They need UIKit, so they run on an iOS simulator or device
// (`xcodebuild test`), never on Linux.
#if canImport(UIKit)
  #if os(iOS)
    import Foundation
    import KeyboardUIKit
    import Testing
    import UIKit

    /// A table view controller subclass, to check that class lists match subclasses.
    final class SettingsFormController: UITableViewController {}

    @MainActor @Suite struct UIScrollViewConformanceTests {
      @Test func theBoundsOriginIsTheContentOffset() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let host: any HostScrollView = scrollView
        host.contentOffset = CGPoint(x: 0, y: 150)
        #expect(host.bounds.origin == CGPoint(x: 0, y: 150))
        #expect(host.contentSize == CGSize(width: 320, height: 2000))
        #expect(host.maximumValidContentOffsetY == 1520)
        #expect(host.isScrollEnabled)
      }

      @Test func aChildFrameReachesTheWindowThroughTheContentOffset() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 40, width: 320, height: 400))
        scrollView.contentSize = CGSize(width: 320, height: 1200)
        window.addSubview(scrollView)
        let field = UITextField(frame: CGRect(x: 16, y: 600, width: 288, height: 44))
        scrollView.addSubview(field)
        scrollView.contentOffset = CGPoint(x: 0, y: 300)

        let input: any HostTextInput = field
        // 40 (scroll view) + 600 (field in content) − 300 (offset)
        #expect(input.frameInWindow == CGRect(x: 16, y: 340, width: 288, height: 44))
        #expect(input.hostSuperview === scrollView)
        #expect(input.hostWindow === window)
        #expect(window.hostWindow === window)
        let inScrollView = field.hostConvert(field.bounds, to: scrollView)
        #expect(inScrollView == CGRect(x: 16, y: 600, width: 288, height: 44))
      }

      @Test func insetsConvertBothWays() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentInsetAdjustmentBehavior = .never
        let host: any HostScrollView = scrollView

        host.hostContentInset = EdgeInsets(top: 1, left: 2, bottom: 300, right: 4)
        #expect(scrollView.contentInset == UIEdgeInsets(top: 1, left: 2, bottom: 300, right: 4))
        #expect(host.hostAdjustedContentInset == EdgeInsets(top: 1, left: 2, bottom: 300, right: 4))
        #expect(host.hostContentInsetAdjustmentBehavior == .never)
        #expect(host.safeAreaAddedToContentInset == .zero)
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(host.hostContentInsetAdjustmentBehavior == .scrollableAxes)
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(host.hostContentInsetAdjustmentBehavior == .always)
        scrollView.contentInsetAdjustmentBehavior = .automatic
        #expect(host.hostContentInsetAdjustmentBehavior == .automatic)

        host.hostVerticalScrollIndicatorInsets = EdgeInsets(bottom: 200)
        #expect(
          scrollView.verticalScrollIndicatorInsets
            == UIEdgeInsets(top: 0, left: 0, bottom: 200, right: 0))
      }

      @Test func keyboardSettingsAreStoredWithEachView() {
        let first = UIScrollView()
        let second = UIScrollView()
        #expect(first.keyboardSettings == .default)
        first.keyboard.distanceFromKeyboard = 40
        first.keyboard.enableMode = .disabled
        #expect(first.keyboard.distanceFromKeyboard == 40)
        #expect(first.keyboardSettings.enableMode == .disabled)
        #expect(second.keyboardSettings == .default)
      }
    }

    @MainActor @Suite struct UIViewControllerConformanceTests {
      @Test func aControllerOwnsItsRootViewOnly() throws {
        let controller = UIViewController()
        #expect(controller.hostView == nil, "asking must not load the view")
        let view = try #require(controller.view)
        let child = UIView()
        view.addSubview(child)
        #expect(view.owningController === controller)
        #expect(child.owningController == nil)
        #expect(child.nearestController === controller)
        #expect(controller.hostView === view)
      }

      @Test func navigationControllersReportTheirTopAndTheirBar() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.containerKind == .navigation)
        #expect(root.containerKind == .none)
        #expect(root.hostParent === navigation)
        #expect(navigation.hostTopController === root)
        #expect(navigation.hostNavigationBar === navigation.navigationBar)
        navigation.isNavigationBarHidden = true
        #expect(navigation.hostNavigationBar == nil)
        #expect(!navigation.isInteractivePopActive)
        #expect(UITabBarController().containerKind == .tabBar)
        #expect(UISplitViewController().containerKind == .split)
      }

      @Test func classListsMatchByKind() {
        #expect(ControllerClass(UITableViewController.self).name == "UITableViewController")
        #expect(UITableViewController().isKind(of: .tableViewController))
        #expect(SettingsFormController().isKind(of: .tableViewController))
        #expect(SettingsFormController().isKind(of: ControllerClass(SettingsFormController.self)))
        #expect(!UIViewController().isKind(of: .tableViewController))
        #expect(!UIViewController().isKind(of: ControllerClass(name: "NoSuchControllerClass")))
      }

      @Test func thePreferredRootIsHeldWeakly() {
        let controller = UIViewController()
        #expect(controller.preferredKeyboardRootController == nil)
        autoreleasepool {
          let preferred = UIViewController()
          controller.preferredKeyboardRootController = preferred
          #expect(controller.preferredKeyboardRootController === preferred)
        }
        #expect(controller.preferredKeyboardRootController == nil)
      }
    }

    @MainActor @Suite struct TextInputConformanceTests {
      @Test func kindsAndAppearance() {
        let field = UITextField()
        #expect(field.textInputKind == .textField)
        field.hostKeyboardAppearance = .dark
        #expect(field.keyboardAppearance == .dark)
        field.keyboardAppearance = .alert
        #expect(field.hostKeyboardAppearance == .dark)
        #expect(UITextView().textInputKind == .textView)
        #expect(!field.isInAlertController)
        #expect(!field.isInNavigationSearchController)
      }

      @Test func aSearchBarsFieldKnowsItsBar() {
        let bar = UISearchBar()
        bar.layoutIfNeeded()
        let field = bar.searchTextField
        #expect(field.textInputKind == .searchField)
        #expect(field.enclosingSearchBar === bar)
        #expect(UITextField().enclosingSearchBar == nil)
      }

      @Test func aNavigationItemsSearchFieldIsRecognised() {
        let content = UIViewController()
        let search = UISearchController(searchResultsController: nil)
        content.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: content)
        navigation.view.addSubview(search.searchBar)
        search.searchBar.layoutIfNeeded()
        #expect(search.searchBar.searchTextField.isInNavigationSearchController)
      }
    }

    @MainActor @Suite struct UIKitAnimatorTests {
      @Test func changesAreAppliedBeforeAnimateReturns() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let animator = UIKitAnimator()
        animator.animate(KeyboardAnimation(duration: 0.25, curve: 7)) { view.frame.origin.y = -120 }
        #expect(view.frame.origin.y == -120)
        animator.animate(KeyboardAnimation(duration: 0, curve: 7)) { view.frame.origin.y = 0 }
        #expect(view.frame.origin.y == 0)
      }
    }

    @MainActor @Suite struct UIKitKeyboardHostTests {
      let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

      private func makeHost(fallback: CGRect?) -> (
        UIKitKeyboardHost, NotificationCenter, RecordingLogger
      ) {
        let logger = RecordingLogger()
        let configuration = ActiveConfiguration(animator: UIKitAnimator(), logger: logger)
        let center = NotificationCenter()
        let host = UIKitKeyboardHost(
          configuration: configuration, notificationCenter: center,
          fallbackScreenBounds: { fallback })
        return (host, center, logger)
      }

      @Test func keyboardUserInfoIsForwardedWithTheScreenBounds() async {
        let (host, center, _) = makeHost(fallback: screen)
        host.start()
        defer { host.stop() }
        let end = CGRect(x: 0, y: 508, width: 390, height: 336)
        center.post(
          name: UIResponder.keyboardWillShowNotification, object: nil,
          userInfo: [
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: 0.4,
            UIResponder.keyboardAnimationCurveUserInfoKey: 7,
          ])
        await Task.yield()
        #expect(host.configuration.keyboard?.notification == .willShow)
        #expect(host.configuration.keyboard?.endFrame == end)
        #expect(
          host.configuration.keyboard?.animation == KeyboardAnimation(duration: 0.4, curve: 7))

        center.post(
          name: UIResponder.keyboardWillHideNotification, object: nil,
          userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end)])
        await Task.yield()
        #expect(host.configuration.keyboard?.notification == .willHide)
        #expect(host.configuration.keyboard?.isVisible == false)
      }

      @Test func aKeyboardWithoutAScreenIsIgnoredAndLogged() async {
        let (host, center, logger) = makeHost(fallback: nil)
        host.start()
        defer { host.stop() }
        center.post(
          name: UIResponder.keyboardWillShowNotification, object: nil,
          userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: screen)])
        await Task.yield()
        #expect(host.configuration.keyboard == nil)
        #expect(!logger.messages(atLeast: .warning).isEmpty)
      }

      @Test func editingNotificationsMoveTheFocus() async {
        let (host, center, _) = makeHost(fallback: screen)
        host.start()
        defer { host.stop() }
        let field = UITextField()
        center.post(name: UITextField.textDidBeginEditingNotification, object: field)
        await Task.yield()
        #expect(host.configuration.focusedInput === field)
        center.post(name: UITextField.textDidEndEditingNotification, object: field)
        await Task.yield()
        #expect(host.configuration.focusedInput == nil)
      }

      @Test func nothingIsForwardedAfterStop() async {
        let (host, center, _) = makeHost(fallback: screen)
        host.start()
        host.stop()
        #expect(!host.isStarted)
        center.post(name: UITextField.textDidBeginEditingNotification, object: UITextField())
        await Task.yield()
        #expect(host.configuration.focusedInput == nil)
      }
    }
  #endif
#endif
