import Foundation
import KeyboardCore

/// The measures of Behavior.md §6, §7.1b and §7.1c, computed by the checker from raw readings.
/// Deliberately not KeyboardCore's or ScrollAdjust's helpers (`AvoidanceGeometry`,
/// `maximumValidContentOffsetY`, …): a bound computed by the code under test cannot catch
/// that code's mistakes.
enum CheckGeometry {
  /// `Gtop` (Behavior.md §6): the lower of the navigation bar's bottom (the status bar's height
  /// when there is no bar shown) and the root view's top layout margin, with the root view at
  /// `y₀` — the guide does not move while the root view is lifted.
  static func topGuide(root: RootReading, y0: CGFloat, statusBarHeight: CGFloat) -> CGFloat {
    let barBottom = root.navigationBarBottom ?? statusBarHeight
    let rootTopAtY0 = root.frameInWindow.minY + (y0 - root.originY)
    return max(barBottom, rootTopAtY0 + root.topLayoutMargin)
  }

  /// `d` (Behavior.md §1): the field's own distance, else the global one; a negative value counts
  /// as 0.
  static func distance(_ field: FieldReading, keyboardDistance: CGFloat) -> CGFloat {
    max(field.distanceSetting ?? keyboardDistance, 0)
  }

  /// The adjusted content inset (Behavior.md §7.1b) for `contentInset`: the inset plus the safe
  /// area the scroll view adds itself.
  static func adjustedInset(_ scrollView: ScrollViewReading, contentInset: EdgeInsets)
    -> EdgeInsets
  {
    let safe = scrollView.safeAreaInsets
    switch scrollView.safeAreaAdjustment {
    case .vertical: return contentInset + EdgeInsets(top: safe.top, bottom: safe.bottom)
    case .allEdges: return contentInset + safe
    case .none: return contentInset
    }
  }

  /// The resting offsets of Behavior.md §7.1b with the insets as they are now:
  /// `−a.top … max(contentHeight + a.bottom − height, −a.top)`.
  static func offsetBounds(_ scrollView: ScrollViewReading) -> Span {
    offsetBounds(
      contentHeight: scrollView.contentSize.height, height: scrollView.frame.height,
      adjusted: adjustedInset(scrollView, contentInset: scrollView.contentInset))
  }

  /// `−a.top … max(contentHeight + a.bottom − height, −a.top)`.
  static func offsetBounds(contentHeight: CGFloat, height: CGFloat, adjusted: EdgeInsets)
    -> Span
  {
    let lowest = -adjusted.top
    return Span(lower: lowest, upper: max(contentHeight + adjusted.bottom - height, lowest))
  }

  /// `V` of Behavior.md §7.1c: the scroll view's frame in the window inset top and bottom by its
  /// adjusted content inset as the app set it (the reference world's inset: a bottom inset the
  /// session set for the keyboard is not part of it). `nil` when it has no height left.
  static func visiblePart(_ scrollView: ScrollViewReading) -> Span? {
    let appInset = scrollView.referenceContentInset ?? scrollView.contentInset
    let adjusted = adjustedInset(scrollView, contentInset: appInset)
    let visible = Span(
      lower: scrollView.frame.minY + adjusted.top, upper: scrollView.frame.maxY - adjusted.bottom)
    return visible.isEmpty ? nil : visible
  }

  /// Whether `scrollView` is one ScrollAdjust may scroll (Behavior.md §7.1): scrolling enabled, not
  /// `ignoreScrollingAdjustment`, not a UIKit-private wrapper.
  static func qualifies(_ scrollView: ScrollViewReading) -> Bool {
    scrollView.isScrollEnabled && !scrollView.ignoresScrollingAdjustment
      && !scrollView.isPrivateWrapper
  }
}

/// A closed interval of lengths, built from any numbers (a `ClosedRange` traps on a reversed or
/// NaN pair, and the numbers come from a scenario file).
struct Span: Sendable, Equatable {
  /// The lower end.
  var lower: CGFloat
  /// The upper end.
  var upper: CGFloat

  /// Whether no number lies in it (reversed, or NaN at an end).
  var isEmpty: Bool { !(lower <= upper) }

  /// Its length (0 when empty).
  var length: CGFloat { isEmpty ? 0 : upper - lower }

  /// Whether it and `other` share a number, within `tolerance`.
  func overlaps(_ other: Span, tolerance: CGFloat) -> Bool {
    !isEmpty && !other.isEmpty && lower <= other.upper + tolerance
      && other.lower <= upper + tolerance
  }

  /// Whether `value` lies in it, within `tolerance`.
  func contains(_ value: CGFloat, tolerance: CGFloat) -> Bool {
    lower - tolerance <= value && value <= upper + tolerance
  }
}
