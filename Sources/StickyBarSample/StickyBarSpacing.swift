import KeyboardCore

/// The sticky bar's own per-view setting: how far above the keyboard the bar rides.
public enum StickyBarSpacingKey: KeyboardViewSettingKey {
  /// The setting's field name when settings are encoded.
  public static let name = "com.example.sticky-bar.spacing"
  /// 0: the bar sits on the keyboard.
  public static let defaultValue: CGFloat = 0
}

extension KeyboardNamespace {
  /// The space the sticky bar keeps between itself and the keyboard, set on the bar
  /// (default 0: the bar sits on the keyboard). A negative value counts as 0.
  public var stickyBarSpacing: CGFloat {
    get { self[StickyBarSpacingKey.self] }
    nonmutating set { self[StickyBarSpacingKey.self] = newValue }
  }
}

extension KeyboardViewSettings {
  /// See `KeyboardNamespace.stickyBarSpacing`.
  public var stickyBarSpacing: CGFloat {
    get { self[StickyBarSpacingKey.self] }
    set { self[StickyBarSpacingKey.self] = newValue }
  }
}
