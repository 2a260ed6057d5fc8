import Foundation
import KeyboardCore
import KeyboardHeadless

/// Reads a built world into the data of a ``StepSnapshot``: every registered view that is in
/// the window, in tree order, with its frames and scroll state.
@MainActor
struct SnapshotTaker {
  let world: ScenarioWorld
  /// The world's registry, read once: reading it from the world at every view paid the
  /// runtime's exclusivity check (≈ 76 instructions a view).
  private let registry: ElementRegistry

  /// A taker of `world`'s snapshots.
  init(world: ScenarioWorld) {
    self.world = world
    registry = world.registry
  }

  /// Every registered view in the window, back to front, depth first.
  func elements() -> [ElementState] {
    var result: [ElementState] = []
    // Made at its largest size once rather than grown by doubling, which copied every element
    // (its five strings retained and released) at each growth: ≈ 10 % of a snapshot.
    result.reserveCapacity(registry.declaredViewCount)
    visit(
      world.app.window, parentID: nil, clip: world.app.window.bounds, superviewOffset: nil,
      into: &result)
    return result
  }

  // Optionals are unwrapped with `if let` here rather than `map` and `flatMap`: a closure
  // formed in this main-actor code checks at each call that it runs on the main actor
  // (`swift_task_isCurrentExecutor`, ≈ 220 instructions), three times a view.
  /// Appends the declared views of `view`'s subtree, top down. `superviewOffset` is where the
  /// superview's coordinates start in the window's (`nil` for the window, which has none),
  /// handed down instead of each view converting its frame up to the window (a climb a view:
  /// ≈ 1k instructions a view on the fuzzer's scenarios, a quarter of a snapshot) or loading
  /// its weak superview to learn whether it has one.
  private func visit(
    _ view: HeadlessView, parentID: String?, clip: CGRect?, superviewOffset: CGPoint?,
    into result: inout [ElementState]
  ) {
    let declaration = registry.declaration(of: view)
    let scrollView = view as? HeadlessScrollView
    let bounds = view.bounds
    var frame = bounds
    var offset = CGPoint.zero
    if let superviewOffset {
      let inSuperview = view.frame
      frame = inSuperview.offsetBy(dx: superviewOffset.x, dy: superviewOffset.y)
      offset = CGPoint(
        x: superviewOffset.x + inSuperview.minX - bounds.minX,
        y: superviewOffset.y + inSuperview.minY - bounds.minY)
    }
    if let declaration {
      result.append(
        element(
          view, scrollView: scrollView, declaration: declaration, parentID: parentID,
          frame: frame, clip: clip))
    }
    var childClip = clip
    if scrollView != nil, let current = clip {
      let intersection = current.intersection(frame)
      childClip = intersection.isNull ? nil : intersection
    }
    let childParentID = declaration?.id ?? parentID
    for subview in view.subviews {
      visit(
        subview, parentID: childParentID, clip: childClip, superviewOffset: offset, into: &result)
    }
  }

  /// The element of `view` (`scrollView` when it is one).
  private func element(
    _ view: HeadlessView, scrollView: HeadlessScrollView?,
    declaration: ElementRegistry.Declaration, parentID: String?, frame: CGRect, clip: CGRect?
  ) -> ElementState {
    var visible: Rect?
    if let clip {
      let part = clip.intersection(frame)
      if !part.isNull && !part.isEmpty { visible = Rect(part) }
    }
    var scroll: ScrollState?
    if let scrollView {
      scroll = ScrollState(
        contentOffset: Point(scrollView.contentOffset), contentSize: Size(scrollView.contentSize),
        contentInset: scrollView.contentInset.snapshotRounded,
        indicatorInsets: scrollView.verticalScrollIndicatorInsets.snapshotRounded,
        restoresContentOffset: scrollView.keyboardSettings.restoreContentOffset,
        maximumValidOffsetY: scrollView.maximumValidContentOffsetY.snapshotRounded)
    }
    var controllerID: String?
    if let controller = view.owningViewController {
      controllerID = registry.controllerID(of: controller)
    }
    return ElementState(
      id: declaration.id, type: declaration.type, parentID: parentID,
      controllerID: controllerID, frame: Rect(frame), frameInSuperview: Rect(view.frame),
      visibleFrame: visible, label: declaration.label, isTextInput: declaration.isTextInput,
      isHidden: view.isHidden, scroll: scroll)
  }

