import Foundation
import KeyboardCore

/// Writes a ``JSONValue`` readably and stably: keys sorted, any object or array that fits in
/// `width` columns on one line, larger ones broken into one member per line. Goldens stay small
/// and their diffs say what changed.
struct JSONFormatter {
  /// The line width small values are kept within.
  var width = 100

  /// The text of `value`, without a final newline.
  func format(_ value: JSONValue) -> String {
    var text = ""
    write(value, indent: 0, lead: 0, into: &text)
    return text
  }

  /// Appends `value` to `text`, at `indent`, after `lead` characters of its first line: on one
  /// line if it fits, else one member or element per line.
  func write(_ value: JSONValue, indent: Int, lead: Int, into text: inout String) {
    // Written as UTF-8 bytes and turned into a String once: appending to a String checks its
    // storage and grows it piece by piece, ≈ 280 instructions an append, which was 60 % of a
    // keyboard-sim --json step (10,000 steps: 2.6 → 2.3 s of CPU).
    var bytes: [UInt8] = []
    write(value, indent: indent, lead: lead, into: &bytes)
    text += String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `value`'s UTF-8 to `bytes`, as ``write(_:indent:lead:into:)-(_,_,_,String)``.
  /// (Written into one buffer, not built from the members' texts: joining them at every level
  /// copied the document once a level.)
  func write(_ value: JSONValue, indent: Int, lead: Int, into bytes: inout [UInt8]) {
    if fitsOnOneLine(value, indent: indent, lead: lead) {
      writeInline(value, into: &bytes)
      return
    }
    switch value {
    case .object(let members) where !members.isEmpty:
      bytes.append(UInt8(ascii: "{"))
      for (index, (key, member)) in Self.sorted(members).enumerated() {
        let memberLead = Self.startMemberLine(key, index: index, indent: indent + 2, into: &bytes)
        write(member, indent: indent + 2, lead: memberLead, into: &bytes)
      }
      Self.endLines(UInt8(ascii: "}"), indent: indent, into: &bytes)
    case .array(let elements) where !elements.isEmpty:
      bytes.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        Self.startElementLine(index: index, indent: indent + 2, into: &bytes)
        write(element, indent: indent + 2, lead: 0, into: &bytes)
      }
      Self.endLines(UInt8(ascii: "]"), indent: indent, into: &bytes)
    default:
      writeInline(value, into: &bytes)
    }
  }

