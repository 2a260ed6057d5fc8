import KeyboardHeadless
import KeyboardLift
import KeyboardTesting
import StickyBarSample
import Testing

/// The sticky bar passes the suite every built-in passes, beside ScrollAdjust and RootAdjust.
@MainActor
@Test func theStickyBarConforms() throws {
  try AdjusterConformance(companions: { [ScrollAdjuster(), RootAdjuster()] }) { harness in
    let bar = HeadlessView(frame: CGRect(x: 0, y: 754, width: 390, height: 56), id: "bar")
    harness.navigationController.view.addSubview(bar)
    return StickyBarAdjuster(bar: bar)
  }.run()
}
