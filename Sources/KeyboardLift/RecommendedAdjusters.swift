import KeyboardAppearance
import KeyboardCore
import KeyboardGestureGuard
import KeyboardLiftManager
import KeyboardRootAdjust
import KeyboardScrollAdjust

extension Array where Element == any Adjuster {
  /// The built-in adjusters, in priority order: GestureGuard ▶ Appearance ▶ ScrollAdjust ▶
  /// RootAdjust. Each call makes new instances.
  ///
  /// ```swift
  /// KeyboardManager.shared.enable(adjusters: .recommended)
  /// ```
  @MainActor
  public static var recommended: [any Adjuster] {
    [GestureGuard(), AppearanceAdjuster(), ScrollAdjuster(), RootAdjuster()]
  }
}

extension KeyboardManager {
  /// Creates a manager whose changes animate through `animator`, with the recommended
  /// adjusters registered: GestureGuard ▶ Appearance ▶ ScrollAdjust ▶ RootAdjust. It is off
  /// until `isEnabled` is set.
  ///
  /// For a manager over your own host (KeyboardHeadless in tests, say); on iOS the app uses
  /// `KeyboardManager.shared.enable(adjusters: .recommended)`. With only the
  /// `KeyboardLiftManager` product, use `init(animator:adjusters:settings:logger:)`.
  public convenience init(
    animator: any HostAnimator, settings: KeyboardSettings = KeyboardSettings(),
    logger: any KeyboardLogger = StandardErrorLogger()
  ) {
    self.init(withoutAdjusters: animator, settings: settings, logger: logger)
    registerLoggingRefusals(.recommended)
  }
}
