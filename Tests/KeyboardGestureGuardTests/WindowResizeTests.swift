import Foundation
import KeyboardGestureGuard
import KeyboardHeadless
import KeyboardRootAdjust
import Testing

/// A window that changes size with no rotation (Stage Manager, Split View) mid-edit is handled
/// like a rotation: restore, capture afresh in the new layout, adjust again. The host reports it
/// with `windowSizeDidChange()`; the keyboard, docked at the screen's bottom, does not move, so
/// no keyboard notification would have told the configuration.
///
/// Stage Manager profile: window (120, 60, 700, 640) on a 1180×820 screen, keyboard
/// (0, 422, 1180, 398) → top 362 in window coordinates. The field is pinned 20 pt above the
/// window's bottom.
@MainActor
@Suite struct WindowResizeTests {
  @Test func aWindowResizedMidEditReCapturesAndAdjustsForTheNewLayout() throws {
    let field = makeField(y: 0)
    field.safeAreaPin = .bottom(20)
    let form = makeScreen("FormController", field)
    let harness = try GestureGuardHarness(profile: .iPadStageManager, rootController: form)
    harness.edit(field)
    // Field 576…620; need = 620 − (362 − 10) = 268.
    #expect(form.view.frame.origin.y == -268)
    #expect(harness.configuration.root?.capturedWindowSize == CGSize(width: 700, height: 640))

    var shorter = DeviceProfile.iPadStageManager
    shorter.windowFrame = CGRect(x: 120, y: 60, width: 700, height: 580)
    harness.app.window.apply(shorter)
    harness.configuration.windowSizeDidChange()

    // Field 516…560 after the window laid out again; y₀ stays 0, need = 560 − 352 = 208.
    #expect(harness.lastAdjustment?.reason == .windowSize)
    #expect(harness.lastAdjustment?.explanations.contains { $0.topic == "recapture" } == true)
    #expect(harness.configuration.root?.capturedWindowSize == CGSize(width: 700, height: 580))
    #expect(harness.configuration.root?.capturedOrigin == .zero)  // never a lifted origin
    #expect(form.view.frame == CGRect(x: 0, y: -208, width: 700, height: 580))
    #expect(harness.gap(below: field) == 10)

    harness.app.endEditing()
    harness.app.advance(by: 0.25)
    #expect(form.view.frame == CGRect(x: 0, y: 0, width: 700, height: 580))
    #expect(harness.configuration.ledger.isEmpty)
  }

  @Test func aReportWithNoSizeChangeDoesNothing() throws {
    let field = makeField(y: 560)
    let form = makeScreen("FormController", field)
    let harness = try GestureGuardHarness(profile: .iPadStageManager, rootController: form)
    harness.edit(field)
    let recordCount = harness.records.count
    let origin = form.view.frame.origin
    harness.configuration.windowSizeDidChange()
    #expect(harness.records.count == recordCount)
    #expect(form.view.frame.origin == origin)
  }

  @Test func withoutASessionAResizeReportDoesNothing() throws {
    let field = makeField(y: 560)
    let form = makeScreen("FormController", field)
    let harness = try GestureGuardHarness(profile: .iPadStageManager, rootController: form)
    var shorter = DeviceProfile.iPadStageManager
    shorter.windowFrame = CGRect(x: 120, y: 60, width: 700, height: 580)
    harness.app.window.apply(shorter)
    harness.configuration.windowSizeDidChange()
    #expect(harness.lastAdjustment == nil)
    #expect(form.view.frame.origin == .zero)
  }
}
