import Foundation

/// How serious a logged message is.
public enum LogLevel: String, Sendable, Codable, CaseIterable, Comparable {
  /// Detail for tracing a decision.
  case debug
  /// Something bad was ignored or corrected (a NaN keyboard frame, a negative distance).
  case warning
  /// Something could not be done.
  case error

  private var rank: Int {
    switch self {
    case .debug: 0
    case .warning: 1
    case .error: 2
    }
  }

  /// Orders levels from debug to error.
  public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rank < rhs.rank }
}

/// One logged message.
public struct LogMessage: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Its level.
  public var level: LogLevel
  /// Its text.
  public var text: String

  /// Creates a message.
  public init(_ level: LogLevel, _ text: String) {
    self.level = level
    self.text = text
  }

  /// `"[warning] text"`.
  public var description: String { "[\(level.rawValue)] \(text)" }
}

/// Where KeyboardLift sends its messages: a tiny backend protocol in the spirit of swift-log.
@MainActor
public protocol KeyboardLogger: AnyObject {
  /// Receives one message.
  func log(_ message: LogMessage)
  /// Whether a message of `level` would be kept (default: every level). KeyboardLift builds a
  /// message it only logs, such as the debug line of a repeated notification, only when it
  /// would be.
  func accepts(_ level: LogLevel) -> Bool
}

extension KeyboardLogger {
  /// Every level.
  public func accepts(_ level: LogLevel) -> Bool { true }
}

/// Writes warnings and errors to standard error (debug messages are dropped unless
/// `minimumLevel` is lowered).
@MainActor
public final class StandardErrorLogger: KeyboardLogger {
  /// The least serious level written.
  public var minimumLevel: LogLevel {
    get { minimumLevelStorage }
    set { minimumLevelStorage = newValue }
  }
  // Private, read at every input: a stored property other modules can reach pays a runtime
  // exclusivity check at each access (`swift_beginAccess`, 76 instructions).
  private var minimumLevelStorage: LogLevel

  /// Creates a logger writing `minimumLevel` and above.
  public init(minimumLevel: LogLevel = .warning) { self.minimumLevelStorage = minimumLevel }

  /// Whether `level` is `minimumLevel` or above.
  public func accepts(_ level: LogLevel) -> Bool { level >= minimumLevel }

  /// Writes the message as one line prefixed with `KeyboardLift`.
  public func log(_ message: LogMessage) {
    guard accepts(message.level) else { return }
    FileHandle.standardError.write(Data("KeyboardLift \(message)\n".utf8))
  }
}

/// Keeps every message in memory, for tests and the simulator.
@MainActor
public final class RecordingLogger: KeyboardLogger {
  /// The messages so far, oldest first.
  public private(set) var messages: [LogMessage] = []

  /// Creates an empty recording logger.
  public init() {}

  /// Appends the message.
  public func log(_ message: LogMessage) { messages.append(message) }

  /// The messages of `level` or more.
  public func messages(atLeast level: LogLevel) -> [LogMessage] {
    messages.filter { $0.level >= level }
  }
}
