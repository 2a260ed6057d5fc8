import KeyboardCore
import Testing

/// The session's transitions on their own: a state and an input give the next state and the
/// action, with no backend and no adjuster.
@Suite struct SessionMachineTests {
  private let guardID: AdjusterIdentifier = .gestureGuard

  private func wanted(
    _ reason: AdjustmentReason = .keyboard, visible: Bool = true, ready: Bool = true,
    enabled: Bool = true
  ) -> SessionInput {
    .adjustmentWanted(reason, keyboardVisible: visible, isReady: ready, isEnabled: enabled)
  }

  @Test func theFirstAdjustmentWithTheKeyboardUpIsAShow() {
    let (state, action) = SessionMachine.next(.closed, wanted())
    #expect(state == .open(lastEvent: .show))
    #expect(action == .adjust(.show, .keyboard))
  }

  @Test func laterAdjustmentsAreChanges() {
    let (state, action) = SessionMachine.next(.open(lastEvent: .show), wanted(.focus))
    #expect(state == .open(lastEvent: .change))
    #expect(action == .adjust(.change, .focus))
  }

  @Test func nothingHappensUntilTheSessionIsReady() {
    let (state, action) = SessionMachine.next(.closed, wanted(ready: false))
    #expect(state == .closed)
    #expect(action == .none)
  }

  @Test func aNotEnabledInputRestoresAndOpensNoSession() {
    let (state, action) = SessionMachine.next(.closed, wanted(enabled: false))
    #expect(state == .closed)
    #expect(action == .restoreNotEnabled(.keyboard))
  }

  @Test func theKeyboardGoingAwaySendsAHideThatMayBePostponed() {
    let open = SessionState.open(lastEvent: .change)
    let (state, action) = SessionMachine.next(open, wanted(visible: false))
    #expect(state == open)
    #expect(action == .sendHide(allowsPostponement: true))
    #expect(SessionMachine.next(.closed, wanted(visible: false)) == (.closed, .none))
  }

  @Test func aHideEndsTheSessionUnlessPostponed() {
    let open = SessionState.open(lastEvent: .change)
    #expect(
      SessionMachine.next(open, .hideDispatched(postponedBy: nil, reason: nil)) == (
        .closed, .finish
      ))
    let (state, action) = SessionMachine.next(
      open, .hideDispatched(postponedBy: guardID, reason: "pop"))
    #expect(state == .endPostponed(lastEvent: .change, by: guardID, reason: "pop"))
    #expect(action == .reportPostponed(by: guardID, reason: "pop"))
    #expect(state.isOpen && state.isEndPostponed)
  }

  @Test func aPostponedSessionIgnoresFurtherHidesAndStaysPostponedWhileNotReady() {
    let postponed = SessionState.endPostponed(lastEvent: .show, by: guardID, reason: "pop")
    #expect(SessionMachine.next(postponed, wanted(visible: false)) == (postponed, .none))
    #expect(
      SessionMachine.next(postponed, wanted(ready: false)) == (postponed, .clampLiftToKeyboard))
  }

  /// §4.3 blurred but still up: an open session whose input ended editing gets no event for a
  /// keyboard change, only the clamp of the root's lift to what the keyboard covers.
  @Test func aKeyboardChangeWhileBlurredClampsTheLiftAndSendsNothing() {
    let open = SessionState.open(lastEvent: .show)
    #expect(SessionMachine.next(open, wanted(ready: false)) == (open, .clampLiftToKeyboard))
    #expect(SessionMachine.next(.closed, wanted(ready: false)) == (.closed, .none))
  }

  @Test func aKeyboardComingBackResumesAPostponedSessionWithAChange() {
    let postponed = SessionState.endPostponed(lastEvent: .show, by: guardID, reason: "pop")
    let (state, action) = SessionMachine.next(postponed, wanted())
    #expect(state == .open(lastEvent: .change))
    #expect(action == .adjust(.change, .keyboard))
  }

  @Test func resumingWithTheKeyboardGoneSendsAHideAgain() {
    let postponed = SessionState.endPostponed(lastEvent: .show, by: guardID, reason: "pop")
    let (state, action) = SessionMachine.next(
      postponed,
      .resume(.interactivePopCancelled, keyboardVisible: false, isReady: true, isEnabled: true))
    #expect(state == .open(lastEvent: .show))
    #expect(action == .sendHide(allowsPostponement: true))
  }

  @Test func endingAPostponedSessionSendsAHideThatCannotBePostponed() {
    let postponed = SessionState.endPostponed(lastEvent: .show, by: guardID, reason: "pop")
    let (state, action) = SessionMachine.next(postponed, .endRequested)
    #expect(state == .open(lastEvent: .show))
    #expect(action == .sendHide(allowsPostponement: false))
    #expect(SessionMachine.next(.closed, .endRequested) == (.closed, .none))
  }
}
