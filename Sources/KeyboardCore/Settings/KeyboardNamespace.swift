import Foundation

/// The `.keyboard` namespace of a view, where its KeyboardLift settings live (as `.iq` does in
/// IQKeyboardManager): `emailField.keyboard.distanceFromKeyboard = 40`.
///
/// KeyboardCore puts its own settings here; each plugin adds its own in an extension, reached
/// when its product is imported (ScrollAdjust's `scrollView.keyboard.restoreContentOffset`). A
/// third party does the same with a ``KeyboardViewSettingKey`` and ``subscript(_:)``.
@MainActor
public struct KeyboardNamespace<Base: HostView> {
  /// The view whose settings this namespace reads and writes.
  public let base: Base

  /// Wraps `base`.
  public init(_ base: Base) { self.base = base }

  /// See ``KeyboardViewSettings/distanceFromKeyboard``. Negative values are treated as 0.
  public var distanceFromKeyboard: CGFloat? {
    get { base.keyboardSettings.distanceFromKeyboard }
    nonmutating set { base.keyboardSettings.distanceFromKeyboard = newValue }
  }

  /// See ``KeyboardViewSettings/enableMode``.
  public var enableMode: EnableMode {
    get { base.keyboardSettings.enableMode }
    nonmutating set { base.keyboardSettings.enableMode = newValue }
  }

  /// The view's value of a plugin's setting (see ``KeyboardViewSettings/subscript(_:)``).
  public subscript<Key: KeyboardViewSettingKey>(key: Key.Type) -> Key.Value {
    get { base.keyboardSettings[Key.self] }
    nonmutating set { base.keyboardSettings[Key.self] = newValue }
  }
}

extension HostView {
  /// This view's KeyboardLift settings.
  public var keyboard: KeyboardNamespace<Self> { KeyboardNamespace(self) }
}
