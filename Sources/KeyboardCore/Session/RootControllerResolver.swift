import Foundation

/// Chooses the root controller of a text input: the controller whose view KeyboardLift moves
/// (Behavior.md §4.3, IQKeyboardManager's "parent container view controller").
@MainActor
public enum RootControllerResolver {
  /// The root controller for `input`, or `nil` when it is in no controller.
  public static func rootController(for input: any HostView) -> (any HostController)? {
    input.nearestController.map(rootController(nearest:))
  }

  /// The root controller for an input whose nearest controller is `nearest` (for a
  /// configuration that has found it already: each search climbs the input's ancestors).
  static func rootController(nearest: any HostController) -> any HostController {
    if let preferred = nearest.preferredKeyboardRootController { return preferred }
    return rootController(startingAt: nearest)
  }

  /// The rule applied from the nearest controller `start`, repeated on its result until it
  /// settles.
  public static func rootController(startingAt start: any HostController) -> any HostController {
    var current = start
    // Each step climbs strictly towards the window's root, so this ends; the bound guards
    // against a host reporting a cyclic parent chain.
    for _ in 0..<64 {
      let next = step(from: current)
      if next === current { return current }
      current = next
    }
    return current
  }

  private static func step(from controller: any HostController) -> any HostController {
    if var navigation = controller.enclosingNavigationController {
      while let outer = navigation.enclosingNavigationController { navigation = outer }
      let climbed = climbWhileParentIsNotContainer(from: navigation)
      if climbed === navigation {
        return navigation.hostTopController ?? controller
      }
      return climbed
    }
    if let tabBar = controller.enclosingTabBarController {
      guard let selected = tabBar.hostSelectedController else { return controller }
      if selected.containerKind == .navigation, let top = selected.hostTopController {
        return top
      }
      return selected
    }
    return climbWhileParentIsNotContainer(from: controller)
  }

  private static func climbWhileParentIsNotContainer(from controller: any HostController)
    -> any HostController
  {
    var current = controller
    while let parent = current.hostParent, !parent.containerKind.isContainer {
      current = parent
    }
    return current
  }
}
