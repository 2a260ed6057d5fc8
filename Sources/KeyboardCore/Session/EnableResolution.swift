import Foundation

/// Whether KeyboardLift handles a text input, and why (Behavior.md §5).
public struct EnableDecision: Hashable, Sendable, Codable {
  /// Whether the input is handled.
  public var isEnabled: Bool
  /// Which rule decided, e.g. `"field enableMode .disabled"`.
  public var reason: String

  /// Creates a decision.
  public init(isEnabled: Bool, reason: String) {
    self.isEnabled = isEnabled
    self.reason = reason
  }
}

/// Resolves Behavior.md §5 for a text input.
@MainActor
public enum EnableResolution {
  /// Decides whether `input` is handled under `settings`.
  ///
  /// 1. The input's `enableMode` `.enabled` / `.disabled` wins over everything.
  /// 2. With no nearest controller, the global `isEnabled` decides.
  /// 3. `isEnabled` or the controller matching an enabled class turns it on; a disabled class
  ///    (or an alert's text-field controller) then turns it off again.
  public static func decide(for input: any HostTextInput, settings: KeyboardSettings)
    -> EnableDecision
  {
    decide(for: input, nearestController: input.nearestController, settings: settings)
  }

  /// ``decide(for:settings:)`` for an input whose nearest controller is `controller` (for a
  /// configuration that has found it already).
  static func decide(
    for input: any HostTextInput, nearestController controller: (any HostController)?,
    settings: KeyboardSettings
  ) -> EnableDecision {
    switch input.keyboardSettings.enableMode {
    case .enabled: return EnableDecision(isEnabled: true, reason: "input enableMode is .enabled")
    case .disabled:
      return EnableDecision(isEnabled: false, reason: "input enableMode is .disabled")
    case .default: break
    }
    guard let controller else {
      return EnableDecision(
        isEnabled: settings.isEnabled, reason: "no controller; global isEnabled")
    }
    let enabledClass = firstClass(in: settings.enabledDistanceHandlingClasses, of: controller)
    guard settings.isEnabled || enabledClass != nil else {
      return EnableDecision(isEnabled: false, reason: "global isEnabled is false")
    }
    let disabledClass =
      firstClass(in: settings.disabledDistanceHandlingClasses, of: controller)
      ?? (controller.isKind(of: .alertTextFieldController) ? .alertTextFieldController : nil)
    if let disabledClass {
      return EnableDecision(isEnabled: false, reason: "controller is a \(disabledClass)")
    }
    if let enabledClass, !settings.isEnabled {
      return EnableDecision(isEnabled: true, reason: "controller is a \(enabledClass)")
    }
    return EnableDecision(isEnabled: true, reason: "global isEnabled is true")
  }

  /// The first of `classes` that `controller` is a kind of. A plain loop: a closure handed to
  /// `first(where:)` from main-actor code checks at each call that it runs on the main actor
  /// (≈ 290 instructions a class, three a show on the issue-12 form).
  private static func firstClass(
    in classes: [ControllerClass], of controller: any HostController
  ) -> ControllerClass? {
    for controllerClass in classes where controller.isKind(of: controllerClass) {
      return controllerClass
    }
    return nil
  }
}
