import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardLift
import KeyboardSimulator
import Testing

/// A tab bar app with a bit of everything: a navigation controller (bar hidden) holding a
/// table view controller whose second row holds a field; a profile screen with a stack of
/// fields, a search bar, a collection view, an embedded child controller and an unnamed view.
@MainActor
struct KitchenSinkScreen {
  let app = HeadlessApp(profile: .notchedPhone)
  let tabs: HeadlessTabBarController
  let settings = HeadlessTableViewController(
    sections: [
      HeadlessTableSection(rowCount: 2, rowHeight: 50, headerHeight: 20),
      HeadlessTableSection(rowCount: 1, rowHeight: 70, headerHeight: 30),
    ], subclassNames: ["SettingsController"])
  let profile = HeadlessViewController(
    classNames: ["ProfileController"], view: HeadlessView(id: "profileView"))
  let map = HeadlessViewController(classNames: ["MapController"], view: HeadlessView(id: "mapView"))
  let rowField = HeadlessTextField(
    frame: CGRect(x: 16, y: 3, width: 300, height: 44), id: "rowField")
  let stack = HeadlessStackView(
    frame: CGRect(x: 20, y: 100, width: 350, height: 100), axis: .vertical, spacing: 8, id: "stack")
  let first = HeadlessTextField(frame: CGRect(x: 0, y: 0, width: 350, height: 40), id: "first")
  let last = HeadlessTextField(frame: CGRect(x: 0, y: 0, width: 350, height: 40), id: "last")
  let search = HeadlessSearchBar(frame: CGRect(x: 0, y: 220, width: 390, height: 56), id: "search")
  let grid = HeadlessCollectionView(
    frame: CGRect(x: 0, y: 300, width: 390, height: 200),
    layout: HeadlessGridLayout(
      itemSize: CGSize(width: 100, height: 60), columns: 3, interitemSpacing: 10, lineSpacing: 10),
    itemCounts: [5], id: "grid")
  let note = HeadlessTextView(frame: CGRect(x: 10, y: 10, width: 200, height: 80), id: "note")
  let unnamed = HeadlessView(frame: CGRect(x: 0, y: 700, width: 390, height: 20))

  init() {
    let navigation = HeadlessNavigationController(rootController: settings)
    navigation.isNavigationBarHidden = true
    tabs = HeadlessTabBarController(controllers: [navigation, profile], selectedIndex: 1)
    settings.tableView.id = "settingsTable"
    settings.tableView.cell(section: 0, item: 1)?.contentView.addSubview(rowField)
    stack.addArrangedSubview(first)
    stack.addArrangedSubview(last)
    search.searchField.id = "searchField"
    search.keyboard.distanceFromKeyboard = 30
    note.hostKeyboardAppearance = .dark
    for view in [stack, search, grid, unnamed] as [HeadlessView] { profile.view.addSubview(view) }
    profile.addChild(map)
    profile.view.addSubview(map.view)
    map.view.frame = CGRect(x: 0, y: 520, width: 390, height: 150)
    map.view.addSubview(note)
    app.rootController = tabs
    app.window.layoutIfNeeded()
  }

  /// The recorded trace of this screen, with nothing happening, decoded.
  func trace(options: TraceRecorder.Options? = nil) throws -> (Scenario, Data) {
    let manager = KeyboardManager(animator: app.animator, logger: RecordingLogger())
    app.connect(to: manager.configuration)
    manager.startRecordingTrace(in: app.window, options: options ?? headlessTraceOptions(app))
    let data = try manager.stopRecordingTrace()
    return (try loadTrace(data), data)
  }
}

