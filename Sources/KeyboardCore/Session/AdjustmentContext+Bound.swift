import Foundation

/// Everything one adjuster needs to adjust for one `show` or `change` — the keyboard, the
/// focused input, the root, the settings, the avoidance geometry and the **lift budget** — bound
/// to that adjuster.
///
/// Each adjuster gets its own context (as a SwiftNIO handler gets its own
/// `ChannelHandlerContext`): the lift it takes, the hold it asks for and the decisions it
/// explains are attributed to ``adjuster`` by construction. No call takes an identifier, so no
/// adjuster can act or explain in another one's name.
///
/// The lift budget starts at the geometry's `lift`. Adjusters run in priority order, and what
/// each one takes is derived by the core from what it writes through its ledger: a content
/// offset written on a scroll view around the field takes the distance it scrolls the field up,
/// a frame written on the field's ancestor the distance it moves it. ScrollAdjust scrolls what it
/// can, and RootAdjust moves the root view by what is left. A negative budget means the field is
/// already visible with room to spare. An adjuster that puts something on top of the keyboard
/// says so with ``raiseKeyboardTop(by:because:)``; one that decides what the field still needs
/// says so with ``setRemainingLift(_:because:)``. All the contexts of one pass share the budget,
/// the hold and the explanations.
@MainActor
public struct AdjustmentContext {
  let state: AdjustmentState

  /// The adjuster this context belongs to: everything recorded through it is its.
  public let adjuster: AdjusterIdentifier

  init(state: AdjustmentState, adjuster: AdjusterIdentifier) {
    self.state = state
    self.adjuster = adjuster
  }

  /// The normalised keyboard.
  public var keyboard: KeyboardInfo { state.keyboard }
  /// The focused input.
  public var input: any HostTextInput { state.input }
  /// The focused input's ancestors, from its superview up to its window, found once for the
  /// pass: ask them which views are above the input (its scroll views, its nearest controller)
  /// instead of climbing from it again.
  public var inputAncestors: InputAncestors { state.inputAncestors }
  /// The input's window.
  public var window: any HostWindow { state.window }
  /// The session's root configuration (root controller, `y₀`, captured orientation and size).
  public var root: RootConfiguration { state.root }
  /// The root controller's view.
  public var rootView: any HostView { state.rootView }
  /// The settings in force.
  public var settings: KeyboardSettings { state.settings }
  /// Why this adjustment runs.
  public var reason: AdjustmentReason { state.reason }
  /// The geometry measured when the event started (or re-measured after a re-capture).
  public var geometry: AvoidanceGeometry { state.geometry }
  /// The lift still to be taken by this adjuster and those after it.
  public var remainingLift: CGFloat { state.remainingLift }
  /// Whether the root's navigation controller is running an interactive pop.
  public var isInteractivePopActive: Bool { state.isInteractivePopActive }
  /// The navigation bar whose bottom is part of the top guide: the root's navigation
  /// controller's bar while shown.
  public var navigationBar: (any HostView)? { state.navigationBar }
  /// The decisions recorded so far in this pass, by every adjuster and the core, in order. They
  /// are recorded only while the configuration has an ``ActiveConfiguration/onDispatch``
  /// observer (the simulator, a test, an app's `KeyboardManager.onDispatch`); otherwise this is
  /// empty and no explanation is built.
  public var explanations: [Explanation] { state.explanations }
  /// Why an adjuster held this pass, if one did (see ``hold(because:)``).
  public var holdReason: String? { state.holdReason }
  /// Whether an adjuster held this pass: no lower-priority adjuster runs for it.
  public var isHeld: Bool { state.isHeld }

  /// Holds this adjustment: the adjusters after this one do not run for this event, so nothing
  /// more moves (GestureGuard does this while an interactive pop runs for an input the root does
  /// not contain). Changes already made stay, and the session goes on.
  public func hold(because reason: String) {
    state.hold(by: adjuster, because: reason)
  }

  /// Sets the lift left for the adjusters after this one, and records why: a decision about
  /// what the field still needs, not a move (what this adjuster's writes moved the field is taken
  /// from the budget by the core). ScrollAdjust uses it when the field is visible in its scroll
  /// view: the root view must not come further down than keeps the field below the top guide.
  public func setRemainingLift(_ value: CGFloat, because message: @autoclosure () -> String) {
    state.setRemainingLift(value, by: adjuster, because: message)
  }

  /// Raises the keyboard's top by `height`: something of this adjuster rides on the keyboard
  /// (a chat input bar, a toolbar) and covers `height` more points. The adjusters after this one
  /// see the raised top in ``geometry`` and a lift budget grown by what the field now needs more
  /// (at most `height`; less when the top guide leaves less room).
  public func raiseKeyboardTop(by height: CGFloat, because message: @autoclosure () -> String) {
    state.raiseKeyboardTop(by: height, for: adjuster, because: message)
  }

  /// Records a decision of this adjuster, as data: a topic (`"scroll"`, `"root"`), a sentence,
  /// and named values. The sentence and the values are built only when someone reads them
  /// (see ``explanations``), so they cost nothing otherwise.
  public func explain(
    topic: String, message: @autoclosure () -> String,
    values: @autoclosure () -> [Explanation.Value] = []
  ) {
    state.explain(source: adjuster, topic: topic, message: message(), values: values())
  }

  /// Measures the geometry again now (after this adjuster moved or laid out views), without
  /// touching the lift budget.
  public func measureNow() -> AvoidanceGeometry { state.measureNow() }

  /// The distance `d` for `input`: its own setting, its search bar's, or the global one;
  /// negative values count as 0.
  public static func distance(for input: any HostTextInput, settings: KeyboardSettings) -> CGFloat {
    AdjustmentState.distance(for: input, settings: settings)
  }
}
