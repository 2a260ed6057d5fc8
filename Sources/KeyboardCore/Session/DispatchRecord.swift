import Foundation

/// The kinds of keyboard-session event (Behavior.md §4.1).
public enum SessionEventKind: String, Sendable, Codable, CaseIterable {
  /// The keyboard appeared for a ready session.
  case show
  /// Something changed while the session is open.
  case change
  /// The keyboard went away; the session ended.
  case hide
}

/// What the configuration did with one input, for observers (the simulator, a trace recorder,
/// a bug report): which event it sent, to whom, with which geometry and decisions.
public struct DispatchRecord: Sendable, Codable {
  /// What happened.
  public enum Action: String, Sendable, Codable, CaseIterable {
    /// A focus event was sent.
    case focusBegan, focusEnded
    /// A session event was sent.
    case show, change, hide
    /// The adjusters were skipped because the input is not enabled; the session's changes were
    /// restored instead.
    case restoredNotEnabled
    /// A hide was postponed by an adjuster.
    case hidePostponed
    /// An interactive pop event was sent.
    case interactivePop
    /// The keyboard changed while the session was open and no input was focused: nothing was
    /// sent; the root view was lowered, if needed, to what the keyboard covers (Behavior.md §4.3).
    case clampedWhileBlurred
    /// The input was ignored (bad keyboard notification, an alert's input, a repeat).
    case ignored
  }

  /// What happened.
  public var action: Action
  /// Why a `show`/`change` ran.
  public var reason: AdjustmentReason?
  /// The geometry the adjusters started from.
  public var geometry: AvoidanceGeometry?
  /// The geometry measured after the adjusters ran and layout settled.
  public var finalGeometry: AvoidanceGeometry?
  /// The adjusters the event was sent to, in order.
  public var adjusters: [AdjusterIdentifier]
  /// The decisions recorded, in order.
  public var explanations: [Explanation]

  /// Creates a record.
  public init(
    action: Action, reason: AdjustmentReason? = nil, geometry: AvoidanceGeometry? = nil,
    finalGeometry: AvoidanceGeometry? = nil, adjusters: [AdjusterIdentifier] = [],
    explanations: [Explanation] = []
  ) {
    self.action = action
    self.reason = reason
    self.geometry = geometry
    self.finalGeometry = finalGeometry
    self.adjusters = adjusters
    self.explanations = explanations
  }
}
