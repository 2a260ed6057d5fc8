import Foundation
import KeyboardCore

/// Where KeyboardLift's messages go during a run: it keeps the warnings and errors logged since
/// the last snapshot and hands them over once, when the next snapshot is taken. Debug messages
/// are dropped as they come. A run so reads each message once, however long it is — never the
/// whole log again at every step.
@MainActor
final class StepLog: KeyboardLogger {
  private var pending: [LogMessage] = []
  /// How many messages were handed over so far: the work of reading the log.
  private(set) var messagesRead = 0
  /// How many warnings and errors were logged so far.
  private(set) var messagesLogged = 0

  /// Keeps `message` when it is a warning or an error.
  func log(_ message: LogMessage) {
    guard message.level >= .warning else { return }
    pending.append(message)
    messagesLogged += 1
  }

  /// The warnings and errors logged since the last call, oldest first.
  func takeMessages() -> [LogMessage] {
    let messages = pending
    pending = []
    messagesRead += messages.count
    return messages
  }
}
