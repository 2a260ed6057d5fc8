import Foundation
import KeyboardCore

/// A navigation controller (`UINavigationController`): a stack of controllers, the top one's
/// view shown under a navigation bar (44 points by default, ``navigationBarHeight``) placed at
/// the container's safe-area top (under the status bar).
///
/// By default the top controller's view fills the container and extends under the bar (a
/// translucent bar), so its safe-area top is the bar's bottom: 47 + 44 = 91 on the notched
/// phone. With the bar hidden the view gets the container's insets; a controller with
/// ``HeadlessViewController/extendsUnderTopBar`` off starts below the bar instead.
///
/// The interactive pop (swipe back) is driven by the test: ``beginInteractivePop()``,
/// ``updateInteractivePop(progress:)``, then ``cancelInteractivePop()`` or
/// ``finishInteractivePop()``.
///
/// Children are placed again only when the container's size or safe area, the bar's
/// visibility or the top controller changed — so a top view lifted by moving its frame stays
/// lifted across other layout passes.
@MainActor
open class HeadlessNavigationController: HeadlessViewController {
  /// The navigation bar's height on a phone in portrait, without large titles: 44.
  public static let defaultNavigationBarHeight: CGFloat = 44

  /// The navigation bar's height. UIKit's depends on the device and the title: 44 on a phone in
  /// portrait, 32 on a phone in landscape (compact height), 50 on an iPad, 96 with a large
  /// title (44 + 52); a test sets the one it needs. A negative or non-finite height counts
  /// as 0.
  public var navigationBarHeight: CGFloat = HeadlessNavigationController.defaultNavigationBarHeight
  {
    didSet {
      guard navigationBarHeight != oldValue else { return }
      relayOut()
    }
  }

  /// ``navigationBarHeight``, or 0 when it is negative or not finite.
  private var usableBarHeight: CGFloat {
    navigationBarHeight.isFinite ? max(navigationBarHeight, 0) : 0
  }

  /// The navigation bar view (id `"navigation-bar"`).
  public let navigationBar = HeadlessView(id: "navigation-bar")

  /// The controllers on the stack, bottom first.
  public private(set) var viewControllers: [HeadlessViewController] = []

  /// The controller revealed while an interactive pop runs.
  private var poppingToController: HeadlessViewController?

  /// Whether the navigation bar is hidden (a hidden bar is not reported to KeyboardCore).
  public var isNavigationBarHidden = false {
    didSet {
      guard isNavigationBarHidden != oldValue else { return }
      navigationBar.isHidden = isNavigationBarHidden
      relayOut()
    }
  }

  /// Creates a navigation controller with `rootController` at the bottom of its stack.
  ///
  /// - Parameters:
  ///   - rootController: The first controller, if any.
  ///   - subclassNames: Class names of a subclass, most derived first; `"UINavigationController"`
  ///     and `"UIViewController"` follow.
  public init(rootController: HeadlessViewController? = nil, subclassNames: [String] = []) {
    super.init(classNames: subclassNames + ["UINavigationController", "UIViewController"])
    view.addSubview(navigationBar)
    if let rootController { push(rootController) }
  }

  /// The controller on top of the stack.
  public var topViewController: HeadlessViewController? { viewControllers.last }

  /// `.navigation`.
  open override var containerKind: ContainerKind { .navigation }
  /// The top controller.
  open override var hostTopController: (any HostController)? { topViewController }
  /// The navigation bar while shown; `nil` while hidden.
  open override var hostNavigationBar: (any HostView)? {
    isNavigationBarHidden ? nil : navigationBar
  }
  /// Whether an interactive pop is running.
  open override var isInteractivePopActive: Bool { poppingToController != nil }

  /// The navigation bar's bottom edge in the container view's coordinates (safe-area top + the
  /// bar's height), or the safe-area top while the bar is hidden.
  public var navigationBarBottom: CGFloat {
    view.safeAreaInsets.top + (isNavigationBarHidden ? 0 : usableBarHeight)
  }

  // MARK: - Stack

  /// Pushes `controller`: it becomes the top, its view replaces the previous top's view (which
  /// leaves the hierarchy, resigning a first responder inside it). Ignored while an interactive
  /// pop runs or when the controller is already on the stack.
  public func push(_ controller: HeadlessViewController) {
    guard poppingToController == nil, !viewControllers.contains(where: { $0 === controller }) else {
      return
    }
    let previous = topViewController
    addChild(controller)
    viewControllers.append(controller)
    show(controller)
    previous?.view.removeFromSuperview()
    relayOut()
  }

