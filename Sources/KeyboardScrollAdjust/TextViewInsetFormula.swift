import Foundation
import KeyboardCore

/// The bottom inset of a tall scrollable text view (BEHAVIOR §7.5), as a pure formula over
/// window-coordinate numbers.
///
/// ```
/// over  = RSw.maxY − kbTop
/// avail = RSw.height − Gtop − over
/// h     = min(tv.height, avail)
/// tv.height − start.bottom > h  →  bottom = tv.height − h − safe
/// otherwise                      →  the starting insets (the keyboard shrank)
/// ```
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

  /// `tv.height − h − safe`: the bottom inset (and indicator bottom) to set
  /// when ``needsInset``.
  var insetBottom: CGFloat { textViewHeight - visibleHeight - textViewSafeAreaBottom }

  /// The numbers, for an explanation.
  var explanationValues: [Explanation.Value] {
    [
      .init("tv.height", textViewHeight), .init("RSw.maxY", rootSuperviewFrameInWindow.maxY),
      .init("RSw.height", rootSuperviewFrameInWindow.height), .init("kbTop", keyboardTop),
      .init("Gtop", topGuide), .init("over", overlap), .init("avail", availableHeight),
      .init("h", visibleHeight), .init("start.bottom", startInsetBottom),
      .init("tv.safe.bottom", textViewSafeAreaBottom), .init("bottom", insetBottom),
    ]
  }
}
