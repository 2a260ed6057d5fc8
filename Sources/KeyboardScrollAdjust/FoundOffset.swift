import Foundation
import KeyboardCore

/// Where a scroll view's content offset stood before ScrollAdjust wrote anything in this event,
/// and how far past the end of its content it pointed then: what the restore of a scroll view
/// that ScrollAdjust insets but never scrolls judges against
/// (``RestoreRule/scrollAdjustPullBackPastEnd(restoredContentInset:found:)``).
struct FoundOffset: Sendable {
  /// The offset.
  var offset: CGPoint
  /// How far `offset.y` pointed past the largest resting offset of Behavior.md §7.1b, with the
  /// app's own insets; 0 when it was within it. The app may leave an offset there on purpose;
  /// that much is not the session's to pull back.
  var pastEnd: CGFloat

  /// The offset of `scrollView` as it is now, or `nil` when the ledger already holds it (the
  /// session has written it: its own rule restores it).
  @MainActor
  init?(of scrollView: any HostScrollView, ledger: AdjusterLedger) {
    guard ledger.originalValue(of: .contentOffset, of: scrollView) == nil else { return nil }
    let appInset =
      ledger.originalValue(of: .contentInset, of: scrollView) ?? scrollView.hostContentInset
    offset = ledger.settledValue(of: .contentOffset, of: scrollView)
    let end = scrollView.maximumValidContentOffsetY(
      adjustedContentInset: appInset + scrollView.safeAreaAddedToContentInset)
    pastEnd = Swift.max(0, offset.y - end)
  }
}
