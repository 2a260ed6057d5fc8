#if canImport(UIKit)
  // Docs/MigratingFromIQKeyboardManager.md shows this region.
  // docs:begin migration-turn-on
  import KeyboardLift
  import UIKit

  /// `IQKeyboardManager.shared.enable = true`, in KeyboardLift: name the adjusters, and on.
  @MainActor
  func turnOnKeyboardHandling() {
    KeyboardManager.shared.enable(adjusters: .recommended)
  }
// docs:end migration-turn-on
#endif
