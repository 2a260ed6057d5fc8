import Foundation
import KeyboardCore

// Appearance's global settings: declared here as keys, reached as properties of
// `KeyboardSettings` wherever this product is imported.

/// `overrideKeyboardAppearance`: whether Appearance overrides every input's appearance.
enum OverrideKeyboardAppearanceKey: KeyboardSettingKey {
  static let name = "overrideKeyboardAppearance"
  static let defaultValue = false
}

/// `keyboardAppearance`: the appearance Appearance gives every input.
enum KeyboardAppearanceKey: KeyboardSettingKey {
  static let name = "keyboardAppearance"
  static let defaultValue = KeyboardAppearanceStyle.default
}

extension AppearanceAdjuster {
  /// The global settings Appearance reads: `overrideKeyboardAppearance` and
  /// `keyboardAppearance`.
  public var settingKeys: [any KeyboardSettingKey.Type] {
    [OverrideKeyboardAppearanceKey.self, KeyboardAppearanceKey.self]
  }
}

extension KeyboardSettings {
  /// Whether Appearance gives every input that begins editing ``keyboardAppearance``
  /// (default `false`).
  public var overrideKeyboardAppearance: Bool {
    get { self[OverrideKeyboardAppearanceKey.self] }
    set { self[OverrideKeyboardAppearanceKey.self] = newValue }
  }

  /// The appearance Appearance gives inputs while ``overrideKeyboardAppearance`` is on
  /// (default `.default`).
  public var keyboardAppearance: KeyboardAppearanceStyle {
    get { self[KeyboardAppearanceKey.self] }
    set { self[KeyboardAppearanceKey.self] = newValue }
  }
}
