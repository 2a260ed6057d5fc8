#if canImport(UIKit)
  // docs:begin readme-quick-start
  import KeyboardLift
  import UIKit

  /// Turns KeyboardLift on at launch, before any keyboard appears. In the app's target this class
  /// carries `@main`; this example is a library, which cannot have one.
  final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      let keyboard = KeyboardManager.shared  // observes UIKit from its first use, app-wide
      // The four built-in adjusters, then on (off by default, as in IQKeyboardManager)
      keyboard.enable(adjusters: .recommended)
      keyboard.keyboardDistance = 12  // default 10
      // Screens that handle the keyboard themselves (the defaults stay in the list).
      keyboard.disabledDistanceHandlingClasses.append(
        ControllerClass(OwnKeyboardLayoutViewController.self))
      return true
    }
  }

  /// A screen that lays itself out around the keyboard (with `keyboardLayoutGuide`, say): the
  /// class list above covers its subclasses too, so KeyboardLift leaves all of them alone.
  class OwnKeyboardLayoutViewController: UIViewController {}
// docs:end readme-quick-start
#endif
