import Foundation

/// The interface orientation of a window, as `UIInterfaceOrientation`.
public enum InterfaceOrientation: String, Sendable, Codable, CaseIterable {
  /// Not known.
  case unknown
  /// Portrait, home button or indicator at the bottom.
  case portrait
  /// Portrait, upside down.
  case portraitUpsideDown
  /// Landscape, home indicator on the left.
  case landscapeLeft
  /// Landscape, home indicator on the right.
  case landscapeRight

  /// Whether the orientation is one of the two landscape ones.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A window: the root of a view tree, placed on a screen.
@MainActor
public protocol HostWindow: HostView {
  /// The window's frame in screen coordinates (not always at the screen origin: iPad
  /// multitasking, Stage Manager).
  var frameInScreen: CGRect { get }
  /// The bounds of the screen the window is on, in screen coordinates.
  var screenBounds: CGRect { get }
  /// Pixels per point of that screen.
  var screenScale: CGFloat { get }
  /// The interface orientation of the window's scene.
  var interfaceOrientation: InterfaceOrientation { get }
  /// The status bar's height in the window (0 when hidden).
  var statusBarHeight: CGFloat { get }
  /// The window's root controller.
  var hostRootController: (any HostController)? { get }
}

extension HostWindow {
  /// Converts a rectangle from screen coordinates to this window's coordinates.
  public func convertFromScreen(_ rect: CGRect) -> CGRect {
    rect.offsetBy(dx: -frameInScreen.minX, dy: -frameInScreen.minY)
  }
}
