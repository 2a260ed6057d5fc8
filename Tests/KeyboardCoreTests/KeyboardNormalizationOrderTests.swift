import Foundation
import KeyboardCore
import Testing

/// The order the rules run in, and what that order decides.
@Suite struct KeyboardNormalizationOrderTests {
  @Test func theDocumentedOrder() {
    #expect(
      KeyboardNormalization.ruleOrder == [
        .missingFrame, .hideIsZero, .floating, .visibleStrip, .defaultDuration, .defaultCurve,
      ])
    #expect(Set(KeyboardNormalization.ruleOrder) == Set(KeyboardNormalizationRule.allCases))
  }

  @Test func badNumbersRunBeforeHideIsZeroCouldHideThem() {
    let nanHeight = CGRect(x: 0, y: 844, width: 390, height: CGFloat.nan)
    #expect(throws: KeyboardInfoError.self) {
      try parse(.willHide, Fixture.userInfo(end: nanHeight))
    }
  }

  @Test func badNumbersRunBeforeMissingFrameOrDurationDefaults() {
    #expect(
      throws: KeyboardInfoError.badNumber(
        key: KeyboardUserInfoKey.animationDuration, problem: .negative(-0.25))
    ) { try parse(.willShow, Fixture.userInfo(duration: -0.25)) }
  }

  @Test func missingFrameComesFirstSoAMissingFrameOnAHideIsNotAlsoHideIsZero() throws {
    let info = try parse(.didHide, Fixture.userInfo(duration: 0.25, curve: 7))
    #expect(info.appliedRules == [.missingFrame])
  }

  @Test func hideIsZeroComesBeforeVisibleStrip() throws {
    // A will-hide's usual end frame is just below the screen: visible-strip would hide it
    // too, but the reason recorded is the hide.
    let info = try parse(
      .willHide,
      Fixture.userInfo(
        begin: Fixture.phoneKeyboard, end: Fixture.phoneKeyboardBelowScreen, duration: 0.25,
        curve: 7))
    #expect(info.endFrame == Fixture.phoneHidden)
    #expect(info.appliedRules == [.hideIsZero])
  }

  @Test func hideIsZeroComesBeforeFloating() throws {
    let info = try parse(
      .didHide, Fixture.userInfo(end: Fixture.padFloating, duration: 0.25, curve: 7),
      screen: Fixture.padScreen)
    #expect(info.endFrame == Fixture.padHidden)
    #expect(info.appliedRules == [.hideIsZero])
  }

  @Test func frameRulesAreRecordedBeforeAnimationRules() throws {
    let strip = try parse(.willShow, Fixture.userInfo(end: Fixture.hardwareStrip))
    #expect(strip.appliedRules == [.visibleStrip, .defaultDuration, .defaultCurve])

    let floating = try parse(
      .willChangeFrame, Fixture.userInfo(end: Fixture.padFloating, duration: 0, curve: 7),
      screen: Fixture.padScreen)
    #expect(floating.appliedRules == [.floating, .defaultDuration])

    let hidden = try parse(.willHide, Fixture.userInfo(end: Fixture.phoneKeyboard, duration: 0.25))
    #expect(hidden.appliedRules == [.hideIsZero, .defaultCurve])
  }

  static let mixedInputs: [UserInfoCase] = [
    UserInfoCase("nothing") { [:] },
    UserInfoCase("phone") { Fixture.phoneWillShow() },
    UserInfoCase("hardware strip") { Fixture.userInfo(end: Fixture.hardwareStrip, duration: 0) },
    UserInfoCase("below screen") {
      Fixture.userInfo(end: Fixture.phoneKeyboardBelowScreen, curve: 0)
    },
    UserInfoCase("narrow, floating on the phone") {
      Fixture.userInfo(end: CGRect(x: 35, y: 400, width: 320, height: 254), duration: 0.3)
    },
  ]

  @Test(arguments: mixedInputs, KeyboardNotificationName.allCases)
  func appliedRulesFollowTheOrderAndNormalisingTwiceChangesNothingMore(
    _ input: UserInfoCase, notification: KeyboardNotificationName
  ) throws {
    let once = try parse(notification, input.make())
    let positions = once.appliedRules.compactMap {
      KeyboardNormalization.ruleOrder.firstIndex(of: $0)
    }
    #expect(positions.count == once.appliedRules.count)
    #expect(positions == positions.sorted() && Set(positions).count == positions.count)

    let raw = RawKeyboardInfo(
      endFrame: once.endFrame, duration: once.animation.duration, curve: once.animation.curve)
    guard once.isVisible || notification.isHide else {
      // A hidden keyboard's frame is empty, and an empty end frame on a show or frame change is
      // no keyboard at all (§2.5): sent again, it is refused rather than normalised.
      #expect(throws: KeyboardInfoError.emptyEndFrame(part: .height)) {
        try KeyboardNormalization.normalize(
          raw, notification: notification, screenBounds: Fixture.phoneScreen)
      }
      return
    }
    let twice = try KeyboardNormalization.normalize(
      raw, notification: notification, screenBounds: Fixture.phoneScreen)
    #expect(twice.endFrame == once.endFrame)
    #expect(twice.animation == once.animation)
    #expect(twice.appliedRules.isEmpty)
  }
}
