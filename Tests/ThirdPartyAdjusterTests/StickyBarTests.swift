import KeyboardHeadless
import KeyboardLift
import StickyBarSample
import Testing

/// A third-party adjuster written against the public API only, working together with the
/// built-ins on the headless backend.
///
/// The screen: a checkout form in a navigation controller on the notched phone (keyboard
/// (0, 508, 390, 336), d = 10). The form's view extends under the bar (y₀ = 0, Gtop = 91). A
/// 56-point "Continue" bar sits in the navigation controller's view — where UIKit puts its own
/// toolbar — on the home indicator: 810 − 56 = 754.
@MainActor
@Suite struct StickyBarTests {
  private let bar = HeadlessView(
    frame: CGRect(x: 0, y: 754, width: 390, height: 56), id: "continue-bar")
  private let field = HeadlessTextField(
    frame: CGRect(x: 16, y: 600, width: 358, height: 44), id: "card-number")
  private let form = HeadlessViewController(classNames: ["CheckoutController"])
  private let app: HeadlessApp
  private let manager: KeyboardManager
  private let stickyBarID: AdjusterIdentifier = "com.example.sticky-bar"

  init() throws {
    form.view.addSubview(field)
    let navigation = HeadlessNavigationController(rootController: form)
    navigation.view.addSubview(bar)
    app = HeadlessApp(profile: .notchedPhone, rootController: navigation)
    manager = KeyboardManager(animator: app.animator)
    manager.isEnabled = true
    try manager.adjusters.register(StickyBarAdjuster(bar: bar))
    app.connect(to: manager.configuration)
  }

  private var keyboardTop: CGFloat { app.window.convertFromScreen(app.keyboard.frame).minY }

  private func edit(_ input: any HeadlessTextInput) {
    app.beginEditing(input)
    app.advance(by: 0.25)
  }

  @Test func itRunsBeforeScrollAdjust() {
    // Before ScrollAdjust, so a repeated event finds the field where the last one left it
    // (the conformance suite's repeat check failed with the bar after ScrollAdjust: every
    // reload lifted a scroll view's screen by the bar's height again).
    #expect(
      manager.adjusters.identifiers == [
        .gestureGuard, .appearance, stickyBarID, .scrollAdjust, .rootAdjust,
      ])
  }

  @Test func theBarSitsOnTheKeyboardAndTheFieldDAboveTheBar() {
    var records: [DispatchRecord] = []
    manager.onDispatch = { records.append($0) }
    edit(field)
    // The bar: its bottom on the keyboard's top, 508 − 56 = 452.
    #expect(bar.frame == CGRect(x: 0, y: 452, width: 390, height: 56))
    // The field: need = 644 − (508 − 10) = 146, plus what the bar covers: the field must clear
    // the bar's top (452) instead of the keyboard's (508), 56 more; room = 600 − 91 = 509
    // → RootAdjust lifts the form by 146 + 56 = 202.
    #expect(form.view.frame.origin.y == -202)
    #expect(field.frameInWindow.maxY == 442)  // 644 − 202
    #expect(bar.frameInWindow.minY - field.frameInWindow.maxY == 10)
    // The bar moved inside the keyboard's animation, and its share is on record.
    #expect(bar.frameChanges.last?.animation == app.profile.keyboardAnimation)
    let share = records.last { $0.action == .show }?.explanations.first {
      $0.source == stickyBarID && $0.topic == "keyboard-top"
    }
    #expect(share?.values.first { $0.name == "added" }?.value == 56)
  }

  @Test func theBarFollowsTheKeyboardWhenItChanges() {
    edit(field)
    // A taller keyboard (0, 460, 390, 384): the bar goes to 460 − 56 = 404. The field at
    // 398…442 needs 442 − 450 = −8 for the keyboard and −8 + (460 − 404) = 48 for the bar
    // (room 398 − 91 = 307) → the form rises 48 more, to −250.
    app.keyboard.changeFrame(to: CGRect(x: 0, y: 460, width: 390, height: 384))
    #expect(bar.frame.minY == 404)
    #expect(form.view.frame.origin.y == -250)
    #expect(bar.frameInWindow.minY - field.frameInWindow.maxY == 10)
  }

  @Test func aFieldAboveTheBarIsLeftWhereItIs() {
    field.frame.origin.y = 300
    edit(field)
    // need = 344 − 498 = −154; with the bar −154 + 56 = −98: still visible, nothing to lift.
    #expect(bar.frame.minY == 452)
    #expect(form.view.frame.origin.y == 0)
  }

  @Test func everythingComesBackOnHide() {
    edit(field)
    app.endEditing()
    app.advance(by: 0.25)
    #expect(bar.frame == CGRect(x: 0, y: 754, width: 390, height: 56))
    #expect(form.view.frame.origin.y == 0)
    #expect(manager.configuration.ledger.isEmpty)
    // The bar went down with the keyboard, inside its animation.
    #expect(bar.frameChanges.last?.animation == app.profile.keyboardAnimation)
  }

  @Test func removingTheAdjusterMidSessionPutsTheBarBack() {
    edit(field)
    #expect(manager.adjusters.remove(stickyBarID) != nil)
    #expect(bar.frame.minY == 754)
    // What RootAdjust did is RootAdjust's; the next adjustment no longer counts the bar:
    // need = 442 − 498 = −56 → the form comes down to −146.
    #expect(form.view.frame.origin.y == -202)
    manager.reloadLayoutIfNeeded()
    #expect(form.view.frame.origin.y == -146)
    #expect(bar.frame.minY == 754)
  }

  @Test func aSecondRegistrationIsATypedError() {
    #expect(throws: AdjusterRegistryError.duplicateIdentifier(stickyBarID)) {
      try manager.adjusters.register(StickyBarAdjuster(bar: bar))
    }
    #expect(manager.adjusters.identifiers.count == 5)  // nothing was overwritten
  }

  @Test func theBuiltInPrefixIsReserved() {
    final class Impostor: Adjuster {
      let identifier: AdjusterIdentifier = "dev.keyboardlift.sticky-bar"
      let priority: AdjusterPriority = .default
    }
    #expect(throws: AdjusterRegistryError.reservedIdentifier("dev.keyboardlift.sticky-bar")) {
      try manager.adjusters.register(Impostor())
    }
  }
}
