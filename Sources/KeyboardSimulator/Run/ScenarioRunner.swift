import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardLift

/// Runs a scenario through the real pipeline: builds it on KeyboardHeadless with a
/// `KeyboardManager` fed by the headless app, performs every step, lets every animation
/// finish, and takes a snapshot after each step — checking the invariants against a reference
/// world built alongside without KeyboardLift.
@MainActor
public struct ScenarioRunner {
  /// Makes an adjuster for a run, given the scenario's views by id; `nil` registers nothing.
  package typealias AdjusterMaker =
    @MainActor (_ viewNamed: (String) -> (any HostView)?) -> (any Adjuster)?

  /// Adjusters registered after the scenario's own, in order (tests use them to misbehave on
  /// purpose and show what the checker catches).
  private var additionalAdjusters: [AdjusterMaker] = []

  /// Creates a runner.
  public init() {}

  /// Creates a runner that also registers `additionalAdjusters` at the start of every run.
  package init(additionalAdjusters: [AdjusterMaker]) {
    self.additionalAdjusters = additionalAdjusters
  }

  /// Runs `scenario`.
  public func run(_ scenario: Scenario) -> ScenarioRun {
    run(scenario, log: StepLog())
  }

  /// Runs `scenario`, KeyboardLift's messages going to `log`.
  func run(_ scenario: Scenario, log logger: StepLog) -> ScenarioRun {
    var snapshots: [StepSnapshot] = []
    var run = run(scenario, log: logger) { snapshots.append($0) }
    run.snapshots = snapshots
    return run
  }

  /// Runs `scenario`, handing each snapshot to `body` as soon as it is taken instead of keeping
  /// them, so a run's memory does not grow with its steps (only the previous snapshot is kept,
  /// for the checker). Returns the run without its snapshots.
  func run(
    _ scenario: Scenario, log logger: StepLog = StepLog(),
    eachSnapshot body: (StepSnapshot) -> Void
  ) -> ScenarioRun {
    let profile = Self.profile(of: scenario)
    let world = ScenarioWorld(scenario: scenario, profile: profile)
    let reference = ScenarioWorld(scenario: scenario, profile: profile)
    let (manager, managerNotes) = makeManager(scenario, world: world, logger: logger)
    let setupNotes = managerNotes + Self.layoutDifferences(world, reference)
    var records: [DispatchRecord] = []
    manager.onDispatch = { records.append($0) }
    world.app.connect(to: manager.configuration)

    var performer = StepPerformer(world: world, manager: manager)
    let referencePerformer = StepPerformer(world: reference, manager: nil)
    var checker = InvariantChecker()
    var reader = WorldReader(world: world, reference: reference)
    var scrollViewsBeforeTheKeyboard: [String: ScrollViewReading]?
    performer.beforeTheKeyboardFollowsTheLayout = { [reader] in
      scrollViewsBeforeTheKeyboard = reader.scrollViews()
    }
    checker.begin(with: reader.read(manager: manager))
    var previous = snapshot(
      index: 0, id: "start", event: "start", note: nil, world: world, manager: manager,
      records: [], log: [], notes: setupNotes)
    body(previous)
    for (offset, step) in scenario.steps.enumerated() {
      records = []
      scrollViewsBeforeTheKeyboard = nil
      let notes = performer.perform(step.action)
      _ = referencePerformer.perform(step.action)
      world.app.settle()
      reference.app.settle()
      // Only the messages logged during this step are read: the run stays linear in its steps.
      let log = logger.takeMessages().map(\.description)
      var current = snapshot(
        index: offset + 1, id: step.id, event: StepDescription.describe(step.action),
        note: step.note,
        world: world, manager: manager, records: records, log: log, notes: notes)
      let referenceElements = Self.byID(SnapshotTaker(world: reference).elements())
      var reading = reader.read(manager: manager)
      reading.scrollViewsBeforeTheKeyboard = scrollViewsBeforeTheKeyboard
      if case .setContentOffset(let id, _, _) = step.action {
        reading.referenceScrollViewTheAppScrolled = reader.referenceScrollView(id)
      }
      if previous.isSessionOpen, current.records.contains(where: { $0.action == "hide" }) {
        var references: [String: ScrollViewReading] = [:]
        for id in reading.scrollViews.keys {
          if let scrollView = reader.referenceScrollView(id) { references[id] = scrollView }
        }
        reading.referenceScrollViewsAtTheHide = references
      }
      current.violations = checker.check(
        step: step, previous: previous, current: current,
        reference: referenceElements, reading: reading)
      body(current)
      previous = current
    }
    return Self.header(of: scenario)
  }

