import Foundation

/// The six keyboard notifications, named by UIKit's real notification name strings.
public enum KeyboardNotificationName: String, Sendable, Codable, CaseIterable {
  /// `UIResponder.keyboardWillShowNotification`.
  case willShow = "UIKeyboardWillShowNotification"
  /// `UIResponder.keyboardDidShowNotification`.
  case didShow = "UIKeyboardDidShowNotification"
  /// `UIResponder.keyboardWillChangeFrameNotification`.
  case willChangeFrame = "UIKeyboardWillChangeFrameNotification"
  /// `UIResponder.keyboardDidChangeFrameNotification`.
  case didChangeFrame = "UIKeyboardDidChangeFrameNotification"
  /// `UIResponder.keyboardWillHideNotification`.
  case willHide = "UIKeyboardWillHideNotification"
  /// `UIResponder.keyboardDidHideNotification`.
  case didHide = "UIKeyboardDidHideNotification"

  /// Whether this is a will/did-hide notification.
  public var isHide: Bool { self == .willHide || self == .didHide }
}

/// The userInfo keys of a keyboard notification: UIKit's real key strings.
public enum KeyboardUserInfoKey {
  /// `UIResponder.keyboardFrameBeginUserInfoKey` (a CGRect in screen coordinates).
  public static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
  /// `UIResponder.keyboardFrameEndUserInfoKey` (a CGRect in screen coordinates).
  public static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
  /// `UIResponder.keyboardAnimationDurationUserInfoKey` (seconds).
  public static let animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
  /// `UIResponder.keyboardAnimationCurveUserInfoKey` (a `UIView.AnimationCurve` raw value).
  public static let animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
  /// `UIResponder.keyboardIsLocalUserInfoKey` (whether the keyboard belongs to this app).
  public static let isLocal = "UIKeyboardIsLocalUserInfoKey"
}

/// The keyboard, normalised from one notification by the rules of Behavior.md §2.
///
/// Frames are in screen coordinates. A hidden keyboard has an end frame of height 0 at the
/// screen's bottom. ``appliedRules`` says which normalisation rules changed the raw values.
public struct KeyboardInfo: Equatable, Sendable, Codable {
  /// The notification this info came from.
  public var notification: KeyboardNotificationName
  /// The frame the keyboard animates from (screen coordinates); `nil` when the notification
  /// had none.
  public var beginFrame: CGRect?
  /// The frame the keyboard animates to, normalised: its height is the part that counts
  /// (visible on screen), 0 when the keyboard is treated as hidden.
  public var endFrame: CGRect
  /// The animation that moves the keyboard.
  public var animation: KeyboardAnimation
  /// Whether the keyboard belongs to this app.
  public var isLocal: Bool
  /// The normalisation rules that changed what the notification said.
  public var appliedRules: [KeyboardNormalizationRule]

  /// Creates an info from already normalised values.
  public init(
    notification: KeyboardNotificationName, beginFrame: CGRect? = nil, endFrame: CGRect,
    animation: KeyboardAnimation = .default, isLocal: Bool = true,
    appliedRules: [KeyboardNormalizationRule] = []
  ) {
    self.notification = notification
    self.beginFrame = beginFrame
    self.endFrame = endFrame
    self.animation = animation
    self.isLocal = isLocal
    self.appliedRules = appliedRules
  }

  /// The height that counts (Behavior.md §2.3).
  public var height: CGFloat { endFrame.height }

  /// Whether the keyboard covers anything.
  public var isVisible: Bool { endFrame.height > 0 }

  /// A hidden keyboard: height 0 at the bottom of `screenBounds`.
  public static func hidden(
    in screenBounds: CGRect, notification: KeyboardNotificationName = .didHide
  ) -> KeyboardInfo {
    KeyboardInfo(
      notification: notification, endFrame: KeyboardNormalization.hiddenFrame(in: screenBounds))
  }

  /// Whether `other` describes the same keyboard: same normalised end frame and visibility
  /// (Behavior.md §2.7, dedupe). A did-show after its will-show is the same keyboard.
  public func isSameKeyboard(as other: KeyboardInfo) -> Bool {
    endFrame == other.endFrame && isVisible == other.isVisible
  }
}

/// The named normalisation rules of Behavior.md §2, each separately tested.
public enum KeyboardNormalizationRule: String, Hashable, Sendable, Codable, CaseIterable {
  /// No end frame → hidden (height 0 at the screen bottom).
  case missingFrame = "missing-frame"
  /// A frame narrower than the screen whose bottom is above the screen's bottom is a floating
  /// iPad keyboard → hidden.
  case floating
  /// Only the part of the frame on screen counts: `max(screenHeight − minY, 0)`.
  case visibleStrip = "visible-strip"
  /// On will/did hide the height is 0 whatever the frame says.
  case hideIsZero = "hide-is-zero"
  /// Missing or zero duration → 0.25 s.
  case defaultDuration = "duration"
  /// Missing curve → ease-out.
  case defaultCurve = "curve"
}
