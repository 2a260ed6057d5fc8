import Foundation

/// The root controller of a session and what it looked like when the session began
/// (Behavior.md §4.3): the root view's origin `y₀`, its safe-area insets, the orientation and the
/// window's size.
///
/// It holds the controller weakly: a configuration never keeps a dismissed screen alive.
@MainActor
public final class RootConfiguration {
  /// The root controller, while it lives.
  public var controller: (any HostController)? { controllerStorage }
  // Private, read at every input: a stored property other modules can reach pays a runtime
  // exclusivity check at each access (`swift_beginAccess`, 76 instructions).
  private weak var controllerStorage: (any HostController)?
  /// The root view's origin when the configuration was captured.
  public let capturedOrigin: CGPoint
  /// The root view's safe-area insets when captured.
  public let capturedSafeAreaInsets: EdgeInsets
  /// The window's interface orientation when captured.
  public let capturedOrientation: InterfaceOrientation
  /// The window the root view was in when captured.
  public var capturedWindow: (any HostWindow)? { capturedWindowStorage }
  private weak var capturedWindowStorage: (any HostWindow)?  // Private: see `controllerStorage`.
  /// The size of that window's bounds when captured (zero without a window).
  public let capturedWindowSize: CGSize

  /// Captures the current state of `controller`'s view. Returns `nil` when the controller has
  /// no view loaded.
  public init?(controller: any HostController) {
    guard let view = controller.hostView else { return nil }
    self.controllerStorage = controller
    capturedOrigin = view.frame.origin
    capturedSafeAreaInsets = view.hostSafeAreaInsets
    capturedWindowStorage = view.hostWindow
    capturedOrientation = view.hostWindow?.interfaceOrientation ?? .unknown
    capturedWindowSize = view.hostWindow?.bounds.size ?? .zero
  }

  /// The root controller's view, while it lives.
  public var rootView: (any HostView)? { controller?.hostView }

  /// The navigation controller around the root controller, if any.
  public var navigationController: (any HostController)? {
    controller?.enclosingNavigationController
  }

  /// Whether that navigation controller is running its interactive pop (swipe back).
  public var isInteractivePopActive: Bool {
    navigationController?.isInteractivePopActive ?? false
  }

  /// Whether the root view is in a window (the root part of readiness, Behavior.md §4.2).
  public var isInWindow: Bool { rootView?.hostWindow != nil }

  /// Whether the root view's origin differs from the captured one.
  public var hasChanged: Bool {
    guard let view = rootView else { return false }
    return view.frame.origin != capturedOrigin
  }

  /// How far the root view is lifted now: `y₀ − y` (0 when it is gone).
  public var movedDistance: CGFloat {
    guard let view = rootView else { return 0 }
    return capturedOrigin.y - view.frame.origin.y
  }

  /// Whether `controller`, in `window` with `orientation`, is the same root this
  /// configuration captured (same controller, same window, same orientation).
  public func matches(
    controller other: any HostController, window: (any HostWindow)?,
    orientation: InterfaceOrientation
  ) -> Bool {
    controller === other && capturedWindow === window && capturedOrientation == orientation
  }
}
