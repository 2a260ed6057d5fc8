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
@MainActor
open class HeadlessScrollView: HeadlessView, HostScrollView {
  private var storedContentOffset: CGPoint = .zero
  private var storedContentInset: EdgeInsets = .zero

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

  /// Every content-offset change so far, oldest first.
  public private(set) var contentOffsetChanges: [ContentOffsetChange] = []
  /// Every content-inset change so far, oldest first.
  public private(set) var contentInsetChanges: [RecordedChange<EdgeInsets>] = []
  /// Every vertical-indicator-inset change so far, oldest first.
  public private(set) var verticalScrollIndicatorInsetChanges: [RecordedChange<EdgeInsets>] = []

  /// Creates a detached scroll view.
  public override init(frame: CGRect = .zero, id: String = "") {
    super.init(frame: frame, id: id)
  }

  /// The bounds: origin is the content offset, size is the frame's.
  open override var bounds: CGRect { CGRect(origin: storedContentOffset, size: frame.size) }

  /// The content offset (the bounds origin). Setting it applies it now, like the non-animated
  /// setter, and marks layout as needed (subviews' safe areas follow the scroll).
  open var contentOffset: CGPoint {
    get { storedContentOffset }
    set { applyContentOffset(newValue, usedAnimatedSetter: false) }
  }

  /// Sets the content offset. The offset is applied at once either way (UIKit's model value
  /// changes immediately); `animated` is recorded in ``contentOffsetChanges`` so a test can
  /// check the animated setter was used.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    applyContentOffset(contentOffset, usedAnimatedSetter: animated)
  }

  private func applyContentOffset(_ newValue: CGPoint, usedAnimatedSetter: Bool) {
    let oldValue = storedContentOffset
    guard newValue != oldValue else { return }
    storedContentOffset = newValue
    let animator = window?.animator
    contentOffsetChanges.append(
      ContentOffsetChange(
        oldValue: oldValue, newValue: newValue, usedAnimatedSetter: usedAnimatedSetter,
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
  public var hostContentInset: EdgeInsets {
    get { contentInset }
    set { contentInset = newValue }
  }

  /// The vertical indicator insets, as KeyboardCore sees them.
  public var hostVerticalScrollIndicatorInsets: EdgeInsets {
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
