import Foundation
import KeyboardCore

/// A tab bar controller (`UITabBarController`): a tab bar at the bottom, 49 points plus the
/// container's bottom safe-area inset (the home indicator) — 49 + 34 = 83 on the notched phone,
/// 49 on a phone with a home button — and the selected controller's view filling the container
/// with its safe-area bottom equal to the whole tab bar's height.
///
/// Children are placed again only when the container's size or safe area or the selection
/// changed.
@MainActor
open class HeadlessTabBarController: HeadlessViewController {
  /// The tab bar's height above the home indicator.
  public static let tabBarHeight: CGFloat = 49

  /// The tab bar view (id `"tab-bar"`).
  public let tabBar = HeadlessView(id: "tab-bar")

  /// The controllers of the tabs.
  public private(set) var viewControllers: [HeadlessViewController] = []

  private var storedSelectedIndex = 0

  /// Creates a tab bar controller.
  ///
  /// - Parameters:
  ///   - controllers: One controller per tab.
  ///   - selectedIndex: The tab shown first (an index out of range selects the first tab).
  ///   - subclassNames: Class names of a subclass, most derived first; `"UITabBarController"`
  ///     and `"UIViewController"` follow.
  public init(
    controllers: [HeadlessViewController] = [], selectedIndex: Int = 0, subclassNames: [String] = []
  ) {
    super.init(classNames: subclassNames + ["UITabBarController", "UIViewController"])
    view.addSubview(tabBar)
    setViewControllers(controllers, selectedIndex: selectedIndex)
  }

  /// `.tabBar`.
  open override var containerKind: ContainerKind { .tabBar }
  /// The selected controller.
  open override var hostSelectedController: (any HostController)? { selectedController }

  /// The index of the selected tab. Setting an index out of range is ignored.
  public var selectedIndex: Int {
    get { storedSelectedIndex }
    set {
      guard viewControllers.indices.contains(newValue), newValue != storedSelectedIndex else {
        return
      }
      selectedController?.view.removeFromSuperview()
      storedSelectedIndex = newValue
      showSelected()
    }
  }

  /// The selected controller, or `nil` when there are no tabs.
  public var selectedController: HeadlessViewController? {
    viewControllers.indices.contains(storedSelectedIndex)
      ? viewControllers[storedSelectedIndex] : nil
  }

  /// The tab bar's full height: 49 plus the container's bottom safe-area inset.
  public var tabBarFullHeight: CGFloat { Self.tabBarHeight + view.safeAreaInsets.bottom }

  /// Replaces the tabs and selects `selectedIndex` (the first tab when out of range).
  public func setViewControllers(_ controllers: [HeadlessViewController], selectedIndex: Int = 0) {
    for old in viewControllers {
      old.view.removeFromSuperview()
      old.removeFromParent()
    }
    viewControllers = []
    for controller in controllers where !viewControllers.contains(where: { $0 === controller }) {
      addChild(controller)
      viewControllers.append(controller)
      controller.view.removeFromSuperview()
    }
    storedSelectedIndex = viewControllers.indices.contains(selectedIndex) ? selectedIndex : 0
    showSelected()
  }

  /// Places the tab bar at the bottom and the selected controller's view.
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let insets = view.safeAreaInsets
    let bounds = view.bounds
    let barHeight = Self.tabBarHeight + insets.bottom
    tabBar.frame = CGRect(
      x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
    selectedController?.place(
      frame: bounds,
      safeAreaInsets: EdgeInsets(
        top: insets.top, left: insets.left, bottom: barHeight, right: insets.right),
      key: PlacementKey(containerSize: bounds.size, containerInsets: insets, detail: "tab"))
  }

  private func showSelected() {
    if let selected = selectedController {
      selected.invalidatePlacement()
      if selected.view.superview !== view {
        view.insertSubview(selected.view, belowSubview: tabBar)
      }
    }
    view.setNeedsLayout()
    view.layoutIfNeeded()
  }
}
