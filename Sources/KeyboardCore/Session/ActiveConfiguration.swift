import Foundation

/// The keyboard session: turns raw keyboard notifications and focus changes into `focus`,
/// `show`, `change` and `hide` events and sends them through its ``adjusters`` in priority order
/// (Behavior.md §3–§4, §11).
///
/// It is an ordinary instance — nothing process-global — so tests and the simulator run many in
/// parallel. A host (the UIKit binding, KeyboardHeadless, a test) feeds it:
/// ``handleKeyboardNotification(_:userInfo:screenBounds:)``, ``textInputDidBeginEditing(_:)``,
/// ``textInputDidEndEditing(_:)``, ``interfaceOrientationDidChange()``,
/// ``windowSizeDidChange()`` and ``interactivePopDidChange(_:)``.
@MainActor
public final class ActiveConfiguration {
  /// The adjusters, in dispatch order.
  public let adjusters: AdjusterRegistry
  /// Every change the adjusters made this session.
  public let ledger: Ledger
  /// Runs changes inside the keyboard's animation.
  public let animator: any HostAnimator
  /// Where warnings go.
  public var logger: any KeyboardLogger {
    get { loggerStorage }
    set {
      loggerStorage = newValue
      ledger.logger = newValue
    }
  }
  /// Called with a record of everything the configuration does. While it is set, every pass
  /// also records its explanations (see ``AdjustmentContext/explanations``); while it is `nil`
  /// none is built.
  public var onDispatch: ((DispatchRecord) -> Void)? {
    get { onDispatchStorage }
    set { onDispatchStorage = newValue }
  }
  /// Called with the action of everything the configuration does, before ``onDispatch`` and
  /// whether or not it is set, without building the record (the manager follows
  /// `movedDistance` with it).
  package var onDispatchAction: ((DispatchRecord.Action) -> Void)? {
    get { onDispatchActionStorage }
    set { onDispatchActionStorage = newValue }
  }
  // Stored privately (here and below, where a comment points here): a stored property other
  // modules can reach pays a runtime exclusivity check at each access (`swift_beginAccess`,
  // 76 instructions; ≈ 20 of them in a repeated did-show), which whole-module optimisation drops
  // for internal storage that no access can overlap.
  private var loggerStorage: any KeyboardLogger
  private var onDispatchStorage: ((DispatchRecord) -> Void)?
  private var onDispatchActionStorage: ((DispatchRecord.Action) -> Void)?
  /// The input observers (``addInputObserver(_:)``).
  var inputObservers = InputObservers()

  /// The settings. Changing them while a keyboard is up adjusts (or restores) now.
  public var settings: KeyboardSettings {
    didSet { settingsDidChange(from: oldValue) }
  }

  /// The last normalised keyboard.
  public var keyboard: KeyboardInfo? { keyboardStorage }
  private var keyboardStorage: KeyboardInfo?  // Private: see `loggerStorage`.
  /// What ``keyboard`` was normalised from, when it came from a notification.
  private var keyboardSource: KeyboardSource?
  /// The end frame of the will-hide whose did-hide (or an interrupting show's did-show) has not
  /// come yet: a frame change carrying it is that hide's own (Behavior.md §2.7).
  private var hideUnderWay: KeyboardSource?
  /// Whether a will-show came during ``hideUnderWay``: its did-show ends the hide's span.
  private var isHideInterruptedByAShow = false
  /// The root configuration of the session, if one exists.
  public var root: RootConfiguration? { rootStorage }
  private var rootStorage: RootConfiguration? {  // Private: see `loggerStorage`.
    didSet { focusOrRootChanges &+= 1 }
  }
  /// Where the session is: closed, open, or open with its end postponed. Changed only by
  /// the session machine's transitions.
  public var sessionState: SessionState { sessionStateStorage }
  private var sessionStateStorage: SessionState = .closed  // Private: see `loggerStorage`.
  /// Whether an adjuster postponed the end of the session (an interactive pop runs).
  public var isSessionEndPostponed: Bool { sessionState.isEndPostponed }

  private weak var focused: (any HostTextInput)? {
    didSet { focusOrRootChanges &+= 1 }
  }
  /// Counts the changes of ``focused`` and ``rootStorage``, so that a hide's dispatch sees when
  /// an adjuster's handler changed either (a re-capture) and tells the adjusters after it.
  private var focusOrRootChanges = 0
  private lazy var session = SessionControl(configuration: self)
  private var currentContext: AdjustmentState?
  /// The state of the last pass, while nothing else holds it: the next pass starts again in it
  /// (see ``passState(keyboard:input:window:root:rootView:reason:)``).
  private var endedPassState: AdjustmentState?
  private var isHandlingInput = false
  /// The ledger's ``Ledger/hostWriteCount`` when a pass last laid out the root view.
  private var writesAtLastLayout = -1
  /// The settings as of the last settings change handled (``applySettings(_:)``).
  private var handledSettings: KeyboardSettings
  private var queuedInputs: [() -> Void] = []
  /// The focused input's ancestors, found at most once for the input being handled
  /// (``ancestors(of:)``) and forgotten once it is handled.
  private var foundAncestors: InputAncestors?
  /// The storage ``foundAncestors`` collects its views in, kept empty between inputs so that
  /// its capacity is reused (finding the ancestors then allocates nothing).
  private var ancestorStorage: [InputAncestors.Entry] = []

