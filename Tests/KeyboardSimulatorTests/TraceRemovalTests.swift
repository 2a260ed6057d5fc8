import Foundation
import KeyboardHeadless
import KeyboardSimulator
import Testing

/// A view the app removes is written as a `deallocate` step and never named again: when it comes
/// back and begins editing, the recorder snapshots it afresh, so the replay has it.
@Suite @MainActor struct TraceRemovalTests {
  /// Records: focus `name`; `removed` leaves its superview and an event notes it; it comes back
  /// into `superview`; `email` begins editing. Returns the trace's scenario and its replay.
  private static func recordRemovalAndReturn(
    of removed: (RecordedFormSession) -> HeadlessView,
    into superview: (RecordedFormSession) -> HeadlessView
  ) throws -> (RecordedFormSession, Scenario, ScenarioRun) {
    let session = try RecordedFormSession()
    session.perform("focus name") { session.app.beginEditing(session.name) }
    let view = removed(session)
    view.removeFromSuperview()
    session.perform("reload") { session.manager.reloadLayoutIfNeeded() }
    superview(session).addSubview(view)
    session.app.window.layoutIfNeeded()
    session.perform("focus email") { session.app.beginEditing(session.email) }
    let scenario = try loadTrace(try session.manager.stopRecordingTrace())
    return (session, scenario, ScenarioRunner().run(scenario))
  }

  /// The ids of the views the trace deallocates before it focuses `id`.
  private static func deallocated(before id: String, in scenario: Scenario) -> [String] {
    let focus = scenario.steps.firstIndex { $0.action == .focus(inputID: id) }
    return scenario.steps.prefix(focus ?? scenario.steps.count).compactMap {
      guard case .deallocate(let viewID) = $0.action else { return nil }
      return viewID
    }
  }

  @Test func aFieldRemovedAndAddedBackIsSnapshottedAgainWhenItBeginsEditing() throws {
    let (session, scenario, run) = try Self.recordRemovalAndReturn(
      of: { $0.email }, into: { $0.form.scrollView })

    #expect(scenario.steps.contains { $0.action == .focus(inputID: "email") })
    #expect(Self.deallocated(before: "email", in: scenario).isEmpty, "\(scenario.steps)")
    #expect(scenario.steps.first?.note?.contains("snapshotted") == true, "started over")
    #expect(run.violations.isEmpty, "\(run.violations)")
    #expect(run.snapshots.flatMap(\.notes).isEmpty, "\(run.snapshots.flatMap(\.notes))")
    let live = try #require(session.checkpoints.last)
    #expect(live.screen.focusedID == "email")
    let replayed = ObservedScreen(snapshot: run.snapshots[live.steps], ids: live.screen.views.keys)
    #expect(
      live.screen.differences(from: replayed).isEmpty, "\(live.screen.differences(from: replayed))")
  }

  @Test func aFieldInsideARemovedViewLeavesWithIt() throws {
    let (session, scenario, run) = try Self.recordRemovalAndReturn(
      of: { $0.form.scrollView }, into: { $0.form.view })

    #expect(Self.deallocated(before: "email", in: scenario).isEmpty, "\(scenario.steps)")
    #expect(scenario.steps.contains { $0.action == .focus(inputID: "email") })
    #expect(run.snapshots.flatMap(\.notes).isEmpty, "\(run.snapshots.flatMap(\.notes))")
    let live = try #require(session.checkpoints.last)
    let replayed = ObservedScreen(snapshot: run.snapshots[live.steps], ids: live.screen.views.keys)
    #expect(replayed.focusedID == "email")
    #expect(
      live.screen.differences(from: replayed).isEmpty, "\(live.screen.differences(from: replayed))")
  }

  @Test func aRemovedViewIsDeallocatedOnceWithNothingElseWrittenForWhatItHolds() throws {
    let session = try RecordedFormSession()
    session.perform("focus name") { session.app.beginEditing(session.name) }
    session.form.scrollView.removeFromSuperview()
    session.email.frame.origin.y += 10  // inside the removed view: the replay has released it
    session.perform("reload") { session.manager.reloadLayoutIfNeeded() }
    session.perform("reload again") { session.manager.reloadLayoutIfNeeded() }
    let scenario = try loadTrace(try session.manager.stopRecordingTrace())

    let written = scenario.steps.compactMap { step -> String? in
      switch step.action {
      case .deallocate(let id): "deallocate \(id)"
      case .setFrame(let id, _): "setFrame \(id)"
      default: nil
      }
    }
    #expect(written == ["deallocate formScroll"])
    let notes = ScenarioRunner().run(scenario).snapshots.flatMap(\.notes)
    #expect(notes.isEmpty, "every step could happen in the replay: \(notes)")
  }
}
