import Foundation

/// Whether KeyboardLift handles a particular text input (IQKeyboardManager's `enableMode`).
public enum EnableMode: String, Sendable, Codable, CaseIterable {
  /// Follow the global setting and the controller class lists (Behavior.md §5).
  case `default`
  /// Always handle this input, whatever the global setting says.
  case enabled
  /// Never handle this input.
  case disabled
}

/// The per-view keyboard settings a host stores for each view. Read and write them through
/// the ``HostView/keyboard`` namespace: `field.keyboard.distanceFromKeyboard = 40`.
///
/// The stored properties are the settings KeyboardCore itself reads. Each plugin declares its own
/// as a ``KeyboardViewSettingKey`` and reaches it through ``subscript(_:)``, usually behind a
/// property it adds to ``KeyboardNamespace``: ScrollAdjust's `restoreContentOffset`,
/// `ignoreScrollingAdjustment` and `ignoreContentInsetAdjustment` are there when that product is
/// imported.
public struct KeyboardViewSettings: Sendable {
  /// The distance between this input's bottom and the keyboard's top; `nil` uses the global
  /// ``KeyboardSettings/keyboardDistance``.
  public var distanceFromKeyboard: CGFloat?
  /// Whether this input is handled (Behavior.md §5).
  public var enableMode: EnableMode
  /// The plugins' settings, by name.
  var pluginSettings = PluginSettingStore()

  /// Creates settings; every value defaults to IQKeyboardManager's default, and every plugin's
  /// setting to its key's default.
  public init(distanceFromKeyboard: CGFloat? = nil, enableMode: EnableMode = .default) {
    self.distanceFromKeyboard = distanceFromKeyboard
    self.enableMode = enableMode
  }

  /// Every setting at its default.
  public static let `default` = KeyboardViewSettings()

  /// The value of a plugin's setting for this view: its key's default until it is set. A value
  /// set is kept, even when it is the default, and encoding writes it; settings compare equal
  /// whether a value is set to its default or never set (a value decoded, not set, compares by
  /// its encoded form).
  public subscript<Key: KeyboardViewSettingKey>(key: Key.Type) -> Key.Value {
    get { pluginSettings.value(named: Key.name, default: Key.defaultValue) }
    set { pluginSettings.setValue(newValue, named: Key.name, default: Key.defaultValue) }
  }
}

extension KeyboardViewSettings: Hashable {
  /// Equal when every setting, KeyboardCore's and the plugins', reads the same.
  public static func == (lhs: KeyboardViewSettings, rhs: KeyboardViewSettings) -> Bool {
    lhs.distanceFromKeyboard == rhs.distanceFromKeyboard && lhs.enableMode == rhs.enableMode
      && lhs.pluginSettings == rhs.pluginSettings
  }

  /// Hashes KeyboardCore's settings (plugins' values compare by value but are not hashed).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(distanceFromKeyboard)
    hasher.combine(enableMode)
  }
}

extension KeyboardViewSettings: Codable {
  private static let coreNames: Set = ["distanceFromKeyboard", "enableMode"]

  /// Writes KeyboardCore's settings (an unset distance left out), then every plugin's value that
  /// was set, each under its name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SettingCodingKey.self)
    try container.encodeIfPresent(
      distanceFromKeyboard, forKey: SettingCodingKey("distanceFromKeyboard"))
    try container.encode(enableMode, forKey: SettingCodingKey("enableMode"))
    try pluginSettings.encode(to: &container)
  }

  /// Reads what ``encode(to:)`` writes; a setting left out keeps its default. A plugin's value
  /// is kept as it was encoded, and read as its key's type through ``subscript(_:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SettingCodingKey.self)
    distanceFromKeyboard = try container.decodeIfPresent(
      CGFloat.self, forKey: SettingCodingKey("distanceFromKeyboard"))
    enableMode =
      try container.decodeIfPresent(EnableMode.self, forKey: SettingCodingKey("enableMode"))
      ?? .default
    pluginSettings = try PluginSettingStore(from: container, excluding: Self.coreNames)
  }
}
