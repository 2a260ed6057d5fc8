import Foundation

/// The state one `show` or `change` pass shares between its adjusters: the measured geometry,
/// the lift budget, the hold and the explanations. Adjusters never see it: each gets an
/// ``AdjustmentContext`` bound to itself, through which everything it records is attributed to
/// it.
@MainActor
final class AdjustmentState {
  /// The normalised keyboard.
  public private(set) var keyboard: KeyboardInfo
  /// The focused input.
  public var input: any HostTextInput {
    guard let input = passInput else { Self.passEnded() }
    return input
  }
  /// The focused input's ancestors, found once for the pass.
  var inputAncestors: InputAncestors {
    guard let ancestors = passInputAncestors else { Self.passEnded() }
    return ancestors
  }
  /// The input's window.
  public var window: any HostWindow {
    guard let window = passWindow else { Self.passEnded() }
    return window
  }
  /// The session's root configuration (root controller, `y₀`, captured orientation).
  public private(set) var root: RootConfiguration
  /// The root controller's view.
  public var rootView: any HostView {
    guard let rootView = passRootView else { Self.passEnded() }
    return rootView
  }
  /// The settings in force.
  public private(set) var settings: KeyboardSettings
  /// Why this adjustment runs.
  public private(set) var reason: AdjustmentReason
  /// The geometry measured when the event started (or re-measured after a re-capture).
  public private(set) var geometry: AvoidanceGeometry
  /// The lift still to be taken by lower-priority adjusters.
  public private(set) var remainingLift: CGFloat
  /// Whether the root's navigation controller is running an interactive pop.
  public var isInteractivePopActive: Bool { root.isInteractivePopActive }
  /// The decisions recorded so far in this event, in order.
  public private(set) var explanations: [Explanation] = []

  /// The session's ledger, for where animated writes are going.
  let ledger: Ledger
  /// Whether ``explain(source:topic:message:values:)`` records anything: only when someone
  /// reads the pass's record (``ActiveConfiguration/onDispatch``). Otherwise no message is
  /// built (on the issue-12 form, the sentences and numbers cost ≈ 20k instructions a show).
  private(set) var recordsExplanations: Bool

  // The pass's views, `nil` only once the pass ended and the configuration kept this state,
  // held by nothing else, for its next pass (``letGoOfViews()``): no context or event can read
  // them then, so the readers above never stop at ``passEnded()``. Four optionals rather than
  // one optional structure: a read of one field copied the whole structure (≈ 6 retains).
  private var passInput: (any HostTextInput)?
  private var passInputAncestors: InputAncestors?
  private var passWindow: (any HostWindow)?
  private var passRootView: (any HostView)?

  /// Where a read of the pass's views would go after ``letGoOfViews()``, which only a state
  /// nothing but the configuration holds is told.
  private static func passEnded() -> Never {
    preconditionFailure("a pass's state read after the configuration took it back")
  }

  init(
    keyboard: KeyboardInfo, input: any HostTextInput, inputAncestors: InputAncestors,
    window: any HostWindow, root: RootConfiguration, rootView: any HostView,
    settings: KeyboardSettings, reason: AdjustmentReason, ledger: Ledger,
    recordsExplanations: Bool
  ) {
    self.ledger = ledger
    self.recordsExplanations = recordsExplanations
    self.keyboard = keyboard
    self.passInput = input
    self.passInputAncestors = inputAncestors
    self.passWindow = window
    self.passRootView = rootView
    self.root = root
    self.settings = settings
    self.reason = reason
    let geometry = Self.measure(
      input: input, window: window, keyboard: keyboard, root: root, rootView: rootView,
      settings: settings, ledger: ledger)
    self.geometry = geometry
    self.remainingLift = geometry.lift
    explain(
      source: nil, topic: "geometry", message: geometry.summary, values: geometry.explanationValues)
  }

