import Foundation
import KeyboardHeadless

/// A scenario built on KeyboardHeadless: the app (window, keyboard, clock, animator) with the
/// scenario's controllers and views, and a registry from ids to what they name.
///
/// The registry holds views and controllers weakly, so a view the scenario deallocates really
/// goes away (and the ledger drops it).
@MainActor
final class ScenarioWorld {
  /// The headless app.
  let app: HeadlessApp
  /// What each id names.
  private(set) var registry = ElementRegistry()
  /// The pinned views, with their pins, in tree order.
  private(set) var pins: [(view: WeakView, pin: Pin)] = []
  /// The scroll views whose file gives no offset: they start at their resting offset.
  private var restingScrollViews: [WeakView] = []
  /// The heights of the custom input views, by the id of their text input.
  private var inputViewHeights: [String: CGFloat] = [:]
  /// The navigation controllers, with their bar heights.
  private var navigationBars: [(navigation: WeakController, height: NavigationBarHeight)] = []

  /// Builds `scenario`'s screen, controllers and views.
  init(scenario: Scenario, profile: DeviceProfile) {
    app = HeadlessApp(profile: profile)
    registry.declare(app.window, id: "window", type: "window")
    let root = controller(scenario.root)
    app.rootController = root
    app.window.layoutIfNeeded()
    presentControllers(of: scenario.root)
    applyPins()
    applyRootViewFrames(scenario.root)
    restScrollViews()
  }

  /// Puts every scroll view whose file gives no offset where UIKit rests it after its first
  /// layout: `(−left, −top)` of its adjusted content inset (Behavior.md §7.1b) — a negative y
  /// under a translucent navigation bar. A scroll view out of the window (in a controller below
  /// the top of a navigation stack) has its first layout when it comes into it: it waits until
  /// then (``revealing(_:_:)``).
  private func restScrollViews() {
    var waiting: [WeakView] = []
    for entry in restingScrollViews {
      guard let scrollView = entry.view as? HeadlessScrollView else { continue }
      guard scrollView.window != nil else {
        waiting.append(entry)
        continue
      }
      let adjusted = scrollView.adjustedContentInset
      scrollView.contentOffset = CGPoint(x: -adjusted.left, y: -adjusted.top)
    }
    restingScrollViews = waiting
    app.window.layoutIfNeeded()
  }

  // MARK: - Controllers

  private func controller(_ spec: ScenarioController) -> HeadlessViewController {
    let classes = ([spec.className].compactMap { $0 } + spec.superclassNames)
    let controller: HeadlessViewController
    switch spec.kind {
    case .plain:
      controller = HeadlessViewController(
        classNames: classes, view: view(spec.view, context: .root))
    case .tableViewController:
      let table = HeadlessTableViewController(subclassNames: classes)
      if let viewSpec = spec.view { configure(table.tableView, as: viewSpec) }
      controller = table
    case .navigation:
      let navigation = HeadlessNavigationController(subclassNames: classes)
      navigation.setViewControllers(spec.children.map(self.controller))
      navigation.isNavigationBarHidden = spec.isNavigationBarHidden
      navigationBars.append((WeakController(navigation), spec.navigationBarHeight))
      navigation.navigationBarHeight = spec.navigationBarHeight.height(in: app.profile.orientation)
      navigation.navigationBar.id = "\(spec.id).navigationBar"
      registry.declare(
        navigation.navigationBar, id: navigation.navigationBar.id, type: "navigationBar")
      controller = navigation
    case .tabBar:
      let tabs = HeadlessTabBarController(
        controllers: spec.children.map(self.controller), selectedIndex: spec.selectedIndex,
        subclassNames: classes)
      tabs.tabBar.id = "\(spec.id).tabBar"
      registry.declare(tabs.tabBar, id: tabs.tabBar.id, type: "tabBar")
      controller = tabs
    case .split:
      let columns = spec.children.map(self.controller)
      let split = HeadlessSplitViewController(
        primary: columns.first ?? HeadlessViewController(),
        secondary: columns.last ?? HeadlessViewController(), subclassNames: classes)
      if let width = spec.primaryColumnWidth { split.preferredPrimaryColumnWidth = width }
      controller = split
    case .alert:
      let alert = HeadlessAlertController(subclassNames: classes)
      alert.alertView.id = "\(spec.id).box"
      registry.declare(alert.alertView, id: alert.alertView.id, type: "alert")
      for fieldSpec in spec.alertTextFields {
        let field = alert.addTextField(id: fieldSpec.id)
        field.keyboardSettings = fieldSpec.settings
        registry.declare(field, id: fieldSpec.id, type: "textField", label: fieldSpec.label)
      }
      controller = alert
    }
    if [.navigation, .tabBar, .alert, .split].contains(spec.kind) {
      controller.view.id = "\(spec.id).view"
      registry.declare(controller.view, id: controller.view.id, type: "container")
    }
    registry.declare(controller, id: spec.id)
    if spec.kind == .plain || spec.kind == .tableViewController {
      embedChildren(of: spec, in: controller)
    }
    return controller
  }

