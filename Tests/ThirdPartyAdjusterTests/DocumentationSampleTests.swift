import KeyboardHeadless
import KeyboardLift
import Testing

// The KeyboardCore DocC article's samples, compiled here against the public API; the tests below
// fail when the article drifts from this code. (The README's quick start is the example app's
// code: see ExampleAppSyncTests.)

// docs:begin docc-adjuster
final class KeyboardTopMarker: Adjuster {
  let identifier: AdjusterIdentifier = "com.example.keyboard-top-marker"
  let priority: AdjusterPriority = .between(.scrollAdjust, .rootAdjust)

  func handle(_ event: ShowEvent) { report(event.context) }
  func handle(_ event: ChangeEvent) { report(event.context) }

  private func report(_ context: AdjustmentContext) {
    context.explain(
      topic: "marker", message: "keyboard top in window",
      values: [.init("kbTop", context.geometry.keyboardTop)])
  }
}
// docs:end docc-adjuster

@MainActor
@Suite struct DocumentationSampleTests {
  /// A marked region of this file.
  private static func region(_ name: String) throws -> String {
    let source = try DocumentedCode.text(
      "Tests/ThirdPartyAdjusterTests/DocumentationSampleTests.swift")
    return try #require(DocumentedCode.markedRegion(name, in: source))
  }

  @Test func theDocCArticleShowsTheCompiledAdjuster() throws {
    let article = try DocumentedCode.text(
      "Sources/KeyboardCore/KeyboardCore.docc/WritingAnAdjuster.md")
    let blocks = DocumentedCode.swiftBlocks(of: article).map {
      $0.replacingOccurrences(of: "import KeyboardCore\n\n", with: "")
    }
    #expect(blocks.contains(try Self.region("docc-adjuster")))
  }

  @Test func theDocCArticlesHeadlessSampleRuns() throws {
    // docs:begin docc-headless
    let app = HeadlessApp(profile: .notchedPhone)
    let manager = try KeyboardManager(
      animator: app.animator, adjusters: .recommended + [KeyboardTopMarker()])
    app.connect(to: manager.configuration)
    // docs:end docc-headless
    let form = HeadlessViewController()
    app.rootController = form
    let field = HeadlessTextField(frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    form.view.addSubview(field)
    manager.isEnabled = true
    var explanations: [Explanation] = []
    manager.onDispatch = { explanations += $0.explanations }
    app.beginEditing(field)
    let marker = try #require(explanations.first { $0.topic == "marker" })
    #expect(marker.values.first?.value == 508)  // 844 − 336
    let article = try DocumentedCode.text(
      "Sources/KeyboardCore/KeyboardCore.docc/WritingAnAdjuster.md")
    #expect(DocumentedCode.swiftBlocks(of: article).contains(try Self.region("docc-headless")))
  }
}
