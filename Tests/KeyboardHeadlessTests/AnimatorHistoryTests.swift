import Foundation
import KeyboardCore
import Testing

@testable import KeyboardHeadless

/// The animator keeps every record, but its checks (`isAnimating`, `finishAnimations()`) look
/// only at the blocks still in flight: a long run does not slow down step by step.
@Suite @MainActor struct AnimatorHistoryTests {
  @Test func checksLookOnlyAtTheBlocksInFlightNeverAtTheWholeHistory() {
    let clock = HeadlessClock()
    let animator = HeadlessAnimator(clock: clock)
    for round in 0..<1000 {
      animator.animate(KeyboardAnimation(duration: 0.25, curve: 7)) {}
      #expect(animator.blocksInFlight.count == 1)
      if round.isMultiple(of: 2) {
        clock.advance(by: 0.25)
        #expect(!animator.isAnimating)
      } else {
        animator.finishAnimations()
      }
      #expect(animator.blocksInFlight.isEmpty, "round \(round)")
    }
    #expect(animator.records.count == 1000)
    #expect(animator.records.filter(\.wasFinishedEarly).count == 500)
  }

  @Test func aBlockStillRunningStaysInFlightUntilItEnds() {
    let clock = HeadlessClock()
    let animator = HeadlessAnimator(clock: clock)
    animator.animate(KeyboardAnimation(duration: 1, curve: 7)) {}
    animator.animate(KeyboardAnimation(duration: 0.25, curve: 7)) {}
    clock.advance(by: 0.5)
    #expect(animator.isAnimating)
    #expect(animator.blocksInFlight == [0])
    animator.removeRecords()
    #expect(!animator.isAnimating && animator.blocksInFlight.isEmpty)
  }
}