  private func embedChildren(of spec: ScenarioController, in parent: HeadlessViewController) {
    for childSpec in spec.children {
      let child = controller(childSpec)
      parent.addChild(child)
      let container = childSpec.embedding?.containerID.flatMap { registry.view($0) } ?? parent.view
      container.addSubview(child.view)
      if let frame = childSpec.embedding?.frame { child.view.frame = frame }
    }
  }

  private func presentControllers(of spec: ScenarioController) {
    guard let presenter = registry.controller(spec.id) else { return }
    for presentedSpec in spec.presented {
      let presented = controller(presentedSpec)
      presenter.present(presented)
      presentControllers(of: presentedSpec)
    }
    for child in spec.children { presentControllers(of: child) }
  }

  // MARK: - Controllers mid-timeline

  /// Builds `spec` and presents it over `presenter`; `false`, presenting nothing, when the
  /// presenter's view is not in the window or it already presents a controller.
  func present(_ spec: ScenarioController, over presenter: HeadlessViewController) -> Bool {
    guard presenter.view.window != nil, presenter.presentedController == nil else { return false }
    let firstNewPin = pins.count
    let controller = controller(spec)
    guard presenter.present(controller) else { return false }
    finishBuilding(spec, pinsFrom: firstNewPin)
    return true
  }

  /// Builds `spec` and pushes it onto `navigation`; `false`, pushing nothing, while an
  /// interactive pop of `navigation` runs.
  func push(_ spec: ScenarioController, onto navigation: HeadlessNavigationController) -> Bool {
    guard !navigation.isInteractivePopActive else { return false }
    let firstNewPin = pins.count
    navigation.push(controller(spec))
    finishBuilding(spec, pinsFrom: firstNewPin)
    return true
  }

  /// What building does once a controller is in the window: lays it out, presents what it
  /// presents, places its pinned views and root views with a frame, rests its scroll views.
  private func finishBuilding(_ spec: ScenarioController, pinsFrom firstNewPin: Int) {
    app.window.layoutIfNeeded()
    presentControllers(of: spec)
    applyPins(pins[firstNewPin...])
    applyRootViewFrames(spec)
    restScrollViews()
  }

  /// A root view given a `frame` is moved there once its container has placed it.
  private func applyRootViewFrames(_ spec: ScenarioController) {
    if let viewSpec = spec.view, case .frame(let frame) = viewSpec.placement,
      let view = registry.view(viewSpec.id)
    {
      view.frame = frame
    }
    for child in spec.children + spec.presented { applyRootViewFrames(child) }
  }

  // MARK: - Keyboard

