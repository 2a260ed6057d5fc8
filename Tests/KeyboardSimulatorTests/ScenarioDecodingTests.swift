import Foundation
import KeyboardCore
import KeyboardSimulator
import Testing

@Suite struct ScenarioDecodingTests {
  @Test func theBundledScenarioReads() throws {
    let scenario = try BundledScenario.load()
    #expect(scenario.name == "sign-up-form")
    #expect(scenario.screen == .device("notched-phone"))
    #expect(scenario.settings.isEnabled)
    #expect(scenario.root.kind == .navigation)
    #expect(scenario.steps.first?.action == .focus(inputID: "name"))
    #expect(scenario.steps.last?.action == .keyboard(KeyboardMotion(phase: .hide)))
  }

  @Test func settingsPatchTheDefaults() throws {
    let json = scenarioJSON(
      extra:
        #""settings": { "isEnabled": true, "keyboardDistance": -5, "enabledDistanceHandlingClasses": ["MyVC"] },"#
    )
    let scenario = try decodeScenario(json).get()
    #expect(scenario.settings.isEnabled)
    #expect(scenario.settings.keyboardDistance == -5)
    #expect(scenario.settings.enabledDistanceHandlingClasses == [ControllerClass(name: "MyVC")])
    #expect(
      scenario.settings.disabledDistanceHandlingClasses
        == KeyboardSettings().disabledDistanceHandlingClasses)
    #expect(scenario.adjusters == AdjusterChoice.recommended)
  }

  @Test func viewsKeepTheirKindsPlacementsAndSettings() throws {
    let subviews = #"""
      { "id": "form", "type": "scrollView", "pin": { "top": 0, "bottom": 0, "to": "bounds" },
        "contentSize": { "width": 390, "height": 1200 }, "contentOffset": { "x": 0, "y": 40 },
        "contentInsetAdjustment": "never", "keyboard": { "restoreContentOffset": true },
        "subviews": [
          { "id": "stack", "type": "stackView", "spacing": 8, "frame": { "x": 0, "y": 0, "width": 390, "height": 300 },
            "subviews": [{ "id": "email", "type": "textField", "height": 44, "keyboard": { "distanceFromKeyboard": 40, "enableMode": "enabled" } }] },
          { "id": "notes", "type": "textView", "scrollEnabled": false, "frame": { "x": 0, "y": 400, "width": 390, "height": 100 } },
          { "id": "search", "type": "searchBar", "frame": { "x": 0, "y": 0, "width": 390, "height": 56 },
            "keyboard": { "distanceFromKeyboard": 30 }, "searchField": { "id": "query" } },
          { "id": "list", "type": "tableView", "frame": { "x": 0, "y": 600, "width": 390, "height": 300 },
            "sections": [{ "cells": [{ "id": "row0", "height": 60, "subviews": [
              { "id": "rowField", "type": "textField", "frame": { "x": 10, "y": 8, "width": 300, "height": 44 } }] }] }] }
        ] }
      """#
    let scenario = try decodeScenario(
      scenarioJSON(subviews: subviews, steps: #"[{ "do": "focus", "field": "query" }]"#)
    ).get()
    let views = Dictionary(
      uniqueKeysWithValues: (scenario.root.view?.allViews ?? []).map { ($0.id, $0) })
    #expect(
      views["form"]?.placement == .pinned(Pin(guides: Pin.Guides(.bounds), top: 0, bottom: 0)))
    #expect(views["form"]?.kind.scroll?.contentOffset == CGPoint(x: 0, y: 40))
    #expect(views["form"]?.kind.scroll?.contentInsetAdjustment == .never)
    #expect(views["form"]?.settings.restoreContentOffset == true)
    #expect(views["email"]?.placement == .arranged(length: 44))
    #expect(views["email"]?.settings.distanceFromKeyboard == 40)
    #expect(views["email"]?.settings.enableMode == .enabled)
    #expect(views["notes"]?.kind.scroll?.isScrollEnabled == false)
    #expect(views["query"]?.kind == .searchField(TextInputSpec()))
    #expect(views["search"]?.settings.distanceFromKeyboard == 30)
    #expect(views["row0"]?.placement == .cell(height: 60))
    #expect(views["rowField"] != nil)
  }

  @Test func aScrollViewCanBeMarkedPrivateToUIKit() throws {
    let subviews = #"""
      { "id": "pages", "type": "scrollView", "privateToUIKit": true,
        "frame": { "x": 0, "y": 300, "width": 390, "height": 400 },
        "subviews": [{ "id": "email", "type": "textField", "frame": { "x": 10, "y": 10, "width": 300, "height": 44 } }] },
      { "id": "list", "type": "tableView", "frame": { "x": 0, "y": 0, "width": 390, "height": 300 },
        "sections": [] }
      """#
    let scenario = try decodeScenario(scenarioJSON(subviews: subviews)).get()
    let views = Dictionary(
      uniqueKeysWithValues: (scenario.root.view?.allViews ?? []).map { ($0.id, $0) })
    #expect(views["pages"]?.kind.scroll?.isPrivateToUIKit == true)
    #expect(views["list"]?.kind.scroll?.isPrivateToUIKit == false)
    // A text view is never one of UIKit's private scroll views: the field is unknown there.
    let textView = #"""
      { "id": "email", "type": "textView", "privateToUIKit": true,
        "frame": { "x": 0, "y": 0, "width": 390, "height": 100 } }
      """#
    #expect(
      problemLines(scenarioJSON(subviews: textView)).contains {
        $0.contains("unexpected field \"privateToUIKit\"")
      })
  }

  @Test func stepsDecodeToTheirActions() throws {
    let steps = #"""
      [{ "do": "focus", "field": "email", "id": "tap", "note": "first" },
       { "do": "showKeyboard", "frame": { "x": 0, "y": 500, "width": 390, "height": 344 }, "duration": 0.3, "curve": 7 },
       { "do": "postNotification", "name": "UIKeyboardWillChangeFrameNotification", "endFrame": { "x": 0, "y": 400, "width": 390, "height": 444 } },
       { "do": "rotate", "device": "notched-phone-landscape" },
       { "do": "changeSettings", "settings": { "isEnabled": false } },
       { "do": "changeViewSettings", "view": "email", "keyboard": { "distanceFromKeyboard": null } },
       { "do": "unregister", "adjuster": "dev.keyboardlift.root-adjust" },
       { "do": "register", "adjuster": "sticky-bar", "view": "box" },
       { "do": "advance", "seconds": 1 },
       { "do": "setFrame", "view": "box", "frame": { "x": 0, "y": 0, "width": 5, "height": 5 } },
       { "do": "deallocate", "view": "box" },
       { "do": "reloadLayout" },
       { "do": "blur" },
       { "do": "hideKeyboard" }]
      """#
    let scenario = try decodeScenario(scenarioJSON(steps: steps)).get()
    var settings = KeyboardSettingsPatch()
    settings.isEnabled = false
    var viewSettings = ViewSettingsPatch()
    viewSettings.distanceFromKeyboard = .some(nil)
    #expect(
      scenario.steps.map(\.action) == [
        .focus(inputID: "email"),
        .keyboard(
          KeyboardMotion(
            phase: .show, frame: .explicit(CGRect(x: 0, y: 500, width: 390, height: 344)),
            duration: 0.3, curve: 7)),
        .notification(
          RawKeyboardNotification(
            name: .willChangeFrame, endFrame: CGRect(x: 0, y: 400, width: 390, height: 444))),
        .rotate(.device("notched-phone-landscape")),
        .changeSettings(settings),
        .changeViewSettings(viewID: "email", patch: viewSettings),
        .unregister(.builtIn(.rootAdjust)),
        .register(.stickyBar(viewID: "box")),
        .advance(seconds: 1),
        .setFrame(viewID: "box", frame: CGRect(x: 0, y: 0, width: 5, height: 5)),
        .deallocate(viewID: "box"),
        .reloadLayout,
        .blur(inputID: nil),
        .keyboard(KeyboardMotion(phase: .hide)),
      ])
    #expect(scenario.steps[0].id == "tap")
    #expect(scenario.steps[0].note == "first")
    #expect(scenario.steps[1].id == "2")
  }

  @Test func containersNestAndAlertsArePresented() throws {
    let json = #"""
      { "screen": { "size": { "width": 1024, "height": 768 }, "keyboard": { "x": 0, "y": 400, "width": 1024, "height": 368 } },
        "steps": [{ "do": "focus", "field": "alertField" }],
        "root": { "id": "tabs", "type": "tabBar", "selected": 1, "tabs": [
          { "id": "nav", "type": "navigation", "navigationBarHidden": true, "controllers": [
            { "id": "list", "type": "tableViewController", "superclasses": ["UITableViewController"],
              "view": { "id": "table", "type": "tableView", "sections": [] } }] },
          { "id": "parent", "type": "plain", "view": { "id": "pv", "type": "view", "subviews": [
              { "id": "slot", "type": "view", "frame": { "x": 0, "y": 0, "width": 100, "height": 100 } }] },
            "children": [{ "id": "child", "type": "plain", "view": { "id": "cv", "type": "view" },
              "embed": { "in": "slot", "frame": { "x": 0, "y": 0, "width": 100, "height": 100 } } }],
            "presents": [{ "id": "alert", "type": "alert", "textFields": [{ "id": "alertField" }] }] }
        ] } }
      """#
    let scenario = try decodeScenario(json).get()
    #expect(scenario.root.kind == .tabBar)
    #expect(scenario.root.selectedIndex == 1)
    #expect(scenario.root.children[0].isNavigationBarHidden)
    #expect(scenario.root.children[0].children[0].effectiveClassName == "UITableViewController")
    #expect(scenario.root.children[1].children[0].embedding?.containerID == "slot")
    #expect(scenario.root.children[1].presented[0].alertTextFields.map(\.id) == ["alertField"])
    #expect(scenario.name == "test")
  }

  @Test func jsonPathsReadAsPeopleWriteThem() {
    let path = JSONPath.root.appending("root").appending("subviews").appending(3).appending(
      "odd key")
    #expect(path.description == #"$.root.subviews[3]["odd key"]"#)
  }
}

@Suite @MainActor struct FormatDocumentationTests {
  /// The first JSON example of Docs/ScenarioFormat.md is a valid scenario that passes --check.
  @Test func theDocumentedExampleRuns() throws {
    let doc = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("Docs/ScenarioFormat.md"),
      encoding: .utf8)
    let start = try #require(doc.range(of: "```json\n"))
    let end = try #require(doc.range(of: "```", range: start.upperBound..<doc.endIndex))
    let example = String(doc[start.upperBound..<end.lowerBound])
    let scenario = try decodeScenario(example).get()
    #expect(scenario.name == "login")
    #expect(ScenarioRunner().run(scenario).violations.isEmpty)
  }
}
