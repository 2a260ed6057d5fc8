import Foundation
import KeyboardCore
import KeyboardTrace

extension KeyboardManager {
  /// Whether a trace is being recorded.
  public var isRecordingTrace: Bool { traceRecorder?.isRecording ?? false }

  /// Starts recording a trace: a snapshot of `window`'s screen now, then every keyboard, focus,
  /// rotation and pop event with its timing, until ``stopRecordingTrace()``. A recording already
  /// running is stopped and replaced, and so is a trace kept after a failed stop. Meant for
  /// debug builds: wrap the call in `#if DEBUG`.
  ///
  /// On iOS, `startRecordingTrace()` finds the key window and names views by their
  /// `accessibilityIdentifier`. See Docs/RecordingATrace.md.
  public func startRecordingTrace(
    in window: any HostWindow, options: TraceRecorder.Options = TraceRecorder.Options()
  ) {
    traceRecorder?.stop()
    let recorder = TraceRecorder(configuration: configuration, window: window, options: options)
    traceRecorder = recorder
    recorder.start()
  }

  /// Stops the recording and returns the trace: a scenario file, as JSON, that
  /// `swift run keyboard-sim` replays. The manager lets go of the trace once it is returned; if
  /// it cannot be encoded, the trace is kept and a later call tries again.
  ///
  /// - Throws: `TraceRecordingError/noTrace` when no recording was started (or its trace was
  ///   already handed out); `TraceRecordingError/encodingFailed(_:)` if the trace cannot be
  ///   encoded.
  public func stopRecordingTrace() throws(TraceRecordingError) -> Data {
    let data = try recordedTrace()
    traceRecorder = nil
    return data
  }

  /// Stops the recording and writes the trace to `directory` (the app's Documents directory by
  /// default) as `keyboard-trace-YYYYMMDD-HHMMSS.json`; returns the file's URL. The manager lets
  /// go of the trace once it is written; if writing fails, the trace is kept: call this again
  /// (with another directory, say) or ``stopRecordingTrace()`` to get it as data.
  ///
  /// - Throws: what ``stopRecordingTrace()`` throws, or `TraceRecordingError/writeFailed(_:)`
  ///   when there is no such directory or the file cannot be written.
  public func stopRecordingTraceAndSave(in directory: URL? = nil) throws(TraceRecordingError)
    -> URL
  {
    let data = try recordedTrace()
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
    traceRecorder = nil
    return url
  }

  /// Stops the recording, if one runs, and encodes its trace; the recorder stays until the trace
  /// has been handed out.
  private func recordedTrace() throws(TraceRecordingError) -> Data {
    guard let recorder = traceRecorder else { throw .noTrace }
    recorder.stop()
    return try recorder.jsonData()
  }

  /// The current local time as `YYYYMMDD-HHMMSS`, for file names.
  private static func traceTimestamp() -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    return formatter.string(from: Date())
  }
}