  /// Starts another pass in this state, with the same ledger, as the initialiser starts one.
  /// Only for a state nothing but the configuration holds.
  func start(
    keyboard: KeyboardInfo, input: any HostTextInput, inputAncestors: InputAncestors,
    window: any HostWindow, root: RootConfiguration, rootView: any HostView,
    settings: KeyboardSettings, reason: AdjustmentReason, recordsExplanations: Bool
  ) {
    self.recordsExplanations = recordsExplanations
    self.keyboard = keyboard
    self.passInput = input
    self.passInputAncestors = inputAncestors
    self.passWindow = window
    self.passRootView = rootView
    self.root = root
    self.settings = settings
    self.reason = reason
    explanations = []
    holdReason = nil
    keyboardTopRaise = 0
    geometry = measureNow()
    remainingLift = geometry.lift
    explain(
      source: nil, topic: "geometry", message: geometry.summary, values: geometry.explanationValues)
  }

  /// Lets go of the pass's views, once the pass ended and nothing but the configuration holds
  /// this state: kept for the next pass, it keeps no view alive (the configuration holds them
  /// weakly). Its values stay (the keyboard, the settings, the root configuration, which holds
  /// its controller weakly).
  func letGoOfViews() {
    passInput = nil
    passInputAncestors = nil
    passWindow = nil
    passRootView = nil
  }

  /// The distance `d` for `input`: its own setting, its search bar's, or the global one;
  /// negative values count as 0.
  public static func distance(for input: any HostTextInput, settings: KeyboardSettings) -> CGFloat {
    let own =
      input.keyboardSettings.distanceFromKeyboard
      ?? input.enclosingSearchBar?.keyboardSettings.distanceFromKeyboard
    guard let own else { return settings.effectiveKeyboardDistance }
    return own.isFinite ? Swift.max(own, 0) : settings.effectiveKeyboardDistance
  }

  /// The navigation bar whose bottom is part of the top guide: the root's navigation
  /// controller's bar while shown.
  public var navigationBar: (any HostView)? { root.navigationController?.hostNavigationBar }

  /// Why an adjuster held this adjustment, if one did.
  public private(set) var holdReason: String?

  /// Whether an adjuster held this adjustment: no lower-priority adjuster runs for it.
  public var isHeld: Bool { holdReason != nil }

  /// Holds this adjustment for `adjuster`.
  func hold(by adjuster: AdjusterIdentifier, because reason: String) {
    holdReason = reason
    explain(source: adjuster, topic: "hold", message: reason)
  }

  /// How far the adjusters raised the keyboard's top with bars riding on it.
  private(set) var keyboardTopRaise: CGFloat = 0

  /// Takes from the lift budget what a ledger write or restore moved the field: a frame written
  /// on the field or one of its ancestors, a content offset written on a scroll view containing
  /// it. The amount comes from the values written, never from reading a view back (it may still
  /// be animating towards them).
  func record(_ move: LedgerMove) {
    guard let target = move.target as? any HostView else { return }
    // From the ancestors found for the pass, not a climb from the input at each move.
    let moved = inputAncestors.contains(target) || (move.movesTarget && input === target)
    guard moved else { return }
    let before = remainingLift
    remainingLift += move.shift
    let left = remainingLift
    explain(
      source: move.owner, topic: "lift",
      message: (move.shift < 0 ? "the field moved up by " : "the field moved down by ")
        + "\(abs(move.shift).shortDescription) ("
        + (move.movesTarget ? "frame of " : "content offset of ") + "\(type(of: target)) written)",
      values: [.init("before", before), .init("taken", -move.shift), .init("left", left)])
  }

  /// Sets what is left of the lift for the adjusters after `adjuster`, and records why.
  func setRemainingLift(
    _ value: CGFloat, by adjuster: AdjusterIdentifier, because message: () -> String
  ) {
    let before = remainingLift
    remainingLift = value
    explain(
      source: adjuster, topic: "lift", message: message(),
      values: [.init("before", before), .init("left", value)])
  }

