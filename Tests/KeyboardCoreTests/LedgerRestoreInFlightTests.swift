import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// An animated restore is still on its way after its layer is gone: a table's offset put back
/// with the animated setter moves over 0.3 s of the headless clock, as on a device, so the
/// value read straight after the restore is the old one. The ledger answers where the restore
/// is carrying the host (`settledValue`, `settledShift`) while the host reads a value on the
/// restore's way, until the property is written again. Small phone; a 600-point scroll view with a row at 500.
@MainActor
@Suite struct LedgerRestoreInFlightTests {
  private let owner: AdjusterIdentifier = "test.scroller"
  private let app = HeadlessApp(profile: .smallPhone, rootController: HeadlessViewController())
  private let scrollView = HeadlessScrollView(
    frame: CGRect(x: 0, y: 0, width: 375, height: 600), id: "scroll")
  private let row = HeadlessView(frame: CGRect(x: 0, y: 500, width: 375, height: 44), id: "row")

  init() {
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    scrollView.addSubview(row)
    app.rootController?.view.addSubview(scrollView)
    app.window.layoutIfNeeded()
  }

  /// Writes offset 120 animated and lets the scroll land, then restores it (animated, back to
  /// 0) and returns the ledger straight after the restore.
  private func restoredWhileAnimatingBack() -> Ledger {
    let ledger = Ledger()
    ledger.write(
      .contentOffset, of: scrollView as any HostScrollView, to: CGPoint(x: 0, y: 120),
      owner: owner, animated: true)
    app.advance(by: 0.3)
    #expect(scrollView.contentOffset.y == 120)
    #expect(ledger.restoreAll() == 1)
    return ledger
  }

  @Test func anAnimatedRestoreIsReadWhereItIsGoing() {
    let ledger = restoredWhileAnimatingBack()
    // The host has not moved yet; the ledger knows it is going back to 0, and so does the row
    // (500 − 120 = 380 now, 500 once the restore lands).
    #expect(scrollView.contentOffset.y == 120)
    #expect(ledger.settledValue(of: .contentOffset, of: scrollView as any HostScrollView).y == 0)
    #expect(ledger.settledShift(of: row) == 120)
    #expect(ledger.settledFrameInWindow(of: row).minY == 500)
    // Nothing is recorded: no original, no layer, the ledger is empty.
    #expect(ledger.isEmpty)
    #expect(!ledger.holds(.contentOffset, of: scrollView as any HostScrollView))
    #expect(ledger.originalValue(of: .contentOffset, of: scrollView as any HostScrollView) == nil)

    app.advance(by: 0.15)
    #expect(scrollView.contentOffset.y == 60)
    #expect(ledger.settledShift(of: row) == 60)
    app.advance(by: 0.15)
    #expect(scrollView.contentOffset.y == 0)
    #expect(ledger.settledShift(of: row) == 0)
  }

  @Test func writingTheValueTheRestoreIsGoingToStartsFromIt() {
    let ledger = restoredWhileAnimatingBack()
    app.advance(by: 0.15)
    #expect(scrollView.contentOffset.y == 60)
    // Written again, at once, where the restore goes: the new record's original is where the
    // restore was taking the host (not the 60 read on the way), and the write lands now.
    ledger.write(
      .contentOffset, of: scrollView as any HostScrollView, to: .zero, owner: owner)
    #expect(ledger.originalValue(of: .contentOffset, of: scrollView as any HostScrollView) == .zero)
    #expect(scrollView.contentOffset.y == 0)
    #expect(ledger.settledValue(of: .contentOffset, of: scrollView as any HostScrollView) == .zero)
    #expect(ledger.settledShift(of: row) == 0)
  }

  @Test func writingAnotherValueReplacesTheRestoreInFlight() {
    let ledger = restoredWhileAnimatingBack()
    ledger.write(
      .contentOffset, of: scrollView as any HostScrollView, to: CGPoint(x: 0, y: 40),
      owner: owner)
    #expect(scrollView.contentOffset.y == 40)
    #expect(ledger.settledValue(of: .contentOffset, of: scrollView as any HostScrollView).y == 40)
    #expect(ledger.settledShift(of: row) == 0)
    // The original is where the restore was going, not the value read on the way.
    #expect(ledger.originalValue(of: .contentOffset, of: scrollView as any HostScrollView) == .zero)
  }

  @Test func aRestoreIsForgottenOnceItLanded() {
    let ledger = restoredWhileAnimatingBack()
    // Still on its way: kept.
    ledger.forgetLandedRestores()
    #expect(ledger.settledValue(of: .contentOffset, of: scrollView as any HostScrollView).y == 0)
    app.advance(by: 0.3)
    #expect(scrollView.contentOffset.y == 0)
    ledger.forgetLandedRestores()
    // Landed: the host's own value counts, and an app scroll now is seen as it is.
    scrollView.contentOffset = CGPoint(x: 0, y: 60)
    #expect(ledger.settledValue(of: .contentOffset, of: scrollView as any HostScrollView).y == 60)
    #expect(ledger.settledShift(of: row) == 0)
  }

  @Test func anAppScrollOntoTheWayOfALandedWriteCountsAsItIsOnTheAnimatorsClock() {
    let ledger = Ledger()
    ledger.currentTime = { [app] in app.animator.currentTime }
    ledger.write(
      .contentOffset, of: scrollView as any HostScrollView, to: CGPoint(x: 0, y: 120),
      owner: owner, animated: true)
    app.advance(by: 0.15)
    // Part-way, on the clock too: where the write goes.
    #expect(scrollView.contentOffset.y == 60)
    #expect(ledger.settledValue(of: .contentOffset, of: scrollView as any HostScrollView).y == 120)
    app.advance(by: 0.15)
    // Landed; the app then scrolls onto the write's way: its 60 is the value, nothing is owed.
    scrollView.contentOffset = CGPoint(x: 0, y: 60)
    #expect(ledger.settledValue(of: .contentOffset, of: scrollView as any HostScrollView).y == 60)
    #expect(ledger.settledShift(of: row) == 0)
  }

  @Test func anAppScrollOffTheWayOfARestoreCountsAsItIs() {
    let ledger = restoredWhileAnimatingBack()
    // Moved by the app beyond where the restore started: no longer on the restore's way.
    scrollView.contentOffset = CGPoint(x: 0, y: 300)
    #expect(ledger.settledValue(of: .contentOffset, of: scrollView as any HostScrollView).y == 300)
    #expect(ledger.settledShift(of: row) == 0)
  }

  /// A rule restored after an animated restore of an enclosing scroll view (judging rules run
  /// after the exact ones) measures the app where that restore takes it: the row will still
  /// move down the 120 pt the scroll view is going back, though the host reads it unmoved.
  @Test func aRestoreRuleMeasuresWhereAnEarlierAnimatedRestoreTakesTheViews() {
    let ledger = Ledger()
    ledger.write(
      .contentOffset, of: scrollView as any HostScrollView, to: CGPoint(x: 0, y: 120),
      owner: owner, animated: true)
    app.advance(by: 0.3)
    let seen = ShiftProbe()
    ledger.write(
      .frameOrigin, of: row as any HostView, to: CGPoint(x: 0, y: 510), owner: owner,
      restore: RestoreRule(label: "probe") { view, state in
        seen.shift = state.settledShift(of: view)
        return state.original
      })
    #expect(ledger.restoreAll() == 2)
    #expect(scrollView.contentOffset.y == 120)
    #expect(seen.shift == 120)
  }
}

/// What a probing restore rule saw.
@MainActor
private final class ShiftProbe {
  var shift: CGFloat?
}
