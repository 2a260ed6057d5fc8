import Foundation

/// A value that builds its own ``JSONValue``: exactly what ``JSONValueEncoder`` makes of its
/// `Encodable` conformance (the same keys, `nil` optionals left out, numbers as `Double`, a
/// non-finite number refused), without going through `Encoder`'s containers.
///
/// Only the types of a ``StepSnapshot`` conform: `keyboard-sim --json` encodes one snapshot a
/// step, and through `Codable` that was 85 % of a step (a `--json` run of the sign-up scenario
/// repeated to 10,000 steps took 4.2 s of CPU, built this way 2.6 s). `SnapshotJSONTests`
/// compares both on every step of every bundled scenario and regression file, so a property
/// added to a snapshot type and not here fails there.
protocol JSONRepresentable {
  /// The value as JSON.
  ///
  /// - Throws: ``NonFiniteJSONNumber`` for a NaN or infinite number, which JSON cannot write.
  func jsonValue() throws(NonFiniteJSONNumber) -> JSONValue
}

/// A NaN or infinite number met while building JSON.
struct NonFiniteJSONNumber: Error {
  /// The number.
  let value: Double
}

extension JSONValue {
  /// `value` as a JSON number; a NaN or infinity throws, as `JSONEncoder` refuses it.
  static func finite(_ value: Double) throws(NonFiniteJSONNumber) -> JSONValue {
    guard value.isFinite else { throw NonFiniteJSONNumber(value: value) }
    return .number(value)
  }

  /// `value` as a JSON number; a NaN or infinity throws.
  static func finite(_ value: CGFloat) throws(NonFiniteJSONNumber) -> JSONValue {
    try finite(Double(value))
  }

  /// An integer as a JSON number.
  static func integer(_ value: Int) -> JSONValue { .number(Double(value)) }

  /// Strings as a JSON array.
  static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }

  /// Values as a JSON array of their JSON.
  static func array(of values: [some JSONRepresentable]) throws(NonFiniteJSONNumber) -> JSONValue {
    var elements: [JSONValue] = []
    elements.reserveCapacity(values.count)
    for value in values { elements.append(try value.jsonValue()) }
    return .array(elements)
  }
}

extension Dictionary where Key == String, Value == JSONValue {
  /// Sets `key` to `value`'s JSON when `value` is not `nil`, as `encodeIfPresent` writes it.
  mutating func setIfPresent(
    _ key: String, _ value: (some JSONRepresentable)?
  ) throws(NonFiniteJSONNumber) {
    if let value { self[key] = try value.jsonValue() }
  }
}
