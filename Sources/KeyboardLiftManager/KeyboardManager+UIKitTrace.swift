#if canImport(UIKit) && os(iOS)
  import KeyboardCore
  import KeyboardTrace
  import KeyboardUIKit
  import UIKit

  extension KeyboardManager {
    /// Starts recording a trace of the app's key window (the key window of the foreground
    /// scene), naming views by their `accessibilityIdentifier` (``TraceRecorder/Options/uiKit``).
    /// Returns `false`, logging a warning, when the app has no window yet.
    ///
    /// Meant for debug builds; stop with ``stopRecordingTraceAndSave(in:)``:
    ///
    /// ```swift
    /// #if DEBUG
    ///   KeyboardManager.shared.startRecordingTrace()
    /// #endif
    /// ```
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    @discardableResult
    public func startRecordingTrace() -> Bool {
      guard let window = UIApplication.shared.windowToTrace else {
        configuration.logger.log(LogMessage(.warning, "trace: the app has no window to record"))
        return false
      }
      startRecordingTrace(in: window, options: .uiKit)
      return true
    }
  }

  extension UIApplication {
    /// The key window of the foreground-active scene, else of any connected scene, else the
    /// first window of a connected scene.
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    fileprivate var windowToTrace: UIWindow? {
      let scenes = connectedScenes.compactMap { $0 as? UIWindowScene }
      let active = scenes.filter { $0.activationState == .foregroundActive }
      let windows = active.flatMap(\.windows) + scenes.flatMap(\.windows)
      return windows.first(where: \.isKeyWindow) ?? windows.first
    }
  }
#endif
