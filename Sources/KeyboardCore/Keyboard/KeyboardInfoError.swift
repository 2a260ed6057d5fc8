import Foundation

/// Why a keyboard notification could not be turned into a ``KeyboardInfo``.
///
/// The configuration logs the error and ignores the notification: a notification that throws
/// never moves a view (Behavior.md §2, bad-numbers). Every error names the userInfo key involved
/// (except ``Code/badScreenBounds``, which is about the screen) and ``description`` says what was
/// expected.
///
/// A struct with a ``code`` rather than an enum, so that new reasons can be added without
/// breaking code that handles the current ones: compare with the factory values
/// (`error == .badNumber(key: KeyboardUserInfoKey.animationDuration, problem: .infinite)`) or
/// switch over ``code`` with a `default` branch and read the properties that code fills in.
public struct KeyboardInfoError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of problem.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    /// A userInfo value has the wrong type (``key``, ``expected``, ``found``).
    public static let wrongType = Code(name: "wrongType")
    /// One part of a frame is not a usable number (``key``, ``part``, ``problem``).
    public static let badFrame = Code(name: "badFrame")
    /// The animation duration or curve is not a usable number (``key``, ``problem``).
    public static let badNumber = Code(name: "badNumber")
    /// One part of the screen bounds the notification is read against is not a usable number
    /// (``part``, ``problem``).
    public static let badScreenBounds = Code(name: "badScreenBounds")
    /// A show or frame-change notification whose end frame is empty (``key``, ``part``: the
    /// side that is 0). iOS sends one when "Prefer Cross-Fade Transitions" is on; it carries no
    /// keyboard (Behavior.md §2.5).
    public static let emptyEndFrame = Code(name: "emptyEndFrame")

    /// The code's name, such as `badFrame`.
    public var description: String { name }
  }

  /// The kind of problem.
  public let code: Code
  /// The userInfo key involved; `nil` for ``Code/badScreenBounds``.
  public let key: String?
  /// For ``Code/wrongType``, what is accepted (for example `"CGRect"`); `nil` otherwise.
  public let expected: String?
  /// For ``Code/wrongType``, the type that was there (for example `"String"`); `nil` otherwise.
  public let found: String?
  /// For ``Code/badFrame`` and ``Code/badScreenBounds``, the part of the rectangle that is
  /// wrong; `nil` otherwise.
  public let part: KeyboardFramePart?
  /// For the bad-number codes, what is wrong with the number; `nil` for ``Code/wrongType``.
  public let problem: KeyboardNumberProblem?

  private init(
    code: Code, key: String?, expected: String? = nil, found: String? = nil,
    part: KeyboardFramePart? = nil, problem: KeyboardNumberProblem? = nil
  ) {
    self.code = code
    self.key = key
    self.expected = expected
    self.found = found
    self.part = part
    self.problem = problem
  }

  /// The userInfo value for `key` has the wrong type: `expected` names what is accepted,
  /// `found` the type that was there (for example `expected: "CGRect", found: "String"`).
  public static func wrongType(key: String, expected: String, found: String) -> Self {
    Self(code: .wrongType, key: key, expected: expected, found: found)
  }

  /// One part of the frame under `key` (``KeyboardUserInfoKey/frameBegin`` or
  /// ``KeyboardUserInfoKey/frameEnd``) is not a usable number.
  public static func badFrame(
    key: String, part: KeyboardFramePart, problem: KeyboardNumberProblem
  ) -> Self {
    Self(code: .badFrame, key: key, part: part, problem: problem)
  }

  /// The number under `key` (the animation duration or curve) is not a usable number.
  public static func badNumber(key: String, problem: KeyboardNumberProblem) -> Self {
    Self(code: .badNumber, key: key, problem: problem)
  }

  /// One part of the screen bounds the notification is read against is not a usable number.
  public static func badScreenBounds(part: KeyboardFramePart, problem: KeyboardNumberProblem)
    -> Self
  {
    Self(code: .badScreenBounds, key: nil, part: part, problem: problem)
  }

  /// The end frame of a show or frame-change notification is empty: `part` (width or height)
  /// is 0. Reading it as a frame would put a keyboard at y 0, covering the whole screen.
  public static func emptyEndFrame(part: KeyboardFramePart) -> Self {
    Self(code: .emptyEndFrame, key: KeyboardUserInfoKey.frameEnd, part: part)
  }

  /// A one-line explanation naming the key, what was found and what was expected.
  public var description: String {
    let key = key ?? "?"
    let problem = problem?.description ?? "is not usable"
    let partName = part?.rawValue ?? "?"
    let partExpectation = part?.expectation ?? "a finite number"
    switch code {
    case .wrongType:
      return "\(key): expected \(expected ?? "?"), got \(found ?? "?")"
    case .badFrame:
      return "\(key): \(partName) \(problem); expected \(partExpectation)"
    case .badNumber:
      return "\(key): value \(problem); expected \(Self.expectation(forNumberKey: key))"
    case .badScreenBounds:
      return "screen bounds: \(partName) \(problem); expected \(partExpectation)"
    case .emptyEndFrame:
      return
        "\(key): \(partName) is 0 on a show or frame change; expected a frame with an area (an empty frame carries no keyboard)"
    default:
      return "\(key): \(code)"
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
///
/// A struct with a ``code`` rather than an enum, so that new problems can be added without
/// breaking code that handles the current ones: compare with the factory values
/// (`problem == .negative(-336)`) or switch over ``code`` with a `default` branch.
public struct KeyboardNumberProblem: Hashable, Sendable, CustomStringConvertible {
  /// The kind of problem.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    /// The value is NaN.
    public static let notANumber = Code(name: "notANumber")
    /// The value is +∞ or −∞.
    public static let infinite = Code(name: "infinite")
    /// The value is negative where only zero or more makes sense (a size, a duration).
    public static let negative = Code(name: "negative")
    /// The value is not a whole number that fits an `Int` where one is required (the curve).
    public static let notAnInteger = Code(name: "notAnInteger")

    /// The code's name, such as `negative`.
    public var description: String { name }
  }

  /// The kind of problem.
  public let code: Code
  /// The offending value, for ``Code/negative`` and ``Code/notAnInteger``; `nil` otherwise.
  public let value: Double?

  private init(code: Code, value: Double? = nil) {
    self.code = code
    self.value = value
  }

  /// The value is NaN.
  public static let notANumber = Self(code: .notANumber)
  /// The value is +∞ or −∞.
  public static let infinite = Self(code: .infinite)

  /// `value` is negative where only zero or more makes sense (a size, a duration).
  public static func negative(_ value: Double) -> Self { Self(code: .negative, value: value) }

  /// `value` is not a whole number that fits an `Int` where one is required (the curve).
  public static func notAnInteger(_ value: Double) -> Self {
    Self(code: .notAnInteger, value: value)
  }

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
    let value = value.map(Self.format) ?? "?"
    switch code {
    case .notANumber: return "is NaN"
    case .infinite: return "is infinite"
    case .negative: return "is negative (\(value))"
    case .notAnInteger: return "is not a whole number (\(value))"
    default: return "is not usable (\(code))"
    }
  }

  /// `-336` for a whole number, Swift's shortest exact form (`2.5`, `1e+30`) otherwise.
  private static func format(_ value: Double) -> String {
    if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int(value)) }
    return String(describing: value)
  }
}
