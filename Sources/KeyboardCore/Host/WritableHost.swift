import Foundation

// The setters the ledger writes through. They are `package`: the backends in this package
// (KeyboardHeadless, the UIKit binding) conform to them, and an adjuster, which sees only the
// read-only public protocols, has no way to reach them. Every change an adjuster makes goes
// through a `HostProperty` written by the `Ledger`, which records it and restores it.

/// A ``HostView`` whose frame the ledger can set.
@MainActor
package protocol WritableHostView: HostView {
  /// The frame, settable.
  var frame: CGRect { get set }
}

/// A ``HostScrollView`` whose offset and insets the ledger can set.
@MainActor
package protocol WritableHostScrollView: HostScrollView, WritableHostView {
  /// The content offset, settable.
  var contentOffset: CGPoint { get set }
  /// Sets the content offset, animating it as `UIScrollView.setContentOffset(_:animated:)`.
  func setContentOffset(_ contentOffset: CGPoint, animated: Bool)
  /// The content inset, settable.
  var hostContentInset: EdgeInsets { get set }
  /// The vertical scroll-indicator insets, settable.
  var hostVerticalScrollIndicatorInsets: EdgeInsets { get set }
}

/// A ``HostTextInput`` whose keyboard appearance the ledger can set.
@MainActor
package protocol WritableHostTextInput: HostTextInput, WritableHostView {
  /// The keyboard appearance, settable.
  var hostKeyboardAppearance: KeyboardAppearanceStyle { get set }
}

/// A ``HostController`` whose additional safe-area insets the ledger can set.
@MainActor
package protocol WritableHostController: HostController {
  /// The additional safe-area insets, settable.
  var hostAdditionalSafeAreaInsets: EdgeInsets { get set }
}