  /// Creates a configuration with no adjusters.
  public init(
    animator: any HostAnimator, settings: KeyboardSettings = KeyboardSettings(),
    logger: any KeyboardLogger = StandardErrorLogger()
  ) {
    self.adjusters = AdjusterRegistry()
    self.ledger = Ledger()
    ledger.logger = logger
    self.animator = animator
    ledger.currentTime = { animator.currentTime }
    self.settings = settings
    self.handledSettings = settings
    self.loggerStorage = logger
    adjusters.restoreChanges = { [weak self] id in self?.restoreChanges(of: id) }
    warnAboutDistance(settings.keyboardDistance)
  }

  /// The focused input, until it ends editing.
  public var focusedInput: (any HostTextInput)? { focused }

  /// Whether a session is open: a `show` was sent and no `hide` ended it since.
  public var isSessionOpen: Bool { sessionState.isOpen }

  /// How far the root view is lifted now, `y₀ − y`; 0 whenever no session is open
  /// (Behavior.md §4.3), whatever the app did to its root view meanwhile.
  public var movedDistance: CGFloat {
    guard isSessionOpen else { return 0 }
    return root?.movedDistance ?? 0
  }

  /// Behavior.md §4.2: an input is focused, a root configuration exists and its root view is in a
  /// window.
  public var isReady: Bool { focused != nil && (root?.isInWindow ?? false) }

  // MARK: - Inputs from the host

  /// Handles a keyboard notification given as UIKit's userInfo dictionary. A malformed
  /// notification is logged and ignored; it never moves a view.
  public func handleKeyboardNotification(
    _ name: KeyboardNotificationName, userInfo: [AnyHashable: Any]?, screenBounds: CGRect
  ) {
    handleInput(.keyboardNotification(name, userInfo: userInfo, screenBounds: screenBounds))
  }

  private func applyNotification(
    _ name: KeyboardNotificationName, userInfo: [AnyHashable: Any]?, screenBounds: CGRect
  ) {
    // Read once for the questions below, which need nothing else; `nil` when it cannot be read
    // (the full parse reports that). Read a second time for the hide's span, a hide cost 1.3k
    // instructions more.
    let endFrame: CGRect??
    do {
      endFrame = .some(try KeyboardUserInfoReader.endFrame(in: userInfo))
    } catch {
      endFrame = nil
    }
    let repeats = repeatsCurrentKeyboard(name, endFrame: endFrame, screenBounds: screenBounds)
    let isTheHides =
      !repeats && belongsToTheHideUnderWay(name, endFrame: endFrame, screenBounds: screenBounds)
    // A hide lasts from its will-hide to its did-hide, or to the did-show of a keyboard whose
    // will-show interrupted it, whatever each carries (Behavior.md §2.7). (A did-show that an
    // earlier show left pending does not end it.)
    switch name {
    case .willHide:
      hideUnderWay = endFrame.flatMap { $0 }.map {
        KeyboardSource(rawEndFrame: $0, screenBounds: screenBounds, isHide: true)
      }
      isHideInterruptedByAShow = false
    case .willShow: isHideInterruptedByAShow = hideUnderWay != nil
    case .didShow where isHideInterruptedByAShow, .didHide: hideUnderWay = nil
    default: break
    }
    if repeats || isTheHides {
      ignore(
        "\(name.rawValue) "
          + (repeats ? "repeats the current keyboard" : "belongs to the hide under way"),
        level: .debug)
      adjustForWindowLayoutChange()
      return
    }
    let info: KeyboardInfo
    let source: KeyboardSource
    do {
      let raw = try RawKeyboardInfo(userInfo: userInfo)
      info = try KeyboardNormalization.normalize(
        raw, notification: name, screenBounds: screenBounds)
      source = KeyboardSource(
        rawEndFrame: raw.endFrame, screenBounds: screenBounds, isHide: name.isHide)
    } catch {
      ignore("\(name.rawValue) ignored: \(error)", level: .warning)
      return
    }
    applyKeyboard(info, source: source)
  }

  /// Handles an already normalised keyboard.
  public func handleKeyboard(_ info: KeyboardInfo) {
    handleInput(.keyboard(info))
  }

  /// Whether the notification normalises to the current keyboard (Behavior.md §2.7), told from
  /// its raw end frame alone: the end frame rules read nothing but that frame, the screen and
  /// whether the notification is a hide. A repeated did-show is rejected so without reading
  /// or normalising the rest of its userInfo (≈ 1k instructions instead of a full parse).
  private func repeatsCurrentKeyboard(
    _ name: KeyboardNotificationName, endFrame readEndFrame: CGRect??, screenBounds: CGRect
  ) -> Bool {
    guard let keyboardSource,
      case .some(let endFrame) = readEndFrame  // Unreadable: the full parse reports it.
    else { return false }
    return keyboardSource
      == KeyboardSource(rawEndFrame: endFrame, screenBounds: screenBounds, isHide: name.isHide)
  }

  /// Whether the notification is a frame change, within a hide's span, that carries the
  /// will-hide's end frame: that hide's own (Behavior.md §2.7, ``hideUnderWay``). iOS 26
  /// reports the accessory's on-screen frame in all four notifications of a hide, and its
  /// did-change-frame, read as a visible strip, opened a session after the will-hide had ended
  /// one (the form was scrolled 19 pt by a keyboard on its way out).
  private func belongsToTheHideUnderWay(
    _ name: KeyboardNotificationName, endFrame readEndFrame: CGRect??, screenBounds: CGRect
  ) -> Bool {
    guard let hideUnderWay, name == .willChangeFrame || name == .didChangeFrame,
      case .some(.some(let endFrame)) = readEndFrame
    else { return false }
    return hideUnderWay
      == KeyboardSource(rawEndFrame: endFrame, screenBounds: screenBounds, isHide: true)
  }

