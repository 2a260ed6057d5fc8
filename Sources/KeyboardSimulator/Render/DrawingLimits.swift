import Foundation

/// What a picture may draw: every edge it draws lies within ±``largestCoordinate`` and every
/// number it writes within ±``largestNumber``, so no number of a run — however large, or not
/// finite — can trap the renderer or make an SVG no viewer opens. A rectangle is clamped by its
/// edges, so one far larger than the picture still covers it.
enum DrawingLimits {
  /// The largest magnitude of an edge drawn: far outside any picture.
  static let largestCoordinate: CGFloat = 1_000_000_000
  /// The largest magnitude of a number written: the width of the widest rectangle drawn.
  static let largestNumber: CGFloat = 2 * largestCoordinate

  /// `value` within ±`limit`; 0 when it is NaN.
  static func clamped(_ value: CGFloat, to limit: CGFloat = largestCoordinate) -> CGFloat {
    guard !value.isNaN else { return 0 }
    return min(max(value, -limit), limit)
  }

  /// `rect` with its edges clamped (a NaN edge is 0).
  static func clamped(_ rect: CGRect) -> CGRect {
    let minX = clamped(rect.minX)
    let minY = clamped(rect.minY)
    return CGRect(
      x: minX, y: minY, width: clamped(rect.maxX) - minX, height: clamped(rect.maxY) - minY)
  }

  /// How many whole times `part` fits in `whole`, from 0 to `limit` (0 when either is not a
  /// usable number).
  static func count(_ whole: CGFloat, per part: CGFloat, atMost limit: Int) -> Int {
    let quotient = whole / part
    guard quotient.isFinite, quotient > 0 else { return quotient == .infinity ? limit : 0 }
    return Int(min(quotient.rounded(.down), CGFloat(limit)))
  }
}
