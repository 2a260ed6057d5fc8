import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// Settings a plugin declares for itself, as a third party does: typed keys whose values
/// ``KeyboardSettings`` and ``KeyboardViewSettings`` hold by name.
private enum LabelKey: KeyboardViewSettingKey {
  static let name = "test.label"
  static let defaultValue = "none"
}

private enum InsetKey: KeyboardViewSettingKey {
  static let name = "test.inset"
  static let defaultValue: CGFloat = 0
  static let scope = KeyboardViewSettingScope.scrollViews
}

private enum ModeKey: KeyboardSettingKey {
  static let name = "test.mode"
  static let defaultValue = EnableMode.default
}

/// A key of the same name as `LabelKey`, with another type.
private enum MistypedLabelKey: KeyboardViewSettingKey {
  static let name = "test.label"
  static let defaultValue = 7
}

@Suite struct PluginSettingTests {
  @Test func keyboardCoreStoresOnlyTheSettingsItReads() {
    // Enable mode and distance per view; enabled, distance and the class lists globally. Every
    // other setting is a plugin's, held by name.
    let viewFields = Mirror(reflecting: KeyboardViewSettings()).children.compactMap(\.label)
    #expect(viewFields == ["distanceFromKeyboard", "enableMode", "pluginSettings"])
    let globalFields = Mirror(reflecting: KeyboardSettings()).children.compactMap(\.label)
    #expect(
      globalFields == [
        "isEnabled", "keyboardDistance", "disabledDistanceHandlingClasses",
        "enabledDistanceHandlingClasses", "pluginSettings",
      ])
  }

  @Test func aKeyReadsItsDefaultUntilItIsSet() {
    var view = KeyboardViewSettings()
    #expect(view[LabelKey.self] == "none")
    view[LabelKey.self] = "price"
    #expect(view[LabelKey.self] == "price")
    #expect(view[InsetKey.self] == 0)  // another key is untouched

    var global = KeyboardSettings()
    #expect(global[ModeKey.self] == .default)
    global[ModeKey.self] = .disabled
    #expect(global[ModeKey.self] == .disabled)
    #expect(KeyboardSettings()[ModeKey.self] == .default)
  }

  @Test func aKeyDeclaresTheViewsItIsFor() {
    #expect(LabelKey.scope == .allViews)  // the default
    #expect(InsetKey.scope == .scrollViews)
  }

  @Test @MainActor func theKeyboardNamespaceReachesAViewsPluginSettings() {
    let field = HeadlessTextField()
    field.keyboard[LabelKey.self] = "email"
    #expect(field.keyboardSettings[LabelKey.self] == "email")
    #expect(field.keyboard[LabelKey.self] == "email")
    #expect(HeadlessTextField().keyboard[LabelKey.self] == "none")  // per view
  }

  @Test func aValueSetToItsDefaultEqualsOneNeverSet() {
    var view = KeyboardViewSettings()
    view[LabelKey.self] = "none"
    #expect(view == .default)
    #expect(view.hashValue == KeyboardViewSettings.default.hashValue)
    var global = KeyboardSettings()
    global[ModeKey.self] = .default
    #expect(global == KeyboardSettings())
    #expect(global.hashValue == KeyboardSettings().hashValue)
  }

  @Test func settingsThatReadDifferentlyAreNotEqual() {
    var first = KeyboardViewSettings()
    first[LabelKey.self] = "a"
    var second = KeyboardViewSettings()
    second[LabelKey.self] = "b"
    #expect(first != second)
    #expect(first != .default)
    second[LabelKey.self] = "a"
    #expect(first == second)
  }

  @Test func aValueOfAnotherTypeUnderTheSameNameReadsAsTheDefault() {
    var view = KeyboardViewSettings()
    view[LabelKey.self] = "price"
    #expect(view[MistypedLabelKey.self] == 7)
  }

  @Test func encodingWritesKeyboardCoresSettingsAndEveryPluginValueSet() throws {
    var view = KeyboardViewSettings(distanceFromKeyboard: 30)
    view[LabelKey.self] = "price"
    let object = try Self.object(view)
    #expect(object["distanceFromKeyboard"] as? Double == 30)
    #expect(object["enableMode"] as? String == "default")
    #expect(object["test.label"] as? String == "price")
    #expect(object["test.inset"] == nil)  // never set

    var global = KeyboardSettings(isEnabled: true)
    global[ModeKey.self] = .enabled
    let globalObject = try Self.object(global)
    #expect(globalObject["isEnabled"] as? Bool == true)
    #expect(globalObject["test.mode"] as? String == "enabled")
  }

  @Test func decodedPluginValuesReadBackThroughTheirKeys() throws {
    var view = KeyboardViewSettings(enableMode: .disabled)
    view[LabelKey.self] = "price"
    view[InsetKey.self] = 12.5
    let decoded = try JSONDecoder().decode(
      KeyboardViewSettings.self, from: JSONEncoder().encode(view))
    #expect(decoded == view)
    #expect(decoded[LabelKey.self] == "price")
    #expect(decoded[InsetKey.self] == 12.5)
    #expect(decoded.enableMode == .disabled)

    var global = KeyboardSettings(keyboardDistance: 14)
    global[ModeKey.self] = .enabled
    let decodedGlobal = try JSONDecoder().decode(
      KeyboardSettings.self, from: JSONEncoder().encode(global))
    #expect(decodedGlobal == global)
    #expect(decodedGlobal[ModeKey.self] == .enabled)
  }

  @Test func settingsEncodedWhenKeyboardCoreHeldThePluginsSettingsStillDecode() throws {
    // Earlier versions encoded ScrollAdjust's and Appearance's settings as KeyboardCore fields;
    // a key of the same name reads them.
    let view = try JSONDecoder().decode(
      KeyboardViewSettings.self,
      from: Data(
        """
        {"distanceFromKeyboard": 30, "enableMode": "enabled", "ignoreScrollingAdjustment": false,
         "ignoreContentInsetAdjustment": false, "restoreContentOffset": true}
        """.utf8))
    #expect(view.distanceFromKeyboard == 30 && view.enableMode == .enabled)
    #expect(view[RestoreContentOffsetLookalike.self])

    let global = try JSONDecoder().decode(
      KeyboardSettings.self,
      from: Data(
        """
        {"isEnabled": true, "keyboardDistance": 12, "disabledDistanceHandlingClasses": [],
         "enabledDistanceHandlingClasses": [{"name": "FormController"}],
         "layoutIfNeededOnUpdate": false, "overrideKeyboardAppearance": true,
         "keyboardAppearance": "dark"}
        """.utf8))
    #expect(global.isEnabled && global.keyboardDistance == 12)
    #expect(global.disabledDistanceHandlingClasses.isEmpty)
    #expect(global.enabledDistanceHandlingClasses == [ControllerClass(name: "FormController")])
    #expect(global[AppearanceLookalike.self] == .dark)
  }

  @Test func aDecodedValueEqualsTheSameValueSetThroughItsKey() throws {
    var view = KeyboardViewSettings()
    view[LabelKey.self] = "price"
    let json = #"{"enableMode": "default", "test.label": "price"}"#
    let decoded = try JSONDecoder().decode(KeyboardViewSettings.self, from: Data(json.utf8))
    #expect(decoded == view)
  }

  private static func object(_ value: some Encodable) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? [String: Any])
  }
}

/// Keys named as ScrollAdjust's and Appearance's are (KeyboardCore's tests cannot import them).
private enum RestoreContentOffsetLookalike: KeyboardViewSettingKey {
  static let name = "restoreContentOffset"
  static let defaultValue = false
}

private enum AppearanceLookalike: KeyboardSettingKey {
  static let name = "keyboardAppearance"
  static let defaultValue = KeyboardAppearanceStyle.default
}
