import Foundation
import KeyboardHeadless
import Testing

@MainActor
@Suite struct ConversionTests {
  /// root (fills the 390×844 window)
  /// └ outer scroll view, frame (0, 100, 390, 600), offset (0, 150)
  ///   └ inner scroll view, frame (10, 300, 370, 200) in outer content, offset (0, 40)
  ///     └ field, frame (20, 120, 300, 44) in inner content
  private struct Nested {
    let screen: Screen
    let outer: HeadlessScrollView
    let inner: HeadlessScrollView
    let field: HeadlessView
  }

  private func nestedScrollViews() -> Nested {
    let screen = makeScreen()
    let outer = HeadlessScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
    outer.contentSize = CGSize(width: 390, height: 2000)
    outer.contentOffset = CGPoint(x: 0, y: 150)
    let inner = HeadlessScrollView(frame: CGRect(x: 10, y: 300, width: 370, height: 200))
    inner.contentSize = CGSize(width: 370, height: 800)
    inner.contentOffset = CGPoint(x: 0, y: 40)
    let field = HeadlessView(frame: CGRect(x: 20, y: 120, width: 300, height: 44))
    screen.rootView.addSubview(outer)
    outer.addSubview(inner)
    inner.addSubview(field)
    return Nested(screen: screen, outer: outer, inner: inner, field: field)
  }

  @Test func boundsOriginIsTheContentOffset() {
    let nested = nestedScrollViews()
    let (outer, inner) = (nested.outer, nested.inner)
    #expect(outer.bounds == CGRect(x: 0, y: 150, width: 390, height: 600))
    #expect(inner.bounds == CGRect(x: 0, y: 40, width: 370, height: 200))
    let plain = HeadlessView(frame: CGRect(x: 30, y: 40, width: 50, height: 60))
    #expect(plain.bounds == CGRect(x: 0, y: 0, width: 50, height: 60))
  }

  @Test func convertsThroughNestedScrollViewsWithOffsets() {
    let nested = nestedScrollViews()
    let (outer, inner, field) = (nested.outer, nested.inner, nested.field)
    // In outer content: x = 20 + 10 − 0 = 30, y = 120 + 300 − 40 = 380.
    #expect(field.convert(field.bounds, to: outer) == CGRect(x: 30, y: 380, width: 300, height: 44))
    // In the window: y = 380 + 100 − 150 = 330, x = 30.
    #expect(
      field.hostConvert(field.bounds, to: nil) == CGRect(x: 30, y: 330, width: 300, height: 44))
    #expect(field.frameInWindow == CGRect(x: 30, y: 330, width: 300, height: 44))
    // Back down: the window point (30, 330) is the field's own (0, 0).
    #expect(field.convert(CGRect(x: 30, y: 330, width: 1, height: 1), from: nil).origin == .zero)
    // The inner view's origin in the window: (0 + 10, 0 + 300 − 40 + 100 − 150) = (10, 210).
    #expect(inner.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 210))
    // Field to inner: its frame in inner content coordinates.
    #expect(field.convert(field.bounds, to: inner) == field.frame)
  }

  @Test func scrollingMovesWhatIsInsideButNotTheScrollViewItself() {
    let nested = nestedScrollViews()
    let (outer, field) = (nested.outer, nested.field)
    outer.contentOffset = CGPoint(x: 0, y: 250)
    // y = 120 + 300 − 40 + 100 − 250 = 230.
    #expect(field.frameInWindow.minY == 230)
    // The outer scroll view's own frame is in its superview: unchanged, 100.
    #expect(outer.frameInWindow.minY == 100)
  }

  @Test func convertsFromTheScreenForAWindowNotAtTheScreenOrigin() {
    let window = HeadlessWindow(profile: .iPadStageManager)
    #expect(window.frameInScreen == CGRect(x: 120, y: 60, width: 700, height: 640))
    #expect(window.bounds == CGRect(x: 0, y: 0, width: 700, height: 640))
    // Keyboard (0, 422, 1180, 398) in S → W: (0 − 120, 422 − 60) = (−120, 362).
    let keyboard = window.convertFromScreen(DeviceProfile.iPadStageManager.keyboardFrame)
    #expect(keyboard == CGRect(x: -120, y: 362, width: 1180, height: 398))
  }

  @Test func convertsBetweenTwoWindowsThroughTheScreen() {
    let left = HeadlessWindow(profile: .iPadStageManager)
    var otherProfile = DeviceProfile.iPadStageManager
    otherProfile.windowFrame = CGRect(x: 500, y: 100, width: 600, height: 600)
    let right = HeadlessWindow(profile: otherProfile)
    let view = HeadlessView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    left.addSubview(view)
    // Screen: (120 + 10, 60 + 20) = (130, 80); in the right window: (130 − 500, 80 − 100).
    #expect(view.convert(view.bounds, to: right) == CGRect(x: -370, y: -20, width: 30, height: 40))
  }

  @Test func aDetachedTreeConvertsToItsRoot() {
    let container = HeadlessView(frame: CGRect(x: 100, y: 100, width: 300, height: 300))
    let child = HeadlessView(frame: CGRect(x: 5, y: 7, width: 10, height: 10))
    container.addSubview(child)
    #expect(child.hostWindow == nil)
    // The root's own coordinates: (5, 7), the container's frame origin does not count.
    #expect(child.hostConvert(child.bounds, to: nil).origin == CGPoint(x: 5, y: 7))
  }

  @Test func convertsThroughContainersAndALiftedRootView() {
    let window = HeadlessWindow(profile: .notchedPhone)
    let form = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootController: form)
    window.rootController = HeadlessTabBarController(controllers: [navigation])
    let scrollView = HeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scrollView.contentOffset = CGPoint(x: 0, y: 200)
    let field = HeadlessTextField(frame: CGRect(x: 16, y: 900, width: 358, height: 44))
    form.view.addSubview(scrollView)
    scrollView.addSubview(field)
    form.view.frame.origin.y = -100  // lifted by the keyboard
    // 900 − 200 (offset) − 100 (lift) + 0 (navigation and tab views at the window origin) = 600.
    #expect(field.frameInWindow == CGRect(x: 16, y: 600, width: 358, height: 44))
    #expect(
      field.convert(field.bounds, to: navigation.view)
        == CGRect(x: 16, y: 600, width: 358, height: 44))
    #expect(
      field.convert(field.bounds, to: form.view) == CGRect(x: 16, y: 700, width: 358, height: 44))
    #expect(field.nearestController === form)
  }

  @Test func theHierarchyDescriptionOutlinesTheTree() {
    let screen = makeScreen(.smallPhone)
    let field = HeadlessTextField(
      frame: CGRect(x: 16, y: 100.5, width: 343, height: 44), id: "email")
    screen.rootView.addSubview(field)
    let lines = screen.window.hierarchyDescription.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0] == "HeadlessWindow \"window\" (0, 0, 375, 667) safe {20, 0, 0, 0}")
    #expect(lines[2] == "    HeadlessTextField \"email\" (16, 100.50, 343, 44)")
  }
}
