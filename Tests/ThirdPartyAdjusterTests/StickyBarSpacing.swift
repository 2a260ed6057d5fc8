import KeyboardLift

/// The sticky bar's own per-view setting: how far above the keyboard the bar rides.
enum StickyBarSpacingKey: KeyboardViewSettingKey {
  static let name = "com.example.sticky-bar.spacing"
  static let defaultValue: CGFloat = 0
}

extension KeyboardNamespace {
  /// The space the sticky bar keeps between itself and the keyboard, set on the bar
  /// (default 0: the bar sits on the keyboard). A negative value counts as 0.
  var stickyBarSpacing: CGFloat {
    get { self[StickyBarSpacingKey.self] }
    nonmutating set { self[StickyBarSpacingKey.self] = newValue }
  }
}

extension KeyboardViewSettings {
  /// See `KeyboardNamespace.stickyBarSpacing`.
  var stickyBarSpacing: CGFloat {
    get { self[StickyBarSpacingKey.self] }
    set { self[StickyBarSpacingKey.self] = newValue }
  }
}
