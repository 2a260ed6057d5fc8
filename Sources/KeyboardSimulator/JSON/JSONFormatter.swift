import Foundation

/// Writes a ``JSONValue`` readably and stably: keys sorted, any object or array that fits in
/// `width` columns on one line, larger ones broken into one member per line. Goldens stay small
/// and their diffs say what changed.
struct JSONFormatter {
  /// The line width small values are kept within.
  var width = 100

  /// The text of `value`, without a final newline.
  func format(_ value: JSONValue) -> String {
    format(value, indent: 0, lead: 0)
  }

  private func format(_ value: JSONValue, indent: Int, lead: Int) -> String {
    if let single = inline(value, within: width - indent - lead) { return single }
    switch value {
    case .object(let members) where !members.isEmpty:
      let pad = String(repeating: " ", count: indent + 2)
      let lines = members.keys.sorted().map { key -> String in
        let name = Self.quote(key) + ": "
        // A member's value is always an element of the object (`members[key]` exists).
        return pad + name + format(members[key] ?? .null, indent: indent + 2, lead: name.count)
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent)
        + "}"
    case .array(let elements) where !elements.isEmpty:
      let pad = String(repeating: " ", count: indent + 2)
      let lines = elements.map { pad + format($0, indent: indent + 2, lead: 0) }
      return "[\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent)
        + "]"
    default:
      return inline(value)
    }
  }

  /// The value on one line when that takes at most `budget` characters, else `nil` — found
  /// without writing more than `budget` characters, so that breaking a large document costs
  /// no more than writing it.
  private func inline(_ value: JSONValue, within budget: Int) -> String? {
    var text = ""
    func add(_ piece: String) -> Bool {
      text += piece
      return text.count <= budget
    }
    switch value {
    case .object(let members):
      guard add("{") else { return nil }
      for (index, key) in members.keys.sorted().enumerated() {
        guard add((index == 0 ? "" : ", ") + Self.quote(key) + ": "),
          let member = inline(members[key] ?? .null, within: budget - text.count), add(member)
        else { return nil }
      }
      return add("}") ? text : nil
    case .array(let elements):
      guard add("[") else { return nil }
      for (index, element) in elements.enumerated() {
        guard add(index == 0 ? "" : ", "),
          let member = inline(element, within: budget - text.count), add(member)
        else { return nil }
      }
      return add("]") ? text : nil
    default:
      let single = inline(value)
      return single.count <= budget ? single : nil
    }
  }

  /// The value on one line.
  private func inline(_ value: JSONValue) -> String {
    switch value {
    case .object(let members):
      return "{"
        + members.keys.sorted().map { Self.quote($0) + ": " + inline(members[$0] ?? .null) }.joined(
          separator: ", ") + "}"
    case .array(let elements):
      return "[" + elements.map(inline).joined(separator: ", ") + "]"
    case .string(let string): return Self.quote(string)
    case .number(let number): return Self.number(number)
    case .bool(let bool): return bool ? "true" : "false"
    case .null: return "null"
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
