import Foundation
import Testing

/// README.md's quick-start snippet is pasted into fresh apps: every type it hands KeyboardLift —
/// an adjuster it creates in `enable(adjusters:)`, a controller class it puts in a class list —
/// is declared in the snippet itself or by the library (under Sources/), never only by the
/// example app.
@Suite struct QuickStartPasteTests {
  /// The names `pattern`'s first capture group finds in `text`.
  private static func names(matching pattern: String, in text: String) throws -> [String] {
    let expression = try NSRegularExpression(pattern: pattern)
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  /// Whether `text` declares a class, struct, enum or protocol called `name`.
  private static func declares(_ name: String, in text: String) throws -> Bool {
    let pattern = "\\b(class|struct|enum|protocol)\\s+\(name)\\b"
    return try !names(matching: "(" + pattern + ")", in: text).isEmpty
  }

  /// The text of every Swift file under Sources/.
  private static func librarySources() throws -> String {
    let folder = DocumentedCode.root.appendingPathComponent("Sources")
    let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects ?? [])
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    return try files.map { try DocumentedCode.text("Sources/" + $0) }.joined(separator: "\n")
  }

  @Test func theQuickStartNamesOnlyItsOwnTypesAndTheLibrarys() throws {
    let source = try DocumentedCode.text("Examples/SignUpApp/Sources/SignUpApp/AppDelegate.swift")
    let snippet = try #require(DocumentedCode.markedRegion("readme-quick-start", in: source))
    let enableLines = snippet.split(separator: "\n").filter { $0.contains("enable(adjusters:") }
    let adjusters = try enableLines.flatMap {
      try Self.names(matching: "\\b([A-Z]\\w*)\\(\\)", in: String($0))
    }
    let controllers = try Self.names(
      matching: "ControllerClass\\(([A-Z]\\w*)\\.self\\)", in: snippet)
    #expect(!controllers.isEmpty, "the quick start shows a class list")
    let library = try Self.librarySources()
    for name in adjusters + controllers {
      let isDeclared = try Self.declares(name, in: snippet) || Self.declares(name, in: library)
      #expect(isDeclared, "\(name) is neither in the snippet nor in the library")
    }
  }
}
