import KeyboardCore
import KeyboardHeadless
import KeyboardLift
import KeyboardSimulator
import Testing

#if canImport(UIKit) && os(iOS)
  import UIKit
#endif

/// The Swift snippets of Docs/RecordingATrace.md, verbatim between the markers (with `manager`
/// for `KeyboardManager.shared`); RecordingGuideSyncTests checks that the guide shows them so.
@MainActor
@Suite struct RecordingGuideExampleTests {
  // docs:begin record-headless
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
  // docs:end record-headless

  @Test func theGuidesStopSnippetSaysWhenThereIsNoTrace() {
    let manager = KeyboardManager(animator: HeadlessApp().animator, logger: RecordingLogger())
    // docs:begin guide-stop
    #if DEBUG
      do {
        let url = try manager.stopRecordingTraceAndSave()
        print("Keyboard trace: \(url.path)")
      } catch {
        print("No keyboard trace: \(error)")
      }
    #endif
    // docs:end guide-stop
    #expect(!manager.isRecordingTrace)
  }

  #if canImport(UIKit) && os(iOS)
    /// The guide's start snippet, compiled; not run, as it needs an app with a window.
    func startRecordingAsTheGuideShows(_ manager: KeyboardManager) {
      // docs:begin guide-start
      manager.enable(adjusters: .recommended)
      #if DEBUG
        manager.startRecordingTrace()
      #endif
      // docs:end guide-start
    }

    /// The guide's share-sheet snippet, compiled; not run, as it needs an app with a window.
    func shareAsTheGuideShows(_ url: URL, from controller: UIViewController) {
      let view = controller.view
      func present(_ share: UIViewController, animated: Bool) {
        controller.present(share, animated: animated)
      }
      // docs:begin guide-share
      let share = UIActivityViewController(activityItems: [url], applicationActivities: nil)
      share.popoverPresentationController?.sourceView = view  // iPad: anchor the popover
      present(share, animated: true)
      // docs:end guide-share
    }
  #endif
}
