import Foundation

/// A value of the document being read, with its path, and typed reads that record a problem —
/// instead of throwing — when the value is not what was expected, so that every problem of a
/// file is found in one pass. A read that fails returns `nil`.
struct JSONNode {
  /// The value; `nil` when the field is missing.
  let value: JSONValue?
  /// Where the value is (or would be).
  let path: JSONPath
  /// Where problems go.
  let problems: ProblemList

  /// Whether the value is a JSON `null`.
  var isNull: Bool { value == .null }

  /// A string.
  func string() -> String? {
    if case .string(let string)? = value { return string }
    return fail("a string")
  }

  /// A non-empty string without surrounding spaces: an identifier.
  func identifier() -> String? {
    guard let string = string() else { return nil }
    // What `string.trimmingCharacters(in: .whitespacesAndNewlines) == string` says, without
    // making the trimmed copy: its first and last scalars are not white space (≈ 500
    // instructions an id instead of ≈ 2k; the fuzzer's decoder reads a hundred ids a scenario).
    let whitespace = CharacterSet.whitespacesAndNewlines
    guard let first = string.unicodeScalars.first, let last = string.unicodeScalars.last,
      !whitespace.contains(first), !whitespace.contains(last)
    else {
      return fail("a non-empty id without surrounding spaces")
    }
    return string
  }

  /// `true` or `false`.
  func bool() -> Bool? {
    if case .bool(let bool)? = value { return bool }
    return fail("true or false")
  }

  /// A number obeying `rule`.
  func number(_ rule: NumberRule = .any) -> CGFloat? {
    guard case .number(let number)? = value, number.isFinite, rule.accepts(number) else {
      return fail(rule.expectation)
    }
    return CGFloat(number)
  }

  /// A whole number of at least `minimum`.
  func integer(minimum: Int = 0) -> Int? {
    guard case .number(let number)? = value, number.isFinite, number == number.rounded(),
      number >= Double(minimum), number <= Double(Int32.max)
    else { return fail("a whole number of at least \(minimum)") }
    return Int(number)
  }

  /// One of the raw values of `type`.
  func choice<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) -> Choice?
  where Choice.RawValue == String {
    choice(from: Choice.allCases.map { ($0.rawValue, $0) })
  }

  /// One of the names in `options`, mapped to its value.
  func choice<Choice>(from options: [(String, Choice)]) -> Choice? {
    if case .string(let string)? = value, let match = options.first(where: { $0.0 == string }) {
      return match.1
    }
    return fail("one of " + options.map { "\"\($0.0)\"" }.joined(separator: ", "))
  }

  /// The elements of an array.
  func array() -> [JSONNode]? {
    guard case .array(let elements)? = value else { return fail("an array") }
    return elements.enumerated().map {
      JSONNode(value: $0.element, path: path.appending($0.offset), problems: problems)
    }
  }

  /// An object, read field by field. `kind` names it in messages ("a scroll view").
  func object(_ kind: String = "an object") -> JSONObjectReader? {
    guard case .object(let fields)? = value else { return fail(kind) }
    return JSONObjectReader(fields: fields, path: path, problems: problems)
  }

  /// Records that `expected` was expected here, and returns `nil`.
  func fail<T>(_ expected: String) -> T? {
    reportExpected(expected)
    return nil
  }

  /// Records that `expected` was expected here.
  func reportExpected(_ expected: String) {
    problems.expected(expected, found: value, at: path)
  }

  /// Records a free-form problem at this path.
  func report(_ message: String) {
    problems.add(message, at: path)
  }
}

/// What a number must be. Every number of a scenario lies within ±``largestMagnitude``: far
/// beyond any screen, keyboard or duration, and small enough that no sum, product or conversion
/// the simulator makes of it can overflow or trap.
enum NumberRule {
  /// Any number within ±``largestMagnitude``.
  case any
  /// Zero or more, up to ``largestMagnitude``.
  case nonNegative
  /// More than zero, up to ``largestMagnitude``.
  case positive

  /// The largest magnitude a number of a scenario may have (points, seconds).
  static let largestMagnitude: Double = 1_000_000

  func accepts(_ number: Double) -> Bool {
    guard abs(number) <= Self.largestMagnitude else { return false }
    switch self {
    case .any: return true
    case .nonNegative: return number >= 0
    case .positive: return number > 0
    }
  }

  var expectation: String {
    let limit = JSONFormatter.number(Self.largestMagnitude)
    return switch self {
    case .any: "a number from -\(limit) to \(limit)"
    case .nonNegative: "a non-negative number up to \(limit)"
    case .positive: "a positive number up to \(limit)"
    }
  }
}
