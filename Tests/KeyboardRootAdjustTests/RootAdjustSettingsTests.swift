import Foundation
import KeyboardCore
import Testing

@testable import KeyboardRootAdjust

/// `layoutIfNeededOnUpdate` is RootAdjust's, the only code that reads it: declared as its key,
/// reached as `settings.layoutIfNeededOnUpdate` where KeyboardRootAdjust is imported, and no
/// longer a field of KeyboardCore's ``KeyboardSettings``.
@MainActor
@Suite struct RootAdjustSettingsTests {
  @Test func keyboardCoreNoLongerDeclaresIt() {
    let fields = Mirror(reflecting: KeyboardSettings()).children.compactMap(\.label)
    #expect(!fields.isEmpty)
    #expect(!fields.contains("layoutIfNeededOnUpdate"), "\(fields)")
  }

  @Test func rootAdjustDeclaresIt() {
    #expect(RootAdjuster().settingKeys.map { $0.name } == ["layoutIfNeededOnUpdate"])
  }

  @Test func thePropertySetsTheKeysValue() {
    var settings = KeyboardSettings()
    #expect(!settings.layoutIfNeededOnUpdate)
    settings.layoutIfNeededOnUpdate = true
    #expect(settings[LayoutIfNeededOnUpdateKey.self])
  }
}