  private func applyKeyboard(_ info: KeyboardInfo, source: KeyboardSource?) {
    if let current = keyboard, current.isSameKeyboard(as: info) {
      ignore("\(info.notification.rawValue) repeats the current keyboard", level: .debug)
      adjustForWindowLayoutChange()
      return
    }
    keyboardStorage = info
    keyboardSource = source
    if !info.isVisible && !isSessionOpen {
      // A configuration never outlives its session (Behavior.md §15.6): the next show captures
      // y₀ afresh, after whatever the app did to its root view meanwhile.
      rootStorage = nil
    }
    if root == nil, info.isVisible, let input = focused {
      rootStorage = ancestors(of: input).nearestController.flatMap {
        RootConfiguration(controller: RootControllerResolver.rootController(nearest: $0))
      }
    }
    sendSessionEvent(reason: .keyboard)
  }

  /// A text input began editing.
  public func textInputDidBeginEditing(_ input: any HostTextInput) {
    handleInput(.textInputDidBeginEditing(input))
  }

  private func beginEditing(_ input: any HostTextInput) {
    // Found once for the questions below and the adjustment this input starts (each search
    // climbed the input's ancestors: ≈ 5k instructions for a field at depth 15).
    let nearest = ancestors(of: input).nearestController
    guard !(nearest?.isOrIsInAlertController ?? false) else {
      ignore("an alert's input is invisible to KeyboardLift", level: .debug)
      return
    }
    focused = input
    switchRoot(to: input, nearest: nearest)
    warnAboutNegativeDistance(of: input)
    dispatchFocus(.began, input: input)
    sendSessionEvent(reason: .focus)
  }

  /// Keeps the root configuration when `input` (whose nearest controller is `nearest`) has the
  /// same root (so y₀ stays put); otherwise restores the session's changes and captures the new
  /// root (the fix of IQ's latch).
  private func switchRoot(to input: any HostTextInput, nearest: (any HostController)?) {
    let window = input.hostWindow
    let orientation = window?.interfaceOrientation ?? .unknown
    // `if let`, not `map`: see `AvoidanceGeometry.measure`.
    if let nearest {
      let controller = RootControllerResolver.rootController(nearest: nearest)
      if let root, root.matches(controller: controller, window: window, orientation: orientation) {
        // Same root: keep the configuration, so y₀ stays put — unless its container placed the
        // root view again while KeyboardLift held nothing on it.
        captureAgainIfPlacedAgain(root)
      } else {
        if root != nil { restoreEverything(because: .rootChanged) }
        rootStorage = RootConfiguration(controller: controller)
      }
    } else if root != nil {
      restoreEverything(because: .rootChanged)
      rootStorage = nil
    }
  }

  /// A text input ended editing. After this there is no focused input until the next begin.
  public func textInputDidEndEditing(_ input: any HostTextInput) {
    handleInput(.textInputDidEndEditing(input))
  }

  private func endEditing(_ input: any HostTextInput) {
    guard !input.isInAlertController else { return }
    dispatchFocus(.ended, input: input)
    if focused === input { focused = nil }
    if !isSessionOpen {
      // Captured at begin-editing with no keyboard: dropped, so a y₀ is never reused after
      // the app may have moved its root view (Behavior.md §4.3).
      rootStorage = nil
    }
  }

  /// The interface orientation may have changed: restores everything, captures a fresh root
  /// configuration in the new layout and adjusts again (Behavior.md §4.3, whichever adjusters are
  /// registered). Nothing happens when neither the orientation nor the window's size differs
  /// from the session's captured ones.
  public func interfaceOrientationDidChange() {
    handleInput(.interfaceOrientationDidChange)
  }

  /// The window's size may have changed without a rotation (iPad Split View, Slide Over, Stage
  /// Manager): restores, re-captures and adjusts again, as for a rotation. Nothing happens when neither the window's size
  /// nor the orientation differs from the session's captured ones, so a host may call it on
  /// every geometry callback it gets.
  public func windowSizeDidChange() {
    handleInput(.windowSizeDidChange)
  }

  /// Behavior.md §4.3: a rotation or a resize is handled at the next input of the session —
  /// also one that changes nothing else, such as a keyboard notification repeating the current
  /// keyboard (before iOS 16 no API reports a resize as it happens).
  private func adjustForWindowLayoutChange() {
    guard let reason = windowLayoutChange else { return }
    sendSessionEvent(reason: reason)
  }

  /// The root's interactive pop gesture changed phase.
  public func interactivePopDidChange(_ phase: InteractivePopPhase) {
    handleInput(.interactivePopDidChange(phase))
  }

  private func dispatchInteractivePop(_ phase: InteractivePopPhase) {
    let ids = adjusters.identifiers
    adjusters.dispatch { adjuster in
      adjuster.handle(InteractivePopEvent(phase: phase, root: root, session: session))
    }
    record(
      .interactivePop, adjusters: ids,
      explanations: [
        Explanation(source: nil, topic: "interactive-pop", message: "gesture \(phase.rawValue)")
      ])
  }

  /// Runs the adjustment again now (a text view grew, the layout changed).
  public func reloadLayout() {
    handleInput(.reloadLayout)
  }

  private func reload() {
    guard isSessionOpen else { return }
    sendSessionEvent(reason: .reload)
  }

  /// Restores everything the session changed, now, and keeps the session open. The adjusters
  /// are told with a ``RestoreEvent``.
  public func restoreEverything() {
    restoreEverything(because: .requested)
  }

