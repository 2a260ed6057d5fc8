import Foundation
import KeyboardCore

extension RestoreRule where Target == any HostScrollView, Value == CGPoint {
  /// How ScrollAdjust's content-offset changes are put back (BEHAVIOR §11), decided when the
  /// ledger restores, from the scroll view's settings at that moment:
  ///
  /// - `restoreContentOffset` on: the original offset, exactly;
  /// - otherwise the offset stays where it is, unless it points past the end of the content
  ///   (`y > maximumValidContentOffsetY`), in which case only `y` is pulled back to that end.
  static var scrollAdjustContentOffset: RestoreRule {
    RestoreRule(label: "exact if restoreContentOffset, else pulled back past end") {
      scrollView, state in
      ContentOffsetRestoration.restoredOffset(
        original: state.original, current: state.current,
        restoresExactly: scrollView.keyboardSettings.restoreContentOffset,
        maximumValidOffsetY: scrollView.maximumValidContentOffsetY)
    }
  }
}

/// The pure decision behind ``RestoreRule/scrollAdjustContentOffset``.
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
