import Foundation
import KeyboardCore

extension InvariantChecker {
  /// `no-lift-beyond-keyboard` (Behavior.md §8, §4.3): the session's root view is lifted by no
  /// more than the keyboard covers — the keyboard as Behavior.md §2 says it is, so a frame off to
  /// a side covers nothing — and KeyboardLift never moves it below `y₀`, with `y₀` the origin
  /// of the live session, measured by the checker.
  ///
  /// Not judged while an interactive pop runs (the gesture moves views, and a postponed hide
  /// keeps the lift on purpose, Behavior.md §9), nor while the lift is the app's own doing (it
  /// moved the root view itself, and KeyboardLift has not acted since). Against what the
  /// keyboard covers, not judged while a window change waits for KeyboardLift's next input
  /// (``InvariantChecker/windowChangeUnseen``, §4.3): a Stage Manager window resized with no input
  /// focused left a root lifted 17 pt where the keyboard covered only 4 pt of the new window.
  func rootLift(_ state: StepState) -> [InvariantViolation] {
    guard let root, !root.isPlacedByApp, !state.reading.isInteractivePopRunning,
      let view = state.reading.roots[root.controllerID]
    else { return [] }
    let tolerance = Self.gapTolerance
    let lift = root.y0 - view.originY
    let covered = state.keyboard?.covered ?? 0
    let name = view.viewID.isEmpty ? root.controllerID : view.viewID
    if lift > covered + tolerance, !windowChangeUnseen {
      let keyboard =
        state.keyboard == nil
        ? "the keyboard is hidden (\(keyboard.hiddenBecause ?? "no keyboard"))"
        : "the keyboard covers only \(covered.pointText) pt"
      return [
        InvariantViolation(
          .noLiftBeyondKeyboard, "root \(name) is lifted \(lift.pointText) pt but \(keyboard)")
      ]
    }
    let before = lastRootOrigins[root.controllerID]?.real ?? view.originY
    if lift < -tolerance, view.originY > before + tolerance {
      return [
        InvariantViolation(
          .noLiftBeyondKeyboard,
          "root \(name) was moved down to \(view.originY.pointText), \((-lift).pointText) pt below where the session found it (y₀ \(root.y0.pointText))"
        )
      ]
    }
    return []
  }
}
