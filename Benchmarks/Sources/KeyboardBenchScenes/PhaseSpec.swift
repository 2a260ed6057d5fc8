import Foundation

/// The keyboard events a phase measures, each exactly as the UIKit binding delivers it.
package enum KeyboardEvent: String, CaseIterable, Sendable {
  /// The keyboard's will-show, the first field focused, no session open: the show.
  case show
  /// The will-hide after the first field ended editing, the keyboard up: the hide.
  case hide
  /// End-editing of the first field, then begin-editing of the second, the keyboard up.
  case focus
  /// A did-show repeating the will-show that opened the session: deduplicated, it changes
  /// nothing.
  case repeatedDidShow = "repeat"
  /// Parsing the will-show's userInfo into a `KeyboardInfo`, alone.
  case parse

  /// Whether the hand-written baseline has this event (show, hide, focus).
  package var hasHandWrittenBaseline: Bool {
    switch self {
    case .show, .hide, .focus: true
    case .repeatedDidShow, .parse: false
    }
  }
}

/// Who handles the keyboard.
package enum Implementation: String, CaseIterable, Sendable {
  /// KeyboardLift with its recommended adjusters, fed as the UIKit binding feeds it.
  case keyboardLift = "lift"
  /// The hand-written baseline (``HandWrittenKeyboardHandling``).
  case handWritten = "hand"
}

/// What a phase measures: an event, by whom, on which scene, with how many extra adjusters.
package struct PhaseSpec: Equatable, Sendable, CustomStringConvertible {
  /// The event.
  package var event: KeyboardEvent
  /// Who handles it.
  package var implementation: Implementation
  /// The scene.
  package var shape: SceneShape
  /// No-op adjusters registered after the recommended ones (KeyboardLift only).
  package var noOpAdjusters: Int

  /// A phase of `event`; by default KeyboardLift's on the form with no extra adjuster.
  package init(
    _ event: KeyboardEvent, by implementation: Implementation = .keyboardLift,
    on shape: SceneShape = .form, noOpAdjusters: Int = 0
  ) {
    self.event = event
    self.implementation = implementation
    self.shape = shape
    self.noOpAdjusters = noOpAdjusters
  }

  /// `show (lift, form, 50 no-op adjusters)`.
  package var description: String {
    let adjusters = noOpAdjusters == 0 ? "" : ", \(noOpAdjusters) no-op adjusters"
    return "\(event.rawValue) (\(implementation.rawValue), \(shape)\(adjusters))"
  }
}

/// Why a phase cannot be measured.
package enum PhaseError: Error, CustomStringConvertible {
  /// The hand-written baseline has no such event, or takes no extra adjusters.
  case unsupported(String)
  /// A repetition would start from another state than the first one.
  case stateDrifted(expected: SceneState, found: SceneState)
  /// The event did not do the work it is measured for.
  case noWork(String)

  /// A sentence saying what went wrong.
  package var description: String {
    switch self {
    case .unsupported(let phase): "no such phase: \(phase)"
    case .stateDrifted(let expected, let found):
      "a repetition would start from another state: expected \(expected), found \(found)"
    case .noWork(let what): "the phase did not do its work: \(what)"
    }
  }
}
