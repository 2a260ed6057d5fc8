import Foundation
import KeyboardCore

extension DeviceProfile {
  /// A 4.7" phone with a home button (iPhone SE 2nd/3rd generation): screen 375×667 @2x,
  /// status bar 20 (safe area top 20, nothing at the bottom), compact width; the keyboard is
  /// 260 high, docked at the bottom: (0, 407, 375, 260), since 667 − 260 = 407.
  public static let smallPhone = DeviceProfile(
    name: "small-phone", screenBounds: CGRect(x: 0, y: 0, width: 375, height: 667),
    safeAreaInsets: EdgeInsets(top: 20), scale: 2, orientation: .portrait, statusBarHeight: 20,
    horizontalSizeClass: .compact, keyboardFrame: CGRect(x: 0, y: 407, width: 375, height: 260))

  /// A 6.1" notched phone with a home indicator (iPhone 14/15): screen 390×844 @3x, safe area
  /// top 47 and bottom 34, status bar 47, compact width; the keyboard is 336 high, docked:
  /// (0, 508, 390, 336), since 844 − 336 = 508.
  public static let notchedPhone = DeviceProfile(
    name: "notched-phone", screenBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
    safeAreaInsets: EdgeInsets(top: 47, bottom: 34), scale: 3, orientation: .portrait,
    statusBarHeight: 47, horizontalSizeClass: .compact,
    keyboardFrame: CGRect(x: 0, y: 508, width: 390, height: 336))

  /// The notched phone in landscape (home indicator on the right): screen 844×390 @3x, safe
  /// area left and right 47 (the notch side and its mirror) and bottom 21, no status bar,
  /// compact width; the keyboard is 209 high: (0, 181, 844, 209), since 390 − 209 = 181.
  public static let notchedPhoneLandscape = DeviceProfile(
    name: "notched-phone-landscape", screenBounds: CGRect(x: 0, y: 0, width: 844, height: 390),
    safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), scale: 3,
    orientation: .landscapeRight, statusBarHeight: 0, horizontalSizeClass: .compact,
    keyboardFrame: CGRect(x: 0, y: 181, width: 844, height: 209))

  /// An 11" iPad (iPad Air) in portrait: screen 820×1180 @2x, safe area top 24 (status bar)
  /// and bottom 20 (home indicator), regular width; the docked keyboard with its shortcut bar
  /// is 320 high: (0, 860, 820, 320), since 1180 − 320 = 860.
  public static let iPad = DeviceProfile(
    name: "ipad", screenBounds: CGRect(x: 0, y: 0, width: 820, height: 1180),
    safeAreaInsets: EdgeInsets(top: 24, bottom: 20), scale: 2, orientation: .portrait,
    statusBarHeight: 24, horizontalSizeClass: .regular,
    keyboardFrame: CGRect(x: 0, y: 860, width: 820, height: 320))

  /// The iPad with its keyboard undocked into the small floating keyboard: a 320×254 frame in
  /// the middle of the screen, (250, 463, 320, 254) — narrower than the screen and its bottom
  /// (717) well above the screen's (1180). ``dockedKeyboardFrame`` is the iPad's docked one.
  public static let iPadFloatingKeyboard = DeviceProfile(
    name: "ipad-floating-keyboard", screenBounds: CGRect(x: 0, y: 0, width: 820, height: 1180),
    safeAreaInsets: EdgeInsets(top: 24, bottom: 20), scale: 2, orientation: .portrait,
    statusBarHeight: 24, horizontalSizeClass: .regular,
    keyboardFrame: CGRect(x: 250, y: 463, width: 320, height: 254),
    dockedKeyboardFrame: CGRect(x: 0, y: 860, width: 820, height: 320))

  /// An iPad in landscape running Stage Manager: screen 1180×820 @2x, the app window at
  /// (120, 60, 700, 640) — not at the screen origin, clear of every screen edge, so no status
  /// bar and no safe-area insets inside it — regular width. The keyboard docks at the
  /// *screen's* bottom and spans the screen: (0, 422, 1180, 398), since 820 − 398 = 422; in
  /// window coordinates its top is 422 − 60 = 362, covering 640 − 362 = 278 of the window.
  public static let iPadStageManager = DeviceProfile(
    name: "ipad-stage-manager", screenBounds: CGRect(x: 0, y: 0, width: 1180, height: 820),
    windowFrame: CGRect(x: 120, y: 60, width: 700, height: 640), safeAreaInsets: .zero,
    scale: 2, orientation: .landscapeRight, statusBarHeight: 0, horizontalSizeClass: .regular,
    keyboardFrame: CGRect(x: 0, y: 422, width: 1180, height: 398))

  /// The notched phone with a hardware keyboard attached: iOS reports a full-height (336)
  /// keyboard frame pushed mostly below the screen so only its 55-point shortcut/accessory
  /// strip shows: (0, 789, 390, 336), since 844 − 55 = 789 (its bottom, 1125, is off screen).
  /// ``dockedKeyboardFrame`` is the phone's software keyboard.
  public static let hardwareKeyboardPhone = DeviceProfile(
    name: "hardware-keyboard-phone", screenBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
    safeAreaInsets: EdgeInsets(top: 47, bottom: 34), scale: 3, orientation: .portrait,
    statusBarHeight: 47, horizontalSizeClass: .compact,
    keyboardFrame: CGRect(x: 0, y: 789, width: 390, height: 336),
    dockedKeyboardFrame: CGRect(x: 0, y: 508, width: 390, height: 336))

  /// Every built-in profile, in a stable order.
  public static let all: [DeviceProfile] = [
    .smallPhone, .notchedPhone, .notchedPhoneLandscape, .iPad, .iPadFloatingKeyboard,
    .iPadStageManager, .hardwareKeyboardPhone,
  ]

  /// The built-in profile with `name`, or `nil` when there is none.
  public static func named(_ name: String) -> DeviceProfile? {
    all.first { $0.name == name }
  }
}
