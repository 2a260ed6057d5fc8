import Foundation
import KeyboardSimulator
import Testing

/// A pin to two anchors at once — the safe area's top with the bounds' bottom — laid out again
/// on rotation and resize, as Auto Layout lays such a screen out again.
@Suite @MainActor struct PinGuideTests {
  /// A scroll view from the safe area's top to the screen's bottom edge, full bounds width,
  /// holding a field near its bottom.
  private let subviews = """
    { "id": "scroll", "type": "scrollView", "contentSize": { "width": 390, "height": 2000 },
      "contentOffset": { "x": 0, "y": 0 },
      "pin": { "top": 0, "bottom": 0, "to": { "top": "safeArea", "bottom": "bounds",
        "left": "bounds", "right": "bounds" } },
      "subviews": [
        { "id": "email", "type": "textField", "frame": { "x": 20, "y": 300, "width": 350, "height": 44 } } ] }
    """

  @Test func eachEdgeDecodesItsOwnGuide() throws {
    let view = try decodeScenario(scenarioJSON(subviews: subviews)).get().root.view?.subviews.first
    #expect(
      view?.placement
        == .pinned(
          Pin(
            guides: Pin.Guides(top: .safeArea, bottom: .bounds, left: .bounds, right: .bounds),
            top: 0, bottom: 0)))
    let edges = try decodeScenario(
      scenarioJSON(
        subviews: """
          { "id": "bar", "type": "view", "pin": { "top": 0, "height": 44, "to": { "top": "bounds" } } },
          { "id": "email", "type": "textField", "pin": { "bottom": 0, "height": 44, "to": "bounds" } }
          """)
    ).get().root.view?.subviews.map(\.placement)
    #expect(
      edges == [
        .pinned(
          Pin(
            guides: Pin.Guides(top: .bounds, bottom: .safeArea, left: .safeArea, right: .safeArea),
            top: 0, height: 44)),
        .pinned(Pin(guides: Pin.Guides(.bounds), bottom: 0, height: 44)),
      ])
  }

  @Test func badGuidesAreNamedAtTheirPaths() {
    let lines = problemLines(
      scenarioJSON(
        subviews: """
          { "id": "a", "type": "view", "pin": { "top": 0, "bottom": 0, "to": 3 } },
          { "id": "b", "type": "view", "pin": { "top": 0, "bottom": 0, "to": { "middle": "bounds", "top": "edge" } } },
          { "id": "email", "type": "textField", "frame": { "x": 20, "y": 600, "width": 350, "height": 44 } }
          """))
    #expect(
      lines == [
        #"test.json: $.root.view.subviews[0].pin.to: expected "safeArea", "bounds", or a guide per edge {"top", "bottom", "left", "right"}, found 3"#,
        #"test.json: $.root.view.subviews[1].pin.to.top: expected one of "safeArea", "bounds", found "edge""#,
        #"test.json: $.root.view.subviews[1].pin.to.middle: unexpected field "middle" in pin guides; expected one of "top", "bottom", "left", "right""#,
      ])
  }

  @Test func theViewLaysOutAgainOnRotationAndResize() throws {
    let run = ScenarioRunner().run(
      try decodeScenario(
        scenarioJSON(
          subviews: subviews,
          steps: """
            [{ "do": "rotate", "device": "notched-phone-landscape" },
             { "do": "rotate", "device": "notched-phone" },
             { "do": "rotate", "device": "ipad" },
             { "do": "resizeWindow", "window": { "x": 0, "y": 0, "width": 500, "height": 1180 } }]
            """)
      ).get())
    let frames = run.snapshots.map { $0.element("scroll")?.frame }
    #expect(
      frames == [
        // Portrait: from the safe area's top (47) to the screen's bottom (844).
        Rect(CGRect(x: 0, y: 47, width: 390, height: 797)),
        // Landscape: no top inset; the full 844 width though the safe area is 47 in on each side.
        Rect(CGRect(x: 0, y: 0, width: 844, height: 390)),
        Rect(CGRect(x: 0, y: 47, width: 390, height: 797)),
        Rect(CGRect(x: 0, y: 24, width: 820, height: 1156)),
        Rect(CGRect(x: 0, y: 24, width: 500, height: 1156)),
      ])
    #expect(run.violations.isEmpty, "\(run.violations)")
  }
}
