import Foundation
import KeyboardCore

/// A view of the headless backend: a node of an in-memory view tree with UIKit's geometry.
///
/// - `frame` is in the superview's coordinate space (its bounds coordinates, so a child of a
///   scroll view has its frame in content coordinates); `bounds` has origin (0, 0) except for
///   scroll views, whose bounds origin is their content offset; `bounds.size == frame.size`.
/// - Safe-area insets follow UIKit (see ``safeAreaInsets``); layout margins add the safe area
///   to the base ``layoutMargins`` (see ``hostLayoutMargins``).
/// - Layout is deterministic: setting a frame, adding a subview or changing a safe area marks
///   layout as needed, and ``layoutIfNeeded()`` runs it — as does a ``HeadlessApp`` at the end
///   of each run-loop turn (see ``HeadlessClock/onTurnEnd``).
///
/// Subclass it to add behaviour; override ``layoutSubviews()`` (calling `super`) to place
/// subviews during a layout pass.
@MainActor
open class HeadlessView: HostView {
  /// An element identifier, used by the simulator and by tests to find views
  /// (see ``descendant(withID:)``). Empty by default.
  public var id: String

  /// Whether touches reach the view and its subviews (UIKit: `isUserInteractionEnabled`). It
  /// does not stop code from making a text input inside it the first responder.
  public var isUserInteractionEnabled = true

  /// Whether the view is hidden. Stack views skip hidden arranged subviews; a hidden
  /// navigation bar is not reported to KeyboardCore.
  public var isHidden: Bool = false {
    didSet {
      guard isHidden != oldValue else { return }
      superview?.setNeedsLayout()
    }
  }

  /// Per-view keyboard settings; read and write them through `HostView/keyboard`.
  public var keyboardSettings: KeyboardViewSettings {
    get { storedKeyboardSettings }
    set { storedKeyboardSettings = newValue }
  }
  private var storedKeyboardSettings: KeyboardViewSettings = .default

  /// This view as a scroll view when it is a ``HeadlessScrollView`` (a class cast, not the
  /// runtime's conformance look-up). A subclass that conforms to `HostScrollView` without
  /// being a ``HeadlessScrollView`` overrides it to answer itself.
  open var hostScrollView: (any HostScrollView)? { self as? HeadlessScrollView }

  /// Whether this view is a ``HeadlessStackView`` (a class test). A subclass that conforms to
  /// `HostStackView` without being a ``HeadlessStackView`` overrides it to answer `true`.
  open var isHostStackView: Bool { self is HeadlessStackView }

  /// The base layout margins, before the safe area is added (UIKit's
  /// `directionalLayoutMargins` with leading = left): 8 on every edge for a plain view, zero for
  /// a controller's root view (whose controller adds its system minimum margins).
  public var layoutMargins: EdgeInsets {
    get { storedLayoutMargins }
    set { storedLayoutMargins = newValue }
  }
  private var storedLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

