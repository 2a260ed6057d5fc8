#if canImport(UIKit)
  // docs:begin readme-subset
  import KeyboardCore
  import KeyboardScrollAdjust
  import KeyboardUIKit
  import UIKit

  /// KeyboardLift without the `KeyboardLift` facade: only scroll views move (no root lift, no
  /// gesture guard, no appearance override). In the app's target this class carries `@main`.
  final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// The UIKit binding; it holds the configuration. Kept for the app's lifetime: a host that is
    /// released stops observing.
    private var keyboardHost: UIKitKeyboardHost?

    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      // The session machine; its changes run inside UIKit animations with the keyboard's curve.
      let configuration = ActiveConfiguration(animator: UIKitAnimator())
      configuration.settings.isEnabled = true  // off by default, as with KeyboardManager
      do {
        try configuration.adjusters.register(ScrollAdjuster())  // the one adjuster: scroll views
      } catch {
        assertionFailure("\(error)")  // registering twice: a programming error
      }
      // Feeds the configuration UIKit's keyboard, editing, rotation and swipe-back events…
      let host = UIKitKeyboardHost(configuration: configuration)
      host.start()  // …from now on, before any keyboard appears
      keyboardHost = host
      return true
    }
  }
// docs:end readme-subset
#endif
