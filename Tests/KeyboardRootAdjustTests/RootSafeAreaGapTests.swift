import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardRootAdjust
import Testing

/// The gap is exactly `d` for fields laid out against the safe area (Behavior.md §6, fix of
/// IQ#2050, IQ#1898, IQ#1690): IQKeyboardManager adds the root's bottom safe-area inset to the
/// keyboard and its bottom layout margin to the need, which leaves 44 pt on a notched phone and
/// up to 176 pt in a tab bar controller.
@MainActor
@Suite struct RootSafeAreaGapTests {
  @Test func aFieldPinnedToTheSafeAreaBottomOfANotchedPhoneEndsDAboveTheKeyboard() throws {
    let field = makeField(y: 0)
    field.safeAreaPin = .bottom()
    let form = makeForm(field)
    let harness = try RootAdjustHarness(rootController: form)
    // Pinned to the safe-area bottom: 844 − 34 − 44 = 766.
    #expect(field.frame.minY == 766)
    harness.edit(field)
    // T = 766…810: need = 810 − 498 = 312, room = 766 − 47 = 719 → y' = −312.
    #expect(form.view.frame.origin.y == -312)
    // The root keeps its insets when lifted, so layout leaves the field where it was.
    #expect(field.frame.minY == 766)
    #expect(harness.gap(below: field) == 10)  // 508 − (810 − 312); IQ: 44
    #expect(harness.lastAdjustment?.finalGeometry?.gap == 10)
  }

  @Test func aFieldAboveATabBarEndsDAboveTheKeyboard() throws {
    // The selected tab's view fills the tab bar controller with a safe-area bottom of the
    // whole tab bar, 49 + 34 = 83.
    let field = makeField(y: 0)
    field.safeAreaPin = .bottom()
    let form = makeForm(field)
    let tabs = HeadlessTabBarController(controllers: [form])
    let harness = try RootAdjustHarness(rootController: tabs)
    #expect(field.frame.minY == 717)  // 844 − 83 − 44
    harness.edit(field)
    // The root controller is the selected tab. T = 717…761: need = 761 − 498 = 263,
    // room = 717 − 47 = 670 → its view rises by 263; the tab bar stays.
    #expect(form.view.frame.origin.y == -263)
    #expect(tabs.view.frame.origin.y == 0)
    #expect(tabs.tabBar.frameInWindow.minY == 761)  // 844 − 83
    #expect(harness.gap(below: field) == 10)  // 508 − (761 − 263); IQ: up to 176
    #expect(harness.lastAdjustment?.finalGeometry?.gap == 10)
  }

  @Test func whenLayoutMovesTheFieldASecondPassMakesTheFinalGapD() throws {
    // UIKit re-computes a lifted root view's bottom safe-area inset from its frame: once it no
    // longer reaches the home indicator, the inset drops to 0 and a field constrained to the
    // safe-area bottom slides down. This root view lays out that way.
    let field = makeField(y: 0)
    let rootView = WindowSafeAreaFollowingView(field: field, bottomSpacing: 20)
    let form = HeadlessViewController(classNames: ["ComposeController"], view: rootView)
    let harness = try RootAdjustHarness(rootController: form)
    // At rest the bottom inset is 34: field bottom = 844 − 34 − 20 = 790, T = 746…790.
    #expect(field.frame == CGRect(x: 16, y: 746, width: 358, height: 44))
    harness.edit(field)
    // Pass 1: need = 790 − 498 = 292 → y = −292. Layout: the root ends at 844 − 292 = 552,
    // above the home indicator (810), so its inset is 0 and the field moves to
    // 844 − 20 − 44 = 780 → T = 488…532 in the window: 34 pt still owed.
    // Pass 2 (settle): need = 532 − 498 = 34 → y = max(−292 − 34, 0 − 336) = −326.
    let passes = harness.records.filter { $0.action == .show || $0.action == .change }
    #expect(passes.map(\.reason) == [.keyboard, .settle])  // the will-show, then the settle pass
    #expect(passes.first?.finalGeometry?.gap == -24)  // 508 − 532
    #expect(form.view.frame.origin.y == -326)
    #expect(field.frame.minY == 780)
    #expect(harness.gap(below: field) == 10)  // 508 − (824 − 326)
    // And everything comes back on hide, the field included (its own layout puts it back).
    harness.endEditing()
    #expect(form.view.frame.origin.y == 0)
    form.view.layoutIfNeeded()
    #expect(field.frame.minY == 746)
  }
}

/// A root view that lays out like a UIKit root view constrained to the safe area when moved: its
/// bottom inset is its overlap with the window's unsafe bottom, recomputed from its frame, and
/// `field`'s bottom is `bottomSpacing` above it.
@MainActor
final class WindowSafeAreaFollowingView: HeadlessView {
  let field: HeadlessView
  let bottomSpacing: CGFloat

  init(field: HeadlessView, bottomSpacing: CGFloat) {
    self.field = field
    self.bottomSpacing = bottomSpacing
    super.init()
    addSubview(field)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let window else { return }
    let safeBottomInWindow = window.bounds.maxY - window.safeAreaInsets.bottom
    let bottomInset = max(0, frameInWindow.maxY - safeBottomInWindow)
    field.frame.origin.y = bounds.height - bottomInset - bottomSpacing - field.frame.height
  }
}
