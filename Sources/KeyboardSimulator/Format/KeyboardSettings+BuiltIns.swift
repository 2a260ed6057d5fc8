import Foundation
import KeyboardLift

extension KeyboardSettings {
  /// These settings with every global setting of the built-in adjusters set to the value it
  /// has, so that encoding writes each one, defaults included: a run's JSON lists every global
  /// setting a scenario can name.
  @MainActor
  func listingBuiltInSettings() -> KeyboardSettings {
    var result = self
    for adjuster in [any Adjuster].recommended {
      for key in adjuster.settingKeys { result.setToItsValue(key) }
    }
    return result
  }

  /// Sets `key`'s setting to the value it reads, which keeps it even when it is the default.
  private mutating func setToItsValue<Key: KeyboardSettingKey>(_ key: Key.Type) {
    self[Key.self] = self[Key.self]
  }
}
