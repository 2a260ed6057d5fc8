import Foundation
import KeyboardSimulator
import Testing

/// Controllers that come and go mid-timeline: `present` and `dismiss` (an alert with two
/// fields), `push` and `pop` (a pushed screen).
@Suite @MainActor struct ControllerStepTests {
  private func scenario(_ steps: String) -> String {
    """
    {
      "device": "notched-phone", "settings": { "isEnabled": true },
      "root": { "id": "nav", "type": "navigation", "controllers": [
        { "id": "list", "type": "plain", "view": { "id": "listView", "type": "view", "subviews": [
          { "id": "search", "type": "textField", "frame": { "x": 20, "y": 120, "width": 350, "height": 44 } }
        ] } } ] },
      "steps": \(steps)
    }
    """
  }

  private let pushDetail = """
    { "do": "push", "navigation": "nav", "controller": { "id": "detail", "type": "plain",
      "view": { "id": "detailView", "type": "view", "subviews": [
        { "id": "comment", "type": "textField", "pin": { "bottom": 0, "height": 44 } } ] } } }
    """

  private let presentLogin = """
    { "do": "present", "over": "nav", "controller": { "id": "login", "type": "alert",
      "textFields": [ { "id": "user" }, { "id": "password" } ] } }
    """

  private func run(_ steps: String) throws -> ScenarioRun {
    ScenarioRunner().run(try decodeScenario(scenario(steps)).get())
  }

  @Test func theStepsDecodeAndTheirIdsAreNamedByLaterSteps() throws {
    let steps = try decodeScenario(
      scenario(
        """
        [\(pushDetail), { "do": "focus", "field": "comment" }, \(presentLogin),
         { "do": "focus", "field": "user" }, { "do": "dismiss", "controller": "login" },
         { "do": "pop", "navigation": "nav" }]
        """)
    ).get().steps
    #expect(steps.map(\.action.verb) == ["push", "focus", "present", "focus", "dismiss", "pop"])
    guard case .present(let presenter, let alert) = steps[2].action else {
      Issue.record("not a present step: \(steps[2].action)")
      return
    }
    #expect(presenter == "nav")
    #expect(alert.kind == .alert)
    #expect(alert.alertTextFields.map(\.id) == ["user", "password"])
  }

