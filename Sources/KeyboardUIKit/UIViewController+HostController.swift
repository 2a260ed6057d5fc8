#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import UIKit

    extension UIViewController: HostController {
      /// `viewIfLoaded`: asking never loads the view.
      public var hostView: (any HostView)? { viewIfLoaded }

      /// `parent`.
      public var hostParent: (any HostController)? { parent }
      /// `children`, in order.
      public var hostChildren: [any HostController] { children }

      /// `.navigation`, `.tabBar` or `.split` for UIKit's three containers (and their subclasses),
      /// `.none` for any other controller.
      public var containerKind: ContainerKind {
        switch self {
        case is UINavigationController: .navigation
        case is UITabBarController: .tabBar
        case is UISplitViewController: .split
        default: .none
        }
      }

      /// A navigation controller's `topViewController`.
      public var hostTopController: (any HostController)? {
        (self as? UINavigationController)?.topViewController
      }

      /// A tab bar controller's `selectedViewController`.
      public var hostSelectedController: (any HostController)? {
        (self as? UITabBarController)?.selectedViewController
      }

      /// A navigation controller's `navigationBar`, `nil` while `isNavigationBarHidden`.
      public var hostNavigationBar: (any HostView)? {
        guard let navigation = self as? UINavigationController, !navigation.isNavigationBarHidden
        else { return nil }
        return navigation.navigationBar
      }

      /// Whether a navigation controller's pop gesture is `.began` or `.changed`, or the
      /// transition it started is still finishing or cancelling after the finger lifted (its
      /// coordinator is `initiallyInteractive`).
      public var isInteractivePopActive: Bool {
        guard let navigation = self as? UINavigationController else { return false }
        if navigation.transitionCoordinator?.initiallyInteractive == true { return true }
        return navigation.popGestureRecognizers.contains {
          $0.state == .began || $0.state == .changed
        }
      }

      /// Whether this controller is an instance of the class named `controllerClass` (looked up with
      /// `NSClassFromString`) or of a subclass; `false` when no class has that name.
      public func isKind(of controllerClass: ControllerClass) -> Bool {
        guard let type = NSClassFromString(controllerClass.name) else { return false }
        return isKind(of: type)
      }

      /// `presentingViewController`.
      public var hostPresentingController: (any HostController)? { presentingViewController }

      /// `navigationItem.searchController?.searchBar`.
      public var hostNavigationItemSearchBar: (any HostView)? {
        navigationItem.searchController?.searchBar
      }

      /// The controller whose view KeyboardLift moves for inputs in this controller, instead of the
      /// one the root-controller rule picks; `nil` (the default) follows the rule. Held weakly: it
      /// never keeps a controller alive.
      public var preferredKeyboardRootController: (any HostController)? {
        get {
          associatedObject(for: AssociationKey.preferredRootController, as: WeakControllerBox.self)?
            .controller
        }
        set {
          setAssociatedObject(
            newValue.map { WeakControllerBox($0) }, for: AssociationKey.preferredRootController)
        }
      }
    }

    extension UINavigationController {
      /// The recognizers that pop interactively: the edge swipe and, from iOS 26, the content pan.
      var popGestureRecognizers: [UIGestureRecognizer] {
        var recognizers = [interactivePopGestureRecognizer].compactMap { $0 }
        #if compiler(>=6.2)
          if #available(iOS 26.0, *), let content = interactiveContentPopGestureRecognizer {
            recognizers.append(content)
          }
        #endif
        return recognizers
      }
    }
  #endif
#endif
