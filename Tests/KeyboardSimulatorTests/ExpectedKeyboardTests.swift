import Foundation
import KeyboardCore
import KeyboardSimulator
import Testing

/// The checker's own reading of keyboard notifications (Behavior.md §2), which the lift and the
/// session invariants are measured against: KeyboardLift's reading is what is under test.
@Suite struct ExpectedKeyboardTests {
  private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
  private let docked = CGRect(x: 0, y: 508, width: 390, height: 336)

  private func notification(
    _ name: KeyboardNotificationName, end: CGRect?,
    duration: KeyboardNotificationReading.Value<Double> = .value(0.25)
  ) -> KeyboardNotificationReading {
    KeyboardNotificationReading(
      name: name, endFrame: end.map { .value($0) } ?? .absent, beginFrame: .absent,
      duration: duration)
  }

  private func keyboard(after notifications: [KeyboardNotificationReading]) -> ExpectedKeyboard {
    var keyboard = ExpectedKeyboard()
    for notification in notifications { keyboard.apply(notification, screen: screen) }
    return keyboard
  }

  @Test func aDockedKeyboardCoversItsHeight() throws {
    let shown = keyboard(after: [notification(.willShow, end: docked)])
    let inWindow = try #require(shown.inWindow(windowFrame: screen))
    #expect(inWindow.top == 508 && inWindow.covered == 336)
  }

  @Test(arguments: [
    CGRect(x: -500, y: 508, width: 390, height: 336),  // left of the screen
    CGRect(x: 500, y: 508, width: 390, height: 336),  // right of it
    CGRect(x: 0, y: -400, width: 390, height: 336),  // above it
    CGRect(x: 0, y: 844, width: 390, height: 336),  // below it, touching its edge
  ])
  func aFrameOffTheScreenInAnyDirectionIsHidden(_ frame: CGRect) {
    let moved = keyboard(after: [
      notification(.willShow, end: docked), notification(.willChangeFrame, end: frame),
    ])
    #expect(!moved.isVisible)
    #expect(moved.hiddenBecause?.contains("off the screen (visible-strip)") == true)
  }

  @Test func aStripCountsOnlyItsVisiblePart() throws {
    let strip = keyboard(after: [
      notification(.willShow, end: CGRect(x: 0, y: 789, width: 390, height: 336))
    ])
    #expect(try #require(strip.inWindow(windowFrame: screen)).covered == 55)
  }

  @Test(arguments: [
    CGRect(x: 0, y: 508, width: 0, height: 336), CGRect(x: 0, y: 508, width: 390, height: 0),
    CGRect(x: 0, y: 508, width: 390, height: -336),
    CGRect(x: 0, y: 508, width: CGFloat.nan, height: 336),
    CGRect(x: CGFloat.infinity, y: 508, width: 390, height: 336),
  ])
  func anEmptyOrBadEndFrameIsIgnored(_ frame: CGRect) {
    let after = keyboard(after: [
      notification(.willShow, end: docked), notification(.willChangeFrame, end: frame),
    ])
    #expect(after.frame == docked)
  }

  @Test func aBadDurationOrAMalformedValueIsIgnored() {
    var malformed = notification(.willChangeFrame, end: nil)
    malformed.endFrame = .malformed
    let after = keyboard(after: [
      notification(.willShow, end: docked),
      notification(.willHide, end: docked, duration: .value(-1)),
      notification(.willHide, end: docked, duration: .malformed), malformed,
    ])
    #expect(after.frame == docked)
  }

  @Test func noEndFrameMeansHidden() {
    let after = keyboard(after: [
      notification(.willShow, end: docked), notification(.willChangeFrame, end: nil),
    ])
    #expect(!after.isVisible && after.hiddenBecause == "no end frame (missing-frame)")
  }

  @Test func aHideIsHiddenWhateverItsFrame() {
    let after = keyboard(after: [
      notification(.willShow, end: docked), notification(.willHide, end: docked),
    ])
    #expect(!after.isVisible && after.hiddenBecause == "will/did hide (hide-is-zero)")
  }

  @Test func aFrameChangeBetweenAWillHideAndItsDidHideIsTheHidesOwn() {
    let accessory = CGRect(x: 0, y: 799, width: 390, height: 45)
    let hiding = keyboard(after: [
      notification(.willShow, end: docked), notification(.willChangeFrame, end: accessory),
      notification(.willHide, end: accessory), notification(.didChangeFrame, end: accessory),
    ])
    #expect(!hiding.isVisible)
    // After the did-hide, the same frame is a keyboard on the screen again.
    let back = keyboard(after: [
      notification(.willHide, end: accessory), notification(.didHide, end: accessory),
      notification(.willChangeFrame, end: accessory),
    ])
    #expect(back.frame == accessory)
  }

  @Test func aDidShowEndsTheSpanOfAHideItInterrupted() {
    let accessory = CGRect(x: 0, y: 799, width: 390, height: 45)
    let shownAgain = keyboard(after: [
      notification(.willHide, end: accessory), notification(.willShow, end: docked),
      notification(.didChangeFrame, end: accessory),  // the hide's own, late
    ])
    #expect(shownAgain.frame == docked)
    let dropped = keyboard(after: [
      notification(.willHide, end: accessory), notification(.willShow, end: docked),
      notification(.didShow, end: docked), notification(.willChangeFrame, end: accessory),
    ])
    #expect(dropped.frame == accessory)
  }

  @Test func aDidShowAnEarlierShowLeftPendingDoesNotEndTheSpan() {
    let accessory = CGRect(x: 0, y: 799, width: 390, height: 45)
    // The late did-show is read at face value; the hide's late did-change-frame is the hide's.
    let late = keyboard(after: [
      notification(.willShow, end: docked), notification(.willHide, end: accessory),
      notification(.didShow, end: docked), notification(.didChangeFrame, end: accessory),
    ])
    #expect(late.frame == docked)
  }

  @Test func aWillHideThatChangesNothingStillDelimitsAHide() {
    // Hidden already; the will-hide's frame is the one its frame changes carry, and a will-hide
    // with no end frame carries none.
    let repeated = keyboard(after: [
      notification(.willHide, end: docked), notification(.willChangeFrame, end: docked),
    ])
    #expect(!repeated.isVisible)
    let withoutFrame = keyboard(after: [
      notification(.willHide, end: nil), notification(.willChangeFrame, end: docked),
    ])
    #expect(withoutFrame.frame == docked)
  }

  @Test func aHidesFrameOnAnotherScreenIsAKeyboard() {
    var keyboard = ExpectedKeyboard()
    keyboard.apply(notification(.willHide, end: docked), screen: screen)
    keyboard.apply(
      notification(.willChangeFrame, end: docked),
      screen: CGRect(x: 0, y: 0, width: 390, height: 900))
    #expect(keyboard.frame == docked)
  }

  @Test func aFloatingKeyboardIsHidden() {
    let floating = CGRect(x: 40, y: 300, width: 320, height: 216)
    let after = keyboard(after: [notification(.willShow, end: floating)])
    #expect(!after.isVisible)
    #expect(after.hiddenBecause?.hasSuffix("(floating)") == true)
  }

  @Test func theKeyboardIsMeasuredInTheWindow() throws {
    // A window 100 pt down the screen (Stage Manager): the keyboard's top is 408 in it.
    let window = CGRect(x: 0, y: 100, width: 390, height: 600)
    let shown = keyboard(after: [notification(.willShow, end: docked)])
    let inWindow = try #require(shown.inWindow(windowFrame: window))
    #expect(inWindow.top == 408 && inWindow.covered == 192)
  }
}
