import Foundation
import KeyboardCore

/// Why a trace could not be produced.
///
/// A struct with a ``code`` rather than an enum, so that new reasons can be added without
/// breaking code that handles the current ones: compare with the factory values
/// (`error == .noTrace`) or switch over ``code`` with a `default` branch.
public struct TraceRecordingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of failure.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    /// There is no trace to give: no recording was started, or its trace was already handed out.
    public static let noTrace = Code(name: "noTrace")
    /// The trace could not be encoded as JSON.
    public static let encodingFailed = Code(name: "encodingFailed")
    /// The trace could not be written to a file.
    public static let writeFailed = Code(name: "writeFailed")

    /// The code's name, such as `noTrace`.
    public var description: String { name }
  }

  /// The kind of failure.
  public let code: Code
  /// The reason as the encoder or the file system gave it; `nil` for ``Code/noTrace``.
  public let reason: String?

  private init(code: Code, reason: String?) {
    self.code = code
    self.reason = reason
  }

  /// There is no trace to give: no recording was started, or its trace was already handed out.
  public static let noTrace = Self(code: .noTrace, reason: nil)

  /// The trace could not be encoded as JSON (the reason as the encoder gave it).
  public static func encodingFailed(_ reason: String) -> Self {
    Self(code: .encodingFailed, reason: reason)
  }

  /// The trace could not be written to a file (the reason as the file system gave it).
  public static func writeFailed(_ reason: String) -> Self {
    Self(code: .writeFailed, reason: reason)
  }

  /// What went wrong, in a sentence.
  public var description: String {
    let reason = reason ?? "no reason given"
    switch code {
    case .noTrace: return "there is no trace: none was started, or it was already handed out"
    case .encodingFailed: return "the trace could not be encoded as JSON: \(reason)"
    case .writeFailed: return "the trace could not be written: \(reason)"
    default: return "the trace could not be produced (\(code)): \(reason)"
    }
  }
}
