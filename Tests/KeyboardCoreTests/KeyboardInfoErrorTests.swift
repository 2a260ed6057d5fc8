import Foundation
import KeyboardCore
import Testing

/// Bad input of every kind: a notification that throws is logged and ignored, never applied.
@Suite struct KeyboardInfoErrorTests {
  typealias Key = KeyboardUserInfoKey

  // MARK: - Wrong types

  /// A present key holding the wrong type, and the error it must give.
  struct WrongType: Sendable, CustomStringConvertible {
    let description: String
    let userInfo: @Sendable () -> [AnyHashable: Any]
    let error: KeyboardInfoError
  }

  static let wrongTypes: [WrongType] = [
    WrongType(
      description: "end frame as a String",
      userInfo: { Fixture.userInfo(end: "{{0, 508}, {390, 336}}") },
      error: .wrongType(key: Key.frameEnd, expected: "CGRect", found: "String")),
    WrongType(
      description: "begin frame as a CGPoint",
      userInfo: { Fixture.userInfo(begin: CGPoint(x: 0, y: 844), end: Fixture.phoneKeyboard) },
      error: .wrongType(key: Key.frameBegin, expected: "CGRect", found: "CGPoint")),
    WrongType(
      description: "end frame as a CGSize",
      userInfo: { Fixture.userInfo(end: CGSize(width: 390, height: 336)) },
      error: .wrongType(key: Key.frameEnd, expected: "CGRect", found: "CGSize")),
    WrongType(
      description: "duration as a String",
      userInfo: { Fixture.userInfo(end: Fixture.phoneKeyboard, duration: "0.25") },
      error: .wrongType(
        key: Key.animationDuration, expected: "a number (Double, Int or NSNumber)", found: "String")
    ),
    WrongType(
      description: "duration as a Bool",
      userInfo: { Fixture.userInfo(end: Fixture.phoneKeyboard, duration: true) },
      error: .wrongType(
        key: Key.animationDuration, expected: "a number (Double, Int or NSNumber)", found: "Bool")),
    WrongType(
      description: "curve as a String",
      userInfo: { Fixture.userInfo(end: Fixture.phoneKeyboard, curve: "easeOut") },
      error: .wrongType(
        key: Key.animationCurve, expected: "an integer (Int, NSNumber or a whole Double)",
        found: "String")),
    WrongType(
      description: "curve as a Bool",
      userInfo: { Fixture.userInfo(end: Fixture.phoneKeyboard, curve: false) },
      error: .wrongType(
        key: Key.animationCurve, expected: "an integer (Int, NSNumber or a whole Double)",
        found: "Bool")),
    WrongType(
      description: "isLocal as a String",
      userInfo: { Fixture.userInfo(end: Fixture.phoneKeyboard, isLocal: "YES") },
      error: .wrongType(key: Key.isLocal, expected: "Bool or NSNumber", found: "String")),
    WrongType(
      description: "isLocal as a Swift Int",
      userInfo: { Fixture.userInfo(end: Fixture.phoneKeyboard, isLocal: 1) },
      error: .wrongType(key: Key.isLocal, expected: "Bool or NSNumber", found: "Int")),
  ]

  @Test(arguments: wrongTypes)
  func aPresentKeyOfTheWrongTypeThrows(_ testCase: WrongType) {
    #expect(throws: testCase.error) { try parse(.willShow, testCase.userInfo()) }
  }

