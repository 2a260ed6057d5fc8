import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// Host inputs that arrive while another is being handled are handled after it, in order.
@MainActor
@Suite struct ReentrantInputTests {
  /// On begin-editing, makes the keyboard post a frame change synchronously — as UIKit can when
  /// an adjuster reloads the input views.
  final class ReloadingFocusAdjuster: Adjuster {
    let identifier: AdjusterIdentifier = "test.reloading"
    let priority: AdjusterPriority = 950
    var keyboard: HeadlessKeyboard?
    func handle(_ event: FocusEvent) {
      guard event.phase == .began else { return }
      keyboard?.changeFrame(to: CGRect(x: 0, y: 464, width: 820, height: 716))
    }
  }

  @Test func aNotificationPostedFromAFocusHandlerWaitsForTheFocusToBeHandled() throws {
    let split = SplitScreen()
    let (screen, primary, secondary) = (split.screen, split.primary, split.secondary)
    let (left, right) = (split.left, split.right)
    screen.app.beginEditing(left)
    let primaryStart = CGRect(origin: .zero, size: primary.view.frame.size)
    let reloading = ReloadingFocusAdjuster()
    reloading.keyboard = screen.app.keyboard
    try screen.configuration.adjusters.register(reloading)
    screen.recorder.clear()

    screen.app.beginEditing(right)

    // The root switch and the focus change finish first; the reload's frame change comes after,
    // for the new root only (then the tap's own will-show brings the profile's frame back).
    // The primary column is back where it started.
    #expect(
      screen.recorder.events == [
        "focus.ended", "focus.began", "change(focus)", "change(keyboard)", "change(keyboard)",
      ])
    #expect(screen.configuration.root?.controller === secondary)
    #expect(primary.view.frame.origin == primaryStart.origin)
    #expect(secondary.view.frame.minY < 0)
  }

  @Test func aReloadAskedForByAnObserverRunsAfterTheEventThatCausedIt() {
    let screen = SessionHarness(liftsRoot: true)
    let field = screen.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    var reloaded = false
    screen.configuration.onDispatch = { record in
      if record.action == .show, !reloaded {
        reloaded = true
        screen.configuration.reloadLayout()  // e.g. from a movedDistance callback
      }
    }
    screen.app.beginEditing(field)
    #expect(screen.recorder.events == ["focus.began", "show(keyboard)", "change(reload)"])
    #expect(screen.form.view.frame.minY == -246)
  }

  @Test func settingsChangedDuringADispatchApplyAfterIt() {
    let screen = SessionHarness(liftsRoot: true)
    let field = screen.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.recorder.onShow = { _ in
      // Mid-dispatch: the show has not lifted yet; turning KeyboardLift off must wait for it.
      #expect(screen.form.view.frame.minY == 0)
      screen.configuration.settings.isEnabled = false
    }
    screen.app.beginEditing(field)
    // The show lifted 246 (744 − (508 − 10)); the setting then applied after it: restored.
    #expect(screen.recorder.events == ["focus.began", "show(keyboard)"])
    #expect(screen.form.view.frame.minY == 0)
    #expect(screen.configuration.ledger.isEmpty)
  }

  @Test func twoSettingsChangesQueuedDuringADispatchEachActAgainstTheOneBefore() {
    let screen = SessionHarness(liftsRoot: true)
    let field = screen.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.recorder.onShow = { _ in
      screen.recorder.onShow = nil
      screen.configuration.settings.isEnabled = false
      screen.configuration.settings.isEnabled = true
    }
    screen.app.beginEditing(field)
    // Each queued change is a change of isEnabled from the one before it (on → off, off → on),
    // so each asks for an adjustment; both run after the show, with the settings then in force
    // (on), so both adjust.
    #expect(
      screen.recorder.events == [
        "focus.began", "show(keyboard)", "change(settings)", "change(settings)",
      ])
    #expect(screen.form.view.frame.minY == -246)
  }
}
