import Foundation

/// Where the keyboard session is. One value, whose cases carry their data, so no two flags can
/// disagree about whether a session is open or its end is postponed.
public enum SessionState: Equatable, Sendable {
  /// No session is open: none has run yet, or the last one ended with a `hide`.
  case closed
  /// A session is open: a `show` was sent, and `lastEvent` (`show` or `change`) was the last
  /// adjustment.
  case open(lastEvent: SessionEventKind)
  /// The keyboard went away, but `adjuster` postponed the end of the session (an interactive
  /// pop runs) because of `reason`. Nothing has been restored yet; the session is still open.
  case endPostponed(lastEvent: SessionEventKind, by: AdjusterIdentifier, reason: String)

  /// Whether a session is open (its end may be postponed).
  public var isOpen: Bool {
    switch self {
    case .closed: false
    case .open, .endPostponed: true
    }
  }

  /// Whether the end of the open session is postponed.
  public var isEndPostponed: Bool {
    if case .endPostponed = self { return true }
    return false
  }
}

/// What the configuration does for a session transition.
package enum SessionAction: Equatable, Sendable {
  /// Nothing.
  case none
  /// Send `show` or `change` for `reason` to the adjusters.
  case adjust(SessionEventKind, AdjustmentReason)
  /// The session is open and the keyboard changed, but the session is not ready (no input is
  /// focused): lower a lifted root view to what the keyboard covers, nothing else.
  case clampLiftToKeyboard
  /// Restore the session's changes instead of adjusting: the focused input is not enabled.
  case restoreNotEnabled(AdjustmentReason)
  /// Send `hide` to the adjusters; `allowsPostponement` says whether one may postpone the end.
  case sendHide(allowsPostponement: Bool)
  /// A `hide` was postponed: report it.
  case reportPostponed(by: AdjusterIdentifier, reason: String)
  /// The session ended: restore everything and drop the root configuration.
  case finish
}

/// What happened, as the session machine sees it.
package enum SessionInput: Equatable, Sendable {
  /// Something asks for an adjustment (the keyboard, focus, a setting, a reload, a rotation):
  /// with whether the keyboard is visible, whether the session is ready (an input focused, its
  /// root in a window) and whether KeyboardLift is enabled for the input.
  case adjustmentWanted(
    AdjustmentReason, keyboardVisible: Bool, isReady: Bool, isEnabled: Bool)
  /// An adjuster asked to resume a postponed session with an adjustment.
  case resume(AdjustmentReason, keyboardVisible: Bool, isReady: Bool, isEnabled: Bool)
  /// The `hide` was dispatched; an adjuster may have postponed the end.
  case hideDispatched(postponedBy: AdjusterIdentifier?, reason: String?)
  /// An adjuster asked to end the (postponed) session now.
  case endRequested
}

/// The session's transitions: pure functions from a state and an input to the next state and
/// the action the configuration runs. No backend, no adjusters: tested on their own.
package enum SessionMachine {
  /// The next state and the action for `input` in `state`.
  package static func next(_ state: SessionState, _ input: SessionInput) -> (
    SessionState, SessionAction
  ) {
    switch input {
    case .adjustmentWanted(let reason, let visible, let ready, let enabled):
      return adjust(state, reason: reason, visible: visible, ready: ready, enabled: enabled)

    case .resume(let reason, let visible, let ready, let enabled):
      // Resuming drops the postponement first; then it is an ordinary adjustment (or, with the
      // keyboard gone, an ordinary hide that may be postponed again).
      var resumed = state
      if case .endPostponed(let last, _, _) = state { resumed = .open(lastEvent: last) }
      return adjust(resumed, reason: reason, visible: visible, ready: ready, enabled: enabled)

    case .hideDispatched(let adjuster, let reason):
      guard state.isOpen else { return (state, .none) }
      if let adjuster, case .open(let last) = state {
        let reason = reason ?? ""
        return (
          .endPostponed(lastEvent: last, by: adjuster, reason: reason),
          .reportPostponed(by: adjuster, reason: reason)
        )
      }
      return (.closed, .finish)

    case .endRequested:
      guard state.isOpen else { return (state, .none) }
      var ending = state
      if case .endPostponed(let last, _, _) = state { ending = .open(lastEvent: last) }
      return (ending, .sendHide(allowsPostponement: false))
    }
  }

  private static func adjust(
    _ state: SessionState, reason: AdjustmentReason, visible: Bool, ready: Bool, enabled: Bool
  ) -> (SessionState, SessionAction) {
    guard visible else {
      // The keyboard is gone: an open session ends, unless its end is already postponed.
      if case .open = state { return (state, .sendHide(allowsPostponement: true)) }
      return (state, .none)
    }
    guard ready else {
      // Blurred but still up (Behavior.md §4.3): nothing is sent, but the lift never exceeds what
      // the keyboard covers now.
      return (state, state.isOpen ? .clampLiftToKeyboard : .none)
    }
    // Any adjustment with the keyboard up takes the session out of a postponed end.
    var current = state
    if case .endPostponed(let last, _, _) = state { current = .open(lastEvent: last) }
    guard enabled else { return (current, .restoreNotEnabled(reason)) }
    let kind: SessionEventKind = current.isOpen ? .change : .show
    return (.open(lastEvent: kind), .adjust(kind, reason))
  }
}
