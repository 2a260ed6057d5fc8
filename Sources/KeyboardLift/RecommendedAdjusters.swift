import KeyboardAppearance
import KeyboardCore
import KeyboardGestureGuard
import KeyboardRootAdjust
import KeyboardScrollAdjust

extension Array where Element == any Adjuster {
  /// The built-in adjusters, in priority order: GestureGuard ▶ Appearance ▶ ScrollAdjust ▶
  /// RootAdjust. Each call makes new instances.
  @MainActor
  public static var recommended: [any Adjuster] {
    [GestureGuard(), AppearanceAdjuster(), ScrollAdjuster(), RootAdjuster()]
  }
}
