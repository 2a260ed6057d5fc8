import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardLift

/// Reads the raw state the invariant checker needs from the real world and the reference world
/// after a step (``WorldReading``): what UIKit would report on a device, with no rule of
/// KeyboardLift applied. The keyboard notifications are read from where the last reading
/// stopped, so a run reads each one once.
@MainActor
struct WorldReader {
  let world: ScenarioWorld
  let reference: ScenarioWorld
  /// How many of the keyboard's posted notifications earlier readings took.
  private var notificationsRead = 0

  init(world: ScenarioWorld, reference: ScenarioWorld) {
    self.world = world
    self.reference = reference
  }

  /// Reads the worlds now; `manager` gives the settings and the registered adjusters.
  ///
  /// The optionals and lists of a reading are walked with `if let` and loops rather than
  /// closures: a closure formed in this main-actor code checks at each call that it runs on
  /// the main actor (≈ 220 instructions).
  mutating func read(manager: KeyboardManager) -> WorldReading {
    let app = world.app
    let posted = app.keyboard.postedNotifications
    var fresh: [KeyboardNotificationReading] = []
    for notification in posted[min(notificationsRead, posted.count)...] {
      fresh.append(Self.reading(notification))
    }
    notificationsRead = posted.count
    var controllers: [(String, HeadlessViewController)] = []
    var isInteractivePopRunning = false
    for id in world.registry.declaredControllerIDs {
      guard let controller = world.registry.controller(id) else { continue }
      controllers.append((id, controller))
      if controller.isInteractivePopActive { isInteractivePopRunning = true }
    }
    var reading = WorldReading(
      screenBounds: app.profile.screenBounds, windowFrame: app.profile.windowFrame,
      statusBarHeight: app.window.statusBarHeight, keyboardNotifications: fresh,
      keyboardDistance: manager.settings.keyboardDistance,
      adjusters: manager.adjusters.identifiers.map(\.rawValue),
      isInteractivePopRunning: isInteractivePopRunning,
      field: field(), roots: roots(controllers), scrollViews: scrollViews())
    reading.offsetsOutOfTheWindow = offsetsOutOfTheWindow()
    return reading
  }

  // MARK: - Keyboard

  private static func reading(_ posted: PostedKeyboardNotification) -> KeyboardNotificationReading {
    // The userInfo is walked once rather than looked up three times: a look-up hashes an
    // `AnyHashable` string and compares boxed keys, ≈ 3.5k instructions on Linux.
    var endFrame: Any?
    var beginFrame: Any?
    var duration: Any?
    for (key, value) in posted.userInfo {
      switch key.base as? String {
      case KeyboardUserInfoKey.frameEnd: endFrame = value
      case KeyboardUserInfoKey.frameBegin: beginFrame = value
      case KeyboardUserInfoKey.animationDuration: duration = value
      default: break
      }
    }
    return KeyboardNotificationReading(
      name: posted.name, endFrame: Self.value(endFrame), beginFrame: Self.value(beginFrame),
      duration: Self.duration(duration))
  }

  private static func value(_ raw: Any?) -> KeyboardNotificationReading.Value<CGRect> {
    guard let raw else { return .absent }
    return (raw as? CGRect).map { .value($0) } ?? .malformed
  }

  private static func duration(_ raw: Any?) -> KeyboardNotificationReading.Value<Double> {
    guard let raw else { return .absent }
    if let double = raw as? Double { return .value(double) }
    if let integer = raw as? Int { return .value(Double(integer)) }
    return .malformed
  }

  // MARK: - Field

  private func field() -> FieldReading? {
    guard let input: HeadlessView = world.app.focus.firstResponder, input.window != nil,
      let id = world.registry.viewID(of: input)
    else { return nil }
    let ancestors = Self.ancestors(of: input)
    var referenceFrame: CGRect?
    if let referenceInput = reference.registry.view(id), referenceInput.window != nil {
      referenceFrame = Self.frameInWindow(referenceInput)
    }
    var distanceSetting = input.keyboardSettings.distanceFromKeyboard
    if distanceSetting == nil, let searchBar = ancestors.first(where: { $0 is HeadlessSearchBar }) {
      distanceSetting = searchBar.keyboardSettings.distanceFromKeyboard
    }
    var rootControllerID: String?
    if let root = Self.rootController(of: input, ancestors: ancestors) {
      rootControllerID = world.registry.controllerID(of: root)
    }
    var scrollViews: [ScrollViewReading] = []
    for case let scrollView as HeadlessScrollView in ancestors {
      scrollViews.append(self.scrollView(scrollView))
    }
    return FieldReading(
      id: id, frame: Self.frameInWindow(input), referenceFrame: referenceFrame,
      distanceSetting: distanceSetting, rootControllerID: rootControllerID,
      scrollViews: scrollViews, isInAlertController: Self.isInAlertController(input, ancestors))
  }

