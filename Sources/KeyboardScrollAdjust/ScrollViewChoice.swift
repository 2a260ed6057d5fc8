import Foundation
import KeyboardCore

/// Which scroll views ScrollAdjust may work on (Behavior.md §7.1) and how it writes their offsets
/// (Behavior.md §11).
@MainActor
enum ScrollViewChoice {
  /// The nearest qualifying scroll view strictly above `view`, or `nil` when there is none.
  ///
  /// The search starts at `view`'s superview, so a scrollable text view is never its own
  /// candidate, and it skips scroll views that do not qualify (``qualifies(_:)``). `view` is the
  /// focused input or one of its `ancestors`, which the search reads instead of climbing the
  /// tree again (on the form of issue 12 ScrollAdjust climbed from the field and from its
  /// scroll view about ten times a show, ≈ 300 instructions a level).
  static func nearestQualifyingScrollView(
    above view: any HostView, in ancestors: InputAncestors
  ) -> (any HostScrollView)? {
    ancestors.nearestScrollView(above: view, where: qualifies)
  }

  /// `chosen` and the qualifying scroll views above it, innermost first: the scroll views the
  /// nested loop (Behavior.md §7.3) may scroll.
  /// They are appended to `chain`, so that a caller can hand in storage it keeps.
  static func appendChain(
    startingAt chosen: (any HostScrollView)?, in ancestors: InputAncestors,
    to chain: inout [any HostScrollView]
  ) {
    forEachInChain(startingAt: chosen, in: ancestors) { chain.append($0) }
  }

  /// Calls `body` with each scroll view of ``appendChain(startingAt:in:to:)``, innermost first, without
  /// building the list (an allocation each time the visible parts are measured).
  static func forEachInChain(
    startingAt chosen: (any HostScrollView)?, in ancestors: InputAncestors,
    _ body: (any HostScrollView) -> Void
  ) {
    var next = chosen
    var count = 0
    while let scrollView = next, count < NestedScrollPlan.maximumDepth {
      body(scrollView)
      count += 1
      next = nearestQualifyingScrollView(above: scrollView, in: ancestors)
    }
  }

  /// Whether `scrollView` may be chosen: scrolling is enabled, the app did not set
  /// `ignoreScrollingAdjustment`, and it is not private to UIKit (``isPrivateToUIKit(_:)``).
  static func qualifies(_ scrollView: any HostScrollView) -> Bool {
    scrollView.isScrollEnabled && !scrollView.keyboardSettings.ignoreScrollingAdjustment
      && !isPrivateToUIKit(scrollView)
  }

  /// Whether `scrollView` is one of UIKit's private scroll views (Behavior.md §7.1): one whose
  /// class is private to UIKit (its name begins with `_`, e.g. a page view controller's paging
  /// scroll view or a compositional layout's orthogonal section,
  /// ``KeyboardCore/HostScrollView/isPrivateToUIKit``), or a wrapper whose superview is a table
  /// view or a table cell.
  static func isPrivateToUIKit(_ scrollView: any HostScrollView) -> Bool {
    if scrollView.isPrivateToUIKit { return true }
    guard let superview = scrollView.hostSuperview else { return false }
    if let list = superview as? any HostListView, list.listKind == .table { return true }
    if let cell = superview as? any HostListCell, cell.listKind == .table { return true }
    return false
  }

  /// Whether `scrollView`'s content offset is written through the animated setter: table and
  /// collection views, and scroll views with a stack view between them and the focused input,
  /// whose `ancestors` these are (Behavior.md §11).
  static func usesAnimatedOffsetSetter(
    _ scrollView: any HostScrollView, ancestors: InputAncestors
  ) -> Bool {
    if scrollView is any HostListView { return true }
    // Read from the ancestors found for the pass (asked at every offset written).
    return ancestors.hasStackView(below: scrollView)
  }
}
