#if canImport(UIKit)
  // Docs/RecordingATrace.md shows this region.
  // docs:begin trace-save
  import Foundation
  import KeyboardLift

  /// Stops recording and saves the trace in `directory` (the app's Caches directory, a shared
  /// container, …) instead of Documents. If the file cannot be written the manager keeps the
  /// trace, so the call can be made again with another directory.
  @MainActor
  func saveKeyboardTrace(of manager: KeyboardManager, in directory: URL) -> URL? {
    do {
      return try manager.stopRecordingTraceAndSave(in: directory)
    } catch {
      print("No keyboard trace in \(directory.path): \(error)")
      return nil
    }
  }
// docs:end trace-save
#endif
