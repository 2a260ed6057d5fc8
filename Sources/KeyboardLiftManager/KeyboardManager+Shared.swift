#if canImport(UIKit) && os(iOS)
  import KeyboardCore
  import KeyboardUIKit
  import UIKit

  extension KeyboardManager {
    /// The app-wide manager, wired to UIKit: it observes the keyboard, begin/end editing,
    /// orientation and swipe-back gestures from the moment it is first used, and covers every
    /// window of every scene. It starts with no adjusters and off: name the adjusters the app
    /// links, in one line, at launch:
    ///
    /// ```swift
    /// KeyboardManager.shared.enable(adjusters: .recommended)        // import KeyboardLift
    /// KeyboardManager.shared.enable(adjusters: [ScrollAdjuster()])  // a subset
    /// ```
    ///
    /// (A session that begins with no adjusters registered logs a warning: nothing would move.)
    ///
    /// App extensions cannot use it (it needs `UIApplication`); create an
    /// `ActiveConfiguration` with a `UIKitAnimator` and a `UIKitKeyboardHost` built with
    /// `init(configuration:notificationCenter:reloadLayoutNotifications:fallbackScreenBounds:)`
    /// instead.
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    public static let shared: KeyboardManager = {
      let animator = UIKitAnimator()
      let manager = KeyboardManager(withoutAdjusters: animator)
      let host = UIKitKeyboardHost(configuration: manager.configuration)
      host.start()
      manager.host = host
      return manager
    }()
  }
#endif
