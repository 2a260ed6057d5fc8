#if canImport(UIKit)
  // docs:begin readme-subset
  import KeyboardLiftManager
  import KeyboardScrollAdjust
  import UIKit

  /// KeyboardLift with ScrollAdjust alone: only scroll views move (no root lift, no gesture
  /// guard, no appearance override). In the app's target this class carries `@main`.
  final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      KeyboardManager.shared.enable(adjusters: [ScrollAdjuster()])  // the one adjuster, and on
      return true
    }
  }
// docs:end readme-subset
#endif