  @Test func wrongControllerStepsAreNamedAtTheirPaths() {
    let lines = problemLines(
      scenario(
        """
        [{ "do": "focus", "field": "comment" }, \(pushDetail),
         { "do": "present", "over": "search", "controller": { "id": "sheet", "type": "plain",
           "view": { "id": "sheetView", "type": "view" } } },
         { "do": "push", "navigation": "nav", "controller": { "id": "inner", "type": "navigation",
           "controllers": [ { "id": "innerTop", "type": "plain", "view": { "id": "innerView", "type": "view" } } ] } },
         { "do": "dismiss", "controller": "comment" },
         { "do": "push", "navigation": "nav", "controller": { "id": "box", "type": "alert", "textFields": [] } }]
        """))
    #expect(
      lines == [
        #"test.json: $.steps[0].field: unknown id "comment"; expected the id of a text field, text view or search field (known: "search")"#,
        #"test.json: $.steps[2].over: expected the id of a controller, found "search", a textField"#,
        "test.json: $.steps[3].controller: a navigation controller cannot be pushed (UIKit refuses it)",
        #"test.json: $.steps[4].controller: expected the id of a controller, found "comment", a textField"#,
        #"test.json: $.steps[5].controller: an alert can only be presented: put it in another controller's "presents""#,
      ])
  }

  @Test func anAlertPresentedMidSessionHoldsTwoFieldsKeyboardLiftDoesNotSee() throws {
    let run = try run(
      """
      [\(pushDetail), { "do": "focus", "field": "comment" }, { "do": "showKeyboard" },
       \(presentLogin), { "do": "focus", "field": "user" }, { "do": "focus", "field": "password" },
       { "do": "dismiss", "controller": "login" }, { "do": "focus", "field": "user" },
       { "do": "hideKeyboard" }]
      """)
    let presented = run.snapshots[4]
    #expect(presented.element("login.box") != nil)
    #expect(presented.element("user")?.frame.height == 30)
    #expect(
      presented.element("password")?.frame.y == (presented.element("user")?.frame.y ?? 0) + 34)
    // Alert fields are invisible to KeyboardLift (Behavior.md §3): the lift of `comment` stays.
    #expect(run.snapshots[6].focusedID == "password")
    #expect(run.snapshots[6].records.allSatisfy { $0.action != "change" })
    #expect(run.snapshots[6].root?.originY == -312)
    // Dismissed: its fields are gone from the window.
    #expect(run.snapshots[7].element("user") == nil)
    #expect(run.snapshots[8].notes == ["user is not in the window; nothing was focused"])
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  @Test func aPushedScreenIsLaidOutAndLeavesWithItsFieldWhenPopped() throws {
    let run = try run(
      """
      [\(pushDetail), { "do": "focus", "field": "comment" }, { "do": "showKeyboard" },
       { "do": "pop", "navigation": "nav" }, { "do": "pop", "navigation": "nav" },
       { "do": "hideKeyboard" }]
      """)
    // Pinned to the bottom of the pushed screen's safe area: 844 − 34 − 44.
    #expect(run.snapshots[1].element("comment")?.frame.y == 766)
    #expect(run.snapshots[3].gap?.gap == 10)
    // Popped: its view leaves the window and the focused field resigns.
    #expect(run.snapshots[4].element("comment") == nil)
    #expect(run.snapshots[4].focusedID == nil)
    #expect(run.snapshots[4].records.map(\.action) == ["focusEnded"])
    #expect(
      run.snapshots[5].notes == [
        "nav has one controller left or runs an interactive pop; nothing was popped"
      ])
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// A controller below the top of a navigation stack is built out of the window; the pop that
  /// reveals it lays its view out as UIKit does when it first appears: its pinned views take
  /// their place, a scroll view the file gives no offset rests at its top (under the bar), and
  /// one the app scrolled meanwhile keeps the app's offset.
  @Test func aScreenRevealedByAPopIsLaidOutThen() throws {
    let json = """
      {
        "device": "notched-phone", "settings": { "isEnabled": true },
        "root": { "id": "nav", "type": "navigation", "controllers": [
          { "id": "first", "type": "plain", "view": { "id": "firstView", "type": "view",
            "subviews": [
              { "id": "resting", "type": "scrollView", "contentSize": { "width": 390, "height": 2000 },
                "pin": { "top": 0, "bottom": 0, "to": "bounds" } },
              { "id": "scrolled", "type": "scrollView", "contentSize": { "width": 390, "height": 2000 },
                "pin": { "top": 0, "bottom": 0, "to": "bounds" } } ] } },
          { "id": "second", "type": "plain", "view": { "id": "secondView", "type": "view" } } ] },
        "steps": [
          { "do": "setContentOffset", "view": "scrolled", "offset": { "x": 0, "y": 200 } },
          { "do": "pop", "navigation": "nav" } ]
      }
      """
    let run = ScenarioRunner().run(try decodeScenario(json).get())
    let popped = run.snapshots[2]
    #expect(popped.element("resting")?.frame.height == 844)
    // Under the status bar and the navigation bar: 47 + 44.
    #expect(popped.element("resting")?.scroll?.contentOffset.y == -91)
    #expect(popped.element("scrolled")?.scroll?.contentOffset.y == 200)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  @Test func aStepThatCannotHappenSaysSo() throws {
    let run = try run(
      """
      [\(presentLogin), { "do": "present", "over": "nav", "controller": { "id": "sheet",
         "type": "plain", "view": { "id": "sheetView", "type": "view" } } },
       { "do": "dismiss", "controller": "list" }]
      """)
    #expect(
      run.snapshots[2].notes == [
        "nav is not in the window or already presents a controller; sheet was not presented"
      ])
    #expect(run.snapshots[2].element("sheetView") == nil)
    #expect(run.snapshots[3].notes == ["list is not presented; nothing was dismissed"])
  }
}
