import KeyboardHeadless
import KeyboardLift
import KeyboardSimulator
import Testing

/// A session recorded on the headless backend replays in the simulator with the same result.
@MainActor
@Test func aSessionRecordedHeadlessReplaysInTheSimulator() throws {
  // A reply field near the bottom of a form on a 390×844 phone (keyboard top 508).
  let field = HeadlessTextField(frame: CGRect(x: 16, y: 700, width: 358, height: 44), id: "reply")
  let form = HeadlessViewController()
  form.view.addSubview(field)
  let app = HeadlessApp(profile: .notchedPhone, rootController: form)
  let manager = KeyboardManager(animator: app.animator)
  manager.isEnabled = true
  app.connect(to: manager.configuration)

  // Record, naming views by their headless ids and reading the app's manual clock.
  manager.startRecordingTrace(
    in: app.window,
    options: TraceRecorder.Options(
      clock: { app.clock.now }, viewName: { ($0 as? HeadlessView)?.id }))
  app.beginEditing(field)
  app.advance(by: 1)
  app.endEditing()
  app.settle()
  let trace = try manager.stopRecordingTrace()

  // Replay it as `keyboard-sim --check` does.
  let scenario = try ScenarioLoader().decode(trace, file: "trace.json", defaultName: "trace")
  let run = ScenarioRunner().run(scenario)
  #expect(run.violations.isEmpty)
  #expect(run.snapshots.contains { $0.gap?.fieldID == "reply" && $0.gap?.gap == 10 })
  #expect(run.snapshots.last?.movedDistance == 0)
}
