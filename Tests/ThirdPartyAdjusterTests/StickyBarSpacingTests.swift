import Foundation
import KeyboardHeadless
import KeyboardLift
import StickyBarSample
import Testing

/// A third party's own per-view setting, declared as a key (StickyBarSpacing.swift), set with the
/// `view.keyboard.…` spelling and read by its adjuster — public API only. The screen is
/// StickyBarTests': a field at 600…644 in a form under a navigation bar (Gtop 91), a 56-point
/// bar at 754 in the navigation controller's view, keyboard (0, 508, 390, 336), d = 10.
@MainActor
@Suite struct StickyBarSpacingTests {
  private let bar = HeadlessView(
    frame: CGRect(x: 0, y: 754, width: 390, height: 56), id: "continue-bar")
  private let field = HeadlessTextField(
    frame: CGRect(x: 16, y: 600, width: 358, height: 44), id: "card-number")
  private let form = HeadlessViewController(classNames: ["CheckoutController"])
  private let app: HeadlessApp
  private let manager: KeyboardManager

  init() throws {
    form.view.addSubview(field)
    let navigation = HeadlessNavigationController(rootController: form)
    navigation.view.addSubview(bar)
    app = HeadlessApp(profile: .notchedPhone, rootController: navigation)
    manager = KeyboardManager(animator: app.animator)
    manager.isEnabled = true
    try manager.adjusters.register(StickyBarAdjuster(bar: bar))
    app.connect(to: manager.configuration)
  }

  @Test func theSettingDefaultsToItsKeysDefault() {
    #expect(bar.keyboard.stickyBarSpacing == 0)
    #expect(bar.keyboardSettings == .default)
  }

  @Test func theBarRidesTheSpacingAboveTheKeyboard() {
    bar.keyboard.stickyBarSpacing = 8
    #expect(bar.keyboardSettings[StickyBarSpacingKey.self] == 8)
    app.beginEditing(field)
    // The bar: 508 − 8 − 56 = 444. The field clears the bar's top: need 146, plus 508 − 444 = 64
    // for the bar → RootAdjust lifts the form by 210.
    #expect(bar.frame.minY == 444)
    #expect(form.view.frame.origin.y == -210)
    #expect(bar.frameInWindow.minY - field.frameInWindow.maxY == 10)

    app.endEditing()
    app.advance(by: 0.25)
    #expect(bar.frame.minY == 754)  // put back by the ledger, as without the setting
    #expect(form.view.frame.origin.y == 0)
  }

  @Test func aChangeOfTheSettingIsReadAtTheNextAdjustment() {
    app.beginEditing(field)
    #expect(bar.frame.minY == 452)  // on the keyboard
    bar.keyboard.stickyBarSpacing = 20
    manager.reloadLayoutIfNeeded()
    #expect(bar.frame.minY == 432)  // 508 − 20 − 56
    #expect(form.view.frame.origin.y == -222)  // 146 + 76
  }

  @Test func theSettingBelongsToTheViewItIsSetOn() {
    field.keyboard.stickyBarSpacing = 40  // the field is not the bar: the bar ignores it
    app.beginEditing(field)
    #expect(bar.frame.minY == 452)
    #expect(field.keyboardSettings.stickyBarSpacing == 40)
    #expect(bar.keyboardSettings.stickyBarSpacing == 0)
  }

  @Test func theAdjusterDeclaresTheSettingItReads() {
    let keys = StickyBarAdjuster(bar: bar).viewSettingKeys
    #expect(keys.map { $0.name } == ["com.example.sticky-bar.spacing"])
  }

  @Test func aTraceLeavesTheSettingOutWithItsAdjuster() throws {
    // A replay runs the built-in adjusters only, so a trace records their settings only.
    bar.keyboard.stickyBarSpacing = 8
    manager.startRecordingTrace(in: app.window)
    app.beginEditing(field)
    let trace = String(decoding: try manager.stopRecordingTrace(), as: UTF8.self)
    #expect(!trace.contains(StickyBarSpacingKey.name))
    #expect(trace.contains("\"overrideKeyboardAppearance\" : false"))  // a built-in's is there
  }
}
