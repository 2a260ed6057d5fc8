import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardLift

/// Runs a scenario through the real pipeline: builds it on KeyboardHeadless with a
/// ``KeyboardManager`` fed by the headless app, performs every step, lets every animation
/// finish, and takes a snapshot after each step — checking the invariants against a reference
/// world built alongside without KeyboardLift.
@MainActor
public struct ScenarioRunner {
  /// Creates a runner.
  public init() {}

  /// Runs `scenario`.
  public func run(_ scenario: Scenario) -> ScenarioRun {
    run(scenario, log: StepLog())
  }

  /// Runs `scenario`, KeyboardLift's messages going to `log`.
  func run(_ scenario: Scenario, log logger: StepLog) -> ScenarioRun {
    // The loader only accepts known devices, so a profile always exists; a hand-made scenario
    // with an unknown name runs on the default phone rather than crashing.
    let profile = ScenarioDevices.profile(for: scenario.screen) ?? .notchedPhone
    let world = ScenarioWorld(scenario: scenario, profile: profile)
    let reference = ScenarioWorld(scenario: scenario, profile: profile)
    let (manager, setupNotes) = makeManager(scenario, world: world, logger: logger)
    var records: [DispatchRecord] = []
    manager.onDispatch = { records.append($0) }
    world.app.connect(to: manager.configuration)

    let performer = StepPerformer(world: world, manager: manager)
    let referencePerformer = StepPerformer(world: reference, manager: nil)
    var checker = InvariantChecker()
    var snapshots = [
      snapshot(
        index: 0, id: "start", event: "start", note: nil, world: world, manager: manager,
        records: [], log: [], notes: setupNotes)
    ]
    for (offset, step) in scenario.steps.enumerated() {
      records = []
      let notes = performer.perform(step.action)
      _ = referencePerformer.perform(step.action)
      world.app.settle()
      reference.app.settle()
      let log = logger.takeMessages().map(\.description)
      var current = snapshot(
        index: offset + 1, id: step.id, event: StepDescription.describe(step.action),
        note: step.note,
        world: world, manager: manager, records: records, log: log, notes: notes)
      let referenceElements = Dictionary(
        SnapshotTaker(world: reference).elements().map { ($0.id, $0) },
        uniquingKeysWith: { first, _ in first })
      current.violations = checker.check(
        step: step, previous: snapshots[snapshots.count - 1], current: current,
        reference: referenceElements)
      snapshots.append(current)
    }
    return ScenarioRun(
      scenario: scenario.name, summary: scenario.summary, device: profile.name,
      settings: scenario.settings.listingBuiltInSettings(), snapshots: snapshots)
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
    return (manager, notes)
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
      ledgerEntries: configuration.ledger.summary.filter { $0.restoreRule != "never" }.count,
      records: records.map(RecordSummary.init),
      elements: taker.elements(), log: log, notes: notes, violations: [])
  }
}
