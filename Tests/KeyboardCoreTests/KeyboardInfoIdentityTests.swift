import Foundation
import KeyboardCore
import Testing

/// Dedupe (Behavior.md §2.7, done by the session with `isSameKeyboard(as:)`) and the value
/// semantics of `KeyboardInfo`.
@Suite struct KeyboardInfoIdentityTests {
  @Test func aDidShowAfterItsWillShowIsTheSameKeyboard() throws {
    let willShow = try parse(.willShow, Fixture.phoneWillShow())
    let didShow = try parse(.didShow, Fixture.phoneWillShow())
    #expect(willShow != didShow)  // different notifications…
    #expect(didShow.isSameKeyboard(as: willShow))  // …same keyboard
    #expect(willShow.isSameKeyboard(as: didShow))
  }

  @Test func aFrameThatMovesWithoutChangingHeightIsNotTheSame() throws {
    // Unlike IQKeyboardManager, which compares heights only.
    let docked = try parse(.willChangeFrame, Fixture.userInfo(end: Fixture.phoneKeyboard))
    let raisedBy10 = try parse(
      .willChangeFrame, Fixture.userInfo(end: CGRect(x: 0, y: 498, width: 390, height: 336)))
    let shiftedRight = try parse(
      .willChangeFrame, Fixture.userInfo(end: CGRect(x: 10, y: 508, width: 390, height: 336)))
    #expect(raisedBy10.height == docked.height)
    #expect(shiftedRight.height == docked.height)
    #expect(!raisedBy10.isSameKeyboard(as: docked))
    #expect(!shiftedRight.isSameKeyboard(as: docked))
  }

  @Test func aChangeOfHeightIsNotTheSame() throws {
    let keyboard = try parse(.willShow, Fixture.phoneWillShow())
    // The QuickType bar appears: 44 higher, top at 464.
    let withQuickType = try parse(
      .willChangeFrame, Fixture.userInfo(end: CGRect(x: 0, y: 464, width: 390, height: 380)))
    #expect(!withQuickType.isSameKeyboard(as: keyboard))
  }

  @Test func everyWayOfBeingHiddenIsTheSameKeyboard() throws {
    let hides = [
      // hide-is-zero, missing-frame, visible-strip:
      try parse(.willHide, Fixture.userInfo(end: Fixture.phoneKeyboardBelowScreen)),
      try parse(.didHide, nil),
      try parse(.willChangeFrame, Fixture.userInfo(end: Fixture.phoneKeyboardBelowScreen)),
      KeyboardInfo.hidden(in: Fixture.phoneScreen),
    ]
    for hide in hides {
      #expect(!hide.isVisible)
      #expect(hide.isSameKeyboard(as: hides[0]))
    }
  }

  @Test func aHiddenKeyboardIsNotTheSameAsAVisibleOne() throws {
    let shown = try parse(.didShow, Fixture.phoneWillShow())
    let hidden = try parse(.didHide, Fixture.phoneWillShow())
    #expect(!hidden.isSameKeyboard(as: shown))
  }

  @Test func aParsedInfoSurvivesACodableRoundTrip() throws {
    let info = try parse(
      .willShow,
      Fixture.userInfo(begin: Fixture.phoneKeyboardBelowScreen, end: Fixture.hardwareStrip))
    let decoded = try JSONDecoder().decode(KeyboardInfo.self, from: JSONEncoder().encode(info))
    #expect(decoded == info)
    #expect(decoded.appliedRules == [.visibleStrip, .defaultDuration, .defaultCurve])
  }

  @Test func rulesEncodeAsTheirBehaviourNames() throws {
    let names = try JSONDecoder().decode(
      [String].self, from: JSONEncoder().encode(KeyboardNormalization.ruleOrder))
    #expect(
      names == ["missing-frame", "hide-is-zero", "floating", "visible-strip", "duration", "curve"])
  }

  /// Equatable, not Hashable: CGRect is Hashable only from iOS 18 / macOS 15, above the
  /// package's deployment targets.
  @Test func infosAreEquatableAndSendable() async throws {
    let willShow = try parse(.willShow, Fixture.phoneWillShow())
    #expect(willShow == (try parse(.willShow, Fixture.phoneWillShow())))
    #expect(willShow != (try parse(.didShow, Fixture.phoneWillShow())))
    let sentAcross = await Task.detached { willShow }.value
    #expect(sentAcross == willShow)
  }

  @Test func errorsAreHashableAndSendable() async {
    let error = KeyboardInfoError.badNumber(
      key: KeyboardUserInfoKey.animationDuration, problem: .notANumber)
    let set: Set<KeyboardInfoError> = [error, error]
    #expect(set.count == 1)
    let sentAcross = await Task.detached { error }.value
    #expect(sentAcross == error)
  }
}
