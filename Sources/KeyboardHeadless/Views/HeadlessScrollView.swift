import Foundation
import KeyboardCore

/// How a scroll view adds its safe area to its content inset (UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior`, reduced to what changes the geometry here).
public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable, Codable, CaseIterable {
  /// Adds the safe-area top and bottom insets (a vertically scrolling view; UIKit default).
  case automatic
  /// Adds the safe-area insets on all four edges.
  case always
  /// Adds nothing: the adjusted content inset is the content inset.
  case never
}

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
/// not) replaces a running animation, setting ``contentOffset`` stops it, and the window
/// animator's ``HeadlessAnimator/finishAnimations()`` (which ``HeadlessApp/settle()`` calls)
/// ends it at its target. A scroll view that is not in a window with an animator has no clock
/// to animate on: there the animated setter lands at once.
@MainActor
open class HeadlessScrollView: HeadlessView, HostScrollView {
  /// The offset set last: the target of a running animation, else the offset itself.
  private var storedContentOffset: CGPoint = .zero
  private var storedContentInset: EdgeInsets = .zero
  /// The running (or finished but not yet cleared) animation and the clock that times it.
  private var animationState: (animation: HeadlessScrollAnimation, clock: HeadlessClock)?

  /// The size of the scrollable content.
  open var contentSize: CGSize = .zero

  /// Whether and how the safe area is added to the content inset (default `.automatic`).
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

  /// The insets of the vertical scroll indicator. Changes are recorded in
  /// ``verticalScrollIndicatorInsetChanges``.
  public var verticalScrollIndicatorInsets: EdgeInsets = .zero {
    didSet {
      guard verticalScrollIndicatorInsets != oldValue else { return }
      verticalScrollIndicatorInsetChanges.append(
        makeRecordedChange(from: oldValue, to: verticalScrollIndicatorInsets))
    }
  }

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

  /// Whether the scroll view adds its safe area to its content inset itself
  /// (``contentInsetAdjustmentBehavior`` is not `.never`).
  public var addsSafeAreaToContentInset: Bool { contentInsetAdjustmentBehavior != .never }

  /// The content inset in effect: ``contentInset`` plus the safe-area top and bottom under
  /// `.automatic`, all four edges under `.always`, nothing under `.never`.
  public var adjustedContentInset: EdgeInsets {
    let safe = safeAreaInsets
    switch contentInsetAdjustmentBehavior {
    case .automatic: return contentInset + EdgeInsets(top: safe.top, bottom: safe.bottom)
    case .always: return contentInset + safe
    case .never: return contentInset
    }
  }

  /// The content inset in effect, as KeyboardCore sees it (same as ``adjustedContentInset``).
  public var hostAdjustedContentInset: EdgeInsets { adjustedContentInset }

  /// Forgets every recorded change (frame, offset, insets).
  open override func removeRecordedChanges() {
    super.removeRecordedChanges()
    contentOffsetChanges.removeAll()
    contentInsetChanges.removeAll()
    verticalScrollIndicatorInsetChanges.removeAll()
  }
}
