import Foundation

/// Encodes an `Encodable` value straight into a ``JSONValue``: what `JSONEncoder` followed by
/// ``JSONValue/parse(_:)`` gives (objects keyed by the keys' string values, `nil` optionals left
/// out by `encodeIfPresent`, numbers as `Double`, a non-finite number refused), without writing
/// the text and reading it back — that round trip cost ≈ 4M instructions a simulator step with
/// `--json`.
struct JSONValueEncoder {
  /// The value as JSON.
  ///
  /// - Throws: `EncodingError.invalidValue` for a NaN or infinite number, as `JSONEncoder`.
  func encode(_ value: some Encodable) throws -> JSONValue {
    let root = JSONValueNode()
    try value.encode(to: NodeEncoder(node: root, codingPath: []))
    return root.json
  }
}

/// One value being built; containers write their members into it.
private final class JSONValueNode {
  enum Kind {
    case empty, object, array
    case value(JSONValue)
  }

  var kind = Kind.empty
  var members: [String: JSONValueNode] = [:]
  var elements: [JSONValueNode] = []

  /// A value that encoded nothing is an empty object, as `JSONEncoder` writes it.
  var json: JSONValue {
    switch kind {
    case .empty, .object: .object(members.mapValues(\.json))
    case .array: .array(elements.map(\.json))
    case .value(let value): value
    }
  }

  func becomeObject() {
    if case .object = kind { return }
    kind = .object
  }

  func becomeArray() {
    if case .array = kind { return }
    kind = .array
  }
}

/// The primitive values as JSON, the way `JSONEncoder` writes them and the parser reads them
/// back.
private enum JSONPrimitive {
  static func number(_ value: Double, codingPath: [any CodingKey]) throws -> JSONValue {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: codingPath, debugDescription: "\(value) is not a valid JSON number"))
    }
    return .number(value)
  }

  /// A `Float` is written with its own shortest description, which reads back as that decimal.
  static func number(_ value: Float, codingPath: [any CodingKey]) throws -> JSONValue {
    guard value.isFinite else { return try number(Double(value), codingPath: codingPath) }
    return .number(Double("\(value)") ?? Double(value))
  }

  static func integer(_ value: some BinaryInteger) -> JSONValue {
    .number(Double(value))
  }
}

private struct NodeEncoder: Encoder {
  let node: JSONValueNode
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    node.becomeObject()
    return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    node.becomeArray()
    return UnkeyedNodeContainer(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleNodeContainer(node: node, codingPath: codingPath)
  }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: JSONValueNode
  let codingPath: [any CodingKey]

  private func set(_ value: JSONValue, for key: Key) {
    let child = JSONValueNode()
    child.kind = .value(value)
    node.members[key.stringValue] = child
  }

  private func child(for key: Key) -> JSONValueNode {
    let child = JSONValueNode()
    node.members[key.stringValue] = child
    return child
  }

