import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardScrollAdjust
import Testing

/// Scrollable text views (Behavior.md §7.3's text-view rule and §7.5's inset). Small phone:
/// window 375×667, Gtop 20, kbTop 407, d 10; the root view's superview is the window, so
/// `RSw = (0, 0, 375, 667)`.
@MainActor
@Suite struct TextViewTests {
  @Test func aTallTextViewIsInsetByWhatTheKeyboardHidesAndFollowsTheKeyboard() {
    let harness = ScrollHarness()
    let notes = HeadlessTextView(frame: CGRect(x: 0, y: 20, width: 375, height: 600))
    harness.root.addSubview(notes)

    harness.focus(notes)

    // over = 667 − 407 = 260; avail = 667 − 20 − 260 = 387; h = min(600, 387) = 387;
    // 600 − 0 > 387 → bottom = 600 − 387 − 0 = 213, indicator likewise.
    #expect(notes.contentInset.bottom == 213)
    #expect(notes.verticalScrollIndicatorInsets.bottom == 213)
    // T = 20…620: room = 0 → lift 0; no scroll view, nothing consumed.
    #expect(harness.liftLeft == 0)

    // The keyboard shrinks to 160: kbTop 507, over = 160, avail = 487, h = 487 → 600 − 487 = 113.
    harness.changeKeyboard(to: CGRect(x: 0, y: 507, width: 375, height: 160))
    #expect(notes.contentInset.bottom == 113)
    #expect(notes.verticalScrollIndicatorInsets.bottom == 113)

    harness.hideKeyboard()
    #expect(notes.contentInset == .zero)
    #expect(notes.verticalScrollIndicatorInsets == .zero)
  }

  @Test func whenTheKeyboardShrinksEnoughTheStartingInsetsComeBack() {
    let harness = ScrollHarness()
    let notes = HeadlessTextView(frame: CGRect(x: 0, y: 20, width: 375, height: 400))
    notes.contentInset = EdgeInsets(top: 4, bottom: 5)
    notes.verticalScrollIndicatorInsets = EdgeInsets(bottom: 3)
    harness.root.addSubview(notes)

    harness.focus(notes)

    // h = min(400, 387) = 387; 400 − 5 = 395 > 387 → bottom = 400 − 387 − 0 = 13 (top kept).
    #expect(notes.contentInset == EdgeInsets(top: 4, bottom: 13))
    #expect(notes.verticalScrollIndicatorInsets == EdgeInsets(bottom: 13))

    // Keyboard 160 high: h = min(400, 487) = 400; 395 > 400 is false → the starting insets.
    harness.changeKeyboard(to: CGRect(x: 0, y: 507, width: 375, height: 160))
    #expect(notes.contentInset == EdgeInsets(top: 4, bottom: 5))
    #expect(notes.verticalScrollIndicatorInsets == EdgeInsets(bottom: 3))

    // And taller again: the start is still the session's start (5), so 13 again.
    harness.changeKeyboard(to: CGRect(x: 0, y: 407, width: 375, height: 260))
    #expect(notes.contentInset == EdgeInsets(top: 4, bottom: 13))

    harness.hideKeyboard()
    #expect(notes.contentInset == EdgeInsets(top: 4, bottom: 5))
    #expect(notes.verticalScrollIndicatorInsets == EdgeInsets(bottom: 3))
    #expect(harness.configuration.ledger.isEmpty)
  }

  @Test func theTextViewsBottomSafeAreaIsTakenOff() {
    // Notched phone: 390×844, Gtop 47, kbTop 508.
    let harness = ScrollHarness(profile: .notchedPhone)
    let notes = HeadlessTextView(frame: CGRect(x: 0, y: 47, width: 390, height: 797))
    notes.contentSize = CGSize(width: 390, height: 2000)  // its text is taller than it
    harness.root.addSubview(notes)

    harness.focus(notes)

    // over = 844 − 508 = 336; avail = 844 − 47 − 336 = 461; h = 461;
    // the text view reaches the bottom, so its safe-area bottom is 34, and its text scrolls, so
    // it adds that to its inset itself (UIKit's automatic adjustment):
    // bottom = 797 − 461 − 34 = 302.
    #expect(notes.safeAreaInsets.bottom == 34)
    #expect(notes.safeAreaAddedToContentInset.bottom == 34)
    #expect(notes.contentInset.bottom == 302)
    #expect(notes.verticalScrollIndicatorInsets.bottom == 302)
  }

  @Test(arguments: [false, true])
  func aTextViewThatDoesNotAddItsSafeAreaKeepsAllOfTheHiddenPart(textFits: Bool) {
    let harness = ScrollHarness(profile: .notchedPhone)
    let notes = HeadlessTextView(frame: CGRect(x: 0, y: 47, width: 390, height: 797))
    if textFits {
      // Automatic adjustment, but its text does not scroll: UIKit adds nothing.
      notes.contentSize = notes.frame.size
    } else {
      notes.contentSize = CGSize(width: 390, height: 2000)
      notes.contentInsetAdjustmentBehavior = .never
    }
    harness.root.addSubview(notes)

    harness.focus(notes)

    // As above, but nothing adds the safe area back: bottom = 797 − 461 − 0 = 336.
    #expect(notes.safeAreaAddedToContentInset.bottom == 0)
    #expect(notes.contentInset.bottom == 336)
    #expect(notes.verticalScrollIndicatorInsets.bottom == 336)
  }

