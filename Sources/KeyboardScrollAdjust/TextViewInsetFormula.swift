import Foundation
import KeyboardCore

/// The bottom inset of a tall scrollable text view (Behavior.md §7.5), as a pure formula over
/// window-coordinate numbers.
///
/// ```
/// over  = RSw.maxY − kbTop
/// avail = RSw.height − Gtop − over
/// h     = min(tv.height, avail)
/// tv.height − start.bottom > h  →  bottom = max(start.bottom, tv.height − h − safe),
///                                   indicator likewise; never negative
/// otherwise                      →  the starting insets (the keyboard shrank)
/// ```
///
/// `kbTop` is the keyboard's raw top, with no `d` (Behavior.md §15.10): a tall text view's text
/// scrolls right to the keyboard's edge.
struct TextViewInsetFormula: Equatable, Sendable {
  /// `tv.height`: the text view's height.
  var textViewHeight: CGFloat
  /// `RSw`: the root view's superview bounds in window coordinates.
  var rootSuperviewFrameInWindow: CGRect
  /// `kbTop`: the keyboard's top in the window.
  var keyboardTop: CGFloat
  /// `Gtop`: the top guide.
  var topGuide: CGFloat
  /// `start.bottom`: the text view's content inset bottom before the session touched it.
  var startInsetBottom: CGFloat
  /// `startIndicator.bottom`: its indicator insets' bottom before the session touched them.
  var startIndicatorBottom: CGFloat = 0
  /// `safe`: `tv.safeAreaInsets.bottom` when the text view adds its bottom safe area to its
  /// content inset itself, else 0.
  var textViewSafeAreaBottom: CGFloat

  /// `over = RSw.maxY − kbTop`: how far the keyboard covers the root's superview.
  var overlap: CGFloat { rootSuperviewFrameInWindow.maxY - keyboardTop }

  /// `avail = RSw.height − Gtop − over`: the height left between the top guide and the keyboard.
  var availableHeight: CGFloat { rootSuperviewFrameInWindow.height - topGuide - overlap }

  /// `h = min(tv.height, avail)`: the height of the text view that can stay visible.
  var visibleHeight: CGFloat { Swift.min(textViewHeight, availableHeight) }

  /// `tv.height − start.bottom > h`: the text view is taller than what stays visible.
  var needsInset: Bool { textViewHeight - startInsetBottom > visibleHeight }

  /// `tv.height − h − safe`: what the keyboard hides of the text view, less what the text
  /// view's own safe-area inset already keeps clear. Negative when that inset is taller.
  var hiddenBottom: CGFloat { textViewHeight - visibleHeight - textViewSafeAreaBottom }

  /// The bottom inset to set when ``needsInset``: `max(start.bottom, tv.height − h − safe)`,
  /// never negative and never below the app's own inset (Behavior.md §7.5).
  var insetBottom: CGFloat { Swift.max(startInsetBottom, Swift.max(0, hiddenBottom)) }

  /// The indicator insets' bottom to set when ``needsInset``, likewise:
  /// `max(startIndicator.bottom, tv.height − h − safe)`, never negative.
  var indicatorBottom: CGFloat { Swift.max(startIndicatorBottom, Swift.max(0, hiddenBottom)) }

  /// The numbers, for an explanation.
  var explanationValues: [Explanation.Value] {
    [
      .init("tv.height", textViewHeight), .init("RSw.maxY", rootSuperviewFrameInWindow.maxY),
      .init("RSw.height", rootSuperviewFrameInWindow.height), .init("kbTop", keyboardTop),
      .init("Gtop", topGuide), .init("over", overlap), .init("avail", availableHeight),
      .init("h", visibleHeight), .init("start.bottom", startInsetBottom),
      .init("startIndicator.bottom", startIndicatorBottom),
      .init("tv.safe.bottom", textViewSafeAreaBottom), .init("tv.height − h − safe", hiddenBottom),
      .init("bottom", insetBottom), .init("indicator.bottom", indicatorBottom),
    ]
  }
}
