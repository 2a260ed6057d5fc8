import Foundation

/// One input a host fed an ``ActiveConfiguration``, as its ``ActiveConfiguration/onInput``
/// observer sees it — before the configuration acts on it.
///
/// Each case mirrors one of the configuration's input methods (or, for
/// ``settingsDidChange(_:)``, a change of ``ActiveConfiguration/settings``). A trace recorder
/// turns them into scenario steps; a debugging log can print them.
///
/// Not `Sendable`: a keyboard notification's userInfo holds `Any` values, and text inputs are
/// main-actor objects. Observers run on the main actor, within the input's call.
public enum ConfigurationInput {
  /// ``ActiveConfiguration/handleKeyboardNotification(_:userInfo:screenBounds:)``: a keyboard
  /// notification exactly as the host received it, not yet parsed nor normalised.
  case keyboardNotification(
    KeyboardNotificationName, userInfo: [AnyHashable: Any]?, screenBounds: CGRect)
  /// ``ActiveConfiguration/handleKeyboard(_:)``: an already normalised keyboard, fed directly.
  case keyboard(KeyboardInfo)
  /// ``ActiveConfiguration/textInputDidBeginEditing(_:)``.
  case textInputDidBeginEditing(any HostTextInput)
  /// ``ActiveConfiguration/textInputDidEndEditing(_:)``.
  case textInputDidEndEditing(any HostTextInput)
  /// ``ActiveConfiguration/interfaceOrientationDidChange()``.
  case interfaceOrientationDidChange
  /// ``ActiveConfiguration/interactivePopDidChange(_:)``.
  case interactivePopDidChange(InteractivePopPhase)
  /// ``ActiveConfiguration/reloadLayout()``.
  case reloadLayout
  /// ``ActiveConfiguration/settings`` changed to these settings.
  case settingsDidChange(KeyboardSettings)
}