  @Test func anNSNumberThatIsNotZeroOrOneIsNotABool() throws {
    let error = #expect(throws: KeyboardInfoError.self) {
      try parse(
        .willShow, Fixture.userInfo(end: Fixture.phoneKeyboard, isLocal: NSNumber(value: 7)))
    }
    guard let error, error.code == .wrongType, let key = error.key,
      let expected = error.expected
    else {
      Issue.record("expected a wrong-type error, got \(String(describing: error))")
      return
    }
    #expect(key == Key.isLocal)
    #expect(expected == "Bool or NSNumber")
  }

  static let boxedNonRects: [UserInfoCase] = [
    UserInfoCase("NSNumber") { Fixture.userInfo(end: NSNumber(value: 336)) },
    UserInfoCase("NSValue holding a CGPoint") {
      #if os(Linux) || os(macOS)
        Fixture.userInfo(end: NSValue(point: CGPoint(x: 195, y: 676)))
      #else
        Fixture.userInfo(end: NSNumber(value: 676))
      #endif
    },
  ]

  @Test(arguments: boxedNonRects)
  func aBoxedValueThatIsNotARectIsTheWrongType(_ input: UserInfoCase) {
    let error = #expect(throws: KeyboardInfoError.self) { try parse(.willShow, input.make()) }
    guard let error, error.code == .wrongType, let key = error.key,
      let expected = error.expected
    else {
      Issue.record("expected a wrong-type error, got \(String(describing: error))")
      return
    }
    #expect(key == Key.frameEnd)
    #expect(expected == "CGRect")
  }

  @Test func aWrongTypeThrowsEvenOnAHide() {
    #expect(
      throws: KeyboardInfoError.wrongType(key: Key.frameEnd, expected: "CGRect", found: "Int")
    ) {
      try parse(.didHide, Fixture.userInfo(end: 336))
    }
  }

  // MARK: - Bad numbers in frames

  /// A frame with one bad number, and the part and problem the error must name.
  struct BadFrame: Sendable, CustomStringConvertible {
    let frame: CGRect
    let part: KeyboardFramePart
    let problem: KeyboardNumberProblem
    var description: String { "\(part.rawValue) \(problem)" }
  }

  static let badFrames: [BadFrame] = [
    BadFrame(
      frame: CGRect(x: CGFloat.nan, y: 508, width: 390, height: 336), part: .x, problem: .notANumber
    ),
    BadFrame(
      frame: CGRect(x: -CGFloat.infinity, y: 508, width: 390, height: 336), part: .x,
      problem: .infinite),
    BadFrame(
      frame: CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336), part: .y, problem: .notANumber),
    BadFrame(
      frame: CGRect(x: 0, y: CGFloat.infinity, width: 390, height: 336), part: .y,
      problem: .infinite),
    BadFrame(
      frame: CGRect(x: 0, y: 508, width: CGFloat.nan, height: 336), part: .width,
      problem: .notANumber),
    BadFrame(
      frame: CGRect(x: 0, y: 508, width: CGFloat.infinity, height: 336), part: .width,
      problem: .infinite),
    BadFrame(
      frame: CGRect(x: 0, y: 508, width: -390, height: 336), part: .width, problem: .negative(-390)),
    BadFrame(
      frame: CGRect(x: 0, y: 508, width: 390, height: CGFloat.nan), part: .height,
      problem: .notANumber),
    BadFrame(
      frame: CGRect(x: 0, y: 508, width: 390, height: CGFloat.infinity), part: .height,
      problem: .infinite),
    BadFrame(
      frame: CGRect(x: 0, y: 508, width: 390, height: -336), part: .height, problem: .negative(-336)
    ),
  ]

  @Test(arguments: badFrames, [KeyboardNotificationName.willShow, .willChangeFrame, .willHide])
  func aBadEndFrameThrowsWhateverTheNotification(
    _ bad: BadFrame, notification: KeyboardNotificationName
  ) {
    #expect(
      throws: KeyboardInfoError.badFrame(key: Key.frameEnd, part: bad.part, problem: bad.problem)
    ) {
      try parse(
        notification, Fixture.userInfo(begin: Fixture.phoneKeyboardBelowScreen, end: bad.frame))
    }
  }

  @Test(arguments: badFrames)
  func aBadBeginFrameThrows(_ bad: BadFrame) {
    #expect(
      throws: KeyboardInfoError.badFrame(key: Key.frameBegin, part: bad.part, problem: bad.problem)
    ) {
      try parse(.willShow, Fixture.userInfo(begin: bad.frame, end: Fixture.phoneKeyboard))
    }
  }

  @Test func aBadFrameBoxedInNSValueThrows() {
    #if os(Linux) || os(macOS)
      let boxed = NSValue(rect: CGRect(x: 0, y: 508, width: 390, height: CGFloat.nan))
      #expect(
        throws: KeyboardInfoError.badFrame(key: Key.frameEnd, part: .height, problem: .notANumber)
      ) {
        try parse(.willShow, Fixture.userInfo(end: boxed))
      }
    #endif
  }

  @Test func negativeOriginsAndEmptyBeginFramesAreFine() throws {
    let leftOfTheScreen = CGRect(x: -390, y: 508, width: 390, height: 336)
    let empty = CGRect(x: 0, y: 508, width: 0, height: 0)
    let info = try parse(.willShow, Fixture.userInfo(begin: empty, end: leftOfTheScreen))
    #expect(info.beginFrame == empty)
    #expect(!info.isVisible)
  }

  /// §2.5 (revision 2.2): "Prefer Cross-Fade Transitions" sends shows and frame changes whose
  /// end frame is empty; read as a frame at y 0 it would be a keyboard covering the screen.
  @Test(arguments: [
    KeyboardNotificationName.willShow, .didShow, .willChangeFrame, .didChangeFrame,
  ])
  func anEmptyEndFrameOnAShowOrFrameChangeIsRefused(_ notification: KeyboardNotificationName) {
    #expect(throws: KeyboardInfoError.emptyEndFrame(part: .height)) {
      try parse(notification, Fixture.userInfo(end: CGRect(x: 0, y: 0, width: 390, height: 0)))
    }
    #expect(throws: KeyboardInfoError.emptyEndFrame(part: .width)) {
      try parse(notification, Fixture.userInfo(end: CGRect(x: 0, y: 508, width: 0, height: 336)))
    }
    #expect(
      KeyboardInfoError.emptyEndFrame(part: .height).description
        == "UIKeyboardFrameEndUserInfoKey: height is 0 on a show or frame change; expected a frame with an area (an empty frame carries no keyboard)"
    )
  }

  @Test(arguments: [KeyboardNotificationName.willHide, .didHide])
  func anEmptyEndFrameOnAHideIsAHide(_ notification: KeyboardNotificationName) throws {
    let info = try parse(notification, Fixture.userInfo(end: CGRect.zero))
    #expect(!info.isVisible)
  }

  // MARK: - Bad durations and curves

  @Test(arguments: [
    (Double.nan, KeyboardNumberProblem.notANumber),
    (Double.infinity, .infinite),
    (-Double.infinity, .infinite),
    (-0.25, .negative(-0.25)),
  ])
  func aBadDurationThrows(duration: Double, problem: KeyboardNumberProblem) {
    let expected = KeyboardInfoError.badNumber(key: Key.animationDuration, problem: problem)
    #expect(throws: expected) {
      try parse(.willShow, Fixture.userInfo(end: Fixture.phoneKeyboard, duration: duration))
    }
    #expect(throws: expected) {
      try parse(
        .willShow, Fixture.userInfo(end: Fixture.phoneKeyboard, duration: NSNumber(value: duration))
      )
    }
  }

  @Test(arguments: [
    (2.5, KeyboardNumberProblem.notAnInteger(2.5)),
    (Double.nan, .notANumber),
    (Double.infinity, .infinite),
    (1e30, .notAnInteger(1e30)),  // whole, but far beyond Int.max
  ])
  func aCurveThatIsNotAWholeIntThrows(curve: Double, problem: KeyboardNumberProblem) {
    let expected = KeyboardInfoError.badNumber(key: Key.animationCurve, problem: problem)
    #expect(throws: expected) {
      try parse(.willShow, Fixture.userInfo(end: Fixture.phoneKeyboard, curve: curve))
    }
    #expect(throws: expected) {
      try parse(
        .willShow, Fixture.userInfo(end: Fixture.phoneKeyboard, curve: NSNumber(value: curve)))
    }
  }

  @Test func anUnsignedCurveBeyondIntMaxThrows() {
    #expect(
      throws: KeyboardInfoError.badNumber(
        key: Key.animationCurve, problem: .notAnInteger(Double(UInt64.max)))
    ) {
      try parse(.willShow, Fixture.userInfo(end: Fixture.phoneKeyboard, curve: UInt64.max))
    }
  }

  // MARK: - Bad screen bounds

  @Test(arguments: [
    (
      CGRect(x: CGFloat.nan, y: 0, width: 390, height: 844), KeyboardFramePart.x,
      KeyboardNumberProblem.notANumber
    ),
    (CGRect(x: 0, y: CGFloat.infinity, width: 390, height: 844), .y, .infinite),
    (CGRect(x: 0, y: 0, width: CGFloat.nan, height: 844), .width, .notANumber),
    (CGRect(x: 0, y: 0, width: 390, height: -844), .height, .negative(-844)),
  ])
  func badScreenBoundsThrow(screen: CGRect, part: KeyboardFramePart, problem: KeyboardNumberProblem)
  {
    #expect(throws: KeyboardInfoError.badScreenBounds(part: part, problem: problem)) {
      try parse(.willShow, Fixture.phoneWillShow(), screen: screen)
    }
    #expect(throws: KeyboardInfoError.badScreenBounds(part: part, problem: problem)) {
      try parse(.didHide, nil, screen: screen)
    }
  }

  // MARK: - Which error wins

  @Test func aWrongTypeIsReportedBeforeABadNumber() {
    let userInfo = Fixture.userInfo(
      end: CGRect(x: 0, y: 508, width: 390, height: CGFloat.nan), duration: "0.25")
    #expect(
      throws: KeyboardInfoError.wrongType(
        key: Key.animationDuration, expected: "a number (Double, Int or NSNumber)", found: "String")
    ) {
      try parse(.willShow, userInfo)
    }
  }

  @Test func badNumbersAreCheckedScreenThenEndFrameThenBeginFrameThenDuration() {
    let badScreen = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 844)
    let badEnd = CGRect(x: 0, y: 508, width: 390, height: -336)
    let badBegin = CGRect(x: CGFloat.nan, y: 844, width: 390, height: 336)
    let all = Fixture.userInfo(begin: badBegin, end: badEnd, duration: -1)
    #expect(throws: KeyboardInfoError.badScreenBounds(part: .width, problem: .notANumber)) {
      try parse(.willShow, all, screen: badScreen)
    }
    #expect(
      throws: KeyboardInfoError.badFrame(key: Key.frameEnd, part: .height, problem: .negative(-336))
    ) {
      try parse(.willShow, all)
    }
    #expect(throws: KeyboardInfoError.badFrame(key: Key.frameBegin, part: .x, problem: .notANumber))
    {
      try parse(.willShow, Fixture.userInfo(begin: badBegin, duration: -1))
    }
    #expect(throws: KeyboardInfoError.badNumber(key: Key.animationDuration, problem: .negative(-1)))
    {
      try parse(.willShow, Fixture.userInfo(duration: -1))
    }
  }

  // MARK: - Messages

  @Test(arguments: [
    (
      KeyboardInfoError.wrongType(key: Key.frameEnd, expected: "CGRect", found: "String"),
      "UIKeyboardFrameEndUserInfoKey: expected CGRect, got String"
    ),
    (
      .badFrame(key: Key.frameEnd, part: .height, problem: .negative(-336)),
      "UIKeyboardFrameEndUserInfoKey: height is negative (-336); expected a finite number ≥ 0"
    ),
    (
      .badFrame(key: Key.frameBegin, part: .y, problem: .infinite),
      "UIKeyboardFrameBeginUserInfoKey: y is infinite; expected a finite number"
    ),
    (
      .badNumber(key: Key.animationDuration, problem: .notANumber),
      "UIKeyboardAnimationDurationUserInfoKey: value is NaN; expected a finite number of seconds ≥ 0"
    ),
    (
      .badNumber(key: Key.animationDuration, problem: .negative(-0.25)),
      "UIKeyboardAnimationDurationUserInfoKey: value is negative (-0.25); expected a finite number of seconds ≥ 0"
    ),
    (
      .badNumber(key: Key.animationCurve, problem: .notAnInteger(2.5)),
      "UIKeyboardAnimationCurveUserInfoKey: value is not a whole number (2.5); expected a whole UIView.AnimationCurve raw value"
    ),
    (
      .badNumber(key: Key.animationCurve, problem: .notAnInteger(1e30)),
      "UIKeyboardAnimationCurveUserInfoKey: value is not a whole number (1e+30); expected a whole UIView.AnimationCurve raw value"
    ),
    (
      .badScreenBounds(part: .width, problem: .notANumber),
      "screen bounds: width is NaN; expected a finite number ≥ 0"
    ),
  ])
  func messagesNameTheKeyAndWhatWasExpected(error: KeyboardInfoError, message: String) {
    #expect(error.description == message)
    #expect("\(error)" == message)
  }
}
