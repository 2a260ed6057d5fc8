import Foundation

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
