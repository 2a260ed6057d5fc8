import Foundation

/// What kind of container a ``HostController`` is.
public enum ContainerKind: String, Sendable, Codable, CaseIterable {
  /// Not a container (a content controller, or a custom parent).
  case none
  /// A navigation controller.
  case navigation
  /// A tab bar controller.
  case tabBar
  /// A split view controller.
  case split

  /// Navigation, tab bar and split controllers stop the climb of Behavior.md §4.3.
  public var isContainer: Bool { self != .none }
}

/// A view controller, as KeyboardCore sees it.
@MainActor
public protocol HostController: AnyObject {
  /// The controller's view when it is loaded.
  var hostView: (any HostView)? { get }
  /// The parent controller (a container, or a custom parent of a child controller).
  var hostParent: (any HostController)? { get }
  /// The child controllers, in order (a navigation stack bottom to top, a tab bar's tabs).
  var hostChildren: [any HostController] { get }
  /// Which kind of container this controller is.
  var containerKind: ContainerKind { get }
  /// For a navigation controller: its top controller.
  var hostTopController: (any HostController)? { get }
  /// For a tab bar controller: its selected controller.
  var hostSelectedController: (any HostController)? { get }
  /// For a navigation controller: its navigation bar while shown, `nil` while hidden.
  var hostNavigationBar: (any HostView)? { get }
  /// For a navigation controller: whether its interactive pop (swipe back) gesture is running
  /// (UIKit: the recognizer is `.began` or `.changed`).
  var isInteractivePopActive: Bool { get }
  /// Whether the controller is an instance of the class `controllerClass` names, or of a
  /// subclass of it.
  func isKind(of controllerClass: ControllerClass) -> Bool
  /// The controller an app chose as the root to move for inputs in this controller, instead
  /// of the one Behavior.md §4.3 would pick; `nil` to use the rule.
  var preferredKeyboardRootController: (any HostController)? { get }
  /// The controller that presented this one (UIKit: `presentingViewController`), `nil` when it
  /// was not presented.
  var hostPresentingController: (any HostController)? { get }
  /// The search bar of this controller's navigation item's search controller (UIKit:
  /// `navigationItem.searchController?.searchBar`), `nil` when it has none.
  var hostNavigationItemSearchBar: (any HostView)? { get }
  /// Insets the controller adds to the safe area its container gives its view (UIKit:
  /// `additionalSafeAreaInsets`). Read-only here: an adjuster changes it by writing
  /// ``HostProperty/additionalSafeAreaInsets`` through its ledger.
  var hostAdditionalSafeAreaInsets: EdgeInsets { get }
}

extension HostController {
  /// The nearest of ``ancestorControllers`` that matches, found by walking up without building
  /// the list (asked several times an event: the list was an allocation each time).
  func nearestAncestor(where matches: (any HostController) -> Bool) -> (any HostController)? {
    var controller = hostParent
    while let current = controller {
      if matches(current) { return current }
      controller = current.hostParent
    }
    return nil
  }

  /// Ancestors from the parent upward, nearest first.
  public var ancestorControllers: [any HostController] {
    var result: [any HostController] = []
    var controller = hostParent
    while let current = controller {
      result.append(current)
      controller = current.hostParent
    }
    return result
  }

  /// The nearest ancestor that is a navigation controller.
  public var enclosingNavigationController: (any HostController)? {
    nearestAncestor { $0.containerKind == .navigation }
  }

  /// The nearest ancestor that is a tab bar controller.
  public var enclosingTabBarController: (any HostController)? {
    nearestAncestor { $0.containerKind == .tabBar }
  }
}
