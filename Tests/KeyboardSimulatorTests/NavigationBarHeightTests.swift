import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardLift
import KeyboardSimulator
import Testing

/// A navigation controller's `navigationBarHeight`: one number, or one per orientation.
@Suite @MainActor struct NavigationBarHeightTests {
  /// A navigation controller whose bar is `height` (JSON), holding a tall text view at y 110.
  private func compose(height: String, steps: String = "[]") -> String {
    """
    { "device": "notched-phone", "settings": { "isEnabled": true },
      "root": { "id": "nav", "type": "navigation", "navigationBarHeight": \(height),
        "controllers": [ { "id": "compose", "type": "plain", "view": { "id": "composeView",
          "type": "view", "subviews": [
            { "id": "draft", "type": "textView", "scrollEnabled": false,
              "frame": { "x": 20, "y": 110, "width": 350, "height": 420 } } ] } } ] },
      "steps": \(steps) }
    """
  }

  @Test func oneNumberOrOnePerOrientationDecodes() throws {
    let single = try decodeScenario(compose(height: "50")).get()
    #expect(single.root.navigationBarHeight == NavigationBarHeight(50))
    let both = try decodeScenario(compose(height: #"{ "portrait": 96, "landscape": 32 }"#)).get()
    #expect(both.root.navigationBarHeight == NavigationBarHeight(portrait: 96, landscape: 32))
    let none = try decodeScenario(compose(height: "44")).get()
    #expect(none.root.navigationBarHeight == .standard)
  }

  @Test func aBadHeightIsNamedAtItsPath() {
    #expect(
      problemLines(compose(height: "-1")) == [
        "test.json: $.root.navigationBarHeight: expected a non-negative number up to 1000000, found -1"
      ])
    #expect(
      problemLines(compose(height: #"{ "portrait": 44 }"#)) == [
        "test.json: $.root.navigationBarHeight.landscape: expected a non-negative number up to 1000000, found nothing (the field is missing)"
      ])
    #expect(
      problemLines(compose(height: #""tall""#)) == [
        #"test.json: $.root.navigationBarHeight: expected a non-negative number, or heights {"portrait", "landscape"}, found "tall""#
      ])
  }

  /// On the notched phone the top guide is the bar's bottom: 47 + 50 = 97 for an iPad-like bar,
  /// so the text view (need 32) has 110 − 97 = 13 pt of room; in landscape the bar is 32 high.
  @Test func theTopGuideIsTheBarsBottomAndARotationChangesTheHeight() throws {
    let steps = """
      [{ "do": "showKeyboard" }, { "do": "focus", "field": "draft" },
       { "do": "rotate", "device": "notched-phone-landscape" }]
      """
    let run = ScenarioRunner().run(
      try decodeScenario(compose(height: #"{ "portrait": 50, "landscape": 32 }"#, steps: steps))
        .get())
    #expect(run.snapshots[0].element("nav.navigationBar")?.frame.height == 50)
    #expect(run.snapshots[2].root?.originY == -13)
    let landscapeBar = try #require(run.snapshots[3].element("nav.navigationBar"))
    #expect(landscapeBar.frame.height == 32)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// A trace writes a shown bar's height when it is not 44, and the replay has it.
  @Test func aTraceKeepsABarThatIsNot44High() throws {
    let app = HeadlessApp(profile: .iPad)
    let navigation = HeadlessNavigationController(rootController: HeadlessViewController())
    navigation.navigationBarHeight = 50
    app.rootController = navigation
    let manager = KeyboardManager(animator: app.animator, logger: RecordingLogger())
    app.connect(to: manager.configuration)
    manager.startRecordingTrace(in: app.window, options: headlessTraceOptions(app))
    let scenario = try loadTrace(try manager.stopRecordingTrace())
    #expect(scenario.root.kind == .navigation)
    #expect(scenario.root.navigationBarHeight == NavigationBarHeight(50))
  }
}
