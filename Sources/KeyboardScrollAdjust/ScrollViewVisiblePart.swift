import Foundation
import KeyboardCore

/// The visible part `V` of a scroll view (BEHAVIOR §7.1c), in window coordinates: its frame
/// inset top and bottom by its adjusted content inset *as the app set it* — its content inset
/// as the app set it (the ledger's original where this session changed it: a bottom inset set
/// for the keyboard is not part of `V`, the keyboard is the avoidance geometry's business)
/// plus the safe area it adds itself. The frame is where the ledger's animated writes take it,
/// never a value read back mid-animation.
///
/// The reveal puts the field inside `V` of every qualifying scroll view around it; the nested
/// loop of BEHAVIOR §7.3 keeps it there (``NestedScrollPlan``).
@MainActor
enum ScrollViewVisiblePart {
  /// `V` of `scrollView`; its height is never negative.
  static func frame(of scrollView: any HostScrollView, ledger: AdjusterLedger) -> CGRect {
    let frame = scrollView.frameInWindow.offsetBy(dx: 0, dy: ledger.settledShift(of: scrollView))
    let appInset =
      ledger.originalValue(of: .contentInset, of: scrollView) ?? scrollView.hostContentInset
    let safe = scrollView.safeAreaAddedToContentInset
    let top = appInset.top + safe.top
    let bottom = appInset.bottom + safe.bottom
    return CGRect(
      x: frame.minX, y: frame.minY + top, width: frame.width,
      height: Swift.max(0, frame.height - top - bottom))
  }

  /// The part of the window that lies inside `V` of `scrollView` and of every qualifying scroll
  /// view above it (BEHAVIOR §7.1): what scrolling `scrollView` moves the field against, as
  /// `minY…maxY` (`nil` when two of them do not overlap). A scroll view with no visible part
  /// (its insets cover all of it) is left out, as the reveal leaves it out.
  static func span(from scrollView: any HostScrollView, ledger: AdjusterLedger) -> (
    minY: CGFloat, maxY: CGFloat
  )? {
    var minY = -CGFloat.infinity
    var maxY = CGFloat.infinity
    for current in ScrollViewChoice.chain(startingAt: scrollView) {
      let visible = frame(of: current, ledger: ledger)
      guard visible.height > 0 else { continue }
      minY = Swift.max(minY, visible.minY)
      maxY = Swift.min(maxY, visible.maxY)
    }
    return minY <= maxY ? (minY, maxY) : nil
  }
}
