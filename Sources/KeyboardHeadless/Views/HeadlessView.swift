import Foundation

/// A view of the headless backend: a node of an in-memory view tree with UIKit's geometry.
///
/// - `frame` is in the superview's coordinate space (its bounds coordinates, so a child of a
///   scroll view has its frame in content coordinates); `bounds` has origin (0, 0) except for
///   scroll views, whose bounds origin is their content offset; `bounds.size == frame.size`.
/// - Safe-area insets follow UIKit (see ``safeAreaInsets``); layout margins add the safe area
///   to the base ``layoutMargins`` (see ``hostLayoutMargins``).
/// - Layout is explicit and deterministic: setting a frame, adding a subview or changing a
///   safe area marks layout as needed, and ``layoutIfNeeded()`` runs it.
///
/// Subclass it to add behaviour; override ``layoutSubviews()`` (calling `super`) to place
/// subviews during a layout pass.
@MainActor
open class HeadlessView: HostView {
  /// An element identifier, used by the simulator and by tests to find views
  /// (see ``descendant(withID:)``). Empty by default.
  public var id: String

  /// Whether the view is hidden. Stack views skip hidden arranged subviews; a hidden
  /// navigation bar is not reported to KeyboardCore.
  public var isHidden: Bool = false {
    didSet {
      guard isHidden != oldValue else { return }
      superview?.setNeedsLayout()
    }
  }

  /// Per-view keyboard settings; read and write them through ``HostView/keyboard``.
  public var keyboardSettings: KeyboardViewSettings = .default

  /// The base layout margins, before the safe area is added (UIKit's
  /// `directionalLayoutMargins` with leading = left): 8 on every edge for a plain view, zero for
  /// a controller's root view (whose controller adds its system minimum margins).
  public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

  /// Whether the safe area is added to the layout margins (UIKit default `true`).
  public var insetsLayoutMarginsFromSafeArea = true

  /// A declarative position relative to the superview's safe area, re-applied whenever the
  /// superview lays out (its safe area or size changed, or it was told to). `nil` leaves the
  /// frame alone.
  public var safeAreaPin: SafeAreaPin? {
    didSet {
      guard safeAreaPin != oldValue else { return }
      superview?.setNeedsLayout()
    }
  }

  private var storedFrame: CGRect

  /// Every change of ``frame`` so far, oldest first, with the animation it ran in.
  public private(set) var frameChanges: [RecordedChange<CGRect>] = []

  /// The superview, or `nil` for a window or a detached view.
  public private(set) weak var superview: HeadlessView?

  /// The subviews, back to front.
  public private(set) var subviews: [HeadlessView] = []

  /// The controller whose root view this is; set when a ``HeadlessViewController`` adopts the
  /// view, `nil` for any other view.
  public internal(set) weak var owningViewController: HeadlessViewController?

  /// Insets a container (or the window) gave this controller's root view when it placed it.
  /// While set, they are the view's safe-area insets whatever its frame does (lifting a root
  /// view does not change the insets inside it).
  var assignedSafeAreaInsets: EdgeInsets?

  /// Whether a container controller or the window placed this root view (its insets are then
  /// only updated by that container).
  var isPlacedByContainer = false

  /// Whether a layout pass is pending for this view.
  public private(set) var needsLayout = true

  /// How many times ``layoutSubviews()`` ran for this view, so tests can see a re-layout.
  public private(set) var layoutPassCount = 0

  private var lastLayoutSafeAreaInsets: EdgeInsets?
  private var lastLayoutSize: CGSize?

  /// Creates a detached view.
  ///
  /// - Parameters:
  ///   - frame: The frame in the future superview's coordinates.
  ///   - id: An element identifier for the simulator and for tests.
  public init(frame: CGRect = .zero, id: String = "") {
    self.storedFrame = frame
    self.id = id
  }

  // MARK: - Geometry

  /// The frame in the superview's coordinate space. Setting a different value records it in
  /// ``frameChanges`` and marks layout as needed; the safe areas of the subtree follow at once.
  open var frame: CGRect {
    get { storedFrame }
    set {
      let oldValue = storedFrame
      guard newValue != oldValue else { return }
      storedFrame = newValue
      frameChanges.append(makeRecordedChange(from: oldValue, to: newValue))
      setNeedsLayout()
    }
  }

  /// The bounds in the view's own coordinate space: origin (0, 0), size of the frame. Scroll
  /// views override it: their bounds origin is their content offset.
  open var bounds: CGRect { CGRect(origin: .zero, size: storedFrame.size) }

