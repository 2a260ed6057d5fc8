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

extension RestoreRule where Target == any HostScrollView, Value == CGPoint {
  /// How ScrollAdjust judges the offset of a scroll view whose inset it changed but whose
  /// offset it has not moved (Behavior.md §11), `found` as it was before the session's writes:
  /// the offset stays where it is — the app's or the user's, even with `restoreContentOffset`
  /// on — unless, once the inset is back, it points further past the end of the content than
  /// the session found it; then only `y` is pulled back, that far past the end. When the
  /// record's original is not `found.offset` (an earlier write of this session moved the
  /// offset, and a restore before the session's end left it to be judged at the end), the
  /// offset is the session's: it is restored as
  /// ``scrollAdjustContentOffset(restoredContentInset:)`` restores it.
  ///
  /// The bottom inset a session adds lets the user scroll past the end the content has without
  /// it, and the session's scrolls of the enclosing scroll views move the end of an inner one's
  /// content (its safe area changes): without this judgement a hide that puts the inset back
  /// could leave the content scrolled past its end. How far past the end the app had left it is
  /// not the session's to change.
  static func scrollAdjustPullBackPastEnd(restoredContentInset: EdgeInsets, found: FoundOffset)
    -> RestoreRule
  {
    RestoreRule(label: "pulled back past end", judgesAgainAtSessionEnd: true) {
      scrollView, state in
      let end = scrollView.maximumValidContentOffsetY(
        adjustedContentInset: restoredContentInset + scrollView.safeAreaAddedToContentInset)
      guard state.original == found.offset else {
        return ContentOffsetRestoration.restoredOffset(
          original: state.original, current: state.current,
          restoresExactly: scrollView.keyboardSettings.restoreContentOffset,
          maximumValidOffsetY: end)
      }
      return ContentOffsetRestoration.restoredOffset(
        original: state.original, current: state.current, restoresExactly: false,
        maximumValidOffsetY: end + found.pastEnd)
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
