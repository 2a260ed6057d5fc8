import Foundation
import KeyboardCore

/// One keyboard notification the ``HeadlessKeyboard`` posted, as its handler received it.
///
/// Not `Sendable`: the userInfo holds `Any` values, exactly as UIKit's does.
public struct PostedKeyboardNotification {
  /// The notification's name.
  public var name: KeyboardNotificationName
  /// The userInfo, keyed by UIKit's key strings (see `KeyboardUserInfoKey`).
  public var userInfo: [AnyHashable: Any]
  /// The clock time it was posted at.
  public var time: TimeInterval

  /// Creates a record.
  public init(name: KeyboardNotificationName, userInfo: [AnyHashable: Any], time: TimeInterval) {
    self.name = name
    self.userInfo = userInfo
    self.time = time
  }

  /// The begin frame, when the userInfo holds a `CGRect` under its key.
  public var beginFrame: CGRect? { userInfo[KeyboardUserInfoKey.frameBegin] as? CGRect }
  /// The end frame, when the userInfo holds a `CGRect` under its key.
  public var endFrame: CGRect? { userInfo[KeyboardUserInfoKey.frameEnd] as? CGRect }
  /// The duration, when the userInfo holds a `Double` under its key.
  public var duration: TimeInterval? { userInfo[KeyboardUserInfoKey.animationDuration] as? Double }
  /// The curve, when the userInfo holds an `Int` under its key.
  public var curve: Int? { userInfo[KeyboardUserInfoKey.animationCurve] as? Int }
  /// Whether the keyboard is local, when the userInfo holds a `Bool` under its key.
  public var isLocal: Bool? { userInfo[KeyboardUserInfoKey.isLocal] as? Bool }
}
