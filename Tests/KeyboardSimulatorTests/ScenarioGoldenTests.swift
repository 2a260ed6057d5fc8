import Foundation
import KeyboardSimulator
import Testing

/// Every scenario of `Scenarios/` runs with every invariant holding, and its JSON output equals
/// its golden in `Scenarios/goldens/`. Goldens change only on purpose: run the tests with
/// `KEYBOARD_SIM_WRITE_GOLDENS=1` (or `keyboard-sim --write-goldens Scenarios/goldens
/// Scenarios/*.json`) and review the diff.
@Suite @MainActor struct ScenarioGoldenTests {
  static let rewrite = ProcessInfo.processInfo.environment["KEYBOARD_SIM_WRITE_GOLDENS"] == "1"

  @Test func thereAreAtLeastTwentyScenarios() {
    #expect(PackagePaths.scenarioFiles.count >= 20)
  }

  @Test(arguments: PackagePaths.scenarioFiles)
  func scenarioHoldsItsInvariantsAndMatchesItsGolden(_ file: String) throws {
    let scenario = try ScenarioLoader().load(
      path: PackagePaths.scenarios.appendingPathComponent(file).path)
    #expect(scenario.name + ".json" == file, "a scenario is named after its file")
    let run = ScenarioRunner().run(scenario)
    #expect(run.violations.isEmpty, "\(run.violations)")
    let output = JSONRunRenderer().render(run)
    let golden = PackagePaths.goldens.appendingPathComponent(file)
    if Self.rewrite {
      try FileManager.default.createDirectory(
        at: PackagePaths.goldens, withIntermediateDirectories: true)
      try Data(output.utf8).write(to: golden)
      return
    }
    let expected = try String(contentsOf: golden, encoding: .utf8)
    #expect(
      output == expected,
      "\(file) differs from its golden; if the change is intended, regenerate with KEYBOARD_SIM_WRITE_GOLDENS=1"
    )
  }

  @Test func everyGoldenHasItsScenario() throws {
    let goldens = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.goldens.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(goldens == PackagePaths.scenarioFiles)
  }

  @Test func theBundledScenarioIsTheOneInScenarios() throws {
    let bundled = try BundledScenario.load()
    let shipped = try ScenarioLoader().load(
      path: PackagePaths.scenarios.appendingPathComponent("sign-up-form.json").path)
    #expect(bundled == shipped)
  }
}