@Suite @MainActor struct TraceSnapshotTests {
  @Test func controllersKeepTheirKindsNestingAndClasses() throws {
    let (scenario, _) = try KitchenSinkScreen().trace()
    let root = scenario.root
    #expect(root.kind == .tabBar && root.selectedIndex == 1)
    #expect(root.children.map(\.kind) == [.navigation, .plain])
    let navigation = root.children[0]
    #expect(navigation.isNavigationBarHidden)
    let settings = try #require(navigation.children.first)
    #expect(settings.kind == .tableViewController)
    #expect(settings.id == "SettingsController" && settings.className == "SettingsController")
    #expect(settings.superclassNames == ["UITableViewController"], "matches the class list")
    let profile = root.children[1]
    #expect(profile.id == "ProfileController" && profile.view?.id == "profileView")
    let map = try #require(profile.children.first)
    #expect(map.id == "MapController")
    #expect(
      map.embedding
        == .init(containerID: "profileView", frame: CGRect(x: 0, y: 520, width: 390, height: 150)))
    #expect(map.view?.subviews.map(\.id) == ["note"])
  }

  @Test func viewsKeepTheirKindsAndGeometry() throws {
    let screen = KitchenSinkScreen()
    let (scenario, _) = try screen.trace()
    let profileView = try #require(scenario.root.children[1].view)
    #expect(
      profileView.subviews.map(\.kind.typeName) == [
        "stackView", "searchBar", "collectionView", "view",
      ])

    let stack = profileView.subviews[0]
    #expect(stack.kind == .stackView(StackSpec(axis: .vertical, spacing: 8)))
    #expect(stack.subviews.map(\.placement) == [.arranged(length: 40), .arranged(length: 40)])
    #expect(stack.subviews.map(\.id) == ["first", "last"])

    let search = profileView.subviews[1]
    guard case .searchBar(let field) = search.kind else {
      Issue.record("not a search bar: \(search.kind)")
      return
    }
    #expect(field.id == "searchField" && search.settings.distanceFromKeyboard == 30)

    let grid = profileView.subviews[2]
    guard case .collectionView(_, let list) = grid.kind else {
      Issue.record("not a collection view: \(grid.kind)")
      return
    }
    #expect(list.sections.map(\.cells.count) == [5])
    #expect(list.rowHeight == 60 && list.itemWidth == 100 && list.spacing == 10)

    let note = try #require(scenario.root.children[1].children.first?.view?.subviews.first)
    guard case .textView(let input, _) = note.kind else {
      Issue.record("not a text view: \(note.kind)")
      return
    }
    #expect(input.keyboardAppearance == .dark)
  }

  @Test func aScrollViewPrivateToUIKitIsRecordedAsSuch() throws {
    let screen = KitchenSinkScreen()
    screen.grid.isPrivateToUIKit = true
    let (scenario, data) = try screen.trace()
    let views = (scenario.root.children[1].view?.allViews ?? [])
    #expect(views.first { $0.id == "grid" }?.kind.scroll?.isPrivateToUIKit == true)
    #expect(
      String(decoding: data, as: UTF8.self).components(separatedBy: "privateToUIKit").count == 2)
  }

  @Test func aTableKeepsItsRowsHeadersAndTheFieldInItsVisibleCell() throws {
    let (scenario, _) = try KitchenSinkScreen().trace()
    let table = try #require(scenario.root.children[0].children.first?.view)
    #expect(table.id == "settingsTable")
    guard case .tableView(_, let list) = table.kind else {
      Issue.record("not a table view: \(table.kind)")
      return
    }
    #expect(list.sections.map(\.headerHeight) == [20, 30])
    #expect(
      list.sections.map { $0.cells.map(\.placement) } == [
        [.cell(height: 50), .cell(height: 50)], [.cell(height: 70)],
      ])
    let field = try #require(list.sections[0].cells[1].subviews.first)
    #expect(
      field.id == "rowField"
        && field.placement == .frame(CGRect(x: 16, y: 3, width: 300, height: 44)))
  }

  @Test func unnamedViewsGetKindNumberIdsAndEveryIdIsUnique() throws {
    let screen = KitchenSinkScreen()
    screen.last.id = "first"  // a name used twice
    let (scenario, _) = try screen.trace()
    let views = (scenario.root.children[1].view?.allViews ?? [])
    let ids = views.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(ids.contains("first") && ids.contains("first-2"))
    #expect(views.last?.id == "view-1", "the unnamed view")

    // Without names at all, everything is named by kind and position.
    let (anonymous, _) = try KitchenSinkScreen().trace(options: TraceRecorder.Options())
    #expect(anonymous.root.id == "tabBar-1")
    #expect(anonymous.root.children.map(\.id) == ["navigation-1", "controller-1"])
    #expect(
      anonymous.root.children[1].view?.subviews.map(\.id) == [
        "stackView-1", "searchBar-1", "collectionView-1", "view-2",
      ])
  }

  @Test func theTraceHoldsNoText() throws {
    let screen = KitchenSinkScreen()
    let texts = [
      "alice.liddell@wonderland.example", "Lewis Carroll Junior", "cardnumber-4111-secret",
      "searchterm-rabbit-hole", "my secret password hunter2",
    ]
    for (field, text) in zip(
      [screen.first, screen.last, screen.rowField, screen.search.searchField], texts)
    {
      field.text = text
    }
    screen.note.text = texts[4]
    // Recorded while the fields with text are edited, not only snapshotted.
    let manager = KeyboardManager(
      animator: screen.app.animator, settings: KeyboardSettings(isEnabled: true),
      logger: RecordingLogger())
    screen.app.connect(to: manager.configuration)
    manager.startRecordingTrace(in: screen.app.window, options: headlessTraceOptions(screen.app))
    for input in [screen.first, screen.search.searchField, screen.note] as [any HeadlessTextInput] {
      screen.app.beginEditing(input)
      screen.app.settle()
    }
    screen.app.endEditing()
    screen.app.settle()
    let data = try manager.stopRecordingTrace()

    let json = String(decoding: data, as: UTF8.self)
    for text in texts {
      let words = text.split { !$0.isLetter && !$0.isNumber }.filter { $0.count > 4 }
      #expect(!json.contains(text) && words.allSatisfy { !json.contains($0) }, "\(text)")
    }
    #expect(!json.contains("\"label\""))
    let focused = try loadTrace(data).steps.compactMap { step -> String? in
      guard case .focus(let id) = step.action else { return nil }
      return id
    }
    #expect(focused == ["first", "searchField", "note"], "the edited fields are in the trace")
  }
}
