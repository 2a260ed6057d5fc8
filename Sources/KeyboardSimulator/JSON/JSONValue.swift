import Foundation

/// A parsed JSON value, of a type that can be switched over and told apart exactly (a JSON
/// `true` is not the number 1).
package enum JSONValue: Hashable, Sendable {
  /// An object; keys are unordered.
  case object([String: JSONValue])
  /// An array.
  case array([JSONValue])
  /// A string.
  case string(String)
  /// A number.
  case number(Double)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null

  /// Parses `data` as one JSON document.
  ///
  /// - Throws: where and why `data` is not JSON.
  package static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
    try JSONParser.parse(data)
  }

  /// How the value reads in a message: `-20`, `"abc"`, `true`, `an object`, `an array`, `null`.
  package var shortDescription: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string(let string):
      string.count > 40 ? "\"\(string.prefix(40))…\"" : "\"\(string)\""
    case .number(let number): JSONFormatter.number(number)
    case .bool(let bool): bool ? "true" : "false"
    case .null: "null"
    }
  }
}