  /// Whether `view`'s nearest controller, or one of its parents, is a `UIAlertController`
  /// (Behavior.md §3). `ancestors` are `view`'s superviews, nearest first.
  private static func isInAlertController(_ view: HeadlessView, _ ancestors: [HeadlessView])
    -> Bool
  {
    var controller = view.owningViewController
    for ancestor in ancestors where controller == nil { controller = ancestor.owningViewController }
    while let current = controller {
      if current.classNames.contains("UIAlertController") { return true }
      controller = current.parent
    }
    return false
  }

  /// The root controller of `view` by the rule of Behavior.md §4.3, applied here rather than
  /// through KeyboardCore's resolver: the nearest controller's app-chosen root if it has one;
  /// else, repeated until it settles: in a navigation controller, the outermost one's top
  /// controller (or, when that navigation controller is a child of a plain controller, the
  /// plain controller above it); in a tab bar controller, the selected controller (its top
  /// controller when that is a navigation controller); else the last parent that is not a
  /// container. `ancestors` are `view`'s superviews, nearest first.
  private static func rootController(of view: HeadlessView, ancestors: [HeadlessView])
    -> HeadlessViewController?
  {
    var nearestController = view.owningViewController
    for ancestor in ancestors where nearestController == nil {
      nearestController = ancestor.owningViewController
    }
    guard let nearest = nearestController else { return nil }
    if let preferred = nearest.preferredKeyboardRootController as? HeadlessViewController {
      return preferred
    }
    var current = nearest
    for _ in 0..<64 {
      let next = rootStep(from: current)
      if next === current { break }
      current = next
    }
    return current
  }

  private static func rootStep(from controller: HeadlessViewController) -> HeadlessViewController {
    let parents = parentControllers(of: controller)
    if let outermost = parents.last(where: { $0 is HeadlessNavigationController })
      as? HeadlessNavigationController
    {
      let climbed = climbWhileParentIsNotContainer(from: outermost)
      return climbed === outermost ? (outermost.topViewController ?? controller) : climbed
    }
    if let tabs = parents.first(where: { $0 is HeadlessTabBarController })
      as? HeadlessTabBarController
    {
      guard let selected = tabs.selectedController else { return controller }
      return (selected as? HeadlessNavigationController)?.topViewController ?? selected
    }
    return climbWhileParentIsNotContainer(from: controller)
  }

  private static func climbWhileParentIsNotContainer(from controller: HeadlessViewController)
    -> HeadlessViewController
  {
    var current = controller
    while let parent = current.parent, !isContainer(parent) { current = parent }
    return current
  }

  private static func isContainer(_ controller: HeadlessViewController) -> Bool {
    controller is HeadlessNavigationController || controller is HeadlessTabBarController
      || controller is HeadlessSplitViewController
  }

  // MARK: - Roots and scroll views

  private func roots(_ controllers: [(String, HeadlessViewController)]) -> [String: RootReading] {
    var result: [String: RootReading] = [:]
    for (id, controller) in controllers where controller.view.window != nil {
      let view = controller.view
      var referenceOriginY: CGFloat?
      if let referenceView = reference.registry.controller(id)?.view, referenceView.window != nil {
        referenceOriginY = referenceView.frame.origin.y
      }
      var navigationBarBottom: CGFloat?
      if let navigation = Self.nearestNavigationController(above: controller),
        !navigation.isNavigationBarHidden, navigation.navigationBar.window != nil
      {
        navigationBarBottom = Self.frameInWindow(navigation.navigationBar).maxY
      }
      result[id] = RootReading(
        viewID: world.registry.viewID(of: view) ?? view.id, originY: view.frame.origin.y,
        referenceOriginY: referenceOriginY,
        containerPlacementCount: controller.containerPlacementCount,
        frameInWindow: Self.frameInWindow(view),
        topLayoutMargin: view.hostLayoutMargins.top, navigationBarBottom: navigationBarBottom)
    }
    return result
  }

