import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// Explanations are data for whoever reads the dispatch records: with no `onDispatch` observer
/// none is built, and a logger only gets the levels it accepts.
@MainActor
@Suite struct LazyExplanationTests {
  /// Explains every show, counting how often its sentence and values are built.
  private final class Explaining: Adjuster {
    let identifier: AdjusterIdentifier = "test.explaining"
    let priority: AdjusterPriority = 500
    var built = 0
    var seen: [Explanation] = []

    func handle(_ event: ShowEvent) {
      event.context.explain(topic: "test", message: sentence(), values: [.init("n", count())])
      seen = event.context.explanations
    }

    private func sentence() -> String {
      built += 1
      return "built"
    }

    private func count() -> CGFloat {
      built += 1
      return 1
    }
  }

  /// Accepts warnings and errors only, and keeps what it is given.
  private final class WarningsOnly: KeyboardLogger {
    var messages: [LogMessage] = []
    func accepts(_ level: LogLevel) -> Bool { level >= .warning }
    func log(_ message: LogMessage) { messages.append(message) }
  }

  private func show(observed: Bool, logger: any KeyboardLogger = RecordingLogger()) throws
    -> Explaining
  {
    let app = HeadlessApp(profile: .notchedPhone)
    let form = HeadlessViewController()
    app.rootController = form
    let field = HeadlessTextField(frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    form.view.addSubview(field)
    let configuration = ActiveConfiguration(
      animator: app.animator, settings: KeyboardSettings(isEnabled: true), logger: logger)
    let adjuster = Explaining()
    try configuration.adjusters.register(adjuster)
    var records: [DispatchRecord] = []
    if observed { configuration.onDispatch = { records.append($0) } }
    app.connect(to: configuration)
    app.beginEditing(field)
    app.advance(by: 0.25)  // the did-notifications: repeats
    #expect(observed == !records.isEmpty)
    return adjuster
  }

  @Test func withoutAnObserverNoExplanationIsBuilt() throws {
    let adjuster = try show(observed: false)
    #expect(adjuster.built == 0)
    #expect(adjuster.seen.isEmpty)
  }

  @Test func withAnObserverEveryExplanationIsRecorded() throws {
    let adjuster = try show(observed: true)
    #expect(adjuster.built == 2)
    #expect(adjuster.seen.map(\.topic) == ["geometry", "test"])
  }

  @Test func aLoggerIsGivenOnlyTheLevelsItAccepts() throws {
    let logger = WarningsOnly()
    _ = try show(observed: false, logger: logger)
    #expect(logger.messages.isEmpty)  // the repeats' debug lines were not even built
    let recording = RecordingLogger()
    _ = try show(observed: false, logger: recording)
    #expect(
      recording.messages.map(\.text) == [
        "UIKeyboardWillShowNotification repeats the current keyboard",
        "UIKeyboardDidChangeFrameNotification repeats the current keyboard",
        "UIKeyboardDidShowNotification repeats the current keyboard",
      ])
  }
}

/// An explanation names a built-in adjuster without the reserved prefix, wherever the prefix
/// occurs, as `replacingOccurrences(of:with:)` did.
@Suite struct ExplanationSourceNameTests {
  @Test(arguments: [
    "dev.keyboardlift.scroll-adjust", "com.example.sticky-bar", "com.dev.keyboardlift.x",
    "dev.keyboardlift.dev.keyboardlift.twice", "dev.keyboardlift.", "dev.keyboardlif",
    "ünïcødé.dev.keyboardlift.é",
  ])
  func theSourceLosesTheReservedPrefix(_ name: String) {
    let explanation = Explanation(source: AdjusterIdentifier(name), topic: "t", message: "m")
    let expected = name.replacingOccurrences(of: AdjusterIdentifier.reservedPrefix, with: "")
    #expect(explanation.description == "[\(expected)] t: m")
  }
}
