import Foundation
import KeyboardCore

/// What one step gives the checks.
struct StepState {
  let step: ScenarioStep
  let previous: StepSnapshot
  let current: StepSnapshot
  let reference: [String: ElementState]
  let reading: WorldReading
  /// The keyboard in window coordinates, as Behavior.md §2 says KeyboardLift must see it; `nil`
  /// while hidden.
  let keyboard: (frame: CGRect, top: CGFloat, covered: CGFloat)?
  /// Whether a postponed hide legitimately holds the session open.
  let isHeldOpen: Bool
  /// Whether the screen or the window changed during the step (a rotation, a resize).
  let screenChanged: Bool

  /// Whether KeyboardLift adjusted during the step (it sent a show or a change).
  var adjusted: Bool {
    current.records.contains { $0.action == "show" || $0.action == "change" }
  }

  /// Whether a session is open (KeyboardLift says so) and may be (the keyboard is up, or a
  /// postponed hide holds it).
  var mayBeInSession: Bool { current.isSessionOpen && (keyboard != nil || isHeldOpen) }
}
