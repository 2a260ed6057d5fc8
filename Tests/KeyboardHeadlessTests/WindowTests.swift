import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

@MainActor
@Suite struct WindowTests {
  @Test func theWindowReportsItsProfile() {
    let window = HeadlessWindow(profile: .notchedPhone)
    #expect(window.frameInScreen == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(window.screenBounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(window.screenScale == 3)
    #expect(window.interfaceOrientation == .portrait)
    #expect(window.statusBarHeight == 47)
    #expect(window.hostWindow === window)
    #expect(window.hostSuperview == nil)
  }

  @Test func viewsFindTheirWindowAndLoseItWhenRemoved() {
    let screen = makeScreen()
    let child = HeadlessView()
    screen.rootView.addSubview(child)
    #expect(child.window === screen.window)
    #expect(screen.rootView.owningController === screen.root)
    #expect(child.owningController == nil)
    #expect(child.nearestController === screen.root)
    child.removeFromSuperview()
    #expect(child.window == nil)
    #expect(screen.rootView.subviews.isEmpty)
  }

  @Test func rotatingAppliesTheNewProfileAndLaysOutAgain() {
    let screen = makeScreen(.notchedPhone)
    screen.rootView.frame.origin.y = -100  // lifted
    screen.window.apply(.notchedPhoneLandscape)
    #expect(screen.window.interfaceOrientation == .landscapeRight)
    #expect(screen.window.bounds.size == CGSize(width: 844, height: 390))
    #expect(screen.rootView.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(screen.rootView.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
  }

  @Test func aSubtreeKnowsItsWindowAfterEveryMove() {
    // The window is stored, as UIKit stores it: every move updates the whole subtree.
    let screen = makeScreen()
    let other = makeScreen()
    let container = HeadlessView()
    let leaf = HeadlessView()
    container.addSubview(leaf)
    #expect(leaf.window == nil)
    screen.rootView.addSubview(container)
    #expect(leaf.window === screen.window)
    other.rootView.addSubview(container)
    #expect(leaf.window === other.window)
    let inner = HeadlessView()
    leaf.addSubview(inner)
    #expect(inner.window === other.window)
    container.removeFromSuperview()
    #expect(leaf.window == nil)
    #expect(inner.window == nil)
    #expect(screen.window.window === screen.window)
  }

  @Test func layoutRunsOnlyWhenNeeded() {
    let screen = makeScreen()
    let child = HeadlessView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    screen.rootView.addSubview(child)
    screen.rootView.layoutIfNeeded()
    let passes = child.layoutPassCount
    screen.rootView.layoutIfNeeded()
    #expect(child.layoutPassCount == passes)
    child.setNeedsLayout()
    screen.rootView.layoutIfNeeded()
    #expect(child.layoutPassCount == passes + 1)
  }

  @Test func invalidTreeEditsAreIgnored() {
    let parent = HeadlessView()
    let child = HeadlessView()
    parent.addSubview(child)
    child.addSubview(parent)  // a cycle: ignored
    parent.addSubview(parent)  // itself: ignored
    #expect(parent.superview == nil)
    #expect(parent.subviews.count == 1)
    let window = HeadlessWindow()
    parent.addSubview(window)  // a window: ignored
    #expect(window.superview == nil)
  }

  @Test func subviewOrderFollowsInsertion() {
    let parent = HeadlessView()
    let a = HeadlessView(id: "a")
    let b = HeadlessView(id: "b")
    let c = HeadlessView(id: "c")
    parent.addSubview(a)
    parent.addSubview(c)
    parent.insertSubview(b, belowSubview: c)
    #expect(parent.subviews.map(\.id) == ["a", "b", "c"])
    parent.insertSubview(a, aboveSubview: c)
    #expect(parent.subviews.map(\.id) == ["b", "c", "a"])
    parent.insertSubview(a, at: 0)
    #expect(parent.subviews.map(\.id) == ["a", "b", "c"])
    #expect(parent.descendant(withID: "c") === c)
  }
}
