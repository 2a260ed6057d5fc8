import Foundation
import KeyboardHeadless
import KeyboardSimulator
import Testing

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
    #expect(result.status == .success, "\(result.errors)")
    #expect(result.output.contains("postNotification") || result.output.contains("willShow"))
  }

  @Test func stoppingWithoutARecordingThrows() throws {
    let app = HeadlessApp()
    let manager = KeyboardManager(animator: app.animator, logger: RecordingLogger())
    #expect(throws: TraceRecordingError.notRecording) { try manager.stopRecordingTrace() }
    manager.startRecordingTrace(in: app.window, options: headlessTraceOptions(app))
    #expect(manager.isRecordingTrace)
    _ = try manager.stopRecordingTrace()
    #expect(throws: TraceRecordingError.notRecording) { try manager.stopRecordingTrace() }
  }

  @Test func aRecorderThatNeverStartedHasNoTrace() throws {
    let app = HeadlessApp()
    let manager = KeyboardManager(animator: app.animator, logger: RecordingLogger())
    let recorder = TraceRecorder(configuration: manager.configuration, window: app.window)
    #expect(throws: TraceRecordingError.notStarted) { try recorder.jsonData() }
    #expect(manager.configuration.onInput == nil, "nothing observed before start()")
  }

  @Test func startingAgainReplacesTheRecordingAndGivesTheObserverBack() throws {
    let app = HeadlessApp()
    let manager = KeyboardManager(animator: app.animator, logger: RecordingLogger())
    var seen = 0
    manager.configuration.onInput = { _ in seen += 1 }
    let first = manager.startRecordingTrace(in: app.window, options: headlessTraceOptions(app))
    let second = manager.startRecordingTrace(in: app.window, options: headlessTraceOptions(app))
    #expect(!first.isRecording && second.isRecording)
    manager.configuration.reloadLayout()
    #expect(seen == 1, "the app's own observer still hears every input")
    _ = try manager.stopRecordingTrace()
    manager.configuration.reloadLayout()
    #expect(seen == 2)
    #expect(second.stepCount == 1, "only the reload, recorded once")
  }
}
