import Foundation
import KeyboardHeadless
import KeyboardSimulator
import Testing

@testable import KeyboardLiftManager

/// A session recorded live through a real ``KeyboardManager`` on the headless backend: a
/// sign-up form in a scroll view, pushed on a navigation controller, on the notched phone.
@MainActor
final class RecordedFormSession {
  let app = HeadlessApp(profile: .notchedPhone)
  let manager: KeyboardManager
  let navigation: HeadlessNavigationController
  let form: FillingFormController
  let name = HeadlessTextField(frame: CGRect(x: 20, y: 120, width: 350, height: 44), id: "name")
  let email = HeadlessTextField(frame: CGRect(x: 20, y: 560, width: 350, height: 44), id: "email")
  let password = HeadlessTextField(
    frame: CGRect(x: 20, y: 720, width: 350, height: 44), id: "password")
  let notes = HeadlessTextView(
    frame: CGRect(x: 20, y: 900, width: 350, height: 120), id: "notes", isScrollEnabled: false)
  /// After each event: its name, how many steps the trace had, and the live screen.
  private(set) var checkpoints: [(event: String, steps: Int, screen: ObservedScreen)] = []

  /// Builds the screen; `recording` starts the recorder at once (else call ``startRecording()``).
  init(recording: Bool = true) throws {
    let scrollView = HeadlessScrollView(id: "formScroll")
    scrollView.contentSize = CGSize(width: 390, height: 1200)
    for field in [name, email, password, notes] as [HeadlessView] { scrollView.addSubview(field) }
    form = FillingFormController(scrollView: scrollView)
    let accounts = HeadlessViewController(
      classNames: ["AccountsViewController"], view: HeadlessView(id: "accountsView"))
    navigation = HeadlessNavigationController(rootController: accounts)
    navigation.push(form)
    app.rootController = navigation
    manager = KeyboardManager(
      animator: app.animator, settings: KeyboardSettings(isEnabled: true),
      logger: RecordingLogger())
    app.connect(to: manager.configuration)
    if recording { startRecording() }
  }

  /// Starts the recorder and notes the screen as the checkpoint `"start"`.
  func startRecording() {
    manager.startRecordingTrace(in: app.window, options: headlessTraceOptions(app))
    checkpoint("start")
  }

  /// Performs `event`, lets every notification and animation finish, and notes the screen.
  func perform(_ event: String, _ action: () -> Void) {
    action()
    app.settle()
    checkpoint(event)
  }

  func checkpoint(_ event: String) {
    checkpoints.append(
      (event, manager.traceRecorder?.stepCount ?? -1, ObservedScreen(app: app, manager: manager)))
  }

  /// Focus, show, field switch, keyboard frame change, a growing text view, a cancelled swipe
  /// back, a rotation and the hide — with idle time in between.
  func recordFullSession() {
    perform("focus email") { app.beginEditing(email) }
    app.advance(by: 1.2)
    perform("switch to password") { app.beginEditing(password) }
    perform("keyboard grows") {
      app.keyboard.changeFrame(to: CGRect(x: 0, y: 464, width: 390, height: 380))
    }
    app.advance(by: 0.5)
    perform("switch to notes") { app.beginEditing(notes) }
    perform("notes grow") {
      notes.frame.size.height += 80
      manager.reloadLayoutIfNeeded()
    }
    perform("swipe back begins") {
      _ = navigation.beginInteractivePop()
      manager.configuration.interactivePopDidChange(.began)
    }
    perform("swipe back cancelled") {
      navigation.cancelInteractivePop()
      manager.configuration.interactivePopDidChange(.cancelled)
    }
    perform("rotate") { app.rotate(to: .notchedPhoneLandscape) }
    app.advance(by: 2)
    perform("hide") { app.endEditing() }
  }
}

