import Foundation
import KeyboardSimulator
import Testing

/// A split view controller: a primary column beside a secondary one in a regular-width window,
/// collapsed to the secondary in a compact one (a Split View resize).
@Suite @MainActor struct SplitControllerTests {
  private func scenario(width: String = "", steps: String) -> String {
    """
    {
      "device": "ipad", "settings": { "isEnabled": true },
      "root": { "id": "split", "type": "split", \(width)
        "primary": { "id": "sidebar", "type": "plain", "view": { "id": "sidebarView", "type": "view",
          "subviews": [ { "id": "filter", "type": "textField", "pin": { "bottom": 10, "height": 44 } } ] } },
        "secondary": { "id": "detailNav", "type": "navigation", "controllers": [
          { "id": "detail", "type": "plain", "view": { "id": "detailView", "type": "view",
            "subviews": [ { "id": "note", "type": "textField", "pin": { "bottom": 10, "height": 44 } } ] } } ] } },
      "steps": \(steps)
    }
    """
  }

  @Test func theSplitDecodes() throws {
    let root = try decodeScenario(
      scenario(width: #""primaryColumnWidth": 280, "class": "MailSplit","#, steps: "[]")
    ).get().root
    #expect(root.kind == .split)
    #expect(root.children.map(\.id) == ["sidebar", "detailNav"])
    #expect(root.primaryColumnWidth == 280)
    #expect(root.effectiveClassName == "MailSplit")
    #expect(
      try decodeScenario(scenario(steps: "[]")).get().root.effectiveClassName
        == "UISplitViewController")
  }

  @Test func aMissingColumnIsNamedAtItsPath() {
    let lines = problemLines(
      """
      { "device": "ipad", "root": { "id": "split", "type": "split",
          "primary": { "id": "a", "type": "plain", "view": { "id": "aView", "type": "view" } } },
        "steps": [] }
      """)
    #expect(
      lines == [
        "test.json: $.root.secondary: expected a controller (an object), found nothing (the field is missing)"
      ])
  }

  @Test func bothColumnsShowAndCollapseWhenTheWindowNarrows() throws {
    let run = ScenarioRunner().run(
      try decodeScenario(
        scenario(
          width: #""primaryColumnWidth": 280,"#,
          steps: """
            [{ "do": "focus", "field": "filter" }, { "do": "showKeyboard" },
             { "do": "resizeWindow", "window": { "x": 0, "y": 0, "width": 500, "height": 1180 } },
             { "do": "focus", "field": "note" },
             { "do": "resizeWindow", "window": { "x": 0, "y": 0, "width": 820, "height": 1180 } },
             { "do": "hideKeyboard" }]
            """)
      ).get())
    let start = run.snapshots[0]
    #expect(
      start.element("sidebarView")?.frame == Rect(CGRect(x: 0, y: 0, width: 280, height: 1180)))
    #expect(
      start.element("detailView")?.frame == Rect(CGRect(x: 280, y: 0, width: 540, height: 1180)))
    #expect(run.snapshots[2].gap?.gap == 10)
    // Compact: collapsed to the secondary; the sidebar left the window and its field resigned.
    #expect(run.snapshots[3].element("sidebarView") == nil)
    #expect(run.snapshots[3].focusedID == nil)
    #expect(run.snapshots[3].element("detailView")?.frame.width == 500)
    #expect(run.snapshots[4].gap?.gap == 10)
    // Regular again: the detail column is re-placed and lifted anew for the new layout.
    #expect(run.snapshots[5].records.last?.reason == "windowSize")
    #expect(run.snapshots[5].gap?.gap == 10)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }
}
