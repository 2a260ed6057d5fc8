import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// Behavior.md §2.7 (dedupe), decided before the full parse: a notification whose raw end frame,
/// screen and kind (hide or not) are those the current keyboard was read from is a repeat; any
/// other is parsed and normalised in full.
@MainActor
@Suite struct RepeatedNotificationTests {
  private let screen = SessionHarness()
  private let field: HeadlessTextField

  init() {
    field = screen.addField("email", frame: CGRect(x: 16, y: 400, width: 358, height: 44))
    screen.configuration.textInputDidBeginEditing(field)
    post(.willShow, Fixture.phoneWillShow())
    #expect(screen.recorder.events == ["focus.began", "show(keyboard)"])
    screen.recorder.clear()
  }

  private func post(
    _ name: KeyboardNotificationName, _ userInfo: [AnyHashable: Any], screen bounds: CGRect? = nil
  ) {
    screen.configuration.handleKeyboardNotification(
      name, userInfo: userInfo, screenBounds: bounds ?? Fixture.phoneScreen)
  }

  private var lastMessage: String? { screen.records.records.last?.explanations.last?.message }

  @Test func aRepeatIsRejectedFromItsEndFrameWithoutReadingTheRest() {
    // Its other values are not read: a duration that the full parse would reject is not.
    var userInfo = Fixture.phoneWillShow()
    userInfo[KeyboardUserInfoKey.animationDuration] = "soon"
    post(.didShow, userInfo)
    #expect(screen.records.actions.last == .ignored)
    #expect(lastMessage == "UIKeyboardDidShowNotification repeats the current keyboard")
    #expect(screen.recorder.events.isEmpty)
  }

  @Test func aHideWithTheSameEndFrameIsNoRepeat() {
    // iOS 26 reports the keyboard's frame on hide: hide-is-zero hides it all the same.
    post(.willHide, Fixture.userInfo(end: Fixture.phoneKeyboard))
    #expect(screen.recorder.events == ["hide"])
    #expect(screen.configuration.keyboard?.isVisible == false)
  }

  @Test func aFrameChangeToTheHidesEndFrameIsThatHidesOwn() {
    // iOS 26 reports the accessory's frame in all four notifications of a hide: its
    // did-change-frame, read as a visible strip, opened a session after the will-hide.
    let accessory = CGRect(x: 0, y: 799, width: 390, height: 45)
    post(.willHide, Fixture.userInfo(end: accessory))
    post(.didChangeFrame, Fixture.userInfo(end: accessory))
    post(.didHide, Fixture.userInfo(end: accessory))
    #expect(screen.recorder.events == ["hide"])
    #expect(screen.configuration.keyboard?.isVisible == false)
    #expect(!screen.configuration.isSessionOpen)
  }

  @Test func aHideRepeatedWithAnotherFrameLendsItsFrameToTheFrameChanges() {
    let accessory = CGRect(x: 0, y: 799, width: 390, height: 45)
    post(.willHide, Fixture.userInfo(end: accessory))
    post(.didHide, Fixture.userInfo(end: accessory))
    // Hidden already: this will-hide changes nothing, but its frame is the hide's now.
    post(.willHide, Fixture.userInfo(end: Fixture.phoneKeyboard))
    post(.willChangeFrame, Fixture.userInfo(end: Fixture.phoneKeyboard))
    #expect(screen.recorder.events == ["hide"])
    #expect(!screen.configuration.isSessionOpen)
  }

  @Test func aFrameChangeAfterTheDidHideIsAKeyboardAgain() {
    // The hide ends at its did-hide: a keyboard that comes back to the hide's frame with frame
    // changes alone (no will-show) is a keyboard on the screen again.
    let accessory = CGRect(x: 0, y: 799, width: 390, height: 45)
    post(.willHide, Fixture.userInfo(end: accessory))
    post(.didHide, Fixture.userInfo(end: accessory))
    post(.willChangeFrame, Fixture.userInfo(end: accessory))
    #expect(screen.recorder.events == ["hide", "show(keyboard)"])
    #expect(screen.configuration.keyboard?.height == 45)
  }

  @Test func aDidShowEndsTheSpanOfAHideItInterrupted() {
    let accessory = CGRect(x: 0, y: 799, width: 390, height: 45)
    post(.willHide, Fixture.userInfo(end: accessory))
    post(.willShow, Fixture.phoneWillShow())
    // The hide's late did-change-frame, before the show's did-show, is still the hide's.
    post(.didChangeFrame, Fixture.userInfo(end: accessory))
    #expect(lastMessage == "UIKeyboardDidChangeFrameNotification belongs to the hide under way")
    post(.didShow, Fixture.phoneWillShow())
    post(.willChangeFrame, Fixture.userInfo(end: accessory))
    #expect(screen.recorder.events == ["hide", "show(keyboard)", "change(keyboard)"])
    #expect(screen.configuration.keyboard?.height == 45)
  }

  @Test func aDidShowAnEarlierShowLeftPendingDoesNotEndTheSpan() {
    // Shown, then hidden before the show's did-notifications came: its did-show falls inside
    // the hide (read at face value, as every notification is), and the hide's late
    // did-change-frame is still the hide's.
    let accessory = CGRect(x: 0, y: 799, width: 390, height: 45)
    post(.willHide, Fixture.userInfo(end: accessory))
    post(.didShow, Fixture.phoneWillShow())
    post(.didChangeFrame, Fixture.userInfo(end: accessory))
    #expect(lastMessage == "UIKeyboardDidChangeFrameNotification belongs to the hide under way")
    #expect(screen.configuration.keyboard?.height == 336)
  }

  @Test func aKeyboardComingBackToTheHidesEndFrameIsAShow() {
    let accessory = CGRect(x: 0, y: 799, width: 390, height: 45)
    post(.willHide, Fixture.userInfo(end: accessory))
    // Another frame, or a will-show to the same frame, is a keyboard on the screen again.
    post(.willShow, Fixture.userInfo(end: accessory))
    #expect(screen.recorder.events == ["hide", "show(keyboard)"])
    #expect(screen.configuration.keyboard?.height == 45)
  }

  @Test func theSameEndFrameOnAnotherScreenIsNoRepeat() {
    // On a screen 700 high only 700 − 508 = 192 points of the keyboard are on it.
    post(.didShow, Fixture.phoneWillShow(), screen: CGRect(x: 0, y: 0, width: 390, height: 700))
    #expect(screen.recorder.events == ["change(keyboard)"])
    #expect(screen.configuration.keyboard?.height == 192)
  }

  @Test func aRepeatWithABadEndFrameIsParsedAndReported() {
    post(.didShow, Fixture.userInfo(end: NSNumber(value: 336)))
    #expect(screen.records.actions.last == .ignored)
    #expect(lastMessage?.hasPrefix("UIKeyboardDidShowNotification ignored:") == true)
  }

  @Test func aKeyboardHandedInAlreadyNormalisedIsComparedAfterTheParse() {
    screen.configuration.handleKeyboard(
      KeyboardInfo(notification: .willChangeFrame, endFrame: Fixture.hardwareStripVisible))
    // The same keyboard as a raw frame the configuration never saw: parsed, then the same.
    post(.didChangeFrame, Fixture.userInfo(end: Fixture.hardwareStrip))
    #expect(lastMessage == "UIKeyboardDidChangeFrameNotification repeats the current keyboard")
    // A notification with the first keyboard's raw frame is a change, not a repeat.
    post(.willShow, Fixture.phoneWillShow())
    #expect(screen.recorder.events == ["change(keyboard)", "change(keyboard)"])
  }
}
