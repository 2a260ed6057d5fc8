import Foundation
import KeyboardCore
import Testing

/// Each rule of Behavior.md §2 called on its own, then seen through the parser.
@Suite struct KeyboardNormalizationRuleTests {
  typealias Rules = KeyboardNormalization

  // MARK: - The hidden frame

  @Test func theHiddenFrameIsZeroHighAtTheScreenBottomFullWidth() {
    #expect(Rules.hiddenFrame(in: Fixture.phoneScreen) == Fixture.phoneHidden)
    #expect(Rules.hiddenFrame(in: Fixture.padScreen) == Fixture.padHidden)
    // A screen whose origin is not (0, 0): bottom at 100 + 844 = 944.
    #expect(
      Rules.hiddenFrame(in: CGRect(x: 20, y: 100, width: 390, height: 844))
        == CGRect(x: 20, y: 944, width: 390, height: 0))
    #expect(
      KeyboardInfo.hidden(in: Fixture.phoneScreen).endFrame
        == Rules.hiddenFrame(in: Fixture.phoneScreen))
  }

  // MARK: - missing-frame

  @Test func missingFrameHidesTheKeyboardWhenThereIsNoEndFrame() {
    #expect(Rules.missingFrame(nil, in: Fixture.phoneScreen) == Fixture.phoneHidden)
    #expect(
      Rules.missingFrame(Fixture.phoneKeyboard, in: Fixture.phoneScreen) == Fixture.phoneKeyboard)
  }

  @Test func missingFrameIsRecordedByTheParser() throws {
    let info = try parse(
      .willShow, Fixture.userInfo(begin: Fixture.phoneKeyboardBelowScreen, duration: 0.25, curve: 7)
    )
    #expect(info.endFrame == Fixture.phoneHidden)
    #expect(!info.isVisible)
    #expect(info.appliedRules == [.missingFrame])
  }

  // MARK: - hide-is-zero

  @Test(arguments: KeyboardNotificationName.allCases)
  func hideIsZeroHidesOnlyOnHideNotifications(notification: KeyboardNotificationName) {
    // iOS 26 reports the 55-point accessory strip in a will-hide.
    let accessory = CGRect(x: 0, y: 789, width: 390, height: 55)
    let result = Rules.hideIsZero(accessory, notification: notification, in: Fixture.phoneScreen)
    #expect(result == (notification.isHide ? Fixture.phoneHidden : accessory))
  }

  @Test(arguments: [KeyboardNotificationName.willHide, .didHide])
  func hideIsZeroIsRecordedByTheParser(notification: KeyboardNotificationName) throws {
    let info = try parse(
      notification,
      Fixture.userInfo(
        begin: Fixture.phoneKeyboard, end: Fixture.phoneKeyboard, duration: 0.25, curve: 7))
    #expect(info.endFrame == Fixture.phoneHidden)
    #expect(info.height == 0)
    #expect(info.beginFrame == Fixture.phoneKeyboard)
    #expect(info.appliedRules == [.hideIsZero])
  }

  @Test func hideIsZeroIsNotRecordedWhenTheHideAlreadySaysHidden() throws {
    let info = try parse(
      .didHide, Fixture.userInfo(end: Fixture.phoneHidden, duration: 0.25, curve: 7))
    #expect(info.endFrame == Fixture.phoneHidden)
    #expect(info.appliedRules.isEmpty)
  }

  // MARK: - floating

  @Test(arguments: [
    // Floating iPad keyboard: 320 < 820 wide, bottom 954 < 1180.
    (Fixture.padFloating, true),
    // Docked: full width.
    (Fixture.padDocked, false),
    // Full width but above the bottom (not narrower): not floating.
    (CGRect(x: 0, y: 500, width: 820, height: 300), false),
    // Narrower but reaching the bottom (700 + 480 = 1180): docked, not floating.
    (CGRect(x: 100, y: 700, width: 620, height: 480), false),
    // Narrower and hanging below the bottom: not floating (visible-strip's business).
    (CGRect(x: 100, y: 1125, width: 620, height: 398), false),
  ])
  func floatingIsNarrowerThanTheScreenAndAboveItsBottom(frame: CGRect, isFloating: Bool) {
    #expect(Rules.isFloating(frame, in: Fixture.padScreen) == isFloating)
    #expect(
      Rules.floating(frame, in: Fixture.padScreen) == (isFloating ? Fixture.padHidden : frame))
  }

  @Test func floatingIsRecordedByTheParser() throws {
    let info = try parse(
      .willChangeFrame, Fixture.userInfo(end: Fixture.padFloating, duration: 0.25, curve: 7),
      screen: Fixture.padScreen)
    #expect(info.endFrame == Fixture.padHidden)
    #expect(!info.isVisible)
    #expect(info.appliedRules == [.floating])
  }

  // MARK: - visible-strip

  static let visibleHeights: [(CGRect, CGFloat)] = [
    // Docked phone keyboard, entirely on screen: 844 − 508 = 336 = its height.
    (Fixture.phoneKeyboard, 336),
    // Hardware keyboard: 844 − 789 = 55 of 336.
    (Fixture.hardwareStrip, 55),
    // Just below the screen: 844 − 844 = 0.
    (Fixture.phoneKeyboardBelowScreen, 0),
    // Further below: max(844 − 900, 0) = 0.
    (CGRect(x: 0, y: 900, width: 390, height: 336), 0),
    // Hanging 10 above the bottom: 844 − 498 = 346, clamped to its own 336.
    (CGRect(x: 0, y: 498, width: 390, height: 336), 336),
  ]

  @Test(arguments: visibleHeights)
  func visibleHeightIsTheOnScreenPart(frame: CGRect, height: CGFloat) {
    #expect(Rules.visibleHeight(of: frame, in: Fixture.phoneScreen) == height)
  }

  @Test func visibleStripKeepsOnlyTheOnScreenPartOfAHardwareKeyboard() {
    #expect(
      Rules.visibleStrip(Fixture.hardwareStrip, in: Fixture.phoneScreen)
        == Fixture.hardwareStripVisible)
    // iPad with a hardware keyboard: 1180 − 1130 = 50 visible.
    #expect(
      Rules.visibleStrip(CGRect(x: 0, y: 1130, width: 820, height: 398), in: Fixture.padScreen)
        == CGRect(x: 0, y: 1130, width: 820, height: 50))
  }

  @Test func visibleStripLeavesAnOnScreenKeyboardAlone() {
    #expect(
      Rules.visibleStrip(Fixture.phoneKeyboard, in: Fixture.phoneScreen) == Fixture.phoneKeyboard)
    let hangingAboveBottom = CGRect(x: 0, y: 498, width: 390, height: 336)
    #expect(Rules.visibleStrip(hangingAboveBottom, in: Fixture.phoneScreen) == hangingAboveBottom)
  }

  @Test(arguments: [
    Fixture.phoneKeyboardBelowScreen,
    CGRect(x: 0, y: 900, width: 390, height: 336),
    CGRect(x: 0, y: 508, width: 390, height: 0),  // on screen but no height
    // Revision 2: off the screen in any direction, not only below it (regression 05).
    CGRect(x: -390, y: 508, width: 390, height: 336),  // left of the screen
    CGRect(x: 390, y: 508, width: 390, height: 336),  // right of the screen
    CGRect(x: 0, y: -336, width: 390, height: 336),  // above the screen
    CGRect(x: -400, y: -400, width: 390, height: 336),  // above and to the left
  ])
  func visibleStripHidesAKeyboardWithNothingOnScreen(frame: CGRect) {
    #expect(Rules.visibleStrip(frame, in: Fixture.phoneScreen) == Fixture.phoneHidden)
  }

  @Test func aKeyboardPartlyOnScreenSidewaysStillCounts() {
    // Sliding in from the right (an iPad keyboard moving between screens): half of it is on
    // screen, so it is a keyboard.
    let sliding = CGRect(x: 195, y: 508, width: 390, height: 336)
    #expect(Rules.visibleStrip(sliding, in: Fixture.phoneScreen) == sliding)
    #expect(Rules.isOffScreen(sliding, in: Fixture.phoneScreen) == false)
  }

  @Test func visibleStripIsRecordedByTheParser() throws {
    let strip = try parse(
      .willShow, Fixture.userInfo(end: Fixture.hardwareStrip, duration: 0.25, curve: 7))
    #expect(strip.endFrame == Fixture.hardwareStripVisible)
    #expect(strip.height == 55)
    #expect(strip.appliedRules == [.visibleStrip])

    let offScreen = try parse(
      .willChangeFrame,
      Fixture.userInfo(end: Fixture.phoneKeyboardBelowScreen, duration: 0.25, curve: 7))
    #expect(offScreen.endFrame == Fixture.phoneHidden)
    #expect(offScreen.appliedRules == [.visibleStrip])
  }

  // MARK: - duration

  @Test(arguments: [
    (TimeInterval?.none, TimeInterval(0.25)),
    (0, 0.25),
    (-0.0, 0.25),
    (0.25, 0.25),
    (0.4, 0.4),
    (0.001, 0.001),
  ])
  func durationDefaultsWhenMissingOrZero(duration: TimeInterval?, expected: TimeInterval) {
    #expect(Rules.duration(duration) == expected)
  }

  @Test func durationIsRecordedOnlyWhenItChangesSomething() throws {
    let zero = try parse(
      .willShow, Fixture.userInfo(end: Fixture.phoneKeyboard, duration: 0, curve: 7))
    #expect(zero.animation.duration == 0.25)
    #expect(zero.appliedRules == [.defaultDuration])

    let given = try parse(
      .willShow, Fixture.userInfo(end: Fixture.phoneKeyboard, duration: 0.4, curve: 7))
    #expect(given.animation.duration == 0.4)
    #expect(given.appliedRules.isEmpty)
  }

  // MARK: - curve

  @Test(arguments: [(Int?.none, 2), (7, 7), (0, 0), (3, 3)])
  func curveDefaultsToEaseOutWhenMissing(curve: Int?, expected: Int) {
    #expect(Rules.curve(curve) == expected)
  }

  @Test func curveIsRecordedAndGivesTheAnimationOptions() throws {
    let missing = try parse(.willShow, Fixture.userInfo(end: Fixture.phoneKeyboard, duration: 0.25))
    #expect(missing.animation.curve == 2)
    #expect(missing.animation.optionsRawValue == 131_072)  // 2 << 16 = 2 × 65 536
    #expect(missing.appliedRules == [.defaultCurve])

    let keyboardCurve = try parse(
      .willShow, Fixture.userInfo(end: Fixture.phoneKeyboard, duration: 0.25, curve: 7))
    #expect(keyboardCurve.animation.optionsRawValue == 458_752)  // 7 << 16
    #expect(keyboardCurve.appliedRules.isEmpty)
  }

  @Test func aCurveBeyondFourBitsNeverSpillsIntoTheTransitionOptions() {
    // UIKit keeps the curve in bits 16–19; 23 = 0b1_0111 keeps 0b0111 = 7.
    #expect(KeyboardAnimation(curve: 23).optionsRawValue == 458_752)
    #expect(KeyboardAnimation(curve: 16).optionsRawValue == 0)
    #expect(KeyboardAnimation(curve: -1).optionsRawValue == 0)
  }

  // MARK: - bad-numbers

  @Test func badNumbersAcceptsGoodAndMissingValues() throws {
    try Rules.rejectBadNumbers(RawKeyboardInfo(), screenBounds: Fixture.phoneScreen)
    try Rules.rejectBadNumbers(
      RawKeyboardInfo(
        beginFrame: Fixture.phoneKeyboardBelowScreen, endFrame: Fixture.phoneKeyboard, duration: 0,
        curve: 7),
      screenBounds: Fixture.phoneScreen)
    try Rules.rejectBadFrame(nil, key: KeyboardUserInfoKey.frameEnd)
    try Rules.rejectBadDuration(nil)
  }

  @Test func badNumbersRejectsEachKindOfBadValue() {
    #expect(
      throws: KeyboardInfoError.badFrame(
        key: KeyboardUserInfoKey.frameEnd, part: .height, problem: .notANumber)
    ) {
      try Rules.rejectBadFrame(
        CGRect(x: 0, y: 508, width: 390, height: CGFloat.nan), key: KeyboardUserInfoKey.frameEnd)
    }
    #expect(
      throws: KeyboardInfoError.badNumber(
        key: KeyboardUserInfoKey.animationDuration, problem: .infinite)
    ) {
      try Rules.rejectBadDuration(.infinity)
    }
    #expect(throws: KeyboardInfoError.badScreenBounds(part: .height, problem: .negative(-1))) {
      try Rules.rejectBadNumbers(
        RawKeyboardInfo(), screenBounds: CGRect(x: 0, y: 0, width: 390, height: -1))
    }
  }

  @Test(arguments: [
    (0.0, KeyboardNumberProblem?.none),
    (336, nil),
    (-336, .negative(-336)),
    (.nan, .notANumber),
    (.infinity, .infinite),
    (-.infinity, .infinite),
  ])
  func numberProblemsForSizes(value: Double, problem: KeyboardNumberProblem?) {
    #expect(KeyboardNumberProblem.ofNonNegative(value) == problem)
  }

  @Test func coordinatesMayBeNegativeButNotNaNOrInfinite() {
    #expect(KeyboardNumberProblem.ofFinite(-390) == nil)
    #expect(KeyboardNumberProblem.ofFinite(.nan) == .notANumber)
    #expect(KeyboardNumberProblem.ofFinite(-.infinity) == .infinite)
  }
}
