import Foundation

/// Whether KeyboardLift handles a particular text input (IQKeyboardManager's `enableMode`).
public enum EnableMode: String, Sendable, Codable, CaseIterable {
  /// Follow the global setting and the controller class lists (BEHAVIOR §5).
  case `default`
  /// Always handle this input, whatever the global setting says.
  case enabled
  /// Never handle this input.
  case disabled
}

/// The per-view keyboard settings a host stores for each view. Read and write them through
/// the ``HostView/keyboard`` namespace: `field.keyboard.distanceFromKeyboard = 40`.
public struct KeyboardViewSettings: Hashable, Sendable, Codable {
  /// The distance between this input's bottom and the keyboard's top; `nil` uses the global
  /// ``KeyboardSettings/keyboardDistance``.
  public var distanceFromKeyboard: CGFloat?
  /// Whether this input is handled (BEHAVIOR §5).
  public var enableMode: EnableMode
  /// A scroll view with this set is never chosen to scroll; the search goes on upward.
  public var ignoreScrollingAdjustment: Bool
  /// A scroll view with this set may be scrolled but never gets a content inset.
  public var ignoreContentInsetAdjustment: Bool
  /// A scroll view with this set gets its exact starting content offset back on hide.
  public var restoreContentOffset: Bool

  /// Creates settings; every value defaults to IQKeyboardManager's default.
  public init(
    distanceFromKeyboard: CGFloat? = nil, enableMode: EnableMode = .default,
    ignoreScrollingAdjustment: Bool = false, ignoreContentInsetAdjustment: Bool = false,
    restoreContentOffset: Bool = false
  ) {
    self.distanceFromKeyboard = distanceFromKeyboard
    self.enableMode = enableMode
    self.ignoreScrollingAdjustment = ignoreScrollingAdjustment
    self.ignoreContentInsetAdjustment = ignoreContentInsetAdjustment
    self.restoreContentOffset = restoreContentOffset
  }

  /// Every setting at its default.
  public static let `default` = KeyboardViewSettings()
}
