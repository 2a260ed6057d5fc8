import Foundation
import KeyboardCore
import KeyboardSimulator
import Testing

/// The `setContentOffset` step: the app scrolls a scroll view mid-scenario.
@Suite @MainActor struct AppScrollStepTests {
  /// A form in a full-screen scroll view 1200 pt tall, with its `street` field at y 620.
  private func form(steps: String) -> String {
    """
    { "device": "notched-phone", "settings": { "isEnabled": true },
      "root": { "id": "profile", "type": "plain", "view": { "id": "profileView", "type": "view",
        "subviews": [
          { "id": "form", "type": "scrollView", "pin": { "top": 0, "bottom": 0, "to": "bounds" },
            "contentSize": { "width": 390, "height": 1200 }, "contentOffset": { "x": 0, "y": 0 },
            "subviews": [
              { "id": "street", "type": "textField", "frame": { "x": 20, "y": 620, "width": 350, "height": 44 } } ] },
          { "id": "box", "type": "view", "frame": { "x": 0, "y": 0, "width": 10, "height": 10 } } ] } },
      "steps": \(steps) }
    """
  }

  @Test func theStepDecodesWithItsOffsetAndAnimation() throws {
    let scenario = try decodeScenario(
      form(
        steps: """
          [{ "do": "setContentOffset", "view": "form", "offset": { "x": 0, "y": 120 } },
           { "do": "setContentOffset", "view": "form", "offset": { "x": 0, "y": 0 }, "animated": true }]
          """)
    ).get()
    #expect(
      scenario.steps.map(\.action) == [
        .setContentOffset(viewID: "form", offset: CGPoint(x: 0, y: 120), animated: false),
        .setContentOffset(viewID: "form", offset: .zero, animated: true),
      ])
  }

  @Test func onlyAScrollViewCanBeScrolled() {
    let lines = problemLines(
      form(
        steps: #"[{ "do": "setContentOffset", "view": "box", "offset": { "x": 0, "y": "a" } }]"#))
    #expect(
      lines == [
        #"test.json: $.steps[0].view: expected the id of a scroll view, table view, collection view or text view, found "box", a view"#,
        #"test.json: $.steps[0].offset.y: expected a number from -1000000 to 1000000, found "a""#,
      ])
  }

  @Test(arguments: [false, true])
  func theAppScrollsMidSessionAndKeyboardLiftKeepsItsOffset(_ animated: Bool) throws {
    let steps = """
      [{ "do": "focus", "field": "street" }, { "do": "showKeyboard" },
       { "do": "setContentOffset", "view": "form", "offset": { "x": 0, "y": 300 }, "animated": \(animated) },
       { "do": "blur" }, { "do": "hideKeyboard" }]
      """
    let run = ScenarioRunner().run(try decodeScenario(form(steps: steps)).get())
    let scrolledByKeyboardLift = try #require(run.snapshots[2].element("form")?.scroll)
    #expect(scrolledByKeyboardLift.contentOffset.y == 166)  // 664 − (508 − 10)
    let scrolledByTheApp = try #require(run.snapshots[3].element("form")?.scroll)
    #expect(scrolledByTheApp.contentOffset.y == 300)
    #expect(
      run.snapshots[3].event == "setContentOffset form (0, 300)" + (animated ? " animated" : ""))
    #expect(run.snapshots[5].element("form")?.scroll?.contentOffset.y == 300)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// The checker followed the reference world, where the app's scroll landed, and reported the
  /// exact put-back that BEHAVIOR §11 asks for as a violation (found by the fuzz generator once
  /// it scrolled scroll views mid-session: seed 20261125, scenario 424).
  @Test(arguments: [false, true])
  func withRestoreContentOffsetTheHidePutsBackTheStartingOffsetTheAppScrolledAway(
    _ animated: Bool
  ) throws {
    let steps = """
      [{ "do": "focus", "field": "street" }, { "do": "showKeyboard" },
       { "do": "setContentOffset", "view": "form", "offset": { "x": 0, "y": 300 }, "animated": \(animated) },
       { "do": "hideKeyboard" }, { "do": "advance", "seconds": 1 },
       { "do": "setContentOffset", "view": "form", "offset": { "x": 0, "y": 40 } },
       { "do": "focus", "field": "street" }, { "do": "setContentOffset", "view": "form", "offset": { "x": 0, "y": 80 } },
       { "do": "showKeyboard" }, { "do": "hideKeyboard" }]
      """
    let json = form(steps: steps).replacingOccurrences(
      of: #""contentOffset": { "x": 0, "y": 0 },"#,
      with: #""contentOffset": { "x": 0, "y": 0 }, "keyboard": { "restoreContentOffset": true },"#)
    let run = ScenarioRunner().run(try decodeScenario(json).get())
    #expect(run.snapshots[2].element("form")?.scroll?.contentOffset.y == 166)
    // Put back exactly where the session found it, and left there after the session.
    #expect(run.snapshots[4].element("form")?.scroll?.contentOffset.y == 0)
    #expect(run.snapshots[5].element("form")?.scroll?.contentOffset.y == 0)
    // Scrolled by the app outside a session, then before the session changed it: the app's.
    #expect(run.snapshots[10].element("form")?.scroll?.contentOffset.y == 80)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  @Test func aPutBackOtherThanTheStartingOffsetIsStillCaught() throws {
    let steps = """
      [{ "do": "focus", "field": "street" }, { "do": "showKeyboard" },
       { "do": "setContentOffset", "view": "form", "offset": { "x": 0, "y": 300 } },
       { "do": "hideKeyboard" }]
      """
    let json = form(steps: steps).replacingOccurrences(
      of: #""contentOffset": { "x": 0, "y": 0 },"#,
      with: #""contentOffset": { "x": 0, "y": 0 }, "keyboard": { "restoreContentOffset": true },"#
    ).replacingOccurrences(
      of: #"{ "device": "notched-phone","#,
      with: #"{ "device": "notched-phone", "adjusters": ["root-adjust"],"#)
    let restoresTo77 = RestoreRule<any HostScrollView, CGPoint>(label: "to 77") { _, _ in
      CGPoint(x: 0, y: 77)
    }
    let run = ScenarioRunner(additionalAdjusters: [
      MisbehavingAdjusters.scrolling("form", to: 50, restore: restoresTo77)
    ]).run(try decodeScenario(json).get())
    #expect(
      run.violations.filter { $0.contains("restored-after-hide") } == [
        "step 4 (hideKeyboard): restored-after-hide: form content offset is (0, 77), was (0, 0) (restoreContentOffset)"
      ])
  }

  @Test func aScrollViewThatIsGoneSaysSo() throws {
    let steps = """
      [{ "do": "deallocate", "view": "form" },
       { "do": "setContentOffset", "view": "form", "offset": { "x": 0, "y": 10 } }]
      """
    let run = ScenarioRunner().run(try decodeScenario(form(steps: steps)).get())
    #expect(run.snapshots[2].notes == ["form is gone; its content offset did not change"])
  }
}
