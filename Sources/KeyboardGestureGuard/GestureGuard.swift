import Foundation
import KeyboardCore

/// Guards a session against the interactive pop gesture (swipe back), which IQKeyboardManager
/// gets wrong (Behavior.md §9): when the keyboard hides while the root's navigation controller
/// runs its pop gesture, the session is kept open instead of ending. If the pop is cancelled the
/// adjustment runs again; if it completes the session ends and whatever is still alive is
/// restored. An input of the screen being revealed that takes focus during the gesture (a search
/// field focused in `viewWillAppear`) is not in the root view yet — the root is still the screen
/// going away — so nothing is moved for it until the gesture ends; when the pop completes with
/// the keyboard still up, the revealed screen becomes the root and is adjusted. Removing
/// GestureGuard while it postpones a hide resumes the hide (the core does it).
///
/// Rotation and window-size changes are the core's (`ActiveConfiguration` restores, re-captures
/// and adjusts again whichever adjusters are registered), not GestureGuard's.
///
/// It runs first (`AdjusterPriority/gestureGuard`) so it acts before anyone adjusts.
public final class GestureGuard: Adjuster {
  /// `AdjusterIdentifier/gestureGuard`.
  public let identifier: AdjusterIdentifier = .gestureGuard
  /// `AdjusterPriority/gestureGuard`.
  public let priority: AdjusterPriority = .gestureGuard

  /// Creates the adjuster.
  public init() {}

  /// Holds an input outside the root view during an interactive pop.
  public func handle(_ event: ShowEvent) {
    holdDuringInteractivePop(event.context)
  }

  /// Holds an input outside the root view during an interactive pop.
  public func handle(_ event: ChangeEvent) {
    holdDuringInteractivePop(event.context)
  }

  /// Postpones the end of the session while an interactive pop runs.
  public func handle(_ event: HideEvent) {
    guard event.root?.isInteractivePopActive == true
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
      if event.session.isSessionEndPostponed || event.root == nil {
        event.session.endSession()
      } else {
        // The keyboard stayed up: the focused input (if any) belongs to the revealed screen,
        // which is the top controller now.
        event.session.recapture(because: "interactive pop completed with the keyboard up")
        event.session.requestAdjustment(.focus)
      }
    }
  }

  /// During an interactive pop the root is the screen going away; an input that is not in its
  /// view (the revealed screen's) would make the others move the wrong view. Holds the
  /// adjustment, so no lower-priority adjuster runs until the gesture ends.
  private func holdDuringInteractivePop(_ context: AdjustmentContext) {
    guard context.isInteractivePopActive, !context.input.isDescendant(of: context.rootView) else {
      return
    }
    context.hold(
      because: "interactive pop running and the input is not in the root view; held until it ends")
  }
}