  /// Restores the ledger and tells the adjusters why, so none keeps state about changes that
  /// are gone (ScrollAdjust's chosen scroll views).
  private func restoreEverything(because reason: RestoreReason) {
    guard !ledger.isEmpty else { return }
    restoreLedger(sessionEnds: false)
    adjusters.dispatch { adjuster in
      adjuster.handle(RestoreEvent(reason: reason))
    }
  }

  /// Restores the ledger inside the keyboard's animation; before the session's end, the values
  /// that a rule left to judge again are kept for its end (``Ledger/restoreAll(sessionEnds:)``).
  private func restoreLedger(sessionEnds: Bool) {
    guard !ledger.isEmpty || (sessionEnds && ledger.awaitsSessionEnd) else { return }
    let animation = keyboard?.animation ?? .default
    animator.animate(animation) { ledger.restoreAll(sessionEnds: sessionEnds) }
  }

  /// Runs one host input: reports it to the input observers, then handles it — or, when it
  /// arrives while another input is being handled (a handler made UIKit post a notification
  /// synchronously, a callback asked for a reload), queues it and reports and handles it right
  /// after, in arrival order. So every input sees the state its predecessors left.
  ///
  /// An input is data (``ConfigurationInput``), handled by ``perform(_:)``: only a queued one
  /// needs a closure (handling each input through closures cost 3 allocations an event).
  private func handleInput(_ input: ConfigurationInput) {
    guard !isHandlingInput else {
      queuedInputs.append { [weak self] in self?.perform(input) }
      return
    }
    isHandlingInput = true
    perform(input)
    forgetAncestors()
    while !queuedInputs.isEmpty {
      queuedInputs.removeFirst()()
      forgetAncestors()
    }
    isHandlingInput = false
    ledger.forgetLandedRestores()
  }

  /// Reports `input` to the input observers and handles it.
  private func perform(_ input: ConfigurationInput) {
    reportInput(input)
    switch input {
    case .keyboardNotification(let name, let userInfo, let screenBounds):
      applyNotification(name, userInfo: userInfo, screenBounds: screenBounds)
    case .keyboard(let info):
      applyKeyboard(info, source: nil)
    case .textInputDidBeginEditing(let input):
      beginEditing(input)
    case .textInputDidEndEditing(let input):
      endEditing(input)
    case .interfaceOrientationDidChange, .windowSizeDidChange:
      adjustForWindowLayoutChange()
    case .interactivePopDidChange(let phase):
      dispatchInteractivePop(phase)
    case .reloadLayout:
      reload()
    case .settingsDidChange(let settings):
      applySettings(settings)
    }
  }

  // MARK: - Session events

  /// How the window's layout differs from the session's captured one: `.orientation` when the
  /// interface orientation changed, `.windowSize` when only the window's size did, `nil` when
  /// neither (or no session is open).
  private var windowLayoutChange: AdjustmentReason? {
    guard let root, isSessionOpen, let window = focused?.hostWindow ?? root.capturedWindow else {
      return nil
    }
    return Self.layoutChange(of: window, since: root)
  }

  /// `.orientation` or `.windowSize` when `window` is laid out otherwise than when `root` was
  /// captured, `nil` when it is not.
  private static func layoutChange(of window: any HostWindow, since root: RootConfiguration)
    -> AdjustmentReason?
  {
    if window.interfaceOrientation != root.capturedOrientation { return .orientation }
    if window.bounds.size != root.capturedWindowSize { return .windowSize }
    return nil
  }

  /// A configuration captured now for the focused input's root controller, if it has one — or,
  /// with no input focused (blurred but still up), for the session's root controller.
  private func freshRootConfiguration() -> RootConfiguration? {
    let controller =
      focused.flatMap { input in
        ancestors(of: input).nearestController.map(RootControllerResolver.rootController(nearest:))
      } ?? root?.controller
    guard let controller else { return nil }
    return RootConfiguration(controller: controller)
  }

  /// Asks the session machine for an adjustment for `reason` — or, when the window's layout
  /// changed since the capture (a rotation or a resize that arrived with this input), for that
  /// change, which re-captures the root first.
  private func sendSessionEvent(reason: AdjustmentReason) {
    transition(adjustmentWanted(windowLayoutChange ?? reason, resuming: false))
  }

  /// What changed in the window's layout since the capture, in words, when `reason` is a
  /// rotation or a resize; `nil` otherwise.
  private func describeWindowLayoutChange(for reason: AdjustmentReason) -> String? {
    guard let root, let window = focused?.hostWindow ?? root.capturedWindow else { return nil }
    switch reason {
    case .orientation:
      let from = root.capturedOrientation.rawValue
      return "interface orientation changed from \(from) to \(window.interfaceOrientation.rawValue)"
    case .windowSize:
      let from = root.capturedWindowSize
      let to = window.bounds.size
      return "window size changed from \(from.width.shortDescription) × "
        + "\(from.height.shortDescription) to \(to.width.shortDescription) × "
        + "\(to.height.shortDescription)"
    default:
      return nil
    }
  }

  /// A session opens with a configuration captured at begin-editing; when the window was
  /// rotated or resized between that capture and the show (the rotation arrived while no
  /// session was open, so nothing re-captured), it is captured again now, in the layout the
  /// session runs in. Otherwise the session's first later event would take the stale capture
  /// for a rotation and restore and re-adjust for nothing. So too when the root view is no
  /// longer at the captured origin (a rotation there and back, and its container placed it
  /// again): nothing of KeyboardLift's moved it, so its origin now is the app's `y₀`. Nothing is
  /// restored: no session, no change.
  private func captureAgainIfLaidOutSince() {
    guard let root, ledger.isEmpty, let window = focused?.hostWindow,
      Self.layoutChange(of: window, since: root) != nil || root.hasChanged,
      let fresh = freshRootConfiguration()
    else { return }
    rootStorage = fresh
  }

