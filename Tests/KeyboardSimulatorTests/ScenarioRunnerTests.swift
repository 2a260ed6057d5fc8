import Foundation
import KeyboardSimulator
import Testing

/// The runner drives the real pipeline: hand-computed numbers on the notched phone (window
/// 390 × 844, keyboard top 508, so 336 pt covered).
@Suite @MainActor struct ScenarioRunnerTests {
  private func run(_ file: String) throws -> ScenarioRun {
    ScenarioRunner().run(
      try ScenarioLoader().load(path: PackagePaths.scenarios.appendingPathComponent(file).path))
  }

  @Test func aCoveredFieldIsLiftedToTheDistanceAndPutBack() throws {
    let run = try run("plain-field-covered.json")
    #expect(run.snapshots.count == 5)
    let shown = run.snapshots[2]
    // need = 744 − (508 − 10) = 246.
    #expect(shown.movedDistance == 246)
    #expect(shown.root?.originY == -246)
    #expect(shown.gap?.fieldID == "reply" && shown.gap?.gap == 10 && shown.gap?.distance == 10)
    #expect(shown.keyboard?.top == 508)
    #expect(shown.records.map(\.action).prefix(1) == ["show"])
    let hidden = run.snapshots[4]
    #expect(hidden.movedDistance == 0)
    #expect(hidden.element("messageView")?.frame == run.snapshots[0].element("messageView")?.frame)
    #expect(!hidden.isSessionOpen && hidden.ledgerEntries == 0)
  }

  @Test func framesAreInWindowCoordinates() throws {
    let run = try run("stage-manager-window.json")
    let shown = run.snapshots[3]
    // The window is at (120, 60) on the screen; the keyboard's top (422 on screen) is 362 in it.
    #expect(shown.screen.windowFrame.cgRect == CGRect(x: 120, y: 60, width: 700, height: 640))
    #expect(shown.keyboard?.top == 362)
    #expect(shown.keyboard?.covered == 278)
    #expect(shown.gap?.gap == 10)
  }

  @Test func aRotationCapturesAFreshOriginAndAdjustsForTheNewKeyboard() throws {
    let run = try run("rotation-mid-edit.json")
    let landscape = run.snapshots[3]
    #expect(landscape.screen.device == "notched-phone-landscape")
    #expect(landscape.root?.capturedOriginY == 0, "never a lifted origin")
    // The field's bottom is 390 − 21 − 40 = 329; the keyboard's top 181: lift 329 − 171 = 158.
    #expect(landscape.movedDistance == 158)
    #expect(landscape.gap?.gap == 10)
  }

