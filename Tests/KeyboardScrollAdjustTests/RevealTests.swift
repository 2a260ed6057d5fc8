import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardScrollAdjust
import Testing

/// The reveal inside scroll views (Behavior.md §7.1c): first thing on every show and change, each
/// qualifying scroll view around the field, innermost first, scrolls by the least amount that
/// puts the field inside its visible part `V`. Small phone: Gtop 20, kbTop 407, d 10. The scroll
/// views here sit below the status bar, or add no safe area, so `a` is their content inset.
@MainActor
@Suite struct RevealTests {
  /// A 200-pt scroll view at y 100 (wholly above the keyboard) with `contentHeight` of content.
  private func shortScrollView(contentHeight: CGFloat = 600) -> (ScrollHarness, HeadlessScrollView)
  {
    let harness = ScrollHarness()
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 100, width: 375, height: 200), contentHeight: contentHeight,
      in: harness.root)
    return (harness, scroll)
  }

  private func reveals(_ harness: ScrollHarness) -> [Explanation] {
    harness.scrollExplanations.filter { $0.topic == "reveal" }
  }

  @Test func aFieldBelowTheVisiblePartIsRevealedByTheLeastAmount() {
    let (harness, scroll) = shortScrollView()
    let field = ScrollHarness.field(CGRect(x: 16, y: 400, width: 343, height: 40), in: scroll)

    harness.focus(field)

    // F = 500…540 lies below V = 100…300 (and above the keyboard): scroll by 540 − 300 = 240,
    // F = 260…300. Measured again: need = 300 − 397 = −97, the field is visible, §7.3 stops
    // with m = min(0, need) = −97.
    #expect(scroll.contentOffsetChanges.map(\.newValue.y) == [240])
    #expect(field.frameInWindow.maxY == 300)
    #expect(harness.liftLeft == -97)
    #expect(reveals(harness).count == 1)
    // Not a table, no stack view in between: the direct setter, inside the keyboard's animation.
    #expect(scroll.lastContentOffsetChangeWasAnimated == false)
    #expect(scroll.contentOffsetChanges.allSatisfy { $0.animation != nil })
  }

  @Test func aFieldAboveTheVisiblePartIsRevealedAtItsTop() {
    let (harness, scroll) = shortScrollView()
    scroll.contentOffset = CGPoint(x: 0, y: 300)
    let field = ScrollHarness.field(CGRect(x: 16, y: 250, width: 343, height: 40), in: scroll)

    harness.focus(field)

    // F = 100 + 250 − 300 = 50…90, above V.minY 100: scroll by −50 to 250, F = 100…140.
    #expect(scroll.offsetY == 250)
    #expect(field.frameInWindow.minY == 100)
  }

  @Test func theTopWinsWhenTheFieldIsTallerThanTheVisiblePart() {
    let (harness, scroll) = shortScrollView(contentHeight: 1000)
    let notes = HeadlessTextView(
      frame: CGRect(x: 0, y: 500, width: 375, height: 300), isScrollEnabled: false)
    scroll.addSubview(notes)

    harness.focus(notes)

    // F = 600…900 is taller than V (200): its top goes to V's top, offset 500, F = 100…400.
    // Then need = 400 − 397 = 3, room = 80: the scroll view cannot scroll it further without
    // clipping its top (s ≤ R.minY − a.top = 500), so 3 is left for RootAdjust.
    #expect(scroll.offsetY == 500)
    #expect(notes.frameInWindow.minY == 100)
    #expect(harness.liftLeft == 3)
  }

  @Test func theRevealStaysWithinTheRestingOffsets() {
    // Content 250: the largest resting offset is 250 − 200 = 50. A field placed past the end of
    // the content cannot be brought further.
    let (harness, scroll) = shortScrollView(contentHeight: 250)
    let field = ScrollHarness.field(CGRect(x: 16, y: 300, width: 343, height: 40), in: scroll)

    harness.focus(field)

    // F = 400…440 wants a change of 140; s = min(0 + 140, 50) = 50.
    #expect(scroll.contentOffsetChanges.first?.newValue.y == 50)
    #expect(reveals(harness).first?.values.first { $0.name == "s" }?.value == 50)
  }

  @Test func aFieldInsideItsScrollViewsIsUntouched() {
    let (harness, scroll) = shortScrollView()
    let field = ScrollHarness.field(CGRect(x: 16, y: 100, width: 343, height: 40), in: scroll)

    harness.focus(field)

    #expect(scroll.contentOffsetChanges.isEmpty)
    #expect(reveals(harness).isEmpty)
  }

  @Test func aScrollViewWithNoVisiblePartIsNotRevealedIn() {
    // The app's insets cover the whole 200-pt scroll view (top 120 + bottom 80): V = 220…220,
    // empty. No offset shows the field in it, so the reveal leaves it alone.
    let (harness, scroll) = shortScrollView()
    scroll.contentInset = EdgeInsets(top: 120, left: 0, bottom: 80, right: 0)
    scroll.contentOffset = CGPoint(x: 0, y: -120)
    let field = ScrollHarness.field(CGRect(x: 16, y: 400, width: 343, height: 40), in: scroll)

    harness.focus(field)

    // F = 100 + 120 + 400 = 620…660 stays where it is until §7.3: need = 660 − 397 = 263, the
    // scroll view takes it all (s = −120 + 263 = 143 ≤ R.minY − a.top = 280).
    let skipped = reveals(harness)
    #expect(skipped.count == 1)
    #expect(skipped.first?.message.contains("no part of it is visible") == true)
    #expect(scroll.contentOffsetChanges.map(\.newValue.y) == [-120, 143])
    #expect(harness.liftLeft == 0)
  }

  @Test func theInnermostScrollViewFirstThenTheOuterOne() {
    let harness = ScrollHarness()
    let outer = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 2000, in: harness.root)
    outer.contentInsetAdjustmentBehavior = .never
    let inner = ScrollHarness.scrollView(
      CGRect(x: 0, y: 600, width: 375, height: 200), contentHeight: 600, in: outer)
    // Below the window's bottom it would add the overlap as a safe area; keep V its frame.
    inner.contentInsetAdjustmentBehavior = .never
    let field = ScrollHarness.field(CGRect(x: 16, y: 400, width: 343, height: 40), in: inner)

    harness.focus(field)

    // Inner: F = 1000…1040, V = 600…800 → offset 240, F = 760…800.
    // Outer: V = 0…667 → offset 800 − 667 = 133, F = 627…667 (the inner view at 467…667).
    // Then §7.3: need = 667 − 397 = 270. Inner: s = min(240 + 270, R.minY − a.top = 400) = 400,
    // m = 110; outer: s = 133 + 110 = 243, m = 0.
    #expect(inner.contentOffsetChanges.map(\.newValue.y) == [240, 400])
    #expect(outer.contentOffsetChanges.map(\.newValue.y) == [133, 243])
    #expect(field.frameInWindow.maxY == 397)
    #expect(harness.liftLeft == 0)
  }

  @Test func theKeyboardsInsetIsNotPartOfTheVisiblePart() {
    // A full-screen scroll view adding no safe area (V = 0…667 as the app set it).
    let harness = ScrollHarness()
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 2000, in: harness.root)
    scroll.contentInsetAdjustmentBehavior = .never
    let first = ScrollHarness.field(CGRect(x: 16, y: 600, width: 343, height: 40), in: scroll)
    let second = ScrollHarness.field(CGRect(x: 16, y: 743, width: 343, height: 40), in: scroll)
    second.keyboard.distanceFromKeyboard = 30

    harness.focus(first)
    // need 243 → offset 243; inset bottom 667 − 397 = 270.
    #expect(scroll.offsetY == 243)
    #expect(scroll.contentInset.bottom == 270)

    harness.app.beginEditing(second)
    harness.app.settle()

    // F = 743 − 243 = 500…540 is inside V; it is only inside the keyboard's inset, which is
    // §7.3's business: need = 540 − (407 − 30) = 163 → one write, to 406. (Counting the
    // keyboard's inset in V would reveal it to 386 first.)
    #expect(scroll.contentOffsetChanges.map(\.newValue.y) == [243, 406])
    #expect(second.frameInWindow.maxY == 377)
    #expect(reveals(harness).isEmpty)
  }

  @Test func aTableRevealsWithTheAnimatedSetterAndIsRestoredLikeEveryOffset() throws {
    let harness = ScrollHarness()
    let table = HeadlessTableView(
      frame: CGRect(x: 0, y: 100, width: 375, height: 200),
      sections: [HeadlessTableSection(rowCount: 12)])
    harness.root.addSubview(table)
    table.keyboard.restoreContentOffset = true
    let cell = try #require(table.cell(section: 0, item: 11))
    let field = ScrollHarness.field(
      CGRect(x: 16, y: 2, width: 343, height: 40), in: cell.contentView)

    harness.focus(field)

    // Row 11 at 484: F = 586…626, V = 100…300 → offset 326 (within 528 − 200 = 328).
    #expect(table.contentOffsetChanges.first?.newValue.y == 326)
    #expect(table.contentOffsetChanges.first?.usedAnimatedSetter == true)
    #expect(field.frameInWindow.maxY == 300)

    harness.hideKeyboard()
    #expect(table.offsetY == 0)
    #expect(harness.configuration.ledger.isEmpty)
  }

  @Test func reloadingTheLayoutRevealsAgain() {
    let (harness, scroll) = shortScrollView()
    let field = ScrollHarness.field(CGRect(x: 16, y: 100, width: 343, height: 40), in: scroll)
    harness.focus(field)
    #expect(scroll.contentOffsetChanges.isEmpty)

    // The app moves the field down its content and asks for the layout to be adjusted again.
    field.frame.origin.y = 400
    harness.configuration.reloadLayout()
    harness.app.settle()

    // F = 500…540 → offset 240, as above.
    #expect(scroll.offsetY == 240)
    #expect(reveals(harness).count == 1)
  }
}
