import Foundation
import KeyboardCore

/// A scroll view of the headless backend: its bounds origin is its content offset, so its
/// subviews' frames are in content coordinates.
///
/// Every offset and inset change is recorded (``contentOffsetChanges``,
/// ``contentInsetChanges``) with whether the animated setter was used and the keyboard
/// animation it ran in.
///
/// `setContentOffset(_:animated: true)` animates as UIKit's scroll view does (see
/// ``HeadlessScrollAnimation``): the offset — and so the bounds, and every subview's place in
/// the window — moves from where it was to the target over 0.3 s of the window's clock, and a
/// reading part-way gives the value reached so far. A newer `setContentOffset` (animated or
/// not) replaces a running animation, setting ``contentOffset`` stops it, the window animator's
/// ``HeadlessAnimator/finishAnimations()`` ends it at its target at once, and
/// ``HeadlessApp/settle()`` lets it run to its end on the clock. A scroll view that is not in a window with an animator has no clock
/// to animate on: there the animated setter lands at once.
@MainActor
open class HeadlessScrollView: HeadlessView, HostScrollView {
  /// The offset set last: the target of a running animation, else the offset itself.
  private var storedContentOffset: CGPoint = .zero
  private var storedContentInset: EdgeInsets = .zero
  /// The running (or finished but not yet cleared) animation and the clock that times it.
  private var animationState: (animation: HeadlessScrollAnimation, clock: HeadlessClock)?

  // These properties are stored behind public ones for the reason HeadlessView gives: the
  // runtime's exclusivity check at each read of a public stored property.

  /// The size of the scrollable content.
  open var contentSize: CGSize {
    get { storedContentSize }
    set { storedContentSize = newValue }
  }
  private var storedContentSize: CGSize = .zero

