import Foundation
import KeyboardCore
import Testing

/// Reading real-looking keyboard notifications end to end.
@Suite struct KeyboardInfoParserTests {
  @Test func aPhoneWillShowIsReadAsSent() throws {
    let info = try parse(.willShow, Fixture.phoneWillShow())
    #expect(info.notification == .willShow)
    #expect(info.beginFrame == Fixture.phoneKeyboardBelowScreen)
    #expect(info.endFrame == Fixture.phoneKeyboard)
    #expect(info.height == 336)
    #expect(info.isVisible)
    #expect(info.animation == KeyboardAnimation(duration: 0.25, curve: 7))
    #expect(info.animation.optionsRawValue == 458_752)  // 7 << 16 = 7 × 65 536
    #expect(info.isLocal)
    #expect(info.appliedRules.isEmpty)
  }

  @Test func numbersBoxedInNSNumberReadLikeSwiftNumbers() throws {
    let boxed = try parse(.willShow, Fixture.phoneWillShowBoxed())
    let plain = try parse(.willShow, Fixture.phoneWillShow())
    #expect(boxed == plain)
  }

  @Test func anIntegralDoubleOrNSNumberDoubleCurveIsAccepted() throws {
    let fromDouble = try parse(.willShow, Fixture.userInfo(end: Fixture.phoneKeyboard, curve: 7.0))
    let fromBoxedDouble = try parse(
      .willShow, Fixture.userInfo(end: Fixture.phoneKeyboard, curve: NSNumber(value: 7.0)))
    #expect(fromDouble.animation.curve == 7)
    #expect(fromBoxedDouble.animation.curve == 7)
  }

  @Test(arguments: [
    UserInfoCase("Int duration, Int32 curve") {
      Fixture.userInfo(end: Fixture.phoneKeyboard, duration: 1, curve: Int32(3))
    },
    UserInfoCase("Float duration, UInt8 curve") {
      Fixture.userInfo(end: Fixture.phoneKeyboard, duration: Float(1), curve: UInt8(3))
    },
    UserInfoCase("CGFloat duration, Int64 curve") {
      Fixture.userInfo(end: Fixture.phoneKeyboard, duration: CGFloat(1), curve: Int64(3))
    },
    UserInfoCase("NSNumber integer duration, NSNumber double curve") {
      Fixture.userInfo(
        end: Fixture.phoneKeyboard, duration: NSNumber(value: 1), curve: NSNumber(value: 3.0))
    },
  ])
  func anyNumericTypeIsAcceptedForDurationAndCurve(_ userInfo: UserInfoCase) throws {
    let info = try parse(.willShow, userInfo.make())
    #expect(info.animation == KeyboardAnimation(duration: 1, curve: 3))
    #expect(info.appliedRules.isEmpty)
  }

  @Test func isLocalFalseIsKeptAndMissingIsLocalMeansLocal() throws {
    let remote = try parse(.willShow, Fixture.userInfo(end: Fixture.phoneKeyboard, isLocal: false))
    let boxedRemote = try parse(
      .willShow, Fixture.userInfo(end: Fixture.phoneKeyboard, isLocal: NSNumber(value: false)))
    let unknown = try parse(.willShow, Fixture.userInfo(end: Fixture.phoneKeyboard))
    #expect(!remote.isLocal)
    #expect(!boxedRemote.isLocal)
    #expect(unknown.isLocal)
  }

  @Test func nsStringKeysAreMatchedLikeStringKeys() throws {
    let userInfo: [AnyHashable: Any] = [
      NSString(string: KeyboardUserInfoKey.frameEnd): Fixture.hardwareStrip,
      NSString(string: KeyboardUserInfoKey.animationDuration): NSNumber(value: 0.4),
    ]
    let info = try parse(.willChangeFrame, userInfo)
    #expect(info.endFrame == Fixture.hardwareStripVisible)
    #expect(info.animation.duration == 0.4)
  }

  @Test func aStringKeyIsReadBeforeAnNSStringKeyOfTheSameName() throws {
    // Off Apple platforms the two are different keys of one dictionary; whatever the order the
    // dictionary lists them in, the String key's value is the one read.
    let userInfo: [AnyHashable: Any] = [
      NSString(string: KeyboardUserInfoKey.frameEnd): Fixture.hardwareStrip,
      KeyboardUserInfoKey.frameEnd: Fixture.phoneKeyboard,
      NSString(string: KeyboardUserInfoKey.animationDuration): NSNumber(value: 0.4),
      KeyboardUserInfoKey.animationDuration: 0.3,
    ]
    let info = try parse(.willShow, userInfo)
    #expect(info.endFrame == Fixture.phoneKeyboard)
    #expect(info.animation.duration == 0.3)
  }

