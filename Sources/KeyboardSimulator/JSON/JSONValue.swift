import Foundation

/// A parsed JSON value: what `JSONSerialization` returns, made into a type that can be
/// switched over and told apart exactly (a JSON `true` is not the number 1).
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
  /// - Throws: the parser's error when `data` is not JSON.
  package static func parse(_ data: Data) throws -> JSONValue {
    let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    return JSONValue(foundationObject: object)
  }

  /// Converts what `JSONSerialization` produced.
  init(foundationObject object: Any) {
    switch object {
    case let dictionary as [String: Any]:
      self = .object(dictionary.mapValues(JSONValue.init(foundationObject:)))
    case let array as [Any]:
      self = .array(array.map(JSONValue.init(foundationObject:)))
    case let string as String:
      self = .string(string)
    case let number as NSNumber:
      // JSON booleans arrive as NSNumbers of Objective-C type `c` (char); numbers never do.
      if String(cString: number.objCType) == "c" {
        self = .bool(number.boolValue)
      } else {
        self = .number(number.doubleValue)
      }
    default:
      self = .null
    }
  }

  /// How the value reads in a message: `-20`, `"abc"`, `true`, `an object`, `an array`, `null`.
  package var shortDescription: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string(let string):
      string.count > 40 ? "\"\(string.prefix(40))…\"" : "\"\(string)\""
    case .number(let number): CGFloat(number).shortDescription
    case .bool(let bool): bool ? "true" : "false"
    case .null: "null"
    }
  }
}
