import Foundation
import KeyboardCore

/// A device as the headless backend models it: its screen, the app window on that screen, the
/// window's safe area, and the keyboard frames iOS reports there.
///
/// Every frame is in screen coordinates (points). The built-in profiles are listed in
/// ``all``; each has a stable ``name`` for scenario files (`"notched-phone"`).
public struct DeviceProfile: Sendable, Equatable, Codable, CustomStringConvertible {
  /// A stable identifier for scenario files, e.g. `"notched-phone"`.
  public var name: String
  /// The screen's bounds (origin (0, 0)).
  public var screenBounds: CGRect
  /// The app window's frame on the screen; not at the origin for iPad Stage Manager windows.
  public var windowFrame: CGRect
  /// The window's own safe-area insets.
  public var safeAreaInsets: EdgeInsets
  /// Pixels per point.
  public var scale: CGFloat
  /// The interface orientation.
  public var orientation: InterfaceOrientation
  /// The status bar's height inside the window (0 when none shows there).
  public var statusBarHeight: CGFloat
  /// The window's horizontal size class.
  public var horizontalSizeClass: UserInterfaceSizeClass
  /// The end frame the keyboard reports when it shows on this device, as iOS reports it — the
  /// docked keyboard, or the profile's variant (floating, hardware-keyboard strip).
  public var keyboardFrame: CGRect
  /// The end frame of the docked on-screen software keyboard on this device (equal to
  /// ``keyboardFrame`` for profiles whose keyboard is docked).
  public var dockedKeyboardFrame: CGRect
  /// The animation of the keyboard's show and hide (iOS: 0.25 s, curve 7).
  public var keyboardAnimation: KeyboardAnimation

  /// Creates a profile.
  public init(
    name: String, screenBounds: CGRect, windowFrame: CGRect? = nil,
    safeAreaInsets: EdgeInsets, scale: CGFloat, orientation: InterfaceOrientation,
    statusBarHeight: CGFloat, horizontalSizeClass: UserInterfaceSizeClass,
    keyboardFrame: CGRect, dockedKeyboardFrame: CGRect? = nil,
    keyboardAnimation: KeyboardAnimation = KeyboardAnimation(duration: 0.25, curve: 7)
  ) {
    self.name = name
    self.screenBounds = screenBounds
    self.windowFrame = windowFrame ?? screenBounds
    self.safeAreaInsets = safeAreaInsets
    self.scale = scale
    self.orientation = orientation
    self.statusBarHeight = statusBarHeight
    self.horizontalSizeClass = horizontalSizeClass
    self.keyboardFrame = keyboardFrame
    self.dockedKeyboardFrame = dockedKeyboardFrame ?? keyboardFrame
    self.keyboardAnimation = keyboardAnimation
  }

  /// Where `frame` sits while the keyboard is hidden: the same size, moved just below the
  /// screen's bottom edge (the begin frame of a show, the end frame of a hide).
  public func offscreenKeyboardFrame(for frame: CGRect) -> CGRect {
    CGRect(x: frame.minX, y: screenBounds.maxY, width: frame.width, height: frame.height)
  }

  /// The height of ``keyboardFrame`` that is on screen: `max(screen.maxY − frame.minY, 0)`,
  /// capped by the frame's height.
  public var visibleKeyboardHeight: CGFloat {
    min(max(screenBounds.maxY - keyboardFrame.minY, 0), keyboardFrame.height)
  }

  /// The name.
  public var description: String { name }
}
