import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardRootAdjust
import Testing

/// Keyboards that are not a plain docked one, and keyboards that change while editing
/// (Behavior.md §2.3, §6, §8).
@MainActor
@Suite struct RootKeyboardFrameTests {
  @Test func onlyTheVisibleStripOfAHardwareKeyboardCounts() throws {
    // The hardware-keyboard phone reports (0, 789, 390, 336): only 844 − 789 = 55 pt show.
    let field = makeField(y: 740)
    let form = makeForm(field)
    let harness = try RootAdjustHarness(profile: .hardwareKeyboardPhone, rootController: form)
    harness.edit(field)
    // kbTop = 789: need = 784 − (789 − 10) = 5 → y' = −5. Counting the whole 336-point frame
    // (kbTop 508) would have lifted it by 784 − 498 = 286.
    #expect(harness.lastAdjustment?.geometry?.keyboardCovered == 55)
    #expect(form.view.frame.origin.y == -5)
    #expect(harness.gap(below: field) == 10)
  }

  @Test func aFieldAboveTheHardwareStripStaysPut() throws {
    let field = makeField(y: 700)
    let form = makeForm(field)
    let harness = try RootAdjustHarness(profile: .hardwareKeyboardPhone, rootController: form)
    harness.edit(field)
    // need = 744 − 779 = −35: visible above the strip.
    #expect(harness.lastAdjustment?.geometry?.lift == -35)
    #expect(form.view.frame.origin.y == 0)
  }

  @Test func aStageManagerWindowComparesTheKeyboardInWindowCoordinates() throws {
    // Window (120, 60, 700, 640) on a 1180×820 screen; the keyboard (0, 422, 1180, 398) in
    // screen coordinates is (−120, 362, 1180, 398) in the window: kbTop = 362, and it covers
    // 640 − 362 = 278 of the window. No status bar, no safe area: Gtop = 0.
    let field = makeField(y: 400, width: 600)
    let form = makeForm(field)
    let harness = try RootAdjustHarness(profile: .iPadStageManager, rootController: form)
    harness.edit(field)
    // T = 400…444: need = 444 − (362 − 10) = 92, room = 400 → y' = max(−92, 0 − 278) = −92.
    // Comparing the screen frame unconverted (top 422) would have lifted only 444 − 412 = 32.
    #expect(harness.lastAdjustment?.geometry?.keyboardTop == 362)
    #expect(harness.lastAdjustment?.geometry?.keyboardCovered == 278)
    #expect(form.view.frame.origin.y == -92)
    #expect(harness.gap(below: field) == 10)  // 362 − (444 − 92)
  }

  @Test func aShrinkingKeyboardBringsTheRootDownButNeverBelowY0() throws {
    let field = makeField(y: 600)
    let form = makeForm(field)
    let harness = try RootAdjustHarness(rootController: form)
    harness.edit(field)
    #expect(form.view.frame.origin.y == -146)  // 644 − 498, as on a plain form

    // The keyboard shrinks to 244 pt: (0, 600, 390, 244).
    harness.app.keyboard.changeFrame(to: CGRect(x: 0, y: 600, width: 390, height: 244))
    // The field is at 454…498 now: need = 498 − (600 − 10) = −92, room = 454 − 47 = 407
    // → lift −92: the root comes down by min(92, 0 − (−146)) = 92 → y = −54.
    #expect(harness.lastAdjustment?.geometry?.lift == -92)
    #expect(form.view.frame.origin.y == -54)
    #expect(harness.gap(below: field) == 10)  // 600 − (644 − 54)

    // A hardware keyboard is attached: only its 55-point strip shows, (0, 789, 390, 336).
    harness.app.keyboard.changeFrame(to: CGRect(x: 0, y: 789, width: 390, height: 336))
    // The field is at 546…590: need = 590 − 779 = −189 → down by min(189, 54) = 54 → y = 0 = y₀,
    // not 0 + 189: never below where the session began.
    #expect(harness.lastAdjustment?.geometry?.lift == -189)
    #expect(form.view.frame.origin.y == 0)
    #expect(harness.configuration.root?.movedDistance == 0)
  }

  @Test func aRootSomeoneElsePutBelowY0IsLeftThere() throws {
    let field = makeField(y: 300)
    let form = makeForm(field)
    let harness = try RootAdjustHarness(rootController: form)
    harness.edit(field)
    // The app slides its view down by 30 while the keyboard is up, then the keyboard changes.
    form.view.frame.origin.y = 30
    harness.app.keyboard.changeFrame(to: CGRect(x: 0, y: 600, width: 390, height: 244))
    // T = 330…374: need = 374 − 590 = −216 < 0, but y = 30 > y₀ = 0: nothing to bring down.
    #expect(form.view.frame.origin.y == 30)
    // RootAdjust never moved it, so the hide has nothing of its own to put back.
    harness.endEditing()
    #expect(form.view.frame.origin.y == 30)
  }
}
