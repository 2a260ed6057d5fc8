import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardLift
import Testing

@testable import KeyboardSimulator

/// A window resize with no rotation (Split View, Stage Manager): the window takes a new frame,
/// the app lays out again, and KeyboardLift is told as the UIKit binding tells it.
@Suite @MainActor struct ResizeWindowStepTests {
  /// A Stage Manager window (120, 60, 700 × 640) with a field pinned 20 pt above its bottom.
  private func scenario(_ steps: String) -> String {
    """
    {
      "device": "ipad-stage-manager", "settings": { "isEnabled": true },
      "root": { "id": "main", "type": "plain", "view": { "id": "mainView", "type": "view",
        "subviews": [
          { "id": "field", "type": "textField", "pin": { "bottom": 20, "height": 44 } },
          { "id": "other", "type": "textField", "frame": { "x": 20, "y": 20, "width": 300, "height": 44 } }
        ] } },
      "steps": \(steps)
    }
    """
  }

  private func run(_ steps: String) throws -> ScenarioRun {
    ScenarioRunner().run(try decodeScenario(scenario(steps)).get())
  }

  @Test func theStepDecodes() throws {
    let steps = try decodeScenario(
      scenario(
        """
        [{ "do": "resizeWindow", "window": { "x": 0, "y": 0, "width": 500, "height": 820 },
           "safeArea": { "top": 24, "bottom": 20 }, "statusBarHeight": 24, "reported": false },
         { "do": "resizeWindow", "window": { "x": 120, "y": 60, "width": 700, "height": 740 } }]
        """)
    ).get().steps
    #expect(
      steps.map(\.action) == [
        .resizeWindow(
          WindowResize(
            frame: CGRect(x: 0, y: 0, width: 500, height: 820),
            safeArea: EdgeInsets(top: 24, bottom: 20), statusBarHeight: 24, isReported: false)),
        .resizeWindow(WindowResize(frame: CGRect(x: 120, y: 60, width: 700, height: 740))),
      ])
  }

  @Test func aWindowOffTheScreenOrEmptyIsNamedAtItsPath() {
    let lines = problemLines(
      scenario(
        """
        [{ "do": "resizeWindow", "window": { "x": 900, "y": 0, "width": 500, "height": 820 } },
         { "do": "resizeWindow", "window": { "x": 0, "y": 0, "width": 0, "height": 820 } },
         { "do": "resizeWindow", "window": { "x": 0, "y": 0, "width": 50, "height": 50 }, "reported": 1 },
         { "do": "resizeWindow" }]
        """))
    #expect(
      lines == [
        "test.json: $.steps[0].window: expected a window inside the screen in force (0, 0, 1180 × 820), found (900, 0, 500 × 820)",
        "test.json: $.steps[1].window: expected a window with a width and a height above 0, found (0, 0, 0 × 820)",
        "test.json: $.steps[2].reported: expected true or false, found 1",
        "test.json: $.steps[3].window: expected a rectangle {\"x\", \"y\", \"width\", \"height\"}, found nothing (the field is missing)",
      ])
  }

  @Test func aReportedResizeIsAdjustedForAtOnce() throws {
    let run = try run(
      """
      [{ "do": "focus", "field": "field" }, { "do": "showKeyboard" },
       { "do": "resizeWindow", "window": { "x": 120, "y": 60, "width": 700, "height": 740 } },
       { "do": "hideKeyboard" }]
      """)
    let resized = run.snapshots[3]
    #expect(resized.screen.windowFrame == Rect(CGRect(x: 120, y: 60, width: 700, height: 740)))
    // The pinned field followed the window's new bottom, and KeyboardLift lifted it again: the
    // keyboard's top is at 422 − 60 = 362 in the window.
    #expect(resized.records.map(\.action) == ["change"])
    #expect(resized.records.first?.reason == "windowSize")
    #expect(
      resized.records.first?.explanations.contains {
        $0.topic == "recapture" && $0.message == "window size changed from 700 × 640 to 700 × 740"
      } == true)
    #expect(resized.gap?.gap == 10)
    #expect(resized.root?.originY == -368)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  @Test func anUnreportedResizeIsHandledAtKeyboardLiftsNextInput() throws {
    let run = try run(
      """
      [{ "do": "focus", "field": "field" }, { "do": "showKeyboard" },
       { "do": "resizeWindow", "window": { "x": 120, "y": 60, "width": 700, "height": 740 },
         "reported": false },
       { "do": "focus", "field": "other" }, { "do": "focus", "field": "field" }]
      """)
    // iOS 13–15: nothing tells KeyboardLift; the container laid the root view out again.
    #expect(run.snapshots[3].records.isEmpty)
    #expect(run.snapshots[3].root?.originY == 0)
    // The next focus change notices the new size: re-captured, adjusted for the new layout.
    #expect(run.snapshots[4].records.last?.reason == "windowSize")
    #expect(run.snapshots[5].gap?.gap == 10)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  @Test func withNoFocusedInputTheBindingTellsNothing() throws {
    let run = try run(
      """
      [{ "do": "focus", "field": "field" }, { "do": "showKeyboard" }, { "do": "blur" },
       { "do": "resizeWindow", "window": { "x": 120, "y": 60, "width": 700, "height": 740 } }]
      """)
    // The binding follows the focused input's scene only: no input, no call.
    #expect(run.snapshots[4].records.isEmpty)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  @Test func theBindingsTwoCallsReachTheCoreAtOnceAndAfterTheTurn() throws {
    let scenario = try decodeScenario(scenario(#"[{ "do": "focus", "field": "field" }]"#)).get()
    let world = ScenarioWorld(
      scenario: scenario, profile: ScenarioDevices.profile(for: scenario.screen) ?? .iPad)
    let manager = KeyboardManager(withoutAdjusters: world.app.animator)
    world.app.connect(to: manager.configuration)
    var calls: [TimeInterval] = []
    _ = manager.configuration.addInputObserver { input in
      if case .windowSizeDidChange = input { calls.append(world.app.clock.now) }
    }
    let performer = StepPerformer(world: world, manager: manager)
    _ = performer.perform(.focus(inputID: "field"))
    _ = performer.perform(
      .resizeWindow(WindowResize(frame: CGRect(x: 120, y: 60, width: 700, height: 740))))
    #expect(calls == [0])
    world.app.settle()
    #expect(calls == [0, 0])
    _ = performer.perform(
      .resizeWindow(
        WindowResize(frame: CGRect(x: 120, y: 60, width: 600, height: 740), isReported: false)))
    world.app.settle()
    #expect(calls == [0, 0])
  }
}
