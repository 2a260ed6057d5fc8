import Foundation
import KeyboardHeadless
import KeyboardSimulator
import Testing

@testable import KeyboardLiftManager

/// The manager's trace API end to end: start, stop, save to a directory, and the saved file
/// run by `keyboard-sim --check` as a user would run it.
@Suite @MainActor struct TraceFileTests {
  @Test func aSavedTraceRunsCleanThroughKeyboardSimCheck() throws {
    let session = try RecordedFormSession()
    session.recordFullSession()
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("keyboard-trace-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    let url = try session.manager.stopRecordingTraceAndSave(in: directory)
    #expect(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent(url.lastPathComponent).path))
    #expect(url.lastPathComponent.hasPrefix("keyboard-trace-") && url.pathExtension == "json")
    #expect(!session.manager.isRecordingTrace)

    let result = runCommand(["--check", url.path])
    #expect(result.status == .success && result.errors.isEmpty, "\(result.errors)")
    // The table, then its legend.
    let table = try #require(result.output.components(separatedBy: "\n\nlegend:\n").first)
    #expect(result.output.hasSuffix(TextTableRenderer.legend()))
    let lines = table.components(separatedBy: "\n")
    #expect(lines.first == "recorded · custom 390 × 844 · isEnabled true · keyboardDistance 10")
    #expect(table.hasSuffix("\ninvariants: all hold"))
    #expect(!lines.contains { $0.contains("note: ") || $0.contains("✗") }, "every step happened")
    // One row per step of the saved file, in order, after the start.
    let steps = try loadTrace(try Data(contentsOf: url)).steps.count
    let rows = lines.filter { $0.drop { $0 == " " }.first?.isNumber == true }
    #expect(rows.map { Int($0.drop { $0 == " " }.prefix { $0.isNumber }) } == Array(0...steps))
    // The replay does what the live session did: the rows of its key events, exactly.
    for row in [
      " 1  focus email                                   email               –       0      0  hidden",
      " 2  post willChangeFrame end (0, 508, 390 × 336)  email         10 (10)       0      0  top 508, covers 336",
      " 9  focus password                                password      10 (10)       0      0  top 508, covers 336",
      "28  setFrame notes (20, 900, 350 × 200)           notes        -70 (10)       0      0  top 508, covers 336",
      "29  reloadLayout                                  notes         10 (10)       0      0  top 508, covers 336",
      "33  rotate → 844 × 390 landscapeRight             notes               –       0      0  hidden",
      "36  post willChangeFrame end (0, 181, 844 × 209)  notes        -63 (10)       0      0  top 181, covers 209",
      "43  post willChangeFrame end (0, 390, 844 × 209)  –                   –       –      0  hidden",
      "47  post didHide end (0, 390, 844 × 209)          –                   –       –      0  hidden",
    ] {
      #expect(rows.contains(row), "no row \(row)")
    }
    #expect(
      lines.contains(
        "      scroll formScroll: offset (0, 0) → (0, 106), content inset bottom 0 → 312, "
          + "indicator inset bottom 0 → 302"))
    #expect(lines.contains("          [core] restore: session ended; ledger restored (entries=3)"))
  }

  @Test func stoppingWithoutARecordingThrows() throws {
    let app = HeadlessApp()
    let manager = KeyboardManager(animator: app.animator, logger: RecordingLogger())
    #expect(throws: TraceRecordingError.noTrace) { try manager.stopRecordingTrace() }
    manager.startRecordingTrace(in: app.window, options: headlessTraceOptions(app))
    #expect(manager.isRecordingTrace)
    _ = try manager.stopRecordingTrace()
    #expect(throws: TraceRecordingError.noTrace) { try manager.stopRecordingTrace() }
    #expect(throws: TraceRecordingError.noTrace) { try manager.stopRecordingTraceAndSave() }
  }

  @Test func aTraceThatCannotBeWrittenIsKeptUntilItIsHandedOut() throws {
    let session = try RecordedFormSession()
    session.perform("focus email") { session.app.beginEditing(session.email) }
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent("keyboard-trace-missing-\(UUID().uuidString)")

    let failure = #expect(throws: TraceRecordingError.self) {
      try session.manager.stopRecordingTraceAndSave(in: missing)
    }
    guard failure?.code == .writeFailed else {
      Issue.record("expected writeFailed, got \(String(describing: failure))")
      return
    }
    #expect(!session.manager.isRecordingTrace, "the recording stopped")
    session.perform("hide") { session.app.endEditing() }  // after the stop: not recorded

    let scenario = try loadTrace(try session.manager.stopRecordingTrace())
    #expect(scenario.steps.contains { $0.action == .focus(inputID: "email") })
    #expect(!scenario.steps.contains { $0.action == .blur(inputID: "email") })
    #expect(throws: TraceRecordingError.noTrace) { try session.manager.stopRecordingTrace() }
  }

  @Test func aRecorderThatNeverStartedHasNoTrace() throws {
    let app = HeadlessApp()
    app.rootController = HeadlessViewController()
    let manager = KeyboardManager(animator: app.animator, logger: RecordingLogger())
    let recorder = TraceRecorder(
      configuration: manager.configuration, window: app.window,
      options: headlessTraceOptions(app))
    manager.reloadLayoutIfNeeded()
    #expect(!recorder.isRecording && recorder.stepCount == 0 && recorder.warnings.isEmpty)
    #expect(throws: TraceRecordingError.noTrace) { try recorder.jsonData() }

    recorder.start()
    manager.reloadLayoutIfNeeded()
    recorder.stop()
    manager.reloadLayoutIfNeeded()
    #expect(recorder.stepCount == 1, "only the reload fed while it recorded")
    #expect(try loadTrace(try recorder.jsonData()).steps.map(\.action) == [.reloadLayout])
  }

  @Test func startingAgainReplacesTheRecordingAndLeavesOtherObserversAlone() throws {
    let app = HeadlessApp()
    let manager = KeyboardManager(animator: app.animator, logger: RecordingLogger())
    var seen = 0
    _ = manager.configuration.addInputObserver { _ in seen += 1 }
    manager.startRecordingTrace(in: app.window, options: headlessTraceOptions(app))
    let first = try #require(manager.traceRecorder)
    manager.startRecordingTrace(in: app.window, options: headlessTraceOptions(app))
    let second = try #require(manager.traceRecorder)
    #expect(first !== second && !first.isRecording && second.isRecording)
    manager.configuration.reloadLayout()
    #expect(seen == 1, "the app's own observer still hears every input")
    _ = try manager.stopRecordingTrace()
    manager.configuration.reloadLayout()
    #expect(seen == 2)
    #expect(first.stepCount == 0 && second.stepCount == 1, "only the reload, recorded once")
  }
}
