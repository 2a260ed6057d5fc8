import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// How long a root configuration lives and what the core does outside an adjustment
/// (Behavior.md §4.1, §4.3, §9, §15.6, §15.9 — revision 2).
@MainActor
@Suite struct SessionLifetimeTests {
  private let fieldFrame = CGRect(x: 16, y: 700, width: 358, height: 44)

  // MARK: - §4.3 a configuration never outlives its session

  @Test func aConfigurationMadeWithoutAKeyboardIsDroppedAtEndEditing() {
    let screen = SessionHarness(liftsRoot: true)
    let field = screen.addField("f", frame: fieldFrame)
    _ = screen.app.focus.focus(field)  // begin-editing with no keyboard (a hardware keyboard)
    #expect(screen.configuration.root != nil)
    #expect(!screen.configuration.isSessionOpen)
    _ = screen.app.focus.resignFirstResponder()
    #expect(screen.configuration.root == nil)
  }

  @Test func movedDistanceIsZeroWhileNoSessionIsOpen() {
    let screen = SessionHarness(liftsRoot: true)
    let field = screen.addField("f", frame: fieldFrame)
    _ = screen.app.focus.focus(field)
    // The app moves its root view while a configuration (but no session) exists.
    screen.form.view.frame.origin.y = -64
    #expect(screen.configuration.root?.movedDistance == 64)
    #expect(screen.configuration.movedDistance == 0)
    screen.app.keyboard.show()
    #expect(screen.configuration.isSessionOpen)
    #expect(screen.configuration.movedDistance == screen.configuration.root?.movedDistance)
  }

  /// §15.6: a hide while no session is open, with a field still focused, drops the
  /// configuration; the next show captures y₀ afresh.
  @Test func aHideWithoutASessionDropsTheConfigurationAndTheNextShowCapturesAfresh() {
    let screen = SessionHarness(liftsRoot: true)
    let field = screen.addField("f", frame: fieldFrame)
    _ = screen.app.focus.focus(field)
    screen.app.keyboard.post(
      .willHide,
      userInfo: HeadlessKeyboard.userInfo(
        beginFrame: nil, endFrame: nil, duration: 0.25, curve: 7, isLocal: true))
    #expect(screen.configuration.root == nil)
    screen.form.view.frame.origin.y = 20  // the app moves its root view meanwhile
    screen.app.keyboard.show()
    #expect(screen.configuration.root?.capturedOrigin.y == 20)
    // Lifted from where the app put it: field 720…764, need = 764 − (508 − 10) = 266.
    let lifted: CGFloat = 20 - 266
    #expect(screen.form.view.frame.origin.y == lifted)
  }

  // MARK: - §4.1 a field that is not enabled

  @Test func aKeyboardEventForAFieldThatIsNotEnabledIsNotSentAndOpensNoSession() {
    let screen = SessionHarness(liftsRoot: true)
    let field = screen.addField("f", frame: fieldFrame)
    field.keyboard.enableMode = .disabled
    screen.app.beginEditing(field)
    #expect(screen.recorder.events == ["focus.began"])
    #expect(!screen.configuration.isSessionOpen)
    #expect(screen.form.view.frame.origin.y == 0)
    screen.app.keyboard.changeFrame(to: CGRect(x: 0, y: 600, width: 390, height: 244))
    #expect(screen.recorder.events == ["focus.began"])
    #expect(screen.records.actions.filter { $0 == .restoredNotEnabled }.count == 2)
  }

  // MARK: - §4.3 blurred but still up

  @Test func aKeyboardChangeWhileBlurredLowersTheRootToWhatTheKeyboardCovers() {
    let screen = SessionHarness(liftsRoot: true)
    let field = screen.addField("f", frame: fieldFrame)
    screen.app.beginEditing(field)
    #expect(screen.form.view.frame.origin.y == -246)
    _ = screen.app.focus.resignFirstResponder()  // end-editing; the keyboard stays
    screen.recorder.clear()
    screen.app.keyboard.changeFrame(to: CGRect(x: 0, y: 744, width: 390, height: 100))
    #expect(screen.recorder.events.isEmpty)  // nothing is sent
    #expect(screen.form.view.frame.origin.y == -100)  // y ≥ y₀ − kbCovered
    #expect(screen.configuration.movedDistance == 100)
    // The clamp is the core's own ledger layer, so the hide still restores y₀.
    #expect(screen.configuration.ledger.summary.map(\.owner).contains(.core))
    screen.app.keyboard.hide()
    screen.app.settle()
    #expect(screen.form.view.frame.origin.y == 0)
    #expect(screen.configuration.ledger.isEmpty)
  }

  @Test func aKeyboardChangeWhileBlurredThatStillCoversTheLiftMovesNothing() {
    let screen = SessionHarness(liftsRoot: true)
    let field = screen.addField("f", frame: fieldFrame)
    screen.app.beginEditing(field)
    _ = screen.app.focus.resignFirstResponder()
    // Taller: it covers 400 pt, the root is lifted 246 — within it.
    screen.app.keyboard.changeFrame(to: CGRect(x: 0, y: 444, width: 390, height: 400))
    #expect(screen.form.view.frame.origin.y == -246)
    #expect(!screen.configuration.ledger.summary.map(\.owner).contains(.core))
    #expect(screen.records.actions.contains(.clampedWhileBlurred))
  }

  @Test func theCoreCannotBeRegisteredAsAnAdjuster() {
    let screen = SessionHarness()
    let impostor = EventRecorder(AdjusterIdentifier.core.rawValue)
    #expect(throws: AdjusterRegistryError.reservedIdentifier(.core)) {
      try screen.configuration.adjusters.register(impostor)
    }
  }

  // MARK: - §4.3 window size, whichever adjusters are registered

  @Test func aWindowResizeReCapturesWithoutGestureGuard() {
    var profile = DeviceProfile.iPadStageManager
    let screen = SessionHarness(profile: profile, liftsRoot: true)
    let field = screen.addField("f", frame: CGRect(x: 16, y: 560, width: 300, height: 44))
    screen.app.beginEditing(field)
    #expect(screen.configuration.root?.capturedWindowSize == CGSize(width: 700, height: 640))
    profile.windowFrame = CGRect(x: 120, y: 60, width: 700, height: 580)
    screen.app.window.apply(profile)
    screen.configuration.windowSizeDidChange()
    #expect(screen.configuration.root?.capturedWindowSize == CGSize(width: 700, height: 580))
    #expect(screen.configuration.root?.capturedOrigin == .zero)  // never a lifted origin
    #expect(screen.recorder.events.last == "change(windowSize)")
  }

  // MARK: - §15.9 a negative per-field distance

  @Test func aNegativePerFieldDistanceWarnsAndCountsAsZero() {
    let screen = SessionHarness(liftsRoot: true)
    let field = screen.addField("f", frame: fieldFrame)
    field.keyboard.distanceFromKeyboard = -30
    screen.app.beginEditing(field)
    #expect(
      screen.logger.messages(atLeast: .warning).map(\.text) == [
        "the input's distanceFromKeyboard -30.0 is negative or not a number; using 0"
      ])
    let gapZero: CGFloat = -(744 - 508)  // need = 744 − (508 − 0)
    #expect(screen.form.view.frame.origin.y == gapZero)
  }
}
