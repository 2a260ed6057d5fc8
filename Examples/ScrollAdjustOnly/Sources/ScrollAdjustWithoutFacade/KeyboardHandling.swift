#if canImport(UIKit)
  // docs:begin readme-subset-without-facade
  import KeyboardCore
  import KeyboardScrollAdjust
  import KeyboardUIKit
  import UIKit

  /// ScrollAdjust wired to UIKit by hand, without the `KeyboardManager` facade: the objects
  /// `KeyboardManager.shared` creates, owned by the app (create one at launch and keep it).
  @MainActor
  final class KeyboardHandling {
    /// The session machine: settings, adjusters, the keyboard it acts on.
    let configuration = ActiveConfiguration(animator: UIKitAnimator())
    private var host: UIKitKeyboardHost?

    /// Registers ScrollAdjust, turns KeyboardLift on and starts following UIKit.
    func start() throws {
      try configuration.adjusters.register(ScrollAdjuster())
      configuration.settings.isEnabled = true
      let host = UIKitKeyboardHost(configuration: configuration)  // the UIKit binding
      host.start()
      self.host = host
    }
  }
// docs:end readme-subset-without-facade
#endif
