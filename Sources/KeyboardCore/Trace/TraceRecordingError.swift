import Foundation

/// Why a trace could not be produced.
public enum TraceRecordingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No recording is running (nothing was started, or it was already stopped and handed out).
  case notRecording
  /// The recorder was never started, so it holds no snapshot of a screen.
  case notStarted
  /// The trace could not be encoded as JSON (the reason as the encoder gave it).
  case encodingFailed(String)
  /// The trace could not be written to a file (the reason as the file system gave it).
  case writeFailed(String)

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .notRecording: "no trace is being recorded"
    case .notStarted: "the trace recorder was never started, so it has no screen to write"
    case .encodingFailed(let reason): "the trace could not be encoded as JSON: \(reason)"
    case .writeFailed(let reason): "the trace could not be written: \(reason)"
    }
  }
}
