import Foundation

extension CGFloat {
  /// The value rounded to the nearest physical pixel of a screen with the given scale
  /// (2 for a 2x screen, 3 for a 3x screen). Ties round away from zero. A scale that is not a
  /// positive finite number rounds to whole points.
  public func roundedToPixels(scale: CGFloat) -> CGFloat {
    let pixelsPerPoint = (scale.isFinite && scale > 0) ? scale : 1
    return (self * pixelsPerPoint).rounded(.toNearestOrAwayFromZero) / pixelsPerPoint
  }

  /// Whether two values are equal within `tolerance` points.
  public func isClose(to other: CGFloat, tolerance: CGFloat = 0.001) -> Bool {
    Swift.abs(self - other) <= tolerance
  }

  /// A compact rendering: whole numbers without a fraction, others with up to two decimals.
  public var shortDescription: String {
    if self == rounded() && Swift.abs(self) < 1e15 { return String(Int(self)) }
    return String(format: "%.2f", Double(self))
  }
}

extension CGRect {
  /// Whether origin and size are all finite and the size is not negative.
  public var isWellFormed: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
      && size.width >= 0 && size.height >= 0
  }
}