  /// Behavior.md §4.3, §15.2: when the root view is no longer at the captured origin though
  /// nothing of KeyboardLift's is on its frame, its container placed it again (a resize there and
  /// back that no API reported, a rotation while no input was focused), and its origin now is
  /// the app's `y₀`: the configuration is captured again, so no lift is measured from a stale
  /// `y₀` — which would move the root view down, below its container's placement. A changed
  /// window layout is left to the re-capture of the next adjustment, which restores first.
  ///
  /// A lift the ledger holds is on the frame only while the root view stands where the ledger
  /// last put it. Once its container placed it elsewhere, the layers' rule
  /// (`verticalOriginUnlessMoved`) would leave it there at the hide: they are removed, writing
  /// nothing, and the configuration is captured again too — kept, `y₀` capped the lift from a
  /// placement the container had replaced (29 instead of 0: the root view stopped 29 pt short
  /// of what the keyboard covers).
  private func captureAgainIfPlacedAgain(_ root: RootConfiguration) {
    guard root.hasChanged, let rootView = root.rootView,
      let window = rootView.hostWindow, let controller = root.controller
    else { return }
    let lifted = ledger.writtenValue(of: .frameOrigin, of: rootView)
    // A changed window layout with a lift on the frame is left to the re-capture of a rotation's
    // or a resize's adjustment, which restores first; with none, nothing is to restore, and an
    // adjustment for another reason (a size change nobody reported) would measure from a stale
    // `y₀`.
    guard lifted == nil || Self.layoutChange(of: window, since: root) == nil else { return }
    if let lifted {
      guard !lifted.y.isClose(to: rootView.frame.origin.y) else { return }
      ledger.restore(.frameOrigin, of: rootView)
    }
    guard let fresh = RootConfiguration(controller: controller) else { return }
    rootStorage = fresh
  }

  /// ``captureAgainIfPlacedAgain(_:)`` when the root view no longer stands at the captured
  /// origin.
  private func captureAgainIfMovedSinceCapture() {
    guard let root, let rootView = root.rootView,
      !rootView.frame.origin.y.isClose(to: root.capturedOrigin.y)
    else { return }
    captureAgainIfPlacedAgain(root)
  }

  /// Behavior.md §4.3, §11: the core's blurred-but-up clamp (``clampLiftToKeyboard()``) only
  /// caps a lift another writer made; once that writer's layers are gone (the adjuster that
  /// lifted the root view was removed), the clamp is the only lift left, with nobody to lower
  /// it, and it is put back too. Kept, it held a root view lifted 260 pt while the field sat 197
  /// pt above the top guide, and while the next keyboard covered only 55 pt.
  private func restoreBlurredClampLeftAlone() {
    guard let rootView = root?.rootView,
      ledger.owners(of: .frameOrigin, of: rootView) == [.core]
    else { return }
    ledger.restore(.frameOrigin, of: rootView)
  }

  /// Behavior.md §4.3, blurred but still up: the session is open, no input is focused and the
  /// keyboard changed. Nothing is adjusted; the root view is only lowered as far as needed so
  /// that it is never lifted by more than the keyboard now covers (`y ≥ y₀ − kbCovered`). The
  /// core writes that through the ledger under its own name (``AdjusterIdentifier/core``), on
  /// top of whoever lifted the view, so the session's end still restores `y₀`.
  private func clampLiftToKeyboard() {
    // Behavior.md §4.3: a rotation or a resize while blurred re-captures as it does with an
    // input focused (the container may have placed the root view again), so the floor below is
    // measured from the `y₀` of the layout the session now runs in.
    if let reason = windowLayoutChange, let change = describeWindowLayoutChange(for: reason) {
      recapture(because: change)
    }
    // So too when its container placed it again meanwhile (a pop lays out the view it reveals):
    // measured from the stale `y₀`, the clamp moved a root view its navigation controller had
    // placed at 0 down to 11, and the hide then put it back at the app's first 66.
    captureAgainIfMovedSinceCapture()
    guard let root, let rootView = root.rootView, let window = rootView.hostWindow,
      let keyboard
    else { return }
    let covered = AvoidanceGeometry.keyboardCovered(by: keyboard, in: window)
    let floor = root.capturedOrigin.y - covered
    let current = rootView.frame.origin
    var values: [Explanation.Value] = [
      .init("y", current.y), .init("y0", root.capturedOrigin.y), .init("kbCovered", covered),
    ]
    var message = "no input focused; the root is lifted no more than the keyboard covers"
    if current.y < floor {
      animator.animate(keyboard.animation) {
        ledger.write(
          .frameOrigin, of: rootView, to: CGPoint(x: current.x, y: floor), owner: .core,
          restore: .verticalOriginUnlessMoved)
      }
      values.append(.init("y'", floor))
      message = "no input focused; root lowered to what the keyboard covers"
    }
    record(
      .clampedWhileBlurred,
      explanations: [
        Explanation(source: nil, topic: "blurred", message: message, values: values)
      ])
  }

  /// The machine's input for an adjustment wanted now, for `reason`.
  private func adjustmentWanted(_ reason: AdjustmentReason, resuming: Bool) -> SessionInput {
    let visible = keyboard?.isVisible ?? false
    // `if let`, not `map`: see `AvoidanceGeometry.measure`.
    var enabled = false
    if let focused { enabled = decideEnabled(for: focused).isEnabled }
    let ready = isReady && focused?.hostWindow != nil
    return resuming
      ? .resume(reason, keyboardVisible: visible, isReady: ready, isEnabled: enabled)
      : .adjustmentWanted(reason, keyboardVisible: visible, isReady: ready, isEnabled: enabled)
  }

