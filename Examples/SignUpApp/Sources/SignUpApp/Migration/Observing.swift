#if canImport(UIKit)
  // Docs/MigratingFromIQKeyboardManager.md shows this region.
  // docs:begin migration-observing
  import KeyboardLift
  import UIKit

  /// What IQKeyboardManager's `movedDistanceChanged`, `keyboardShowing`, `keyboardFrame` and
  /// `enableDebugging` gave, on the shared manager.
  @MainActor
  func observeKeyboardHandling() {
    let keyboard = KeyboardManager.shared
    keyboard.movedDistanceChanged = { distance in print("root view lifted by \(distance) pt") }
    keyboard.onDispatch = { record in
      for explanation in record.explanations { print(explanation) }  // every decision, as data
    }
    keyboard.configuration.logger = StandardErrorLogger(minimumLevel: .debug)
    if let info = keyboard.configuration.keyboard, info.isVisible {
      print("keyboard up, frame \(info.endFrame) in screen coordinates")
    }
  }
// docs:end migration-observing
#endif
