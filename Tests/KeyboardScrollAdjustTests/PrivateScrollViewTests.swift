import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardScrollAdjust
import Testing

/// Behavior.md §7.1: the search for the scroll view skips UIKit's private scroll views — one whose
/// class name begins with `_` (a page view controller's paging scroll view, a compositional
/// layout's orthogonal section). Small phone: Gtop 20, kbTop 407, d 10.
@MainActor
@Suite struct PrivateScrollViewTests {
  @Test func aScrollViewPrivateToUIKitIsSkippedAndTheAppsOwnAboveItIsChosen() {
    let harness = ScrollHarness()
    let outer = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 1200, in: harness.root,
      id: "outer")
    // A page view controller's paging scroll view: 367 high, no vertical scrolling of its own.
    let paging = ScrollHarness.scrollView(
      CGRect(x: 0, y: 300, width: 375, height: 367), contentHeight: 367, in: outer, id: "paging")
    paging.isPrivateToUIKit = true
    let field = ScrollHarness.field(CGRect(x: 16, y: 320, width: 343, height: 40), in: paging)

    harness.focus(field)

    // T = 620…660: need = 660 − 397 = 263, room = 600, lift = 263. The paging scroll view does
    // not qualify, so the outer one is chosen: s = 0 + 263 (R.minY − a.top = 620 − 20 is no
    // bound), m = 0. Only the chosen one gets an inset: 667 − 397 = 270.
    #expect(paging.contentOffsetChanges.isEmpty)
    #expect(paging.contentInsetChanges.isEmpty)
    #expect(outer.offsetY == 263)
    #expect(outer.contentInset.bottom == 270)
    #expect(field.frameInWindow.maxY == 397)
    #expect(harness.liftLeft == 0)
  }

  @Test func withoutTheFlagTheSameScrollViewIsChosen() {
    let harness = ScrollHarness()
    let outer = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 1200, in: harness.root)
    let inner = ScrollHarness.scrollView(
      CGRect(x: 0, y: 300, width: 375, height: 367), contentHeight: 367, in: outer)
    let field = ScrollHarness.field(CGRect(x: 16, y: 320, width: 343, height: 40), in: inner)

    harness.focus(field)

    // The app's own scroll view is a candidate: it gets the inset.
    #expect(!inner.contentInsetChanges.isEmpty)
    #expect(outer.contentInsetChanges.isEmpty)
  }
}
