import Foundation
import KeyboardBenchScenes
import Testing

@MainActor
struct MeasuredPhaseTests {
  @Test(arguments: KeyboardEvent.allCases)
  func everyKeyboardLiftPhaseRepeatsFromTheSameStateAndDoesItsWork(event: KeyboardEvent) throws {
    let phase = try MeasuredPhase(PhaseSpec(event))
    for _ in 0..<3 {
      try phase.prepare()
      phase.run()
      try phase.check()
    }
  }

  @Test(arguments: KeyboardEvent.allCases.filter(\.hasHandWrittenBaseline))
  func theHandWrittenBaselineEndsWhereKeyboardLiftEnds(event: KeyboardEvent) throws {
    let lift = try MeasuredPhase(PhaseSpec(event))
    let hand = try MeasuredPhase(PhaseSpec(event, by: .handWritten))
    for phase in [lift, hand] {
      try phase.prepare()
      phase.run()
      try phase.check()
    }
    // A hide: KeyboardLift leaves the offset where the content allows it (Behavior.md's restore
    // rule), the hand-written code puts it back; both take their inset back.
    if event == .hide {
      #expect(lift.scene.state.insets == hand.scene.state.insets)
    } else {
      #expect(lift.scene.state == hand.scene.state)
    }
  }

  @Test func aRepetitionThatWouldStartFromAnotherStateIsRefused() throws {
    let phase = try MeasuredPhase(PhaseSpec(.show))
    phase.scene.controller.view.frame.origin.y -= 40
    #expect(throws: PhaseError.self) { try phase.prepare() }
  }

  @Test func theHandWrittenBaselineHasNoParseNorRepeat() {
    #expect(throws: PhaseError.self) { try MeasuredPhase(PhaseSpec(.parse, by: .handWritten)) }
    #expect(throws: PhaseError.self) {
      try MeasuredPhase(PhaseSpec(.repeatedDidShow, by: .handWritten))
    }
  }
}
