import Foundation
import KeyboardCore

/// A scenario: a screen, the settings, a controller hierarchy with its views, and a timeline of
/// keyboard and focus events to run through the real KeyboardLift pipeline. Read one with
/// ``ScenarioLoader``; the file format is documented in Docs/ScenarioFormat.md.
public struct Scenario: Equatable, Sendable {
  /// The scenario's name (the file's `name`, else the file name without extension).
  public var name: String
  /// What the scenario shows, in a sentence or two.
  public var summary: String?
  /// The device or explicit screen it runs on.
  package var screen: ScreenChoice
  /// The global settings the manager starts with.
  package var settings: KeyboardSettings
  /// The adjusters registered before the first step, in the order given.
  package var adjusters: [AdjusterChoice]
  /// The window's root controller.
  package var root: ScenarioController
  /// The timeline.
  package var steps: [ScenarioStep]

  /// Creates a scenario.
  package init(
    name: String, summary: String? = nil, screen: ScreenChoice,
    settings: KeyboardSettings = KeyboardSettings(),
    adjusters: [AdjusterChoice] = AdjusterChoice.recommended,
    root: ScenarioController, steps: [ScenarioStep]
  ) {
    self.name = name
    self.summary = summary
    self.screen = screen
    self.settings = settings
    self.adjusters = adjusters
    self.root = root
    self.steps = steps
  }
}