  /// Moves the session to its next state for `input` and runs the action.
  private func transition(_ input: SessionInput) {
    let (next, action) = SessionMachine.next(sessionState, input)
    sessionStateStorage = next
    run(action)
  }

  private func run(_ action: SessionAction) {
    switch action {
    case .none:
      return
    case .adjust(let kind, let reason):
      if kind == .show {
        captureAgainIfLaidOutSince()
      } else {
        // Behavior.md §4.3: a change too (a keyboard change after a rotation there and back that
        // KeyboardLift was not told of): lowered "towards" a stale `y₀`, the root view went
        // 115 pt below its container's placement.
        captureAgainIfMovedSinceCapture()
      }
      let layoutChange = describeWindowLayoutChange(for: reason)
      if let layoutChange {
        // Behavior.md §4.3: restore to the captured state, capture the new layout, adjust afresh.
        recapture(because: layoutChange)
      }
      guard let input = focused, let root, let rootView = root.rootView,
        let window = input.hostWindow, let keyboard
      else { return }
      adjust(
        kind, reason: reason, input: input, window: window, root: root, rootView: rootView,
        keyboard: keyboard, recaptured: layoutChange)
    case .restoreNotEnabled(let reason):
      // Restore instead of adjusting. A session opens only with a `show` the adjusters see, so
      // a not-enabled input never opens one. (An adjuster registered mid-session, or one above
      // a postponing adjuster, can still see `change` or `hide` first: see `Adjuster`.)
      let message = focused.map { decideEnabled(for: $0).reason } ?? "no focused input"
      restoreEverything(because: .notEnabled)
      record(
        .restoredNotEnabled, reason: reason,
        explanations: [Explanation(source: nil, topic: "enable", message: message)])
    case .clampLiftToKeyboard:
      clampLiftToKeyboard()
    case .sendHide(let allowsPostponement):
      sendHide(allowsPostponement: allowsPostponement)
    case .reportPostponed(let adjuster, let reason):
      record(
        .hidePostponed, adjusters: adjusters.identifiers,
        explanations: [Explanation(source: adjuster, topic: "postpone", message: reason)])
    case .finish:
      finishSession()
    }
  }

  private func decideEnabled(for input: any HostTextInput) -> EnableDecision {
    if input.isInNavigationSearchController {
      return EnableDecision(
        isEnabled: false, reason: "a navigation search controller's field is never adjusted")
    }
    return EnableResolution.decide(
      for: input, nearestController: ancestors(of: input).nearestController, settings: settings)
  }

  /// The settle loop: one pass, then more `change` passes while layout moved the field and a
  /// lift is still owed, so the final gap is `d` (Behavior.md §6).
  ///
  /// Why it stays: UIKit recomputes a lifted root view's bottom safe-area inset from its new
  /// frame, so a field pinned to the safe-area bottom slides down by the home indicator's 34 pt
  /// after the adjusters measured it — measured in
  /// `RootSafeAreaGapTests.whenLayoutMovesTheFieldASecondPassMakesTheFinalGapD`: one pass leaves
  /// the field's bottom 24 pt under the keyboard's top (gap −24 instead of 10); the second pass
  /// makes it exactly 10.
  private func adjust(
    _ kind: SessionEventKind, reason: AdjustmentReason, input: any HostTextInput,
    window: any HostWindow, root: RootConfiguration, rootView: any HostView, keyboard: KeyboardInfo,
    recaptured: String?
  ) {
    animator.animate(keyboard.animation) {
      var passKind = kind
      var passReason = reason
      for pass in 0..<3 {
        // A pass after the first runs because the layout below moved the field: the layout may
        // have moved views to other superviews too (UIKit reusing a cell), so the input's
        // ancestors are found again.
        if pass > 0 { forgetAncestors() }
        let settlesAgain = runPass(
          passState(
            keyboard: keyboard, input: input, window: window, root: self.root ?? root,
            rootView: self.root?.rootView ?? rootView, reason: passReason),
          kind: passKind, recaptured: passReason == reason ? recaptured : nil)
        endPass()
        guard settlesAgain else { break }
        passKind = .change
        passReason = .settle
      }
    }
  }

  /// One pass of the settle loop: the adjusters, then the layout and the measure after it.
  /// Returns whether another pass follows: layout itself moved the field and a lift is still
  /// owed.
  private func runPass(
    _ context: AdjustmentState, kind passKind: SessionEventKind, recaptured: String?
  ) -> Bool {
    if let recaptured {
      context.explain(source: nil, topic: "recapture", message: recaptured)
    }
    let ids = adjusters.identifiers
    currentContext = context
    // What each adjuster's writes (and restores) move the field is taken from the budget.
    ledger.onMove = { [context] move in context.record(move) }
    defer { ledger.onMove = nil }
    switch passKind {
    case .show:
      adjusters.dispatch({ ShowEvent(session: session, state: context, position: $0) }) {
        adjuster, event in
        adjuster.handle(event)
        return !context.isHeld
      }
    default:
      adjusters.dispatch({ ChangeEvent(session: session, state: context, position: $0) }) {
        adjuster, event in
        adjuster.handle(event)
        return !context.isHeld
      }
    }
    currentContext = nil
    let beforeLayout = context.measureNow()
    // Layout can only move the field when the ledger wrote something since the last layout
    // here; otherwise the measure before it stands (on the form of issue 12 a pass that
    // wrote nothing skips a layout of the root view's whole tree).
    let settled: AvoidanceGeometry
    if ledger.hostWriteCount != writesAtLastLayout {
      writesAtLastLayout = ledger.hostWriteCount
      context.rootView.layoutIfNeeded()
      settled = context.measureNow()
    } else {
      settled = beforeLayout
    }
    let action: DispatchRecord.Action = passKind == .show ? .show : .change
    record(
      action, reason: context.reason,
      geometry: context.geometry, finalGeometry: settled, adjusters: ids,
      explanations: context.explanations)
    let layoutMovedField = settled.fieldFrame != beforeLayout.fieldFrame
    let liftOwed =
      settled.lift >= 1 || (settled.lift <= -1 && (self.root?.movedDistance ?? 0) > 0)
    return layoutMovedField && liftOwed
  }

