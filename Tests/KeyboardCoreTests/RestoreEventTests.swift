import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// Notes the restore events it receives.
@MainActor
private final class RestoreListener: Adjuster {
  let identifier: AdjusterIdentifier = "test.restore-listener"
  let priority: AdjusterPriority = .default
  private(set) var reasons: [RestoreReason] = []
  func handle(_ event: RestoreEvent) { reasons.append(event.reason) }
}

/// Every restore the core performs mid-session is sent to the adjusters as a `RestoreEvent`, so
/// none keeps state about changes that are gone.
@MainActor
@Suite struct RestoreEventTests {
  @Test func aNotEnabledInputRestoresAndSaysSo() throws {
    let screen = SessionHarness(liftsRoot: true)
    let listener = RestoreListener()
    try screen.configuration.adjusters.register(listener)
    let field = screen.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)
    screen.configuration.settings.isEnabled = false
    #expect(screen.form.view.frame.minY == 0)
    #expect(listener.reasons == [.notEnabled])
  }

  @Test func aNewRootRestoresTheOldOneAndSaysSo() throws {
    let split = SplitScreen()
    let listener = RestoreListener()
    try split.screen.configuration.adjusters.register(listener)
    split.screen.app.beginEditing(split.left)
    #expect(listener.reasons.isEmpty)
    split.screen.app.beginEditing(split.right)
    #expect(listener.reasons == [.rootChanged])
  }

  @Test func theAppAskingForARestoreIsSent() throws {
    let screen = SessionHarness(liftsRoot: true)
    let listener = RestoreListener()
    try screen.configuration.adjusters.register(listener)
    screen.app.beginEditing(
      screen.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44)))
    screen.configuration.restoreEverything()
    #expect(screen.form.view.frame.minY == 0)
    #expect(listener.reasons == [.requested])
    #expect(screen.configuration.isSessionOpen)  // the session goes on
  }

  @Test func nothingIsSentWhenNothingWasChanged() throws {
    let screen = SessionHarness()
    let listener = RestoreListener()
    try screen.configuration.adjusters.register(listener)
    screen.configuration.restoreEverything()
    #expect(listener.reasons.isEmpty)
  }
}
