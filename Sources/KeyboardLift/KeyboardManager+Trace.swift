import Foundation
import KeyboardCore

extension KeyboardManager {
  /// Whether a trace is being recorded.
  public var isRecordingTrace: Bool { traceRecorder?.isRecording ?? false }

  /// Starts recording a trace: a snapshot of `window`'s screen now, then every keyboard, focus,
  /// rotation and pop event with its timing, until ``stopRecordingTrace()``. A recording already
  /// running is stopped and replaced. Meant for debug builds: wrap the call in `#if DEBUG`.
  ///
  /// On iOS, `startRecordingTrace()` finds the key window and names views by their
  /// `accessibilityIdentifier`. See Docs/RecordingATrace.md.
  @discardableResult
  public func startRecordingTrace(
    in window: any HostWindow, options: TraceRecorder.Options = TraceRecorder.Options()
  ) -> TraceRecorder {
    traceRecorder?.stop()
    let recorder = TraceRecorder(configuration: configuration, window: window, options: options)
    traceRecorder = recorder
    recorder.start()
    return recorder
  }

  /// Stops the recording and returns the trace: a scenario file, as JSON, that
  /// `swift run keyboard-sim` replays.
  ///
  /// - Throws: ``TraceRecordingError/notRecording`` when no recording runs;
  ///   ``TraceRecordingError/encodingFailed(_:)`` if the trace cannot be encoded.
  public func stopRecordingTrace() throws(TraceRecordingError) -> Data {
    guard let recorder = traceRecorder, recorder.isRecording else { throw .notRecording }
    recorder.stop()
    traceRecorder = nil
    return try recorder.jsonData()
  }

  /// Stops the recording and writes the trace to `directory` (the app's Documents directory by
  /// default) as `keyboard-trace-YYYYMMDD-HHMMSS.json`; returns the file's URL.
  ///
  /// - Throws: what ``stopRecordingTrace()`` throws, or ``TraceRecordingError/writeFailed(_:)``
  ///   when there is no such directory or the file cannot be written.
  public func stopRecordingTraceAndSave(in directory: URL? = nil) throws(TraceRecordingError)
    -> URL
  {
    let data = try stopRecordingTrace()
    guard
      let folder = directory
        ?? FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
    else { throw .writeFailed("no Documents directory") }
    let url = folder.appendingPathComponent("keyboard-trace-\(Self.traceTimestamp()).json")
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      throw .writeFailed(error.localizedDescription)
    }
    return url
  }

  /// The current local time as `YYYYMMDD-HHMMSS`, for file names.
  private static func traceTimestamp() -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    return formatter.string(from: Date())
  }
}
