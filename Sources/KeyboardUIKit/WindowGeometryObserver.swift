#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import UIKit

    /// Watches one window scene's geometry — its size (Split View, Slide Over, Stage Manager)
    /// and interface orientation — and calls ``onChange`` when it changes.
    ///
    /// From iOS 16 it observes `UIWindowScene.effectiveGeometry`, which UIKit documents as
    /// key-value observable and as the way to learn of scene geometry changes. Before iOS 16 no
    /// public API reports a scene resize as it happens: there KeyboardCore notices a new window
    /// size at the next input it gets (a keyboard notification, a focus change, a device
    /// rotation), since it compares the window with the session's captured one at each.
    @MainActor
    final class WindowGeometryObserver {
      /// Called after the followed scene's geometry changed.
      var onChange: (() -> Void)?

      private weak var scene: UIWindowScene?
      private var observation: NSKeyValueObservation?

      /// Follows `scene` instead of the current one; `nil` follows none.
      func follow(_ scene: UIWindowScene?) {
        guard scene !== self.scene else { return }
        stopFollowing()
        guard let scene else { return }
        self.scene = scene
        if #available(iOS 16.0, *) {
          observation = scene.observe(\.effectiveGeometry, options: []) { [weak self] _, _ in
            // UIKit changes a scene's geometry on the main thread, and KVO calls back on the
            // thread of the change.
            MainActor.assumeIsolated { self?.onChange?() }
          }
        }
      }

      /// Stops following any scene.
      func stopFollowing() {
        observation?.invalidate()
        observation = nil
        scene = nil
      }
    }
  #endif
#endif
