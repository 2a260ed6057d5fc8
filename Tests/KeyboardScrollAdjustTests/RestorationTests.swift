import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardScrollAdjust
import Testing

/// What ScrollAdjust changed is put back (Behavior.md §7.2, §11): on hide, when the chosen scroll
/// view changes, when the input is not enabled, when the adjuster is removed. Small phone:
/// Gtop 20, kbTop 407, d 10.
@MainActor
@Suite struct RestorationTests {
  /// A full-screen scroll view (content 1000) with a covered field at content y 600: the show
  /// scrolls it to 243 and insets it 270 / 260 (see SingleScrollViewTests).
  private func coveredField(contentHeight: CGFloat = 1000) -> (
    ScrollHarness, HeadlessScrollView, HeadlessTextField
  ) {
    let harness = ScrollHarness()
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: contentHeight, in: harness.root)
    let field = ScrollHarness.field(CGRect(x: 16, y: 600, width: 343, height: 40), in: scroll)
    return (harness, scroll, field)
  }

  @Test func restoreContentOffsetPutsTheOffsetBackExactly() {
    let (harness, scroll, field) = coveredField()
    scroll.contentOffset = CGPoint(x: 3, y: 40)
    scroll.keyboard.restoreContentOffset = true

    harness.focus(field)
    // T = 560…600: need = 600 − 397 = 203 → s = 40 + 203 = 243.
    #expect(scroll.contentOffset == CGPoint(x: 3, y: 243))

    harness.hideKeyboard()
    #expect(scroll.contentOffset == CGPoint(x: 3, y: 40))
    #expect(scroll.contentInset == .zero)
  }

  @Test func withoutRestoreContentOffsetAnOffsetPastTheEndIsOnlyPulledBack() {
    // Content 700: the last valid offset is max(700, 667) − 667 = 33.
    let (harness, scroll, field) = coveredField(contentHeight: 700)
    scroll.contentOffset = CGPoint(x: 5, y: 0)

    harness.focus(field)
    #expect(scroll.contentOffset == CGPoint(x: 5, y: 243))  // past the end; the inset allows it

    harness.hideKeyboard()
    // 243 > 33 → pulled back to 33 (x untouched), not to the starting 0.
    #expect(scroll.contentOffset == CGPoint(x: 5, y: 33))
    #expect(scroll.contentInset == .zero)
  }

  /// Behavior.md §15.1 on the notched phone (Gtop 47, kbTop 508, d 10): a full-screen scroll
  /// view with content 1000 whose content scrolls adds the safe area, a = (47, 0, 34, 0), and
  /// rests at −47; fields at content y 900 and 950.
  private func scrolledToTheEnd() -> (
    ScrollHarness, HeadlessScrollView, HeadlessTextField, HeadlessTextField
  ) {
    let harness = ScrollHarness(profile: .notchedPhone)
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 390, height: 844), contentHeight: 1000, in: harness.root)
    scroll.contentOffset = CGPoint(x: 0, y: -47)
    let first = ScrollHarness.field(CGRect(x: 16, y: 900, width: 343, height: 40), in: scroll)
    let last = ScrollHarness.field(CGRect(x: 16, y: 950, width: 343, height: 40), in: scroll)
    return (harness, scroll, first, last)
  }

  @Test func anOffsetPastTheEndIsPulledBackToTheLargestRestingOffset() {
    let (harness, scroll, first, _) = scrolledToTheEnd()

    harness.focus(first)
    // T = 947…987: need = 489 → s = −47 + 489 = 442; inset bottom 844 − 498 − 34 = 312.
    #expect(scroll.offsetY == 442)
    #expect(scroll.contentInset.bottom == 312)

    harness.hideKeyboard()
    // The largest resting offset with the insets as restored: 1000 + 34 − 844 = 190, not
    // max(1000, 844) − 844 = 156, which would scroll the last 34 pt under the home indicator.
    #expect(scroll.contentInset == .zero)
    #expect(scroll.offsetY == 190)
  }

  @Test func anOffsetWrittenAfterTheInsetIsBoundedByTheInsetAsRestored() {
    let (harness, scroll, first, last) = scrolledToTheEnd()
    harness.focus(first)
    harness.app.beginEditing(last)
    harness.app.settle()
    // T = 950 − 442 = 508…548: need 50 → s = 492. The inset (312) is unchanged, so the offset
    // is the newer write and is restored first, while the keyboard's inset is still on.
    #expect(scroll.offsetY == 492)
    #expect(scroll.contentInsetChanges.count == 1)

    harness.hideKeyboard()
    // Bounded by the inset it will have once restored (1000 + 34 − 844), not by the one still
    // on when the offset is restored (1000 + 346 − 844 = 502, which would leave it at 492).
    #expect(scroll.offsetY == 190)
    #expect(scroll.contentInset == .zero)
  }

  @Test func restoreContentOffsetIsReadWhenTheSessionEnds() {
    let (harness, scroll, field) = coveredField()

    harness.focus(field)
    #expect(scroll.offsetY == 243)
    scroll.keyboard.restoreContentOffset = true  // switched on mid-session

    harness.hideKeyboard()
    #expect(scroll.offsetY == 0)
  }

  @Test func movingFocusToAnotherScrollViewRestoresThePreviousOneFirst() {
    let harness = ScrollHarness()
    let top = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 400), contentHeight: 800, in: harness.root)
    top.keyboard.restoreContentOffset = true
    let bottom = ScrollHarness.scrollView(
      CGRect(x: 0, y: 400, width: 375, height: 267), contentHeight: 600, in: harness.root)
    let upper = ScrollHarness.field(CGRect(x: 16, y: 380, width: 343, height: 40), in: top)
    let lower = ScrollHarness.field(CGRect(x: 16, y: 200, width: 343, height: 40), in: bottom)

    harness.focus(upper)
    // T = 380…420: need = 23, room = 360, lift = 23 → s = 23.
    // Inset: Rsv.maxY 400 → bottom = max(0, 400 − 397) = 3; indicator = max(0, 400 − 407) = 0.
    #expect(top.offsetY == 23)
    #expect(top.contentInset.bottom == 3)
    #expect(top.verticalScrollIndicatorInsetChanges.isEmpty)

    harness.focus(lower)
    // The top scroll view is put back at once (restoreContentOffset: exactly).
    #expect(top.offsetY == 0)
    #expect(top.contentInset == .zero)
    // T = 600…640: need = 243, lift 243 → s = min(243, R.minY 200) = 200, m = 43 for RootAdjust.
    // Inset: Rsv.maxY 667 → 270 / 260.
    #expect(bottom.offsetY == 200)
    #expect(harness.liftLeft == 43)
    #expect(bottom.contentInset.bottom == 270)
    #expect(bottom.verticalScrollIndicatorInsets.bottom == 260)

    harness.hideKeyboard()
    #expect(bottom.contentInset == .zero)
    #expect(bottom.verticalScrollIndicatorInsets == .zero)
    #expect(harness.configuration.ledger.isEmpty)
  }

  @Test func restoringThePreviousScrollViewCorrectsTheBudgetWhenItMovesTheField() {
    // An outer scroll view with a low field, and an inner scroll view further down inside it.
    let harness = ScrollHarness()
    let outer = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 2000, in: harness.root)
    outer.keyboard.restoreContentOffset = true
    let inner = ScrollHarness.scrollView(
      CGRect(x: 0, y: 700, width: 375, height: 150), contentHeight: 400, in: outer)
    inner.keyboard.restoreContentOffset = true
    let first = ScrollHarness.field(CGRect(x: 16, y: 600, width: 343, height: 40), in: outer)
    let second = ScrollHarness.field(CGRect(x: 16, y: 20, width: 343, height: 40), in: inner)

    harness.focus(first)
    #expect(outer.offsetY == 243)  // lift 243 as for any field at 600…640

    harness.focus(second)
    // The event measured T = 720 − 243 = 477…517: lift = 517 − 397 = 120. Restoring the outer
    // scroll view (to 0) moves the field to 720…760: lift 363, so the budget is 120 + 243 = 363.
    // Inner: s = min(363, 20) = 20, m = 343. Outer: s = min(343, R.minY 700) = 343, m = 0.
    #expect(inner.offsetY == 20)
    #expect(outer.offsetY == 343)
    #expect(second.frameInWindow.maxY == 397)
    #expect(harness.liftLeft == 0)

    harness.hideKeyboard()
    #expect(outer.offsetY == 0)
    #expect(inner.offsetY == 0)
    #expect(inner.contentInset == .zero)
    #expect(outer.contentInset == .zero)
  }

  @Test func focusMovingFromAnInnerScrollViewToItsOuterOneRestoresTheInnerOne() {
    let harness = ScrollHarness()
    let outer = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 1200, in: harness.root)
    outer.keyboard.restoreContentOffset = true
    let inner = ScrollHarness.scrollView(
      CGRect(x: 0, y: 500, width: 375, height: 150), contentHeight: 400, in: outer)
    inner.keyboard.restoreContentOffset = true
    let innerField = ScrollHarness.field(CGRect(x: 16, y: 20, width: 343, height: 40), in: inner)
    let outerField = ScrollHarness.field(CGRect(x: 16, y: 100, width: 343, height: 40), in: outer)

    harness.focus(innerField)
    #expect(inner.offsetY == 20)  // see NestedScrollViewTests
    #expect(outer.offsetY == 143)

    harness.focus(outerField)
    // The inner one is restored; the outer one is now chosen: T = 100 − 143 = −43…−3,
    // need = −400, room = −63, lift = −400; T.minY −43 < 20 → m = max(min(0, −63), −400) = −63;
    // s = min(max(0, 143 − 63), R.minY 100) = 80; m = 0.
    #expect(inner.offsetY == 0)
    #expect(inner.contentInset == .zero)
    #expect(outer.offsetY == 80)
    #expect(outer.contentInset.bottom == 270)

    harness.hideKeyboard()
    #expect(outer.offsetY == 0)
    #expect(outer.contentInset == .zero)
    #expect(harness.configuration.ledger.isEmpty)
  }

  @Test func aDisabledInputGetsEverythingRestoredAndTheNextEnabledOneAdjustsAfresh() {
    let (harness, scroll, field) = coveredField()
    scroll.keyboard.restoreContentOffset = true
    let disabled = ScrollHarness.field(CGRect(x: 16, y: 610, width: 343, height: 30), in: scroll)
    disabled.keyboard.enableMode = .disabled

    harness.focus(field)
    #expect(scroll.offsetY == 243)

    harness.focus(disabled)
    #expect(scroll.offsetY == 0)
    #expect(scroll.contentInset == .zero)

    harness.focus(field)
    #expect(scroll.offsetY == 243)
    #expect(scroll.contentInset.bottom == 270)

    harness.hideKeyboard()
    #expect(scroll.offsetY == 0)
    #expect(scroll.contentInset == .zero)
  }

  @Test func removingTheAdjusterRestoresWhatItChanged() {
    let (harness, scroll, field) = coveredField()
    scroll.keyboard.restoreContentOffset = true

    harness.focus(field)
    #expect(scroll.offsetY == 243)

    harness.configuration.adjusters.remove(.scrollAdjust)
    #expect(scroll.offsetY == 0)
    #expect(scroll.contentInset == .zero)
    #expect(scroll.verticalScrollIndicatorInsets == .zero)
  }

  @Test func aChangeWithoutAShowAdjustsAsWell() {
    // ScrollAdjust joins a session that is already open: its first event is a change.
    let harness = ScrollHarness(registersScrollAdjuster: false)
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 1000, in: harness.root)
    scroll.keyboard.restoreContentOffset = true
    let field = ScrollHarness.field(CGRect(x: 16, y: 600, width: 343, height: 40), in: scroll)
    harness.focus(field)
    #expect(scroll.contentOffsetChanges.isEmpty)

    try? harness.configuration.adjusters.register(harness.scrollAdjuster)
    harness.configuration.reloadLayout()

    #expect(harness.records.last?.action == .change)
    #expect(scroll.offsetY == 243)
    #expect(scroll.contentInset.bottom == 270)
    harness.hideKeyboard()
    #expect(scroll.offsetY == 0)
    #expect(scroll.contentInset == .zero)
  }

  @Test func aSecondSessionStartsFromTheStateTheFirstLeft() {
    let (harness, scroll, field) = coveredField()

    harness.focus(field)
    harness.hideKeyboard()
    #expect(scroll.offsetY == 243)  // kept: restoreContentOffset is off and 243 ≤ 333

    harness.focus(field)
    // T = 357…397 now: need = 0 → lift 0: nothing more to scroll; the inset comes back.
    #expect(scroll.offsetY == 243)
    #expect(harness.liftLeft == 0)
    #expect(scroll.contentInset.bottom == 270)
    harness.hideKeyboard()
    #expect(scroll.contentInset == .zero)
  }

  @Test func everyDecisionIsExplainedWithItsNumbers() throws {
    let (harness, _, field) = coveredField()

    harness.focus(field)

    let explanations = harness.scrollExplanations
    let topics = explanations.map(\.topic)
    #expect(topics.contains("scroll-view"))
    #expect(topics.contains("content-inset"))
    let offset = try #require(explanations.first { $0.topic == "content-offset" })
    #expect(offset.values.contains(Explanation.Value("s", 243)))
    #expect(offset.values.contains(Explanation.Value("R.minY", 600)))
    let lift = try #require(explanations.first { $0.topic == "lift" })
    #expect(lift.values.contains(Explanation.Value("taken", 243)))
    #expect(lift.values.contains(Explanation.Value("left", 0)))
    let inset = try #require(explanations.first { $0.topic == "content-inset" })
    #expect(inset.values.contains(Explanation.Value("bottom", 270)))
    #expect(inset.values.contains(Explanation.Value("indicator.bottom", 260)))
  }
}
