import Foundation

/// A text input began or ended editing. Sent for every focus change (alert inputs excepted),
/// whether or not KeyboardLift is enabled for the input.
@MainActor
public struct FocusEvent: DispatchedEvent {
  /// Began or ended.
  public enum Phase: String, Sendable, Codable {
    /// The input became first responder.
    case began
    /// The input resigned first responder.
    case ended
  }

  /// Began or ended.
  public let phase: Phase
  /// The input.
  public let input: any HostTextInput
  /// The settings in force.
  public let settings: KeyboardSettings
  /// Whether the input's root navigation controller is running an interactive pop.
  public let isInteractivePopActive: Bool
  /// This adjuster's view of the ledger.
  public var ledger: AdjusterLedger {
    AdjusterLedger(ledger: sessionLedger, owner: position.identifier)
  }
  /// The ledger every adjuster writes to; ``ledger`` is this adjuster's view of it.
  let sessionLedger: Ledger
  /// Whom this event is for (see ``AdjusterRegistry/dispatch(_:to:)``).
  var position: DispatchPosition
}

/// The keyboard appeared for a ready session. Adjust for ``context``.
///
/// How results combine: adjusters run in priority order, each with its own ``AdjustmentContext``
/// over the pass's shared lift budget;
/// each takes its share of the lift budget and changes host state through ``ledger``. An
/// adjuster that calls ``AdjustmentContext/hold(because:)`` stops the dispatch there.
@MainActor
public struct ShowEvent: DispatchedEvent {
  /// This adjuster's context for the adjustment, bound to it.
  public var context: AdjustmentContext {
    AdjustmentContext(state: state, adjuster: position.identifier)
  }
  /// This adjuster's view of the ledger.
  public var ledger: AdjusterLedger {
    AdjusterLedger(ledger: state.ledger, owner: position.identifier)
  }
  /// Session operations (re-capture).
  public let session: SessionControl
  /// The state the pass's adjusters share.
  let state: AdjustmentState
  /// Whom this event is for (see ``AdjusterRegistry/dispatch(_:to:)``).
  var position: DispatchPosition
}

/// The keyboard frame, the focused input, the settings or the layout changed while a session is
/// open. Adjust again for ``context``; results combine as for ``ShowEvent``.
@MainActor
public struct ChangeEvent: DispatchedEvent {
  /// This adjuster's context for the adjustment, bound to it; ``AdjustmentContext/reason``
  /// says why.
  public var context: AdjustmentContext {
    AdjustmentContext(state: state, adjuster: position.identifier)
  }
  /// This adjuster's view of the ledger.
  public var ledger: AdjusterLedger {
    AdjusterLedger(ledger: state.ledger, owner: position.identifier)
  }
  /// Session operations (re-capture).
  public let session: SessionControl
  /// The state the pass's adjusters share.
  let state: AdjustmentState
  /// Whom this event is for (see ``AdjusterRegistry/dispatch(_:to:)``).
  var position: DispatchPosition
}

/// The keyboard is hiding and the session is about to end. After every adjuster has seen it,
/// the ledger restores everything the session changed, in reverse order.
///
/// How results combine: any adjuster may call ``SessionControl/postponeSessionEnd(because:)``;
/// dispatch stops there, lower-priority adjusters do not see the event and nothing is restored
/// until the postponing adjuster ends or resumes the session.
@MainActor
public struct HideEvent: DispatchedEvent {
  /// The normalised keyboard (height 0).
  public let keyboard: KeyboardInfo
  /// The focused input, if any is still focused.
  public let input: (any HostTextInput)?
  /// The session's root configuration.
  public let root: RootConfiguration?
  /// This adjuster's view of the ledger.
  public var ledger: AdjusterLedger {
    AdjusterLedger(ledger: sessionLedger, owner: position.identifier)
  }
  /// Session operations (postpone).
  public let session: SessionControl
  /// The ledger every adjuster writes to; ``ledger`` is this adjuster's view of it.
  let sessionLedger: Ledger
  /// Whom this event is for (see ``AdjusterRegistry/dispatch(_:to:)``).
  var position: DispatchPosition
}

/// The root's interactive pop gesture began, was cancelled or completed.
@MainActor
public struct InteractivePopEvent {
  /// What happened to the gesture.
  public let phase: InteractivePopPhase
  /// The session's root configuration, if a session is open.
  public let root: RootConfiguration?
  /// Session operations (resume or end a postponed session).
  public let session: SessionControl
}

/// The core restored the session's changes without ending the session. Sent after the restore,
/// to every adjuster, so none keeps state about changes that are gone (a cached scroll view, an
/// inset it means to keep).
@MainActor
public struct RestoreEvent {
  /// Why the core restored.
  public let reason: RestoreReason
}

/// Why the core restored the session's changes mid-session.
public enum RestoreReason: String, Sendable, Codable, CaseIterable {
  /// Focus moved to an input with another root controller, window or orientation.
  case rootChanged
  /// The focused input is not enabled (a disabled controller, the manager turned off).
  case notEnabled
  /// An adjuster asked for a re-capture of the root (``SessionControl/recapture(because:)``).
  case recapture
  /// The app asked (``ActiveConfiguration/restoreEverything()``).
  case requested
}

