import Foundation

extension KeyboardNormalization {
  /// The frame of a hidden keyboard: height 0 at the bottom of `screenBounds`, full screen
  /// width. Every frame rule that hides the keyboard returns exactly this frame.
  public static func hiddenFrame(in screenBounds: CGRect) -> CGRect {
    CGRect(x: screenBounds.minX, y: screenBounds.maxY, width: screenBounds.width, height: 0)
  }

  /// **missing-frame**: no end frame → ``hiddenFrame(in:)``; a frame is returned unchanged.
  public static func missingFrame(_ endFrame: CGRect?, in screenBounds: CGRect) -> CGRect {
    endFrame ?? hiddenFrame(in: screenBounds)
  }

  /// **hide-is-zero**: on will/did-hide the keyboard is hidden whatever its frame says (iOS 26
  /// reports the accessory's height there) → ``hiddenFrame(in:)``. Other notifications keep
  /// `frame`.
  public static func hideIsZero(
    _ frame: CGRect, notification: KeyboardNotificationName, in screenBounds: CGRect
  ) -> CGRect {
    notification.isHide ? hiddenFrame(in: screenBounds) : frame
  }

  /// Whether `frame` is a floating (undocked) iPad keyboard: narrower than the screen, with
  /// its bottom above the screen's bottom.
  public static func isFloating(_ frame: CGRect, in screenBounds: CGRect) -> Bool {
    frame.width < screenBounds.width && frame.maxY < screenBounds.maxY
  }

  /// **floating**: a floating keyboard (``isFloating(_:in:)``) lifts nothing, as in
  /// IQKeyboardManager → ``hiddenFrame(in:)``. Other frames are returned unchanged.
  public static func floating(_ frame: CGRect, in screenBounds: CGRect) -> CGRect {
    isFloating(frame, in: screenBounds) ? hiddenFrame(in: screenBounds) : frame
  }

  /// The height of `frame` that counts: `max(screenBounds.maxY − frame.minY, 0)`, never more
  /// than the frame's own height.
  public static func visibleHeight(of frame: CGRect, in screenBounds: CGRect) -> CGFloat {
    min(max(screenBounds.maxY - frame.minY, 0), frame.height)
  }

  /// Whether `frame` lies wholly outside `screenBounds`, in any direction: below, above, left or
  /// right of the screen (touching an edge counts as outside: nothing of it is on screen).
  public static func isOffScreen(_ frame: CGRect, in screenBounds: CGRect) -> Bool {
    frame.minY >= screenBounds.maxY || frame.maxY <= screenBounds.minY
      || frame.minX >= screenBounds.maxX || frame.maxX <= screenBounds.minX
  }

  /// **visible-strip**: only the on-screen part of the keyboard counts (a hardware keyboard's
  /// accessory strip that hangs below the screen counts only its visible part). The result
  /// keeps `frame`'s origin and width with height ``visibleHeight(of:in:)``. A frame off the
  /// screen in any direction (``isOffScreen(_:in:)``), or whose visible height is 0, is hidden
  /// → ``hiddenFrame(in:)`` (revision 2: a frame left of, right of or above the screen is no
  /// keyboard either).
  public static func visibleStrip(_ frame: CGRect, in screenBounds: CGRect) -> CGRect {
    let height = visibleHeight(of: frame, in: screenBounds)
    guard height > 0, !isOffScreen(frame, in: screenBounds) else {
      return hiddenFrame(in: screenBounds)
    }
    return CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
  }
}
