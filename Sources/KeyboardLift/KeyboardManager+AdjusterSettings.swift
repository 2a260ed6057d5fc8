import KeyboardAppearance
import KeyboardCore
import KeyboardLiftManager
import KeyboardRootAdjust

// The built-in adjusters' global settings, forwarded by the manager as IQKeyboardManager names
// them. They are declared here, where the facade meets the products that own them, not in the
// facade itself: with the facade and a subset of the products, any setting of those products
// is reached as `manager.settings.…`.

extension KeyboardManager {
  /// RootAdjust lays the root view out inside the animation whenever it moves it
  /// (default `false`).
  public var layoutIfNeededOnUpdate: Bool {
    get { settings.layoutIfNeededOnUpdate }
    set { settings.layoutIfNeededOnUpdate = newValue }
  }

  /// Whether Appearance overrides the keyboard appearance of every input that begins editing
  /// (default `false`).
  public var overrideKeyboardAppearance: Bool {
    get { settings.overrideKeyboardAppearance }
    set { settings.overrideKeyboardAppearance = newValue }
  }

  /// The appearance used when ``overrideKeyboardAppearance`` is on (default `.default`).
  public var keyboardAppearance: KeyboardAppearanceStyle {
    get { settings.keyboardAppearance }
    set { settings.keyboardAppearance = newValue }
  }
}
