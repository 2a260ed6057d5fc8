#if canImport(UIKit)
  import UIKit

  /// Shows the sign-up form in each window scene (iOS 13 scenes; the app's Info.plist names this
  /// class in its scene manifest). Nothing here is for KeyboardLift: `KeyboardManager.shared`
  /// follows the keyboard in every scene's windows.
  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = UINavigationController(rootViewController: SignUpViewController())
      window.makeKeyAndVisible()
      self.window = window
    }
  }
#endif
