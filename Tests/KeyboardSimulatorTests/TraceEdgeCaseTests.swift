import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardSimulator
import Testing

@testable import KeyboardLiftManager

/// Traces of awkward moments and awkward values: they always decode with zero problems and
/// never hold a number JSON cannot.
@Suite @MainActor struct TraceEdgeCaseTests {
  @Test func nothingFocusedAndNothingHappeningIsAValidEmptyTrace() throws {
    let app = HeadlessApp()
    app.rootController = HeadlessViewController()
    let manager = KeyboardManager(animator: app.animator, logger: RecordingLogger())
    app.connect(to: manager.configuration)
    manager.startRecordingTrace(in: app.window, options: headlessTraceOptions(app))
    let scenario = try loadTrace(try manager.stopRecordingTrace())
    #expect(scenario.steps.isEmpty)
    #expect(scenario.root.kind == .plain && scenario.root.view?.id == "view-1")
    #expect(ScenarioRunner().run(scenario).violations.isEmpty)
  }

  @Test func aWindowWithoutARootControllerStillGivesAValidTrace() throws {
    let app = HeadlessApp()
    let logger = RecordingLogger()
    let manager = KeyboardManager(animator: app.animator, logger: logger)
    manager.startRecordingTrace(in: app.window)
    let scenario = try loadTrace(try manager.stopRecordingTrace())
    #expect(scenario.root.kind == .plain)
    #expect(logger.messages.contains { $0.text.contains("no root controller") })
  }

  @Test func recordingThatStartsMidSessionOpensWithTheSameScreenAndKeyboard() throws {
    let session = try RecordedFormSession(recording: false)
    session.app.beginEditing(session.email)
    session.app.settle()
    let lifted = ObservedScreen(app: session.app, manager: session.manager)
    #expect((lifted.views["formScroll"]?.contentOffset?.y ?? 0) > 0, "ScrollAdjust scrolled")
    session.startRecording()
    session.perform("hide") { session.app.endEditing() }
    let scenario = try loadTrace(try session.manager.stopRecordingTrace())

    // The snapshot holds the app as it was before KeyboardLift scrolled.
    let formScroll = scenario.root.children.last?.view?.subviews.first
    #expect(formScroll?.id == "formScroll" && formScroll?.kind.scroll?.contentOffset == .zero)
    // The trace opens with the focus and the keyboard that were already there…
    #expect(scenario.steps.prefix(2).map(\.action.verb) == ["focus", "postNotification"])
    #expect(scenario.steps[0].note?.contains("already focused") == true)
    // …so the replay is where the live app was, after those two steps and at the end.
    let run = ScenarioRunner().run(scenario)
    #expect(run.violations.isEmpty, "\(run.violations)")
    let atStart = ObservedScreen(snapshot: run.snapshots[2], ids: lifted.views.keys)
    #expect(lifted.differences(from: atStart).isEmpty, "\(lifted.differences(from: atStart))")
    let end = try #require(session.checkpoints.last)
    let replayedEnd = ObservedScreen(snapshot: run.snapshots[end.steps], ids: end.screen.views.keys)
    #expect(end.screen.differences(from: replayedEnd).isEmpty)
  }

