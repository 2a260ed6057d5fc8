import Foundation
import KeyboardHeadless
import KeyboardLift
import Testing

/// A manager with no adjusters, or a disabled one, changes nothing at all — not a frame, not
/// mid-session, not on hide (issue 3, "done when").
@MainActor
@Suite struct NothingChangesTests {
  /// A form in a navigation controller with a hidden field, a visible one and one pinned to
  /// the safe-area bottom; drives a whole session over it and checks every view at every step.
  private func expectNothingChanges(adjusters: [any Adjuster], isEnabled: Bool) throws {
    let low = makeField(y: 600, id: "low")
    let high = makeField(y: 150, id: "high")
    let pinned = makeField(y: 0, id: "pinned")
    pinned.safeAreaPin = .bottom()
    let form = makeScreen("FormController", low, high, pinned)
    let navigation = HeadlessNavigationController(rootController: form)
    let harness = try LiftHarness(
      rootController: navigation, adjusters: adjusters, isEnabled: isEnabled)
    let start = FrameSnapshot([harness.app.window])
    #expect(start.count == 7)  // window, navigation view and bar, form view, 3 fields
    func expectUnchanged(_ step: String) {
      #expect(FrameSnapshot([harness.app.window]).differences(from: start) == [], "\(step)")
    }
    harness.edit(low)
    expectUnchanged("show")
    harness.app.keyboard.changeFrame(to: CGRect(x: 0, y: 460, width: 390, height: 384))
    expectUnchanged("taller keyboard")
    harness.edit(high)
    harness.edit(pinned)
    expectUnchanged("field switches")
    harness.manager.reloadLayoutIfNeeded()
    expectUnchanged("reload")
    harness.endEditing()
    expectUnchanged("hide")
    #expect(harness.manager.movedDistance == 0)
    #expect(harness.manager.configuration.ledger.isEmpty)
  }

  @Test func anEmptyAdjusterSetChangesNothing() throws {
    try expectNothingChanges(adjusters: [], isEnabled: true)
  }

  @Test func aDisabledManagerChangesNothing() throws {
    try expectNothingChanges(adjusters: .recommended, isEnabled: false)
  }
}
