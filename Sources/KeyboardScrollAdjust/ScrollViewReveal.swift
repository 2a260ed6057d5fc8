import Foundation
import KeyboardCore

/// The reveal inside scroll views of Behavior.md §7.1c: before anything else of a `show` or
/// `change`, each qualifying scroll view around the field, innermost first, scrolls by the least
/// amount that puts the field inside its visible part — so a field is visible in its own scroll
/// views, not only above the keyboard (a far row of a short table focused by code, a text view
/// half scrolled out of the top of its table).
///
/// A scroll view with no visible part at all (its adjusted insets cover its whole height: a
/// scroll view lying wholly outside its superview's safe area, below the window) is skipped:
/// no offset shows the field in it, and scrolling it only moves the field out of the scroll
/// views inside it (the field was taken 44 pt below a grid's visible part that way).
///
/// The visible part `V` of a scroll view is ``ScrollViewVisiblePart``'s. The field's frame `F` is
/// where the offsets written so far take it (the ledger knows where its animated writes are
/// going), never a value read back mid-animation. Offsets stay within the resting offsets of
/// Behavior.md §7.1b with the current insets, are not rounded, go through the ledger with the
/// setter Behavior.md §11 names and are restored like every other.
@MainActor
struct ScrollViewReveal {
  /// The focused input.
  let input: any HostTextInput
  /// The qualifying scroll views around the field, innermost first.
  let chain: [any HostScrollView]
  /// The event's context (explanations).
  let context: AdjustmentContext
  /// The focused input's ancestors (``KeyboardCore/AdjustmentContext/inputAncestors``, read
  /// once: each read copies them).
  let ancestors: InputAncestors
  /// ScrollAdjust's view of the ledger.
  let ledger: AdjusterLedger
  /// Where the session found the offsets it writes (their restore rule).
  let foundOffsets: FoundOffsets

  /// The most passes over the chain (see ``run()``).
  static let maximumPasses = 3

  /// The most times the reveal and §7.3's loop run again after the loop (Behavior.md §7.1c,
  /// ``runsAgain(afterLoopSkipping:)``): each round's outer scrolls may move a visible part
  /// again; the bound keeps a hierarchy that never settles from looping.
  static let maximumRoundsAfterTheLoop = 3

  /// Reveals the field in every scroll view of ``chain``; returns whether any offset changed.
  ///
  /// One pass goes innermost first. When a pass scrolled, another one follows (at most
  /// ``maximumPasses``): scrolling an outer scroll view changes the visible part of the ones
  /// inside it, whose safe area — and so the part their adjusted inset covers — is where they
  /// lie outside the outer one's safe area, as UIKit's is. A table lying wholly below its
  /// enclosing scroll view's visible part has no visible part at first, and gets one only once
  /// the enclosing scroll view has revealed the field.
  func run() -> Bool {
    var scrolled = false
    for _ in 0..<Self.maximumPasses {
      guard runPass() else { break }
      scrolled = true
    }
    return scrolled
  }

  /// One pass over ``chain``, innermost first; returns whether any offset changed.
  private func runPass() -> Bool {
    var scrolled = false
    for (index, scrollView) in chain.enumerated() {
      let formula = formula(for: scrollView)
      let target = formula.targetOffsetY
      let depth = index + 1
      guard !formula.isInside else { continue }
      guard formula.visibleFrame.height > 0 else {
        context.explain(
          topic: "reveal",
          message:
            "scroll view #\(depth): no part of it is visible (its insets cover it): nothing to reveal the field in",
          values: formula.explanationValues)
        continue
      }
      guard formula.visibleFrame.maxY > lowestTopGuide else {
        context.explain(
          topic: "reveal",
          message:
            "scroll view #\(depth): its visible part lies wholly above the top guide, under the bars: nothing to reveal the field in",
          values: formula.explanationValues + [.init("Gtop", lowestTopGuide)])
        continue
      }
      guard target != formula.offsetY else {
        context.explain(
          topic: "reveal",
          message:
            "scroll view #\(depth): the field is outside its visible part, but the offset is at its bound",
          values: formula.explanationValues)
        continue
      }
      let offset = ledger.settledValue(of: .contentOffset, of: scrollView)
      let animated = ScrollViewChoice.usesAnimatedOffsetSetter(
        scrollView, ancestors: ancestors)
      context.explain(
        topic: "reveal",
        message: "scroll view #\(depth): the field is outside its visible part V; "
          + "scrolled by the least amount that puts it inside"
          + (animated ? " (animated setter)" : ""),
        values: formula.explanationValues)
      foundOffsets.write(
        CGPoint(x: offset.x, y: target), of: scrollView, animated: animated, ledger: ledger)
      scrolled = true
    }
    return scrolled
  }

