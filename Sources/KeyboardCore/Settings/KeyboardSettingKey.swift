import Foundation

/// A global setting that a plugin declares for itself, as a type: its name, its value type and its
/// default. The value lives in ``KeyboardSettings``, reached through the settings' subscript;
/// the plugin usually adds a property for it in an extension, so users write
/// `settings.mySetting = …` when they import that plugin's product.
///
/// ```swift
/// enum FadeDurationKey: KeyboardSettingKey {
///   static let name = "fadeDuration"
///   static let defaultValue: Double = 0.25
/// }
///
/// extension KeyboardSettings {
///   /// How long the fade lasts, in seconds.
///   public var fadeDuration: Double {
///     get { self[FadeDurationKey.self] }
///     set { self[FadeDurationKey.self] = newValue }
///   }
/// }
/// ```
///
/// An adjuster lists the keys it reads in ``Adjuster/settingKeys``.
public protocol KeyboardSettingKey {
  /// The type of the setting's value.
  associatedtype Value: Sendable & Equatable & Codable

  /// The setting's name: its field name when settings are encoded, and in traces and scenario
  /// files. Unique among all settings, and not the name of one of KeyboardCore's own (such as
  /// `isEnabled`); a third party's name should carry its product's name.
  static var name: String { get }

  /// The value a setting has until it is set.
  static var defaultValue: Value { get }
}

/// A per-view setting that a plugin declares for itself, as a type: its name, its value type,
/// its default and the views it is meant for. The value lives in each view's
/// ``KeyboardViewSettings``; the plugin usually adds a property for it to ``KeyboardNamespace``
/// in an extension, so users write `view.keyboard.mySetting = …` when they import that plugin's
/// product.
///
/// ```swift
/// enum FadesKey: KeyboardViewSettingKey {
///   static let name = "fades"
///   static let defaultValue = true
/// }
///
/// extension KeyboardNamespace {
///   /// Whether this view fades while the keyboard moves.
///   public var fades: Bool {
///     get { self[FadesKey.self] }
///     nonmutating set { self[FadesKey.self] = newValue }
///   }
/// }
/// ```
///
/// An adjuster lists the keys it reads in ``Adjuster/viewSettingKeys``.
public protocol KeyboardViewSettingKey {
  /// The type of the setting's value.
  associatedtype Value: Sendable & Equatable & Codable

  /// The setting's name: its field name when settings are encoded, and in traces and scenario
  /// files. Unique among all per-view settings, and not `distanceFromKeyboard` or `enableMode`;
  /// a third party's name should carry its product's name.
  static var name: String { get }

  /// The value a view's setting has until it is set.
  static var defaultValue: Value { get }

  /// The views the setting means something on; a trace records it for those only. By default
  /// every view.
  static var scope: KeyboardViewSettingScope { get }
}

extension KeyboardViewSettingKey {
  /// Every view.
  public static var scope: KeyboardViewSettingScope { .allViews }
}

/// The views a per-view setting means something on (``KeyboardViewSettingKey/scope``).
public enum KeyboardViewSettingScope: Hashable, Sendable {
  /// Any view.
  case allViews
  /// Scroll views only (text views and lists included).
  case scrollViews
}
