import Foundation

/// A setting's value as JSON-like data: how a plugin's value is kept when it was decoded before its
/// key was known, compared across types, and written into a trace (package-wide for KeyboardTrace).
package enum EncodedSettingValue: Hashable, Sendable, Codable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([EncodedSettingValue])
  case object([String: EncodedSettingValue])

  /// `value` encoded, or `nil` when it cannot be (a NaN, say).
  package init?(encoding value: some Encodable) {
    // Wrapped in an array, so that a bare Boolean or number is a valid JSON document everywhere.
    guard let data = try? JSONEncoder().encode([value]),
      let decoded = try? JSONDecoder().decode([EncodedSettingValue].self, from: data),
      let first = decoded.first
    else { return nil }
    self = first
  }

  /// The value decoded as `Value`, or `nil` when it is not one.
  package func decoded<Value: Decodable>(as type: Value.Type) -> Value? {
    guard let data = try? JSONEncoder().encode([self]),
      let decoded = try? JSONDecoder().decode([Value].self, from: data)
    else { return nil }
    return decoded.first
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([EncodedSettingValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: EncodedSettingValue].self))
    }
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}
