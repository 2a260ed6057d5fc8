import Foundation
import KeyboardCore
import KeyboardTrace

/// The facade an app talks to: IQKeyboardManager's settings with its defaults, over an
/// `ActiveConfiguration` and its adjuster registry.
///
/// A manager moves nothing until adjusters are registered: importing a product registers none.
/// The app names the adjusters it links, in one line:
///
/// ```swift
/// KeyboardManager.shared.enable(adjusters: .recommended)     // import KeyboardLift: all four
/// KeyboardManager.shared.enable(adjusters: [ScrollAdjuster()])  // KeyboardLiftManager + ScrollAdjust
/// KeyboardManager.shared.keyboardDistance = 15                // default 10
/// ```
///
/// This type lives in the `KeyboardLiftManager` product, which depends on KeyboardCore (and on
/// iOS the UIKit binding) only; the `KeyboardLift` umbrella adds the built-in adjusters, their
/// `.recommended` set and `init(animator:settings:logger:)`, which registers that set.
///
/// A manager can be made for any host: `KeyboardManager.shared` is wired to UIKit on iOS; tests
/// and the simulator make one over KeyboardHeadless and feed its ``configuration``.
@MainActor
public final class KeyboardManager {
  /// The session machine the host feeds.
  public let configuration: ActiveConfiguration

  /// Called whenever ``movedDistance`` changes.
  public var movedDistanceChanged: ((CGFloat) -> Void)?
  /// Called with a record of everything the configuration does (the simulator, traces). While
  /// it is `nil` the configuration builds no record and no explanation.
  public var onDispatch: ((DispatchRecord) -> Void)? {
    didSet {
      configuration.onDispatch =
        onDispatch == nil ? nil : { [weak self] record in self?.onDispatch?(record) }
    }
  }

  /// How far the root view is lifted now: `y₀ − y` (0 without a session).
  public var movedDistance: CGFloat { movedDistanceStorage }
  // Private, updated after every input: a stored property other modules can reach pays a
  // runtime exclusivity check at each access (`swift_beginAccess`, 76 instructions).
  private var movedDistanceStorage: CGFloat = 0

  /// The host that feeds ``configuration`` (the UIKit binding for ``shared``), kept alive here.
  var host: AnyObject?
  /// The recorder of the trace being recorded, or recorded and not yet handed out (see
  /// `startRecordingTrace(in:options:)`). Internal: only the manager stops it, so the trace is
  /// never stranded.
  var traceRecorder: TraceRecorder?
  private let changeObserver: ChangeObservingAnimator
  /// Whether the warning that a session began with no adjusters registered was logged (once
  /// per manager).
  private var hasWarnedOfNoAdjusters = false

  /// Creates a manager with exactly `adjusters` registered, in their priority order (an empty
  /// list: none yet, as ``enable(adjusters:)`` finds `shared`). It is off until ``isEnabled`` is
  /// set or ``enable(adjusters:)`` is called.
  ///
  /// - Throws: `AdjusterRegistryError` when two adjusters share an identifier, a third party
  ///   uses the reserved prefix, or a priority is NaN or infinite.
  public convenience init(
    animator: any HostAnimator, adjusters: [any Adjuster],
    settings: KeyboardSettings = KeyboardSettings(),
    logger: any KeyboardLogger = StandardErrorLogger()
  ) throws(AdjusterRegistryError) {
    self.init(withoutAdjusters: animator, settings: settings, logger: logger)
    try self.adjusters.register(contentsOf: adjusters)
  }

  /// Creates a manager with no adjusters registered: `shared` before
  /// ``enable(adjusters:)``, the umbrella's recommended manager, the simulator (which registers a
  /// scenario's own).
  package init(
    withoutAdjusters animator: any HostAnimator, settings: KeyboardSettings = KeyboardSettings(),
    logger: any KeyboardLogger = StandardErrorLogger()
  ) {
    changeObserver = ChangeObservingAnimator(base: animator)
    configuration = ActiveConfiguration(
      animator: changeObserver, settings: settings, logger: logger)
    configuration.onDispatchAction = { [weak self] action in self?.didDispatch(action) }
    changeObserver.didFinishChanges = { [weak self] in self?.updateMovedDistance() }
  }

  /// The adjusters, in dispatch order: register or remove one here (``enable(adjusters:)``
  /// registers several at once without `try`).
  public var adjusters: AdjusterRegistry { configuration.adjusters }

  /// All settings at once.
  public var settings: KeyboardSettings {
    get { configuration.settings }
    set { configuration.settings = newValue }
  }

  /// Whether KeyboardLift handles inputs (default `false`). Turning it on while a keyboard is
  /// up adjusts now; turning it off restores everything now. ``enable(adjusters:)`` turns it on
  /// after registering the adjusters.
  public var isEnabled: Bool {
    get { settings.isEnabled }
    set { settings.isEnabled = newValue }
  }

  /// The distance between the focused input and the keyboard (default 10). A negative value
  /// logs a warning and is treated as 0.
  public var keyboardDistance: CGFloat {
    get { settings.keyboardDistance }
    set { settings.keyboardDistance = newValue }
  }

  /// Controllers in which inputs are never handled (default: table view, input view and alert
  /// controllers).
  public var disabledDistanceHandlingClasses: [ControllerClass] {
    get { settings.disabledDistanceHandlingClasses }
    set { settings.disabledDistanceHandlingClasses = newValue }
  }

  /// Controllers in which inputs are handled even while ``isEnabled`` is false.
  public var enabledDistanceHandlingClasses: [ControllerClass] {
    get { settings.enabledDistanceHandlingClasses }
    set { settings.enabledDistanceHandlingClasses = newValue }
  }

  /// Runs the adjustment again now (a text view grew, the layout changed).
  public func reloadLayoutIfNeeded() {
    configuration.reloadLayout()
  }

  private func didDispatch(_ action: DispatchRecord.Action) {
    if action == .show && adjusters.adjusters.isEmpty && !hasWarnedOfNoAdjusters {
      hasWarnedOfNoAdjusters = true
      configuration.logger.log(LogMessage(.warning, Self.noAdjustersWarning))
    }
    updateMovedDistance()
  }

  /// What the manager logs when a session begins with no adjusters registered: nothing moves.
  static let noAdjustersWarning =
    "a keyboard session began with no adjusters registered, so nothing moves: call "
    + "KeyboardManager.enable(adjusters:) with the adjusters the app links "
    + "(.recommended with import KeyboardLift)"

  private func updateMovedDistance() {
    let moved = configuration.movedDistance
    guard moved != movedDistanceStorage else { return }
    movedDistanceStorage = moved
    guard let movedDistanceChanged else { return }
    movedDistanceChanged(moved)
    configuration.appCodeDidRun()
  }
}