  /// Pops the top controller (not the last one); returns it. Ignored while an interactive pop
  /// runs.
  @discardableResult
  public func popController() -> HeadlessViewController? {
    guard poppingToController == nil, viewControllers.count > 1, let top = viewControllers.popLast()
    else { return nil }
    if let revealed = topViewController { show(revealed) }
    top.view.removeFromSuperview()
    top.removeFromParent()
    relayOut()
    return top
  }

  /// Replaces the whole stack (ignored while an interactive pop runs).
  public func setViewControllers(_ controllers: [HeadlessViewController]) {
    guard poppingToController == nil else { return }
    for old in viewControllers where !controllers.contains(where: { $0 === old }) {
      old.view.removeFromSuperview()
      old.removeFromParent()
    }
    viewControllers = []
    for controller in controllers where !viewControllers.contains(where: { $0 === controller }) {
      addChild(controller)
      viewControllers.append(controller)
      if controller !== controllers.last { controller.view.removeFromSuperview() }
    }
    if let top = topViewController { show(top) }
    relayOut()
  }

  // MARK: - Interactive pop

  /// Starts a swipe back: the controller below the top has its view put back under the top
  /// view. Returns `false` when there is nothing to pop or a pop already runs.
  @discardableResult
  public func beginInteractivePop() -> Bool {
    guard poppingToController == nil, viewControllers.count > 1 else { return false }
    let revealed = viewControllers[viewControllers.count - 2]
    poppingToController = revealed
    revealed.invalidatePlacement()
    view.insertSubview(revealed.view, at: 0)
    relayOut()
    return true
  }

  /// Moves the views as the finger does: the top view slides right by `progress × width`, the
  /// revealed view slides in from −30 % of the width (progress is clamped to 0…1).
  public func updateInteractivePop(progress: CGFloat) {
    guard let revealed = poppingToController, let top = topViewController else { return }
    let clamped = progress.isFinite ? min(max(progress, 0), 1) : 0
    let width = view.bounds.width
    top.view.frame.origin.x = width * clamped
    revealed.view.frame.origin.x = -0.3 * width * (1 - clamped)
  }

  /// Cancels the swipe back: the top view slides back to x = 0 (its y is left alone) and the
  /// revealed view leaves the hierarchy.
  public func cancelInteractivePop() {
    guard let revealed = poppingToController else { return }
    poppingToController = nil
    topViewController?.view.frame.origin.x = 0
    revealed.view.removeFromSuperview()
  }

  /// Completes the swipe back: the top controller is popped and its view detached; the
  /// revealed controller is the top, placed in full.
  public func finishInteractivePop() {
    guard let revealed = poppingToController, let top = viewControllers.popLast() else { return }
    poppingToController = nil
    top.view.removeFromSuperview()
    top.removeFromParent()
    revealed.invalidatePlacement()
    relayOut()
  }

  // MARK: - Layout

  /// Places the bar at the safe-area top and the visible children's views.
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let insets = view.safeAreaInsets
    let bounds = view.bounds
    navigationBar.frame = CGRect(
      x: 0, y: insets.top, width: bounds.width, height: usableBarHeight)
    let barBottom = navigationBarBottom
    var visible: [HeadlessViewController] = []
    if let revealed = poppingToController { visible.append(revealed) }
    if let top = topViewController { visible.append(top) }
    for child in visible {
      let extendsUnderBar = child.extendsUnderTopBar || isNavigationBarHidden
      let key = PlacementKey(
        containerSize: bounds.size, containerInsets: insets,
        detail:
          "bar-hidden:\(isNavigationBarHidden) bar:\(usableBarHeight) extends:\(extendsUnderBar)")
      if extendsUnderBar {
        child.place(
          frame: bounds,
          safeAreaInsets: EdgeInsets(
            top: barBottom, left: insets.left, bottom: insets.bottom, right: insets.right),
          key: key)
      } else {
        child.place(
          frame: CGRect(
            x: 0, y: barBottom, width: bounds.width, height: max(bounds.height - barBottom, 0)),
          safeAreaInsets: EdgeInsets(
            top: 0, left: insets.left, bottom: insets.bottom, right: insets.right),
          key: key)
      }
    }
  }

  /// Puts `controller`'s view in the container, under the bar.
  private func show(_ controller: HeadlessViewController) {
    controller.invalidatePlacement()
    if controller.view.superview !== view {
      view.insertSubview(controller.view, belowSubview: navigationBar)
    }
  }

  private func relayOut() {
    view.setNeedsLayout()
    view.layoutIfNeeded()
  }
}