  @Test func aScrollViewWithoutAnOffsetStartsWhereUIKitRestsIt() throws {
    // Behavior.md §7.1b: at −(adjusted content inset top) after its first layout — under the
    // navigation bar of the notched phone, −91 — unless the file gives an offset.
    let json = #"""
      { "device": "notched-phone",
        "root": { "id": "nav", "type": "navigation", "controllers": [
          { "id": "form", "type": "plain", "view": { "id": "formView", "type": "view", "subviews": [
            { "id": "resting", "type": "scrollView", "pin": { "top": 0, "bottom": 0, "to": "bounds" },
              "contentSize": { "width": 390, "height": 2000 } },
            { "id": "given", "type": "scrollView", "pin": { "top": 0, "bottom": 0, "to": "bounds" },
              "contentSize": { "width": 390, "height": 2000 }, "contentOffset": { "x": 0, "y": 0 } },
            { "id": "short", "type": "scrollView", "pin": { "top": 0, "bottom": 0, "to": "bounds" },
              "contentSize": { "width": 390, "height": 100 } },
            { "id": "bouncing", "type": "scrollView", "pin": { "top": 0, "bottom": 0, "to": "bounds" },
              "contentSize": { "width": 390, "height": 100 }, "alwaysBounceVertical": true },
            { "id": "never", "type": "scrollView", "pin": { "top": 0, "bottom": 0, "to": "bounds" },
              "contentSize": { "width": 390, "height": 2000 }, "contentInsetAdjustment": "never" },
            { "id": "always", "type": "scrollView", "pin": { "top": 0, "bottom": 0, "to": "bounds" },
              "contentSize": { "width": 390, "height": 100 }, "contentInsetAdjustment": "always" }
          ] } } ] },
        "steps": [] }
      """#
    let run = ScenarioRunner().run(try decodeScenario(json).get())
    let start = run.snapshots[0]
    func offsetY(_ id: String) -> CGFloat? { start.element(id)?.scroll?.contentOffset.y }
    #expect(offsetY("resting") == -91)
    #expect(offsetY("given") == 0)
    #expect(offsetY("short") == 0, "scrollable axes only: short content gets no safe area")
    #expect(offsetY("bouncing") == -91)
    #expect(offsetY("never") == 0)
    #expect(offsetY("always") == -91)
  }

  @Test func aScrollViewRestingAtItsTopStaysThereThroughARotation() throws {
    // A short table the height of the screen rests at 0 in landscape (no safe area at the top);
    // in portrait it adds the status bar's 47 pt, and UIKit keeps it at its top: −47, which is
    // also its largest resting offset (Behavior.md §7.1b). One scrolled away from its top stays.
    let cells = (0..<20).map { #"{ "id": "row\#($0)", "height": 100 }"# }.joined(separator: ", ")
    let json = #"""
      { "device": "notched-phone-landscape",
        "root": { "id": "lists", "type": "plain", "view": { "id": "listsView", "type": "view",
          "subviews": [
            { "id": "shortTable", "type": "tableView", "sections": [{ "cells": [] }],
              "pin": { "to": "bounds", "top": 0, "bottom": 0, "left": 0, "width": 150 } },
            { "id": "longTable", "type": "tableView", "contentOffset": { "x": 0, "y": 100 },
              "sections": [{ "cells": [\#(cells)] }],
              "pin": { "to": "bounds", "top": 0, "bottom": 0, "left": 200, "width": 150 } } ] } },
        "steps": [{ "do": "rotate", "device": "notched-phone" }] }
      """#
    let run = ScenarioRunner().run(try decodeScenario(json).get())
    #expect(run.snapshots[0].element("shortTable")?.scroll?.contentOffset.y == 0)
    let portrait = run.snapshots[1]
    #expect(portrait.element("shortTable")?.scroll?.contentOffset.y == -47)
    #expect(portrait.element("shortTable")?.scroll?.maximumValidOffsetY == -47)
    #expect(portrait.element("longTable")?.scroll?.contentOffset.y == 100)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  @Test func aVisibleFieldInAScrollViewBringsTheLiftedRootDown() throws {
    // Behavior.md §7.3: a scroll view that does not go on keeps m = min(0, need) for RootAdjust.
    // Before, it set m = 0: the root stayed lifted 106 pt and the field 116 pt above the
    // keyboard (this was a known issue of the invariant checker).
    let run = try run("visible-field-in-scroll-view-brings-root-down.json")
    #expect(run.snapshots[3].movedDistance == 106)
    let back = run.snapshots[4]
    #expect(back.gap?.fieldID == "first")
    // need = 392 − 498 = −106 while lifted: the root comes down by all of it, to y₀, where
    // the field is d above the keyboard.
    #expect(back.movedDistance == 0)
    #expect(back.root?.originY == 0)
    #expect(back.gap?.gap == 10)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  @Test func aDeallocatedViewLeavesTheSnapshotsAndTheLedger() throws {
    let run = try run("scroll-view-deallocated-mid-session.json")
    #expect(run.snapshots[2].element("stepPage") != nil)
    #expect(run.snapshots[3].element("stepPage") == nil)
    #expect(run.snapshots[3].element("answer") == nil)
    #expect(run.snapshots[3].notes.isEmpty, "the view really went away: \(run.snapshots[3].notes)")
    #expect(run.violations.isEmpty)
  }

  @Test func badNotificationsAreLoggedAndIgnored() throws {
    let run = try run("bad-keyboard-notification-ignored.json")
    let bad = run.snapshots[2]
    #expect(bad.keyboard == nil)
    #expect(bad.records.map(\.action) == ["ignored"])
    #expect(bad.log.count == 1 && bad.log[0].contains("negative"))
    #expect(run.snapshots[3].movedDistance == 246)
  }

  @Test func theSampleThirdPartyAdjusterRidesOnTheKeyboard() throws {
    let run = try run("sticky-bar-third-party-adjuster.json")
    #expect(run.snapshots[0].element("toolbar")?.frame.y == 766)
    #expect(run.snapshots[2].element("toolbar")?.frame.y == 464, "508 − 44")
    #expect(run.snapshots[2].element("message")?.frame.y == 466, "the field rides in the bar")
    #expect(run.snapshots[2].gap?.gap == 10)
    #expect(run.snapshots[3].element("toolbar")?.frame.y == 766, "unregistering restores it")
    #expect(run.snapshots[5].element("toolbar")?.frame.y == 509, "553 − 44")
    #expect(run.snapshots[7].element("toolbar")?.frame.y == 766)
  }

  @Test func stepsThatCannotHappenSaySoInsteadOfFailing() throws {
    let json = scenarioJSON(
      steps:
        #"[{ "do": "hideKeyboard" }, { "do": "deallocate", "view": "box" }, { "do": "deallocate", "view": "box" }]"#
    )
    let run = ScenarioRunner().run(try decodeScenario(json).get())
    #expect(run.snapshots[1].notes == ["the keyboard was already hidden; nothing was posted"])
    #expect(run.snapshots[2].notes.isEmpty)
    #expect(run.snapshots[3].notes == ["box is already gone"])
  }

  /// Regression H1, as the simulator shows it: a row of a stack view deallocated mid-run really
  /// goes away (the stack's arrangement no longer holds it), so no note says something holds it.
  @Test func aDeallocatedRowOfAStackViewGoesAway() throws {
    let subviews = """
      { "id": "form", "type": "stackView", "frame": { "x": 0, "y": 100, "width": 390, "height": 300 },
        "subviews": [
          { "id": "name", "type": "textField", "height": 44 },
          { "id": "row", "type": "view", "height": 44 } ] }
      """
    let json = scenarioJSON(subviews: subviews, steps: #"[{ "do": "deallocate", "view": "row" }]"#)
    let run = ScenarioRunner().run(try decodeScenario(json).get())
    #expect(run.snapshots[1].notes.isEmpty, "\(run.snapshots[1].notes)")
    #expect(run.snapshots[1].element("row") == nil)
  }
}
