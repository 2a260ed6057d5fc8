import Foundation
import KeyboardCore

/// Makes every number a trace writes one a scenario file accepts — finite, within
/// ±``largestMagnitude``, and non-negative where the format asks for it — and says so, with a
/// logged warning, whenever it had to change one. JSON has no NaN or infinity, so a trace never
/// holds them.
@MainActor
final class TraceSanitizer {
  /// Every correction made so far, oldest first.
  private(set) var warnings: [String] = []
  private var corrections: Set<String> = []
  private let logger: any KeyboardLogger

  /// The largest magnitude a number of a scenario file may have (the simulator refuses larger
  /// ones); a larger number is written as this, with its sign.
  static let largestMagnitude: Double = 1_000_000

  init(logger: any KeyboardLogger) { self.logger = logger }

  /// Forgets every warning, for a new trace.
  func reset() {
    warnings = []
    corrections = []
  }

  /// Records and logs a warning.
  func warn(_ text: String) {
    warnings.append(text)
    logger.log(LogMessage(.warning, "trace: \(text)"))
  }

  /// Records and logs a warning once per trace: for what is read again at every event or
  /// every fresh snapshot (a corrected value, a list too long, a third-party adjuster).
  func warnOnce(_ text: String) {
    guard corrections.insert(text).inserted else { return }
    warn(text)
  }

  /// `value` when finite; 0 when not, ±``largestMagnitude`` when beyond it (with a warning
  /// naming `what`).
  func finite(_ value: CGFloat, _ what: @autoclosure () -> String) -> Double {
    let number = Double(value)
    guard number.isFinite else {
      warnOnce("\(what()) was \(number); written as 0")
      return 0
    }
    return bounded(number, what())
  }

  /// `value` when finite and not negative; 0 when not, ``largestMagnitude`` when beyond it (with
  /// a warning naming `what`).
  func nonNegative(_ value: CGFloat, _ what: @autoclosure () -> String) -> Double {
    let number = Double(value)
    guard number.isFinite, number >= 0 else {
      warnOnce("\(what()) was \(number); written as 0")
      return 0
    }
    return bounded(number, what())
  }

  /// A finite `number` within ±``largestMagnitude`` (with a warning naming `what` when it had
  /// to be moved there).
  private func bounded(_ number: Double, _ what: @autoclosure () -> String) -> Double {
    guard abs(number) > Self.largestMagnitude else { return number }
    let written = number < 0 ? -Self.largestMagnitude : Self.largestMagnitude
    warnOnce("\(what()) was \(number); written as \(written)")
    return written
  }

  /// A rectangle with a finite origin and a non-negative size (the size as stored, not
  /// standardised).
  func rect(_ rect: CGRect, _ what: @autoclosure () -> String) -> TraceRect {
    TraceRect(
      x: finite(rect.origin.x, "\(what()).x"), y: finite(rect.origin.y, "\(what()).y"),
      width: nonNegative(rect.size.width, "\(what()).width"),
      height: nonNegative(rect.size.height, "\(what()).height"))
  }

  /// A non-negative size.
  func size(_ size: CGSize, _ what: @autoclosure () -> String) -> TraceSize {
    TraceSize(
      width: nonNegative(size.width, "\(what()).width"),
      height: nonNegative(size.height, "\(what()).height"))
  }

  /// A finite point.
  func point(_ point: CGPoint, _ what: @autoclosure () -> String) -> TracePoint {
    TracePoint(x: finite(point.x, "\(what()).x"), y: finite(point.y, "\(what()).y"))
  }

  /// Insets with no negative edge.
  func insets(_ insets: EdgeInsets, _ what: @autoclosure () -> String) -> TraceInsets {
    TraceInsets(
      top: nonNegative(insets.top, "\(what()).top"),
      left: nonNegative(insets.left, "\(what()).left"),
      bottom: nonNegative(insets.bottom, "\(what()).bottom"),
      right: nonNegative(insets.right, "\(what()).right"))
  }

  /// Whether every number of `rect` is finite (a keyboard frame may have a negative size: the
  /// format keeps it so the bad-numbers rule can be replayed).
  static func isFinite(_ rect: CGRect) -> Bool {
    [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
  }

  /// A finite keyboard frame written as it is, negative sizes included — only a number beyond
  /// ±``largestMagnitude`` is moved there (with a warning naming `what`).
  func keyboardRect(_ rect: CGRect, _ what: @autoclosure () -> String) -> TraceRect {
    TraceRect(
      x: bounded(Double(rect.origin.x), "\(what()).x"),
      y: bounded(Double(rect.origin.y), "\(what()).y"),
      width: bounded(Double(rect.size.width), "\(what()).width"),
      height: bounded(Double(rect.size.height), "\(what()).height"))
  }

  /// A finite, non-negative duration in seconds, up to ``largestMagnitude`` (with a warning
  /// naming `what` when it was longer).
  func duration(_ seconds: Double, _ what: @autoclosure () -> String) -> Double {
    bounded(seconds, what())
  }
}
