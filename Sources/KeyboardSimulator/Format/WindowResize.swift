import Foundation
import KeyboardCore

/// A window resize with no rotation (iPad Split View, Slide Over, Stage Manager): the window
/// takes a new frame on the same screen, in the same orientation.
package struct WindowResize: Equatable, Sendable {
  /// The window's new frame, in screen coordinates (inside the screen).
  package var frame: CGRect
  /// The window's new safe-area insets; `nil` keeps the current ones.
  package var safeArea: EdgeInsets?
  /// The status bar's new height in the window; `nil` keeps the current one.
  package var statusBarHeight: CGFloat?
  /// Whether the window's scene reports the change as it happens, as from iOS 16
  /// (`UIWindowScene.effectiveGeometry`), so that the UIKit binding tells KeyboardLift at once;
  /// `false` replays iOS 13–15, where KeyboardLift notices the new size at its next input.
  package var isReported: Bool

  /// Creates a resize.
  package init(
    frame: CGRect, safeArea: EdgeInsets? = nil, statusBarHeight: CGFloat? = nil,
    isReported: Bool = true
  ) {
    self.frame = frame
    self.safeArea = safeArea
    self.statusBarHeight = statusBarHeight
    self.isReported = isReported
  }
}
