import Foundation
import KeyboardCore

/// Guards a session against the two gestures IQKeyboardManager gets wrong (BEHAVIOR §9):
///
/// - **Interactive pop** (swipe back): when the keyboard hides while the root's navigation
///   controller runs its pop gesture, the session is kept open instead of ending. If the pop is
///   cancelled the adjustment runs again; if it completes the session ends and whatever is still
///   alive is restored.
/// - **Orientation**: when the interface orientation changes mid-session, everything is restored
///   to its captured state, a fresh root configuration is captured in the new orientation (never
///   a lifted origin) and the lower-priority adjusters adjust again for the new keyboard.
///
/// It runs first (``AdjusterPriority/gestureGuard``) so it acts before anyone adjusts.
public final class GestureGuard: Adjuster {
  /// ``AdjusterIdentifier/gestureGuard``.
  public let identifier: AdjusterIdentifier = .gestureGuard
  /// ``AdjusterPriority/gestureGuard``.
  public let priority: AdjusterPriority = .gestureGuard

  /// Creates the adjuster.
  public init() {}

  /// Re-captures the root when the orientation changed.
  public func handle(_ event: ChangeEvent) {
    guard event.context.reason == .orientation else { return }
    let from = event.context.root.capturedOrientation
    let to = event.context.window.interfaceOrientation
    event.session.recapture(
      because: "interface orientation changed from \(from.rawValue) to \(to.rawValue)")
  }

  /// Postpones the end of the session while an interactive pop runs.
  public func handle(_ event: HideEvent) {
    guard event.root?.controller?.enclosingNavigationController?.isInteractivePopActive == true
    else { return }
    event.session.postponeSessionEnd(because: "interactive pop running; session kept open")
  }

  /// Resumes or ends a postponed session when the pop gesture ends.
  public func handle(_ event: InteractivePopEvent) {
    switch event.phase {
    case .began:
      break
    case .cancelled:
      event.session.requestAdjustment(.interactivePopCancelled)
    case .completed:
      event.session.endSession()
    }
  }
}
