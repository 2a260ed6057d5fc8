import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// What a pop gesture's end means is KeyboardCore's rule (`InteractivePopTracker`); the UIKit
/// binding only reports the recognizer's states, the transition's outcome and the stack.
@MainActor
@Suite struct InteractivePopTrackerTests {
  private let list = HeadlessViewController(classNames: ["ListController"])
  private let detail = HeadlessViewController(classNames: ["DetailController"])

  @Test func aPopBeginsOnceAndEndsOnce() {
    let tracker = InteractivePopTracker()
    #expect(tracker.gestureBegan(leaving: detail) == .began)
    #expect(tracker.isPopRunning)
    #expect(tracker.gestureBegan(leaving: detail) == nil)
    #expect(tracker.gestureCancelled() == .cancelled)
    #expect(!tracker.isPopRunning)
    #expect(tracker.gestureCancelled() == nil)
  }

  @Test func anEndedGestureWaitsForTheTransitionsOutcome() {
    let tracker = InteractivePopTracker()
    _ = tracker.gestureBegan(leaving: detail)
    #expect(tracker.gestureEnded(awaitsTransition: true, stack: [list, detail]) == nil)
    #expect(tracker.isPopRunning)
    #expect(tracker.transitionEnded(cancelled: false) == .completed)
    #expect(tracker.transitionEnded(cancelled: false) == nil)

    _ = tracker.gestureBegan(leaving: detail)
    _ = tracker.gestureEnded(awaitsTransition: true, stack: [list, detail])
    #expect(tracker.transitionEnded(cancelled: true) == .cancelled)
  }

  @Test func withoutATransitionTheStackDecides() {
    let tracker = InteractivePopTracker()
    _ = tracker.gestureBegan(leaving: detail)
    #expect(tracker.gestureEnded(awaitsTransition: false, stack: [list, detail]) == .cancelled)
    _ = tracker.gestureBegan(leaving: detail)
    #expect(tracker.gestureEnded(awaitsTransition: false, stack: [list]) == .completed)
  }

  @Test func aTransitionEndWithNoPopRunningIsIgnored() {
    let tracker = InteractivePopTracker()
    #expect(tracker.transitionEnded(cancelled: false) == nil)
  }

  @Test func aTransitionEndReportedBeforeTheGesturesEndStillEndsThePop() {
    // UIKit may run the coordinator's completion at once, before the host reports the end.
    let tracker = InteractivePopTracker()
    _ = tracker.gestureBegan(leaving: detail)
    #expect(tracker.transitionEnded(cancelled: true) == .cancelled)
    #expect(!tracker.isPopRunning)
    #expect(tracker.gestureEnded(awaitsTransition: true, stack: [list, detail]) == nil)
    #expect(!tracker.isPopRunning)
    #expect(tracker.gestureBegan(leaving: detail) == .began)
  }

  @Test func anEndWithoutABeginIsIgnoredAndResetForgetsAPop() {
    let tracker = InteractivePopTracker()
    #expect(tracker.gestureEnded(awaitsTransition: false, stack: []) == nil)
    _ = tracker.gestureBegan(leaving: detail)
    tracker.reset()
    #expect(!tracker.isPopRunning)
    #expect(tracker.gestureCancelled() == nil)
    #expect(tracker.gestureBegan(leaving: detail) == .began)
  }

  @Test func aGestureCancelledWhileTheTransitionRunsIsCancelled() {
    let tracker = InteractivePopTracker()
    _ = tracker.gestureBegan(leaving: detail)
    _ = tracker.gestureEnded(awaitsTransition: true, stack: [list, detail])
    #expect(tracker.gestureCancelled() == .cancelled)
    #expect(tracker.transitionEnded(cancelled: false) == nil)
  }
}
