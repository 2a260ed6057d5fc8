import Foundation

/// The plugins' settings held by a ``KeyboardSettings`` or ``KeyboardViewSettings``, by name.
///
/// A value set through its key is kept typed, with its key's default, so reading it back costs a
/// cast. A value decoded from an encoded settings value is kept in its encoded form until it is
/// read through its key (whose type the decoder did not know), then decoded on each read.
///
/// A value never set reads as its key's default; one set through its key to its default compares
/// equal to one never set, but is still encoded (encoding writes every value set). A decoded value
/// compares by its encoded form: its key's default is not known, so decoded at the default it
/// does not equal "never set".
struct PluginSettingStore: Sendable {
  /// One setting's value.
  enum Entry: Sendable {
    /// Set through its key.
    case typed(any TypedSettingValue)
    /// Decoded before its key was known.
    case encoded(EncodedSettingValue)

    /// Whether the value is known to be its key's default (never for an encoded one, whose
    /// default is not known).
    var isDefault: Bool {
      switch self {
      case .typed(let value): value.isDefault
      case .encoded: false
      }
    }

    /// The value as encoded data, or `nil` when it cannot be encoded.
    var encoded: EncodedSettingValue? {
      switch self {
      case .typed(let value): value.encoded
      case .encoded(let value): value
      }
    }

    /// Whether two entries hold the same value: typed values of one type by `==`, any other
    /// pair by their encoded forms.
    func matches(_ other: Entry) -> Bool {
      if case .typed(let value) = self, case .typed(let otherValue) = other,
        let isEqual = value.isEqual(to: otherValue)
      {
        return isEqual
      }
      guard let encoded, let otherEncoded = other.encoded else { return false }
      return encoded == otherEncoded
    }
  }

  /// The values set, by setting name.
  private(set) var entries: [String: Entry] = [:]

  /// Creates an empty store: every setting at its default.
  init() {}

  /// The value named `name`, or `defaultValue` when none is set (or the one set is of another
  /// type, or cannot be decoded as `Value`).
  func value<Value: Sendable & Equatable & Codable>(named name: String, default defaultValue: Value)
    -> Value
  {
    switch entries[name] {
    case nil: return defaultValue
    case .typed(let stored)?: return (stored as? TypedSetting<Value>)?.value ?? defaultValue
    case .encoded(let stored)?: return stored.decoded(as: Value.self) ?? defaultValue
    }
  }

  /// Sets the value named `name`; `defaultValue` is its key's default.
  mutating func setValue<Value: Sendable & Equatable & Codable>(
    _ value: Value, named name: String, default defaultValue: Value
  ) {
    entries[name] = .typed(TypedSetting(value: value, defaultValue: defaultValue))
  }

  // MARK: - Coding

  /// Writes every value set under its name.
  func encode(to container: inout KeyedEncodingContainer<SettingCodingKey>) throws {
    for name in entries.keys.sorted() {
      let key = SettingCodingKey(name)
      switch entries[name] {
      case .typed(let value)?: try value.encode(to: &container, forKey: key)
      case .encoded(let value)?: try container.encode(value, forKey: key)
      case nil: break
      }
    }
  }

  /// Reads every field of `container` except `coreNames` as a plugin's value, kept encoded.
  init(
    from container: KeyedDecodingContainer<SettingCodingKey>, excluding coreNames: Set<String>
  ) throws {
    for key in container.allKeys where !coreNames.contains(key.stringValue) {
      entries[key.stringValue] = .encoded(
        try container.decode(EncodedSettingValue.self, forKey: key))
    }
  }
}

extension PluginSettingStore: Equatable {
  /// Equal when every setting either holds reads the same: a value missing on one side matches a
  /// value set to its default on the other.
  static func == (lhs: PluginSettingStore, rhs: PluginSettingStore) -> Bool {
    for name in Set(lhs.entries.keys).union(rhs.entries.keys) {
      switch (lhs.entries[name], rhs.entries[name]) {
      case (let entry?, nil), (nil, let entry?):
        guard entry.isDefault else { return false }
      case (let left?, let right?):
        guard left.matches(right) else { return false }
      case (nil, nil):
        break
      }
    }
    return true
  }
}

/// A typed setting value, with what the store needs to compare and encode it without its type.
protocol TypedSettingValue: Sendable {
  /// Whether it is its key's default.
  var isDefault: Bool { get }
  /// The value as encoded data, or `nil` when it cannot be encoded.
  var encoded: EncodedSettingValue? { get }
  /// `==` with `other` when both have the same type, else `nil`.
  func isEqual(to other: any TypedSettingValue) -> Bool?
  /// Encodes the value into `container` under `key`.
  func encode(
    to container: inout KeyedEncodingContainer<SettingCodingKey>, forKey key: SettingCodingKey
  ) throws
}

/// A setting value of a known type, with its key's default.
struct TypedSetting<Value: Sendable & Equatable & Codable>: TypedSettingValue {
  /// The value.
  var value: Value
  /// The key's default.
  let defaultValue: Value

  var isDefault: Bool { value == defaultValue }

  var encoded: EncodedSettingValue? { EncodedSettingValue(encoding: value) }

  func isEqual(to other: any TypedSettingValue) -> Bool? {
    (other as? TypedSetting<Value>).map { $0.value == value }
  }

  func encode(
    to container: inout KeyedEncodingContainer<SettingCodingKey>, forKey key: SettingCodingKey
  ) throws {
    try container.encode(value, forKey: key)
  }
}

/// A setting's name as a coding key (package-wide: the trace writes settings by name too).
package struct SettingCodingKey: CodingKey, Hashable {
  package let stringValue: String

  package init(_ name: String) { stringValue = name }

  package init?(stringValue: String) { self.stringValue = stringValue }

  package var intValue: Int? { nil }

  package init?(intValue: Int) { nil }
}
