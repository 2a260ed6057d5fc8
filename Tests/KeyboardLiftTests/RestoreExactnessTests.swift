import Foundation
import KeyboardHeadless
import KeyboardLift
import Testing

/// Behavior.md §11: after any show → (changes, field switches, frame changes) → hide sequence,
/// every property the session changed is back to its starting value exactly — over long mixed
/// sequences, cycle after cycle.
///
/// The app: a tab bar controller whose first tab is a navigation controller with a form (A),
/// whose second tab is a plain form (C), and a form (B) presented modally over it. Notched
/// phone, keyboard (0, 508, 390, 336), d = 10.
@MainActor
@Suite struct RestoreExactnessTests {
  // Form A fills the navigation controller under its bar: y₀ = 0, Gtop = 91, safe bottom 83.
  private let a1 = makeField(y: 600, id: "a1")  // covered: need 644 − 498 = 146
  private let a2 = makeField(y: 120, id: "a2")  // near the top
  private let a3 = makeField(y: 0, id: "a3")  // pinned on the tab bar: 844 − 83 − 44 = 717
  private let aOff = makeField(y: 650, id: "a-off")  // enableMode .disabled
  private let c1 = makeField(y: 500, id: "c1")  // tab C: need 544 − 498 = 46
  private let b1 = makeField(y: 700, id: "b1")  // modal B: need 744 − 498 = 246
  private let formA: HeadlessViewController
  private let formB: HeadlessViewController
  private let formC: HeadlessViewController
  private let navigation: HeadlessNavigationController
  private let tabs: HeadlessTabBarController

  init() {
    a3.safeAreaPin = .bottom()
    aOff.keyboard.enableMode = .disabled
    formA = makeScreen("FormA", a1, a2, a3, aOff)
    formB = makeScreen("FormB", b1)
    formC = makeScreen("FormC", c1)
    navigation = HeadlessNavigationController(rootController: formA)
    tabs = HeadlessTabBarController(controllers: [navigation, formC])
  }

  /// Every view of the app, whether in the window right now or not.
  private func snapshot(_ harness: LiftHarness) -> FrameSnapshot {
    FrameSnapshot([
      harness.app.window, tabs.view, navigation.view, formA.view, formB.view, formC.view,
    ])
  }

  /// Shows every screen once, so each view has been placed by its container, and returns the
  /// snapshot of that steady state.
  private func startingSnapshot(_ harness: LiftHarness) -> FrameSnapshot {
    tabs.selectedIndex = 1
    tabs.selectedIndex = 0
    tabs.present(formB)
    formB.dismiss()
    harness.app.window.layoutIfNeeded()
    return snapshot(harness)
  }

  @Test func everyFrameIsBackExactlyAfterEachOfSeveralLongCycles() throws {
    let harness = try LiftHarness(rootController: tabs)
    let keyboard = harness.app.keyboard
    let start = startingSnapshot(harness)
    // window, tab bar controller's view and bar, navigation view and bar, form A and its four
    // fields, form C and c1, form B and b1.
    #expect(start.count == 14)

    for cycle in 1...3 {
      harness.manager.keyboardDistance = 10
      // Show for a covered field.
      harness.edit(a1)
      #expect(formA.view.frame.origin.y == -146, "cycle \(cycle)")
      // A taller keyboard (0, 460, 390, 384): the field at 454…498 needs 498 − 450 = 48 more;
      // then back: 450 − 498 = −48 brings it down again.
      keyboard.changeFrame(to: CGRect(x: 0, y: 460, width: 390, height: 384))
      #expect(formA.view.frame.origin.y == -194)
      keyboard.changeFrame(to: harness.app.profile.keyboardFrame)
      harness.app.advance(by: 0.25)
      #expect(formA.view.frame.origin.y == -146)
      // Within root A: the field near the top is at −26…18, under the bar: need = 18 − 498 =
      // −480, room = −26 − 91 = −117 → lift = min(−117, −480) = −480: the root comes down by
      // min(480, 146), all the way to y₀.
      harness.edit(a2)
      #expect(formA.view.frame.origin.y == 0)
      // The pinned field at 717…761: need 761 − 498 = 263 → −263.
      harness.edit(a3)
      #expect(formA.view.frame.origin.y == -263)
      #expect(harness.gap(below: a3) == 10)
      // A disabled field: everything is put back while the keyboard stays.
      harness.edit(aOff)
      #expect(formA.view.frame.origin.y == 0)
      harness.edit(a1)
      #expect(formA.view.frame.origin.y == -146)
      // The manager is switched off and on mid-session.
      harness.manager.isEnabled = false
      #expect(formA.view.frame.origin.y == 0)
      harness.manager.isEnabled = true
      #expect(formA.view.frame.origin.y == -146)
      // Across root controllers: the other tab (A's view leaves the window, a1 resigns), …
      tabs.selectedIndex = 1
      harness.edit(c1)
      #expect(formA.view.frame.origin.y == 0)
      #expect(formC.view.frame.origin.y == -46)
      // … then a modal form over everything, with a distance change while it is up.
      #expect(tabs.present(formB))
      harness.edit(b1)
      #expect(formC.view.frame.origin.y == 0)
      #expect(formB.view.frame.origin.y == -246)
      harness.manager.keyboardDistance = 20
      harness.manager.reloadLayoutIfNeeded()
      #expect(formB.view.frame.origin.y == -256)  // 744 − (508 − 20)
      // A rotation there and back. Landscape keyboard (0, 181, 844, 209): b1 at 700…744 is
      // below the 390-point window; need = 744 − (181 − 20) = 583, room = 700 → clamped to
      // the keyboard, y = max(−583, 0 − 209) = −209. Back in portrait, −256 again.
      harness.app.rotate(to: .notchedPhoneLandscape)
      #expect(formB.view.frame == CGRect(x: 0, y: -209, width: 844, height: 390))
      harness.app.rotate(to: .notchedPhone)
      #expect(formB.view.frame == CGRect(x: 0, y: -256, width: 390, height: 844))
      // The keyboard goes away; the app goes back to where it started.
      harness.endEditing()
      #expect(harness.manager.configuration.ledger.isEmpty, "cycle \(cycle)")
      #expect(harness.manager.configuration.root == nil)
      #expect(harness.manager.movedDistance == 0)
      formB.dismiss()
      tabs.selectedIndex = 0
      harness.app.window.layoutIfNeeded()
      #expect(snapshot(harness).differences(from: start) == [], "cycle \(cycle)")
    }
  }

  @Test func aSessionEndedByEndEditingBeforeTheHideRestoresEverything() throws {
    // The field ends editing first, the keyboard hides later (a text field resigning in code):
    // the hide still ends the session and restores (Behavior.md §4.1).
    let harness = try LiftHarness(rootController: tabs)
    let start = startingSnapshot(harness)
    harness.edit(a1)
    harness.app.keyboard.changeFrame(to: CGRect(x: 0, y: 460, width: 390, height: 384))
    #expect(a1.resignFirstResponder())
    #expect(formA.view.frame.origin.y == -194)  // nothing happens on end-editing alone
    harness.app.keyboard.hide()
    harness.app.advance(by: 0.25)
    #expect(snapshot(harness).differences(from: start) == [])
    #expect(harness.manager.configuration.ledger.isEmpty)
  }
}