  /// The keyboard frame, in screen coordinates, that "profile" stands for now: the focused
  /// input's custom input view — the screen's bottom, its height high — or the profile's
  /// keyboard.
  var profileKeyboardFrame: CGRect {
    let profile = app.profile
    guard let focused: HeadlessView = app.focus.firstResponder,
      let id = registry.viewID(of: focused), let height = inputViewHeights[id]
    else { return profile.keyboardFrame }
    let screen = profile.screenBounds
    return CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
  }

  /// Runs `change` (a rotation) keeping the scroll views that rest at their top there, as UIKit
  /// does when the safe area they add changes: one whose offset is `−adjustedContentInset.top`
  /// before and still that same offset after, while its adjusted top changed, goes to the new
  /// `−adjustedContentInset.top` (Behavior.md §7.1b). One that anything scrolled meanwhile (the
  /// adjustment for the rotated keyboard) keeps its offset.
  func keepingScrollViewsAtTheirTop(_ change: () -> Void) {
    let resting = scrollViews(in: app.window).compactMap { scrollView in
      let top = -scrollView.adjustedContentInset.top
      return !scrollView.isScrollAnimating && scrollView.contentOffset.y == top
        ? (WeakView(scrollView), top) : nil
    }
    change()
    for (weakView, oldTop) in resting {
      guard let scrollView = weakView.view as? HeadlessScrollView, !scrollView.isScrollAnimating,
        scrollView.contentOffset.y == oldTop
      else { continue }
      let newTop = -scrollView.adjustedContentInset.top
      if newTop != oldTop { scrollView.contentOffset.y = newTop }
    }
    app.window.layoutIfNeeded()
  }

  /// The scroll views in `view`'s subtree, `view` included.
  private func scrollViews(in view: HeadlessView) -> [HeadlessScrollView] {
    ([view as? HeadlessScrollView].compactMap { $0 }) + view.subviews.flatMap(scrollViews(in:))
  }

  /// Runs `change`, a pop that brings `controller`'s view into the window, and lays that view
  /// out as UIKit lays out a view it shows: its pinned views are placed again in their
  /// superviews' safe areas and bounds — a controller below the top of a navigation stack is
  /// built out of the window, where its view has no size yet, and Auto Layout solves its
  /// constraints again once it has one — and its scroll views that have their first layout in
  /// the window now, with no offset in the file, rest at their top.
  func revealing(_ controller: HeadlessViewController?, _ change: () -> Void) {
    change()
    guard let view = controller?.view, view.window != nil else { return }
    applyPins(pins.filter { entry in isInSubtree(entry.view.view, of: view) }[...])
    restScrollViews()
  }

  /// The app set `scrollView`'s offset: if it is still waiting for its first layout in the
  /// window (``restScrollViews()``), that layout leaves the app's offset alone, as UIKit rests
  /// only a scroll view the app has not scrolled.
  func appScrolled(_ scrollView: HeadlessScrollView) {
    restingScrollViews.removeAll { $0.view === scrollView }
  }

  /// Whether `view` is `root` or lies inside it.
  private func isInSubtree(_ view: HeadlessView?, of root: HeadlessView) -> Bool {
    sequence(first: view, next: { $0?.superview }).contains { $0 === root }
  }

  // MARK: - Pins

  /// Gives every navigation bar its height for the window's orientation, as UIKit does on
  /// rotation. Run after every rotation, before ``applyPins()``.
  func applyNavigationBarHeights() {
    for (weakNavigation, height) in navigationBars {
      weakNavigation.controller?.navigationBarHeight = height.height(in: app.profile.orientation)
    }
  }

  /// Places every pinned view in its superview's safe area and bounds, top down, and lays the
  /// window out. Run after building and after every rotation or resize.
  func applyPins() {
    applyPins(pins[...])
  }

