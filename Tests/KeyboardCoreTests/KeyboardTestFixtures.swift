import Foundation
import KeyboardCore

/// Realistic screens and keyboard frames, all in screen coordinates, with numbers worked out
/// by hand in the comments.
enum Fixture {
  /// A notched phone in portrait: 390 × 844 points.
  static let phoneScreen = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// The phone's docked keyboard: 336 high, top at 844 − 336 = 508.
  static let phoneKeyboard = CGRect(x: 0, y: 508, width: 390, height: 336)
  /// The phone keyboard just below the screen (a will-show's begin frame, a will-hide's end
  /// frame).
  static let phoneKeyboardBelowScreen = CGRect(x: 0, y: 844, width: 390, height: 336)
  /// A hardware keyboard: the software keyboard hangs below the screen and only its accessory
  /// strip shows, 844 − 789 = 55 high.
  static let hardwareStrip = CGRect(x: 0, y: 789, width: 390, height: 336)
  /// The visible part of ``hardwareStrip``.
  static let hardwareStripVisible = CGRect(x: 0, y: 789, width: 390, height: 55)
  /// The phone's hidden keyboard: height 0 at y 844, full width.
  static let phoneHidden = CGRect(x: 0, y: 844, width: 390, height: 0)

  /// An iPad Air in portrait: 820 × 1180 points.
  static let padScreen = CGRect(x: 0, y: 0, width: 820, height: 1180)
  /// A floating iPad keyboard: 320 wide (< 820), bottom at 700 + 254 = 954 (< 1180).
  static let padFloating = CGRect(x: 250, y: 700, width: 320, height: 254)
  /// The iPad's docked keyboard: full width, 398 high, top at 1180 − 398 = 782.
  static let padDocked = CGRect(x: 0, y: 782, width: 820, height: 398)
  /// The iPad's hidden keyboard: height 0 at y 1180, full width.
  static let padHidden = CGRect(x: 0, y: 1180, width: 820, height: 0)

  /// A userInfo dictionary with UIKit's key strings; `nil` arguments leave a key out.
  static func userInfo(
    begin: Any? = nil, end: Any? = nil, duration: Any? = nil, curve: Any? = nil,
    isLocal: Any? = nil
  ) -> [AnyHashable: Any] {
    var info: [AnyHashable: Any] = [:]
    info[KeyboardUserInfoKey.frameBegin] = begin
    info[KeyboardUserInfoKey.frameEnd] = end
    info[KeyboardUserInfoKey.animationDuration] = duration
    info[KeyboardUserInfoKey.animationCurve] = curve
    info[KeyboardUserInfoKey.isLocal] = isLocal
    return info
  }

  /// What UIKit sends for the phone keyboard appearing: Swift-typed values, curve 7 (the
  /// keyboard's private curve), 0.25 s.
  static func phoneWillShow() -> [AnyHashable: Any] {
    userInfo(
      begin: phoneKeyboardBelowScreen, end: phoneKeyboard, duration: 0.25, curve: 7, isLocal: true)
  }

  /// ``phoneWillShow()`` with every number boxed in an `NSNumber`, as Objective-C sends it.
  static func phoneWillShowBoxed() -> [AnyHashable: Any] {
    userInfo(
      begin: phoneKeyboardBelowScreen, end: phoneKeyboard, duration: NSNumber(value: 0.25),
      curve: NSNumber(value: 7), isLocal: NSNumber(value: true))
  }
}

/// Parses a notification for the phone screen unless another screen is given.
func parse(
  _ notification: KeyboardNotificationName, _ userInfo: [AnyHashable: Any]?,
  screen: CGRect = Fixture.phoneScreen
) throws(KeyboardInfoError) -> KeyboardInfo {
  try KeyboardInfo(notification: notification, userInfo: userInfo, screenBounds: screen)
}

/// A named userInfo for parameterised tests (a userInfo itself is not `Sendable`, so each case
/// builds its own).
struct UserInfoCase: Sendable, CustomStringConvertible {
  /// Names the case in test output.
  let description: String
  /// Builds the userInfo.
  let make: @Sendable () -> [AnyHashable: Any]

  init(_ description: String, _ make: @escaping @Sendable () -> [AnyHashable: Any]) {
    self.description = description
    self.make = make
  }
}
