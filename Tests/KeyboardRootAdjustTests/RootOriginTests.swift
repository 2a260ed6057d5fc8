import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardRootAdjust
import Testing

/// Roots that do not start at y = 0, how far the root is lifted (`movedDistance`), and
/// `layoutIfNeededOnUpdate` (Behavior.md §1, §8, §12).
@MainActor
@Suite struct RootOriginTests {
  /// A form below an opaque navigation bar: the navigation controller places its view at
  /// y₀ = 47 + 44 = 91, 844 − 91 = 753 high.
  private func formBelowANavigationBar(_ field: HeadlessTextField) -> (
    form: HeadlessViewController, navigation: HeadlessNavigationController
  ) {
    let form = makeForm(field)
    form.extendsUnderTopBar = false
    return (form, HeadlessNavigationController(rootController: form))
  }

  @Test func aRootBelowANavigationBarIsLiftedFromItsOwnOrigin() throws {
    let field = makeField(y: 600)
    let (form, navigation) = formBelowANavigationBar(field)
    let harness = try RootAdjustHarness(rootController: navigation)
    #expect(form.view.frame == CGRect(x: 0, y: 91, width: 390, height: 753))
    harness.edit(field)
    // T = 691…735 in the window: need = 735 − 498 = 237; Gtop = max(bar 91, 91 + top margin 0)
    // = 91, room = 691 − 91 = 600 → y' = max(91 − 237, 91 − 336) = −146.
    #expect(harness.configuration.root?.capturedOrigin.y == 91)
    #expect(form.view.frame.origin.y == -146)
    #expect(harness.configuration.root?.movedDistance == 237)  // 91 − (−146)
    #expect(harness.gap(below: field) == 10)
    harness.endEditing()
    #expect(form.view.frame.origin.y == 91)
  }

  @Test func theKeyboardClampIsRelativeToY0() throws {
    let field = makeField(y: 600)
    field.keyboard.distanceFromKeyboard = 200
    let (form, navigation) = formBelowANavigationBar(field)
    let harness = try RootAdjustHarness(rootController: navigation)
    harness.edit(field)
    // need = 735 − (508 − 200) = 427, room 600 → lift 427;
    // y' = max(91 − 427, 91 − 336) = max(−336, −245) = −245: at most the keyboard's 336 pt
    // above y₀. IQ's absolute clamp (y ≥ −336) would have let it rise 427 pt.
    #expect(harness.lastAdjustment?.geometry?.lift == 427)
    #expect(form.view.frame.origin.y == -245)
    #expect(harness.configuration.root?.movedDistance == 336)
    #expect(harness.gap(below: field) == 109)  // 508 − (735 − 336)
  }

  @Test func loweringForAShrinkingKeyboardStopsAtY0() throws {
    let field = makeField(y: 600)
    let (form, navigation) = formBelowANavigationBar(field)
    let harness = try RootAdjustHarness(rootController: navigation)
    harness.edit(field)
    #expect(form.view.frame.origin.y == -146)
    harness.app.keyboard.changeFrame(to: CGRect(x: 0, y: 789, width: 390, height: 336))
    // The field is at 454…498: need = 498 − 779 = −281 → down by min(281, 91 − (−146) = 237)
    // = 237 → y = 91 = y₀, never 91 + 44.
    #expect(form.view.frame.origin.y == 91)
  }

  @Test func aRootItsContainerPlacedAgainMidSessionStaysWhereTheContainerPutIt() throws {
    let field = makeField(y: 600)
    let (form, navigation) = formBelowANavigationBar(field)
    let harness = try RootAdjustHarness(rootController: navigation)
    harness.edit(field)
    #expect(form.view.frame.origin.y == -146)
    // The app hides the navigation bar mid-session: the navigation controller places the form
    // again, filling it from y = 0.
    navigation.isNavigationBarHidden = true
    #expect(form.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    harness.endEditing()
    // Putting back the y₀ captured under the bar (91) would leave a 91-point hole above the
    // form: the container moved it after RootAdjust did, so its placement stands.
    #expect(form.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(harness.configuration.ledger.isEmpty)
  }

  @Test func theRestoreKeepsTheRootsCurrentX() throws {
    let field = makeField(y: 600)
    let form = makeForm(field)
    let harness = try RootAdjustHarness(rootController: form)
    harness.edit(field)
    // Something slides the view sideways mid-session (a transition); RootAdjust only owns y.
    form.view.frame.origin.x = 120
    harness.endEditing()
    #expect(form.view.frame.origin == CGPoint(x: 120, y: 0))
  }