  /// The state a pass starts with: the one the last pass ended, started again, when nothing
  /// else holds it (an adjuster may have kept a context or an event); a new one otherwise.
  /// Reusing it saves an allocation a show and a focus change (the last one they made on the
  /// issue-12 form).
  private func passState(
    keyboard: KeyboardInfo, input: any HostTextInput, window: any HostWindow,
    root: RootConfiguration, rootView: any HostView, reason: AdjustmentReason
  ) -> AdjustmentState {
    let ancestors = ancestors(of: input)
    if isKnownUniquelyReferenced(&endedPassState), let state = endedPassState {
      state.start(
        keyboard: keyboard, input: input, inputAncestors: ancestors, window: window, root: root,
        rootView: rootView, settings: settings, reason: reason,
        recordsExplanations: onDispatch != nil)
      return state
    }
    let state = AdjustmentState(
      keyboard: keyboard, input: input, inputAncestors: ancestors, window: window, root: root,
      rootView: rootView, settings: settings, reason: reason, ledger: ledger,
      recordsExplanations: onDispatch != nil)
    endedPassState = state
    return state
  }

  /// Ends the pass whose state ``passState(keyboard:input:window:root:rootView:reason:)``
  /// handed out: kept for the next pass when nothing else holds it, having let go of the
  /// pass's views (the configuration keeps no view alive); forgotten otherwise, so that whoever
  /// holds it keeps it as it is.
  private func endPass() {
    if isKnownUniquelyReferenced(&endedPassState) {
      endedPassState?.letGoOfViews()
    } else {
      endedPassState = nil
    }
  }

  /// Sends `hide` to every adjuster, stopping at one that postpones the end (only allowed when
  /// `allowsPostponement`), and tells the machine.
  private func sendHide(allowsPostponement: Bool) {
    guard let keyboard else { return }
    var postponedBy: (AdjusterIdentifier, String)?
    // Once, not for each adjuster: a lazy property's read checks for its value each time.
    let session = self.session
    session.acceptsPostponement = allowsPostponement
    let makeEvent = { position in
      HideEvent(
        keyboard: keyboard, input: self.focused, root: self.root, session: session,
        sessionLedger: self.ledger, position: position)
    }
    var seenChanges = focusOrRootChanges
    adjusters.dispatch(makeEvent) { adjuster, event in
      adjuster.handle(event)
      if let reason = session.takePostponement() {
        postponedBy = (adjuster.identifier, reason)
        return false
      }
      if focusOrRootChanges != seenChanges {
        // The handler changed the focused input or the root (a re-capture): the adjusters
        // after it are told them as they are now.
        seenChanges = focusOrRootChanges
        event = makeEvent(event.position)
      }
      return true
    }
    session.acceptsPostponement = false
    transition(.hideDispatched(postponedBy: postponedBy?.0, reason: postponedBy?.1))
  }

  private func finishSession() {
    let restored = ledger.entryCount
    restoreLedger(sessionEnds: true)
    rootStorage = nil
    record(
      .hide, adjusters: adjusters.identifiers,
      explanations: [
        Explanation(
          source: nil, topic: "restore", message: "session ended; ledger restored",
          values: [.init("entries", CGFloat(restored))])
      ])
  }

  // MARK: - Session control (called through SessionControl)

  func recapture(because reason: String) {
    restoreEverything(because: .recapture)
    guard let fresh = freshRootConfiguration(), let view = fresh.rootView else { return }
    rootStorage = fresh
    currentContext?.reset(root: fresh, rootView: view)
    currentContext?.explain(source: nil, topic: "recapture", message: reason)
  }

  func endPostponedSession() {
    afterCurrentInput { self.transition(.endRequested) }
  }

  func requestAdjustment(_ reason: AdjustmentReason) {
    afterCurrentInput { self.transition(self.adjustmentWanted(reason, resuming: true)) }
  }

  // MARK: - Helpers

  /// The ancestors of `input`, found once for the input being handled and found again after
  /// what may change the tree's shape: the core's layout between passes (see `adjust`) and app
  /// code (``onDispatch``, see `record`; the manager's callback, ``appCodeDidRun()``). A layout
  /// an adjuster itself asks for mid-dispatch (RootAdjust's `layoutIfNeededOnUpdate`) is not
  /// followed: the adjusters after it see the shape from before it, as WritingAnAdjuster.md
  /// says. Ledger writes move views but never re-parent them.
  ///
  /// Outside the handling of an input (a re-capture an adjuster asked for from a timer) they
  /// are found and not kept: nothing would forget them before the next input, whose field may
  /// have moved meanwhile.
  private func ancestors(of input: any HostView) -> InputAncestors {
    guard isHandlingInput else { return InputAncestors(of: input, storage: []) }
    if let foundAncestors, foundAncestors.input === input { return foundAncestors }
    forgetAncestors()
    var storage: [InputAncestors.Entry] = []
    swap(&storage, &ancestorStorage)
    let found = InputAncestors(of: input, storage: storage)
    foundAncestors = found
    return found
  }