  /// `elements` by id, the first of any id that repeats. Filled from the last element to the
  /// first, so that the first one's is the value left, each element moved out of the list
  /// rather than copied, and without the pairs' array and the merge that
  /// `Dictionary(_:uniquingKeysWith:)` makes (each element copied twice more).
  private static func byID(_ elements: consuming [ElementState]) -> [String: ElementState] {
    var result: [String: ElementState] = [:]
    result.reserveCapacity(elements.count)
    while let element = elements.popLast() { result[element.id] = element }
    return result
  }

  /// The run of `scenario` without its snapshots: what is known before it runs.
  static func header(of scenario: Scenario) -> ScenarioRun {
    ScenarioRun(
      scenario: scenario.name, summary: scenario.summary, device: profile(of: scenario).name,
      settings: scenario.settings.listingBuiltInSettings(), snapshots: [])
  }

  /// The device profile `scenario` runs on.
  private static func profile(of scenario: Scenario) -> DeviceProfile {
    // The loader only accepts known devices, so a profile always exists; a hand-made scenario
    // with an unknown name runs on the default phone rather than crashing.
    ScenarioDevices.profile(for: scenario.screen) ?? .notchedPhone
  }

  /// Where the reference world, as built, is not laid out like the real one (the checker
  /// compares the two, so they must start alike); empty when they are.
  private static func layoutDifferences(_ world: ScenarioWorld, _ reference: ScenarioWorld)
    -> [String]
  {
    let built = SnapshotTaker(world: reference).elements()
    let real = SnapshotTaker(world: world).elements()
    guard built != real else { return [] }
    let differing = zip(real, built).first { $0 != $1 }.map { " (first: \($0.0.id))" } ?? ""
    return ["the reference world is not laid out like this one\(differing)"]
  }

  private func makeManager(_ scenario: Scenario, world: ScenarioWorld, logger: StepLog)
    -> (KeyboardManager, [String])
  {
    let manager = KeyboardManager(
      withoutAdjusters: world.app.animator, settings: scenario.settings, logger: logger)
    var notes: [String] = []
    for choice in scenario.adjusters {
      guard let adjuster = AdjusterFactory.make(choice, in: world) else {
        notes.append("the view of \(choice) does not exist; it was not registered")
        continue
      }
      do {
        try manager.adjusters.register(adjuster)
      } catch {
        notes.append("\(choice) was not registered: \(error)")
      }
    }
    for make in additionalAdjusters {
      guard let adjuster = make({ world.registry.view($0) }) else { continue }
      do {
        try manager.adjusters.register(adjuster)
      } catch {
        notes.append("\(adjuster.identifier) was not registered: \(error)")
      }
    }
    return (manager, notes)
  }

  /// The scroll views ScrollAdjust works on, when it is registered.
  private static func scrollViewsInUse(_ manager: KeyboardManager) -> [any HostScrollView] {
    (manager.adjusters.adjuster(for: .scrollAdjust) as? ScrollAdjuster)?.scrollViewsInUse ?? []
  }

  private func snapshot(
    index: Int, id: String, event: String, note: String?, world: ScenarioWorld,
    manager: KeyboardManager,
    records: [DispatchRecord], log: [String], notes: [String]
  ) -> StepSnapshot {
    let taker = SnapshotTaker(world: world)
    let configuration = manager.configuration
    let keyboard = taker.keyboard(configuration)
    return StepSnapshot(
      index: index, stepID: id, event: event, note: note,
      time: Double(CGFloat(world.app.clock.now).snapshotRounded),
      screen: taker.screen(), keyboard: keyboard, focusedID: taker.firstResponderID(),
      gap: taker.gap(configuration, keyboard: keyboard), root: taker.root(configuration),
      movedDistance: manager.movedDistance.snapshotRounded,
      isSessionOpen: configuration.isSessionOpen,
      ledgerEntries: configuration.ledger.entryCount(excludingRule: "never"),
      ledgerChanges: taker.ledgerChanges(configuration.ledger),
      chosenScrollViews: taker.ids(of: Self.scrollViewsInUse(manager)),
      records: records.map(RecordSummary.init),
      elements: taker.elements(), log: log, notes: notes, violations: [])
  }
}
