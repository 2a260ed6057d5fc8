import Foundation

/// A declarative vertical position of a view relative to its superview's safe area — the
/// headless stand-in for an Auto Layout constraint to `safeAreaLayoutGuide.topAnchor` or
/// `.bottomAnchor`. The superview re-applies it on each layout pass, so a field pinned at
/// "safe-area bottom − 20" moves when the insets change.
public struct SafeAreaPin: Hashable, Sendable, Codable {
  /// The safe-area edge a view is pinned to.
  public enum Edge: String, Hashable, Sendable, Codable, CaseIterable {
    /// The view's top is `offset` below the superview's safe-area top.
    case top
    /// The view's bottom is `offset` above the superview's safe-area bottom.
    case bottom
  }

  /// The edge the view is pinned to.
  public var edge: Edge
  /// The distance from that edge into the safe area, in points (negative: outside it).
  public var offset: CGFloat

  /// Pins a view `offset` points inside the superview's safe-area `edge`.
  public init(edge: Edge, offset: CGFloat = 0) {
    self.edge = edge
    self.offset = offset
  }

  /// The view's top `offset` points below the superview's safe-area top.
  public static func top(_ offset: CGFloat = 0) -> SafeAreaPin {
    SafeAreaPin(edge: .top, offset: offset)
  }

  /// The view's bottom `offset` points above the superview's safe-area bottom.
  public static func bottom(_ offset: CGFloat = 0) -> SafeAreaPin {
    SafeAreaPin(edge: .bottom, offset: offset)
  }
}
