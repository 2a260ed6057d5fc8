import Foundation
import KeyboardCore

/// A window of the headless backend: the root of a view tree, placed on a screen by a
/// ``DeviceProfile``.
///
/// Its frame is its frame in screen coordinates (``frameInScreen``, not always at the screen
/// origin); its bounds, origin (0, 0), are window coordinates. Its safe-area insets, scale,
/// orientation and status bar come from the profile. Installing a ``rootController`` fills the
/// window with the controller's view, gives it the window's safe area and lays it out.
/// ``apply(_:)`` switches to another profile (a rotation) and lays everything out again.
@MainActor
public final class HeadlessWindow: HeadlessView, HostWindow {
  // Stored behind public properties for the reason HeadlessView gives: the runtime's
  // exclusivity check at each read of a public stored property.

  /// The device profile the window follows.
  public var profile: DeviceProfile { storedProfile }
  private var storedProfile: DeviceProfile

  /// The window's first-responder tracking.
  public let focusSystem: HeadlessFocusSystem

  /// The animator whose running animation stamps the recorded changes of the window's views
  /// (see ``RecordedChange/animation``); `nil` records no animation.
  public var animator: HeadlessAnimator? {
    get { storedAnimator }
    set { storedAnimator = newValue }
  }
  private var storedAnimator: HeadlessAnimator?

  /// The controllers presented over the root controller, bottom to top.
  public private(set) var presentedControllers: [HeadlessViewController] = []

  /// Creates a window placed by `profile`.
  public init(profile: DeviceProfile = .notchedPhone, id: String = "window") {
    self.storedProfile = profile
    self.focusSystem = HeadlessFocusSystem()
    super.init(frame: profile.windowFrame, id: id)
    moveToWindow(self)
    focusSystem.window = self
  }

  /// The window's frame in screen coordinates (its `frame`).
  public var frameInScreen: CGRect { frame }
  /// The screen's bounds, from the profile.
  public var screenBounds: CGRect { profile.screenBounds }
  /// Pixels per point of the screen, from the profile.
  public var screenScale: CGFloat { profile.scale }
  /// The interface orientation, from the profile.
  public var interfaceOrientation: InterfaceOrientation { profile.orientation }
  /// The status bar's height in the window, from the profile.
  public var statusBarHeight: CGFloat { profile.statusBarHeight }

  /// The root controller. Setting it removes the old root view, puts the new one at the
  /// bottom of the window filling its bounds with the window's safe area, and lays it out.
  public var rootController: HeadlessViewController? {
    didSet {
      guard rootController !== oldValue else { return }
      oldValue?.view.removeFromSuperview()
      if let controller = rootController {
        controller.view.removeFromSuperview()
        insertSubview(controller.view, at: 0)
      }
      setNeedsLayout()
      layoutIfNeeded()
    }
  }

  /// The root controller, as KeyboardCore sees it.
  public var hostRootController: (any HostController)? { rootController }

  /// Switches the window to `profile` — new frame, safe area, orientation, scale, status bar
  /// (a rotation, or a move to another device) — and lays everything out again. Containers
  /// re-place their children, so a lifted root view goes back to its place, as on a real
  /// rotation.
  public func apply(_ profile: DeviceProfile) {
    self.storedProfile = profile
    frame = profile.windowFrame
    setNeedsLayout()
    layoutIfNeeded()
  }

  /// Places the root and presented controllers' views (only when the window's size or safe
  /// area changed since they were placed, or they are new), then applies safe-area pins.
  public override func layoutSubviews() {
    let key = PlacementKey(
      containerSize: bounds.size, containerInsets: safeAreaInsets, detail: "window")
    rootController?.place(frame: bounds, safeAreaInsets: safeAreaInsets, key: key)
    for controller in presentedControllers {
      controller.place(frame: bounds, safeAreaInsets: safeAreaInsets, key: key)
    }
    super.layoutSubviews()
  }

  /// Presents `controller` over everything in the window and lays it out.
  func present(_ controller: HeadlessViewController) {
    guard !presentedControllers.contains(where: { $0 === controller }) else { return }
    controller.view.removeFromSuperview()
    presentedControllers.append(controller)
    addSubview(controller.view)
    layoutIfNeeded()
  }

  /// Removes a presented controller's view.
  func dismiss(_ controller: HeadlessViewController) {
    guard let index = presentedControllers.firstIndex(where: { $0 === controller }) else { return }
    presentedControllers.remove(at: index)
    controller.view.removeFromSuperview()
  }
}
