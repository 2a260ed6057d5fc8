import Foundation
import KeyboardSimulator
import Testing

/// Every JSON syntax error names its line and column, whatever is wrong.
@Suite struct JSONSyntaxErrorTests {
  /// A document that is not JSON, the start of the message and where it points.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let message: String
    let line: Int
    let column: Int
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "truncated object", text: "{\n  \"a\": [1, 2]",
      message: "the file ends inside the object that starts at line 1, column 1", line: 2,
      column: 14),
    Case(
      name: "truncated array", text: "{\"a\": [1, 2",
      message: "the file ends inside the array that starts at line 1, column 7", line: 1,
      column: 12),
    Case(
      name: "truncated string", text: "{\"a\":\n \"abc",
      message: "the file ends inside the string that starts at line 2, column 2", line: 2,
      column: 6),
    Case(
      name: "empty file", text: "", message: "expected a value, found the end of the file",
      line: 1, column: 1),
    Case(
      name: "unescaped control character", text: "{\"id\": \"a\u{1}b\"}",
      message: "unescaped control character U+0001 in a string", line: 1, column: 10),
    Case(
      name: "unescaped newline in a string", text: "{\"id\": \"a\nb\"}",
      message: "unescaped control character U+000A in a string", line: 1, column: 10),
    Case(
      name: "lone high surrogate", text: #"{"a": "\ud800"}"#,
      message: #"lone surrogate \ud800 in a string"#, line: 1, column: 8),
    Case(
      name: "high surrogate before a non-surrogate", text: #"{"a": "\uD800\u0041"}"#,
      message: #"lone surrogate \ud800 in a string"#, line: 1, column: 8),
    Case(
      name: "lone low surrogate", text: #"{"a": "x\udc00"}"#,
      message: #"lone surrogate \udc00 in a string"#, line: 1, column: 9),
    Case(
      name: "number beyond a double", text: "{\n\"a\": 1e999}",
      message: "the number 1e999 is beyond the range of a double", line: 2, column: 6),
    Case(
      name: "negative number beyond a double", text: "[-2e308]",
      message: "the number -2e308 is beyond the range of a double", line: 1, column: 2),
    Case(
      name: "trailing garbage", text: "{\"a\": 1} x",
      message: "unexpected \"x\" after the end of the document", line: 1, column: 10),
    Case(
      name: "a second document", text: "{}\n{}",
      message: "unexpected \"{\" after the end of the document", line: 2, column: 1),
    Case(
      name: "NaN", text: "{\"a\": NaN}",
      message:
        "expected a value (an object, array, string, number, true, false or null), found \"NaN\"",
      line: 1, column: 7),
    Case(
      name: "misspelt literal", text: "\n\n   {\"a\": tru}",
      message:
        "expected a value (an object, array, string, number, true, false or null), found \"tru\"",
      line: 3, column: 10),
    Case(
      name: "invalid escape", text: #"{"a": "x\q"}"#, message: #"invalid escape "\q" in a string"#,
      line: 1, column: 9),
    Case(
      name: "short unicode escape", text: #"{"a": "\u12"}"#,
      message: #"expected four hex digits after \u"#, line: 1, column: 8),
    Case(
      name: "leading zero", text: "[01]", message: "a number cannot start with 0", line: 1,
      column: 2),
    Case(
      name: "fraction without digits", text: "[1.]", message: "expected a digit after \".\"",
      line: 1, column: 4),
    Case(
      name: "trailing comma", text: "[1, 2,]",
      message:
        "expected a value (an object, array, string, number, true, false or null), found \"]\"",
      line: 1, column: 7),
    Case(
      name: "missing colon", text: "{\"a\" 1}", message: "expected \":\" after the key \"a\"",
      line: 1, column: 6),
    Case(
      name: "unquoted key", text: "{a: 1}", message: "expected a key (a string in double quotes)",
      line: 1, column: 2),
    Case(
      name: "duplicate key", text: "{\"a\": 1,\n \"a\": 2}",
      message: "the key \"a\" appears twice in one object", line: 2, column: 2),
    Case(
      name: "columns count characters, not bytes", text: "{\"é😀\": \"ü\" x}",
      message: "expected \",\" or \"}\" after a member, found \"x\"", line: 1, column: 12),
    Case(
      name: "a byte that is not UTF-8", text: "{\"a\": \"\u{FFFD}\"}",
      message: "a byte that is not UTF-8 (0xFF)", line: 1, column: 8),
    Case(
      name: "nesting too deep", text: String(repeating: "[", count: 129),
      message: "arrays and objects nest more than 128 deep", line: 1, column: 129),
  ]

  /// The bytes of `text`, with U+FFFD standing for the invalid byte 0xFF.
  private static func bytes(_ text: String) -> Data {
    Data(text.utf8).replacing(Data("\u{FFFD}".utf8), with: Data([0xFF]))
  }

  @Test(arguments: cases) func aSyntaxErrorNamesItsLineAndColumn(_ example: Case) {
    #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(Self.bytes(example.text)) }
    do {
      _ = try JSONValue.parse(Self.bytes(example.text))
    } catch {
      #expect(error.message.hasPrefix(example.message), "\(error)")
      #expect(error.line == example.line && error.column == example.column, "\(error)")
    }
  }

  @Test(arguments: cases) func theLoaderReportsTheLineAndColumn(_ example: Case) {
    do {
      _ = try ScenarioLoader().decode(
        Self.bytes(example.text), file: "broken.json", defaultName: "broken")
      Issue.record("\(example.name) loaded")
    } catch {
      #expect(error.problems.count == 1)
      let problem = error.problems.first
      #expect(problem?.file == "broken.json" && problem?.path == nil)
      #expect(problem?.message.hasPrefix("not JSON: \(example.message)") == true, "\(error)")
      #expect(
        problem?.message.hasSuffix("(line \(example.line), column \(example.column))") == true,
        "\(error)")
    }
  }

  /// Regression P3: a control character in a string was reported as "Unescaped control character
  /// around character 58." — no line, no column.
  @Test func p3AControlCharacterInAStringIsReportedWithItsLineAndColumn() {
    do {
      _ = try ScenarioLoader().load(path: Regressions.path("P3-json-control-char-no-location"))
      Issue.record("P3 loaded")
    } catch {
      #expect(error.problems.count == 1)
      #expect(
        error.problems.first?.message
          == #"not JSON: unescaped control character U+0001 in a string (write it as \u0001) (line 1, column 59)"#
      )
    }
  }

  @Test func validDocumentsParseToTheirValues() throws {
    let text = """
      \u{FEFF}{"s": "a\\"b\\\\c\\/d\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00 ü",
       "n": [0, -0, 1.5, -2.5e3, 1E-2, 12345678901234567890, 1e-400],
       "t": true, "f": false, "z": null, "o": {}, "e": []}
      """
    let value = try JSONValue.parse(Data(text.utf8))
    let expected = JSONValue.object([
      "s": .string("a\"b\\c/d\u{8}\u{C}\n\r\té😀 ü"),
      "n": .array([
        .number(0), .number(-0.0), .number(1.5), .number(-2500), .number(0.01),
        .number(1.2345678901234567e19), .number(0),
      ]),
      "t": .bool(true), "f": .bool(false), "z": .null, "o": .object([:]), "e": .array([]),
    ])
    #expect(value == expected)
  }

  @Test func nestingUpToTheLimitIsFine() throws {
    let text = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
    #expect(throws: Never.self) { try JSONValue.parse(Data(text.utf8)) }
  }
}
