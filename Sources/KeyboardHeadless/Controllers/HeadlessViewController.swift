import Foundation
import KeyboardCore

/// A view controller of the headless backend.
///
/// It owns a root ``view`` (the view's ``HeadlessView/owningViewController`` is set), has a
/// parent and children (``addChild(_:)``), can present another controller over its window,
/// and names its class chain in ``classNames`` so ``isKind(of:)`` matches subclasses as UIKit
/// does: a subclass made with `classNames: ["MyFormController", "UIViewController"]` is a kind
/// of both.
///
/// Safe area: a container (or the window) that places this controller's view gives it insets,
/// which the view keeps while only its frame moves. A child whose view the app placed itself
/// gets its overlap with its superview's safe area when that superview lays out.
/// ``additionalSafeAreaInsets`` are added either way.
///
/// Override ``viewWillLayoutSubviews()`` to place subviews of ``view`` when it lays out.
@MainActor
open class HeadlessViewController: HostController {
  /// The root view.
  public let view: HeadlessView

  /// The class chain, most derived first, always ending with `"UIViewController"`.
  public let classNames: [String]

  /// The parent controller, if any.
  public var parent: HeadlessViewController? { storedParent }
  /// ``parent``'s storage, behind a public property for the reason HeadlessView gives.
  private weak var storedParent: HeadlessViewController?

  /// The child controllers, in the order they were added.
  public private(set) var children: [HeadlessViewController] = []

  /// The controller that presented this one, if it is presented.
  public private(set) weak var presentingController: HeadlessViewController?

  /// The controller this one presents, if any.
  public private(set) var presentedController: HeadlessViewController?

  /// The controller an app chose as the root to move for inputs in this controller, instead of
  /// the one KeyboardCore's rule would pick; `nil` to use the rule. Held weakly.
  public weak var preferredKeyboardRootController: (any HostController)?

  /// The search bar of this controller's navigation item's search controller (UIKit:
  /// `navigationItem.searchController?.searchBar`); KeyboardLift never adjusts its field.
  public var navigationItemSearchBar: HeadlessSearchBar?

  /// Insets added to the safe area the container gives the view (UIKit's
  /// `additionalSafeAreaInsets`).
  ///
  /// A change reaches the view's ``HeadlessView/safeAreaInsets`` at once, and the next layout
  /// pass of the view applies it: safe-area pins of its subviews (and containers' children)
  /// move with it.
  public var additionalSafeAreaInsets: EdgeInsets = .zero {
    didSet {
      guard additionalSafeAreaInsets != oldValue else { return }
      if let assigned = view.assignedSafeAreaInsets {
        let new = additionalSafeAreaInsets
        view.assignedSafeAreaInsets =
          assigned
          + EdgeInsets(
            top: new.top - oldValue.top, left: new.left - oldValue.left,
            bottom: new.bottom - oldValue.bottom, right: new.right - oldValue.right)
      }
      // The container need not place the view again (its frame stays where it is, lifted or
      // not); the insets above are already right.
      view.setNeedsLayout()
      view.superview?.setNeedsLayout()
    }
  }

  /// Whether the root view's layout margins are at least ``systemMinimumLayoutMargins``
  /// (UIKit default `true`).
  public var viewRespectsSystemMinimumLayoutMargins = true

  /// Whether a navigation controller lays this controller's view out under its (translucent)
  /// navigation bar, so the bar is in the view's safe-area top (UIKit default: `true`,
  /// `edgesForExtendedLayout` includes `.top`). When `false` the view starts below the bar.
  public var extendsUnderTopBar = true {
    didSet {
      guard extendsUnderTopBar != oldValue else { return }
      lastPlacement = nil
      view.superview?.setNeedsLayout()
    }
  }

  /// Whether a scroll view that is this controller's view adjusts its top and bottom content
  /// insets for the safe area inside a navigation controller even when it does not scroll
  /// (UIKit's deprecated property of that name, default `true`; see
  /// ``HeadlessScrollView/adjustedContentInset``).
  public var automaticallyAdjustsScrollViewInsets = true

  /// What the container's last placement of ``view`` depended on.
  var lastPlacement: PlacementKey?

  /// How many times a container has placed ``view`` (its frame written by the container's
  /// layout): a simulator tells from it that the container placed the view again, even where
  /// the new frame is the old one.
  package private(set) var containerPlacementCount = 0

