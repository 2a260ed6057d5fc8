import Foundation
import KeyboardCore
import Testing

/// The errors a user handles are structs with a `code`: a new reason can be added without
/// breaking a `switch` that has a `default` branch, and each value says what it is about.
@Suite struct GrowableErrorTests {
  typealias Key = KeyboardUserInfoKey

  @Test func aKeyboardInfoErrorCarriesItsCodeAndDetails() {
    let wrongType = KeyboardInfoError.wrongType(key: Key.frameEnd, expected: "CGRect", found: "Int")
    #expect(wrongType.code == .wrongType)
    #expect(wrongType.key == Key.frameEnd)
    #expect(wrongType.expected == "CGRect")
    #expect(wrongType.found == "Int")
    #expect(wrongType.part == nil && wrongType.problem == nil)

    let badFrame = KeyboardInfoError.badFrame(
      key: Key.frameBegin, part: .height, problem: .negative(-336))
    #expect(badFrame.code == .badFrame)
    #expect(badFrame.key == Key.frameBegin)
    #expect(badFrame.part == .height)
    #expect(badFrame.problem == .negative(-336))

    let badScreen = KeyboardInfoError.badScreenBounds(part: .width, problem: .notANumber)
    #expect(badScreen.code == .badScreenBounds)
    #expect(badScreen.key == nil)
    #expect(badScreen != .badScreenBounds(part: .width, problem: .infinite))
  }

  @Test func aNumberProblemCarriesItsCodeAndValue() {
    #expect(KeyboardNumberProblem.negative(-1).code == .negative)
    #expect(KeyboardNumberProblem.negative(-1).value == -1)
    #expect(KeyboardNumberProblem.notAnInteger(2.5).code == .notAnInteger)
    #expect(KeyboardNumberProblem.notANumber.value == nil)
    #expect(KeyboardNumberProblem.negative(-1) != .negative(-2))
  }

  @Test func aSwitchOverTheCodeNeedsADefaultBranchOnly() {
    func summary(_ error: KeyboardInfoError) -> String {
      switch error.code {
      case .wrongType: "type"
      case .badFrame, .badNumber, .badScreenBounds: "number"
      default: "other"
      }
    }
    #expect(summary(.badNumber(key: Key.animationCurve, problem: .notAnInteger(2.5))) == "number")
    #expect("\(KeyboardInfoError.Code.badFrame)" == "badFrame")
  }
}
