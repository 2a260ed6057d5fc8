import Foundation
import KeyboardHeadless
import KeyboardLift

/// One measurable keyboard event on one scene, by KeyboardLift or by the hand-written
/// baseline, repeated from the same state every time.
///
/// A runner calls ``prepare()`` (outside the measured region), ``run()`` (the measured region:
/// exactly the event) and ``check()`` (outside), as many times as it measures. ``prepare()``
/// brings the scene to the phase's starting state and throws when that state differs from the
/// first repetition's, so a later repetition never does less work; ``check()`` throws when the
/// event did not do its work (a show that scrolled nothing is not a show). The initialiser runs
/// two repetitions unmeasured, so one-time costs (metadata, caches, first allocations) stay out
/// of the figures.
@MainActor
package final class MeasuredPhase {
  /// What is measured.
  package let spec: PhaseSpec
  /// The scene it runs on.
  package let scene: BenchScene
  private let driver: Driver
  private let notifications: KeyboardNotifications
  private let restingState: SceneState
  private var startState: SceneState?
  /// The parse phase's result, kept so the parse is not optimised away.
  private var parsed: KeyboardInfo?

  private enum Driver {
    case keyboardLift(LiftDriver)
    case handWritten(HandWrittenKeyboardHandling)
  }

  /// Builds the scene and the driver, then runs two unmeasured repetitions.
  ///
  /// - Throws: ``PhaseError`` when the hand-written baseline has no such event, the manager
  ///   cannot be built, or a warm-up repetition fails its checks.
  package init(_ spec: PhaseSpec) throws {
    self.spec = spec
    scene = spec.shape.build()
    notifications = KeyboardNotifications(profile: scene.app.profile)
    restingState = scene.state
    switch spec.implementation {
    case .keyboardLift:
      driver = .keyboardLift(try LiftDriver(scene: scene, noOpAdjusters: spec.noOpAdjusters))
    case .handWritten:
      guard spec.event.hasHandWrittenBaseline, spec.noOpAdjusters == 0,
        let scrollView = scene.scrollViews.last
      else { throw PhaseError.unsupported(spec.description) }
      driver = .handWritten(HandWrittenKeyboardHandling(scrollView: scrollView))
    }
    for _ in 0..<2 {
      try prepare()
      run()
      try check()
    }
  }

  /// Brings the scene to the phase's starting state. Never inside a measured region.
  ///
  /// - Throws: ``PhaseError/stateDrifted(expected:found:)`` when the state differs from the
  ///   first repetition's.
  package func prepare() throws(PhaseError) {
    let first = scene.firstField
    switch (driver, spec.event) {
    case (_, .parse):
      break
    case (.keyboardLift(let lift), .show):
      lift.reset()
      lift.beginEditing(first)
    case (.keyboardLift(let lift), .hide):
      lift.reset()
      lift.showOnFirstField()
      lift.endEditing(first)
    case (.keyboardLift(let lift), .focus), (.keyboardLift(let lift), .repeatedDidShow):
      lift.reset()
      lift.showOnFirstField()
    case (.handWritten(let hand), .show):
      hand.reset()
      scene.putBack()
      hand.textDidBeginEditing(first)
    case (.handWritten(let hand), _):
      hand.reset()
      scene.putBack()
      hand.textDidBeginEditing(first)
      hand.keyboardWillShow(userInfo: notifications.show)
      scene.app.settle()
    }
    let state = scene.state
    if let startState, state != startState {
      throw PhaseError.stateDrifted(expected: startState, found: state)
    }
    startState = state
  }

  /// The event: the measured region.
  package func run() {
    switch (driver, spec.event) {
    case (_, .parse):
      parsed = try? KeyboardInfo(
        notification: .willShow, userInfo: notifications.show, screenBounds: scene.screenBounds)
    case (.keyboardLift(let lift), .show):
      lift.post(.willShow, userInfo: notifications.show)
    case (.keyboardLift(let lift), .hide):
      lift.post(.willHide, userInfo: notifications.hide)
    case (.keyboardLift(let lift), .focus):
      lift.endEditing(scene.firstField)
      lift.beginEditing(scene.secondField)
    case (.keyboardLift(let lift), .repeatedDidShow):
      lift.post(.didShow, userInfo: notifications.show)
    case (.handWritten(let hand), .show):
      hand.keyboardWillShow(userInfo: notifications.show)
    case (.handWritten(let hand), .hide):
      hand.keyboardWillHide()
    case (.handWritten(let hand), .focus):
      hand.textDidBeginEditing(scene.secondField)
    case (.handWritten, .repeatedDidShow):
      break  // refused by init
    }
  }

  /// Settles the scene and checks that the event did its work. Never inside a measured region.
  ///
  /// - Throws: ``PhaseError/noWork(_:)`` when it did not.
  package func check() throws(PhaseError) {
    scene.app.settle()
    let state = scene.state
    let start = startState ?? restingState
    let problem: String? =
      switch spec.event {
      case .show, .focus:
        state == start ? "nothing moved" : nil
      case .hide:
        state.insets != restingState.insets || state == start
          ? "the scroll view's inset is not back" : nil
      case .repeatedDidShow:
        state != start ? "a repeated did-show moved something: \(state)" : nil
      case .parse:
        parsed?.isVisible == true ? nil : "the notification did not parse as a visible keyboard"
      }
    if let problem { throw PhaseError.noWork("\(spec): \(problem)") }
  }
}
