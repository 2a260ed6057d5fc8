import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// Which screen a keyboard notification is measured against is KeyboardCore's choice: the
/// focused input's, else the one the notification names, else the host's fallback; a hide
/// needs none. A phone keyboard measured against an iPad's screen would read as a floating
/// keyboard (narrower than the screen, bottom above it) and so as hidden: that is how these
/// tests see which screen was used.
@MainActor
@Suite struct KeyboardScreenChoiceTests {
  @Test func theFocusedInputsScreenWinsOverWhatTheHostOffers() {
    let screen = SessionHarness()
    let field = screen.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.configuration.textInputDidBeginEditing(field)
    screen.configuration.handleKeyboardNotification(
      .willShow, userInfo: Fixture.phoneWillShow(), notificationScreenBounds: Fixture.padScreen,
      fallbackScreenBounds: { Fixture.padScreen })
    #expect(screen.configuration.keyboard?.isVisible == true)
    #expect(screen.recorder.events.contains("show(keyboard)"))
  }

  @Test func beforeFocusTheNotificationsScreenWinsOverTheFallback() {
    let screen = SessionHarness()
    var fallbackAsked = false
    screen.configuration.handleKeyboardNotification(
      .willShow, userInfo: Fixture.phoneWillShow(), notificationScreenBounds: Fixture.phoneScreen,
      fallbackScreenBounds: {
        fallbackAsked = true
        return Fixture.padScreen
      })
    #expect(screen.configuration.keyboard?.isVisible == true)
    #expect(!fallbackAsked)
  }

  @Test func withoutFocusOrANotificationScreenTheFallbackIsUsed() {
    let onPhone = SessionHarness()
    onPhone.configuration.handleKeyboardNotification(
      .willShow, userInfo: Fixture.phoneWillShow(), notificationScreenBounds: nil,
      fallbackScreenBounds: { Fixture.phoneScreen })
    #expect(onPhone.configuration.keyboard?.isVisible == true)

    let onPad = SessionHarness()
    onPad.configuration.handleKeyboardNotification(
      .willShow, userInfo: Fixture.phoneWillShow(), notificationScreenBounds: nil,
      fallbackScreenBounds: { Fixture.padScreen })
    #expect(onPad.configuration.keyboard?.isVisible == false)
  }

  @Test func aShowWithNoScreenAtAllIsIgnoredWithAWarning() {
    let screen = SessionHarness()
    screen.configuration.handleKeyboardNotification(
      .willShow, userInfo: Fixture.phoneWillShow(), notificationScreenBounds: nil,
      fallbackScreenBounds: { nil })
    #expect(screen.configuration.keyboard == nil)
    #expect(screen.records.actions == [.ignored])
    #expect(
      screen.logger.messages(atLeast: .warning).map(\.text) == [
        "UIKeyboardWillShowNotification ignored: no screen to measure the keyboard against"
      ])
  }

  @Test func aHideWithNoScreenIsStillApplied() {
    let screen = SessionHarness(liftsRoot: true)
    let field = screen.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)
    #expect(screen.configuration.isSessionOpen)
    screen.configuration.textInputDidEndEditing(field)
    screen.configuration.handleKeyboardNotification(
      .willHide, userInfo: Fixture.userInfo(end: Fixture.phoneKeyboardBelowScreen),
      notificationScreenBounds: nil, fallbackScreenBounds: { nil })
    #expect(!screen.configuration.isSessionOpen)
    #expect(screen.form.view.frame.minY == 0)
    #expect(screen.logger.messages(atLeast: .warning).isEmpty)
  }

  @Test func theNavigationControllerToFollowIsTheSessionRootsOne() {
    let form = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootController: form)
    let screen = SessionHarness(root: navigation)
    #expect(screen.configuration.interactivePopNavigationController == nil)
    let field = screen.addField(
      "email", frame: CGRect(x: 16, y: 700, width: 358, height: 44), to: form.view)
    screen.configuration.textInputDidBeginEditing(field)
    #expect(screen.configuration.interactivePopNavigationController === navigation)
  }
}