  /// Raises the keyboard's top by `height` for `adjuster` (a bar riding on the keyboard) and
  /// adds to the lift budget what the field now needs more: at most `height`, less when the top
  /// guide leaves less room.
  func raiseKeyboardTop(
    by height: CGFloat, for adjuster: AdjusterIdentifier, because message: () -> String
  ) {
    guard height.isFinite, height > 0 else { return }
    // The pass's geometry stays the one measured at its start (what earlier writes moved is
    // already taken from the budget); only the keyboard's top changes.
    let liftBefore = geometry.lift
    keyboardTopRaise += height
    geometry.keyboardTop -= height
    let added = geometry.lift - liftBefore
    let before = remainingLift
    remainingLift += added
    let (keyboardTop, left) = (geometry.keyboardTop, remainingLift)
    explain(
      source: adjuster, topic: "keyboard-top", message: message(),
      values: [
        .init("raised by", height), .init("kbTop", keyboardTop),
        .init("before", before), .init("added", added), .init("left", left),
      ])
  }

  /// Records a decision; `source` `nil` is the core's own. The message and the values are
  /// built only when ``recordsExplanations``.
  func explain(
    source: AdjusterIdentifier?, topic: String, message: @autoclosure () -> String,
    values: @autoclosure () -> [Explanation.Value] = []
  ) {
    guard recordsExplanations else { return }
    explanations.append(
      Explanation(source: source, topic: topic, message: message(), values: values()))
  }

  /// Measures the geometry again now (after an adjuster moved or laid out views), without
  /// touching the lift budget. The field is measured where the ledger's animated writes take it.
  public func measureNow() -> AvoidanceGeometry {
    var geometry = Self.measure(
      input: input, window: window, keyboard: keyboard, root: root, rootView: rootView,
      settings: settings, ledger: ledger)
    geometry.keyboardTop -= keyboardTopRaise
    return geometry
  }

  /// Replaces the root configuration (after a re-capture) and measures again, resetting the
  /// lift budget to the fresh geometry's lift.
  func reset(root newRoot: RootConfiguration, rootView newRootView: any HostView) {
    root = newRoot
    passRootView = newRootView
    let geometry = measureNow()
    self.geometry = geometry
    remainingLift = geometry.lift
    explain(
      source: nil, topic: "geometry", message: "re-measured after re-capture; " + geometry.summary,
      values: geometry.explanationValues)
  }

  /// Measures the geometry, with the field where the ledger's animated writes take it (a scroll
  /// view's animated offset moves over several frames: reading it back gives a value on the
  /// way, never where the adjuster put it).
  private static func measure(
    input: any HostTextInput, window: any HostWindow, keyboard: KeyboardInfo,
    root: RootConfiguration, rootView: any HostView, settings: KeyboardSettings, ledger: Ledger
  ) -> AvoidanceGeometry {
    var geometry = AvoidanceGeometry.measure(
      field: input, window: window, keyboard: keyboard, rootView: rootView,
      capturedRootOriginY: root.capturedOrigin.y,
      navigationBar: root.navigationController?.hostNavigationBar,
      distance: distance(for: input, settings: settings))
    geometry.fieldFrame.origin.y += ledger.settledShift(of: input)
    return geometry
  }
}

extension AvoidanceGeometry {
  /// `"field covered: lift 120"` or `"field visible: lift -40"`.
  public var summary: String {
    isFieldCovered
      ? "field covered, lift \(lift.shortDescription)"
      : "field visible, lift \(lift.shortDescription)"
  }
}

/// Why a `show` or `change` adjustment runs.
public enum AdjustmentReason: String, Sendable, Codable, CaseIterable {
  /// The keyboard appeared or its frame changed.
  case keyboard
  /// Focus moved to another input while the keyboard is up.
  case focus
  /// A setting changed (the manager was enabled, the distance changed).
  case settings
  /// The app asked for it (`reloadLayoutIfNeeded()`).
  case reload
  /// The interface orientation changed mid-session.
  case orientation
  /// The window's size changed mid-session with no rotation (iPad Split View, Stage Manager).
  case windowSize
  /// An interactive pop was cancelled.
  case interactivePopCancelled
  /// A second pass after layout settled, to make the final gap exact.
  case settle
  /// The adjuster that postponed the session's end was removed, so the session resumed
  /// (Behavior.md §9).
  case postponerRemoved
}