  @Test func focusingAFieldOfAPushedScreenStartsTheTraceAgainThere() throws {
    let session = try RecordedFormSession()
    session.perform("focus email") { session.app.beginEditing(session.email) }
    let details = HeadlessViewController(
      classNames: ["DetailsController"], view: HeadlessView(id: "detailsView"))
    let comment = HeadlessTextField(
      frame: CGRect(x: 20, y: 700, width: 350, height: 44), id: "comment")
    details.view.addSubview(comment)
    session.navigation.push(details)
    session.perform("focus comment") { session.app.beginEditing(comment) }
    let scenario = try loadTrace(try session.manager.stopRecordingTrace())

    #expect(
      scenario.root.children.map(\.id) == [
        "AccountsViewController", "SignUpViewController", "DetailsController",
      ])
    // The keyboard was up when the new screen was snapshotted: a will-show first, then focus.
    #expect(scenario.steps.first?.action.verb == "postNotification")
    #expect(scenario.steps.first?.note?.contains("snapshotted") == true)
    #expect(scenario.steps.contains { $0.action == .focus(inputID: "comment") })
    let run = ScenarioRunner().run(scenario)
    #expect(run.violations.isEmpty, "\(run.violations)")
    let live = try #require(session.checkpoints.last)
    let replayed = ObservedScreen(snapshot: run.snapshots[live.steps], ids: live.screen.views.keys)
    #expect(
      live.screen.differences(from: replayed).isEmpty, "\(live.screen.differences(from: replayed))")
  }

  @Test func aFieldOfAPresentedControllerIsLeftOutAndTheTraceGoesOn() throws {
    let session = try RecordedFormSession()
    session.perform("focus email") { session.app.beginEditing(session.email) }
    let sheet = HeadlessViewController(
      classNames: ["SheetController"], view: HeadlessView(id: "sheetView"))
    let code = HeadlessTextField(frame: CGRect(x: 20, y: 400, width: 350, height: 44), id: "code")
    sheet.view.addSubview(code)
    #expect(session.form.present(sheet))
    session.perform("focus code") { session.app.beginEditing(code) }
    let recorder = try #require(session.manager.traceRecorder)
    let scenario = try loadTrace(try session.manager.stopRecordingTrace())

    #expect(scenario.steps.first?.action == .focus(inputID: "email"), "not started over")
    #expect(scenario.steps.contains { $0.action == .blur(inputID: "email") })
    #expect(!scenario.steps.contains { $0.action == .focus(inputID: "code") })
    #expect(recorder.warnings.contains { $0.contains("presented controller") })
  }

  @Test func numbersJSONCannotHoldAreWrittenAsZeroWithALoggedWarning() throws {
    let app = HeadlessApp()
    let form = HeadlessViewController()
    app.rootController = form
    let broken = HeadlessView(
      frame: CGRect(x: CGFloat.nan, y: 10, width: -5, height: CGFloat.infinity), id: "broken")
    let scroll = HeadlessScrollView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 400), id: "scroll")
    scroll.contentSize = CGSize(width: CGFloat.nan, height: 900)
    scroll.contentOffset = CGPoint(x: 0, y: CGFloat.infinity)
    scroll.contentInset = EdgeInsets(top: -12, bottom: .nan)
    let field = HeadlessTextField(frame: CGRect(x: 20, y: 300, width: 350, height: 44), id: "field")
    field.keyboard.distanceFromKeyboard = .nan
    scroll.addSubview(field)
    form.view.addSubview(broken)
    form.view.addSubview(scroll)
    let logger = RecordingLogger()
    let manager = KeyboardManager(animator: app.animator, logger: logger)
    manager.keyboardDistance = .nan
    app.connect(to: manager.configuration)
    manager.startRecordingTrace(in: app.window, options: headlessTraceOptions(app))
    app.beginEditing(field)
    app.settle()
    let recorder = try #require(manager.traceRecorder)
    let data = try manager.stopRecordingTrace()

    let numbers = try allNumbers(in: JSONSerialization.jsonObject(with: data))
    #expect(numbers.count > 50 && numbers.allSatisfy(\.isFinite))
    let scenario = try loadTrace(data)
    let views = scenario.root.view?.allViews ?? []
    #expect(
      views.first { $0.id == "broken" }?.placement
        == .frame(CGRect(x: 0, y: 10, width: 0, height: 0)))
    let written = views.first { $0.id == "scroll" }?.kind.scroll
    #expect(written?.contentSize == CGSize(width: 0, height: 900))
    #expect(written?.contentOffset == .zero && written?.contentInset == .zero)
    #expect(views.first { $0.id == "field" }?.settings.distanceFromKeyboard == 0)
    #expect(scenario.settings.keyboardDistance == 0)
    // Every correction is listed once and logged as a warning, though the values were read again
    // at every event.
    #expect(recorder.warnings.count == 9, "\(recorder.warnings)")
    #expect(recorder.warnings.contains("broken.frame.x was nan; written as 0"))
    let logged = logger.messages(atLeast: .warning).filter { $0.text.hasPrefix("trace: ") }
    #expect(logged.count == recorder.warnings.count)
  }

  @Test func numbersBeyondTheFormatsRangeAreWrittenAtItsEdgeWithALoggedWarning() throws {
    let app = HeadlessApp()
    let form = HeadlessViewController()
    app.rootController = form
    let far = HeadlessView(frame: CGRect(x: -1e30, y: 10, width: 2e30, height: 44), id: "far")
    let field = HeadlessTextField(frame: CGRect(x: 20, y: 600, width: 350, height: 44), id: "field")
    field.keyboard.distanceFromKeyboard = 1e12
    form.view.addSubview(far)
    form.view.addSubview(field)
    let logger = RecordingLogger()
    let manager = KeyboardManager(animator: app.animator, logger: logger)
    app.connect(to: manager.configuration)
    manager.startRecordingTrace(in: app.window, options: headlessTraceOptions(app))
    app.beginEditing(field)
    app.keyboard.post(
      .willShow,
      userInfo: [
        KeyboardUserInfoKey.frameEnd: CGRect(x: 0, y: 508, width: 390, height: 1e30),
        KeyboardUserInfoKey.animationDuration: 1e12,
      ])
    app.settle()
    app.clock.advance(by: 2e6)
    app.endEditing()
    let recorder = try #require(manager.traceRecorder)
    let data = try manager.stopRecordingTrace()

    let numbers = try allNumbers(in: JSONSerialization.jsonObject(with: data))
    #expect(numbers.allSatisfy { abs($0) <= 1e6 }, "\(numbers.filter { abs($0) > 1e6 })")
    let scenario = try loadTrace(data)
    let views = scenario.root.view?.allViews ?? []
    #expect(
      views.first { $0.id == "far" }?.placement
        == .frame(CGRect(x: -1e6, y: 10, width: 1e6, height: 44)))
    #expect(views.first { $0.id == "field" }?.settings.distanceFromKeyboard == 1e6)
    let notifications = scenario.steps.compactMap { step -> RawKeyboardNotification? in
      if case .notification(let raw) = step.action { return raw }
      return nil
    }
    #expect(
      notifications.contains {
        $0.endFrame == CGRect(x: 0, y: 508, width: 390, height: 1e6) && $0.duration == 1e6
      })
    #expect(scenario.steps.contains { $0.action == .advance(seconds: 1e6) })
    #expect(recorder.warnings.contains("far.frame.x was -1e+30; written as -1000000.0"))
    #expect(
      recorder.warnings.contains("the time between two events was 2000000.0; written as 1000000.0"))
    let logged = logger.messages(atLeast: .warning).filter { $0.text.hasPrefix("trace: ") }
    #expect(logged.count == recorder.warnings.count)
  }

  @Test func notificationsKeyboardLiftIgnoresAreLeftOutOrKeptAsTheFormatAllows() throws {
    let app = HeadlessApp()
    app.rootController = HeadlessViewController()
    let logger = RecordingLogger()
    let manager = KeyboardManager(animator: app.animator, logger: logger)
    app.connect(to: manager.configuration)
    manager.startRecordingTrace(in: app.window, options: headlessTraceOptions(app))
    let frame = CGRect(x: 0, y: 508, width: 390, height: 336)
    app.keyboard.post(
      .willShow,
      userInfo: [
        KeyboardUserInfoKey.frameEnd: CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336)
      ])
    app.keyboard.post(
      .willShow,
      userInfo: [
        KeyboardUserInfoKey.frameEnd: frame, KeyboardUserInfoKey.animationDuration: -1.0,
      ])
    app.keyboard.post(.willShow, userInfo: [KeyboardUserInfoKey.frameEnd: "a string"])
    app.keyboard.post(
      .willShow,
      userInfo: [
        KeyboardUserInfoKey.frameEnd: CGRect(x: 0, y: 508, width: 390, height: -336),
        KeyboardUserInfoKey.animationCurve: -4,
      ])
    let recorder = try #require(manager.traceRecorder)
    let scenario = try loadTrace(try manager.stopRecordingTrace())

    #expect(
      recorder.warnings.filter { $0.contains("not recorded") }.count == 3, "\(recorder.warnings)")
    // The negative size is kept (the replay's bad-numbers rule ignores it as the live one did);
    // the negative curve, which KeyboardLift does not reject, is written as 0.
    #expect(
      scenario.steps.map(\.action) == [
        .notification(
          RawKeyboardNotification(
            name: .willShow, endFrame: CGRect(x: 0, y: 508, width: 390, height: -336), curve: 0))
      ])
    let run = ScenarioRunner().run(scenario)
    #expect(run.snapshots.last?.keyboard == nil)
    #expect(manager.configuration.keyboard == nil, "live, every one of them was ignored too")
  }

  @Test func theAppsOwnChangesBetweenEventsBecomeSteps() throws {
    let session = try RecordedFormSession()
    session.perform("focus email") { session.app.beginEditing(session.email) }
    session.email.keyboard.distanceFromKeyboard = 40
    session.form.scrollView.keyboard.restoreContentOffset = true
    session.manager.adjusters.remove(.appearance)
    session.manager.keyboardDistance = 24
    session.perform("reload") { session.manager.reloadLayoutIfNeeded() }
    session.email.keyboard.distanceFromKeyboard = nil
    session.perform("hide") { session.app.endEditing() }
    let scenario = try loadTrace(try session.manager.stopRecordingTrace())

    let verbs = scenario.steps.map(\.action.verb)
    #expect(verbs.contains("changeSettings") && verbs.contains("unregister"))
    let viewChanges = scenario.steps.compactMap { step -> (String, ViewSettingsPatch)? in
      guard case .changeViewSettings(let id, let patch) = step.action else { return nil }
      return (id, patch)
    }
    #expect(viewChanges.map(\.0) == ["formScroll", "email", "email"])
    #expect(viewChanges[0].1.restoreContentOffset == true)
    #expect(viewChanges[1].1.distanceFromKeyboard == .some(.some(40)))
    #expect(viewChanges[2].1.distanceFromKeyboard == .some(nil), "unset again: null")
    let run = ScenarioRunner().run(scenario)
    #expect(run.violations.isEmpty, "\(run.violations)")
    for checkpoint in session.checkpoints {
      let replayed = ObservedScreen(
        snapshot: run.snapshots[checkpoint.steps], ids: checkpoint.screen.views.keys)
      #expect(checkpoint.screen.differences(from: replayed).isEmpty, "after \(checkpoint.event)")
    }
  }
}

/// Every number in a parsed JSON document.
private func allNumbers(in value: Any) -> [Double] {
  switch value {
  case let dictionary as [String: Any]: dictionary.values.flatMap(allNumbers)
  case let array as [Any]: array.flatMap(allNumbers)
  case let number as NSNumber where !(value is Bool): [number.doubleValue]
  default: []
  }
}
