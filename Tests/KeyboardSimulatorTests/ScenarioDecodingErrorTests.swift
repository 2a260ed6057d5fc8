import Foundation
import KeyboardSimulator
import Testing

@Suite struct ScenarioDecodingErrorTests {
  @Test func aFileThatIsNotJSONIsNamedWithTheParserErrorAndItsLine() {
    let lines = problemLines("{\"device\": \"notched-phone\",\n \"root\" 2}")
    #expect(lines.count == 1)
    #expect(lines[0].hasPrefix("test.json: not JSON: "))
    #expect(lines[0].contains("line 2, column 9"))
  }

  @Test(arguments: ["{\"a\": NaN}", "{\"a\": 1e400}", "", "[1, 2"])
  func nanHugeNumbersAndTruncatedFilesAreNotJSON(_ text: String) {
    let lines = problemLines(text)
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("test.json: not JSON: ") == true)
  }

  @Test func aDocumentThatIsNotAnObjectSaysWhatWasExpected() {
    #expect(
      problemLines("[1, 2]") == [
        "test.json: $: expected a scenario (a JSON object), found an array"
      ])
  }

  @Test func anUnreadableFileIsNamed() throws {
    do {
      _ = try ScenarioLoader().load(path: "/nonexistent/dir/scenario.json")
      Issue.record("loading a missing file succeeded")
    } catch {
      #expect(error.problems.count == 1)
      #expect(
        error.problems[0].description.hasPrefix(
          "/nonexistent/dir/scenario.json: cannot read the file: "))
    }
  }

  @Test func aMissingRequiredFieldNamesItsPath() {
    let json = #"{ "device": "notched-phone", "steps": [] }"#
    #expect(
      problemLines(json) == [
        "test.json: $.root: expected a controller (an object), found nothing (the field is missing)"
      ])
  }

  @Test func aNegativeSizeNamesTheExactPathAndValue() {
    let subviews =
      #"{ "id": "email", "type": "textField", "frame": { "x": 20, "y": 600, "width": 350, "height": -20 } }"#
    #expect(
      problemLines(scenarioJSON(subviews: subviews)) == [
        "test.json: $.root.view.subviews[0].frame.height: expected a non-negative number up to 1000000, found -20"
      ])
  }

  @Test func aMistypedFieldSaysWhatItFound() {
    let subviews =
      #"{ "id": "email", "type": "textField", "frame": { "x": "20", "y": 600, "width": 350, "height": 44 } }"#
    #expect(
      problemLines(scenarioJSON(subviews: subviews)) == [
        #"test.json: $.root.view.subviews[0].frame.x: expected a number from -1000000 to 1000000, found "20""#
      ])
  }

  @Test func aMisspeltFieldIsAnErrorListingTheAcceptedOnes() {
    let lines = problemLines(scenarioJSON(extra: #""settings": { "keyboardDistanse": 20 },"#))
    #expect(lines.count == 1)
    #expect(
      lines[0].hasPrefix(
        #"test.json: $.settings.keyboardDistanse: unexpected field "keyboardDistanse" in settings; expected one of "isEnabled", "keyboardDistance""#
      ))
  }

  @Test func aFieldOfAnotherKindOfViewIsUnexpected() {
    let subviews =
      #"{ "id": "email", "type": "textField", "contentSize": { "width": 1, "height": 1 }, "frame": { "x": 0, "y": 0, "width": 1, "height": 1 } }"#
    let lines = problemLines(scenarioJSON(subviews: subviews))
    #expect(lines.count == 1)
    #expect(
      lines[0].hasPrefix(
        #"test.json: $.root.view.subviews[0].contentSize: unexpected field "contentSize" in a textField"#
      ))
  }

  @Test func duplicateIDsPointAtTheFirstUse() {
    let subviews =
      defaultSubviews
      + #", { "id": "email", "type": "view", "frame": { "x": 0, "y": 0, "width": 1, "height": 1 } }"#
    #expect(
      problemLines(scenarioJSON(subviews: subviews)) == [
        #"test.json: $.root.view.subviews[2].id: duplicate id "email"; it is already the id of a textField at $.root.view.subviews[0].id"#
      ])
  }

  @Test func anUnknownIDInAStepListsTheIDsThatWouldDo() {
    let steps = #"[{ "do": "focus", "field": "emial" }]"#
    #expect(
      problemLines(scenarioJSON(steps: steps)) == [
        #"test.json: $.steps[0].field: unknown id "emial"; expected the id of a text field, text view or search field (known: "email")"#
      ])
  }

  @Test func anIDOfTheWrongKindSaysWhatItNames() {
    let steps = #"[{ "do": "focus", "field": "box" }, { "do": "beginPop", "navigation": "main" }]"#
    #expect(
      problemLines(scenarioJSON(steps: steps)) == [
        #"test.json: $.steps[0].field: expected the id of a text field, text view or search field, found "box", a view"#,
        #"test.json: $.steps[1].navigation: expected the id of a navigation controller, found "main", a plain controller"#,
      ])
  }

  @Test func everyProblemIsReportedNotJustTheFirst() {
    let subviews = #"""
      { "id": "email", "type": "textField", "frame": { "x": 0, "y": 0, "width": -1, "height": 44 } },
      { "id": "notes", "type": "textVeiw", "frame": { "x": 0, "y": 0, "width": 1, "height": 1 } }
      """#
    let steps =
      #"[{ "do": "focus", "field": "nobody" }, { "do": "jump" }, { "do": "advance", "seconds": -1 }]"#
    let lines = problemLines(
      scenarioJSON(subviews: subviews, steps: steps, extra: #""settings": { "isEnabled": "yes" },"#)
    )
    #expect(lines.count == 6)
    #expect(lines.allSatisfy { $0.hasPrefix("test.json: $.") })
    #expect(
      lines.contains {
        $0.hasPrefix("test.json: $.settings.isEnabled: expected true or false, found \"yes\"")
      })
    #expect(
      lines.contains {
        $0.hasPrefix(
          "test.json: $.root.view.subviews[0].frame.width: expected a non-negative number up to 1000000, found -1"
        )
      })
    #expect(
      lines.contains { $0.hasPrefix("test.json: $.root.view.subviews[1].type: expected one of") })
    #expect(lines.contains { $0.hasPrefix("test.json: $.steps[0].field: unknown id \"nobody\"") })
    #expect(lines.contains { $0.hasPrefix("test.json: $.steps[1].do: expected one of \"focus\"") })
    #expect(
      lines.contains {
        $0.hasPrefix(
          "test.json: $.steps[2].seconds: expected a non-negative number up to 1000000, found -1")
      })
  }

  @Test func anUnknownDeviceListsTheProfiles() {
    let json = scenarioJSON().replacingOccurrences(
      of: "\"notched-phone\"", with: "\"notched-fone\"")
    let lines = problemLines(json)
    #expect(lines.count == 1)
    #expect(
      lines[0].hasPrefix(#"test.json: $.device: expected one of "small-phone", "notched-phone""#))
    #expect(lines[0].hasSuffix(#"found "notched-fone""#))
  }

  @Test func aDeviceAndAScreenTogetherAreAmbiguous() {
    let lines = problemLines(
      scenarioJSON(extra: #""screen": { "size": { "width": 10, "height": 10 } },"#))
    #expect(lines == [#"test.json: $: expected either "device" or "screen", found both"#])
  }

  @Test func aProfileKeyboardNeedsAScreenWithAKeyboard() {
    let json = scenarioJSON(steps: #"[{ "do": "showKeyboard" }]"#)
      .replacingOccurrences(
        of: #""device": "notched-phone","#,
        with: #""screen": { "size": { "width": 390, "height": 844 } },"#)
    #expect(
      problemLines(json) == [
        #"test.json: $.steps[0]: expected a "frame": the screen in force has no "keyboard" frame for "profile" to use"#
      ])
  }

  @Test func aPinNeedsTwoVerticalDistances() {
    let subviews = #"{ "id": "bar", "type": "view", "pin": { "bottom": 0 } }"#
    #expect(
      problemLines(scenarioJSON(subviews: subviews, steps: "[]")) == [
        #"test.json: $.root.view.subviews[0].pin: expected exactly two of "top", "bottom", "height", found 1"#
      ])
  }

  @Test func aViewNeedsAFrameOrAPin() {
    let subviews = #"{ "id": "bar", "type": "view" }"#
    #expect(
      problemLines(scenarioJSON(subviews: subviews, steps: "[]")) == [
        #"test.json: $.root.view.subviews[0]: expected a "frame" or a "pin", found neither"#
      ])
  }

  @Test func registeringTwiceAndRemovingWhatIsNotThereAreCaughtBeforeRunning() {
    let steps = #"""
      [{ "do": "register", "adjuster": "root-adjust" },
       { "do": "unregister", "adjuster": "scroll-adjust" },
       { "do": "unregister", "adjuster": "scroll-adjust" },
       { "do": "register", "adjuster": "sticky-bar" }]
      """#
    #expect(
      problemLines(scenarioJSON(steps: steps)) == [
        #"test.json: $.steps[0].adjuster: adjuster "root-adjust" is already registered at this step"#,
        #"test.json: $.steps[2].adjuster: adjuster "scroll-adjust" is not registered at this step"#,
        #"test.json: $.steps[3].adjuster: the sticky-bar adjuster needs a "view": the id of the bar it keeps above the keyboard"#,
      ])
  }

  @Test func aTableViewControllerNeedsATableView() {
    let json = #"""
      { "device": "ipad", "steps": [],
        "root": { "id": "list", "type": "tableViewController", "view": { "id": "v", "type": "view" } } }
      """#
    #expect(
      problemLines(json) == [
        #"test.json: $.root.view: a tableViewController's view must be of type "tableView", found "view""#
      ])
  }

  @Test func containerRulesAreChecked() {
    let json = #"""
      { "device": "ipad", "steps": [],
        "root": { "id": "tabs", "type": "tabBar", "selected": 3, "tabs": [
          { "id": "nav", "type": "navigation", "controllers": [] },
          { "id": "a", "type": "alert", "textFields": [] },
          { "id": "p", "type": "plain", "view": { "id": "pv", "type": "view" },
            "children": [{ "id": "c", "type": "plain", "view": { "id": "cv", "type": "view" },
                           "embed": { "in": "elsewhere", "frame": { "x": 0, "y": 0, "width": 1, "height": 1 } } }] }
        ] } }
      """#
    #expect(
      problemLines(json) == [
        "test.json: $.root.tabs[0].controllers: expected at least one controller in its stack, found an array",
        #"test.json: $.root.tabs[1]: an alert can only be presented: put it in another controller's "presents""#,
        #"test.json: $.root.tabs[2].children[0].embed.in: expected the id of a view of the parent controller, found "elsewhere""#,
        "test.json: $.root.selected: expected the index of one of the 3 tabs (from 0), found 3",
      ])
  }
}
