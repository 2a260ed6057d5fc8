import Foundation
import Testing

/// Docs/RecordingATrace.md shows compiled code: its UIKit snippets are marked regions of the
/// example app (Examples/SignUpApp/Sources/SignUpApp/Tracing, compiled for iOS by CI), and its
/// headless test is the whole of RecordingGuideExampleTests.swift, verbatim.
@Suite struct RecordingGuideSyncTests {
  private static let guide = PackagePaths.root.appendingPathComponent("Docs/RecordingATrace.md")

  private static func read(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  /// The guide's ```swift blocks, each without its fences and de-indented.
  private static func swiftBlocks(of markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    var indent = 0
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if let lines = current {
        if trimmed == "```" {
          blocks.append(
            lines.map { $0.dropFirst(min(indent, $0.prefix { $0 == " " }.count)) }
              .joined(separator: "\n"))
          current = nil
        } else {
          current = lines + [line]
        }
      } else if trimmed == "```swift" {
        indent = line.count - trimmed.count
        current = []
      }
    }
    return blocks
  }

  /// The lines between `// docs:begin name` and `// docs:end name`, de-indented by the begin
  /// marker's indentation.
  private static func markedRegion(_ name: String, in source: String) -> String? {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard let begin = lines.firstIndex(where: { $0.hasSuffix("// docs:begin \(name)") }),
      let end = lines.firstIndex(where: { $0.hasSuffix("// docs:end \(name)") }), begin < end
    else { return nil }
    let indent = lines[begin].prefix { $0 == " " }.count
    return lines[(begin + 1)..<end]
      .map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
      .joined(separator: "\n")
  }

  /// The example app's files that hold the guide's UIKit snippets, by region name.
  private static let exampleRegions = [
    "trace-start": "Examples/SignUpApp/Sources/SignUpApp/Tracing/StartKeyboardTrace.swift",
    "trace-stop": "Examples/SignUpApp/Sources/SignUpApp/Tracing/StopKeyboardTrace.swift",
    "trace-save": "Examples/SignUpApp/Sources/SignUpApp/Tracing/SaveKeyboardTrace.swift",
    "trace-share": "Examples/SignUpApp/Sources/SignUpApp/Tracing/ShareKeyboardTrace.swift",
  ]

  /// The headless test the guide shows whole.
  private static let headlessTest = "Tests/KeyboardSimulatorTests/RecordingGuideExampleTests.swift"

  @Test func everySwiftSnippetOfTheGuideIsCompiledCode() throws {
    var compiled: [String] = []
    for (name, path) in Self.exampleRegions.sorted(by: { $0.key < $1.key }) {
      let source = try Self.read(PackagePaths.root.appendingPathComponent(path))
      compiled.append(try #require(Self.markedRegion(name, in: source), "no region \(name)"))
    }
    let test = try Self.read(PackagePaths.root.appendingPathComponent(Self.headlessTest))
    compiled.append(test.trimmingCharacters(in: .whitespacesAndNewlines))
    let blocks = Self.swiftBlocks(of: try Self.read(Self.guide))
    #expect(blocks.count == compiled.count, "a snippet without its compiled code?")
    for block in blocks {
      #expect(compiled.contains(block), "not compiled anywhere:\n\(block)")
    }
    for code in compiled {
      #expect(blocks.contains(code), "the guide no longer shows:\n\(code)")
    }
  }
}
