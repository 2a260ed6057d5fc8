import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

@testable import KeyboardSimulator
@testable import KeyboardTrace

/// The recorder and the simulator's decoder agree on the format: a trace holding every field and
/// every step kind the recorder can write decodes with zero problems, to the values recorded.
@Suite @MainActor struct TraceFormatTests {
  @Test func everyStepKindTheRecorderWritesIsOneTheDecoderAccepts() {
    let written = Set(TraceVerb.allCases.map(\.rawValue))
    #expect(
      written.isSubset(of: ScenarioDecoder.verbs), "\(written.subtracting(ScenarioDecoder.verbs))")
  }

  @Test func aTraceWithEveryFieldAndStepKindDecodesToTheRecordedValues() throws {
    let data = try EveryFieldSession().record()
    let scenario = try loadTrace(data)  // throws on any problem

    // Every field of the recorder's model, and every verb, is in this trace.
    let keys = try jsonKeys(in: JSONSerialization.jsonObject(with: data))
    #expect(
      Self.modelKeys.subtracting(keys).isEmpty, "never written: \(Self.modelKeys.subtracting(keys))"
    )
    #expect(Set(scenario.steps.map(\.action.verb)) == Set(TraceVerb.allCases.map(\.rawValue)))

    try Self.checkHeader(of: scenario)
    try Self.checkControllers(of: scenario)
    try Self.checkViews(of: scenario)
    Self.checkSteps(of: scenario)
    let run = ScenarioRunner().run(scenario)
    #expect(run.violations.isEmpty, "\(run.violations)")
    #expect(run.snapshots.flatMap(\.notes).isEmpty, "\(run.snapshots.flatMap(\.notes))")
  }

  private static func checkHeader(of scenario: Scenario) throws {
    #expect(scenario.name == "every")
    let summary = try #require(scenario.summary)
    #expect(
      summary.hasPrefix(
        "Recorded by KeyboardLift's TraceRecorder: \(scenario.steps.count) steps over 1.25 s."))
    #expect(!summary.contains("correction"), "\(summary)")
    #expect(
      scenario.screen
        == .custom(
          ScenarioScreen(
            size: CGSize(width: 390, height: 844),
            windowFrame: CGRect(x: 0, y: 0, width: 390, height: 844),
            safeArea: EdgeInsets(top: 47, bottom: 34), orientation: .portrait, scale: 3,
            statusBarHeight: 47, keyboardFrame: CGRect(x: 0, y: 508, width: 390, height: 336))))
    #expect(scenario.settings == KeyboardSettings(isEnabled: true))
    #expect(scenario.adjusters == AdjusterChoice.recommended)
  }

  private static func checkControllers(of scenario: Scenario) throws {
    let root = scenario.root
    #expect(root.kind == .tabBar && root.selectedIndex == 1)
    #expect(root.children.map(\.kind) == [.tableViewController, .navigation, .navigation])
    #expect(root.children[2].navigationBarHeight == NavigationBarHeight(50))
    #expect(root.children[1].navigationBarHeight == .standard)
    let settings = root.children[0]
    #expect(settings.className == "SettingsController")
    #expect(settings.superclassNames == ["UITableViewController"])
    guard case .tableView(_, let list)? = settings.view?.kind else {
      Issue.record("not a table view: \(String(describing: settings.view?.kind))")
      return
    }
    #expect(list.sections.map(\.headerHeight) == [20, 30])
    #expect(
      list.sections.map { $0.cells.map(\.placement) } == [
        [.cell(height: 50), .cell(height: 50)], [.cell(height: 70)],
      ])
    let navigation = root.children[1]
    #expect(navigation.isNavigationBarHidden)
    #expect(navigation.children.map(\.id) == ["AccountsController", "FormController"])
    let map = try #require(navigation.children.last?.children.first)
    #expect(map.className == "MapController")
    #expect(
      map.embedding
        == .init(containerID: "formView", frame: CGRect(x: 0, y: 620, width: 390, height: 50)))
  }

  private static func checkViews(of scenario: Scenario) throws {
    let views = scenario.root.children[1].children.last?.view?.allViews ?? []
    func view(_ id: String) throws -> ScenarioView { try #require(views.first { $0.id == id }) }

    let scroll = try view("formScroll")
    #expect(
      scroll.kind
        == .scrollView(
          ScrollSpec(
            contentSize: CGSize(width: 390, height: 1400), contentOffset: CGPoint(x: 0, y: 40),
            contentInset: EdgeInsets(top: 4, bottom: 8),
            indicatorInsets: EdgeInsets(top: 2, bottom: 6), contentInsetAdjustment: .never)))
    var scrollSettings = KeyboardViewSettings(distanceFromKeyboard: 30)
    scrollSettings.ignoreScrollingAdjustment = true
    scrollSettings.ignoreContentInsetAdjustment = true
    #expect(scroll.settings == scrollSettings)
    let email = try view("email")
    #expect(email.kind == .textField(TextInputSpec(keyboardAppearance: .dark)))
    #expect(email.settings == KeyboardViewSettings(distanceFromKeyboard: 40, enableMode: .enabled))
    #expect(email.placement == .frame(CGRect(x: 20, y: 500, width: 350, height: 44)))
    guard case .textView(let notes, let notesScroll) = try view("notes").kind else {
      Issue.record("notes is not a text view")
      return
    }
    #expect(notes.keyboardAppearance == .light && !notesScroll.isScrollEnabled)
    let buttons = try view("buttons")
    #expect(buttons.kind == .stackView(StackSpec(axis: .horizontal, spacing: 10)))
    #expect(buttons.subviews.map(\.placement) == [.arranged(length: 80), .arranged(length: 80)])
    guard case .searchBar(let field) = try view("search").kind else {
      Issue.record("search is not a search bar")
      return
    }
    #expect(field.id == "searchField")
    #expect(field.kind == .searchField(TextInputSpec(keyboardAppearance: .dark)))
    #expect(field.settings == KeyboardViewSettings(distanceFromKeyboard: 12, enableMode: .disabled))
    #expect(try view("grid").kind.scroll?.isPrivateToUIKit == true)
    guard case .collectionView(_, let grid) = try view("grid").kind else {
      Issue.record("grid is not a collection view")
      return
    }
    #expect(grid.rowHeight == 60 && grid.itemWidth == 100 && grid.spacing == 10)
    #expect(grid.sections.map(\.cells.count) == [4])
  }

  private static func checkSteps(of scenario: Scenario) {
    let steps = scenario.steps
    #expect(steps.first?.action == .focus(inputID: "email"))
    #expect(steps.first?.note == "already focused when the recording started")
    #expect(steps.contains { $0.action == .advance(seconds: 0.5) })
    #expect(
      steps.contains {
        $0.action
          == .notification(
            RawKeyboardNotification(
              name: .willChangeFrame, beginFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
              endFrame: CGRect(x: 0, y: 464, width: 390, height: 380), duration: 0.25, curve: 7,
              isLocal: true))
      })
    var scrollPatch = ViewSettingsPatch()
    scrollPatch.distanceFromKeyboard = .some(30)
    scrollPatch.enableMode = .default
    scrollPatch.ignoreScrollingAdjustment = true
    scrollPatch.ignoreContentInsetAdjustment = true
    scrollPatch.restoreContentOffset = true
    var emailPatch = ViewSettingsPatch()
    emailPatch.distanceFromKeyboard = .some(50)
    emailPatch.enableMode = .enabled
    var settingsPatch = KeyboardSettingsPatch()
    settingsPatch.isEnabled = true
    settingsPatch.keyboardDistance = 14
    settingsPatch.disabledDistanceHandlingClasses =
      KeyboardSettings().disabledDistanceHandlingClasses
    settingsPatch.enabledDistanceHandlingClasses = []
    settingsPatch.layoutIfNeededOnUpdate = false
    settingsPatch.overrideKeyboardAppearance = false
    settingsPatch.keyboardAppearance = .default
    let appChanges: [ScenarioAction] = [
      .unregister(.builtIn(.appearance)),
      .changeViewSettings(viewID: "formScroll", patch: scrollPatch),
      .setFrame(viewID: "email", frame: CGRect(x: 20, y: 500, width: 350, height: 48)),
      .changeViewSettings(viewID: "email", patch: emailPatch),
      .deallocate(viewID: "banner"),
      .reloadLayout,
      .register(.builtIn(.appearance)),
      .changeSettings(settingsPatch),
      .rotate(
        .custom(
          ScenarioScreen(
            size: CGSize(width: 844, height: 390),
            windowFrame: CGRect(x: 0, y: 0, width: 844, height: 390),
            safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
            orientation: .landscapeRight, scale: 3, statusBarHeight: 0))),
    ]
    let start = steps.firstIndex { $0.action == appChanges[0] } ?? steps.endIndex
    #expect(steps[start...].prefix(appChanges.count).map(\.action) == appChanges)
    let pops = steps.compactMap { step -> InteractivePopPhase? in
      guard case .interactivePop("UINavigationController", let phase) = step.action else {
        return nil
      }
      return phase
    }
    #expect(pops == [.began, .cancelled, .began, .completed])
    #expect(steps.contains { $0.action == .blur(inputID: "email") })
  }

  /// Every JSON key the recorder's model can write, read from its types' stored properties (so a
  /// property added to the model must show up in this test's trace).
  private static var modelKeys: Set<String> {
    let rect = TraceRect(x: 0, y: 0, width: 0, height: 0)
    let size = TraceSize(width: 0, height: 0)
    let insets = TraceInsets(top: 0, left: 0, bottom: 0, right: 0)
    let screen = TraceScreen(
      size: size, window: rect, safeArea: insets, orientation: "", scale: 1, statusBarHeight: 0)
    let settings = TraceSettings(
      isEnabled: true, keyboardDistance: 0, disabledDistanceHandlingClasses: [],
      enabledDistanceHandlingClasses: [])
    let controller = TraceController(id: "", type: "")
    let samples: [Any] = [
      TraceDocument(
        name: "", description: "", screen: screen, settings: settings, adjusters: [],
        root: controller, steps: []),
      screen, settings, controller, rect, size, insets, TracePoint(x: 0, y: 0),
      TraceViewSettings(), TraceEmbedding(frame: rect, container: ""),
      TraceView(id: "", type: ""), TraceSection(headerHeight: nil, cells: []),
      TraceSearchField(id: ""), TraceStep.advance(1),
    ]
    let renamed = ["action": "do", "className": "class", "container": "in"]
    let unwritten: Set = ["writesUnsetDistance", "plugins"]
    // The plugins' settings are written under their keys' names.
    let pluginNames = [any Adjuster].recommended.flatMap { adjuster in
      adjuster.settingKeys.map { $0.name } + adjuster.viewSettingKeys.map { $0.name }
    }
    return Set(
      samples.flatMap { Mirror(reflecting: $0).children.compactMap(\.label) }
        .filter { !unwritten.contains($0) }.map { renamed[$0] ?? $0 } + pluginNames)
  }
}

/// Every key of every object in a parsed JSON document.
private func jsonKeys(in value: Any) -> Set<String> {
  switch value {
  case let dictionary as [String: Any]:
    Set(dictionary.keys).union(dictionary.values.flatMap(jsonKeys))
  case let array as [Any]: Set(array.flatMap(jsonKeys))
  default: []
  }
}
