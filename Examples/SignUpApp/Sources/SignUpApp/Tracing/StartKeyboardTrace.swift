#if canImport(UIKit)
  // Docs/RecordingATrace.md shows this region.
  // docs:begin trace-start
  import KeyboardLift
  import UIKit

  /// In a debug build, records what KeyboardLift sees from now on: call it once the app has a
  /// window — in the scene delegate, after `makeKeyAndVisible()`.
  @MainActor
  func startRecordingKeyboardTrace() {
    #if DEBUG
      KeyboardManager.shared.startRecordingTrace()
    #endif
  }
// docs:end trace-start
#endif
