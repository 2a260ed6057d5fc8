import Foundation
import KeyboardSimulator
import Testing

/// A root view away from the window's origin (the format's controller `view.frame`, which
/// already existed): KeyboardLift captures its origin, lifts it from there and puts it back.
@Suite @MainActor struct RootViewPlacementTests {
  @Test func aRootViewBelowTheOriginIsLiftedFromWhereItIsAndPutBack() throws {
    let json = """
      { "device": "notched-phone", "settings": { "isEnabled": true },
        "root": { "id": "sheet", "type": "plain",
          "view": { "id": "sheetView", "type": "view",
            "frame": { "x": 0, "y": 100, "width": 390, "height": 744 },
            "subviews": [ { "id": "email", "type": "textField",
              "frame": { "x": 20, "y": 600, "width": 350, "height": 44 } } ] } },
        "steps": [ { "do": "focus", "field": "email" }, { "do": "showKeyboard" },
                   { "do": "blur" }, { "do": "hideKeyboard" } ] }
      """
    let run = ScenarioRunner().run(try decodeScenario(json).get())
    #expect(run.snapshots[0].element("sheetView")?.frame.y == 100)
    // The field's bottom is at 100 + 644 = 744 in the window: lift 744 − (508 − 10) = 246.
    let lifted = try #require(run.snapshots[2].root)
    #expect(lifted.capturedOriginY == 100 && lifted.originY == -146)
    #expect(run.snapshots[2].gap?.gap == 10)
    #expect(run.snapshots[4].element("sheetView")?.frame.y == 100)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }
}
