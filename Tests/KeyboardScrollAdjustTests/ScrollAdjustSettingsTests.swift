import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

@testable import KeyboardScrollAdjust

/// ScrollAdjust's per-view settings are its own: declared as its keys, reached with the spelling
/// `scrollView.keyboard.restoreContentOffset` where KeyboardScrollAdjust is imported, and no
/// longer fields of KeyboardCore's ``KeyboardViewSettings``.
@MainActor
@Suite struct ScrollAdjustSettingsTests {
  private static let names = [
    "ignoreScrollingAdjustment", "ignoreContentInsetAdjustment", "restoreContentOffset",
  ]

  @Test func keyboardCoreNoLongerDeclaresThem() {
    let fields = Mirror(reflecting: KeyboardViewSettings()).children.compactMap(\.label)
    #expect(!fields.isEmpty)
    #expect(Set(fields).isDisjoint(with: Self.names), "\(fields)")
  }

  @Test func scrollAdjustDeclaresThemForScrollViews() {
    let keys = ScrollAdjuster().viewSettingKeys
    #expect(keys.map { $0.name } == Self.names)
    #expect(keys.allSatisfy { $0.scope == .scrollViews })
    #expect(ScrollAdjuster().settingKeys.isEmpty)
  }

  @Test func theNamespaceSpellingSetsTheKeysValues() {
    let scrollView = HeadlessScrollView()
    #expect(!scrollView.keyboard.restoreContentOffset)
    #expect(!scrollView.keyboard.ignoreScrollingAdjustment)
    #expect(!scrollView.keyboard.ignoreContentInsetAdjustment)
    scrollView.keyboard.restoreContentOffset = true
    scrollView.keyboard.ignoreScrollingAdjustment = true
    scrollView.keyboard.ignoreContentInsetAdjustment = true
    #expect(scrollView.keyboardSettings[RestoreContentOffsetKey.self])
    #expect(scrollView.keyboardSettings[IgnoreScrollingAdjustmentKey.self])
    #expect(scrollView.keyboardSettings[IgnoreContentInsetAdjustmentKey.self])
    #expect(scrollView.keyboardSettings.restoreContentOffset)
    scrollView.keyboard.restoreContentOffset = false
    #expect(!scrollView.keyboardSettings.restoreContentOffset)
  }

  @Test func theyAreSetOnASettingsValueToo() {
    var settings = KeyboardViewSettings(distanceFromKeyboard: 30)
    settings.ignoreContentInsetAdjustment = true
    #expect(settings[IgnoreContentInsetAdjustmentKey.self])
    #expect(settings != KeyboardViewSettings(distanceFromKeyboard: 30))
    settings.ignoreContentInsetAdjustment = false
    #expect(settings == KeyboardViewSettings(distanceFromKeyboard: 30))
  }

  @Test func theyAreEncodedUnderTheNamesTheyHadAsKeyboardCoreFields() throws {
    var settings = KeyboardViewSettings()
    settings.restoreContentOffset = true
    let json = try #require(
      JSONSerialization.jsonObject(with: JSONEncoder().encode(settings)) as? [String: Any])
    #expect(json["restoreContentOffset"] as? Bool == true)
    let decoded = try JSONDecoder().decode(
      KeyboardViewSettings.self, from: JSONEncoder().encode(settings))
    #expect(decoded.restoreContentOffset)
  }
}
