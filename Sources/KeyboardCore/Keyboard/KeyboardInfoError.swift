import Foundation

/// Why a keyboard notification could not be turned into a ``KeyboardInfo``.
///
/// The configuration logs the error and ignores the notification: a notification that throws
/// never moves a view (BEHAVIOR §2, bad-numbers). Every case names the userInfo key involved
/// and ``description`` says what was expected.
public enum KeyboardInfoError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The userInfo value for `key` has the wrong type: `expected` names what is accepted,
  /// `found` the type that was there (for example `expected: "CGRect", found: "String"`).
  case wrongType(key: String, expected: String, found: String)
  /// One part of the frame under `key` (``KeyboardUserInfoKey/frameBegin`` or
  /// ``KeyboardUserInfoKey/frameEnd``) is not a usable number.
  case badFrame(key: String, part: KeyboardFramePart, problem: KeyboardNumberProblem)
  /// The number under `key` (the animation duration or curve) is not a usable number.
  case badNumber(key: String, problem: KeyboardNumberProblem)
  /// One part of the screen bounds the notification is read against is not a usable number.
  case badScreenBounds(part: KeyboardFramePart, problem: KeyboardNumberProblem)

  /// A one-line explanation naming the key, what was found and what was expected.
  public var description: String {
    switch self {
    case .wrongType(let key, let expected, let found):
      return "\(key): expected \(expected), got \(found)"
    case .badFrame(let key, let part, let problem):
      return "\(key): \(part.rawValue) \(problem.description); expected \(part.expectation)"
    case .badNumber(let key, let problem):
      return "\(key): value \(problem.description); expected \(Self.expectation(forNumberKey: key))"
    case .badScreenBounds(let part, let problem):
      return "screen bounds: \(part.rawValue) \(problem.description); expected \(part.expectation)"
    }
  }

  private static func expectation(forNumberKey key: String) -> String {
    switch key {
    case KeyboardUserInfoKey.animationDuration: return "a finite number of seconds ≥ 0"
    case KeyboardUserInfoKey.animationCurve: return "a whole UIView.AnimationCurve raw value"
    default: return "a finite number"
    }
  }
}

/// A component of a rectangle, as named in a ``KeyboardInfoError``.
public enum KeyboardFramePart: String, Hashable, Sendable, Codable, CaseIterable {
  /// `origin.x`.
  case x
  /// `origin.y`.
  case y
  /// `size.width`.
  case width
  /// `size.height`.
  case height

  /// Whether this part is a size (which must also not be negative) rather than an origin.
  public var isSize: Bool { self == .width || self == .height }

  /// What a value of this part must be.
  var expectation: String { isSize ? "a finite number ≥ 0" : "a finite number" }
}

/// What is wrong with a number found in a keyboard notification.
public enum KeyboardNumberProblem: Hashable, Sendable, CustomStringConvertible {
  /// The value is NaN.
  case notANumber
  /// The value is +∞ or −∞.
  case infinite
  /// The value is negative where only zero or more makes sense (a size, a duration).
  case negative(Double)
  /// The value is not a whole number that fits an `Int` where one is required (the curve).
  case notAnInteger(Double)

  /// The problem for `value` as a size or duration (finite, ≥ 0), or `nil` when it is fine.
  public static func ofNonNegative(_ value: Double) -> KeyboardNumberProblem? {
    if let problem = ofFinite(value) { return problem }
    return value < 0 ? .negative(value) : nil
  }

  /// The problem for `value` as a coordinate (finite), or `nil` when it is fine.
  public static func ofFinite(_ value: Double) -> KeyboardNumberProblem? {
    if value.isNaN { return .notANumber }
    if value.isInfinite { return .infinite }
    return nil
  }

  /// `"is NaN"`, `"is infinite"`, `"is negative (-336)"`, `"is not a whole number (2.5)"`.
  public var description: String {
    switch self {
    case .notANumber: return "is NaN"
    case .infinite: return "is infinite"
    case .negative(let value): return "is negative (\(Self.format(value)))"
    case .notAnInteger(let value): return "is not a whole number (\(Self.format(value)))"
    }
  }

  /// `-336` for a whole number, Swift's shortest exact form (`2.5`, `1e+30`) otherwise.
  private static func format(_ value: Double) -> String {
    if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int(value)) }
    return String(describing: value)
  }
}
