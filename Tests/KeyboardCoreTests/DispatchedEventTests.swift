import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// One event value serves a whole dispatch, only whom it is for moving on from one adjuster to
/// the next (issue 12, the registered no-op adjusters). Each adjuster must still get an event
/// that names it, keeps naming it after the dispatch, and holds the session's state as it is
/// when that adjuster gets it.
@MainActor
@Suite struct DispatchedEventTests {
  /// Keeps every event it gets, to read them after the dispatch.
  final class Keeper: Adjuster {
    let identifier: AdjusterIdentifier
    let priority: AdjusterPriority
    var focusEvents: [FocusEvent] = []
    var showEvents: [ShowEvent] = []
    var hideEvents: [HideEvent] = []
    var onHide: ((HideEvent) -> Void)?

    init(_ name: String, priority: AdjusterPriority) {
      identifier = AdjusterIdentifier(name)
      self.priority = priority
    }

    func handle(_ event: FocusEvent) { focusEvents.append(event) }
    func handle(_ event: ShowEvent) { showEvents.append(event) }
    func handle(_ event: HideEvent) {
      hideEvents.append(event)
      onHide?(event)
    }
  }

  @Test func everyEventKeptPastItsDispatchStillNamesItsAdjuster() throws {
    let screen = SessionHarness(liftsRoot: true)
    let keepers = [Keeper("test.first", priority: 900), Keeper("test.second", priority: 800)]
    try screen.configuration.adjusters.register(contentsOf: keepers)
    let field = screen.addField("f", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)
    screen.app.endEditing()
    for keeper in keepers {
      #expect(keeper.focusEvents.count == 2)
      #expect(keeper.showEvents.count == 1)
      #expect(keeper.hideEvents.count == 1)
      for event in keeper.focusEvents { #expect(event.ledger.owner == keeper.identifier) }
      for event in keeper.showEvents {
        #expect(event.ledger.owner == keeper.identifier)
        #expect(event.context.adjuster == keeper.identifier)
      }
      for event in keeper.hideEvents { #expect(event.ledger.owner == keeper.identifier) }
    }
  }

  @Test func aRecaptureDuringTheHideIsSeenByTheAdjustersAfterIt() throws {
    let screen = SessionHarness(liftsRoot: true)
    let first = Keeper("test.first", priority: 900)
    let second = Keeper("test.second", priority: 800)
    first.onHide = { event in event.session.recapture(because: "the test re-captures") }
    try screen.configuration.adjusters.register(contentsOf: [first, second])
    let field = screen.addField("f", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)
    let rootBefore = try #require(screen.configuration.root)
    screen.app.keyboard.hide()
    let seenByFirst = try #require(first.hideEvents.first?.root)
    let seenBySecond = try #require(second.hideEvents.first?.root)
    #expect(seenByFirst === rootBefore)
    // The re-capture replaced the root configuration: the adjuster after it is told the new one.
    #expect(seenBySecond !== rootBefore)
    #expect(second.hideEvents.first?.input === field)
  }
}
