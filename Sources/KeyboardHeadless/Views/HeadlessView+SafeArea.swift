import Foundation
import KeyboardCore

extension HeadlessView {
  /// The safe-area insets in the view's own coordinates, as UIKit computes them:
  ///
  /// - a view that is not in a window has none;
  /// - the window has its device profile's insets;
  /// - a controller's root view has the insets its container (or the window) gave it when it
  ///   placed the view, plus the controller's additional insets — kept when only its frame
  ///   moves, so lifting a root view does not change the insets inside it;
  /// - any other view has its overlap with its superview's safe area, per edge, never
  ///   negative, following its frame.
  public var safeAreaInsets: EdgeInsets {
    guard window != nil else { return .zero }
    return computedSafeAreaInsets()
  }

  /// The safe-area insets, as KeyboardCore sees them (same as ``safeAreaInsets``).
  public var hostSafeAreaInsets: EdgeInsets { safeAreaInsets }

  /// The bounds minus the safe-area insets (UIKit: `safeAreaLayoutGuide.layoutFrame`).
  public var safeAreaLayoutFrame: CGRect { bounds.inset(by: safeAreaInsets) }

  /// The layout margins in effect: the base ``layoutMargins`` (for a controller's root view, at
  /// least its controller's system minimum margins) plus the safe-area insets when
  /// ``insetsLayoutMarginsFromSafeArea`` is on — additive, as UIKit.
  public var hostLayoutMargins: EdgeInsets {
    var base = layoutMargins
    if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
      let minimum = controller.systemMinimumLayoutMargins
      base = EdgeInsets(
        top: max(base.top, minimum.top), left: max(base.left, minimum.left),
        bottom: max(base.bottom, minimum.bottom), right: max(base.right, minimum.right))
    }
    return insetsLayoutMarginsFromSafeArea ? base + safeAreaInsets : base
  }

  /// The bounds minus the layout margins in effect (UIKit: `layoutMarginsGuide.layoutFrame`).
  public var layoutMarginsFrame: CGRect { bounds.inset(by: hostLayoutMargins) }

  /// The insets without the in-a-window check (the caller made it once).
  func computedSafeAreaInsets() -> EdgeInsets {
    if let window = self as? HeadlessWindow { return window.profile.safeAreaInsets }
    if let assigned = assignedSafeAreaInsets { return assigned }
    guard let parent = superview else { return .zero }
    return parent.overlapInsets(of: frame)
  }

  /// How far `rect` (in this view's coordinates, e.g. a subview's frame) reaches into this
  /// view's unsafe area, per edge, never negative — the insets such a subview gets.
  func overlapInsets(of rect: CGRect) -> EdgeInsets {
    Self.overlapInsets(of: rect, safeFrame: bounds.inset(by: computedSafeAreaInsets()))
  }

  /// How far `rect` reaches out of `safe` (both in one coordinate space), per edge, never
  /// negative.
  static func overlapInsets(of rect: CGRect, safeFrame safe: CGRect) -> EdgeInsets {
    EdgeInsets(
      top: max(0, safe.minY - rect.minY), left: max(0, safe.minX - rect.minX),
      bottom: max(0, rect.maxY - safe.maxY), right: max(0, rect.maxX - safe.maxX))
  }
}