  private func applyPins(_ entries: ArraySlice<(view: WeakView, pin: Pin)>) {
    for (weakView, pin) in entries {
      guard let view = weakView.view, let superview = view.superview else { continue }
      view.frame = pin.frame(safeArea: superview.safeAreaLayoutFrame, bounds: superview.bounds)
      superview.layoutIfNeeded()
    }
    app.window.layoutIfNeeded()
  }

  // MARK: - Views

  /// Where a view is being built.
  enum ViewContext {
    /// A controller's root view (placed by its container).
    case root
    /// Any other view.
    case subview
  }

  private func view(_ spec: ScenarioView?, context: ViewContext) -> HeadlessView {
    guard let spec else { return HeadlessView() }
    let frame: CGRect
    switch spec.placement {
    case .frame(let rect) where context == .subview: frame = rect
    case .arranged(let length): frame = CGRect(x: 0, y: 0, width: length, height: length)
    default: frame = .zero
    }
    let view = makeView(spec, frame: frame)
    configure(view, as: spec)
    return view
  }

  private func makeView(_ spec: ScenarioView, frame: CGRect) -> HeadlessView {
    switch spec.kind {
    case .view, .cell: return HeadlessView(frame: frame)
    case .scrollView: return HeadlessScrollView(frame: frame)
    case .tableView: return HeadlessTableView(frame: frame)
    case .collectionView(_, let list):
      return ScenarioCollectionView(frame: frame, list: list)
    case .stackView(let stack):
      return HeadlessStackView(
        frame: frame, axis: stack.axis == .vertical ? .vertical : .horizontal,
        spacing: stack.spacing)
    case .textField, .searchField: return HeadlessTextField(frame: frame)
    case .textView(_, let scroll):
      return HeadlessTextView(frame: frame, isScrollEnabled: scroll.isScrollEnabled)
    case .searchBar: return HeadlessSearchBar(frame: frame)
    }
  }

  /// Gives `view` (made for `spec`, or made by a controller) its id, settings, kind-specific
  /// properties and subviews.
  private func configure(_ view: HeadlessView, as spec: ScenarioView) {
    view.id = spec.id
    view.keyboardSettings = spec.settings
    view.isUserInteractionEnabled = spec.isUserInteractionEnabled
    if case .textField(let input) = spec.kind { inputViewHeights[spec.id] = input.inputViewHeight }
    if case .textView(let input, _) = spec.kind {
      inputViewHeights[spec.id] = input.inputViewHeight
    }
    if case .searchField(let input) = spec.kind {
      inputViewHeights[spec.id] = input.inputViewHeight
    }
    registry.declare(view, id: spec.id, type: spec.kind.typeName, label: spec.label)
    if case .pinned(let pin) = spec.placement { pins.append((WeakView(view), pin)) }
    switch spec.kind {
    case .textField(let input):
      (view as? HeadlessTextField)?.hostKeyboardAppearance = input.keyboardAppearance
      (view as? HeadlessTextField)?.isEnabled = input.isEnabled
    case .textView(let input, let scroll):
      (view as? HeadlessTextView)?.hostKeyboardAppearance = input.keyboardAppearance
      (view as? HeadlessScrollView).map { configureScroll($0, scroll) }
    case .scrollView(let scroll):
      (view as? HeadlessScrollView).map { configureScroll($0, scroll) }
    case .tableView(let scroll, let list):
      if let table = view as? HeadlessTableView { fillTable(table, list) }
      (view as? HeadlessScrollView).map { configureScroll($0, scroll) }
    case .collectionView(let scroll, let list):
      if let collection = view as? HeadlessCollectionView { fillCollection(collection, list) }
      (view as? HeadlessScrollView).map { configureScroll($0, scroll) }
    case .searchBar(let fieldSpec):
      if let bar = view as? HeadlessSearchBar { configure(bar.searchField, as: fieldSpec) }
    case .searchField(let input):
      (view as? HeadlessTextField)?.hostKeyboardAppearance = input.keyboardAppearance
      (view as? HeadlessTextField)?.isEnabled = input.isEnabled
    case .view, .cell, .stackView:
      break
    }
    for subviewSpec in spec.subviews {
      let subview = self.view(subviewSpec, context: .subview)
      if let stack = view as? HeadlessStackView {
        stack.addArrangedSubview(subview)
      } else {
        (view as? HeadlessListCell)?.contentView.addSubview(subview) ?? view.addSubview(subview)
      }
    }
    if case .scrollView(let scroll) = spec.kind, scroll.contentSize == nil,
      let scrollView = view as? HeadlessScrollView
    {
      scrollView.contentSize = Self.fittingContentSize(of: scrollView)
    }
  }

