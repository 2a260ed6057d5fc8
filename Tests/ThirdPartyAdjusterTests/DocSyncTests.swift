import KeyboardLift
import Testing

/// Docs/WritingAnAdjuster.md shows compiled code: the whole of StickyBarAdjuster.swift and of
/// StickyBarSpacing.swift, and the marked test of GuideExampleTests.swift, verbatim. These tests
/// fail when any of them drifts.
@Suite struct DocSyncTests {
  private static let guide = "Docs/WritingAnAdjuster.md"
  private static let tests = "Tests/ThirdPartyAdjusterTests/"

  @Test func theGuideShowsTheAdjusterExactlyAsCompiled() throws {
    let source = try DocumentedCode.text(Self.tests + "StickyBarAdjuster.swift")
    let blocks = DocumentedCode.swiftBlocks(of: try DocumentedCode.text(Self.guide))
    let trimmed = source.trimmingCharacters(in: .whitespacesAndNewlines)
    let isShown = blocks.contains(trimmed)
    #expect(isShown, "paste StickyBarAdjuster.swift into the guide again")
  }

  @Test func theGuideShowsTheSettingExactlyAsCompiled() throws {
    let source = try DocumentedCode.text(Self.tests + "StickyBarSpacing.swift")
    let blocks = DocumentedCode.swiftBlocks(of: try DocumentedCode.text(Self.guide))
    let isShown = blocks.contains(source.trimmingCharacters(in: .whitespacesAndNewlines))
    #expect(isShown, "paste StickyBarSpacing.swift into the guide again")
  }

  @Test func theGuideShowsTheHeadlessTestExactlyAsCompiled() throws {
    let source = try DocumentedCode.text(Self.tests + "GuideExampleTests.swift")
    let region = try #require(DocumentedCode.markedRegion("headless-test", in: source))
    let blocks = DocumentedCode.swiftBlocks(of: try DocumentedCode.text(Self.guide))
    let isShown = blocks.contains(region)
    #expect(isShown, "paste the marked test of GuideExampleTests.swift into the guide again")
  }
}
