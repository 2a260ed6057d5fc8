import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// Postponing the end of a session (what GestureGuard does during an interactive pop).
@MainActor
@Suite struct SessionPostponementTests {
  /// Postpones every hide while `isHolding`; on a pop event, ends or resumes as told.
  final class Holder: Adjuster {
    let identifier: AdjusterIdentifier = "test.holder"
    let priority: AdjusterPriority = 1000
    var isHolding = true
    var onPop: ((InteractivePopEvent) -> Void)?
    func handle(_ event: HideEvent) {
      if isHolding { event.session.postponeSessionEnd(because: "holding for the test") }
    }
    func handle(_ event: InteractivePopEvent) { onPop?(event) }
  }

  @Test func aPostponedHideKeepsTheSessionAndLowerAdjustersDoNotSeeIt() throws {
    let screen = SessionHarness(liftsRoot: true)
    let holder = Holder()
    try screen.configuration.adjusters.register(holder)
    let field = screen.addField("f", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)
    screen.app.endEditing()
    #expect(screen.configuration.isSessionOpen)
    #expect(screen.configuration.isSessionEndPostponed)
    #expect(!screen.recorder.events.contains("hide"))
    #expect(screen.form.view.frame.minY == -246)  // still lifted
    #expect(screen.records.actions.contains(.hidePostponed))
  }

  @Test func endingAPostponedSessionSendsHideToEveryoneAndRestores() throws {
    let screen = SessionHarness(liftsRoot: true)
    let holder = Holder()
    holder.onPop = { event in if event.phase == .completed { event.session.endSession() } }
    try screen.configuration.adjusters.register(holder)
    let field = screen.addField("f", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)
    screen.app.endEditing()
    screen.configuration.interactivePopDidChange(.completed)
    // The hide is sent once the pop dispatch has ended.
    #expect(Array(screen.recorder.events.suffix(2)) == ["pop.completed", "hide"])
    #expect(!screen.configuration.isSessionOpen)
    #expect(screen.form.view.frame.minY == 0)
    #expect(screen.configuration.ledger.isEmpty)
  }

  @Test func resumingWithTheKeyboardBackAdjustsAgain() throws {
    let screen = SessionHarness(liftsRoot: true)
    let holder = Holder()
    holder.onPop = { event in
      if event.phase == .cancelled { event.session.requestAdjustment(.interactivePopCancelled) }
    }
    try screen.configuration.adjusters.register(holder)
    let field = screen.addField("f", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)
    screen.app.keyboard.hide()  // the keyboard leaves during the gesture; the session is held
    holder.isHolding = false
    screen.app.keyboard.show()  // the field stays first responder: the keyboard comes back …
    #expect(screen.recorder.events.last == "change(keyboard)")  // … as a change, not a new show
    screen.configuration.interactivePopDidChange(.cancelled)
    #expect(screen.recorder.events.last == "change(interactivePopCancelled)")
    #expect(screen.form.view.frame.minY == -246)
  }
}

@MainActor
@Suite struct MisplacedPostponementTests {
  /// Asks for a postponement while handling a show — not a hide.
  final class EagerHolder: Adjuster {
    let identifier: AdjusterIdentifier = "test.eager"
    let priority: AdjusterPriority = 1000
    func handle(_ event: ShowEvent) { event.session.postponeSessionEnd(because: "too early") }
  }

  @Test func aPostponementOutsideAHideIsLoggedAndIgnored() throws {
    let screen = SessionHarness(liftsRoot: true)
    try screen.configuration.adjusters.register(EagerHolder())
    let field = screen.addField("f", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)
    #expect(
      screen.logger.messages(atLeast: .warning).map(\.text) == [
        "postponeSessionEnd ignored outside a hide: too early"
      ])
    screen.app.endEditing()
    // The hide is not swallowed: the session ends and everything is back.
    #expect(!screen.configuration.isSessionOpen)
    #expect(screen.form.view.frame.minY == 0)
  }
}

/// Behavior.md §9 (revision 2): a postponed hide belongs to the adjuster that postponed it.
@MainActor
@Suite struct PostponerRemovalTests {
  @Test func removingThePostponingAdjusterEndsTheSession() throws {
    let screen = SessionHarness(liftsRoot: true)
    let holder = SessionPostponementTests.Holder()
    try screen.configuration.adjusters.register(holder)
    let field = screen.addField("f", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)
    screen.app.endEditing()
    #expect(screen.configuration.isSessionEndPostponed)
    screen.configuration.adjusters.remove(holder.identifier)
    #expect(!screen.configuration.isSessionOpen)
    #expect(screen.recorder.events.last == "hide")
    #expect(screen.form.view.frame.minY == 0)
    #expect(screen.configuration.ledger.isEmpty)
  }

  @Test func removingAnotherAdjusterKeepsThePostponement() throws {
    let screen = SessionHarness(liftsRoot: true)
    let holder = SessionPostponementTests.Holder()
    try screen.configuration.adjusters.register(holder)
    try screen.configuration.adjusters.register(EventRecorder("test.bystander"))
    let field = screen.addField("f", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)
    screen.app.endEditing()
    screen.configuration.adjusters.remove("test.bystander")
    #expect(screen.configuration.isSessionEndPostponed)
    #expect(screen.form.view.frame.minY == -246)
  }
}