/// The phases of an interactive pop (swipe back) gesture.
public enum InteractivePopPhase: String, Sendable, Codable, CaseIterable {
  /// The user started swiping.
  case began
  /// The user let go and the pop was cancelled: the screen stays.
  case cancelled
  /// The pop finished: the top controller is gone.
  case completed
}

/// One adjuster's view of the ``Ledger``: the only way it changes the app. Every write is
/// recorded as this adjuster's layer, so whoever changes a property is the one it is restored
/// for, and removing the adjuster restores exactly its changes.
///
/// In a `show` or `change` pass, what a write moves the focused field (a content offset of a
/// scroll view around it, a frame of one of its ancestors) is taken from the lift budget by the
/// core, from the value written.
@MainActor
public struct AdjusterLedger {
  /// The ledger.
  let ledger: Ledger
  /// The adjuster writes are recorded for.
  public let owner: AdjusterIdentifier

  // `@_specialize`: as on the ledger's own functions (see `Ledger.write`), a version for each
  // of the built-in properties' types, which these generic entry points jump to.
  /// Writes `value` to `property` of `target` as this adjuster's layer, recording the original
  /// value first. `animated` uses the host's own animation where the property has one (the
  /// content offset's `setContentOffset(_:animated: true)`). `rule` says how the ledger puts the
  /// property back when the session ends or this adjuster is removed.
  @_specialize(where Target == any HostView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == EdgeInsets)
  @_specialize(where Target == any HostTextInput, Value == KeyboardAppearanceStyle)
  public func write<Target, Value>(
    _ property: HostProperty<Target, Value>, of target: Target, to value: Value,
    animated: Bool = false, restore rule: RestoreRule<Target, Value> = .exact
  ) {
    ledger.write(property, of: target, to: value, owner: owner, animated: animated, restore: rule)
  }

  /// The value `property` of `target` had before this session changed it, if it did.
  @_specialize(where Target == any HostView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == EdgeInsets)
  @_specialize(where Target == any HostTextInput, Value == KeyboardAppearanceStyle)
  public func originalValue<Target, Value>(
    of property: HostProperty<Target, Value>, of target: Target
  ) -> Value? {
    ledger.originalValue(of: property, of: target)
  }

  /// The original value the next write of `property` of `target` starts its record from, when a
  /// restore before the session's end left the property away from it to judge again at the
  /// session's end (see ``Ledger/originalHandedOn(of:of:)``).
  @_specialize(where Target == any HostView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == EdgeInsets)
  @_specialize(where Target == any HostTextInput, Value == KeyboardAppearanceStyle)
  package func originalHandedOn<Target, Value>(
    of property: HostProperty<Target, Value>, of target: Target
  ) -> Value? {
    ledger.originalHandedOn(of: property, of: target)
  }

  /// The value last written to `property` of `target` (by any adjuster), if the ledger holds it:
  /// where the property is going, even while the host still animates towards it.
  @_specialize(where Target == any HostView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == EdgeInsets)
  @_specialize(where Target == any HostTextInput, Value == KeyboardAppearanceStyle)
  public func writtenValue<Target, Value>(
    of property: HostProperty<Target, Value>, of target: Target
  ) -> Value? {
    ledger.writtenValue(of: property, of: target)
  }

  /// The value `property` of `target` is going to (see ``Ledger/settledValue(of:of:)``): read
  /// this, not the host, when an animated write may still be on its way.
  @_specialize(where Target == any HostView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == EdgeInsets)
  @_specialize(where Target == any HostTextInput, Value == KeyboardAppearanceStyle)
  public func settledValue<Target, Value>(
    of property: HostProperty<Target, Value>, of target: Target
  ) -> Value {
    ledger.settledValue(of: property, of: target)
  }

  /// How far `view` will still move down (negative: up) once the ledger's animated writes land
  /// (see ``Ledger/settledShift(of:)``).
  public func settledShift(of view: any HostView) -> CGFloat {
    ledger.settledShift(of: view)
  }

  /// `view`'s frame in its window once the ledger's animated writes land (see
  /// ``Ledger/settledShift(of:)``).
  public func settledFrameInWindow(of view: any HostView) -> CGRect {
    ledger.settledFrameInWindow(of: view)
  }

  /// Forgets, without writing anything back, the record of `property` of `target` when this
  /// adjuster's layer is its only one (see ``Ledger/forget(_:of:owner:)``).
  package func forgetUnwritten<Target, Value>(
    _ property: HostProperty<Target, Value>, of target: Target
  ) {
    ledger.forget(property, of: target, owner: owner)
  }

  /// Restores (and forgets) what this adjuster changed on `target`.
  @discardableResult
  public func restore(target: AnyObject) -> Int {
    ledger.restore(target: target, owner: owner)
  }

  /// Restores (and forgets) everything this adjuster changed.
  @discardableResult
  public func restoreAll() -> Int {
    ledger.restore(owner: owner)
  }
}
