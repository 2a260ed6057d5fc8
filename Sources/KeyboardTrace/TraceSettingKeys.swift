import Foundation
import KeyboardCore

/// The plugins' settings a trace records: those the registered built-in adjusters declare
/// (``Adjuster/settingKeys``, ``Adjuster/viewSettingKeys``), the ones a replay can use. A
/// third-party adjuster's settings are left out with it.
@MainActor
struct TraceSettingKeys {
  /// The global settings, each name once.
  private(set) var global: [any KeyboardSettingKey.Type] = []
  /// The per-view settings, each name once.
  private(set) var view: [any KeyboardViewSettingKey.Type] = []

  /// The keys `adjusters` declare, the built-in ones only.
  init(adjusters: [any Adjuster]) {
    var globalNames: Set<String> = []
    var viewNames: Set<String> = []
    for adjuster in adjusters where AdjusterIdentifier.builtIns.contains(adjuster.identifier) {
      for key in adjuster.settingKeys where globalNames.insert(key.name).inserted {
        global.append(key)
      }
      for key in adjuster.viewSettingKeys where viewNames.insert(key.name).inserted {
        view.append(key)
      }
    }
  }
}

extension KeyboardSettingKey {
  /// The value in `settings`, as a trace writes it, or `nil` when it cannot be encoded.
  static func traceValue(in settings: KeyboardSettings) -> EncodedSettingValue? {
    EncodedSettingValue(encoding: settings[Self.self])
  }
}

extension KeyboardViewSettingKey {
  /// Whether `settings` holds a value other than the default.
  static func differsFromDefault(in settings: KeyboardViewSettings) -> Bool {
    settings[Self.self] != defaultValue
  }

  /// The value in `settings`, as a trace writes it, or `nil` when it cannot be encoded.
  static func traceValue(in settings: KeyboardViewSettings) -> EncodedSettingValue? {
    EncodedSettingValue(encoding: settings[Self.self])
  }
}
