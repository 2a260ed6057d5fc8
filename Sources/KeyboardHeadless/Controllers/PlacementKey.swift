import Foundation
import KeyboardCore

/// What a container's placement of a child view depended on. A container places a child again
/// only when this changed — so a root view lifted by moving its frame stays where it was moved
/// until its container's size or safe area really changes.
struct PlacementKey: Equatable {
  /// The container view's size.
  var containerSize: CGSize
  /// The container view's safe-area insets.
  var containerInsets: EdgeInsets
  /// Container-specific state (bar shown or hidden, collapsed or not, …).
  var detail: String
}