  /// The nearest navigation controller among the parents of `controller`.
  private static func nearestNavigationController(above controller: HeadlessViewController)
    -> HeadlessNavigationController?
  {
    for parent in parentControllers(of: controller) {
      if let navigation = parent as? HeadlessNavigationController { return navigation }
    }
    return nil
  }

  /// The content offsets of the scenario's scroll views out of the window, by id.
  func offsetsOutOfTheWindow() -> [String: Point] {
    var result: [String: Point] = [:]
    for id in world.registry.declaredScrollViewIDs {
      guard let view = world.registry.view(id) as? HeadlessScrollView, view.window == nil else {
        continue
      }
      result[id] = Point(view.contentOffset)
    }
    return result
  }

  /// Every scroll view of the scenario in the real world's window, by id, read now.
  func scrollViews() -> [String: ScrollViewReading] {
    var result: [String: ScrollViewReading] = [:]
    for id in world.registry.declaredScrollViewIDs {
      guard let view = world.registry.view(id) as? HeadlessScrollView, view.window != nil else {
        continue
      }
      result[id] = scrollView(view)
    }
    return result
  }

  /// The scroll view `id` of the reference world, read now; `nil` when that world's window does
  /// not hold it.
  func referenceScrollView(_ id: String) -> ScrollViewReading? {
    guard let view = reference.registry.view(id) as? HeadlessScrollView, view.window != nil else {
      return nil
    }
    return WorldReader(world: reference, reference: reference).scrollView(view)
  }

  private func scrollView(_ view: HeadlessScrollView) -> ScrollViewReading {
    let id = world.registry.viewID(of: view)
    var referenceView: HeadlessScrollView?
    if let id { referenceView = reference.registry.view(id) as? HeadlessScrollView }
    // UIKit's rules, read here from raw facts: `.scrollableAxes` adds the safe area along the
    // axes the view scrolls (content taller than its frame, or always bouncing); `.automatic`
    // also when it is the view of a controller inside a navigation controller.
    let scrollsVertically =
      view.contentSize.height > view.frame.height || view.alwaysBounceVertical
    let adjustment: ScrollViewReading.SafeAreaAdjustment =
      switch view.contentInsetAdjustmentBehavior {
      case .automatic:
        scrollsVertically || Self.isViewOfControllerInNavigation(view) ? .vertical : .none
      case .scrollableAxes: scrollsVertically ? .vertical : .none
      case .always: .allEdges
      case .never: .none
      }
    let superview = view.superview
    let isPrivateWrapper =
      view.isPrivateToUIKit
      || (superview as? HeadlessListView)?.listKind == .table
      || (superview as? HeadlessListCell)?.listKind == .table
    return ScrollViewReading(
      id: id, frame: Self.frameInWindow(view), contentOffset: view.contentOffset,
      contentSize: view.contentSize, contentInset: view.contentInset,
      referenceContentInset: referenceView?.contentInset, safeAreaInsets: view.safeAreaInsets,
      safeAreaAdjustment: adjustment, isScrollEnabled: view.isScrollEnabled,
      ignoresScrollingAdjustment: view.keyboardSettings.ignoreScrollingAdjustment,
      isPrivateWrapper: isPrivateWrapper)
  }

  // MARK: - Helpers

  /// Whether `view` is the view of a controller that adjusts its scroll view's insets, inside a
  /// navigation controller.
  private static func isViewOfControllerInNavigation(_ view: HeadlessScrollView) -> Bool {
    guard let controller = view.owningViewController,
      controller.automaticallyAdjustsScrollViewInsets
    else { return false }
    var parent = controller.parent
    while let current = parent {
      if current.containerKind == .navigation { return true }
      parent = current.parent
    }
    return false
  }

  /// The superviews of `view`, nearest first.
  private static func ancestors(of view: HeadlessView) -> [HeadlessView] {
    var result: [HeadlessView] = []
    var next = view.superview
    while let current = next {
      result.append(current)
      next = current.superview
    }
    return result
  }

  /// The parents of `controller`, nearest first.
  private static func parentControllers(of controller: HeadlessViewController)
    -> [HeadlessViewController]
  {
    var result: [HeadlessViewController] = []
    var next = controller.parent
    while let current = next, result.count < 64 {
      result.append(current)
      next = current.parent
    }
    return result
  }

  private static func frameInWindow(_ view: HeadlessView) -> CGRect {
    guard let superview = view.superview else { return view.frame }
    return superview.convert(view.frame, to: nil)
  }
}