  #if os(Linux) || os(macOS)
    @Test func framesBoxedInNSValueAreAccepted() throws {
      let userInfo = Fixture.userInfo(
        begin: NSValue(rect: Fixture.phoneKeyboardBelowScreen),
        end: NSValue(rect: Fixture.phoneKeyboard),
        duration: NSNumber(value: 0.25), curve: NSNumber(value: 7))
      let info = try parse(.willShow, userInfo)
      #expect(info.beginFrame == Fixture.phoneKeyboardBelowScreen)
      #expect(info.endFrame == Fixture.phoneKeyboard)
    }
  #endif

  @Test(arguments: KeyboardNotificationName.allCases)
  func aNilUserInfoIsAHiddenKeyboardWithTheDefaultAnimation(notification: KeyboardNotificationName)
    throws
  {
    let info = try parse(notification, nil)
    #expect(info.notification == notification)
    #expect(info.beginFrame == nil)
    #expect(info.endFrame == Fixture.phoneHidden)
    #expect(!info.isVisible)
    #expect(info.animation == KeyboardAnimation(duration: 0.25, curve: 2))
    #expect(info.isLocal)
    #expect(info.appliedRules == [.missingFrame, .defaultDuration, .defaultCurve])
  }

  @Test func anEmptyUserInfoReadsLikeNil() throws {
    #expect(try parse(.willShow, [:]) == parse(.willShow, nil))
  }

  @Test func nilOptionalsAndNSNullReadAsMissingKeys() throws {
    let noFrame: CGRect? = nil
    let noDuration: Double? = nil
    let userInfo = Fixture.userInfo(
      begin: NSNull(), end: noFrame as Any, duration: noDuration as Any, curve: NSNull())
    #expect(try parse(.willShow, userInfo) == parse(.willShow, nil))
  }

  @Test func aValueWrappedInAnOptionalIsRead() throws {
    let frame: CGRect? = Fixture.phoneKeyboard
    let info = try parse(.willShow, Fixture.userInfo(end: frame as Any))
    #expect(info.endFrame == Fixture.phoneKeyboard)
  }

  @Test func unrelatedKeysAreIgnored() throws {
    var userInfo = Fixture.phoneWillShow()
    userInfo["UIKeyboardCenterEndUserInfoKey"] = "{195, 676}"
    userInfo[42] = true
    #expect(try parse(.willShow, userInfo) == parse(.willShow, Fixture.phoneWillShow()))
  }

  @Test func theBeginFrameIsCheckedButKeptAsSent() throws {
    let userInfo = Fixture.userInfo(begin: Fixture.hardwareStrip, end: Fixture.phoneKeyboard)
    let info = try parse(.willShow, userInfo)
    #expect(info.beginFrame == Fixture.hardwareStrip)  // not cut to its visible strip
  }

  @Test func aMissingBeginFrameStaysMissing() throws {
    let info = try parse(.didShow, Fixture.userInfo(end: Fixture.phoneKeyboard))
    #expect(info.beginFrame == nil)
    #expect(info.endFrame == Fixture.phoneKeyboard)
  }

  @Test func theRawValuesCanBeReadWithoutNormalising() throws {
    let raw = try RawKeyboardInfo(userInfo: Fixture.phoneWillShowBoxed())
    #expect(
      raw
        == RawKeyboardInfo(
          beginFrame: Fixture.phoneKeyboardBelowScreen, endFrame: Fixture.phoneKeyboard,
          duration: 0.25,
          curve: 7, isLocal: true))
    #expect(try RawKeyboardInfo(userInfo: nil) == RawKeyboardInfo())
  }

  @Test func aParsedInfoEqualsTheNormalisedRawValues() throws {
    let raw = try RawKeyboardInfo(userInfo: Fixture.userInfo(end: Fixture.hardwareStrip))
    let normalised = try KeyboardNormalization.normalize(
      raw, notification: .willShow, screenBounds: Fixture.phoneScreen)
    #expect(try parse(.willShow, Fixture.userInfo(end: Fixture.hardwareStrip)) == normalised)
  }
}
