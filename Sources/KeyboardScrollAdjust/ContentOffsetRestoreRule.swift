import Foundation
import KeyboardCore

extension RestoreRule where Target == any HostScrollView, Value == CGPoint {
  /// How ScrollAdjust's content-offset changes are put back (Behavior.md §11, §15.1), decided when
  /// the ledger restores, from the scroll view's settings at that moment:
  ///
  /// - `restoreContentOffset` on: the original offset, exactly;
  /// - otherwise the offset stays where it is, unless it points past the end of the content —
  ///   beyond the largest resting offset `max(contentHeight + a.bottom − height, −a.top)` of
  ///   Behavior.md §7.1b — in which case only `y` is pulled back to it.
  ///
  /// `a` is the adjusted content inset as restored: `restoredContentInset` (the app's own
  /// inset, which the ledger puts back too, whichever of the two it restores first) plus the
  /// safe area the scroll view adds itself at that moment.
  ///
  /// An offset a restore before the session's end left in place (a re-capture, a new root, the
  /// adjuster removed) is judged again at the session's end: the session may still move the end
  /// of its content (scroll its enclosing scroll views, inset it, rotate back).
  static func scrollAdjustContentOffset(restoredContentInset: EdgeInsets) -> RestoreRule {
    RestoreRule(
      label: "exact if restoreContentOffset, else pulled back past end",
      judgesAgainAtSessionEnd: true
    ) { scrollView, state in
      ContentOffsetRestoration.restoredOffset(
        original: state.original, current: state.current,
        restoresExactly: scrollView.keyboardSettings.restoreContentOffset,
        maximumValidOffsetY: scrollView.maximumValidContentOffsetY(
          adjustedContentInset: restoredContentInset + scrollView.safeAreaAddedToContentInset))
    }
  }
}

/// The pure decision behind ``RestoreRule/scrollAdjustContentOffset(restoredContentInset:)``.
enum ContentOffsetRestoration {
  /// The offset to write back, or `nil` to leave `current` as it is.
  static func restoredOffset(
    original: CGPoint, current: CGPoint, restoresExactly: Bool, maximumValidOffsetY: CGFloat
  ) -> CGPoint? {
    if restoresExactly { return original }
    guard current.y > maximumValidOffsetY else { return nil }
    return CGPoint(x: current.x, y: maximumValidOffsetY)
  }
}
