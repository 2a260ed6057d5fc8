import Foundation
import KeyboardSimulator
import Testing

/// Fields that are disabled (`enabled: false`) or that touches cannot reach
/// (`userInteractionEnabled: false` on them or an ancestor), and the `tap` step.
@Suite @MainActor struct FieldInteractionTests {
  private let subviews = """
    { "id": "disabled", "type": "textField", "enabled": false,
      "frame": { "x": 20, "y": 600, "width": 350, "height": 44 } },
    { "id": "panel", "type": "view", "userInteractionEnabled": false,
      "frame": { "x": 0, "y": 650, "width": 390, "height": 100 },
      "subviews": [ { "id": "locked", "type": "textField",
        "frame": { "x": 20, "y": 10, "width": 350, "height": 44 } } ] },
    { "id": "email", "type": "textField", "frame": { "x": 20, "y": 760, "width": 350, "height": 44 } },
    { "id": "search", "type": "searchBar", "frame": { "x": 0, "y": 100, "width": 390, "height": 56 },
      "searchField": { "id": "query", "enabled": false } }
    """

  private func run(_ steps: String) throws -> ScenarioRun {
    ScenarioRunner().run(
      try decodeScenario(
        scenarioJSON(
          subviews: subviews, steps: steps, extra: #""settings": { "isEnabled": true },"#)
      ).get())
  }

  @Test func theFlagsDecode() throws {
    let scenario = try decodeScenario(scenarioJSON(subviews: subviews)).get()
    let views = scenario.root.view?.allViews ?? []
    func view(_ id: String) throws -> ScenarioView { try #require(views.first { $0.id == id }) }
    #expect(try view("disabled").kind == .textField(TextInputSpec(isEnabled: false)))
    #expect(try view("email").kind == .textField(TextInputSpec()))
    #expect(try view("query").kind == .searchField(TextInputSpec(isEnabled: false)))
    #expect(try !view("panel").isUserInteractionEnabled)
    #expect(try view("locked").isUserInteractionEnabled)
  }

  @Test func onlyTextFieldsAndSearchFieldsHaveEnabled() {
    let lines = problemLines(
      scenarioJSON(
        subviews: """
          { "id": "notes", "type": "textView", "enabled": false,
            "frame": { "x": 20, "y": 600, "width": 350, "height": 44 } },
          { "id": "email", "type": "textField", "userInteractionEnabled": "no",
            "frame": { "x": 20, "y": 600, "width": 350, "height": 44 } }
          """))
    #expect(lines.count == 2)
    #expect(
      lines[0].hasPrefix(
        #"test.json: $.root.view.subviews[0].enabled: unexpected field "enabled" in a textView"#))
    #expect(
      lines[1]
        == #"test.json: $.root.view.subviews[1].userInteractionEnabled: expected true or false, found "no""#
    )
  }

  @Test func aDisabledFieldIsNeverFocusedByCodeOrByATap() throws {
    let run = try run(
      #"[{ "do": "focus", "field": "disabled" }, { "do": "tap", "field": "query" }, { "do": "showKeyboard" }]"#
    )
    #expect(run.snapshots[1].notes == ["disabled is disabled; nothing was focused"])
    #expect(run.snapshots[2].notes == ["query is disabled; nothing was focused"])
    #expect(run.snapshots[3].focusedID == nil)
    #expect(run.snapshots[3].root?.originY ?? 0 == 0, "nothing focused, nothing lifted")
  }

  @Test func aTapOnlyReachesAFieldWhoseAncestorsTakeTouches() throws {
    let run = try run(
      """
      [{ "do": "tap", "field": "locked" }, { "do": "tap", "field": "email" },
       { "do": "showKeyboard" }, { "do": "focus", "field": "locked" }]
      """)
    #expect(
      run.snapshots[1].notes == [
        "locked does not receive touches: panel is not user-interactive; nothing was focused"
      ])
    #expect(run.snapshots[1].focusedID == nil)
    #expect(run.snapshots[2].event == "tap email" && run.snapshots[2].focusedID == "email")
    // 804 − (508 − 10): the tapped field is lifted as a focused one.
    #expect(run.snapshots[3].gap?.gap == 10)
    // Code focuses a field touches cannot reach, and KeyboardLift handles it.
    #expect(run.snapshots[4].focusedID == "locked" && run.snapshots[4].notes.isEmpty)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }
}