  /// The screen and window in force.
  func screen() -> ScreenState {
    let profile = world.app.profile
    return ScreenState(
      device: profile.name, screenBounds: Rect(profile.screenBounds),
      windowFrame: Rect(profile.windowFrame), safeArea: profile.safeAreaInsets.snapshotRounded,
      orientation: profile.orientation, statusBarHeight: profile.statusBarHeight.snapshotRounded)
  }

  /// The keyboard as `configuration` last saw it, in window coordinates; `nil` while hidden.
  func keyboard(_ configuration: ActiveConfiguration) -> KeyboardState? {
    guard let info = configuration.keyboard, info.isVisible else { return nil }
    let window = world.app.window
    let frame = window.convertFromScreen(info.endFrame)
    let covered = frame.intersection(window.bounds)
    guard !covered.isNull, !covered.isEmpty else { return nil }
    return KeyboardState(
      frame: Rect(frame), top: covered.minY.snapshotRounded,
      covered: (window.bounds.maxY - covered.minY).snapshotRounded)
  }

  /// The focused input's gap to the keyboard.
  func gap(_ configuration: ActiveConfiguration, keyboard: KeyboardState?) -> GapState? {
    guard let keyboard, let input = configuration.focusedInput as? HeadlessView,
      let id = registry.viewID(of: input), input.window != nil,
      let textInput = configuration.focusedInput
    else { return nil }
    let distance = AdjustmentContext.distance(for: textInput, settings: configuration.settings)
    return GapState(
      fieldID: id, gap: (keyboard.top - input.frameInWindow.maxY).snapshotRounded,
      distance: distance.snapshotRounded)
  }

  /// The session's root view.
  func root(_ configuration: ActiveConfiguration) -> RootState? {
    guard let root = configuration.root, let controller = root.controller,
      let view = root.rootView as? HeadlessView
    else { return nil }
    return RootState(
      controllerID: registry.controllerID(of: controller as AnyObject) ?? "?",
      viewID: registry.viewID(of: view) ?? view.id,
      originY: view.frame.origin.y.snapshotRounded,
      capturedOriginY: root.capturedOrigin.y.snapshotRounded)
  }

  /// What the ledger holds, each change named by its element's id.
  func ledgerChanges(_ ledger: Ledger) -> [LedgerChangeState] {
    // A plain loop: a closure formed here checks at each call that it runs on the main actor.
    var states: [LedgerChangeState] = []
    for change in ledger.changes {
      var writers: [String] = []
      writers.reserveCapacity(change.writers.count)
      for writer in change.writers { writers.append(writer.rawValue) }
      states.append(
        LedgerChangeState(
          id: id(of: change.object), property: change.property.rawValue,
          original: ChangedValue(change.original), current: ChangedValue(change.current),
          writers: writers))
    }
    return states
  }

  /// The ids of `views`, in order.
  func ids(of views: [any HostScrollView]) -> [String] {
    views.map { id(of: $0 as AnyObject) }
  }

  /// The id of a view or controller of the scenario; its type when the scenario gave it none.
  private func id(of object: AnyObject) -> String {
    if let view = object as? HeadlessView, let id = registry.viewID(of: view) { return id }
    if let id = registry.controllerID(of: object) { return id }
    return String(describing: type(of: object))
  }

  /// The id of the window's first responder.
  func firstResponderID() -> String? {
    guard let responder: HeadlessView = world.app.focus.firstResponder else { return nil }
    return registry.viewID(of: responder)
  }
}