  /// Whether and how the safe area is added to the content inset (default `.automatic`); see
  /// ``adjustedContentInset``.
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
    get { storedContentInsetAdjustmentBehavior }
    set { storedContentInsetAdjustmentBehavior = newValue }
  }
  private var storedContentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

  /// Whether it bounces vertically even when its content is not taller than its frame (UIKit
  /// default `false`; a table view's is `true`). Such a scroll view counts as scrolling
  /// vertically for ``adjustedContentInset``.
  public var alwaysBounceVertical: Bool {
    get { storedAlwaysBounceVertical }
    set { storedAlwaysBounceVertical = newValue }
  }
  private var storedAlwaysBounceVertical = false

  /// Whether it bounces horizontally even when its content is not wider than its frame
  /// (default `false`).
  public var alwaysBounceHorizontal: Bool {
    get { storedAlwaysBounceHorizontal }
    set { storedAlwaysBounceHorizontal = newValue }
  }
  private var storedAlwaysBounceHorizontal = false

  /// The insets of the vertical scroll indicator. Changes are recorded in
  /// ``verticalScrollIndicatorInsetChanges``.
  public var verticalScrollIndicatorInsets: EdgeInsets {
    get { storedVerticalScrollIndicatorInsets }
    set {
      let oldValue = storedVerticalScrollIndicatorInsets
      guard newValue != oldValue else { return }
      storedVerticalScrollIndicatorInsets = newValue
      verticalScrollIndicatorInsetChanges.append(makeRecordedChange(from: oldValue, to: newValue))
    }
  }
  private var storedVerticalScrollIndicatorInsets: EdgeInsets = .zero

  /// Whether the user can scroll it (default `true`).
  public var isScrollEnabled: Bool = true

  /// Whether it stands for one of UIKit's private scroll views (a class whose name begins with
  /// `_`, such as a page view controller's paging scroll view); default `false`.
  public var isPrivateToUIKit: Bool = false

  /// Every content-offset change so far, oldest first: one record per call that changed the
  /// offset or its target (an animation is one record, from the offset shown when it started
  /// to its target).
  public private(set) var contentOffsetChanges: [ContentOffsetChange] = []
  /// Every content-inset change so far, oldest first.
  public private(set) var contentInsetChanges: [RecordedChange<EdgeInsets>] = []
  /// Every vertical-indicator-inset change so far, oldest first.
  public private(set) var verticalScrollIndicatorInsetChanges: [RecordedChange<EdgeInsets>] = []

  /// Creates a detached scroll view.
  public override init(frame: CGRect = .zero, id: String = "") {
    super.init(frame: frame, id: id)
  }

  /// The bounds: origin is the content offset shown now, size is the frame's.
  open override var bounds: CGRect { CGRect(origin: contentOffset, size: frame.size) }

  /// The content offset shown now (the bounds origin): part-way through a running
  /// ``scrollAnimation``, the value it has reached on the clock. Setting it stops a running
  /// animation and applies the value at once, like UIKit's non-animated setter, and marks
  /// layout as needed (subviews' safe areas follow the scroll).
  open var contentOffset: CGPoint {
    get {
      guard let (animation, clock) = animationState else { return storedContentOffset }
      return animation.offset(at: clock.now, scale: window?.screenScale ?? 1)
    }
    set { applyContentOffset(newValue, usedAnimatedSetter: false) }
  }

  /// The offset the scroll view is heading to: the target of a running animation, else the
  /// offset shown (the value of the last set).
  public var targetContentOffset: CGPoint { storedContentOffset }

  /// The animation that is moving the offset now; `nil` when none runs (none was started, it
  /// reached its end on the clock, or it was replaced, stopped or finished).
  public var scrollAnimation: HeadlessScrollAnimation? {
    guard let (animation, clock) = animationState, clock.now < animation.endTime else {
      return nil
    }
    return animation
  }

  /// Whether an animated scroll is running (see ``scrollAnimation``).
  public var isScrollAnimating: Bool { scrollAnimation != nil }

  /// Sets the content offset. Without animation, the offset changes at once (and a running
  /// animation stops). With animation, it moves from the offset shown now to
  /// `contentOffset` over ``HeadlessScrollAnimation/duration`` of the window's clock,
  /// replacing a running animation. Either way the call is recorded in
  /// ``contentOffsetChanges`` with the setter used.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    applyContentOffset(contentOffset, usedAnimatedSetter: animated)
  }

  /// Ends a running animation now, at its target, without moving the clock; does nothing when
  /// none runs.
  public func finishScrollAnimation() {
    guard animationState != nil else { return }
    animationState = nil
    setNeedsLayout()
  }

  private func applyContentOffset(_ newValue: CGPoint, usedAnimatedSetter: Bool) {
    let shown = contentOffset
    let wasAnimating = isScrollAnimating
    let animator = window?.animator
    animationState = nil
    storedContentOffset = newValue
    guard newValue != shown else {
      // Nothing visible changes; a running animation stops where it is.
      if wasAnimating { setNeedsLayout() }
      return
    }
    if usedAnimatedSetter, let animator {
      animationState = (
        HeadlessScrollAnimation(from: shown, to: newValue, startTime: animator.clock.now),
        animator.clock
      )
      animator.scrollAnimationDidStart(in: self)
    }
    contentOffsetChanges.append(
      ContentOffsetChange(
        oldValue: shown, newValue: newValue, usedAnimatedSetter: usedAnimatedSetter,
        animation: animator?.currentAnimation, time: animator?.clock.now))
    setNeedsLayout()
  }

  /// Whether the last content-offset change used the animated setter; `nil` before any change.
  public var lastContentOffsetChangeWasAnimated: Bool? {
    contentOffsetChanges.last?.usedAnimatedSetter
  }

  /// The content inset the app (or an adjuster) set. Changes are recorded in
  /// ``contentInsetChanges``.
  public var contentInset: EdgeInsets {
    get { storedContentInset }
    set {
      let oldValue = storedContentInset
      guard newValue != oldValue else { return }
      storedContentInset = newValue
      contentInsetChanges.append(makeRecordedChange(from: oldValue, to: newValue))
    }
  }

  /// The content inset, as KeyboardCore sees it (same as ``contentInset``).
  public package(set) var hostContentInset: EdgeInsets {
    get { contentInset }
    set { contentInset = newValue }
  }

  /// The vertical indicator insets, as KeyboardCore sees them.
  public package(set) var hostVerticalScrollIndicatorInsets: EdgeInsets {
    get { verticalScrollIndicatorInsets }
    set { verticalScrollIndicatorInsets = newValue }
  }

  /// How it adds its safe area to its content inset, as KeyboardCore sees it (same as
  /// ``contentInsetAdjustmentBehavior``).
  public var hostContentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
    contentInsetAdjustmentBehavior
  }

  /// The content inset in effect: ``contentInset`` plus the safe area on the edges UIKit adds it
  /// to (the header of `UIScrollView.ContentInsetAdjustmentBehavior`):
  ///
  /// - `.never`: none; `.always`: all four edges;
  /// - `.scrollableAxes`: top and bottom when it scrolls vertically (its content is taller
  ///   than its frame, or ``alwaysBounceVertical``), left and right when it scrolls
  ///   horizontally;
  /// - `.automatic`: as `.scrollableAxes`, and top and bottom whether it scrolls or not when it
  ///   is the view of a controller with
  ///   ``HeadlessViewController/automaticallyAdjustsScrollViewInsets`` inside a navigation
  ///   controller.
  public var adjustedContentInset: EdgeInsets {
    let safe = safeAreaInsets
    let (vertical, horizontal) = axesGivenTheSafeArea
    return contentInset
      + EdgeInsets(
        top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
        bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
  }

  /// The content inset in effect, as KeyboardCore sees it (same as ``adjustedContentInset``).
  public var hostAdjustedContentInset: EdgeInsets { adjustedContentInset }

  /// Whether it scrolls vertically, as `.scrollableAxes` judges it: content taller than the
  /// frame, or ``alwaysBounceVertical``.
  public var scrollsVertically: Bool { contentSize.height > frame.height || alwaysBounceVertical }

  /// Whether it scrolls horizontally: content wider than the frame, or
  /// ``alwaysBounceHorizontal``.
  public var scrollsHorizontally: Bool {
    contentSize.width > frame.width || alwaysBounceHorizontal
  }

  /// Which axes' edges get the safe area under ``contentInsetAdjustmentBehavior``.
  private var axesGivenTheSafeArea: (vertical: Bool, horizontal: Bool) {
    switch contentInsetAdjustmentBehavior {
    case .never: (false, false)
    case .always: (true, true)
    case .scrollableAxes: (scrollsVertically, scrollsHorizontally)
    case .automatic:
      (scrollsVertically || isViewOfControllerInNavigationController, scrollsHorizontally)
    }
  }

  /// Whether it is the view of a controller that adjusts its scroll view's insets
  /// (``HeadlessViewController/automaticallyAdjustsScrollViewInsets``) inside a navigation
  /// controller.
  private var isViewOfControllerInNavigationController: Bool {
    guard let controller = owningViewController, controller.automaticallyAdjustsScrollViewInsets
    else { return false }
    var parent = controller.parent
    while let current = parent {
      if current.containerKind == .navigation { return true }
      parent = current.parent
    }
    return false
  }

  /// Forgets every recorded change (frame, offset, insets).
  open override func removeRecordedChanges() {
    super.removeRecordedChanges()
    contentOffsetChanges.removeAll(keepingCapacity: true)
    contentInsetChanges.removeAll(keepingCapacity: true)
    verticalScrollIndicatorInsetChanges.removeAll(keepingCapacity: true)
  }
}
