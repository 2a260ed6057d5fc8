import Foundation

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
  /// line if it fits, else one member or element per line. (Written into one text, not built
  /// from the members' texts: joining them at every level copied the document once a level.)
  func write(_ value: JSONValue, indent: Int, lead: Int, into text: inout String) {
    if inlineLength(of: value, limit: width - indent - lead) != nil {
      writeInline(value, into: &text)
      return
    }
    switch value {
    case .object(let members) where !members.isEmpty:
      let pad = String(repeating: " ", count: indent + 2)
      text += "{\n"
      for (index, (key, member)) in Self.sorted(members).enumerated() {
        if index > 0 { text += ",\n" }
        text += pad
        text += Self.quote(key)
        text += ": "
        write(member, indent: indent + 2, lead: Self.quotedLength(key) + 2, into: &text)
      }
      text += "\n" + String(repeating: " ", count: indent) + "}"
    case .array(let elements) where !elements.isEmpty:
      let pad = String(repeating: " ", count: indent + 2)
      text += "[\n"
      for (index, element) in elements.enumerated() {
        if index > 0 { text += ",\n" }
        text += pad
        write(element, indent: indent + 2, lead: 0, into: &text)
      }
      text += "\n" + String(repeating: " ", count: indent) + "]"
    default:
      writeInline(value, into: &text)
    }
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
    case .string(let string): length = Self.quotedLength(string)
    default: length = inline(value).count
    }
    return length <= limit ? length : nil
  }

  /// An object's members in key order (as pairs: looking each member up by its key again
  /// hashed every key).
  private static func sorted(_ members: [String: JSONValue]) -> [(key: String, value: JSONValue)] {
    members.sorted { $0.key < $1.key }
  }

  /// `quote(string).count`, counted without quoting a printable ASCII string.
  private static func quotedLength(_ string: String) -> Int {
    let isPlain = string.utf8.allSatisfy {
      $0 >= 0x20 && $0 < 0x80 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
    }
    return isPlain ? string.utf8.count + 2 : quote(string).count
  }

  private func inline(_ value: JSONValue) -> String {
    var text = ""
    writeInline(value, into: &text)
    return text
  }

  /// Appends `value` on one line to `text`.
  private func writeInline(_ value: JSONValue, into text: inout String) {
    switch value {
    case .object(let members):
      text += "{"
      for (index, (key, member)) in Self.sorted(members).enumerated() {
        if index > 0 { text += ", " }
        text += Self.quote(key)
        text += ": "
        writeInline(member, into: &text)
      }
      text += "}"
    case .array(let elements):
      text += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += ", " }
        writeInline(element, into: &text)
      }
      text += "]"
    case .string(let string): text += Self.quote(string)
    case .number(let number): text += Self.number(number)
    case .bool(let bool): text += bool ? "true" : "false"
    case .null: text += "null"
    }
  }

  /// A number as JSON: whole numbers without a fraction, others in Swift's shortest form.
  static func number(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number == number.rounded() && abs(number) < 1e15 { return String(Int(number)) }
    return String(number)
  }

  /// A string as JSON.
  static func quote(_ string: String) -> String {
    // Most strings need no escape: checked on their bytes, they are copied whole (appending
    // scalar by scalar cost ≈ 2.5M instructions a simulator step with --json).
    if !string.utf8.contains(where: {
      $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20
    }) {
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
