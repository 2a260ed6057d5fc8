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
  mutating func read(manager: KeyboardManager) -> WorldReading {
    let app = world.app
    let posted = app.keyboard.postedNotifications
    let fresh = posted[min(notificationsRead, posted.count)...].map(Self.reading)
    notificationsRead = posted.count
    let controllers = world.registry.declaredControllerIDs.compactMap { id in
      world.registry.controller(id).map { (id, $0) }
    }
    return WorldReading(
      screenBounds: app.profile.screenBounds, windowFrame: app.profile.windowFrame,
      statusBarHeight: app.window.statusBarHeight, keyboardNotifications: fresh,
      keyboardDistance: manager.settings.keyboardDistance,
      adjusters: manager.adjusters.identifiers.map(\.rawValue),
      isInteractivePopRunning: controllers.contains { $0.1.isInteractivePopActive },
      field: field(), roots: roots(controllers), scrollViews: scrollViews())
  }

  // MARK: - Keyboard

  private static func reading(_ posted: PostedKeyboardNotification) -> KeyboardNotificationReading {
    KeyboardNotificationReading(
      name: posted.name, endFrame: value(posted.userInfo[KeyboardUserInfoKey.frameEnd]),
      beginFrame: value(posted.userInfo[KeyboardUserInfoKey.frameBegin]),
      duration: duration(posted.userInfo[KeyboardUserInfoKey.animationDuration]))
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
    let referenceInput = reference.registry.view(id)
    let scrollViews = Self.ancestors(of: input).compactMap { $0 as? HeadlessScrollView }
    return FieldReading(
      id: id, frame: Self.frameInWindow(input),
      referenceFrame: referenceInput.flatMap { $0.window == nil ? nil : Self.frameInWindow($0) },
      distanceSetting: input.keyboardSettings.distanceFromKeyboard
        ?? Self.ancestors(of: input).first { $0 is HeadlessSearchBar }?.keyboardSettings
        .distanceFromKeyboard,
      rootControllerID: Self.rootController(of: input).flatMap {
        world.registry.controllerID(of: $0)
      },
      scrollViews: scrollViews.map(scrollView))
  }

  /// The root controller of `view` by the rule of Behavior.md §4.3, applied here rather than
  /// through KeyboardCore's resolver: the nearest controller's app-chosen root if it has one;
  /// else, repeated until it settles: in a navigation controller, the outermost one's top
  /// controller (or, when that navigation controller is a child of a plain controller, the
  /// plain controller above it); in a tab bar controller, the selected controller (its top
  /// controller when that is a navigation controller); else the last parent that is not a
  /// container.
  static func rootController(of view: HeadlessView) -> HeadlessViewController? {
    guard
      let nearest = ([view] + ancestors(of: view)).lazy.compactMap(\.owningViewController).first
    else { return nil }
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
      let referenceView = reference.registry.controller(id)?.view
      let navigation = Self.parentControllers(of: controller)
        .lazy.compactMap { $0 as? HeadlessNavigationController }.first
      let bar = navigation.flatMap { $0.isNavigationBarHidden ? nil : $0.navigationBar }
      result[id] = RootReading(
        viewID: world.registry.viewID(of: view) ?? view.id, originY: view.frame.origin.y,
        referenceOriginY: referenceView.flatMap { $0.window == nil ? nil : $0.frame.origin.y },
        frameInWindow: Self.frameInWindow(view), topLayoutMargin: view.hostLayoutMargins.top,
        navigationBarBottom: bar.flatMap { $0.window == nil ? nil : Self.frameInWindow($0).maxY })
    }
    return result
  }

  private func scrollViews() -> [String: ScrollViewReading] {
    var result: [String: ScrollViewReading] = [:]
    for id in world.registry.declaredViewIDs {
      guard let view = world.registry.view(id) as? HeadlessScrollView, view.window != nil else {
        continue
      }
      result[id] = scrollView(view)
    }
    return result
  }

  private func scrollView(_ view: HeadlessScrollView) -> ScrollViewReading {
    let id = world.registry.viewID(of: view)
    let referenceView = id.flatMap { reference.registry.view($0) as? HeadlessScrollView }
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
    view.superview.map { $0.convert(view.frame, to: nil) } ?? view.frame
  }
}
