import Foundation

/// A strict JSON parser (RFC 8259) whose every error names its line and column — truncated
/// files, unescaped control characters, lone surrogates, numbers beyond a double's range,
/// trailing garbage — which Foundation's `JSONSerialization` does not always do. It also
/// refuses what would make a scenario ambiguous or unsafe to read: a key given twice in one
/// object, and arrays and objects nested deeper than ``maximumDepth``.
struct JSONParser {
  /// How deep arrays and objects may nest. Far more than any scenario needs, and shallow enough
  /// that reading a document never exhausts a thread's stack.
  static let maximumDepth = 128

  private let bytes: [UInt8]
  private var offset = 0
  /// The offsets of the arrays and objects being read, outermost first.
  private var openContainers: [Int] = []

  private init(bytes: [UInt8]) { self.bytes = bytes }

  /// Parses `data` (UTF-8, optionally with a byte-order mark) as one JSON document.
  static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: [UInt8](data))
    return try parser.document()
  }

  // MARK: - Document, values, containers

  private mutating func document() throws(JSONSyntaxError) -> JSONValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    skipWhitespace()
    let value = try self.value()
    skipWhitespace()
    if offset < bytes.count {
      throw error("unexpected \(describeCurrent()) after the end of the document")
    }
    return value
  }

  private mutating func value() throws(JSONSyntaxError) -> JSONValue {
    guard let byte = current else { throw endOfFile(expecting: "a value") }
    switch byte {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default:
      throw error(
        "expected a value (an object, array, string, number, true, false or null), found \(describeWord())"
      )
    }
  }

  private mutating func object() throws(JSONSyntaxError) -> JSONValue {
    try open()
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      close()
      return .object(members)
    }
    while true {
      guard let byte = current else { throw endOfFile(expecting: "a key") }
      guard byte == UInt8(ascii: "\"") else {
        throw error("expected a key (a string in double quotes), found \(describeWord())")
      }
      let keyOffset = offset
      let key = try string()
      guard members[key] == nil else {
        throw error("the key \"\(key)\" appears twice in one object", at: keyOffset)
      }
      skipWhitespace()
      guard let colon = current else { throw endOfFile(expecting: "\":\" after a key") }
      guard colon == UInt8(ascii: ":") else {
        throw error("expected \":\" after the key \"\(key)\", found \(describeCurrent())")
      }
      offset += 1
      skipWhitespace()
      members[key] = try value()
      skipWhitespace()
      guard let next = current else { throw endOfFile(expecting: "\",\" or \"}\"") }
      offset += 1
      if next == UInt8(ascii: "}") { break }
      guard next == UInt8(ascii: ",") else {
        offset -= 1
        throw error("expected \",\" or \"}\" after a member, found \(describeCurrent())")
      }
      skipWhitespace()
    }
    openContainers.removeLast()
    return .object(members)
  }

  private mutating func array() throws(JSONSyntaxError) -> JSONValue {
    try open()
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      close()
      return .array(elements)
    }
    while true {
      elements.append(try value())
      skipWhitespace()
      guard let next = current else { throw endOfFile(expecting: "\",\" or \"]\"") }
      offset += 1
      if next == UInt8(ascii: "]") { break }
      guard next == UInt8(ascii: ",") else {
        offset -= 1
        throw error("expected \",\" or \"]\" after an element, found \(describeCurrent())")
      }
      skipWhitespace()
    }
    openContainers.removeLast()
    return .array(elements)
  }

  /// Steps over `{` or `[`, refusing to nest deeper than ``maximumDepth``.
  private mutating func open() throws(JSONSyntaxError) {
    guard openContainers.count < Self.maximumDepth else {
      throw error("arrays and objects nest more than \(Self.maximumDepth) deep")
    }
    openContainers.append(offset)
    offset += 1
  }

  /// Steps over `}` or `]` right after its opening.
  private mutating func close() {
    offset += 1
    openContainers.removeLast()
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONSyntaxError)
    -> JSONValue
  {
    let expected = Array(word.utf8)
    guard bytes[offset...].starts(with: expected), !isWordByte(at: offset + expected.count) else {
      throw error(
        "expected a value (an object, array, string, number, true, false or null), found \(describeWord())"
      )
    }
    offset += expected.count
    return value
  }

  // MARK: - Strings

  private mutating func string() throws(JSONSyntaxError) -> String {
    let start = offset
    offset += 1
    var text: [UInt8] = []
    while true {
      guard let byte = current else {
        throw error(
          "the file ends inside the string that starts at \(TextPosition(offset: start, in: bytes).text)"
        )
      }
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try escape(into: &text)
      case 0..<0x20:
        throw error(
          "unescaped control character \(Self.codePoint(UInt32(byte))) in a string (write it as \\u\(Self.hex4(UInt32(byte))))"
        )
      case 0..<0x80:
        text.append(byte)
        offset += 1
      default:
        guard let length = utf8SequenceLength(at: offset) else {
          throw error("a byte that is not UTF-8 (0x\(String(byte, radix: 16, uppercase: true)))")
        }
        text += bytes[offset..<offset + length]
        offset += length
      }
    }
  }

  /// What the one-letter escapes stand for.
  private static let simpleEscapes: [UInt8: UInt8] = [
    UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
    UInt8(ascii: "/"): UInt8(ascii: "/"), UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
    UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
  ]

  /// Reads the escape at `offset` (a backslash) and appends what it stands for.
  private mutating func escape(into text: inout [UInt8]) throws(JSONSyntaxError) {
    let start = offset
    offset += 1
    guard let letter = current else {
      throw error("the file ends inside an escape")
    }
    if let replacement = Self.simpleEscapes[letter] {
      text.append(replacement)
      offset += 1
      return
    }
    guard letter == UInt8(ascii: "u") else {
      let escape =
        (0x21..<0x7F).contains(letter)
        ? "\"\\\(Character(Unicode.Scalar(letter)))\""
        : "\\ followed by \(describeCharacter(letter))"
      throw error(
        "invalid escape \(escape) in a string (JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)",
        at: start)
    }
    let unit = try hexUnit(at: start)
    let scalarValue: UInt32
    switch unit {
    case 0xD800...0xDBFF:
      let low = offset
      guard bytes[offset...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]),
        let next = try? hexUnit(at: low), (0xDC00...0xDFFF).contains(next)
      else {
        offset = low
        throw error(
          "lone surrogate \\u\(Self.hex4(unit).lowercased()) in a string: a high surrogate must be followed by a low one (\\udc00 to \\udfff)",
          at: start)
      }
      scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (next - 0xDC00)
    case 0xDC00...0xDFFF:
      throw error(
        "lone surrogate \\u\(Self.hex4(unit).lowercased()) in a string: a low surrogate must follow a high one (\\ud800 to \\udbff)",
        at: start)
    default:
      scalarValue = unit
    }
    // Every value outside the surrogates is a scalar.
    UTF8.encode(Unicode.Scalar(scalarValue) ?? "\u{FFFD}") { text.append($0) }
  }

  /// Reads `\uXXXX` starting at `start` (the backslash); leaves `offset` after it.
  private mutating func hexUnit(at start: Int) throws(JSONSyntaxError) -> UInt32 {
    offset = start + 2
    var unit: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexDigit(byte) else {
        throw error("expected four hex digits after \\u", at: start)
      }
      unit = unit << 4 | digit
      offset += 1
    }
    return unit
  }

  /// The length of the well-formed UTF-8 sequence at `index`, or `nil` when it is not one
  /// (overlong forms, surrogates and values past U+10FFFF are not).
  private func utf8SequenceLength(at index: Int) -> Int? {
    let lead = bytes[index]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xE1...0xEF: length = 3
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    case 0xF1...0xF3: length = 4
    default: return nil
    }
    guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return nil }
    for continuation in bytes[(index + 2)..<(index + length)]
    where !(0x80...0xBF).contains(continuation) {
      return nil
    }
    return length
  }

  // MARK: - Numbers

  private mutating func number() throws(JSONSyntaxError) -> Double {
    let start = offset
    if current == UInt8(ascii: "-") { offset += 1 }
    guard let first = current, isDigit(first) else {
      throw error("expected a digit after \"-\", found \(describeCurrent())")
    }
    offset += 1
    if first == UInt8(ascii: "0"), let next = current, isDigit(next) {
      throw error("a number cannot start with 0 followed by more digits", at: start)
    }
    skipDigits()
    if current == UInt8(ascii: ".") {
      offset += 1
      try requireDigit(after: "\".\"")
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      offset += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
      try requireDigit(after: "the exponent's \"e\"")
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      throw error(
        "the number \(text) is beyond the range of a double (about ±1.8e308)", at: start)
    }
    return number
  }

  private mutating func requireDigit(after what: String) throws(JSONSyntaxError) {
    guard let byte = current, isDigit(byte) else {
      throw error("expected a digit after \(what), found \(describeCurrent())")
    }
    skipDigits()
  }

  private mutating func skipDigits() {
    while let byte = current, isDigit(byte) { offset += 1 }
  }

  // MARK: - Bytes

  private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  private mutating func skipWhitespace() {
    while let byte = current,
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    {
      offset += 1
    }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private func isWordByte(at index: Int) -> Bool {
    guard index < bytes.count else { return false }
    let byte = bytes[index]
    return isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      || byte == UInt8(ascii: "_")
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(4 - digits.count, 0)) + digits
  }

  private static func codePoint(_ value: UInt32) -> String { "U+" + hex4(value) }

  // MARK: - Messages

  /// The byte at `offset` as a message shows it: `"x"`, `U+0007`, or `the end of the file`.
  private func describeCurrent() -> String {
    guard let byte = current else { return "the end of the file" }
    return describeCharacter(byte)
  }

  private func describeCharacter(_ byte: UInt8) -> String {
    switch byte {
    case 0x21..<0x7F: "\"\(Character(Unicode.Scalar(byte)))\""
    case 0..<0x80: Self.codePoint(UInt32(byte))
    default:
      utf8SequenceLength(at: offset).flatMap { length in
        // Foundation's decoder: `String(validating:as:)` needs iOS 18.
        String(bytes: bytes[offset..<offset + length], encoding: .utf8).map { "\"\($0)\"" }
      } ?? "a byte that is not UTF-8 (0x\(String(byte, radix: 16, uppercase: true)))"
    }
  }

  /// The word at `offset` (`"tru"`, `"NaN"`), or the character there when it starts none.
  private func describeWord() -> String {
    var end = offset
    while end < bytes.count, end - offset < 20, isWordByte(at: end) { end += 1 }
    guard end > offset else { return describeCurrent() }
    return "\"\(String(decoding: bytes[offset..<end], as: UTF8.self))\""
  }

  private func error(_ message: String, at index: Int? = nil) -> JSONSyntaxError {
    let position = TextPosition(offset: index ?? offset, in: bytes)
    return JSONSyntaxError(message: message, line: position.line, column: position.column)
  }

  /// The error for a file that ends where `expected` should come: it names the innermost array
  /// or object left open.
  private func endOfFile(expecting expected: String) -> JSONSyntaxError {
    guard let open = openContainers.last else {
      return error("expected \(expected), found the end of the file")
    }
    let kind = bytes[open] == UInt8(ascii: "{") ? "object" : "array"
    return error(
      "the file ends inside the \(kind) that starts at \(TextPosition(offset: open, in: bytes).text) (expected \(expected))"
    )
  }
}
