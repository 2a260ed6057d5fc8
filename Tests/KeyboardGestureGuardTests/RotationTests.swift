import Foundation
import KeyboardGestureGuard
import KeyboardHeadless
import KeyboardRootAdjust
import Testing

/// Behavior.md §9, orientation (fix of IQ#331, IQ#269, IQ#1736): rotating mid-edit restores
/// everything, captures a fresh root configuration in the new orientation — never a lifted
/// origin — and adjusts again for the new keyboard.
///
/// The field is pinned 20 pt above the safe-area bottom, so it follows the window:
/// - portrait (390×844, safe bottom 34, keyboard top 508): field 746…790 (844 − 34 − 20 − 44);
/// - landscape (844×390, safe bottom 21, keyboard (0, 181, 844, 209)): field 305…349
///   (390 − 21 − 20 − 44).
@MainActor
@Suite struct RotationTests {
  private func pinnedField() -> HeadlessTextField {
    let field = makeField(y: 0)
    field.safeAreaPin = .bottom(20)
    return field
  }

  @Test func rotatingMidEditReCapturesAndAdjustsForTheNewKeyboard() throws {
    let field = pinnedField()
    let form = makeScreen("FormController", field)
    let harness = try GestureGuardHarness(rootController: form)
    harness.edit(field)
    // Portrait: need = 790 − 498 = 292, Gtop 47, room 699 → y = −292.
    #expect(form.view.frame.origin.y == -292)
    #expect(harness.gap(below: field) == 10)

    harness.app.rotate(to: .notchedPhoneLandscape)
    // The window re-placed the root (844×390 at y 0); the guard restored, re-captured at y₀ = 0
    // in landscape, and RootAdjust lifted for the landscape keyboard: kbTop = 181,
    // need = 349 − 171 = 178, Gtop = 0 (no status bar), room 305 → y = max(−178, 0 − 209) = −178.
    #expect(harness.lastAdjustment?.reason == .orientation)
    #expect(harness.lastAdjustment?.explanations.contains { $0.topic == "recapture" } == true)
    #expect(harness.configuration.root?.capturedOrientation == .landscapeRight)
    #expect(harness.configuration.root?.capturedOrigin == .zero)  // never a lifted origin
    #expect(form.view.frame == CGRect(x: 0, y: -178, width: 844, height: 390))
    #expect(harness.gap(below: field) == 10)  // 181 − (349 − 178)

    harness.app.rotate(to: .notchedPhone)
    #expect(harness.configuration.root?.capturedOrientation == .portrait)
    #expect(harness.configuration.root?.capturedOrigin == .zero)
    #expect(form.view.frame == CGRect(x: 0, y: -292, width: 390, height: 844))
    #expect(harness.gap(below: field) == 10)

    harness.app.endEditing()
    harness.app.advance(by: 0.25)
    #expect(form.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(field.frame == CGRect(x: 16, y: 746, width: 358, height: 44))
    #expect(harness.configuration.ledger.isEmpty)
  }

  /// A form below an opaque navigation bar starts at a different y₀ in each orientation:
  /// 47 + 44 = 91 in portrait, 0 + 44 = 44 in landscape (no status bar).
  private func formBelowANavigationBar(_ field: HeadlessTextField) -> (
    form: HeadlessViewController, navigation: HeadlessNavigationController
  ) {
    let form = makeScreen("FormController", field)
    form.extendsUnderTopBar = false
    return (form, HeadlessNavigationController(rootController: form))
  }

  @Test func aRootWhoseOriginDependsOnTheOrientationIsReCapturedWhereItsContainerPutIt() throws {
    let field = pinnedField()
    let (form, navigation) = formBelowANavigationBar(field)
    let harness = try GestureGuardHarness(rootController: navigation)
    harness.edit(field)
    // Portrait: the field is at 746…790 in the window (the form is 753 high from 91, safe
    // bottom 34): need = 292 → y = max(91 − 292, 91 − 336) = −201.
    #expect(harness.configuration.root?.capturedOrigin.y == 91)
    #expect(form.view.frame.origin.y == -201)

    harness.app.rotate(to: .notchedPhoneLandscape)
    // The navigation controller placed the form at (0, 44, 844, 346); that is the new y₀. The
    // field is at 44 + 261 = 305…349: need = 178, Gtop = 44, room = 261
    // → y = max(44 − 178, 44 − 209) = −134.
    #expect(harness.configuration.root?.capturedOrigin.y == 44)
    #expect(form.view.frame.origin.y == -134)
    #expect(harness.gap(below: field) == 10)

    harness.app.endEditing()
    harness.app.advance(by: 0.25)
    // Back where the navigation controller put it in landscape — not at the portrait 91.
    #expect(form.view.frame == CGRect(x: 0, y: 44, width: 844, height: 346))
    #expect(harness.configuration.ledger.isEmpty)
  }

  /// Regression 07 (Behavior.md §4.3, revision 2): rotation is the core's, whichever adjusters are
  /// registered. Before the fix, without GestureGuard nobody re-captured: y₀ stayed the portrait
  /// 91, the form rose only 162 (field 6 pt under the keyboard) and the hide put it back at 91,
  /// 47 pt below where its navigation controller placed it in landscape.
  @Test func withoutTheGuardTheCoreStillReCapturesOnRotation() throws {
    let field = pinnedField()
    let (form, navigation) = formBelowANavigationBar(field)
    let harness = try GestureGuardHarness(rootController: navigation, withGuard: false)
    harness.edit(field)
    #expect(form.view.frame.origin.y == -201)

    harness.app.rotate(to: .notchedPhoneLandscape)
    #expect(harness.configuration.root?.capturedOrientation == .landscapeRight)
    #expect(harness.configuration.root?.capturedOrigin.y == 44)
    #expect(form.view.frame.origin.y == -134)
    #expect(harness.gap(below: field) == 10)
    #expect(
      harness.lastAdjustment?.explanations.contains { $0.topic == "recapture" } == true)

    harness.app.endEditing()
    harness.app.advance(by: 0.25)
    #expect(form.view.frame == CGRect(x: 0, y: 44, width: 844, height: 346))
    #expect(harness.configuration.ledger.isEmpty)
  }
}