  @Test func theInsetOfATextViewWhoseSafeAreaCoversTheHiddenPartIsNeverNegative() {
    // Behavior.md §7.5 floor, on the notched phone: a 480-pt text view reaching the bottom, its
    // text taller than it, so it adds its 34-pt bottom safe area to its inset itself. Lifted
    // by all its room (317), 19 pt of it stay under the keyboard — fewer than the 34 pt the
    // safe area already keeps clear: 480 − 461 − 34 = −15, floored at its own inset.
    let harness = ScrollHarness(profile: .notchedPhone)
    let body = HeadlessTextView(frame: CGRect(x: 0, y: 364, width: 390, height: 480))
    body.contentSize = CGSize(width: 390, height: 2000)
    body.contentInset = EdgeInsets(bottom: 4)
    body.verticalScrollIndicatorInsets = EdgeInsets(bottom: 2)
    harness.root.addSubview(body)

    harness.focus(body)

    // 480 − 4 > 461: a tall text view, but max(4, −15) = 4 and max(2, −15) = 2: unchanged.
    #expect(body.contentInset == EdgeInsets(bottom: 4))
    #expect(body.verticalScrollIndicatorInsets == EdgeInsets(bottom: 2))
    #expect(body.contentInsetChanges.count == 1)  // the test's own
  }

  @Test func aTextViewInAScrollViewLetsTheInsetDoTheRest() {
    let harness = ScrollHarness()
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 300, width: 375, height: 367), contentHeight: 1000, in: harness.root)
    let notes = HeadlessTextView(frame: CGRect(x: 0, y: 100, width: 375, height: 500))
    notes.contentInsetAdjustmentBehavior = .never  // keep the text view's safe area out of it
    scroll.addSubview(notes)

    harness.focus(notes)

    // T = 400…900: need = 900 − 397 = 503, room = 380, lift = 380.
    // s = min(max(0, 380), R.minY 100) = 100; scrollable text view, outermost scroll view:
    // s = min(100, 0 + (400 − 20)) = 100. The scroll view takes the text view's top only to its
    // own top (300), not to the guide (20): the rest of the way is lift,
    // m = min(380, 400 − 20) − (100 − 0) = 280, so §7.5's inset (which assumes the top at the
    // guide) is right once RootAdjust lifted it (fuzz finding F6).
    #expect(scroll.offsetY == 100)
    #expect(harness.liftLeft == 280)
    // The scroll view: bottom = 667 − 397 = 270, indicator 260.
    #expect(scroll.contentInset.bottom == 270)
    // The text view: h = min(500, 387) = 387 → bottom = 500 − 387 = 113.
    #expect(notes.contentInset.bottom == 113)
  }

  @Test func aScrollableTextViewThatFitsIsLiftedLikeAnyField() {
    // Behavior.md §7.3, §15.5: the text-view rule (m = 0, the inset does the rest) is only for a
    // text view that §7.5 shrinks. This one fits above the keyboard, so its inset does nothing.
    let harness = ScrollHarness()
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 300, width: 375, height: 367), contentHeight: 367, in: harness.root)
    let notes = HeadlessTextView(frame: CGRect(x: 0, y: 0, width: 375, height: 120))
    scroll.addSubview(notes)

    harness.focus(notes)

    // T = 300…420: need = 420 − 397 = 23, room = 280, lift = 23. s = min(max(0, 23),
    // R.minY − a.top = 0) = 0. h = min(120, 387) = 120: 120 − 0 > 120 is false, so the text
    // view is not shrunk and the ordinary rule applies: m = 23 − 0 = 23 for RootAdjust (the
    // text-view rule would have set m = 0 and left it 13 pt under the keyboard).
    #expect(scroll.contentOffsetChanges.isEmpty)
    #expect(harness.liftLeft == 23)
    #expect(notes.contentInsetChanges.isEmpty)
  }

  @Test func aTextViewThatDoesNotScrollIsAnOrdinaryField() {
    let harness = ScrollHarness()
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 300, width: 375, height: 367), contentHeight: 1000, in: harness.root)
    let notes = HeadlessTextView(
      frame: CGRect(x: 0, y: 100, width: 375, height: 500), isScrollEnabled: false)
    scroll.addSubview(notes)

    harness.focus(notes)

    // Same numbers, ordinary rule: m = 380 − (100 − 0) = 280 for RootAdjust; no text-view inset.
    #expect(scroll.offsetY == 100)
    #expect(harness.liftLeft == 280)
    #expect(notes.contentInsetChanges.isEmpty)
  }

  @Test func leavingATallTextViewForAFieldRestoresTheTextViewAtOnce() {
    let harness = ScrollHarness()
    let notes = HeadlessTextView(frame: CGRect(x: 0, y: 20, width: 375, height: 400))
    notes.contentInset = EdgeInsets(bottom: 5)
    notes.verticalScrollIndicatorInsets = EdgeInsets(bottom: 3)
    harness.root.addSubview(notes)
    let field = ScrollHarness.field(CGRect(x: 16, y: 430, width: 343, height: 40), in: harness.root)

    harness.focus(notes)
    #expect(notes.contentInset.bottom == 13)  // as above

    harness.focus(field)
    // The keyboard is still up, the text view is back to its start and out of the ledger.
    #expect(harness.app.keyboard.isVisible)
    #expect(notes.contentInset == EdgeInsets(bottom: 5))
    #expect(notes.verticalScrollIndicatorInsets == EdgeInsets(bottom: 3))
    #expect(!harness.configuration.ledger.holds(.contentInset, of: notes as any HostScrollView))
  }
}
