import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

@MainActor
@Suite struct SafeAreaTests {
  @Test func theWindowAndItsRootViewHaveTheProfileInsets() {
    let screen = makeScreen(.notchedPhone)
    #expect(screen.window.safeAreaInsets == EdgeInsets(top: 47, bottom: 34))
    #expect(screen.rootView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(screen.rootView.hostSafeAreaInsets == EdgeInsets(top: 47, bottom: 34))
  }

  @Test func aPlainViewGetsItsOverlapWithTheSuperviewsSafeAreaAndFollowsItsFrame() {
    let screen = makeScreen(.notchedPhone)
    // Safe rect of the root: (0, 47, 390, 844 − 47 − 34 = 763), bottom edge at 810.
    let header = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    screen.rootView.addSubview(header)
    #expect(header.safeAreaInsets == EdgeInsets(top: 47))  // 47 − 0
    header.frame.origin.y = 20
    #expect(header.safeAreaInsets == EdgeInsets(top: 27))  // 47 − 20
    header.frame.origin.y = 60
    #expect(header.safeAreaInsets == .zero)  // entirely inside the safe area
    let footer = HeadlessView(frame: CGRect(x: 0, y: 744, width: 390, height: 100))
    screen.rootView.addSubview(footer)
    #expect(footer.safeAreaInsets == EdgeInsets(bottom: 34))  // 844 − 810
    footer.frame.origin.y = 700
    #expect(footer.safeAreaInsets == EdgeInsets())  // bottom 800 ≤ 810
  }

  @Test func insetsPropagateThroughNestedPlainViews() {
    let screen = makeScreen(.notchedPhone)
    let header = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    let title = HeadlessView(frame: CGRect(x: 10, y: 10, width: 200, height: 50))
    screen.rootView.addSubview(header)
    header.addSubview(title)
    // Header safe rect (0, 47, 390, 53) in header coordinates; title top 10 → 47 − 10 = 37.
    #expect(title.safeAreaInsets == EdgeInsets(top: 37))
  }

  @Test func landscapeInsetsAreOnTheSidesAndBottom() {
    let screen = makeScreen(.notchedPhoneLandscape)
    let left = HeadlessView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let right = HeadlessView(frame: CGRect(x: 700, y: 300, width: 144, height: 90))
    screen.rootView.addSubview(left)
    screen.rootView.addSubview(right)
    #expect(left.safeAreaInsets == EdgeInsets(left: 47))
    // Safe rect (47, 0, 750, 369): right edge 797, bottom 369; the view reaches 844 and 390.
    #expect(right.safeAreaInsets == EdgeInsets(bottom: 21, right: 47))
  }

  @Test func aLiftedRootViewKeepsItsInsetsAndSoDoesEverythingInside() {
    let screen = makeScreen(.notchedPhone)
    let footer = HeadlessView(frame: CGRect(x: 0, y: 760, width: 390, height: 84))
    screen.rootView.addSubview(footer)
    #expect(footer.safeAreaInsets == EdgeInsets(bottom: 34))  // 844 − 810
    screen.rootView.frame.origin.y = -200
    screen.rootView.layoutIfNeeded()
    #expect(screen.rootView.safeAreaInsets == EdgeInsets(top: 47, bottom: 34))
    #expect(footer.safeAreaInsets == EdgeInsets(bottom: 34))
    #expect(footer.frameInWindow.minY == 560)  // 760 − 200
  }

  @Test func aPlainViewMovedUpGetsNewInsets() {
    // Contrast with the root view: a plain container moved up by 100 reaches into the top.
    let screen = makeScreen(.notchedPhone)
    let container = HeadlessView(frame: CGRect(x: 0, y: 80, width: 390, height: 200))
    screen.rootView.addSubview(container)
    #expect(container.safeAreaInsets == .zero)
    container.frame.origin.y = -20
    #expect(container.safeAreaInsets == EdgeInsets(top: 67))  // 47 − (−20)
  }

  @Test func aViewNotInAWindowHasNoInsets() {
    let container = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let child = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    container.addSubview(child)
    #expect(child.safeAreaInsets == .zero)
  }

  @Test func aSafeAreaPinnedFieldIsLaidOutAgainWhenTheInsetsChange() {
    let screen = makeScreen(.notchedPhone)
    let field = HeadlessView(frame: CGRect(x: 16, y: 0, width: 358, height: 44))
    field.safeAreaPin = .bottom(20)
    screen.rootView.addSubview(field)
    screen.rootView.layoutIfNeeded()
    // 844 − 34 − 20 − 44 = 746.
    #expect(field.frame.minY == 746)
    screen.window.apply(.notchedPhoneLandscape)
    // Root now 844×390 with bottom inset 21: 390 − 21 − 20 − 44 = 305.
    #expect(screen.rootView.frame.size == CGSize(width: 844, height: 390))
    #expect(field.frame.minY == 305)
  }

  @Test func aPinnedFieldInAMovedContainerFollowsOnLayout() {
    let screen = makeScreen(.notchedPhone)
    let container = HeadlessView(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
    let field = HeadlessView(frame: CGRect(x: 16, y: 0, width: 358, height: 44))
    field.safeAreaPin = .bottom(20)
    screen.rootView.addSubview(container)
    container.addSubview(field)
    screen.rootView.layoutIfNeeded()
    // Container bottom 844 → bottom inset 34; 444 − 34 − 20 − 44 = 346.
    #expect(field.frame.minY == 346)
    container.frame.origin.y = 300
    #expect(field.frame.minY == 346)  // layout is explicit
    container.layoutIfNeeded()
    // Container bottom 744 ≤ 810 → inset 0; 444 − 0 − 20 − 44 = 380.
    #expect(field.frame.minY == 380)
  }

  @Test func aTopPinFollowsTheSafeAreaTop() {
    let screen = makeScreen(.smallPhone)
    let banner = HeadlessView(frame: CGRect(x: 0, y: 0, width: 375, height: 30))
    banner.safeAreaPin = .top(8)
    screen.rootView.addSubview(banner)
    screen.window.layoutIfNeeded()
    #expect(banner.frame.minY == 28)  // 20 + 8
  }

  @Test func layoutMarginsAddTheSafeArea() {
    let screen = makeScreen(.notchedPhone)
    // Root view: system minimum (0, 16, 0, 16) on a compact width, plus (47, 0, 34, 0).
    #expect(
      screen.rootView.hostLayoutMargins == EdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
    let header = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    screen.rootView.addSubview(header)
    // Plain view: 8 each, plus its safe area (47, 0, 0, 0).
    #expect(header.hostLayoutMargins == EdgeInsets(top: 55, left: 8, bottom: 8, right: 8))
    header.insetsLayoutMarginsFromSafeArea = false
    #expect(header.hostLayoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(header.layoutMarginsFrame == CGRect(x: 8, y: 8, width: 374, height: 84))
  }

  @Test func regularWidthRootMarginsAreTwenty() {
    let screen = makeScreen(.iPad)
    #expect(
      screen.rootView.hostLayoutMargins == EdgeInsets(top: 24, left: 20, bottom: 20, right: 20))
  }
}