  /// The center of the frame, in the superview's coordinates.
  public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

  // MARK: - Tree

  /// The superview, as KeyboardCore sees it.
  public var hostSuperview: (any HostView)? { superview }

  /// The window at the root of the tree, or `nil` when the view is not in a window.
  public var window: HeadlessWindow? { rootView as? HeadlessWindow }

  /// The window, as KeyboardCore sees it.
  public var hostWindow: (any HostWindow)? { window }

  /// The controller whose root view this is, as KeyboardCore sees it.
  public var owningController: (any HostController)? { owningViewController }

  /// The topmost ancestor (the window when the view is in one), or the view itself.
  public var rootView: HeadlessView {
    var view = self
    while let parent = view.superview { view = parent }
    return view
  }

  /// Adds `view` on top of the subviews. See ``insertSubview(_:at:)``.
  public func addSubview(_ view: HeadlessView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` among the subviews (clamped to the valid range), removing it
  /// from its old superview first, as UIKit does.
  ///
  /// Requests UIKit would reject — adding the view to itself or to one of its descendants, or
  /// adding a window — are ignored.
  public func insertSubview(_ view: HeadlessView, at index: Int) {
    guard !isDescendant(of: view), !(view is HeadlessWindow) else { return }
    let previousWindow = view.window
    view.detachFromSuperview()
    let clampedIndex = min(max(index, 0), subviews.count)
    subviews.insert(view, at: clampedIndex)
    view.superview = self
    setNeedsLayout()
    previousWindow?.focusSystem.resignFirstResponderIfDetached()
  }

  /// Inserts `view` just below `sibling`; adds it on top when `sibling` is not a subview.
  public func insertSubview(_ view: HeadlessView, belowSubview sibling: HeadlessView) {
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
      addSubview(view)
      return
    }
    if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }),
      current < index
    {
      insertSubview(view, at: index - 1)
    } else {
      insertSubview(view, at: index)
    }
  }

  /// Inserts `view` just above `sibling`; adds it on top when `sibling` is not a subview.
  public func insertSubview(_ view: HeadlessView, aboveSubview sibling: HeadlessView) {
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
      addSubview(view)
      return
    }
    if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }),
      current < index
    {
      insertSubview(view, at: index)
    } else {
      insertSubview(view, at: index + 1)
    }
  }

  /// Detaches the view from its superview. A first responder inside the removed subtree
  /// resigns (and posts end-editing), as in UIKit.
  public func removeFromSuperview() {
    let previousWindow = window
    detachFromSuperview()
    previousWindow?.focusSystem.resignFirstResponderIfDetached()
  }

  private func detachFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    parent.setNeedsLayout()
    superview = nil
    assignedSafeAreaInsets = nil
    isPlacedByContainer = false
    owningViewController?.lastPlacement = nil
  }

  /// The first view with `id` in this subtree (this view included), depth first, back to front.
  public func descendant(withID id: String) -> HeadlessView? {
    if self.id == id { return self }
    for subview in subviews {
      if let found = subview.descendant(withID: id) { return found }
    }
    return nil
  }

  // MARK: - Layout

  /// Marks the view as needing a layout pass.
  public func setNeedsLayout() { needsLayout = true }

  /// Runs the pending layout now: starting from the highest ancestor that needs layout (or this
  /// view), every view of the subtree whose layout is needed, whose size changed or whose
  /// safe-area insets changed since its last pass runs ``layoutSubviews()``, top down.
  public func layoutIfNeeded() {
    var start = self
    var ancestor = superview
    while let current = ancestor {
      if current.needsLayout { start = current }
      ancestor = current.superview
    }
    start.layoutSubtreeIfNeeded()
  }

  private func layoutSubtreeIfNeeded() {
    let insets = safeAreaInsets
    let size = bounds.size
    if needsLayout || insets != lastLayoutSafeAreaInsets || size != lastLayoutSize {
      needsLayout = false
      lastLayoutSafeAreaInsets = insets
      lastLayoutSize = size
      layoutPassCount += 1
      owningViewController?.viewWillLayoutSubviews()
      layoutSubviews()
      updateSafeAreaOfChildControllerViews()
    }
    for subview in subviews {
      subview.layoutSubtreeIfNeeded()
    }
  }

  /// Places subviews during a layout pass. The default applies every subview's
  /// ``safeAreaPin``. Subclasses override it and call `super`.
  open func layoutSubviews() {
    let safeFrame = safeAreaLayoutFrame
    for subview in subviews {
      guard let pin = subview.safeAreaPin else { continue }
      var frame = subview.frame
      switch pin.edge {
      case .top:
        frame.origin.y = safeFrame.minY + pin.offset
      case .bottom:
        frame.origin.y = safeFrame.maxY - pin.offset - frame.height
      }
      subview.frame = frame
    }
  }

  /// A controller's root view that no container placed (a custom child controller's view)
  /// gets, when its superview lays out, its overlap with the superview's safe area — as UIKit
  /// computes it during layout. Between layouts it keeps those insets.
  private func updateSafeAreaOfChildControllerViews() {
    for subview in subviews {
      guard let controller = subview.owningViewController, !subview.isPlacedByContainer else {
        continue
      }
      subview.assignedSafeAreaInsets =
        overlapInsets(of: subview.frame) + controller.additionalSafeAreaInsets
    }
  }

  // MARK: - Recording

  func makeRecordedChange<Value: Hashable & Sendable>(from oldValue: Value, to newValue: Value)
    -> RecordedChange<Value>
  {
    let animator = window?.animator
    return RecordedChange(
      oldValue: oldValue, newValue: newValue, animation: animator?.currentAnimation,
      time: animator?.clock.now)
  }

  /// Forgets every recorded change of this view (``frameChanges`` and, for scroll views, their
  /// offset and inset logs).
  open func removeRecordedChanges() {
    frameChanges.removeAll()
  }

  // MARK: - Conversion

  /// Converts a rectangle from this view's coordinates to `view`'s, or to the window's when
  /// `view` is `nil`, exactly as `UIView.convert(_:to:)` does (every ancestor's bounds origin —
  /// a scroll view's content offset — taken into account). Between two windows the conversion
  /// goes through screen coordinates.
  public func hostConvert(_ rect: CGRect, to view: (any HostView)?) -> CGRect {
    convert(rect, to: view)
  }

  /// Converts a rectangle from this view's coordinates to `view`'s (window coordinates when
  /// `view` is `nil`), as `UIView.convert(_:to:)`.
  public func convert(_ rect: CGRect, to view: (any HostView)?) -> CGRect {
    let (sourceRoot, sourceOffset) = offsetToRoot()
    let inSourceRoot = rect.offsetBy(dx: sourceOffset.x, dy: sourceOffset.y)
    guard let view else { return inSourceRoot }
    guard let target = view as? HeadlessView else {
      // A foreign host view: go through window coordinates.
      let targetOrigin = view.hostConvert(.zero, to: nil).origin
      return inSourceRoot.offsetBy(dx: -targetOrigin.x, dy: -targetOrigin.y)
    }
    let (targetRoot, targetOffset) = target.offsetToRoot()
    var inTargetRoot = inSourceRoot
    if sourceRoot !== targetRoot, let sourceWindow = sourceRoot as? HeadlessWindow,
      let targetWindow = targetRoot as? HeadlessWindow
    {
      let source = sourceWindow.frameInScreen.origin
      let destination = targetWindow.frameInScreen.origin
      inTargetRoot = inSourceRoot.offsetBy(dx: source.x - destination.x, dy: source.y - destination.y)
    }
    return inTargetRoot.offsetBy(dx: -targetOffset.x, dy: -targetOffset.y)
  }

  /// Converts a point from this view's coordinates to `view`'s (window coordinates when `view`
  /// is `nil`), as `UIView.convert(_:to:)`.
  public func convert(_ point: CGPoint, to view: (any HostView)?) -> CGPoint {
    convert(CGRect(origin: point, size: .zero), to: view).origin
  }

  /// Converts a rectangle from `view`'s coordinates (window coordinates when `view` is `nil`) to
  /// this view's, as `UIView.convert(_:from:)`.
  public func convert(_ rect: CGRect, from view: HeadlessView?) -> CGRect {
    let origin = convert(CGRect.zero, to: view).origin
    return rect.offsetBy(dx: -origin.x, dy: -origin.y)
  }

  /// The root of the tree and the translation from this view's coordinates to the root's:
  /// each step up adds `frame.origin − bounds.origin`.
  private func offsetToRoot() -> (root: HeadlessView, offset: CGPoint) {
    var offset = CGPoint.zero
    var view = self
    while let parent = view.superview {
      offset.x += view.frame.minX - view.bounds.minX
      offset.y += view.frame.minY - view.bounds.minY
      view = parent
    }
    return (view, offset)
  }
}
