import Foundation
import KeyboardCore

extension CGFloat {
  /// The value rounded to 1/1000 of a point, so outputs do not change with floating-point noise.
  package var snapshotRounded: CGFloat {
    let rounded = (self * 1000).rounded() / 1000
    return rounded == 0 ? 0 : rounded  // no "-0" in outputs
  }
}

/// A rectangle as the outputs write it: `{"x", "y", "width", "height"}`, rounded to 1/1000.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Left edge.
  public var x: CGFloat
  /// Top edge.
  public var y: CGFloat
  /// Width.
  public var width: CGFloat
  /// Height.
  public var height: CGFloat

  /// Rounds `rect`.
  package init(_ rect: CGRect) {
    x = rect.minX.snapshotRounded
    y = rect.minY.snapshotRounded
    width = rect.width.snapshotRounded
    height = rect.height.snapshotRounded
  }

  /// The rectangle as a `CGRect`.
  public var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
  /// The top edge.
  public var minY: CGFloat { y }
  /// The bottom edge.
  public var maxY: CGFloat { y + height }

  /// `(x, y, w × h)`.
  public var description: String {
    "(\(x.shortDescription), \(y.shortDescription), \(width.shortDescription) × \(height.shortDescription))"
  }
}

/// A point as the outputs write it: `{"x", "y"}`, rounded to 1/1000.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Horizontal.
  public var x: CGFloat
  /// Vertical.
  public var y: CGFloat

  /// Rounds `point`.
  package init(_ point: CGPoint) {
    x = point.x.snapshotRounded
    y = point.y.snapshotRounded
  }

  /// `(x, y)`.
  public var description: String { "(\(x.shortDescription), \(y.shortDescription))" }
}

/// A size as the outputs write it: `{"width", "height"}`, rounded to 1/1000.
public struct Size: Hashable, Sendable, Codable {
  /// Width.
  public var width: CGFloat
  /// Height.
  public var height: CGFloat

  /// Rounds `size`.
  package init(_ size: CGSize) {
    width = size.width.snapshotRounded
    height = size.height.snapshotRounded
  }
}

extension EdgeInsets {
  /// The insets rounded to 1/1000.
  package var snapshotRounded: EdgeInsets {
    EdgeInsets(
      top: top.snapshotRounded, left: left.snapshotRounded, bottom: bottom.snapshotRounded,
      right: right.snapshotRounded)
  }
}
