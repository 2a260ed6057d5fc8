import Foundation
import KeyboardCore

/// Everything one run of a scenario produced: a snapshot of the world before the first step and
/// after every step. This is what `--json` prints and what the goldens hold.
public struct ScenarioRun: Hashable, Sendable, Codable {
  /// The scenario's name.
  public var scenario: String
  /// What it shows.
  public var summary: String?
  /// The device profile it started on (`"custom"` for an explicit screen).
  public var device: String
  /// The global settings it started with.
  public var settings: KeyboardSettings
  /// Snapshot 0 (as built), then one per step.
  public var snapshots: [StepSnapshot]

  /// Every violation, with the step it happened after: `"step 3 (focus email): …"`.
  public var violations: [String] {
    snapshots.flatMap { snapshot in
      snapshot.violations.map { "step \(snapshot.index) (\(snapshot.event)): \($0)" }
    }
  }
}

extension ScenarioRun {
  /// The snapshot that shows the scenario best: the last one with the keyboard up and a field
  /// focused (what KeyboardLift did), else the last one.
  package var keySnapshot: StepSnapshot? {
    snapshots.last { $0.keyboard != nil && $0.gap != nil } ?? snapshots.last
  }
}
