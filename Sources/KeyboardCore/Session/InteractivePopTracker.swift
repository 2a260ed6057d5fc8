import Foundation

/// Turns what a host sees of a navigation controller's pop gesture and its transition into the
/// phases ``ActiveConfiguration/interactivePopDidChange(_:)`` expects: `.began` once, then
/// exactly one `.cancelled` or `.completed`.
///
/// The rules: a gesture that is cancelled or fails is a cancelled pop. A gesture that ends (the
/// finger lifts) hands over to the pop transition, which may still finish or cancel: when the
/// host can wait for the transition's end it reports that with ``transitionEnded(cancelled:)``;
/// when there is no transition to wait for, the navigation stack decides — the controller that
/// was leaving still on it means the pop was cancelled.
///
/// The host reports the raw facts (UIKit: the recognizer's state, the transition coordinator's
/// `isCancelled`, `viewControllers`) and forwards whatever phase a call returns.
@MainActor
public final class InteractivePopTracker {
  private enum State {
    case idle
    case gestureRunning
    case awaitingTransition
  }

  private var state = State.idle
  private weak var leavingController: (any HostController)?

  /// Creates a tracker with no pop running.
  public init() {}

  /// Whether a pop began and has not been reported as ended yet.
  public var isPopRunning: Bool { state != .idle }

  /// The gesture began; `leaving` is the controller being popped (UIKit: the transition's
  /// `from` controller, or the top controller when the transition has not started yet).
  /// Returns `.began`, or `nil` when a pop is already running.
  public func gestureBegan(leaving: (any HostController)?) -> InteractivePopPhase? {
    guard state == .idle else { return nil }
    state = .gestureRunning
    leavingController = leaving
    return .began
  }

  /// The gesture ended. With `awaitsTransition` the host will report the transition's end
  /// (``transitionEnded(cancelled:)``) and this returns `nil`; without, `stack` (the navigation
  /// controller's controllers now) decides: the leaving controller still on it is a cancelled
  /// pop, gone is a completed one. Returns `nil` when no gesture was running.
  public func gestureEnded(awaitsTransition: Bool, stack: [any HostController])
    -> InteractivePopPhase?
  {
    guard state == .gestureRunning else { return nil }
    if awaitsTransition {
      state = .awaitingTransition
      return nil
    }
    let stillThere = leavingController.map { leaving in stack.contains { $0 === leaving } } ?? false
    return finish(stillThere ? .cancelled : .completed)
  }

  /// The gesture was cancelled or failed: returns `.cancelled`, or `nil` when no pop is running.
  public func gestureCancelled() -> InteractivePopPhase? {
    guard state != .idle else { return nil }
    return finish(.cancelled)
  }

  /// The pop transition ended, cancelled or not. Returns the phase, or `nil` when no pop is
  /// running. It counts whether or not the gesture's end was reported first: a host may learn
  /// of the transition's end before the gesture's (UIKit may run a transition coordinator's
  /// completion at once).
  public func transitionEnded(cancelled: Bool) -> InteractivePopPhase? {
    guard state != .idle else { return nil }
    return finish(cancelled ? .cancelled : .completed)
  }

  /// Forgets a pop in progress (the host stopped following its navigation controller).
  public func reset() {
    state = .idle
    leavingController = nil
  }

  private func finish(_ phase: InteractivePopPhase) -> InteractivePopPhase {
    reset()
    return phase
  }
}
