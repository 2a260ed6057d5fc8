import Foundation
import KeyboardSimulator
import Testing

/// `--json` names the scroll views ScrollAdjust chose by id and lists what the session changed:
/// each property the ledger holds, with its original and current values.
@Suite @MainActor struct SessionChangesOutputTests {
  /// A field in a scroll view nested in another, and a field with a light keyboard directly in
  /// the root view; the global appearance override makes it dark.
  private let subviews = """
    { "id": "outer", "type": "scrollView", "pin": { "top": 0, "bottom": 0, "to": "bounds" },
      "contentSize": { "width": 390, "height": 1400 }, "subviews": [
        { "id": "inner", "type": "scrollView", "frame": { "x": 0, "y": 600, "width": 390, "height": 240 },
          "contentSize": { "width": 390, "height": 400 }, "subviews": [
            { "id": "nickname", "type": "textField", "frame": { "x": 20, "y": 40, "width": 350, "height": 44 } } ] } ] },
    { "id": "email", "type": "textField", "keyboardAppearance": "light",
      "frame": { "x": 20, "y": 700, "width": 350, "height": 44 } }
    """

  private func run(_ steps: String) throws -> ScenarioRun {
    ScenarioRunner().run(
      try decodeScenario(
        scenarioJSON(
          subviews: subviews, steps: steps,
          extra:
            #""settings": { "isEnabled": true, "overrideKeyboardAppearance": true, "keyboardAppearance": "dark" },"#
        )
      ).get())
  }

  @Test func theChosenScrollViewsAreNamedInnermostFirst() throws {
    let run = try run(
      """
      [{ "do": "focus", "field": "nickname" }, { "do": "showKeyboard" },
       { "do": "focus", "field": "email" }, { "do": "hideKeyboard" }]
      """)
    #expect(run.snapshots.map(\.chosenScrollViews) == [[], [], ["inner", "outer"], [], []])
  }

  @Test func theLedgerChangesListEachPropertyWithItsOriginalAndCurrentValue() throws {
    let run = try run(
      """
      [{ "do": "focus", "field": "nickname" }, { "do": "showKeyboard" },
       { "do": "focus", "field": "email" }, { "do": "hideKeyboard" }]
      """)
    let scrolled = run.snapshots[2].ledgerChanges
    #expect(scrolled.map(\.id) == ["nickname", "inner", "outer", "inner", "inner"])
    #expect(
      scrolled.map(\.property) == [
        "keyboardAppearance", "contentOffset", "contentOffset", "contentInset",
        "verticalScrollIndicatorInsets",
      ])
    #expect(scrolled[0].original == .text("default") && scrolled[0].current == .text("dark"))
    #expect(scrolled[1].original == .point(Point(CGPoint(x: 0, y: 0))))
    #expect(scrolled[1].current == .point(Point(CGPoint(x: 0, y: 40))))
    // The outer scroll view rested under the status bar, at −47.
    #expect(scrolled[2].original == .point(Point(CGPoint(x: 0, y: -47))))
    #expect(scrolled.allSatisfy { $0.writers.count == 1 })
    #expect(scrolled[1].writers == ["dev.keyboardlift.scroll-adjust"])
    // Focus moved out of the scroll views: ScrollAdjust put them back; RootAdjust lifted the
    // root view, whose original origin is y₀.
    let lifted = run.snapshots[3].ledgerChanges.filter { $0.property == "frame.origin" }
    #expect(lifted.map(\.id) == ["mainView"])
    #expect(lifted.first?.original == .point(Point(CGPoint(x: 0, y: 0))))
    #expect(lifted.first?.current == .point(Point(CGPoint(x: 0, y: -246))))
    #expect(lifted.first?.writers == ["dev.keyboardlift.root-adjust"])
    #expect(run.snapshots[4].ledgerChanges.isEmpty)
  }

  @Test func theJSONOutputWritesThem() throws {
    let run = try run(#"[{ "do": "focus", "field": "nickname" }, { "do": "showKeyboard" }]"#)
    let json = JSONRunRenderer().render(run)
    let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let snapshot = (document?["snapshots"] as? [[String: Any]])?.last
    #expect(snapshot?["chosenScrollViews"] as? [String] == ["inner", "outer"])
    let change = (snapshot?["ledgerChanges"] as? [[String: Any]])?.first {
      $0["id"] as? String == "inner"
    }
    #expect(change?["property"] as? String == "contentOffset")
    #expect(change?["original"] as? [String: Double] == ["x": 0, "y": 0])
    #expect(change?["current"] as? [String: Double] == ["x": 0, "y": 40])
    #expect(change?["writers"] as? [String] == ["dev.keyboardlift.scroll-adjust"])
  }
}
