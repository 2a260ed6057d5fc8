import Foundation

/// The session operations an adjuster may ask of its ``ActiveConfiguration`` while handling an
/// event: postpone the end of a session, re-capture the root, resume or end a postponed session.
@MainActor
public final class SessionControl {
  weak var configuration: ActiveConfiguration?
  private(set) var postponement: String?
  /// Whether a ``HideEvent`` is being dispatched: the only time a postponement is accepted.
  var acceptsPostponement = false

  init(configuration: ActiveConfiguration) { self.configuration = configuration }

  /// Whether the end of the session has been postponed (by a ``HideEvent`` handler).
  public var isSessionEndPostponed: Bool { configuration?.isSessionEndPostponed ?? false }

  /// During a ``HideEvent``: keep the session open instead of ending it (for example while an
  /// interactive pop runs). Nothing is restored until ``endSession()`` or
  /// ``requestAdjustment(_:)``. Asked at any other time, it is logged and ignored.
  public func postponeSessionEnd(because reason: String) {
    guard acceptsPostponement else {
      configuration?.logger.log(
        LogMessage(.warning, "postponeSessionEnd ignored outside a hide: \(reason)"))
      return
    }
    postponement = reason
  }

  /// Restores everything the session changed, captures a fresh root configuration for the
  /// focused input (in the current orientation, with the root back at its origin) and, during a
  /// `show` or `change`, re-measures the pass's shared state so lower-priority adjusters adjust
  /// afresh.
  public func recapture(because reason: String) {
    configuration?.recapture(because: reason)
  }

  /// Ends an open (or postponed) session now: `hide` is sent, everything is restored, the root
  /// configuration is dropped.
  public func endSession() {
    configuration?.endPostponedSession()
  }

  /// Runs a `change` adjustment once the current event is done (or ends the session if the
  /// keyboard is gone by then).
  public func requestAdjustment(_ reason: AdjustmentReason) {
    configuration?.requestAdjustment(reason)
  }

  func takePostponement() -> String? {
    defer { postponement = nil }
    return postponement
  }
}
