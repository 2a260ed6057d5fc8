import Foundation

/// The `.keyboard` namespace of a view, where its KeyboardLift settings live (as `.iq` does in
/// IQKeyboardManager): `emailField.keyboard.distanceFromKeyboard = 40`.
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
}

extension KeyboardNamespace where Base: HostScrollView {
  /// See ``KeyboardViewSettings/ignoreScrollingAdjustment``.
  public var ignoreScrollingAdjustment: Bool {
    get { base.keyboardSettings.ignoreScrollingAdjustment }
    nonmutating set { base.keyboardSettings.ignoreScrollingAdjustment = newValue }
  }

  /// See ``KeyboardViewSettings/ignoreContentInsetAdjustment``.
  public var ignoreContentInsetAdjustment: Bool {
    get { base.keyboardSettings.ignoreContentInsetAdjustment }
    nonmutating set { base.keyboardSettings.ignoreContentInsetAdjustment = newValue }
  }

  /// See ``KeyboardViewSettings/restoreContentOffset``.
  public var restoreContentOffset: Bool {
    get { base.keyboardSettings.restoreContentOffset }
    nonmutating set { base.keyboardSettings.restoreContentOffset = newValue }
  }
}

extension HostView {
  /// This view's KeyboardLift settings.
  public var keyboard: KeyboardNamespace<Self> { KeyboardNamespace(self) }
}
