import Foundation
import KeyboardCore

extension ScrollAdjuster {
  /// Behavior.md §7.4: the chosen scroll view's bottom content inset and indicator inset, unless
  /// it has `ignoreContentInsetAdjustment`.
  func adjustContentInset(
    of scrollView: any HostScrollView, context: AdjustmentContext, ledger: AdjusterLedger
  ) {
    guard !scrollView.keyboardSettings.ignoreContentInsetAdjustment else {
      context.explain(
        topic: "content-inset",
        message: "skipped: the scroll view has ignoreContentInsetAdjustment")
      return
    }
    let startInset = ledger.appContentInset(of: scrollView)
    let startIndicator =
      ledger.originalValue(of: .verticalScrollIndicatorInsets, of: scrollView)
      ?? scrollView.hostVerticalScrollIndicatorInsets
    // Where the scroll view is going: a scroll view above it may still be animating its offset.
    // The bottom safe area it adds to its inset itself is what overlaps the unsafe area, so
    // moving up shrinks it.
    let shift = ledger.settledShift(of: scrollView)
    let safeBottom = Swift.max(
      0, scrollView.safeAreaAddedToContentInset.bottom + Swift.min(0, shift))
    let formula = ContentInsetFormula(
      scrollViewFrameInWindow: scrollView.frameInWindow.offsetBy(dx: 0, dy: shift),
      keyboardTop: context.geometry.keyboardTop, distance: context.geometry.distance,
      safeAreaBottom: safeBottom,
      startInsetBottom: startInset.bottom, startIndicatorBottom: startIndicator.bottom)
    let insetWritten = writeBottom(
      formula.insetBottom, of: .contentInset, of: scrollView, ledger: ledger)
    let indicatorWritten = writeBottom(
      formula.indicatorBottom, of: .verticalScrollIndicatorInsets, of: scrollView, ledger: ledger)
    context.explain(
      topic: "content-inset",
      message:
        "bottom = max(start.bottom, Rsv.maxY − (kbTop − d) − safe)"
        + (insetWritten ? " (set)" : " (unchanged)")
        + ", indicator bottom = max(startIndicator.bottom, Rsv.maxY − kbTop − safe)"
        + (indicatorWritten ? " (set)" : " (unchanged)"),
      values: formula.explanationValues)
  }

  /// Behavior.md §7.5: the bottom inset of a tall scrollable text view, or its starting insets
  /// back when it fits again.
  ///
  /// The text view's bottom safe-area inset is taken off only when the text view adds it to its
  /// content inset itself (as §7.4 does for scroll views; `safeAreaAddedToContentInset`):
  /// otherwise nothing adds it back and the last `safe` points of text would stay under the
  /// keyboard. When it adds it (a text view whose text is taller than it, under UIKit's default
  /// automatic adjustment) this is exactly `tv.height − h − tv.safeAreaInsets.bottom`.
  func adjustTextViewInset(
    of textView: any HostScrollView, context: AdjustmentContext, ledger: AdjusterLedger
  ) {
    let startInset = ledger.appContentInset(of: textView)
    let startIndicator =
      ledger.originalValue(of: .verticalScrollIndicatorInsets, of: textView)
      ?? textView.hostVerticalScrollIndicatorInsets
    let formula = TextViewInsetFormula.measuring(textView, context: context, ledger: ledger)
    let insetBottom = formula.needsInset ? formula.insetBottom : startInset.bottom
    let indicatorBottom = formula.needsInset ? formula.indicatorBottom : startIndicator.bottom
    let insetWritten = writeBottom(insetBottom, of: .contentInset, of: textView, ledger: ledger)
    let indicatorWritten = writeBottom(
      indicatorBottom, of: .verticalScrollIndicatorInsets, of: textView, ledger: ledger)
    let changed = insetWritten || indicatorWritten
    context.explain(
      topic: "text-view-inset",
      message: formula.needsInset
        ? "tall text view (tv.height − start.bottom > h): bottom = max(start.bottom, tv.height − h − safe), never negative"
          + (changed ? " (set)" : " (unchanged)")
        : "text view fits (tv.height − start.bottom ≤ h): starting insets"
          + (changed ? " put back" : " kept"),
      values: formula.explanationValues)
  }

  /// Writes `bottom` into the bottom edge of `property` through the ledger, leaving the other
  /// edges as they are; writes (and records) nothing when the bottom already has that value.
  private func writeBottom(
    _ bottom: CGFloat, of property: HostProperty<any HostScrollView, EdgeInsets>,
    of scrollView: any HostScrollView, ledger: AdjusterLedger
  ) -> Bool {
    var insets = property.read(scrollView)
    guard insets.bottom != bottom else { return false }
    insets.bottom = bottom
    if property.key == HostProperty<any HostScrollView, EdgeInsets>.contentInset.key {
      judgeOffsetAtRestore(of: scrollView, ledger: ledger)
    }
    ledger.write(property, of: scrollView, to: insets)
    return true
  }

  /// Puts the offset of a scroll view whose content inset is about to change, or whose
  /// enclosing scroll view the session scrolled, in the ledger, as it is, when the ledger does
  /// not hold it yet: the restore then pulls it back if it points past the end of the content
  /// once the inset is back and the enclosing scroll views are where the restore leaves them
  /// (``FoundOffsets/judgeAtRestore(_:ledger:)``). Nothing is written to the scroll view.
  func judgeOffsetAtRestore(of scrollView: any HostScrollView, ledger: AdjusterLedger) {
    foundOffsets.judgeAtRestore(scrollView, ledger: ledger)
  }
}

extension TextViewInsetFormula {
  /// The formula for `textView` in this event: its height, the root view's superview, the
  /// keyboard's top and the top guide, its content inset before the session touched it, and the
  /// bottom safe area it adds to its inset itself.
  @MainActor
  static func measuring(
    _ textView: any HostScrollView, context: AdjustmentContext, ledger: AdjusterLedger
  ) -> TextViewInsetFormula {
    let startInset = ledger.appContentInset(of: textView)
    let startIndicator =
      ledger.originalValue(of: .verticalScrollIndicatorInsets, of: textView)
      ?? textView.hostVerticalScrollIndicatorInsets
    let rootSuperviewFrame =
      context.rootView.hostSuperview.map { $0.hostConvert($0.bounds, to: nil) }
      ?? context.window.bounds
    return TextViewInsetFormula(
      textViewHeight: textView.frame.height, rootSuperviewFrameInWindow: rootSuperviewFrame,
      keyboardTop: context.geometry.keyboardTop, topGuide: context.geometry.topGuide,
      startInsetBottom: startInset.bottom, startIndicatorBottom: startIndicator.bottom,
      textViewSafeAreaBottom: textView.safeAreaAddedToContentInset.bottom)
  }
}
