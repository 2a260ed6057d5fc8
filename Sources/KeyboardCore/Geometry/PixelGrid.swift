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
    return Double(self).twoDecimals
  }
}

extension Double {
  /// `String(format: "%.2f", self)`, the same text, written in Swift where the hundredths are
  /// plainly decided: `String(format:)` goes through NSString off Apple platforms (≈ 10k
  /// instructions a number, most of the text of a simulator step's explanations). A value whose
  /// hundredths lie within a millionth of a tie, or too large for the digits, is left to it.
  var twoDecimals: String {
    let hundredths = Swift.abs(self) * 100
    let below = hundredths.rounded(.down)
    guard hundredths < 1e15, Swift.abs(hundredths - below - 0.5) > 1e-6 else {
      return String(format: "%.2f", self)
    }
    let whole = Int(hundredths.rounded(.toNearestOrAwayFromZero))
    let fraction = whole % 100
    return (sign == .minus ? "-" : "") + String(whole / 100) + (fraction < 10 ? ".0" : ".")
      + String(fraction)
  }
}

extension CGRect {
  /// Whether origin and size are all finite and the size is not negative.
  public var isWellFormed: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
      && size.width >= 0 && size.height >= 0
  }
}
