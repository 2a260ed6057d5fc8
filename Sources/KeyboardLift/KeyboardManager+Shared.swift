#if canImport(UIKit) && os(iOS)
  import KeyboardCore
  import KeyboardUIKit
  import UIKit

  extension KeyboardManager {
    /// The app-wide manager, wired to UIKit: it observes the keyboard, begin/end editing,
    /// orientation and swipe-back gestures from the moment it is first used, with the
    /// recommended adjusters registered. It does nothing until ``isEnabled`` is set (or a
    /// controller is in ``enabledDistanceHandlingClasses``).
    ///
    /// App extensions cannot use it (it needs `UIApplication`); create an
    /// ``ActiveConfiguration`` with a `UIKitAnimator` and a `UIKitKeyboardHost` built with
    /// `init(configuration:notificationCenter:reloadLayoutNotifications:fallbackScreenBounds:)`
    /// instead.
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    public static let shared: KeyboardManager = {
      let animator = UIKitAnimator()
      let manager = KeyboardManager(animator: animator)
      let host = UIKitKeyboardHost(configuration: manager.configuration)
      host.start()
      manager.host = host
      return manager
    }()
  }
#endif
