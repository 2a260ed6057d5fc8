import Foundation

/// One input a host fed an ``ActiveConfiguration``, as its input observers see it (see
/// ``ActiveConfiguration/addInputObserver(_:)``) — before the configuration acts on it.
///
/// Each case mirrors one of the configuration's input methods (or, for
/// ``settingsDidChange(_:)``, a change of ``ActiveConfiguration/settings``). A trace recorder
/// turns them into scenario steps; a debugging log can print them.
///
/// New cases may be added as the configuration learns new inputs: switch over an input with a
/// `default` branch, so an observer keeps compiling and ignores what it does not know.
///
/// Not `Sendable`: a keyboard notification's userInfo holds `Any` values, and text inputs are
/// main-actor objects. Observers run on the main actor, when the input is handled: usually
/// within the call that fed it; an input fed while another is being handled (a handler made
/// UIKit post a notification synchronously, an observer asked for a reload) is queued, and
/// reported when its turn comes — after the current one, in the order they arrived.
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
  /// ``ActiveConfiguration/windowSizeDidChange()``.
  case windowSizeDidChange
  /// ``ActiveConfiguration/interactivePopDidChange(_:)``.
  case interactivePopDidChange(InteractivePopPhase)
  /// ``ActiveConfiguration/reloadLayout()``.
  case reloadLayout
  /// ``ActiveConfiguration/settings`` changed to these settings.
  case settingsDidChange(KeyboardSettings)
}
