#if canImport(UIKit)
  // Docs/RecordingATrace.md shows this region.
  // docs:begin trace-stop
  import KeyboardLift

  /// In a debug build, stops recording and saves the trace to the app's Documents directory:
  /// call it from a debug menu, a shake handler or a breakpoint action.
  @MainActor
  func stopRecordingKeyboardTrace() {
    #if DEBUG
      do {
        let url = try KeyboardManager.shared.stopRecordingTraceAndSave()
        print("Keyboard trace: \(url.path)")
      } catch {
        print("No keyboard trace: \(error)")
      }
    #endif
  }
// docs:end trace-stop
#endif