  @Test func aRootAnotherAdjusterMovesAfterRootAdjustIsStillRestored() throws {
    // An adjuster after RootAdjust nudges the root 20 pt further through the ledger: the ledger
    // folds that into the same (view, frame.origin) entry, and the hide still restores y₀.
    final class Nudge: Adjuster {
      let identifier: AdjusterIdentifier = "test.nudge"
      let priority: AdjusterPriority = .after(.rootAdjust)
      func handle(_ event: ShowEvent) {
        let view = event.context.rootView
        event.ledger.write(
          .frameOrigin, of: view, to: CGPoint(x: view.frame.minX, y: view.frame.minY - 20))
      }
    }
    let field = makeField(y: 600)
    let form = makeForm(field)
    let harness = try RootAdjustHarness(rootController: form, adjusters: [RootAdjuster(), Nudge()])
    harness.edit(field)
    #expect(form.view.frame.origin.y == -166)  // −146 by RootAdjust, −20 by the nudge
    harness.endEditing()
    #expect(form.view.frame.origin.y == 0)
    #expect(harness.configuration.ledger.isEmpty)
  }

  @Test func aRoundingErrorInTheReadBackOriginDoesNotCountAsAMove() throws {
    // need = 644.2 − 498 = 146.2 → 3x pixels: 438.6 → 439 px = 146.333… pt.
    let field = makeField(y: 600.2)
    let form = makeForm(field)
    let harness = try RootAdjustHarness(rootController: form)
    harness.edit(field)
    #expect(form.view.frame.origin.y.isClose(to: -146.333, tolerance: 0.001))
    // UIKit reads frame.origin back from the layer: a last-place rounding error is not a move.
    form.view.frame.origin.y += 1e-9
    harness.endEditing()
    #expect(form.view.frame.origin.y == 0)
  }

  @Test func movedDistanceFollowsEveryMove() throws {
    let field = makeField(y: 600)
    let form = makeForm(field)
    let harness = try RootAdjustHarness(rootController: form)
    #expect(harness.configuration.root == nil)
    harness.edit(field)
    #expect(harness.configuration.root?.movedDistance == 146)  // y₀ − y = 0 − (−146)
    harness.app.keyboard.changeFrame(to: CGRect(x: 0, y: 600, width: 390, height: 244))
    #expect(harness.configuration.root?.movedDistance == 54)  // lowered by 92, see above
    harness.endEditing()
    #expect(harness.configuration.root == nil)  // no session, nothing moved
  }

  @Test(arguments: [false, true])
  func layoutIfNeededOnUpdateLaysTheRootOutWhenItMoves(layoutIfNeededOnUpdate: Bool) throws {
    let field = makeField(y: 600)
    let rootView = LayoutRecordingView()
    rootView.addSubview(field)
    let form = HeadlessViewController(classNames: ["FormController"], view: rootView)
    let probe = LayoutProbe()
    var settings = KeyboardSettings(isEnabled: true)
    settings.layoutIfNeededOnUpdate = layoutIfNeededOnUpdate
    let harness = try RootAdjustHarness(
      rootController: form, settings: settings, adjusters: [RootAdjuster(), probe])
    rootView.layoutAnimations.removeAll()
    harness.edit(field)
    #expect(form.view.frame.origin.y == -146)
    // With the setting on, RootAdjust lays the root out right after moving it, so an adjuster
    // that runs after it sees a laid-out root; without it, the root still needs layout then
    // (the configuration lays it out once every adjuster ran).
    #expect(probe.rootNeededLayout == [!layoutIfNeededOnUpdate])
    // Either way the layout pass runs inside the keyboard's animation.
    #expect(rootView.layoutAnimations == [KeyboardAnimation(duration: 0.25, curve: 7)])
  }
}

/// An adjuster that runs after RootAdjust and notes whether the root view still needed layout.
@MainActor
final class LayoutProbe: Adjuster {
  let identifier: AdjusterIdentifier = "test.layout-probe"
  let priority: AdjusterPriority = .after(.rootAdjust)
  private(set) var rootNeededLayout: [Bool] = []

  func handle(_ event: ShowEvent) {
    rootNeededLayout.append((event.context.rootView as? HeadlessView)?.needsLayout ?? false)
  }
}

/// A view that records the animation each of its layout passes ran in.
@MainActor
final class LayoutRecordingView: HeadlessView {
  var layoutAnimations: [KeyboardAnimation?] = []

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutAnimations.append(window?.animator?.currentAnimation)
  }
}
