import Foundation
import Testing

/// Docs/RecordingATrace.md shows compiled code: each of its Swift snippets is a marked region of
/// RecordingGuideExampleTests.swift, verbatim (`manager` standing for `KeyboardManager.shared`).
/// The UIKit snippets compile on iOS only; elsewhere the member they call is checked as declared.
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

  private static let exampleSource = PackagePaths.root.appendingPathComponent(
    "Tests/KeyboardSimulatorTests/RecordingGuideExampleTests.swift")

  @Test func everySwiftSnippetOfTheGuideIsCompiledCode() throws {
    let source = try Self.read(Self.exampleSource)
    let names = ["guide-start", "guide-stop", "guide-share", "record-headless"]
    let regions = try names.map {
      try #require(Self.markedRegion($0, in: source), "no region \($0)")
    }
    let blocks = Self.swiftBlocks(of: try Self.read(Self.guide)).map {
      $0.replacingOccurrences(of: "KeyboardManager.shared.", with: "manager.")
    }
    #expect(blocks.count == regions.count, "a snippet without its compiled region?")
    for block in blocks {
      #expect(regions.contains(block), "not compiled anywhere:\n\(block)")
    }
    for (name, region) in zip(names, regions) {
      #expect(blocks.contains(region), "the guide no longer shows \(name)")
    }
  }

  /// `guide-start` and `guide-share` compile on iOS only; elsewhere, check that they are there
  /// and that the UIKit-only member the start snippet calls is declared as it is called (without
  /// arguments, its result discardable).
  @Test func theUIKitOnlySnippetsAreCompiledOnIOS() throws {
    let source = try Self.read(Self.exampleSource)
    let guarded = try #require(
      source.components(separatedBy: "#if canImport(UIKit) && os(iOS)").last)
    #expect(
      guarded.contains("// docs:begin guide-start") && guarded.contains("// docs:begin guide-share")
    )
    let uiKit = try Self.read(
      PackagePaths.root.appendingPathComponent(
        "Sources/KeyboardLiftManager/KeyboardManager+UIKitTrace.swift"))
    #expect(uiKit.contains("@discardableResult\n    public func startRecordingTrace() -> Bool {"))
  }
}
