import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardRootAdjust
import Testing

/// Behavior.md §6 and §8 on a plain form of the notched phone (390×844, safe area 47/34, status bar
/// 47, keyboard (0, 508, 390, 336), d = 10): how far RootAdjust lifts the root view.
@MainActor
@Suite struct RootLiftTests {
  @Test func aHiddenFieldIsLiftedByItsNeedAndEndsExactlyDAboveTheKeyboard() throws {
    let field = makeField(y: 600)
    let form = makeForm(field)
    let harness = try RootAdjustHarness(rootController: form)
    harness.edit(field)
    // T = 600…644, kbTop = 508, d = 10: need = 644 − (508 − 10) = 146.
    // Gtop = max(status bar 47, root top 0 + top margin 47) = 47: room = 600 − 47 = 553.
    // lift = min(553, 146) = 146 → y' = max(0 − 146, 0 − 336) = −146.
    #expect(form.view.frame.origin.y == -146)
    #expect(field.frameInWindow.maxY == 498)  // 644 − 146
    #expect(harness.gap(below: field) == 10)  // 508 − 498
    #expect(harness.lastAdjustment?.geometry?.lift == 146)
    #expect(harness.lastAdjustment?.finalGeometry?.gap == 10)
    #expect(harness.configuration.root?.movedDistance == 146)
  }

  @Test func theLiftRunsInsideTheKeyboardAnimation() throws {
    let field = makeField(y: 600)
    let form = makeForm(field)
    let harness = try RootAdjustHarness(rootController: form)
    form.view.removeRecordedChanges()
    harness.edit(field)
    // One move, made inside the keyboard's animation (0.25 s, curve 7 on the profile).
    #expect(form.view.frameChanges.count == 1)
    #expect(form.view.frameChanges.first?.animation == KeyboardAnimation(duration: 0.25, curve: 7))
  }

  @Test func aVisibleFieldDoesNotMoveTheRoot() throws {
    let field = makeField(y: 300)
    let form = makeForm(field)
    let harness = try RootAdjustHarness(rootController: form)
    form.view.removeRecordedChanges()
    harness.edit(field)
    // T = 300…344: need = 344 − 498 = −154, room = 300 − 47 = 253 → lift −154: visible, and
    // the root is not lifted, so there is nothing to bring down.
    #expect(harness.lastAdjustment?.geometry?.lift == -154)
    #expect(form.view.frame.origin.y == 0)
    #expect(form.view.frameChanges.isEmpty)
    #expect(harness.configuration.ledger.isEmpty)
  }

  @Test func aCustomPerFieldDistanceIsTheGapThatRemains() throws {
    let field = makeField(y: 600)
    field.keyboard.distanceFromKeyboard = 40
    let form = makeForm(field)
    let harness = try RootAdjustHarness(rootController: form)
    harness.edit(field)
    // need = 644 − (508 − 40) = 176, room 553 → lift 176 → y' = −176.
    #expect(form.view.frame.origin.y == -176)
    #expect(harness.gap(below: field) == 40)  // 508 − (644 − 176)
  }

  @Test func theRoomStopsTheFieldsTopAtTheNavigationBarsBottom() throws {
    // A tall comment field near the top of a screen under a navigation bar. The form's view
    // fills the navigation controller and extends under its bar: y₀ = 0, and the bar ends at
    // 47 + 44 = 91 in the window.
    let field = makeField(y: 150, height: 420)
    let form = makeForm(field)
    let navigation = HeadlessNavigationController(rootController: form)
    let harness = try RootAdjustHarness(rootController: navigation)
    harness.edit(field)
    // T = 150…570: need = 570 − 498 = 72; Gtop = max(bar bottom 91, 0 + top margin 91) = 91,
    // room = 150 − 91 = 59 → lift = min(59, 72) = 59: the room clamps.
    #expect(harness.lastAdjustment?.geometry?.topGuide == 91)
    #expect(harness.lastAdjustment?.geometry?.lift == 59)
    #expect(form.view.frame.origin.y == -59)
    // The field's top stops exactly at the bar's bottom; its bottom stays 3 pt under the
    // keyboard (570 − 59 = 511 > 508): there is no more room.
    #expect(field.frameInWindow.minY == 91)
    #expect(harness.gap(below: field) == -3)
    // The bar itself did not move.
    #expect(navigation.navigationBar.frameInWindow.maxY == 91)
  }

  @Test func aKeyboardTallerThanTheRoomStopsTheFieldAtTheGuideWithLessThanD() throws {
    // Landscape notched phone with a keyboard carrying a tall accessory: (0, 90, 844, 300), so
    // only 90 − 44 = 46 pt are left between the navigation bar (0…44, no status bar in
    // landscape) and the keyboard — less than a 44-point field plus d = 10.
    var profile = DeviceProfile.notchedPhoneLandscape
    profile.keyboardFrame = CGRect(x: 0, y: 90, width: 844, height: 300)
    let field = makeField(y: 200, width: 700)
    let form = makeForm(field)
    let navigation = HeadlessNavigationController(rootController: form)
    let harness = try RootAdjustHarness(profile: profile, rootController: navigation)
    harness.edit(field)
    // T = 200…244, kbTop = 90: need = 244 − 80 = 164; Gtop = 44: room = 200 − 44 = 156
    // → lift = min(156, 164) = 156 → y' = max(0 − 156, 0 − 300) = −156.
    #expect(harness.lastAdjustment?.geometry?.topGuide == 44)
    #expect(form.view.frame.origin.y == -156)
    #expect(field.frameInWindow.minY == 44)  // at the guide, not under it
    #expect(harness.gap(below: field) == 2)  // 90 − (244 − 156): less than d, all there is
  }

  @Test func theRootNeverRisesMoreThanTheKeyboardCoversFromY0() throws {
    // Small phone (375×667 @2x, status bar 20, keyboard (0, 407, 375, 260)); a field near the
    // bottom asking for a 120-point distance.
    let field = makeField(y: 560, width: 343)
    field.keyboard.distanceFromKeyboard = 120
    let form = makeForm(field)
    let harness = try RootAdjustHarness(profile: .smallPhone, rootController: form)
    harness.edit(field)
    // T = 560…604: need = 604 − (407 − 120) = 317; room = 560 − 20 = 540 → lift 317, but
    // y' = max(0 − 317, 0 − 260) = −260: the root never rises more than the keyboard covers.
    #expect(harness.lastAdjustment?.geometry?.lift == 317)
    #expect(form.view.frame.origin.y == -260)
    #expect(harness.gap(below: field) == 63)  // 407 − (604 − 260)
    let clamp = harness.lastAdjustment?.explanations.first { $0.topic == "clamp" }
    #expect(clamp?.source == .rootAdjust)
  }

  @Test func hidingTheKeyboardPutsTheRootBackExactly() throws {
    let field = makeField(y: 600)
    let form = makeForm(field)
    let harness = try RootAdjustHarness(rootController: form)
    harness.edit(field)
    #expect(form.view.frame.origin.y == -146)
    harness.endEditing()
    #expect(form.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(harness.configuration.ledger.isEmpty)
    #expect(harness.configuration.root == nil)
    // The restore runs inside the hide animation too.
    #expect(form.view.frameChanges.last?.animation == KeyboardAnimation(duration: 0.25, curve: 7))
  }
}
