#if canImport(UIKit)
  // docs:begin readme-app-adjuster
  import KeyboardLift
  import UIKit

  /// Shows the sign-up form in each window scene (iOS 13 scenes; the app's Info.plist names this
  /// class in its scene manifest), after adding the app's own adjuster to the ones the app
  /// delegate named. `KeyboardManager.shared` follows the keyboard in every scene's windows.
  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      // Registers what is not registered yet, before the first keyboard: a second scene adds
      // nothing twice. (`.recommended + [KeyboardFadeAdjuster()]` at launch does the same.)
      KeyboardManager.shared.enable(adjusters: [KeyboardFadeAdjuster()])
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = UINavigationController(rootViewController: SignUpViewController())
      window.makeKeyAndVisible()
      self.window = window
    }
  }
// docs:end readme-app-adjuster
#endif