  mutating func encodeNil(forKey key: Key) throws { set(.null, for: key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), for: key) }
  mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), for: key) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    set(try JSONPrimitive.number(value, codingPath: codingPath + [key]), for: key)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    set(try JSONPrimitive.number(value, codingPath: codingPath + [key]), for: key)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    set(JSONPrimitive.integer(value), for: key)
  }
  mutating func encode(_ value: Int8, forKey key: Key) throws {
    set(JSONPrimitive.integer(value), for: key)
  }
  mutating func encode(_ value: Int16, forKey key: Key) throws {
    set(JSONPrimitive.integer(value), for: key)
  }
  mutating func encode(_ value: Int32, forKey key: Key) throws {
    set(JSONPrimitive.integer(value), for: key)
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws {
    set(JSONPrimitive.integer(value), for: key)
  }
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    set(JSONPrimitive.integer(value), for: key)
  }
  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    set(JSONPrimitive.integer(value), for: key)
  }
  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    set(JSONPrimitive.integer(value), for: key)
  }
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    set(JSONPrimitive.integer(value), for: key)
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    set(JSONPrimitive.integer(value), for: key)
  }

  mutating func encode(_ value: some Encodable, forKey key: Key) throws {
    try value.encode(to: NodeEncoder(node: child(for: key), codingPath: codingPath + [key]))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = child(for: key)
    child.becomeObject()
    return KeyedEncodingContainer(
      KeyedNodeContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = child(for: key)
    child.becomeArray()
    return UnkeyedNodeContainer(node: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    let key = JSONSuperKey()
    let child = JSONValueNode()
    node.members[key.stringValue] = child
    return NodeEncoder(node: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    NodeEncoder(node: child(for: key), codingPath: codingPath + [key])
  }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
  let node: JSONValueNode
  let codingPath: [any CodingKey]
  var count: Int { node.elements.count }

  private var nextKey: JSONIndexKey { JSONIndexKey(index: node.elements.count) }

  private func append(_ value: JSONValue) {
    let child = JSONValueNode()
    child.kind = .value(value)
    node.elements.append(child)
  }

  private func appendChild() -> JSONValueNode {
    let child = JSONValueNode()
    node.elements.append(child)
    return child
  }

  mutating func encodeNil() throws { append(.null) }
  mutating func encode(_ value: Bool) throws { append(.bool(value)) }
  mutating func encode(_ value: String) throws { append(.string(value)) }
  mutating func encode(_ value: Double) throws {
    append(try JSONPrimitive.number(value, codingPath: codingPath + [nextKey]))
  }
  mutating func encode(_ value: Float) throws {
    append(try JSONPrimitive.number(value, codingPath: codingPath + [nextKey]))
  }
  mutating func encode(_ value: Int) throws { append(JSONPrimitive.integer(value)) }
  mutating func encode(_ value: Int8) throws { append(JSONPrimitive.integer(value)) }
  mutating func encode(_ value: Int16) throws { append(JSONPrimitive.integer(value)) }
  mutating func encode(_ value: Int32) throws { append(JSONPrimitive.integer(value)) }
  mutating func encode(_ value: Int64) throws { append(JSONPrimitive.integer(value)) }
  mutating func encode(_ value: UInt) throws { append(JSONPrimitive.integer(value)) }
  mutating func encode(_ value: UInt8) throws { append(JSONPrimitive.integer(value)) }
  mutating func encode(_ value: UInt16) throws { append(JSONPrimitive.integer(value)) }
  mutating func encode(_ value: UInt32) throws { append(JSONPrimitive.integer(value)) }
  mutating func encode(_ value: UInt64) throws { append(JSONPrimitive.integer(value)) }

  mutating func encode(_ value: some Encodable) throws {
    let key = nextKey
    try value.encode(to: NodeEncoder(node: appendChild(), codingPath: codingPath + [key]))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let key = nextKey
    let child = appendChild()
    child.becomeObject()
    return KeyedEncodingContainer(
      KeyedNodeContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let key = nextKey
    let child = appendChild()
    child.becomeArray()
    return UnkeyedNodeContainer(node: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    let key = nextKey
    return NodeEncoder(node: appendChild(), codingPath: codingPath + [key])
  }
}

private struct SingleNodeContainer: SingleValueEncodingContainer {
  let node: JSONValueNode
  let codingPath: [any CodingKey]

  private func set(_ value: JSONValue) { node.kind = .value(value) }

  mutating func encodeNil() throws { set(.null) }
  mutating func encode(_ value: Bool) throws { set(.bool(value)) }
  mutating func encode(_ value: String) throws { set(.string(value)) }
  mutating func encode(_ value: Double) throws {
    set(try JSONPrimitive.number(value, codingPath: codingPath))
  }
  mutating func encode(_ value: Float) throws {
    set(try JSONPrimitive.number(value, codingPath: codingPath))
  }
  mutating func encode(_ value: Int) throws { set(JSONPrimitive.integer(value)) }
  mutating func encode(_ value: Int8) throws { set(JSONPrimitive.integer(value)) }
  mutating func encode(_ value: Int16) throws { set(JSONPrimitive.integer(value)) }
  mutating func encode(_ value: Int32) throws { set(JSONPrimitive.integer(value)) }
  mutating func encode(_ value: Int64) throws { set(JSONPrimitive.integer(value)) }
  mutating func encode(_ value: UInt) throws { set(JSONPrimitive.integer(value)) }
  mutating func encode(_ value: UInt8) throws { set(JSONPrimitive.integer(value)) }
  mutating func encode(_ value: UInt16) throws { set(JSONPrimitive.integer(value)) }
  mutating func encode(_ value: UInt32) throws { set(JSONPrimitive.integer(value)) }
  mutating func encode(_ value: UInt64) throws { set(JSONPrimitive.integer(value)) }

  mutating func encode(_ value: some Encodable) throws {
    try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
  }
}

/// The key `superEncoder()` writes under, as `JSONEncoder`.
private struct JSONSuperKey: CodingKey {
  var stringValue: String { "super" }
  var intValue: Int? { nil }
  init() {}
  init?(stringValue: String) { nil }
  init?(intValue: Int) { nil }
}

/// An array element's position, for coding paths.
private struct JSONIndexKey: CodingKey {
  let index: Int
  var stringValue: String { "Index \(index)" }
  var intValue: Int? { index }
  init(index: Int) { self.index = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.index = intValue }
}