  /// The top guide where it can still come to stand against the field and the scroll views: a
  /// lifted root view may come down by as much as it is lifted, taking them with it, so the
  /// guide is that much higher against them.
  var lowestTopGuide: CGFloat {
    context.geometry.topGuide - Swift.max(0, context.root.movedDistance)
  }

  /// Whether the reveal is to run again after §7.3's loop (Behavior.md §7.1c): the loop's
  /// scrolls gave one of `hidden` (the scroll views that had no visible part before it) a
  /// visible part with the field outside it, or left the field outside a visible part that it
  /// shares room for it in, below ``lowestTopGuide``, with the scroll views above.
  ///
  /// Plain loops here and below: a closure handed to `contains(where:)` or `filter` from
  /// main-actor code checks at each call that it runs on the main actor (≈ 290 instructions).
  func runsAgain(afterLoopSkipping hidden: [any HostScrollView]) -> Bool {
    for scrollView in hidden where fieldIsOutsideAVisiblePart(of: scrollView) { return true }
    for scrollView in chain where fieldFitsOutsideTheVisiblePart(of: scrollView) { return true }
    return false
  }

  /// The scroll views of ``chain`` that have no visible part now, with the field outside them:
  /// those the reveal skipped.
  func scrollViewsWithNoVisiblePart() -> [any HostScrollView] {
    var hidden: [any HostScrollView] = []
    for scrollView in chain {
      let formula = formula(for: scrollView)
      if !formula.isInside && formula.visibleFrame.height <= 0 { hidden.append(scrollView) }
    }
    return hidden
  }

  /// Whether `scrollView` has a visible part now and the field lies outside it, where an offset
  /// within its bounds would change that.
  private func fieldIsOutsideAVisiblePart(of scrollView: any HostScrollView) -> Bool {
    let formula = formula(for: scrollView)
    return !formula.isInside && formula.visibleFrame.height > 0
      && formula.targetOffsetY != formula.offsetY
  }

  /// Whether the field lies outside the visible part of `scrollView`, where an offset within
  /// its bounds would change that, and the visible parts of `scrollView` and the scroll views
  /// above it share, below ``lowestTopGuide``, enough to show the field. Where they do not
  /// (visible parts under the bars, or side by side), revealing only takes the field above the
  /// guide or out of another visible part.
  private func fieldFitsOutsideTheVisiblePart(of scrollView: any HostScrollView) -> Bool {
    guard fieldIsOutsideAVisiblePart(of: scrollView),
      let shared = ScrollViewVisiblePart.span(
        from: scrollView, ancestors: ancestors, ledger: ledger)
    else { return false }
    let field = ledger.settledFrameInWindow(of: input)
    return shared.maxY - Swift.max(shared.minY, lowestTopGuide) >= field.height
  }

  /// `F`, `V`, the offset and its bounds for `scrollView`, with the offsets written so far.
  /// The offset bounds are §7.1b's with the current insets, the safe area part of them where
  /// the ledger's animated writes take the scroll view
  /// (``ScrollViewVisiblePart/settledSafeAreaAdded(to:ledger:)``).
  func formula(for scrollView: any HostScrollView) -> RevealFormula {
    let adjusted =
      scrollView.hostContentInset
      + ScrollViewVisiblePart.settledSafeAreaAdded(to: scrollView, ledger: ledger)
    return RevealFormula(
      fieldFrame: ledger.settledFrameInWindow(of: input),
      visibleFrame: ScrollViewVisiblePart.frame(of: scrollView, ledger: ledger),
      offsetY: ledger.settledValue(of: .contentOffset, of: scrollView).y,
      minimumOffsetY: -adjusted.top,
      maximumOffsetY: scrollView.maximumValidContentOffsetY(adjustedContentInset: adjusted))
  }
}
