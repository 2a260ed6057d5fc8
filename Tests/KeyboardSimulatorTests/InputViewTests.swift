import Foundation
import KeyboardSimulator
import Testing

/// A text input's custom input view: while it is focused, the keyboard is the input view.
@Suite @MainActor struct InputViewTests {
  private let subviews = """
    { "id": "date", "type": "textField", "inputView": { "height": 300 },
      "frame": { "x": 20, "y": 500, "width": 350, "height": 44 } },
    { "id": "email", "type": "textField", "frame": { "x": 20, "y": 600, "width": 350, "height": 44 } }
    """

  private func run(_ steps: String) throws -> ScenarioRun {
    ScenarioRunner().run(
      try decodeScenario(
        scenarioJSON(
          subviews: subviews, steps: steps, extra: #""settings": { "isEnabled": true },"#)
      ).get())
  }

  @Test func theInputViewDecodesOnEveryKindOfTextInput() throws {
    let json = scenarioJSON(
      subviews: subviews + """
        , { "id": "notes", "type": "textView", "inputView": { "height": 250 },
            "frame": { "x": 20, "y": 300, "width": 350, "height": 100 } },
          { "id": "search", "type": "searchBar", "frame": { "x": 0, "y": 100, "width": 390, "height": 56 },
            "searchField": { "id": "query", "inputView": { "height": 0 } } }
        """)
    let views = try decodeScenario(json).get().root.view?.allViews ?? []
    func input(_ id: String) -> TextInputSpec? {
      switch views.first(where: { $0.id == id })?.kind {
      case .textField(let input)?, .searchField(let input)?, .textView(let input, _)?: input
      default: nil
      }
    }
    #expect(input("date")?.inputViewHeight == 300)
    #expect(input("email")?.inputViewHeight == nil)
    #expect(input("notes")?.inputViewHeight == 250)
    #expect(input("query")?.inputViewHeight == 0)
  }

  @Test func aBadInputViewIsNamedAtItsPath() {
    let lines = problemLines(
      scenarioJSON(
        subviews: """
          { "id": "email", "type": "textField", "inputView": { "height": -1, "width": 3 },
            "frame": { "x": 20, "y": 500, "width": 350, "height": 44 } }
          """))
    #expect(
      lines == [
        "test.json: $.root.view.subviews[0].inputView.height: expected a non-negative number up to 1000000, found -1",
        #"test.json: $.root.view.subviews[0].inputView.width: unexpected field "width" in an input view; expected one of "height""#,
      ])
  }

  @Test func theKeyboardIsTheFocusedInputsInputView() throws {
    let run = try run(
      """
      [{ "do": "focus", "field": "date" }, { "do": "showKeyboard" },
       { "do": "rotate", "device": "notched-phone-landscape" },
       { "do": "rotate", "device": "notched-phone" },
       { "do": "focus", "field": "email" }, { "do": "changeKeyboard" }]
      """)
    // The input view is the bottom 300 pt of the 844-pt screen.
    #expect(run.snapshots[2].keyboard?.frame == Rect(CGRect(x: 0, y: 544, width: 390, height: 300)))
    #expect(run.snapshots[2].gap?.gap == 10)
    #expect(
      run.snapshots[3].keyboard?.frame == Rect(CGRect(x: 0, y: 90, width: 844, height: 300)))
    // Focus moved to a field with the system keyboard: "profile" is the profile's keyboard again.
    #expect(
      run.snapshots[6].keyboard?.frame == Rect(CGRect(x: 0, y: 508, width: 390, height: 336)))
    #expect(run.violations.isEmpty, "\(run.violations)")
  }
}
