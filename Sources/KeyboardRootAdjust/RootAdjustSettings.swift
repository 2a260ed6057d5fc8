import Foundation
import KeyboardCore

// RootAdjust's global setting: declared here as a key, reached as a property of
// `KeyboardSettings` wherever this product is imported.

/// `layoutIfNeededOnUpdate`: whether RootAdjust lays the root view out as it moves it.
enum LayoutIfNeededOnUpdateKey: KeyboardSettingKey {
  static let name = "layoutIfNeededOnUpdate"
  static let defaultValue = false
}

extension RootAdjuster {
  /// The global setting RootAdjust reads: `layoutIfNeededOnUpdate`.
  public var settingKeys: [any KeyboardSettingKey.Type] { [LayoutIfNeededOnUpdateKey.self] }
}

extension KeyboardSettings {
  /// Whether RootAdjust lays the root view out inside the animation whenever it moves it
  /// (default `false`).
  public var layoutIfNeededOnUpdate: Bool {
    get { self[LayoutIfNeededOnUpdateKey.self] }
    set { self[LayoutIfNeededOnUpdateKey.self] = newValue }
  }
}
