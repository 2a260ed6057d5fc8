import Foundation

/// The two kinds of text input KeyboardLift leaves alone (Behavior.md §3), decided here from what
/// the host reports of its controllers, so that every backend follows the same rule.
extension HostTextInput {
  /// Whether the input lives in an alert controller: its nearest controller, or a controller
  /// containing that one, is a kind of `UIAlertController` (an alert's text fields sit in a
  /// private child controller of the alert). Such inputs are invisible to the whole pipeline.
  public var isInAlertController: Bool {
    nearestController?.isOrIsInAlertController ?? false
  }

  /// Whether the input is the field of a search bar that is the search bar of a navigation
  /// item's search controller — of the input's nearest controller or of one above it. Such a
  /// field is never adjusted: the navigation bar places it.
  ///
  /// The climb follows parents and, for a presented controller (an active search controller is
  /// presented), the presenting controller; a navigation controller also offers the search bars
  /// of the controllers on its stack (the bar shown is the top one's).
  public var isInNavigationSearchController: Bool {
    guard let bar = enclosingSearchBar else { return false }
    var controller = nearestController
    // A controller chain ends at a window's root; the bound guards against a host whose chain
    // loops all the same.
    for _ in 0..<Self.controllerClimbLimit {
      guard let current = controller else { return false }
      if current.hostNavigationItemSearchBar === bar { return true }
      if current.containerKind == .navigation,
        current.hostChildren.contains(where: { $0.hostNavigationItemSearchBar === bar })
      {
        return true
      }
      controller = current.hostParent ?? current.hostPresentingController
    }
    return false
  }

  /// How many controllers ``isInNavigationSearchController`` climbs at most.
  static var controllerClimbLimit: Int { 64 }
}

extension HostController {
  /// Whether this controller, an input's nearest, is a kind of `UIAlertController` or is
  /// contained in one (``HostTextInput/isInAlertController``, for a configuration that has
  /// found the input's nearest controller already).
  var isOrIsInAlertController: Bool {
    if isKind(of: .alertController) { return true }
    return nearestAncestor { $0.isKind(of: .alertController) } != nil
  }
}
