import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// Registering and removing adjusters during a dispatch, and removal restoring changes.
@MainActor
@Suite struct RegistryDispatchTests {
  @Test func changesDuringADispatchApplyFromTheNextEvent() throws {
    let screen = SessionHarness()
    let mutator = EventRecorder("test.mutator", priority: 900)
    let victim = EventRecorder("test.victim", priority: 100, liftsRoot: true)
    let newcomer = EventRecorder("test.newcomer", priority: 800)
    try screen.configuration.adjusters.register(mutator)
    try screen.configuration.adjusters.register(victim)
    mutator.onShow = { _ in
      try? screen.configuration.adjusters.register(newcomer)
      screen.configuration.adjusters.remove("test.victim")
    }
    let field = screen.addField("f", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)
    // The victim still saw this show (snapshot) and lifted; the newcomer did not see it.
    #expect(victim.events.contains("show(keyboard)"))
    #expect(!newcomer.events.contains("show(keyboard)"))
    // The victim's lift was restored once the dispatch ended.
    #expect(screen.form.view.frame.minY == 0)
    #expect(screen.configuration.ledger.isEmpty)
    // From the next event on, the registry's new state applies.
    screen.app.keyboard.changeFrame(to: CGRect(x: 0, y: 464, width: 390, height: 380))
    #expect(newcomer.events.last == "change(keyboard)")
    #expect(victim.events.last == "show(keyboard)")
  }

  @Test func removingAnAdjusterMidSessionRestoresOnlyItsChanges() throws {
    let screen = SessionHarness(liftsRoot: true)
    let other = EventRecorder("test.other", priority: 100)
    try screen.configuration.adjusters.register(other)
    let field = screen.addField("f", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)
    #expect(screen.form.view.frame.minY == -246)
    screen.configuration.adjusters.remove("test.other")
    #expect(screen.form.view.frame.minY == -246)  // not its change
    screen.configuration.adjusters.remove(screen.recorder.identifier)
    #expect(screen.form.view.frame.minY == 0)
    #expect(screen.configuration.ledger.isEmpty)
  }

  @Test func deallocatedViewsAreDroppedNotResurrected() throws {
    let screen = SessionHarness(liftsRoot: true)
    let field = screen.addField("f", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)
    #expect(!screen.configuration.ledger.isEmpty)
    // The form goes away mid-session (its window drops it); the ledger lets it go.
    screen.app.rootController = HeadlessViewController()
    field.removeFromSuperview()
    screen.app.keyboard.hide()
    #expect(screen.configuration.ledger.isEmpty)
  }

  @Test func aHeldAdjustmentStopsTheDispatchThere() throws {
    final class Holder: Adjuster {
      let identifier: AdjusterIdentifier = "test.holder"
      let priority: AdjusterPriority = 900
      func handle(_ event: ShowEvent) { event.context.hold(because: "test") }
    }
    let screen = SessionHarness(liftsRoot: true)  // the recorder runs at 500, after the holder
    try screen.configuration.adjusters.register(Holder())
    let field = screen.addField("f", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)
    #expect(!screen.recorder.events.contains("show(keyboard)"))
    #expect(screen.form.view.frame.minY == 0)
    #expect(screen.configuration.isSessionOpen)  // held, not ended
  }
}
