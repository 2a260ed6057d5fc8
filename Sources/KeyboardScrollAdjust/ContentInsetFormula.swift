import Foundation
import KeyboardCore

/// The bottom content inset and indicator inset of the chosen scroll view (Behavior.md §7.4),
/// as a pure formula over window-coordinate numbers.
///
/// ```
/// bottom          = max(start.bottom,          Rsv.maxY − (kbTop − d) − safe)
/// indicatorBottom = max(startIndicator.bottom, Rsv.maxY − kbTop − safe)
/// ```
/// The app's own starting inset is never reduced.
struct ContentInsetFormula: Equatable, Sendable {
  /// `Rsv`: the scroll view's frame in window coordinates.
  var scrollViewFrameInWindow: CGRect
  /// `kbTop`: the keyboard's top in the window.
  var keyboardTop: CGFloat
  /// `d`: the distance wanted above the keyboard.
  var distance: CGFloat
  /// `safe`: the scroll view's bottom safe-area inset when it adds it to its content inset
  /// itself (its adjusted content inset's bottom minus its content inset's), else 0.
  var safeAreaBottom: CGFloat
  /// `start.bottom`: the content inset's bottom before the session touched it.
  var startInsetBottom: CGFloat
  /// `startIndicator.bottom`: the indicator insets' bottom before the session touched them.
  var startIndicatorBottom: CGFloat

  /// `Rsv.maxY − (kbTop − d) − safe`: how far the keyboard line (with the distance) reaches
  /// into the scroll view.
  var keyboardOverlapWithDistance: CGFloat {
    scrollViewFrameInWindow.maxY - (keyboardTop - distance) - safeAreaBottom
  }

  /// `Rsv.maxY − kbTop − safe`: how far the keyboard itself reaches into the scroll view.
  var keyboardOverlap: CGFloat {
    scrollViewFrameInWindow.maxY - keyboardTop - safeAreaBottom
  }

  /// The content inset's new bottom.
  var insetBottom: CGFloat { Swift.max(startInsetBottom, keyboardOverlapWithDistance) }

  /// The vertical indicator insets' new bottom.
  var indicatorBottom: CGFloat { Swift.max(startIndicatorBottom, keyboardOverlap) }

  /// The numbers, for an explanation.
  var explanationValues: [Explanation.Value] {
    [
      .init("Rsv.maxY", scrollViewFrameInWindow.maxY), .init("kbTop", keyboardTop),
      .init("d", distance), .init("safe", safeAreaBottom),
      .init("start.bottom", startInsetBottom), .init("startIndicator.bottom", startIndicatorBottom),
      .init("bottom", insetBottom), .init("indicator.bottom", indicatorBottom),
    ]
  }
}
