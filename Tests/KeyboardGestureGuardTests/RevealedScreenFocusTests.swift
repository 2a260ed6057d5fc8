import Foundation
import KeyboardCore
import KeyboardGestureGuard
import KeyboardHeadless
import KeyboardRootAdjust
import Testing

/// A screen whose search field takes focus as it is revealed by a swipe back (its
/// `viewWillAppear` calls `becomeFirstResponder`), while the keyboard stays up.
@MainActor
@Suite struct RevealedScreenFocusTests {
  private let search = makeField(y: 600, id: "search")
  private let field = makeField(y: 600)
  private let list: HeadlessViewController
  private let detail: HeadlessViewController
  private let navigation: HeadlessNavigationController

  init() {
    list = makeScreen("ListController", search)
    detail = makeScreen("DetailController", field)
    navigation = HeadlessNavigationController(rootController: list)
    navigation.push(detail)
  }

  /// Edits the detail's field (detail at y = −146), starts a swipe back and focuses the list's
  /// search field; the keyboard shows again for it (a `change`).
  private func focusTheRevealedField(_ harness: GestureGuardHarness) {
    harness.edit(field)
    #expect(detail.view.frame.origin.y == -146)
    #expect(navigation.beginInteractivePop())
    harness.configuration.interactivePopDidChange(.began)
    #expect(search.becomeFirstResponder())
    harness.app.keyboard.show()
  }

  @Test func nothingMovesForTheRevealedFieldWhileTheGestureRuns() throws {
    let harness = try GestureGuardHarness(rootController: navigation)
    focusTheRevealedField(harness)
    // The root is still the detail screen (the navigation controller's top); lifting it for the
    // search field (need 146 → −292) would move a view the field is not in.
    #expect(harness.configuration.root?.controller === detail)
    #expect(detail.view.frame.origin.y == -146)
    #expect(list.view.frame.origin.y == 0)
    // GestureGuard held the adjustment: the adjusters after it did not run at all.
    let explanations = harness.lastAdjustment?.explanations ?? []
    #expect(explanations.contains { $0.source == .gestureGuard && $0.topic == "hold" })
    #expect(!explanations.contains { $0.source == .rootAdjust })
  }

  @Test func theRevealedScreenIsAdjustedWhenThePopCompletes() throws {
    let harness = try GestureGuardHarness(rootController: navigation)
    focusTheRevealedField(harness)
    navigation.finishInteractivePop()
    harness.configuration.interactivePopDidChange(.completed)
    // The list is the root now; its search field at 600…644 needs 146.
    #expect(harness.configuration.root?.controller === list)
    #expect(list.view.frame.origin.y == -146)
    #expect(harness.gap(below: search) == 10)
    #expect(detail.view.frame.origin.y == 0)  // the popped screen is put back
    #expect(harness.configuration.isSessionOpen)
    harness.app.endEditing()
    harness.app.advance(by: 0.25)
    #expect(list.view.frame.origin.y == 0)
    #expect(harness.configuration.ledger.isEmpty)
  }

  @Test func withoutTheGuardTheWrongViewMovesAndTheRevealedFieldStaysCovered() throws {
    let harness = try GestureGuardHarness(rootController: navigation, withGuard: false)
    focusTheRevealedField(harness)
    // RootAdjust lifts the detail view for the list's field: −146 − 146 = −292.
    #expect(detail.view.frame.origin.y == -292)
    navigation.finishInteractivePop()
    harness.configuration.interactivePopDidChange(.completed)
    // Nobody adjusts the list: its field stays 136 pt under the keyboard (508 − 644).
    #expect(list.view.frame.origin.y == 0)
    #expect(harness.gap(below: search) == -136)
  }
}