  /// Tells the configuration that app code ran while it may be handling an input (the
  /// manager's `movedDistanceChanged` callback): that code may have moved views, so the input's
  /// ancestors are found again.
  package func appCodeDidRun() {
    forgetAncestors()
  }

  /// Forgets the ancestors found for the input being handled, keeping their storage's capacity
  /// for the next input (no allocation unless a context outlived its pass, holding the views).
  private func forgetAncestors() {
    guard var entries = foundAncestors?.entries else { return }
    foundAncestors = nil
    entries.removeAll(keepingCapacity: true)
    ancestorStorage = entries
  }

  /// Runs `work` once the input being handled is done (in the queue, after inputs that arrived
  /// before it), or now when no input is being handled.
  private func afterCurrentInput(_ work: @escaping () -> Void) {
    if isHandlingInput {
      queuedInputs.append(work)
    } else {
      work()
      forgetAncestors()
    }
  }

  private func dispatchFocus(_ phase: FocusEvent.Phase, input: any HostTextInput) {
    let ids = adjusters.identifiers
    let isInteractivePopActive = root?.isInteractivePopActive ?? false
    let makeEvent = { position in
      FocusEvent(
        phase: phase, input: input, settings: self.settings,
        isInteractivePopActive: isInteractivePopActive, sessionLedger: self.ledger,
        position: position)
    }
    adjusters.dispatch(makeEvent) { adjuster, event in
      adjuster.handle(event)
      return true
    }
    let action: DispatchRecord.Action = phase == .began ? .focusBegan : .focusEnded
    record(action, adjusters: ids)
  }

  private func restoreChanges(of adjuster: AdjusterIdentifier) {
    let animation = keyboard?.animation ?? .default
    animator.animate(animation) {
      ledger.restore(owner: adjuster)
      restoreBlurredClampLeftAlone()
    }
    if case .endPostponed(_, let postponer, _) = sessionState, postponer == adjuster {
      // Behavior.md §9: a postponed hide belongs to the adjuster that postponed it; with that
      // adjuster gone nobody would resume it, so the session resumes now (and ends, if the
      // keyboard is still gone).
      afterCurrentInput {
        self.transition(self.adjustmentWanted(.postponerRemoved, resuming: true))
      }
    }
  }

  private func settingsDidChange(from old: KeyboardSettings) {
    guard old != settings else { return }
    if old.keyboardDistance != settings.keyboardDistance {
      warnAboutDistance(settings.keyboardDistance)
    }
    handleInput(.settingsDidChange(settings))
  }

  /// Handles a settings change, comparing with the settings the previous one left (changes are
  /// handled in the order they were made, so that is what each changed from).
  private func applySettings(_ settings: KeyboardSettings) {
    let old = handledSettings
    handledSettings = settings
    // Only what decides whether the input is handled (isEnabled, the class lists of §5) acts
    // at once; a distance takes effect at the session's next event (Behavior.md §15.7).
    guard
      old.isEnabled != settings.isEnabled
        || old.enabledDistanceHandlingClasses != settings.enabledDistanceHandlingClasses
        || old.disabledDistanceHandlingClasses != settings.disabledDistanceHandlingClasses
    else { return }
    guard keyboard?.isVisible == true, isReady else { return }
    sendSessionEvent(reason: .settings)
  }

  /// Behavior.md §15.9: a negative per-input `distanceFromKeyboard` logs a warning and counts as 0,
  /// like a negative `keyboardDistance`.
  private func warnAboutNegativeDistance(of input: any HostTextInput) {
    guard let own = input.keyboardSettings.distanceFromKeyboard, !(own >= 0) else { return }
    logger.log(
      LogMessage(
        .warning, "the input's distanceFromKeyboard \(own) is negative or not a number; using 0"))
  }

  private func warnAboutDistance(_ distance: CGFloat) {
    if !(distance >= 0) {
      logger.log(
        LogMessage(.warning, "keyboardDistance \(distance) is negative or not a number; using 0"))
    }
  }

  /// Logs `message` and records an `.ignored` dispatch, for an input that changes nothing. The
  /// message is built only when the logger keeps its level or ``onDispatch`` is set.
  func ignore(_ message: @autoclosure () -> String, level: LogLevel) {
    let logs = logger.accepts(level)
    guard logs || onDispatch != nil else {
      record(.ignored)
      return
    }
    let text = message()
    if logs { logger.log(LogMessage(level, text)) }
    record(
      .ignored, explanations: [Explanation(source: nil, topic: "ignored", message: text)])
  }

  /// Tells the observers what the configuration did: ``onDispatchAction`` with the action, and
  /// ``onDispatch`` with the whole record, which is built only when it is set.
  private func record(
    _ action: DispatchRecord.Action, reason: AdjustmentReason? = nil,
    geometry: AvoidanceGeometry? = nil, finalGeometry: AvoidanceGeometry? = nil,
    adjusters: @autoclosure () -> [AdjusterIdentifier] = [],
    explanations: @autoclosure () -> [Explanation] = []
  ) {
    onDispatchAction?(action)
    guard let onDispatch else { return }
    // The observer may run any code, moving views too: the ancestors are found again after it.
    defer { forgetAncestors() }
    onDispatch(
      DispatchRecord(
        action: action, reason: reason, geometry: geometry, finalGeometry: finalGeometry,
        adjusters: adjusters(), explanations: explanations()))
  }
}
