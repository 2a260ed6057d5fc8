import Foundation
import KeyboardCore

/// A rectangle as a scenario file writes it: `{"x", "y", "width", "height"}`.
struct TraceRect: Encodable, Equatable {
  var x: Double
  var y: Double
  var width: Double
  var height: Double
}

/// A size as a scenario file writes it: `{"width", "height"}`.
struct TraceSize: Encodable, Equatable {
  var width: Double
  var height: Double
}

/// A point as a scenario file writes it: `{"x", "y"}`.
struct TracePoint: Encodable, Equatable {
  var x: Double
  var y: Double
}

/// Insets as a scenario file writes them: `{"top", "left", "bottom", "right"}`, none negative.
struct TraceInsets: Encodable, Equatable {
  var top: Double
  var left: Double
  var bottom: Double
  var right: Double
}

extension CGRect {
  /// The rectangle moved by `offset`, its size as stored (`offsetBy(dx:dy:)` would standardise
  /// a negative size away, and the trace must see it to clamp it).
  func movedBy(_ offset: CGPoint) -> CGRect {
    CGRect(
      x: origin.x + offset.x, y: origin.y + offset.y, width: size.width, height: size.height)
  }
}
