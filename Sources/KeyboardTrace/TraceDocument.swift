import Foundation
import KeyboardCore

/// A recorded trace as a scenario file (format 1 of Docs/ScenarioFormat.md): the screen, the
/// settings and adjusters in force, the controller hierarchy, and the timeline. Only the fields
/// a trace needs; `nil` fields are left out of the JSON.
struct TraceDocument: Encodable {
  var format = 1
  var name: String
  var description: String
  var screen: TraceScreen
  var settings: TraceSettings
  var adjusters: [String]
  var root: TraceController
  var steps: [TraceStep]
}

/// The screen and window, described explicitly (`"screen"` of a scenario or a `rotate` step).
struct TraceScreen: Encodable, Equatable {
  var size: TraceSize
  var window: TraceRect
  var safeArea: TraceInsets
  var orientation: String
  var scale: Double
  var statusBarHeight: Double
  /// The first visible keyboard frame seen on this screen (screen coordinates).
  var keyboard: TraceRect?
}

/// Every global setting, by its Swift name (a scenario's `settings`, a `changeSettings` step):
/// KeyboardCore's, then the plugins' under their keys' names.
struct TraceSettings: Encodable, Equatable {
  var isEnabled: Bool
  var keyboardDistance: Double
  var disabledDistanceHandlingClasses: [String]
  var enabledDistanceHandlingClasses: [String]
  /// The plugins' settings, by name.
  var plugins: [String: EncodedSettingValue] = [:]

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SettingCodingKey.self)
    try container.encode(isEnabled, forKey: SettingCodingKey("isEnabled"))
    try container.encode(keyboardDistance, forKey: SettingCodingKey("keyboardDistance"))
    try container.encode(
      disabledDistanceHandlingClasses, forKey: SettingCodingKey("disabledDistanceHandlingClasses"))
    try container.encode(
      enabledDistanceHandlingClasses, forKey: SettingCodingKey("enabledDistanceHandlingClasses"))
    for (name, value) in plugins.sorted(by: { $0.key < $1.key }) {
      try container.encode(value, forKey: SettingCodingKey(name))
    }
  }
}

/// A view's `keyboard` settings. In a snapshot only what differs from the defaults is written;
/// in a `changeViewSettings` step every field is, an unset distance as `null`.
struct TraceViewSettings: Encodable, Equatable {
  var distanceFromKeyboard: Double?
  var enableMode: String?
  /// The plugins' settings, by name.
  var plugins: [String: EncodedSettingValue] = [:]
  /// Whether a `nil` distance is written as `null` (which unsets it) rather than left out.
  var writesUnsetDistance = false

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SettingCodingKey.self)
    let distanceKey = SettingCodingKey("distanceFromKeyboard")
    if let distanceFromKeyboard {
      try container.encode(distanceFromKeyboard, forKey: distanceKey)
    } else if writesUnsetDistance {
      try container.encodeNil(forKey: distanceKey)
    }
    try container.encodeIfPresent(enableMode, forKey: SettingCodingKey("enableMode"))
    for (name, value) in plugins.sorted(by: { $0.key < $1.key }) {
      try container.encode(value, forKey: SettingCodingKey(name))
    }
  }

  /// Whether nothing would be written.
  var isEmpty: Bool {
    distanceFromKeyboard == nil && !writesUnsetDistance && enableMode == nil && plugins.isEmpty
  }
}
