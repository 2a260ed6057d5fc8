import KeyboardLift
import Testing

/// Docs/WritingAnAdjuster.md shows compiled code: the whole of the StickyBarSample module's two
/// files, and the whole of GuideExampleTests.swift and StickyBarConformanceTests.swift, verbatim.
/// These tests fail when any of them drifts (scripts/check-doc-snippets finds the same blocks
/// "in place").
@Suite struct DocSyncTests {
  private static let guide = "Docs/WritingAnAdjuster.md"

  @Test(
    arguments: [
      "Sources/StickyBarSample/StickyBarAdjuster.swift",
      "Sources/StickyBarSample/StickyBarSpacing.swift",
      "Tests/ThirdPartyAdjusterTests/GuideExampleTests.swift",
      "Tests/ThirdPartyAdjusterTests/StickyBarConformanceTests.swift",
    ])
  func theGuideShowsTheFileExactlyAsCompiled(_ path: String) throws {
    let source = try DocumentedCode.text(path)
    let blocks = DocumentedCode.swiftBlocks(of: try DocumentedCode.text(Self.guide))
    let isShown = blocks.contains(source.trimmingCharacters(in: .whitespacesAndNewlines))
    #expect(isShown, "paste \(path) into the guide again")
  }
}
