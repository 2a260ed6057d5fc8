#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import UIKit

    /// Feeds one ``ActiveConfiguration`` from UIKit: the six keyboard notifications, begin and end
    /// editing of text fields (search fields included) and text views, interface-orientation
    /// changes, window-size changes of the focused input's scene (observed from iOS 16; before,
    /// noticed at the next input), the interactive pop gesture of the session root's navigation
    /// controller, and a layout reload when the app becomes active.
    ///
    /// It only translates: which screen a keyboard is measured against, which inputs count,
    /// what a pop gesture's end means and which navigation controller to follow are KeyboardCore's
    /// decisions.
    ///
    /// ```swift
    /// let configuration = ActiveConfiguration(animator: UIKitAnimator())
    /// try configuration.adjusters.register(contentsOf: myAdjusters)
    /// let host = UIKitKeyboardHost(configuration: configuration)
    /// host.start()
    /// // …
    /// host.stop()
    /// ```
    ///
    /// Keyboard frames are measured against the screen KeyboardCore picks
    /// (``ActiveConfiguration/handleKeyboardNotification(_:userInfo:notificationScreenBounds:fallbackScreenBounds:)``):
    /// the focused input's, else the one the notification names, else `fallbackScreenBounds`.
    ///
    /// ## In an app extension
    ///
    /// `UIApplication.shared` is unavailable in app extensions, so ``init(configuration:notificationCenter:)``,
    /// which finds the foreground scene's screen through it and reloads on
    /// `UIApplication.didBecomeActiveNotification`, is marked unavailable there. Everything else
    /// works in an extension:
    ///
    /// - Use ``init(configuration:notificationCenter:reloadLayoutNotifications:fallbackScreenBounds:)``
    ///   and say where the screen is and when to reload, for example
    ///   `fallbackScreenBounds: { [weak view] in view?.window?.screen.bounds }` and
    ///   `reloadLayoutNotifications: [.NSExtensionHostDidBecomeActive]`.
    /// - Or feed the core yourself: create `ActiveConfiguration(animator: UIKitAnimator())`,
    ///   register adjusters, and call its `handleKeyboardNotification(_:userInfo:screenBounds:)`,
    ///   `textInputDidBeginEditing(_:)`, `textInputDidEndEditing(_:)`,
    ///   `interfaceOrientationDidChange()`, `windowSizeDidChange()`, `interactivePopDidChange(_:)`
    ///   and `reloadLayout()`
    ///   from your own observers. UIKit's views and controllers are already the host objects the
    ///   core expects.
    @MainActor
    public final class UIKitKeyboardHost {
      /// The configuration this host feeds.
      public let configuration: ActiveConfiguration
      /// Whether the host is observing (between ``start()`` and ``stop()``).
      public private(set) var isStarted = false

      private let observations: NotificationObservations
      private let reloadLayoutNotifications: [Notification.Name]
      private let fallbackScreenBounds: @MainActor () -> CGRect?
      private let popObserver = InteractivePopObserver()
      private let geometryObserver = WindowGeometryObserver()
      private var generatesOrientationNotifications = false

      /// Creates a host that feeds `configuration` once ``start()`` is called. Available in app
      /// extensions.
      ///
      /// - Parameters:
      ///   - configuration: the session machine to feed.
      ///   - notificationCenter: where UIKit posts (`.default`; tests pass their own).
      ///   - reloadLayoutNotifications: notifications after which the adjustment runs again.
      ///   - fallbackScreenBounds: the screen bounds to measure a keyboard against when neither a
      ///     focused input nor the notification names a screen; returning `nil` ignores that
      ///     notification (a hide is still applied, as it needs no screen).
      public init(
        configuration: ActiveConfiguration, notificationCenter: NotificationCenter = .default,
        reloadLayoutNotifications: [Notification.Name] = [],
        fallbackScreenBounds: @escaping @MainActor () -> CGRect?
      ) {
        self.configuration = configuration
        self.observations = NotificationObservations(center: notificationCenter)
        self.reloadLayoutNotifications = reloadLayoutNotifications
        self.fallbackScreenBounds = fallbackScreenBounds
        popObserver.onPhase = { [weak self] phase in self?.interactivePopDidChange(phase) }
        geometryObserver.onChange = { [weak self] in self?.windowGeometryDidChange() }
      }

      /// Creates a host for an app: it reloads the layout on
      /// `UIApplication.didBecomeActiveNotification` and falls back to the screen of the first
      /// foreground window scene.
      @available(iOSApplicationExtension, unavailable)
      @available(macCatalystApplicationExtension, unavailable)
      public convenience init(
        configuration: ActiveConfiguration, notificationCenter: NotificationCenter = .default
      ) {
        self.init(
          configuration: configuration, notificationCenter: notificationCenter,
          reloadLayoutNotifications: [UIApplication.didBecomeActiveNotification],
          fallbackScreenBounds: { UIApplication.shared.foregroundSceneScreenBounds })
      }

      deinit {
        // A host released without `stop()` leaves no notification observer behind. (The
        // device-orientation notifications `start()` began and the pop gesture's target need the
        // main actor: call `stop()` to end those.)
        observations.removeAll()
      }

      /// Starts observing. Calling it again while started does nothing.
      public func start() {
        guard !isStarted else { return }
        isStarted = true

        for (uikitName, name) in Self.keyboardNotifications {
          observe(uikitName) { host, notification in host.keyboardNotification(name, notification) }
        }
        for beginName in [
          UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
        ] {
          observe(beginName) { host, notification in host.textInputDidBeginEditing(notification) }
        }
        for endName in [
          UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification,
        ] {
          observe(endName) { host, notification in host.textInputDidEndEditing(notification) }
        }
        observe(UIDevice.orientationDidChangeNotification) { host, _ in
          host.deviceOrientationDidChange()
        }
        for reloadName in reloadLayoutNotifications {
          observe(reloadName) { host, _ in host.configuration.reloadLayout() }
        }

        // Device orientation notifications are posted only between begin/end calls, which nest.
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        generatesOrientationNotifications = true
        followSession()
      }

      /// Stops observing: removes every observer, stops following the pop gesture and ends the
      /// device-orientation notifications ``start()`` began. Call it before releasing the host.
      public func stop() {
        guard isStarted else { return }
        isStarted = false
        observations.removeAll()
        popObserver.stopFollowing()
        geometryObserver.stopFollowing()
        if generatesOrientationNotifications {
          UIDevice.current.endGeneratingDeviceOrientationNotifications()
          generatesOrientationNotifications = false
        }
      }

      // MARK: - Observation

      /// UIKit's keyboard notifications and KeyboardCore's names for them.
      private static let keyboardNotifications: [(Notification.Name, KeyboardNotificationName)] = [
        (UIResponder.keyboardWillShowNotification, .willShow),
        (UIResponder.keyboardDidShowNotification, .didShow),
        (UIResponder.keyboardWillChangeFrameNotification, .willChangeFrame),
        (UIResponder.keyboardDidChangeFrameNotification, .didChangeFrame),
        (UIResponder.keyboardWillHideNotification, .willHide),
        (UIResponder.keyboardDidHideNotification, .didHide),
      ]

      private func observe(
        _ name: Notification.Name,
        _ handler: @escaping @MainActor @Sendable (UIKitKeyboardHost, Notification) -> Void
      ) {
        observations.observe(name) { [weak self] notification in
          // The block runs on the main operation queue (`queue: .main`), that is on the main
          // thread, where the main actor's executor runs: the assumption cannot fail. The
          // notification is only read there, within this call.
          nonisolated(unsafe) let notification = notification
          MainActor.assumeIsolated {
            guard let self else { return }
            handler(self, notification)
          }
        }
      }

      // MARK: - Forwarding

      private func keyboardNotification(
        _ name: KeyboardNotificationName, _ notification: Notification
      ) {
        // KeyboardCore chooses the screen: the focused input's, else these.
        configuration.handleKeyboardNotification(
          name, userInfo: notification.userInfo,
          notificationScreenBounds: (notification.object as? UIScreen)?.bounds,
          fallbackScreenBounds: fallbackScreenBounds)
        followSession()
      }

      private func textInputDidBeginEditing(_ notification: Notification) {
        guard let input = notification.object as? any HostTextInput else { return }
        configuration.textInputDidBeginEditing(input)
        followSession()
      }

      private func textInputDidEndEditing(_ notification: Notification) {
        guard let input = notification.object as? any HostTextInput else { return }
        configuration.textInputDidEndEditing(input)
        followSession()
      }

      private func deviceOrientationDidChange() {
        configuration.interfaceOrientationDidChange()
        // The scene may adopt the new interface orientation after the device notification; look
        // again once the current main-queue work is done. Both calls do nothing when the
        // interface orientation did not change.
        Task { @MainActor [weak self] in
          self?.configuration.interfaceOrientationDidChange()
          self?.followSession()
        }
      }

      private func interactivePopDidChange(_ phase: InteractivePopPhase) {
        configuration.interactivePopDidChange(phase)
        followSession()
      }

      private func windowGeometryDidChange() {
        // KeyboardCore compares the window with the session's captured size and orientation and
        // does nothing when neither changed. UIKit does not say whether the window's bounds
        // already have the new size when the scene's geometry changes, so look again once the
        // current main-queue work is done.
        configuration.windowSizeDidChange()
        followSession()
        Task { @MainActor [weak self] in
          self?.configuration.windowSizeDidChange()
          self?.followSession()
        }
      }

      /// Follows the pop gesture of the navigation controller KeyboardCore names and the scene of
      /// the focused input's window, or none.
      private func followSession() {
        guard isStarted else { return }
        popObserver.follow(
          configuration.interactivePopNavigationController as? UINavigationController)
        geometryObserver.follow((configuration.focusedInput as? UIView)?.window?.windowScene)
      }
    }

    extension UIApplication {
      /// The bounds of the screen of the first foreground window scene (active before inactive).
      @available(iOSApplicationExtension, unavailable)
      @available(macCatalystApplicationExtension, unavailable)
      fileprivate var foregroundSceneScreenBounds: CGRect? {
        let scenes = connectedScenes.compactMap { $0 as? UIWindowScene }
        let scene =
          scenes.first { $0.activationState == .foregroundActive }
          ?? scenes.first { $0.activationState == .foregroundInactive }
        return scene?.screen.bounds
      }
    }
  #endif
#endif
