import Foundation

/// Why a trace could not be produced.
public enum TraceRecordingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// There is no trace to give: no recording was started, or its trace was already handed out.
  case noTrace
  /// The trace could not be encoded as JSON (the reason as the encoder gave it).
  case encodingFailed(String)
  /// The trace could not be written to a file (the reason as the file system gave it).
  case writeFailed(String)

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .noTrace: "there is no trace: none was started, or it was already handed out"
    case .encodingFailed(let reason): "the trace could not be encoded as JSON: \(reason)"
    case .writeFailed(let reason): "the trace could not be written: \(reason)"
    }
  }
}
