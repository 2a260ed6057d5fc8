import Foundation
import KeyboardCore

/// The visible part `V` of a scroll view (Behavior.md §7.1c), in window coordinates: its frame
/// inset top and bottom by its adjusted content inset *as the app set it* — its content inset
/// as the app set it (the ledger's original where this session changed it: a bottom inset set
/// for the keyboard is not part of `V`, the keyboard is the avoidance geometry's business)
/// plus the safe area it adds itself. The frame is where the ledger's animated writes take it,
/// never a value read back mid-animation.
///
/// The reveal puts the field inside `V` of every qualifying scroll view around it; the nested
/// loop of Behavior.md §7.3 keeps it there (``NestedScrollPlan``).
@MainActor
enum ScrollViewVisiblePart {
  /// `V` of `scrollView`; its height is never negative.
  static func frame(of scrollView: any HostScrollView, ledger: AdjusterLedger) -> CGRect {
    let frame = scrollView.frameInWindow.offsetBy(dx: 0, dy: ledger.settledShift(of: scrollView))
    return visiblePart(
      of: frame, inset: ledger.appContentInset(of: scrollView),
      safe: settledSafeAreaAdded(to: scrollView, ledger: ledger))
  }

  /// `V` of `scrollView` once the content of `scrolled`, a scroll view around it, has moved
  /// `contentShift` points down the window (scrolled to an offset `contentShift` lower), with
  /// the field and `scrollView` in it, while `scrolled` itself stays.
  ///
  /// Not always `V` moved by `contentShift`: where `scrollView` reaches past the safe area of
  /// `scrolled`, the edge of `V` there is that safe area's edge, which the scroll does not move
  /// — an inner table taller than its outer scroll view keeps its visible bottom at the outer
  /// one's safe-area bottom (less its own bottom inset) however far the outer one scrolls it
  /// down, whether it lies in the outer one directly or in a content view there (whose safe
  /// area is where it lies outside the outer one's, so it does not move with the content
  /// either). A scroll view that adds no safe area vertically keeps what it adds now.
  static func frame(
    of scrollView: any HostScrollView, ledger: AdjusterLedger,
    afterContentOf scrolled: any HostScrollView, movesBy contentShift: CGFloat
  ) -> CGRect {
    let frame = scrollView.frameInWindow.offsetBy(
      dx: 0, dy: ledger.settledShift(of: scrollView) + contentShift)
    var safe = scrollView.safeAreaAddedToContentInset
    if addsSafeAreaVertically(scrollView) {
      let scrolledSafe = scrolled.frameInWindow
        .offsetBy(dx: 0, dy: ledger.settledShift(of: scrolled))
        .inset(by: scrolled.hostSafeAreaInsets)
      safe.top = Swift.max(0, scrolledSafe.minY - frame.minY)
      safe.bottom = Swift.max(0, frame.maxY - scrolledSafe.maxY)
    }
    return visiblePart(of: frame, inset: ledger.appContentInset(of: scrollView), safe: safe)
  }

  /// `frame` inset at the top and bottom by the app's `inset` plus the `safe` area added; its
  /// height is never negative.
  private static func visiblePart(of frame: CGRect, inset: EdgeInsets, safe: EdgeInsets)
    -> CGRect
  {
    let top = inset.top + safe.top
    let bottom = inset.bottom + safe.bottom
    return CGRect(
      x: frame.minX, y: frame.minY + top, width: frame.width,
      height: Swift.max(0, frame.height - top - bottom))
  }

  /// The safe area `scrollView` adds to its content inset (top and bottom) once the ledger's
  /// animated writes land.
  ///
  /// A view's safe area is where it lies outside its superview's safe area (UIKit's rule for a
  /// view that is not a controller's), so a scroll view inside another one whose offset is
  /// still on its way (a released table pulled back with the animated setter) gets, once it
  /// lands, a safe area that reading it now does not give: read mid-animation, a table's
  /// visible part came out empty and the reveal skipped it. Where the scroll view moves
  /// against its superview in flight, its safe area is measured at the settled frame against
  /// the superview's safe area; it adds it on the vertical edges when it adds some there now,
  /// else as its adjustment behavior does (`.always`; `.automatic` and `.scrollableAxes` when
  /// its content is taller than it). Otherwise what it adds now.
  static func settledSafeAreaAdded(to scrollView: any HostScrollView, ledger: AdjusterLedger)
    -> EdgeInsets
  {
    settledSafeAreaAdded(to: scrollView, settledShift: ledger.settledShift(of:))
  }

  /// ``settledSafeAreaAdded(to:ledger:)`` with `settledShift` telling how far a view will still
  /// move once the animated changes on their way land (a restore rule's
  /// ``RestoreState/settledShift(of:)``).
  static func settledSafeAreaAdded(
    to scrollView: any HostScrollView, settledShift: (any HostView) -> CGFloat
  ) -> EdgeInsets {
    let added = scrollView.safeAreaAddedToContentInset
    guard scrollView.owningController == nil, let superview = scrollView.hostSuperview else {
      return added
    }
    let shift = settledShift(scrollView)
    let superviewShift = settledShift(superview)
    guard shift != superviewShift, addsSafeAreaVertically(scrollView) else { return added }
    let superviewSafe = superview.frameInWindow.offsetBy(dx: 0, dy: superviewShift)
      .inset(by: superview.hostSafeAreaInsets)
    let frame = scrollView.frameInWindow.offsetBy(dx: 0, dy: shift)
    return EdgeInsets(
      top: Swift.max(0, superviewSafe.minY - frame.minY), left: added.left,
      bottom: Swift.max(0, frame.maxY - superviewSafe.maxY), right: added.right)
  }

