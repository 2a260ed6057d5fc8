import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

@MainActor
@Suite struct ClockTests {
  private final class Log {
    var entries: [String] = []
  }

  @Test func callbacksFireInTimeOrderOnlyWhenTimePasses() {
    let clock = HeadlessClock()
    let log = Log()
    clock.schedule(after: 1.0) { log.entries.append("a@1.0") }
    clock.schedule(after: 0.5) { log.entries.append("b@0.5") }
    clock.schedule(after: 0.5) { log.entries.append("c@0.5") }
    #expect(log.entries.isEmpty)  // nothing happens on its own
    clock.advance(by: 0.75)
    #expect(log.entries == ["b@0.5", "c@0.5"])
    #expect(clock.now == 0.75)
    clock.advance(by: 0.25)
    #expect(log.entries == ["b@0.5", "c@0.5", "a@1.0"])
    #expect(clock.pendingActionCount == 0)
  }

  @Test func callbacksSeeTheirOwnTimeAndCanScheduleMore() {
    let clock = HeadlessClock()
    let log = Log()
    clock.schedule(after: 0.2) {
      log.entries.append("first at \(clock.now)")
      clock.schedule(after: 0.1) { log.entries.append("second at \(clock.now)") }
    }
    clock.advance(by: 1)
    // 0.2 + 0.1 = 0.30000000000000004 in binary floating point.
    #expect(log.entries == ["first at 0.2", "second at \(0.2 + 0.1)"])
    #expect(clock.now == 1)
  }

  @Test func badIntervalsAreIgnoredAndCancelledCallbacksDoNotRun() {
    let clock = HeadlessClock()
    let log = Log()
    let id = clock.schedule(after: 0.1) { log.entries.append("cancelled") }
    clock.advance(by: -5)
    clock.advance(by: .nan)
    #expect(clock.now == 0)
    #expect(clock.cancel(id))
    #expect(!clock.cancel(id))
    clock.advance(by: 1)
    #expect(log.entries.isEmpty)
  }

  @Test func runUntilIdleRunsEverything() {
    let clock = HeadlessClock()
    let log = Log()
    clock.schedule(after: 3) { log.entries.append("late") }
    clock.schedule(after: 1) { log.entries.append("early") }
    #expect(clock.nextActionTime == 1)
    #expect(clock.runUntilIdle() == 2)
    #expect(log.entries == ["early", "late"])
    #expect(clock.now == 3)
  }
}

@MainActor
@Suite struct AnimatorTests {
  @Test func changesRunAtOnceInsideTheRecordedAnimation() {
    let app = HeadlessApp(profile: .notchedPhone, rootController: HeadlessViewController())
    guard let root = app.rootController else {
      Issue.record("no root")
      return
    }
    let keyboardAnimation = KeyboardAnimation(duration: 0.25, curve: 7)
    var sawAnimationInside = false
    app.animator.animate(keyboardAnimation) {
      sawAnimationInside = app.animator.currentAnimation == keyboardAnimation
      root.view.frame.origin.y = -100
    }
    #expect(sawAnimationInside)
    #expect(root.view.frame.minY == -100)  // model value changed at once
    #expect(app.animator.currentAnimation == nil)
    #expect(root.view.frameChanges.last?.animation == keyboardAnimation)
    #expect(root.view.frameChanges.last?.time == 0)
    #expect(
      app.animator.records == [
        HeadlessAnimationRecord(animation: keyboardAnimation, startTime: 0, endTime: 0.25)
      ])
    root.view.frame.origin.y = 0
    #expect(root.view.frameChanges.last?.isAnimated == false)
  }

  @Test func animatingLastsUntilTheClockPassesTheEnd() {
    let clock = HeadlessClock()
    let animator = HeadlessAnimator(clock: clock)
    animator.animate(KeyboardAnimation(duration: 0.25, curve: 7)) {}
    #expect(animator.isAnimating)
    clock.advance(by: 0.2)
    #expect(animator.isAnimating)
    clock.advance(by: 0.05)
    #expect(!animator.isAnimating)
    animator.animate(KeyboardAnimation(duration: 1, curve: 2)) {}
    #expect(animator.isAnimating)
    animator.finishAnimations()
    #expect(!animator.isAnimating)
    #expect(animator.records.last?.wasFinishedEarly == true)
    #expect(clock.now == 0.25)  // finishing does not move the clock
  }

  @Test func scrollChangesRecordTheAnimationAndTheSetter() {
    let app = HeadlessApp(profile: .notchedPhone, rootController: HeadlessViewController())
    let scrollView = HeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    app.rootController?.view.addSubview(scrollView)
    app.advance(by: 2)
    app.animator.animate(KeyboardAnimation(duration: 0.3, curve: 7)) {
      scrollView.setContentOffset(CGPoint(x: 0, y: 120), animated: true)
      scrollView.hostContentInset.bottom = 336
    }
    let change = scrollView.contentOffsetChanges.last
    #expect(change?.usedAnimatedSetter == true)
    #expect(change?.animation == KeyboardAnimation(duration: 0.3, curve: 7))
    #expect(change?.time == 2)
    #expect(scrollView.contentInsetChanges.last?.isAnimated == true)
    scrollView.removeRecordedChanges()
    #expect(scrollView.contentOffsetChanges.isEmpty)
  }
}
