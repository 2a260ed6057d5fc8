import Foundation
import KeyboardSimulator

/// The regression scenarios of `Fixtures/Regressions/`: each reproduces one defect found by
/// randomized testing or on a real screen, and the test that runs it says which defect it pins.
enum Regressions {
  /// `Fixtures/Regressions/`.
  static let directory = PackagePaths.fixtures.appendingPathComponent("Regressions")

  /// The path of the regression file `name` (without `.json`).
  static func path(_ name: String) -> String {
    directory.appendingPathComponent(name + ".json").path
  }

  /// Runs the regression scenario `name` through the simulator, invariants checked.
  @MainActor static func run(_ name: String) throws -> ScenarioRun {
    ScenarioRunner().run(try ScenarioLoader().load(path: path(name)))
  }
}
