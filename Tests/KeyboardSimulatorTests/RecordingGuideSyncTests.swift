import Foundation
import Testing

/// Docs/RecordingATrace.md shows compiled code: the headless example is the marked test of
/// RecordingGuideExampleTests.swift, verbatim; the UIKit snippets, which cannot compile here,
/// call only members the package declares.
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

  @Test func theGuideShowsTheHeadlessExampleExactlyAsCompiled() throws {
    let source = try Self.read(
      PackagePaths.root.appendingPathComponent(
        "Tests/KeyboardSimulatorTests/RecordingGuideExampleTests.swift"))
    let region = try #require(Self.markedRegion("record-headless", in: source))
    let blocks = Self.swiftBlocks(of: try Self.read(Self.guide))
    #expect(blocks.contains(region), "paste the marked test into Docs/RecordingATrace.md again")
  }

  @Test func everyManagerMemberTheGuideCallsIsDeclared() throws {
    let code = Self.swiftBlocks(of: try Self.read(Self.guide)).joined(separator: "\n")
    let sources = try [
      "KeyboardManager.swift", "KeyboardManager+Trace.swift",
      "KeyboardManager+UIKitTrace.swift",
    ]
    .map { try Self.read(PackagePaths.root.appendingPathComponent("Sources/KeyboardLift/\($0)")) }
    .joined(separator: "\n")
    let prefix = "KeyboardManager.shared."
    var names: Set<String> = []
    var rest = code[...]
    while let range = rest.range(of: prefix) {
      rest = rest[range.upperBound...]
      names.insert(String(rest.prefix { $0.isLetter || $0.isNumber }))
    }
    #expect(names == ["isEnabled", "startRecordingTrace", "stopRecordingTraceAndSave"])
    for name in names {
      let declared =
        sources.contains("public func \(name)(") || sources.contains("public var \(name):")
      #expect(declared, "the guide calls KeyboardManager.\(name), which is not declared")
    }
    #expect(sources.contains("public func startRecordingTrace() -> Bool"))
  }
}
