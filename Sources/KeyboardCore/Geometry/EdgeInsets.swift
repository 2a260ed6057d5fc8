import Foundation

/// Insets for the four edges of a rectangle, in points — the platform-free twin of
/// `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Inset from the top edge.
  public var top: CGFloat
  /// Inset from the left edge.
  public var left: CGFloat
  /// Inset from the bottom edge.
  public var bottom: CGFloat
  /// Inset from the right edge.
  public var right: CGFloat

  /// Creates insets from the four edge values.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = EdgeInsets()

  /// Whether every edge is a finite number.
  public var isFinite: Bool {
    top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
  }

  /// The edge-wise sum of two insets.
  public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left,
      bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
  }

  /// A short form such as `{47, 0, 34, 0}` (top, left, bottom, right).
  public var description: String {
    "{\(top.shortDescription), \(left.shortDescription), \(bottom.shortDescription), \(right.shortDescription)}"
  }
}

extension CGRect {
  /// The rectangle shrunk by `insets` (grown for negative insets).
  public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top,
      width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
  }
}
