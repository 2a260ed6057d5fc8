import Foundation
import KeyboardSimulator
import Testing

/// Regressions 02, 05, 06, 07, 08 and 09: defects of the session core and RootAdjust, found by
/// randomized testing. Each test runs its file from `Fixtures/Regressions/` and pins the
/// geometry the defect got wrong; every one failed before its fix. (Snapshot `i` is the state
/// after step `i`; snapshot 0 is the start.)
@Suite @MainActor struct CoreRegressionTests {
  private func element(_ id: String, in snapshot: StepSnapshot) -> ElementState? {
    snapshot.elements.first { $0.id == id }
  }

  /// 02 (Behavior.md §4.3): a root configuration captured at a begin-editing without a keyboard
  /// outlived the blur; after the app moved its root view from y 64 to 0 the next session reused
  /// y₀ = 64 and pushed the root 64 pt below the app's placement, and `movedDistance` was −64
  /// with no session open.
  @Test func aConfigurationWithoutASessionIsDroppedAtEndEditing() throws {
    let run = try Regressions.run("02-stale-root-configuration-pushes-root-down")
    #expect(run.snapshots[2].root == nil)
    #expect(run.snapshots[3].movedDistance == 0)
    #expect(run.snapshots[5].root?.capturedOriginY == 0)
    #expect(element("formView", in: run.snapshots[5])?.frame.y == 0)
    #expect(element("formView", in: run.snapshots[7])?.frame.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// 05 (Behavior.md §2.3): an end frame wholly left of, or above, the screen counted as a visible
  /// keyboard: the session stayed open and the scroll view (restoreContentOffset) kept its
  /// keyboard offset (246) and inset.
  @Test func aKeyboardFrameOffTheScreenSidewaysOrAboveIsHidden() throws {
    let run = try Regressions.run("05-offscreen-keyboard-frame-not-hidden")
    // The scroll view rests at −47 under the status bar (its adjusted content inset, §7.1b).
    let resting = element("scroll", in: run.snapshots[0])?.scroll?.contentOffset.y
    #expect(resting == -47)
    #expect(element("scroll", in: run.snapshots[2])?.scroll?.contentOffset.y == 246)
    for step in [3, 4] {
      let snapshot = run.snapshots[step]
      #expect(!snapshot.isSessionOpen)
      #expect(element("scroll", in: snapshot)?.scroll?.contentOffset.y == resting)
      #expect(element("scroll", in: snapshot)?.scroll?.contentInset.bottom == 0)
    }
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// 06 (Behavior.md §9): GestureGuard postponed the hide during a swipe-back and the app removed
  /// GestureGuard before the gesture ended: nobody resumed the session, which stayed open with
  /// the root lifted 246 pt and the keyboard gone.
  @Test func removingThePostponingAdjusterResumesTheHide() throws {
    let run = try Regressions.run("06-postponed-session-never-ends")
    #expect(run.snapshots[4].isSessionOpen)  // postponed by the pop
    let afterRemoval = run.snapshots[5]
    #expect(!afterRemoval.isSessionOpen)
    #expect(afterRemoval.movedDistance == 0)
    #expect(element("detailView", in: afterRemoval)?.frame.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// 07 (Behavior.md §4.3): with ScrollAdjust and RootAdjust only, a rotation was nobody's
  /// business: RootAdjust lowered the root towards the portrait y₀ = 100 and the hide put it
  /// back at 100, 100 pt below where its container placed it in landscape.
  @Test func rotationIsHandledByTheCoreWithoutGestureGuard() throws {
    let run = try Regressions.run("07-rotation-without-gesture-guard")
    #expect(run.snapshots[3].root?.capturedOriginY == 0)
    #expect(run.snapshots[3].explanationTopics.contains("recapture"))
    #expect(element("formView", in: run.snapshots[5])?.frame.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// 08 (Behavior.md §8): reached by shrinking the keyboard 260 → 100 pt, the m < 0 branch had no
  /// coverage clamp and left the root lifted 110 pt, more than the keyboard covers and unlike
  /// the same keyboard shown directly (100).
  @Test func aShrinkingKeyboardLeavesNoMoreLiftThanItCovers() throws {
    let run = try Regressions.run("08-shrinking-keyboard-lift-beyond-keyboard")
    #expect(run.snapshots[2].movedDistance == 260)
    #expect(run.snapshots[3].movedDistance == 100)
    #expect(run.snapshots[7].movedDistance == 100)  // the direct path agrees
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// 09 (Behavior.md §4.3, blurred but still up): the field ended editing with the keyboard up,
  /// then the keyboard shrank to a 55-pt hardware strip; no event was sent and the root stayed
  /// lifted 246 pt.
  @Test func aKeyboardChangeWhileBlurredClampsTheLift() throws {
    let run = try Regressions.run("09-keyboard-change-after-blur")
    #expect(run.snapshots[3].movedDistance == 246)
    #expect(run.snapshots[4].movedDistance == 55)
    #expect(run.snapshots[4].records.first?.action == "clampedWhileBlurred")
    #expect(!run.snapshots[4].records.contains { $0.action == "change" })
    #expect(element("formView", in: run.snapshots[5])?.frame.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }
}

extension StepSnapshot {
  /// The topics of every explanation this step's dispatch records hold.
  fileprivate var explanationTopics: [String] {
    records.flatMap { $0.explanations.map(\.topic) }
  }
}
