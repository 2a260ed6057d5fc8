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
  /// exact put-back that Behavior.md §11 asks for as a violation (found by the fuzz generator once
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

  @Test func anOffsetNotPutBackIsStillCaught() throws {
    // An offset back where the session found it counts as restored (F41); one the session
    // moved and left is still caught.
    let steps = """
      [{ "do": "focus", "field": "street" }, { "do": "showKeyboard" }, { "do": "hideKeyboard" }]
      """
    let json = form(steps: steps).replacingOccurrences(
      of: #""contentOffset": { "x": 0, "y": 0 },"#,
      with: #""contentOffset": { "x": 0, "y": 0 }, "keyboard": { "restoreContentOffset": true },"#
    ).replacingOccurrences(
      of: #"{ "device": "notched-phone","#,
      with: #"{ "device": "notched-phone", "adjusters": ["root-adjust"],"#)
    let run = ScenarioRunner(additionalAdjusters: [
      MisbehavingAdjusters.scrolling("form", to: 50, restore: .never)
    ]).run(try decodeScenario(json).get())
    #expect(
      run.violations.filter {
        $0.contains("restored-after-hide") && $0.contains("form content offset")
      }
        == [
          "step 3 (hideKeyboard): restored-after-hide: form content offset is (0, 50), was (0, 0) (restoreContentOffset)"
        ])
  }

  /// A session restores what it changed (Behavior.md §11). The checker judged every offset left
  /// away from the reference world as the last session's, after every later step: a table
  /// offset an earlier session had validly pulled back to the end (16) was reported past the end
  /// once the app scrolled the table's scroll view (its safe area changed, so its end moved),
  /// and again at the hide of a session that never touched it (found by the fuzz generator: seed
  /// 2, scenario 979).
  @Test func anOffsetAnEarlierSessionLeftIsNotTheNextSessionsToPullBack() throws {
    let json = """
      { "device": "hardware-keyboard-phone", "settings": { "isEnabled": true },
        "root": { "id": "vc", "type": "plain", "view": { "id": "root", "type": "view", "subviews": [
          { "id": "outer", "type": "scrollView", "contentOffset": { "x": 0, "y": 24 },
            "contentSize": { "width": 390, "height": 1477 }, "keyboard": { "ignoreScrollingAdjustment": true },
            "frame": { "x": 0, "y": 270, "width": 390, "height": 574 },
            "subviews": [ { "id": "table", "type": "tableView", "rowHeight": 80,
              "frame": { "x": 0, "y": 340, "width": 390, "height": 848 },
              "sections": [ { "cells": [ { "id": "c0" }, { "id": "c1" }, { "id": "c2", "subviews": [
                { "id": "row", "type": "textField", "frame": { "x": 16, "y": 0, "width": 358, "height": 44 } } ] } ] } ] } ] } ] } },
        "steps": [
          { "do": "focus", "field": "row" },
          { "do": "showKeyboard", "frame": { "x": 0, "y": 544, "width": 390, "height": 300 } },
          { "do": "hideKeyboard" },
          { "do": "setContentOffset", "view": "outer", "offset": { "x": 0, "y": 380 } },
          { "do": "showKeyboard", "frame": { "x": 0, "y": 446, "width": 390, "height": 398 } },
          { "do": "hideKeyboard" } ] }
      """
    let run = ScenarioRunner().run(try decodeScenario(json).get())
    // The first hide pulled the table back to the end of its content then (its safe-area bottom
    // reaches far below the screen). The second session never scrolled it: it found it past the
    // end the app's scroll had moved, and its hide leaves it there (Behavior.md §11).
    #expect(run.snapshots[3].element("table")?.scroll?.contentOffset.y == 16)
    #expect(run.snapshots[6].element("table")?.scroll?.contentOffset.y == 16)
    #expect(run.violations.isEmpty, "\(run.violations)")
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