  /// Appends an object whose every member is a number, `members` in key order, as
  /// ``write(_:indent:lead:into:)-(_,_,_,[UInt8])`` writes the same object built as a
  /// ``JSONValue`` (on one line if it fits at `indent` after `lead` characters, else one member
  /// a line), without building it: a snapshot's rectangles, points, sizes and insets.
  func writeNumbers(
    _ members: [(key: String, value: Double)], indent: Int, lead: Int, into bytes: inout [UInt8]
  ) {
    var length = 2  // {}
    for (index, member) in members.enumerated() {
      length += (index == 0 ? 0 : 2) + Self.quotedLength(member.key) + 2
      length += Self.numberLength(member.value)
    }
    bytes.append(UInt8(ascii: "{"))
    if length <= width - indent - lead {
      for (index, member) in members.enumerated() {
        if index > 0 { Self.writeSeparator(into: &bytes) }
        Self.writeQuoted(member.key, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
        Self.writeNumber(member.value, into: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    } else {
      for (index, member) in members.enumerated() {
        _ = Self.startMemberLine(member.key, index: index, indent: indent + 2, into: &bytes)
        Self.writeNumber(member.value, into: &bytes)
      }
      Self.endLines(UInt8(ascii: "}"), indent: indent, into: &bytes)
    }
  }

  /// Whether ``write(_:indent:lead:into:)-(_,_,_,[UInt8])`` writes `value` on one line at
  /// `indent`, after `lead` characters.
  func fitsOnOneLine(_ value: JSONValue, indent: Int, lead: Int) -> Bool {
    inlineLength(of: value, limit: width - indent - lead) != nil
  }

  /// Starts the line of the member `key` of an object written one member a line (after its
  /// `{`): a comma after the member before it, a line break, `indent` spaces, the quoted key
  /// and `: `. Returns the lead of the member's value.
  static func startMemberLine(_ key: String, index: Int, indent: Int, into bytes: inout [UInt8])
    -> Int
  {
    startElementLine(index: index, indent: indent, into: &bytes)
    writeQuoted(key, into: &bytes)
    bytes.append(UInt8(ascii: ":"))
    bytes.append(UInt8(ascii: " "))
    return quotedLength(key) + 2
  }

  /// Starts the line of the element at `index` of an array written one element a line (after
  /// its `[`): a comma after the element before it, a line break and `indent` spaces.
  static func startElementLine(index: Int, indent: Int, into bytes: inout [UInt8]) {
    if index > 0 { bytes.append(UInt8(ascii: ",")) }
    newLine(indent: indent, into: &bytes)
  }

  /// Ends an object or array written one member a line: a line break, `indent` spaces and
  /// `closing`.
  static func endLines(_ closing: UInt8, indent: Int, into bytes: inout [UInt8]) {
    newLine(indent: indent, into: &bytes)
    bytes.append(closing)
  }

  /// A line break, then `indent` spaces.
  private static func newLine(indent: Int, into bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\n"))
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
  }

  /// The length of `value` on one line, or `nil` as soon as it exceeds `limit`: whether it fits
  /// is measured without writing anything, since a value too long for one line is measured at
  /// every level above its members (writing each attempt made formatting cost several times
  /// the output). Every piece of a line starts with an ASCII character, so the pieces' lengths
  /// add up.
  private func inlineLength(of value: JSONValue, limit: Int) -> Int? {
    var length: Int
    switch value {
    case .object(let members):
      length = 2  // {}
      for (index, (key, member)) in members.enumerated() {
        length += (index == 0 ? 0 : 2) + Self.quotedLength(key) + 2  // ", " "key" ": "
        guard length <= limit, let memberLength = inlineLength(of: member, limit: limit - length)
        else { return nil }
        length += memberLength
      }
    case .array(let elements):
      length = 2  // []
      for (index, element) in elements.enumerated() {
        length += index == 0 ? 0 : 2
        guard length <= limit, let elementLength = inlineLength(of: element, limit: limit - length)
        else { return nil }
        length += elementLength
      }
    case .string(let string):
      guard let quoted = Self.quotedLength(string, limit: limit) else { return nil }
      length = quoted
    case .number(let number): length = Self.numberLength(number)
    case .bool(let bool): length = bool ? 4 : 5
    case .null: length = 4
    }
    return length <= limit ? length : nil
  }

  /// An object's members in key order (as pairs: looking each member up by its key again
  /// hashed every key).
  static func sorted(_ members: [String: JSONValue]) -> [(key: String, value: JSONValue)] {
    members.sorted { $0.key < $1.key }
  }

  /// `quote(string).count`, counted without quoting a printable ASCII string.
  private static func quotedLength(_ string: String) -> Int {
    let isPlain = !anyByte(of: string) {
      $0 < 0x20 || $0 >= 0x80 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
    }
    return isPlain ? string.utf8.count + 2 : quote(string).count
  }

  /// ``quotedLength(_:)`` when it is at most `limit`, else `nil`, told from `string`'s bytes
  /// for a printable ASCII string without a quote or backslash (quoted as it is), and for one
  /// whose bytes show that its quoted form has more characters than `limit`.
  ///
  /// The explanations' text has non-ASCII characters (`−`, `≥`), so its length is that of a
  /// quoted copy counted character by character (≈ 9k instructions a text, ≈ 25k a `--json`
  /// step of the sign-up scenario), though it is longer than a line: the bytes show that
  /// without counting. Between two ASCII scalars there is always a grapheme break but inside
  /// `\r\n` (Unicode's rules GB3–GB5, GB999), so each ASCII byte followed by another ASCII byte
  /// or by the end, but a CR before an LF, ends a character of its own; quoting only turns
  /// ASCII characters into longer ASCII runs, and adds two quotes.
  private static func quotedLength(_ string: String, limit: Int) -> Int? {
    let scanned: (isPlain: Bool, fewestCharacters: Int)? =
      string.utf8.withContiguousStorageIfAvailable { bytes in
        var isPlain = true
        var fewestCharacters = 2  // the quotes
        for index in bytes.indices {
          let byte = bytes[index]
          guard byte < 0x80 else {
            isPlain = false
            continue
          }
          if needsEscape(byte) { isPlain = false }
          let next = index + 1 < bytes.endIndex ? bytes[index + 1] : 0
          if next < 0x80 && !(byte == 0x0D && next == 0x0A) {
            fewestCharacters += 1
            if fewestCharacters > limit { break }
          }
        }
        return (isPlain, fewestCharacters)
      }
    if let scanned, scanned.fewestCharacters > limit { return nil }
    // A plain string's every byte ends a character: its count is exact.
    let length =
      if let scanned, scanned.isPlain { scanned.fewestCharacters } else { quotedLength(string) }
    return length <= limit ? length : nil
  }

  /// Whether a byte of `string`'s UTF-8 satisfies `predicate`, read from its storage in one
  /// piece when it has one: iterating `utf8` byte by byte through `Sequence` cost ≈ 170k
  /// instructions a `keyboard-sim --json` step, measuring and quoting every key and string.
  private static func anyByte(of string: String, where predicate: (UInt8) -> Bool) -> Bool {
    string.utf8.withContiguousStorageIfAvailable { $0.contains(where: predicate) }
      ?? string.utf8.contains(where: predicate)
  }

  /// `number(value).utf8.count`, counted without building the text for a whole number.
  private static func numberLength(_ value: Double) -> Int {
    guard let whole = wholeNumber(value) else { return number(value).utf8.count }
    var length = whole < 0 ? 2 : 1
    var rest = whole.magnitude
    while rest >= 10 {
      rest /= 10
      length += 1
    }
    return length
  }

  /// Appends `number(value)`'s UTF-8, a whole number's digits written without building its
  /// text (building it for every number, measured then written, cost ≈ 160k instructions a
  /// `keyboard-sim --json` step).
  static func writeNumber(_ value: Double, into bytes: inout [UInt8]) {
    guard let whole = wholeNumber(value) else {
      bytes.append(contentsOf: number(value).utf8)
      return
    }
    bytes.appendDecimalDigits(of: whole)
  }

  /// `value` as the whole number ``number(_:)`` writes without a fraction; `nil` for any other.
  private static func wholeNumber(_ value: Double) -> Int? {
    guard value.isFinite, value == value.rounded(), abs(value) < 1e15 else { return nil }
    return Int(value)
  }

  /// Appends `value` on one line to `bytes`.
  private func writeInline(_ value: JSONValue, into bytes: inout [UInt8]) {
    switch value {
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      for (index, (key, member)) in Self.sorted(members).enumerated() {
        if index > 0 { Self.writeSeparator(into: &bytes) }
        Self.writeQuoted(key, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
        writeInline(member, into: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    case .array(let elements):
      bytes.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { Self.writeSeparator(into: &bytes) }
        writeInline(element, into: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    case .string(let string): Self.writeQuoted(string, into: &bytes)
    case .number(let number): Self.writeNumber(number, into: &bytes)
    case .bool(let bool): bytes.append(contentsOf: (bool ? "true" : "false").utf8)
    case .null: bytes.append(contentsOf: "null".utf8)
    }
  }

  /// `, ` between the members of a line.
  private static func writeSeparator(into bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: ","))
    bytes.append(UInt8(ascii: " "))
  }

  /// Appends `quote(string)`'s UTF-8, without building it when the string needs no escape.
  static func writeQuoted(_ string: String, into bytes: inout [UInt8]) {
    guard anyByte(of: string, where: needsEscape) else {
      bytes.append(UInt8(ascii: "\""))
      bytes.append(contentsOf: string.utf8)
      bytes.append(UInt8(ascii: "\""))
      return
    }
    bytes.append(contentsOf: quote(string).utf8)
  }

  /// Whether a byte of a string's UTF-8 must be escaped in JSON.
  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
  }

  /// A number as JSON: whole numbers without a fraction, others in Swift's shortest form.
  static func number(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if let whole = wholeNumber(number) { return String(whole) }
    return String(number)
  }

  /// A string as JSON.
  static func quote(_ string: String) -> String {
    // Most strings need no escape: checked on their bytes, they are copied whole (appending
    // scalar by scalar cost ≈ 2.5M instructions a simulator step with --json).
    if !anyByte(of: string, where: needsEscape) {
      return "\"" + string + "\""
    }
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          result += String(format: "\\u%04x", scalar.value)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
