import KeyboardHeadless
import KeyboardLift
import Testing

// The README's quick start and the KeyboardCore DocC article's samples, compiled here against
// the public API; the tests below fail when the documents drift from this code.

// docs:begin docc-adjuster
final class KeyboardTopMarker: Adjuster {
  let identifier: AdjusterIdentifier = "com.example.keyboard-top-marker"
  let priority: AdjusterPriority = .between(.scrollAdjust, .rootAdjust)

  func handle(_ event: ShowEvent) { report(event.context) }
  func handle(_ event: ChangeEvent) { report(event.context) }

  private func report(_ context: AdjustmentContext) {
    context.explain(
      source: identifier, topic: "marker", message: "keyboard top in window",
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

  private static func squeezed(_ text: String) -> String {
    text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }

  @Test func theReadmeQuickStartCompilesWithAHeadlessManager() throws {
    let app = HeadlessApp(profile: .notchedPhone)
    let form = HeadlessViewController()
    app.rootController = form
    let notesView = HeadlessTextView(frame: CGRect(x: 16, y: 500, width: 358, height: 200))
    let searchField = HeadlessTextField(frame: CGRect(x: 16, y: 100, width: 358, height: 36))
    let sendBar = HeadlessView(frame: CGRect(x: 0, y: 790, width: 390, height: 54))
    form.view.addSubview(notesView)
    form.view.addSubview(searchField)
    form.view.addSubview(sendBar)
    let manager = KeyboardManager(animator: app.animator)
    // docs:begin readme-quick-start
    manager.isEnabled = true  // off by default, as IQKeyboardManager
    manager.keyboardDistance = 12  // default 10
    notesView.keyboard.distanceFromKeyboard = 40  // per view, like `.iq`
    searchField.keyboard.enableMode = .disabled
    try manager.adjusters.register(StickyBarAdjuster(bar: sendBar))  // see the adjuster guide
    // docs:end readme-quick-start
    #expect(manager.isEnabled && manager.keyboardDistance == 12)
    #expect(notesView.keyboardSettings.distanceFromKeyboard == 40)
    #expect(searchField.keyboardSettings.enableMode == .disabled)
    #expect(manager.adjusters.identifiers.count == 5)
  }

  @Test func theReadmeShowsTheCompiledQuickStart() throws {
    let block = try #require(
      DocumentedCode.swiftBlocks(of: try DocumentedCode.text("README.md")).first {
        $0.contains("KeyboardManager.shared")
      })
    let shown = block.components(separatedBy: "\n").filter {
      !$0.hasPrefix("import ") && !$0.isEmpty
    }
    .joined(separator: "\n").replacingOccurrences(of: "KeyboardManager.shared", with: "manager")
    #expect(Self.squeezed(shown) == Self.squeezed(try Self.region("readme-quick-start")))
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
