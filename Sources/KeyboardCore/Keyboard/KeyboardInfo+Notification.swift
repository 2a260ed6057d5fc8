import Foundation

extension KeyboardInfo {
  /// Reads and normalises one keyboard notification (Behavior.md §2).
  ///
  /// Reads the userInfo with ``RawKeyboardInfo/init(userInfo:)`` and applies the rules with
  /// ``KeyboardNormalization/normalize(_:notification:screenBounds:)``, in
  /// ``KeyboardNormalization/ruleOrder`` after bad-numbers.
  ///
  /// - Parameters:
  ///   - notification: which keyboard notification this is.
  ///   - userInfo: the notification's userInfo; `nil` reads as every key absent (→ a hidden
  ///     keyboard with the default animation).
  ///   - screenBounds: the bounds of the screen the keyboard is on.
  /// - Throws: a ``KeyboardInfoError`` for a value of the wrong type or a bad number. The
  ///   caller logs it and ignores the notification; it must never move a view.
  public init(
    notification: KeyboardNotificationName, userInfo: [AnyHashable: Any]?, screenBounds: CGRect
  ) throws(KeyboardInfoError) {
    self = try KeyboardNormalization.normalize(
      RawKeyboardInfo(userInfo: userInfo), notification: notification, screenBounds: screenBounds)
  }
}
