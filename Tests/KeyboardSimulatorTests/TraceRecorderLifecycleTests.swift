import Foundation
import KeyboardHeadless
import KeyboardLift
import KeyboardSimulator
import Testing

@testable import KeyboardCore

/// A recorder's life: it observes only between `start()` and `stop()`, removes only its own
/// observer, starts each trace with no warnings of the last, and warns once about what every
/// snapshot reads again.
@Suite @MainActor struct TraceRecorderLifecycleTests {
  private static func formApp() -> (HeadlessApp, KeyboardManager, HeadlessViewController) {
    let app = HeadlessApp(profile: .notchedPhone)
    let form = HeadlessViewController(classNames: ["FormController"])
    app.rootController = form
    let manager = KeyboardManager(animator: app.animator, logger: RecordingLogger())
    app.connect(to: manager.configuration)
    return (app, manager, form)
  }

  @Test func stoppingOneRecorderLeavesTheOtherObserversObserving() {
    let (app, manager, _) = Self.formApp()
    let first = TraceRecorder(
      configuration: manager.configuration, window: app.window, options: headlessTraceOptions(app))
    let second = TraceRecorder(
      configuration: manager.configuration, window: app.window, options: headlessTraceOptions(app))
    first.start()
    second.start()
    first.stop()
    manager.reloadLayoutIfNeeded()
    #expect(first.stepCount == 0 && second.stepCount == 1, "the second still records")

    // An observer the app adds after a recorder started outlives the recorder's stop.
    var seen = 0
    let observation = manager.configuration.addInputObserver { _ in seen += 1 }
    second.stop()
    manager.reloadLayoutIfNeeded()
    #expect(seen == 1 && second.stepCount == 1)
    manager.configuration.removeInputObserver(observation)
  }

  @Test func aRecorderReleasedWhileRecordingLeavesNoObserverBehind() {
    let (app, manager, _) = Self.formApp()
    weak var released: TraceRecorder?
    do {
      let recorder = TraceRecorder(
        configuration: manager.configuration, window: app.window,
        options: headlessTraceOptions(app))
      recorder.start()
      released = recorder
    }
    #expect(released == nil, "the configuration does not keep the recorder alive")
    #expect(manager.configuration.inputObservers.entries.count == 1)
    manager.reloadLayoutIfNeeded()
    #expect(manager.configuration.inputObservers.entries.isEmpty)
  }

  @Test func startingAgainForgetsTheWarningsOfTheLastTrace() throws {
    let (app, manager, form) = Self.formApp()
    let broken = HeadlessView(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), id: "b")
    form.view.addSubview(broken)
    let recorder = TraceRecorder(
      configuration: manager.configuration, window: app.window, options: headlessTraceOptions(app))
    recorder.start()
    recorder.stop()
    #expect(recorder.warnings == ["b.frame.x was nan; written as 0"])

    broken.frame.origin.x = 0
    recorder.start()
    recorder.stop()
    #expect(recorder.warnings.isEmpty, "\(recorder.warnings)")
    #expect(try loadTrace(try recorder.jsonData()).summary?.contains("correction") == false)

    broken.frame.origin.x = .nan
    recorder.start()
    recorder.stop()
    #expect(recorder.warnings == ["b.frame.x was nan; written as 0"], "said again, once")
  }

  @Test func aLongListStopsAtTheLimitAndSaysSoOnceForEverySnapshot() throws {
    let (app, manager, form) = Self.formApp()
    let table = HeadlessTableView(
      frame: CGRect(x: 0, y: 100, width: 390, height: 300),
      sections: [
        HeadlessTableSection(rowCount: 3), HeadlessTableSection(rowCount: 2, headerHeight: 20),
        HeadlessTableSection(rowCount: 2, headerHeight: 20),
      ], id: "table")
    form.view.addSubview(table)
    var options = headlessTraceOptions(app)
    options.maximumListRows = 4
    manager.startRecordingTrace(in: app.window, options: options)
    // A field added since the snapshot: its begin-editing takes a second snapshot.
    let late = HeadlessTextField(frame: CGRect(x: 20, y: 600, width: 350, height: 44), id: "late")
    form.view.addSubview(late)
    app.beginEditing(late)
    app.settle()
    let logger = try #require(manager.configuration.logger as? RecordingLogger)
    let scenario = try loadTrace(try manager.stopRecordingTrace())

    let written = try #require(scenario.root.view?.subviews.first { $0.id == "table" })
    guard case .tableView(_, let list) = written.kind else {
      Issue.record("not a table view: \(written.kind)")
      return
    }
    #expect(list.sections.map(\.cells.count) == [3, 1], "no empty sections after the limit")
    #expect(list.sections.map(\.headerHeight) == [0, 20])
    #expect(scenario.steps.contains { $0.action == .focus(inputID: "late") }, "snapshotted again")
    let truncations = logger.messages.filter { $0.text.contains("rows or items") }
    #expect(truncations.count == 1, "\(truncations.map(\.text))")
  }
}
