import Foundation
import KeyboardCore
import Testing

@testable import KeyboardAppearance

/// Appearance's global settings are its own: declared as its keys, reached as
/// `settings.overrideKeyboardAppearance` and `settings.keyboardAppearance` where
/// KeyboardAppearance is imported, and no longer fields of KeyboardCore's ``KeyboardSettings``.
@MainActor
@Suite struct AppearanceSettingsTests {
  private static let names = ["overrideKeyboardAppearance", "keyboardAppearance"]

  @Test func keyboardCoreNoLongerDeclaresThem() {
    let fields = Mirror(reflecting: KeyboardSettings()).children.compactMap(\.label)
    #expect(!fields.isEmpty)
    #expect(Set(fields).isDisjoint(with: Self.names), "\(fields)")
  }

  @Test func appearanceDeclaresThem() {
    #expect(AppearanceAdjuster().settingKeys.map { $0.name } == Self.names)
    #expect(AppearanceAdjuster().viewSettingKeys.isEmpty)
  }

  @Test func thePropertiesSetTheKeysValues() {
    var settings = KeyboardSettings()
    #expect(!settings.overrideKeyboardAppearance)
    #expect(settings.keyboardAppearance == .default)
    settings.overrideKeyboardAppearance = true
    settings.keyboardAppearance = .dark
    #expect(settings[OverrideKeyboardAppearanceKey.self])
    #expect(settings[KeyboardAppearanceKey.self] == .dark)
    #expect(settings != KeyboardSettings())
  }
}
