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
      // The built-in adjusters and the app's own, then on (off by default, as in IQKeyboardManager)
      keyboard.enable(adjusters: .recommended + [KeyboardFadeAdjuster()])
      keyboard.keyboardDistance = 12  // default 10
      // Screens that handle the keyboard themselves (the defaults stay in the list).
      keyboard.disabledDistanceHandlingClasses.append(
        ControllerClass(VerificationCodeViewController.self))
      return true
    }
  }
// docs:end readme-quick-start
#endif
