import Foundation

extension ActiveConfiguration {
  /// Handles a keyboard notification for a host that does not always know which screen to
  /// measure it against: the configuration picks the screen (Behavior.md §0: keyboard frames are in
  /// screen coordinates, so the right screen's bounds decide what is on screen).
  ///
  /// The bounds used, best first: the screen of the focused input's window; the screen the
  /// notification names (`notificationScreenBounds`: UIKit's notification object, when it is a
  /// screen); `fallbackScreenBounds()` (an app's foreground scene). A text view's will-show can
  /// arrive before its begin-editing, which is when the later ones matter. With none of them a
  /// show or frame change is ignored with a warning, while a hide is applied, since it needs no
  /// screen.
  public func handleKeyboardNotification(
    _ name: KeyboardNotificationName, userInfo: [AnyHashable: Any]?,
    notificationScreenBounds: CGRect?, fallbackScreenBounds: () -> CGRect?
  ) {
    let bounds =
      focusedInput?.hostWindow?.screenBounds ?? notificationScreenBounds ?? fallbackScreenBounds()
    guard let bounds = bounds ?? (name.isHide ? .zero : nil) else {
      ignore("\(name.rawValue) ignored: no screen to measure the keyboard against", level: .warning)
      return
    }
    handleKeyboardNotification(name, userInfo: userInfo, screenBounds: bounds)
  }

  /// The navigation controller whose interactive pop (swipe back) gesture a host follows and
  /// reports with ``interactivePopDidChange(_:)``: the one around the session's root controller,
  /// `nil` while there is no root. Hosts ask again after every input, since the root changes
  /// with focus.
  public var interactivePopNavigationController: (any HostController)? {
    root?.navigationController
  }
}
