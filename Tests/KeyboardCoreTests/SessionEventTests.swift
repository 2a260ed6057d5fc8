import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// Behavior.md §3–§4: the events the session machine sends, in order.
@MainActor
@Suite struct SessionEventTests {
  @Test func aTextFieldBeginningBeforeWillShowYieldsOneShow() {
    let screen = SessionHarness()
    let field = screen.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)  // begin-editing, will-change-frame, will-show
    screen.app.advance(by: 0.25)  // did-change-frame, did-show: repeats, ignored
    #expect(screen.recorder.events == ["focus.began", "show(keyboard)"])
    #expect(screen.configuration.isSessionOpen)
    #expect(screen.configuration.isReady)
  }

  @Test func aTextViewWhoseWillShowComesFirstAlsoYieldsOneShow() {
    let screen = SessionHarness()
    let notes = HeadlessTextView(frame: CGRect(x: 16, y: 600, width: 358, height: 120), id: "notes")
    screen.form.view.addSubview(notes)
    screen.app.beginEditing(notes)  // will-show (not ready: no input yet), then begin-editing
    screen.app.advance(by: 0.25)
    #expect(screen.recorder.events == ["focus.began", "show(focus)"])
  }

  @Test func switchingFieldsUnderTheSameRootKeepsTheConfiguration() {
    let screen = SessionHarness()
    let first = screen.addField("first", frame: CGRect(x: 16, y: 600, width: 358, height: 44))
    let second = screen.addField("second", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(first)
    let root = screen.configuration.root
    screen.recorder.clear()
    screen.app.beginEditing(second)  // end first, begin second, will-show with the same frame
    #expect(screen.recorder.events == ["focus.ended", "focus.began", "change(focus)"])
    #expect(screen.configuration.root === root)
  }

  @Test func switchingToAnotherRootControllerRestoresTheOldRootFirst() throws {
    let split = SplitScreen()
    let (screen, primary, secondary) = (split.screen, split.primary, split.secondary)
    let (left, right) = (split.left, split.right)
    let primaryStart = primary.view.frame
    let secondaryStart = secondary.view.frame
    screen.app.beginEditing(left)
    #expect(primary.view.frame.minY < primaryStart.minY)  // lifted
    screen.app.beginEditing(right)
    #expect(screen.configuration.root?.controller === secondary)
    #expect(primary.view.frame == primaryStart)  // the old root is back exactly
    #expect(secondary.view.frame.minY < secondaryStart.minY)  // the new one is lifted
    screen.app.endEditing()
    screen.app.advance(by: 0.25)
    #expect(secondary.view.frame == secondaryStart)
    #expect(screen.configuration.ledger.isEmpty)
  }

  @Test func aKeyboardFrameChangeIsAChangeEvenWithoutAHeightChange() {
    let screen = SessionHarness()
    let field = screen.addField("email", frame: CGRect(x: 16, y: 400, width: 358, height: 44))
    screen.app.beginEditing(field)
    screen.recorder.clear()
    // Taller keyboard (QuickType bar): 508 → 464.
    screen.app.keyboard.changeFrame(to: CGRect(x: 0, y: 464, width: 390, height: 380))
    // Same height, moved sideways: still a change of the normalised frame (IQ would ignore it).
    screen.app.keyboard.changeFrame(to: CGRect(x: 10, y: 464, width: 390, height: 380))
    #expect(screen.recorder.events == ["change(keyboard)", "change(keyboard)"])
  }

  @Test func anExactRepeatChangesNothing() {
    let screen = SessionHarness()
    let field = screen.addField("email", frame: CGRect(x: 16, y: 400, width: 358, height: 44))
    screen.app.beginEditing(field)
    screen.recorder.clear()
    screen.app.keyboard.changeFrame(to: DeviceProfile.notchedPhone.keyboardFrame)
    #expect(screen.recorder.events.isEmpty)
    #expect(screen.records.actions.last == .ignored)
  }

  @Test func alertInputsAreInvisibleToThePipeline() {
    let screen = SessionHarness()
    let alert = HeadlessAlertController(title: "Rename")
    let name = alert.addTextField(id: "alert-name")
    #expect(screen.form.present(alert))
    screen.app.window.layoutIfNeeded()
    screen.app.beginEditing(name)
    screen.app.advance(by: 0.25)
    #expect(screen.recorder.events.isEmpty)
    #expect(screen.configuration.root == nil)
    #expect(!screen.configuration.isSessionOpen)
  }

  @Test func endEditingBeforeWillHideStillSendsHideAndRestores() {
    let screen = SessionHarness(liftsRoot: true)
    let field = screen.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)
    #expect(screen.form.view.frame.minY < 0)
    screen.app.focus.resignFirstResponder()  // end-editing first …
    #expect(screen.configuration.focusedInput == nil)
    screen.app.keyboard.hide()  // … then will-hide
    #expect(screen.recorder.events == ["focus.began", "show(keyboard)", "focus.ended", "hide"])
    #expect(screen.form.view.frame.minY == 0)
    #expect(screen.configuration.root == nil)
    #expect(screen.configuration.ledger.isEmpty)
  }

  @Test func aNavigationSearchControllersFieldIsNeverAdjusted() {
    let screen = SessionHarness(liftsRoot: true)
    let bar = HeadlessSearchBar(frame: CGRect(x: 0, y: 700, width: 390, height: 56), id: "search")
    screen.form.view.addSubview(bar)
    screen.form.navigationItemSearchBar = bar
    let search = bar.searchField
    screen.app.beginEditing(search)
    #expect(screen.recorder.events == ["focus.began"])
    #expect(screen.form.view.frame.minY == 0)
    #expect(screen.records.actions.contains(.restoredNotEnabled))
  }

  @Test func aKeyboardReturningToAStillFocusedFieldStartsAFreshSession() {
    // A hardware keyboard connects (hide) and disconnects (show) while the field stays first
    // responder: the hide ends the session and drops the root; the show captures a new one.
    let screen = SessionHarness(liftsRoot: true)
    let field = screen.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)
    let first = screen.configuration.root
    screen.app.keyboard.hide()
    #expect(screen.configuration.root == nil)
    #expect(screen.form.view.frame.minY == 0)
    screen.app.keyboard.show()
    #expect(screen.recorder.events == ["focus.began", "show(keyboard)", "hide", "show(keyboard)"])
    #expect(screen.configuration.root != nil && screen.configuration.root !== first)
    #expect(screen.form.view.frame.minY == -246)
  }

  @Test func aHideWithoutAnOpenSessionSendsNothing() {
    let screen = SessionHarness()
    screen.app.keyboard.show()  // nothing focused: not ready, no show
    screen.app.keyboard.hide()
    #expect(screen.recorder.events.isEmpty)
  }

  @Test func aRootViewOutsideAWindowIsNotReady() {
    let screen = SessionHarness()
    let detached = HeadlessViewController()
    let field = HeadlessTextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30), id: "lost")
    detached.view.addSubview(field)
    screen.configuration.textInputDidBeginEditing(field)
    screen.app.keyboard.show()
    #expect(!screen.configuration.isReady)
    #expect(screen.recorder.events == ["focus.began"])
  }

  @Test func aDisabledFieldPutsTheViewBackInsteadOfAdjusting() {
    let screen = SessionHarness(liftsRoot: true)
    let enabled = screen.addField("enabled", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    let disabled = screen.addField("disabled", frame: CGRect(x: 16, y: 760, width: 358, height: 44))
    disabled.keyboard.enableMode = .disabled
    screen.app.beginEditing(enabled)
    #expect(screen.form.view.frame.minY == -246)  // need = 744 − (508 − 10)
    screen.recorder.clear()
    screen.app.beginEditing(disabled)
    #expect(screen.form.view.frame.minY == 0)
    #expect(screen.recorder.events == ["focus.ended", "focus.began"])
    #expect(screen.records.actions.contains(.restoredNotEnabled))
  }

  @Test func disablingMidSessionRestoresAndEnablingAdjustsAgain() {
    let screen = SessionHarness(liftsRoot: true)
    let field = screen.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)
    #expect(screen.form.view.frame.minY == -246)
    screen.configuration.settings.isEnabled = false
    #expect(screen.form.view.frame.minY == 0)
    screen.configuration.settings.isEnabled = true
    #expect(screen.form.view.frame.minY == -246)
    #expect(screen.recorder.events.last == "change(settings)")
  }

  @Test func aSessionOpensOnlyWithAShowTheAdjustersSee() {
    let screen = SessionHarness(isEnabled: false, liftsRoot: true)
    let field = screen.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)
    #expect(screen.recorder.events == ["focus.began"])
    #expect(!screen.configuration.isSessionOpen)
    screen.configuration.settings.isEnabled = true  // the first event adjusters see is a show
    #expect(screen.recorder.events == ["focus.began", "show(settings)"])
    screen.app.endEditing()
    #expect(screen.recorder.events.suffix(2) == ["focus.ended", "hide"])
  }

  @Test func aHideForASessionThatNeverOpenedIsNotSent() {
    let screen = SessionHarness(isEnabled: false)
    let field = screen.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)
    screen.app.endEditing()
    #expect(screen.recorder.events == ["focus.began", "focus.ended"])
  }

  @Test func aMalformedNotificationIsLoggedAndMovesNothing() {
    let screen = SessionHarness(liftsRoot: true)
    let field = screen.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)
    let lifted = screen.form.view.frame
    screen.recorder.clear()
    screen.app.keyboard.post(
      .willChangeFrame,
      userInfo: [
        KeyboardUserInfoKey.frameEnd: CGRect(x: 0, y: CGFloat.nan, width: 390, height: 300)
      ])
    screen.app.keyboard.post(.willShow, userInfo: [KeyboardUserInfoKey.frameEnd: "tall"])
    #expect(screen.recorder.events.isEmpty)
    #expect(screen.form.view.frame == lifted)
    #expect(screen.logger.messages(atLeast: .warning).count == 2)
  }

  @Test func theKeyboardsAnimationWrapsTheChanges() throws {
    let screen = SessionHarness(liftsRoot: true)
    let field = screen.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)
    let record = try #require(screen.app.animator.records.first)
    #expect(record.animation.duration == 0.25)
  }

  @Test func rotatingMidSessionIsAnOrientationChange() {
    let screen = SessionHarness()
    let field = screen.addField("email", frame: CGRect(x: 16, y: 300, width: 358, height: 44))
    screen.app.beginEditing(field)
    screen.recorder.clear()
    screen.app.rotate(to: .notchedPhoneLandscape)
    #expect(screen.recorder.events == ["change(orientation)"])
  }
}