  /// Whether the safe area is added to the layout margins (UIKit default `true`).
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { storedInsetsLayoutMarginsFromSafeArea }
    set { storedInsetsLayoutMarginsFromSafeArea = newValue }
  }
  private var storedInsetsLayoutMarginsFromSafeArea = true

  /// A declarative position relative to the superview's safe area, re-applied whenever the
  /// superview lays out (its safe area or size changed, or it was told to). `nil` leaves the
  /// frame alone.
  ///
  /// As with an Auto Layout constraint, a frame written directly on a pinned view lasts only
  /// until that next layout pass; to move the view for good, change the pin or the safe area
  /// it is measured from (for instance the controller's
  /// ``HeadlessViewController/additionalSafeAreaInsets``).
  public var safeAreaPin: SafeAreaPin? {
    get { storedSafeAreaPin }
    set {
      guard newValue != storedSafeAreaPin else { return }
      storedSafeAreaPin = newValue
      superview?.setNeedsLayout()
    }
  }
  private var storedSafeAreaPin: SafeAreaPin?

  private var storedFrame: CGRect

  /// Every change of ``frame`` so far, oldest first, with the animation it ran in.
  public private(set) var frameChanges: [RecordedChange<CGRect>] = []

  // The hierarchy, the layout state and the properties KeyboardCore reads at every event are
  // stored in internal or private properties behind public ones: every access to a public
  // stored property of this open class paid a dynamic exclusivity check (swift_beginAccess,
  // ≈ 76 instructions), which the compiler drops for storage it sees all of. A layout pass of
  // the issue-12 form read them ≈ 5 times a view (≈ 40k instructions a pass); a show read the
  // scroll view's, the margins, the window and the settings ≈ 130 times more (≈ 10k).

  /// The superview, or `nil` for a window or a detached view.
  public var superview: HeadlessView? { storedSuperview }

  /// ``superview``'s storage.
  weak var storedSuperview: HeadlessView? {
    didSet {
      guard storedSuperview !== oldValue else { return }
      moveToWindow(storedSuperview?.window)
    }
  }

  /// The window at the root of the tree, or `nil` when the view is not in a window. Stored, as
  /// UIKit stores it, and kept up to date when a view moves: reading it no longer walks up to
  /// the root (15 weak loads for a field of the issue-12 form, on every keyboard notification).
  public var window: HeadlessWindow? { storedWindow }
  private weak var storedWindow: HeadlessWindow?

  /// The subviews, back to front.
  public var subviews: [HeadlessView] { storedSubviews }

  /// ``subviews``' storage.
  var storedSubviews: [HeadlessView] = []

  /// The controller whose root view this is; set when a ``HeadlessViewController`` adopts the
  /// view, `nil` for any other view.
  public var owningViewController: HeadlessViewController? { storedOwningViewController }

  /// ``owningViewController``'s storage.
  weak var storedOwningViewController: HeadlessViewController?

  /// Insets a container (or the window) gave this controller's root view when it placed it.
  /// While set, they are the view's safe-area insets whatever its frame does (lifting a root
  /// view does not change the insets inside it).
  var assignedSafeAreaInsets: EdgeInsets?

  /// Whether a container controller or the window placed this root view (its insets are then
  /// only updated by that container).
  var isPlacedByContainer = false

  /// Whether a layout pass is pending for this view.
  public var needsLayout: Bool { storedNeedsLayout }
  private var storedNeedsLayout = true

  /// How many times ``layoutSubviews()`` ran for this view, so tests can see a re-layout.
  public var layoutPassCount: Int { storedLayoutPassCount }
  private var storedLayoutPassCount = 0

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

  /// Sets ``window`` for this view and its subtree.
  func moveToWindow(_ newWindow: HeadlessWindow?) {
    storedWindow = newWindow
    for subview in storedSubviews { subview.moveToWindow(newWindow) }
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

  // MARK: - Layout

  /// Marks the view as needing a layout pass.
  public func setNeedsLayout() { storedNeedsLayout = true }

  /// Runs the pending layout now: starting from the highest ancestor that needs layout (or this
  /// view), every view of the subtree whose layout is needed, whose size changed or whose
  /// safe-area insets changed since its last pass runs ``layoutSubviews()``, top down.
  public func layoutIfNeeded() {
    var start = self
    var ancestor = storedSuperview
    while let current = ancestor {
      if current.storedNeedsLayout { start = current }
      ancestor = current.storedSuperview
    }
    start.layoutSubtreeIfNeeded(insets: start.safeAreaInsets, isInWindow: start.window != nil)
  }

  /// One view's turn in a layout pass. `insets` are the view's safe-area insets, handed down by
  /// its superview's turn: safe areas are propagated once per pass, top down, as UIKit does,
  /// instead of each view walking up to the window for its own (which cost ≈ 290·depth²
  /// instructions per pass on a chain of views; 12.7M at depth 200).
  private func layoutSubtreeIfNeeded(insets: EdgeInsets, isInWindow: Bool) {
    let size = bounds.size
    if storedNeedsLayout || insets != lastLayoutSafeAreaInsets || size != lastLayoutSize {
      storedNeedsLayout = false
      lastLayoutSafeAreaInsets = insets
      lastLayoutSize = size
      storedLayoutPassCount += 1
      storedOwningViewController?.viewWillLayoutSubviews()
      layoutSubviews()
      updateSafeAreaOfChildControllerViews()
    }
    // A controller may have changed its view's additional insets while it laid out.
    let ownInsets =
      isInWindow && !(self is HeadlessWindow) ? assignedSafeAreaInsets ?? insets : insets
    let safeFrame = bounds.inset(by: ownInsets)
    for subview in storedSubviews {
      // A subview's insets, from this view's, as `computedSafeAreaInsets()` derives them.
      let subviewInsets =
        isInWindow
        ? subview.assignedSafeAreaInsets
          ?? Self.overlapInsets(of: subview.frame, safeFrame: safeFrame)
        : .zero
      subview.layoutSubtreeIfNeeded(insets: subviewInsets, isInWindow: isInWindow)
    }
  }

  /// Called when `subview` is about to leave this view's subviews for good (removed, or moved to
  /// another superview; not when it is only reordered), as UIKit's `willRemoveSubview(_:)`. The
  /// default does nothing; subclasses override it and call `super`.
  open func willRemoveSubview(_ subview: HeadlessView) {}

  /// Places subviews during a layout pass. The default applies every subview's
  /// ``safeAreaPin``. Subclasses override it and call `super`.
  open func layoutSubviews() {
    // Measured only when a subview is pinned: most views have none.
    var measuredSafeFrame: CGRect?
    for subview in storedSubviews {
      guard let pin = subview.storedSafeAreaPin else { continue }
      let safeFrame = measuredSafeFrame ?? safeAreaLayoutFrame
      measuredSafeFrame = safeFrame
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
    for subview in storedSubviews {
      guard let controller = subview.storedOwningViewController, !subview.isPlacedByContainer
      else {
        continue
      }
      subview.assignedSafeAreaInsets =
        overlapInsets(of: subview.frame) + controller.additionalSafeAreaInsets
    }
  }

  // MARK: - Recording

  func makeRecordedChange<Value: Equatable & Sendable>(from oldValue: Value, to newValue: Value)
    -> RecordedChange<Value>
  {
    let animator = window?.animator
    return RecordedChange(
      oldValue: oldValue, newValue: newValue, animation: animator?.currentAnimation,
      time: animator?.clock.now)
  }

  /// Forgets every recorded change of this view (``frameChanges`` and, for scroll views, their
  /// offset and inset logs). The logs keep their storage, so the changes recorded after this
  /// allocate nothing until they outgrow it.
  open func removeRecordedChanges() {
    frameChanges.removeAll(keepingCapacity: true)
  }
}

// The ledger writes a headless view's frame, offset, insets and keyboard appearance through
// these package-only conformances; adjusters see only the read-only host protocols.
extension HeadlessView: WritableHostView {}
extension HeadlessScrollView: WritableHostScrollView {}
extension HeadlessTextField: WritableHostTextInput {}
extension HeadlessTextView: WritableHostTextInput {}
extension HeadlessViewController: WritableHostController {}