  private func configureScroll(_ scrollView: HeadlessScrollView, _ spec: ScrollSpec) {
    if let size = spec.contentSize {
      scrollView.contentSize = size
    } else if scrollView is HeadlessTextView {
      scrollView.contentSize = scrollView.frame.size
    }
    if let offset = spec.contentOffset {
      scrollView.contentOffset = offset
    } else {
      restingScrollViews.append(WeakView(scrollView))
    }
    scrollView.contentInset = spec.contentInset
    scrollView.verticalScrollIndicatorInsets = spec.indicatorInsets
    scrollView.isScrollEnabled = spec.isScrollEnabled
    scrollView.isPrivateToUIKit = spec.isPrivateToUIKit
    scrollView.contentInsetAdjustmentBehavior = spec.contentInsetAdjustment
    if let bounces = spec.alwaysBounceVertical { scrollView.alwaysBounceVertical = bounces }
  }

  private func fillTable(_ table: HeadlessTableView, _ list: ListSpec) {
    table.sections = list.sections.map { section in
      HeadlessTableSection(
        rowHeights: section.cells.map { cell in
          if case .cell(let height?) = cell.placement { return height }
          return list.rowHeight
        },
        headerHeight: section.headerHeight, footerHeight: section.footerHeight)
    }
    table.tableHeaderView = list.tableHeaderView.map { view($0, context: .subview) }
    table.tableFooterView = list.tableFooterView.map { view($0, context: .subview) }
    for (index, section) in list.sections.enumerated() {
      table.setHeaderView(section.header.map { view($0, context: .subview) }, forSection: index)
      table.setFooterView(section.footer.map { view($0, context: .subview) }, forSection: index)
    }
    table.minimumContentHeight = list.contentHeight ?? 0
    fillCells(of: table, list)
  }

  private func fillCollection(_ collection: HeadlessCollectionView, _ list: ListSpec) {
    collection.itemCounts = list.sections.map(\.cells.count)
    collection.minimumContentHeight = list.contentHeight ?? 0
    fillCells(of: collection, list)
  }

  private func fillCells(of list: HeadlessListView, _ spec: ListSpec) {
    for (sectionIndex, section) in spec.sections.enumerated() {
      for (item, cellSpec) in section.cells.enumerated() {
        guard let cell = list.cell(section: sectionIndex, item: item) else { continue }
        configure(cell, as: cellSpec)
      }
    }
  }

  /// A scroll view's content size when the file gives none: enough to hold its subviews, and
  /// at least its own size.
  static func fittingContentSize(of scrollView: HeadlessScrollView) -> CGSize {
    let extent = scrollView.subviews.reduce(CGSize.zero) {
      CGSize(width: max($0.width, $1.frame.maxX), height: max($0.height, $1.frame.maxY))
    }
    return CGSize(
      width: max(extent.width, scrollView.frame.width),
      height: max(extent.height, scrollView.frame.height))
  }
}

/// A weak reference to a navigation controller.
struct WeakController {
  weak var controller: HeadlessNavigationController?
  init(_ controller: HeadlessNavigationController) { self.controller = controller }
}

/// A weak reference to a view.
struct WeakView {
  weak var view: HeadlessView?
  init(_ view: HeadlessView) { self.view = view }
}
