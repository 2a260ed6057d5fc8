import Foundation
import KeyboardCore
import KeyboardGestureGuard
import KeyboardHeadless
import KeyboardRootAdjust
import Testing

/// Behavior.md §9, interactive pop: a swipe back from a detail screen whose field is being edited.
///
/// The detail screen's view fills the navigation controller under its bar (y₀ = 0); its field at
/// 600…644 is lifted by 644 − (508 − 10) = 146 on the notched phone, so the detail view sits at
/// y = −146 when the swipe begins. iOS hides the keyboard as the swipe starts and shows it again
/// when the swipe is cancelled.
@MainActor
@Suite struct InteractivePopTests {
  private let field = makeField(y: 600)
  private let list = makeScreen("ListController")
  private let navigation: HeadlessNavigationController

  init() {
    navigation = HeadlessNavigationController(rootController: list)
  }

  /// Pushes a detail screen holding `field`, edits it, then starts a swipe back during which
  /// the keyboard hides.
  private func swipeBackWhileEditing(_ harness: GestureGuardHarness, detail: HeadlessViewController)
  {
    navigation.push(detail)
    harness.edit(field)
    #expect(detail.view.frame.origin.y == -146)
    #expect(navigation.beginInteractivePop())
    harness.configuration.interactivePopDidChange(.began)
    harness.app.keyboard.hide()
    harness.app.advance(by: 0.25)
  }

  @Test func aHideDuringThePopKeepsTheSessionAndTheLift() throws {
    let detail = makeScreen("DetailController", field)
    let harness = try GestureGuardHarness(rootController: navigation)
    swipeBackWhileEditing(harness, detail: detail)
    #expect(harness.lastSessionRecord?.action == .hidePostponed)
    #expect(harness.configuration.isSessionOpen)
    #expect(harness.configuration.isSessionEndPostponed)
    // Nothing was restored: the detail view slides away still lifted, as the user sees it.
    #expect(detail.view.frame.origin.y == -146)
    #expect(!harness.configuration.ledger.isEmpty)
    #expect(harness.configuration.root?.controller === detail)
  }

  @Test func aCancelledPopAdjustsAgain() throws {
    let detail = makeScreen("DetailController", field)
    let harness = try GestureGuardHarness(rootController: navigation)
    swipeBackWhileEditing(harness, detail: detail)
    // The swipe is cancelled: the keyboard comes back for the field, which is still first
    // responder (a `change`: the session never ended)…
    harness.app.keyboard.show()
    #expect(harness.lastAdjustment?.action == .change)
    #expect(!harness.configuration.isSessionEndPostponed)
    // …and the cancelled transition puts the detail view back where it was placed, y₀ = 0.
    navigation.cancelInteractivePop()
    detail.view.frame.origin = .zero
    harness.configuration.interactivePopDidChange(.cancelled)
    // The guard asks for a `change`: the field is covered again (need 146), so it is lifted again.
    #expect(harness.lastAdjustment?.action == .change)
    #expect(harness.lastAdjustment?.reason == .interactivePopCancelled)
    #expect(detail.view.frame.origin.y == -146)
    #expect(harness.gap(below: field) == 10)
    #expect(harness.configuration.isSessionOpen)
    // The session goes on as usual and ends with everything restored.
    harness.app.endEditing()
    harness.app.advance(by: 0.25)
    #expect(detail.view.frame.origin.y == 0)
    #expect(harness.configuration.ledger.isEmpty)
  }

  @Test func aPopCancelledWhileTheKeyboardIsStillAwayEndsTheSession() throws {
    let detail = makeScreen("DetailController", field)
    let harness = try GestureGuardHarness(rootController: navigation)
    swipeBackWhileEditing(harness, detail: detail)
    navigation.cancelInteractivePop()
    harness.configuration.interactivePopDidChange(.cancelled)
    // The adjustment the guard asks for finds no keyboard: the postponed hide happens now.
    #expect(harness.lastSessionRecord?.action == .hide)
    #expect(!harness.configuration.isSessionOpen)
    #expect(detail.view.frame.origin.y == 0)
    #expect(harness.configuration.ledger.isEmpty)
  }

  @Test func aCompletedPopEndsTheSessionAndRestoresWhatIsAlive() throws {
    let detail = makeScreen("DetailController", field)
    let harness = try GestureGuardHarness(rootController: navigation)
    swipeBackWhileEditing(harness, detail: detail)
    navigation.finishInteractivePop()
    harness.configuration.interactivePopDidChange(.completed)
    #expect(harness.lastSessionRecord?.action == .hide)
    #expect(!harness.configuration.isSessionOpen)
    #expect(harness.configuration.root == nil)
    #expect(harness.configuration.ledger.isEmpty)
    // The popped view is still alive (this test holds it): it is put back at y₀.
    #expect(detail.view.frame.origin.y == 0)
    // The list screen that came back was never touched.
    #expect(list.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test func aCompletedPopDropsTheViewsThatWentAway() throws {
    let harness = try GestureGuardHarness(rootController: navigation)
    weak var poppedDetail: HeadlessViewController?
    do {
      let detail = makeScreen("DetailController", field)
      poppedDetail = detail
      swipeBackWhileEditing(harness, detail: detail)
    }
    navigation.finishInteractivePop()
    #expect(poppedDetail == nil)  // nothing kept the popped screen alive, the ledger included
    harness.configuration.interactivePopDidChange(.completed)
    #expect(harness.lastSessionRecord?.action == .hide)
    #expect(harness.configuration.ledger.isEmpty)
    #expect(list.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test func withoutTheGuardTheSwipeDropsTheLiftAtOnce() throws {
    let detail = makeScreen("DetailController", field)
    let harness = try GestureGuardHarness(rootController: navigation, withGuard: false)
    swipeBackWhileEditing(harness, detail: detail)
    // No one postpones the hide: the session ends as the swipe starts, and the detail view
    // drops 146 pt under the user's finger.
    #expect(harness.lastSessionRecord?.action == .hide)
    #expect(detail.view.frame.origin.y == 0)
    // A cancel then changes nothing (no session to resume); the keyboard's return starts a
    // fresh one.
    navigation.cancelInteractivePop()
    harness.configuration.interactivePopDidChange(.cancelled)
    #expect(harness.lastSessionRecord?.action == .hide)
    harness.app.keyboard.show()
    #expect(harness.lastAdjustment?.action == .show)
  }
}
