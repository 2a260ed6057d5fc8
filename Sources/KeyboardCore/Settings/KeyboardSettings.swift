import Foundation

/// The global settings, with IQKeyboardManager's defaults (Behavior.md §1).
///
/// The stored properties are the settings KeyboardCore itself reads. Each plugin declares its own
/// as a ``KeyboardSettingKey`` and reaches it through ``subscript(_:)``, usually behind a
/// property it adds in an extension: RootAdjust's `layoutIfNeededOnUpdate`, Appearance's
/// `overrideKeyboardAppearance` and `keyboardAppearance` are there when those products are
/// imported.
public struct KeyboardSettings: Sendable {
  /// Whether KeyboardLift handles inputs at all (default `false`, as IQKeyboardManager).
  public var isEnabled: Bool
  /// The distance between the focused input's bottom and the keyboard's top (default 10).
  /// A negative value is treated as 0 and logged (see ``effectiveKeyboardDistance``).
  public var keyboardDistance: CGFloat
  /// Controllers in which inputs are never handled; matched by kind. Wins over
  /// ``enabledDistanceHandlingClasses``.
  public var disabledDistanceHandlingClasses: [ControllerClass]
  /// Controllers in which inputs are handled even while ``isEnabled`` is false.
  public var enabledDistanceHandlingClasses: [ControllerClass]
  /// The plugins' settings, by name.
  var pluginSettings = PluginSettingStore()

  /// Creates settings; every value defaults to IQKeyboardManager's default, and every plugin's
  /// setting to its key's default.
  public init(
    isEnabled: Bool = false,
    keyboardDistance: CGFloat = 10,
    disabledDistanceHandlingClasses: [ControllerClass] = [
      .tableViewController, .inputViewController, .alertController,
    ],
    enabledDistanceHandlingClasses: [ControllerClass] = []
  ) {
    self.isEnabled = isEnabled
    self.keyboardDistance = keyboardDistance
    self.disabledDistanceHandlingClasses = disabledDistanceHandlingClasses
    self.enabledDistanceHandlingClasses = enabledDistanceHandlingClasses
  }

  /// ``keyboardDistance`` as used: a negative or non-finite value counts as 0.
  public var effectiveKeyboardDistance: CGFloat {
    keyboardDistance.isFinite ? max(keyboardDistance, 0) : 0
  }

  /// The value of a plugin's setting: its key's default until it is set. A value set is kept,
  /// even when it is the default, and encoding writes it; settings compare equal whether a value
  /// is set to its default or never set (a value decoded, not set, compares by its encoded form).
  public subscript<Key: KeyboardSettingKey>(key: Key.Type) -> Key.Value {
    get { pluginSettings.value(named: Key.name, default: Key.defaultValue) }
    set { pluginSettings.setValue(newValue, named: Key.name, default: Key.defaultValue) }
  }
}

extension KeyboardSettings: Hashable {
  /// Equal when every setting, KeyboardCore's and the plugins', reads the same.
  public static func == (lhs: KeyboardSettings, rhs: KeyboardSettings) -> Bool {
    lhs.isEnabled == rhs.isEnabled && lhs.keyboardDistance == rhs.keyboardDistance
      && lhs.disabledDistanceHandlingClasses == rhs.disabledDistanceHandlingClasses
      && lhs.enabledDistanceHandlingClasses == rhs.enabledDistanceHandlingClasses
      && lhs.pluginSettings == rhs.pluginSettings
  }

  /// Hashes KeyboardCore's settings (plugins' values compare by value but are not hashed).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(isEnabled)
    hasher.combine(keyboardDistance)
    hasher.combine(disabledDistanceHandlingClasses)
    hasher.combine(enabledDistanceHandlingClasses)
  }
}

extension KeyboardSettings: Codable {
  private static let coreNames: Set = [
    "isEnabled", "keyboardDistance", "disabledDistanceHandlingClasses",
    "enabledDistanceHandlingClasses",
  ]

  /// Writes KeyboardCore's settings, then every plugin's value that was set, each under its
  /// name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SettingCodingKey.self)
    try container.encode(isEnabled, forKey: SettingCodingKey("isEnabled"))
    try container.encode(keyboardDistance, forKey: SettingCodingKey("keyboardDistance"))
    try container.encode(
      disabledDistanceHandlingClasses, forKey: SettingCodingKey("disabledDistanceHandlingClasses"))
    try container.encode(
      enabledDistanceHandlingClasses, forKey: SettingCodingKey("enabledDistanceHandlingClasses"))
    try pluginSettings.encode(to: &container)
  }

  /// Reads what ``encode(to:)`` writes; a setting left out keeps its default. A plugin's value
  /// is kept as it was encoded, and read as its key's type through ``subscript(_:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SettingCodingKey.self)
    let defaults = KeyboardSettings()
    isEnabled =
      try container.decodeIfPresent(Bool.self, forKey: SettingCodingKey("isEnabled"))
      ?? defaults.isEnabled
    keyboardDistance =
      try container.decodeIfPresent(CGFloat.self, forKey: SettingCodingKey("keyboardDistance"))
      ?? defaults.keyboardDistance
    disabledDistanceHandlingClasses =
      try container.decodeIfPresent(
        [ControllerClass].self, forKey: SettingCodingKey("disabledDistanceHandlingClasses"))
      ?? defaults.disabledDistanceHandlingClasses
    enabledDistanceHandlingClasses =
      try container.decodeIfPresent(
        [ControllerClass].self, forKey: SettingCodingKey("enabledDistanceHandlingClasses"))
      ?? defaults.enabledDistanceHandlingClasses
    pluginSettings = try PluginSettingStore(from: container, excluding: Self.coreNames)
  }
}