  /// Creates a controller.
  ///
  /// - Parameters:
  ///   - classNames: The class chain, most derived first, e.g.
  ///     `["MyFormController", "UIViewController"]`; `"UIViewController"` is appended when
  ///     missing.
  ///   - view: The root view (a plain view by default). Its base layout margins become zero;
  ///     the controller's system minimum margins apply instead.
  public init(classNames: [String] = [], view: HeadlessView = HeadlessView()) {
    self.classNames =
      classNames.contains("UIViewController") ? classNames : classNames + ["UIViewController"]
    self.view = view
    view.storedOwningViewController = self
    view.layoutMargins = .zero
  }

  // MARK: - HostController

  /// The root view, as KeyboardCore sees it.
  public var hostView: (any HostView)? { view }
  /// The parent, as KeyboardCore sees it.
  public var hostParent: (any HostController)? { parent }
  /// The children, as KeyboardCore sees them.
  public var hostChildren: [any HostController] { children }
  /// `.none`; containers override it.
  open var containerKind: ContainerKind { .none }
  /// `nil`; a navigation controller returns its top controller.
  open var hostTopController: (any HostController)? { nil }
  /// `nil`; a tab bar controller returns its selected controller.
  open var hostSelectedController: (any HostController)? { nil }
  /// `nil`; a navigation controller returns its bar while shown.
  open var hostNavigationBar: (any HostView)? { nil }
  /// `false`; a navigation controller reports its interactive pop.
  open var isInteractivePopActive: Bool { false }
  /// The presenting controller, as KeyboardCore sees it.
  public var hostPresentingController: (any HostController)? { presentingController }
  /// ``navigationItemSearchBar``, as KeyboardCore sees it.
  public var hostNavigationItemSearchBar: (any HostView)? { navigationItemSearchBar }
  /// ``additionalSafeAreaInsets``, as KeyboardCore sees them; only the ledger sets them.
  public package(set) var hostAdditionalSafeAreaInsets: EdgeInsets {
    get { additionalSafeAreaInsets }
    set { additionalSafeAreaInsets = newValue }
  }

  /// Whether ``classNames`` contains `controllerClass`'s name (so subclasses match).
  public func isKind(of controllerClass: ControllerClass) -> Bool {
    classNames.contains(controllerClass.name)
  }

  // MARK: - Children

  /// Makes `child` a child of this controller (removing it from its old parent). Like UIKit it
  /// does not add the child's view; containers and apps place it.
  public func addChild(_ child: HeadlessViewController) {
    guard child !== self, child.parent !== self else { return }
    child.removeFromParent()
    children.append(child)
    child.storedParent = self
  }

  /// Removes this controller from its parent (its view stays where it is, as in UIKit).
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.storedParent = nil
  }

  // MARK: - Presentation

  /// Presents `controller` over this controller's window: its view fills the window with the
  /// window's safe area, above everything. Returns `false` when this controller's view is not
  /// in a window or it already presents a controller.
  @discardableResult
  public func present(_ controller: HeadlessViewController) -> Bool {
    guard presentedController == nil, controller.presentingController == nil, controller !== self,
      let window = view.window
    else { return false }
    presentedController = controller
    controller.presentingController = self
    window.present(controller)
    return true
  }

  /// Dismisses the controller this one presents (and whatever that one presents); called on a
  /// presented controller with nothing presented, dismisses itself.
  public func dismiss() {
    guard let presented = presentedController else {
      presentingController?.dismiss()
      return
    }
    if presented.presentedController != nil { presented.dismiss() }
    presented.view.window?.dismiss(presented)
    presented.presentingController = nil
    presentedController = nil
  }

  // MARK: - Layout

  /// The smallest layout margins of the root view: 0 top and bottom, 16 left and right on a
  /// compact-width window, 20 on a regular-width one (UIKit's
  /// `systemMinimumLayoutMargins`).
  public var systemMinimumLayoutMargins: EdgeInsets {
    let side: CGFloat = view.window?.profile.horizontalSizeClass == .regular ? 20 : 16
    return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
  }

  /// Called at the start of each layout pass of ``view``, before its subviews' safe-area pins
  /// are applied. Containers override it to place their children; the default does nothing.
  open func viewWillLayoutSubviews() {}

  /// Places ``view`` as a container does: frame and safe-area insets (plus
  /// ``additionalSafeAreaInsets``), unless `key` equals the last placement's.
  func place(frame: CGRect, safeAreaInsets: EdgeInsets, key: PlacementKey) {
    guard lastPlacement != key else { return }
    lastPlacement = key
    containerPlacementCount += 1
    view.frame = frame
    view.assignedSafeAreaInsets = safeAreaInsets + additionalSafeAreaInsets
    view.isPlacedByContainer = true
    view.setNeedsLayout()
  }

  /// Forces the next layout pass of the container to place ``view`` again.
  func invalidatePlacement() {
    lastPlacement = nil
  }
}
