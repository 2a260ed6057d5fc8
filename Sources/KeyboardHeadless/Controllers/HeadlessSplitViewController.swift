import Foundation
import KeyboardCore

/// A split view controller (`UISplitViewController`, side-by-side style) with a primary and a
/// secondary controller.
///
/// In a regular-width window both show: the primary column, ``preferredPrimaryColumnWidth``
/// wide (320 by default), on the left and the secondary filling the rest; each column's view
/// gets its overlap with the container's safe area. In a compact-width window (or outside a
/// window) the split is collapsed: only the secondary shows, filling the container with its
/// safe area.
@MainActor
open class HeadlessSplitViewController: HeadlessViewController {
  /// The primary (sidebar) controller.
  public let primaryController: HeadlessViewController
  /// The secondary (detail) controller.
  public let secondaryController: HeadlessViewController

  /// The primary column's width when both columns show.
  public var preferredPrimaryColumnWidth: CGFloat = 320 {
    didSet {
      guard preferredPrimaryColumnWidth != oldValue else { return }
      view.setNeedsLayout()
      view.layoutIfNeeded()
    }
  }

  /// Creates a split view controller.
  ///
  /// - Parameters:
  ///   - primary: The primary (sidebar) controller.
  ///   - secondary: The secondary (detail) controller.
  ///   - subclassNames: Class names of a subclass, most derived first;
  ///     `"UISplitViewController"` and `"UIViewController"` follow.
  public init(
    primary: HeadlessViewController, secondary: HeadlessViewController, subclassNames: [String] = []
  ) {
    self.primaryController = primary
    self.secondaryController = secondary
    super.init(classNames: subclassNames + ["UISplitViewController", "UIViewController"])
    addChild(primary)
    addChild(secondary)
    view.addSubview(secondary.view)
  }

  /// `.split`.
  open override var containerKind: ContainerKind { .split }

  /// Whether only the secondary shows: the window is compact-width (or there is no window).
  public var isCollapsed: Bool { view.window?.profile.horizontalSizeClass != .regular }

  /// Places the columns (or the collapsed secondary).
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let insets = view.safeAreaInsets
    let bounds = view.bounds
    if isCollapsed {
      if primaryController.view.superview === view { primaryController.view.removeFromSuperview() }
      if secondaryController.view.superview !== view { view.addSubview(secondaryController.view) }
      secondaryController.place(
        frame: bounds, safeAreaInsets: insets,
        key: PlacementKey(containerSize: bounds.size, containerInsets: insets, detail: "collapsed"))
      return
    }
    if primaryController.view.superview !== view {
      view.insertSubview(primaryController.view, at: 0)
    }
    if secondaryController.view.superview !== view { view.addSubview(secondaryController.view) }
    let primaryWidth = min(max(preferredPrimaryColumnWidth, 0), bounds.width)
    let primaryFrame = CGRect(x: 0, y: 0, width: primaryWidth, height: bounds.height)
    let secondaryFrame = CGRect(
      x: primaryWidth, y: 0, width: bounds.width - primaryWidth, height: bounds.height)
    let key = PlacementKey(
      containerSize: bounds.size, containerInsets: insets, detail: "columns:\(primaryWidth)")
    primaryController.place(
      frame: primaryFrame, safeAreaInsets: view.overlapInsets(of: primaryFrame), key: key)
    secondaryController.place(
      frame: secondaryFrame, safeAreaInsets: view.overlapInsets(of: secondaryFrame), key: key)
  }
}