@Suite @MainActor struct TraceReplayTests {
  @Test func aRecordedSessionReplaysToTheLiveScreenAfterEveryEvent() throws {
    let session = try RecordedFormSession()
    session.recordFullSession()
    let data = try session.manager.stopRecordingTrace()
    let scenario = try loadTrace(data)
    let run = ScenarioRunner().run(scenario)

    #expect(run.violations.isEmpty, "\(run.violations)")
    #expect(run.snapshots.count == scenario.steps.count + 1)
    for checkpoint in session.checkpoints {
      let snapshot = try #require(
        run.snapshots.indices.contains(checkpoint.steps) ? run.snapshots[checkpoint.steps] : nil,
        "no snapshot after step \(checkpoint.steps) (\(checkpoint.event))")
      let live = checkpoint.screen
      #expect(
        Set(["formView", "formScroll", "name", "email", "password", "notes"])
          .isSubset(of: live.views.keys), "the form's views: \(live.views.keys.sorted())")
      let replayed = ObservedScreen(snapshot: snapshot, ids: live.views.keys)
      let differences = live.differences(from: replayed)
      #expect(differences.isEmpty, "after \(checkpoint.event): \(differences)")
    }
  }

  @Test func withoutTheAppsFrameChangesTheReplayDivergesSoTheComparisonCanFail() throws {
    let session = try RecordedFormSession()
    session.recordFullSession()
    var scenario = try loadTrace(try session.manager.stopRecordingTrace())
    let stepCount = scenario.steps.count
    scenario.steps.removeAll { $0.action.verb == "setFrame" }
    #expect(scenario.steps.count < stepCount)
    let run = ScenarioRunner().run(scenario)
    // Step counts shifted: compare the end of the session, where the rotated form should be.
    let rotated = try #require(session.checkpoints.first { $0.event == "rotate" })
    let grown = try #require(session.checkpoints.first { $0.event == "notes grow" })
    let last = try #require(run.snapshots.last)
    let replayed = ObservedScreen(snapshot: last, ids: rotated.screen.views.keys)
    #expect(replayed.views["formScroll"]?.frame.width == 390, "never told of the new frame")
    #expect(rotated.screen.views["formScroll"]?.frame.width == 844)
    #expect(replayed.views["notes"]?.frame.height == 120)
    #expect(grown.screen.views["notes"]?.frame.height == 200)
  }

  @Test func theLiveRunReallyMovedThingsSoTheComparisonMeansSomething() throws {
    let session = try RecordedFormSession()
    session.recordFullSession()
    let states = Dictionary(
      session.checkpoints.map { ($0.event, $0.screen) }, uniquingKeysWith: { first, _ in first })
    let shown = try #require(states["focus email"])
    #expect(shown.isSessionOpen && shown.focusedID == "email")
    #expect((shown.views["formScroll"]?.contentOffset?.y ?? 0) > 0, "ScrollAdjust scrolled")
    let rotated = try #require(states["rotate"])
    #expect(
      rotated.views["formScroll"]?.frame.width == 844, "the scroll view followed the rotation")
    let grown = try #require(states["notes grow"])
    #expect(grown.views["notes"]?.frame.height == 200)
    let hidden = try #require(states["hide"])
    #expect(!hidden.isSessionOpen && hidden.movedDistance == 0)
  }

  @Test func theTraceHoldsEveryKindOfEventInOrder() throws {
    let session = try RecordedFormSession()
    session.recordFullSession()
    let scenario = try loadTrace(try session.manager.stopRecordingTrace())
    let verbs = scenario.steps.map(\.action.verb)
    for verb in [
      "focus", "blur", "postNotification", "advance", "setFrame", "reloadLayout", "beginPop",
      "cancelPop", "rotate",
    ] {
      #expect(verbs.contains(verb), "no \(verb) in \(verbs)")
    }
    // The text view's will-show comes before its begin-editing, as iOS posts them.
    let notesFocus = try #require(
      scenario.steps.firstIndex { $0.action == .focus(inputID: "notes") })
    #expect(scenario.steps[notesFocus - 1].action.verb == "postNotification")
    // Idle time is kept: 1.2 s after the first show.
    #expect(scenario.steps.contains { $0.action == .advance(seconds: 1.2) })
    #expect(
      scenario.screen
        == .custom(
          ScenarioScreen(
            size: CGSize(width: 390, height: 844),
            windowFrame: CGRect(x: 0, y: 0, width: 390, height: 844),
            safeArea: EdgeInsets(top: 47, bottom: 34), orientation: .portrait, scale: 3,
            statusBarHeight: 47, keyboardFrame: CGRect(x: 0, y: 508, width: 390, height: 336))))
  }
}