  /// Where `scrollView` stands against the safe area once the ledger's animated writes land,
  /// with the safe area it adds there (measured as ``settledSafeAreaAdded(to:ledger:)``
  /// measures it): against its nearest enclosing scroll view's safe area, and against the views
  /// between the two (``SafeAreaPlacement``); `nil` outside a window, where it has none.
  static func settledSafeAreaPlacement(of scrollView: any HostScrollView, ledger: AdjusterLedger)
    -> SafeAreaPlacement?
  {
    guard scrollView.hostWindow != nil else { return nil }
    let added = settledSafeAreaAdded(to: scrollView, ledger: ledger)
    guard scrollView.owningController == nil, addsSafeAreaVertically(scrollView) else {
      return SafeAreaPlacement(added: added)
    }
    // Its edges in each ancestor's bounds, climbing: the views between it and the enclosing
    // scroll view cut the safe region where it reaches past them.
    var frame = scrollView.frame
    var topPastBetween = -CGFloat.infinity
    var bottomPastBetween = -CGFloat.infinity
    var view = scrollView.hostSuperview
    while let ancestor = view {
      if let outer = ancestor.hostScrollView {
        // In the enclosing scroll view's own frame, where its safe area is its size inset, and
        // where the scroll view will stand once the animated changes land (measured without
        // climbing to the window: two climbs a record cost 400k instructions of a show at depth
        // 200 below 10 scroll views).
        let outerBounds = outer.bounds
        let safe = outer.hostSafeAreaInsets
        let settled = frame.offsetBy(
          dx: 0,
          dy: ledger.settledShift(of: scrollView) - ledger.settledShift(of: outer)
            - outerBounds.minY)
        return SafeAreaPlacement(
          added: added, topPastSafeArea: safe.top - settled.minY,
          bottomPastSafeArea: settled.maxY - (outerBounds.height - safe.bottom),
          topPastViewsBetween: topPastBetween, bottomPastViewsBetween: bottomPastBetween)
      }
      // A controller's view has the safe area its container gives it.
      if ancestor.owningController != nil { break }
      let bounds = ancestor.bounds
      topPastBetween = Swift.max(topPastBetween, bounds.minY - frame.minY)
      bottomPastBetween = Swift.max(bottomPastBetween, frame.maxY - bounds.maxY)
      let ancestorFrame = ancestor.frame
      frame = frame.offsetBy(dx: 0, dy: ancestorFrame.minY - bounds.minY)
      view = ancestor.hostSuperview
    }
    return SafeAreaPlacement(added: added)
  }

  /// Whether `scrollView` adds the safe area to its top and bottom insets where it lies outside
  /// it: when it has a safe area there now, as it does now; else as its adjustment behavior
  /// says (``behaviorAddsSafeAreaVertically(_:)``).
  private static func addsSafeAreaVertically(_ scrollView: any HostScrollView) -> Bool {
    let safeNow = scrollView.hostSafeAreaInsets
    guard safeNow.top > 0 || safeNow.bottom > 0 else {
      return behaviorAddsSafeAreaVertically(scrollView)
    }
    let added = scrollView.safeAreaAddedToContentInset
    return added.top > 0 || added.bottom > 0
  }

  /// Whether the adjustment behavior of `scrollView` adds the safe area to its top and bottom
  /// insets where it has one: `.always`; `.automatic` and `.scrollableAxes` when its content is
  /// taller than it.
  private static func behaviorAddsSafeAreaVertically(_ scrollView: any HostScrollView) -> Bool {
    switch scrollView.hostContentInsetAdjustmentBehavior {
    case .never: return false
    case .always: return true
    case .automatic, .scrollableAxes:
      return scrollView.contentSize.height > scrollView.bounds.height
    }
  }

  /// The part of the window that lies inside `V` of `scrollView` and of every qualifying scroll
  /// view above it (Behavior.md §7.1): what scrolling `scrollView` moves the field against, as
  /// `minY…maxY` (`nil` when two of them do not overlap). A scroll view with no visible part
  /// (its insets cover all of it) is left out, as the reveal leaves it out. The scroll views
  /// above `scrollView` are read from the focused input's `ancestors`.
  static func span(
    from scrollView: any HostScrollView, ancestors: InputAncestors, ledger: AdjusterLedger
  ) -> (minY: CGFloat, maxY: CGFloat)? {
    var minY = -CGFloat.infinity
    var maxY = CGFloat.infinity
    ScrollViewChoice.forEachInChain(startingAt: scrollView, in: ancestors) { current in
      let visible = frame(of: current, ledger: ledger)
      guard visible.height > 0 else { return }
      minY = Swift.max(minY, visible.minY)
      maxY = Swift.min(maxY, visible.maxY)
    }
    return minY <= maxY ? (minY, maxY) : nil
  }
}
