import KeyboardLift
import Testing

/// Docs/WritingAnAdjuster.md shows compiled code: the whole of StickyBarAdjuster.swift and the
/// marked test of GuideExampleTests.swift, verbatim. These tests fail when either drifts.
@Suite struct DocSyncTests {
  private static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  private static let guide =
    testsDirectory
    .appendingPathComponent("../../Docs/WritingAnAdjuster.md").standardized

  private static func read(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  /// The guide's ```swift blocks, each without its fences.
  private static func swiftBlocks(of markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if let lines = current {
        if line == "```" {
          blocks.append(lines.joined(separator: "\n"))
          current = nil
        } else {
          current = lines + [line]
        }
      } else if line == "```swift" {
        current = []
      }
    }
    return blocks
  }

  /// The lines between `// docs:begin name` and `// docs:end name`, de-indented by the
  /// begin marker's indentation.
  private static func markedRegion(_ name: String, in source: String) -> String? {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard let begin = lines.firstIndex(where: { $0.hasSuffix("// docs:begin \(name)") }),
      let end = lines.firstIndex(where: { $0.hasSuffix("// docs:end \(name)") }), begin < end
    else { return nil }
    let indent = lines[begin].prefix { $0 == " " }.count
    return lines[(begin + 1)..<end].map {
      String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count)))
    }
    .joined(separator: "\n")
  }

  @Test func theGuideShowsTheAdjusterExactlyAsCompiled() throws {
    let source = try Self.read(
      Self.testsDirectory.appendingPathComponent("StickyBarAdjuster.swift"))
    let blocks = Self.swiftBlocks(of: try Self.read(Self.guide))
    let trimmed = source.trimmingCharacters(in: .whitespacesAndNewlines)
    let isShown = blocks.contains(trimmed)
    #expect(isShown, "paste StickyBarAdjuster.swift into the guide again")
  }

  @Test func theGuideShowsTheHeadlessTestExactlyAsCompiled() throws {
    let source = try Self.read(
      Self.testsDirectory.appendingPathComponent("GuideExampleTests.swift"))
    let region = try #require(Self.markedRegion("headless-test", in: source))
    let blocks = Self.swiftBlocks(of: try Self.read(Self.guide))
    let isShown = blocks.contains(region)
    #expect(isShown, "paste the marked test of GuideExampleTests.swift into the guide again")
  }
}
