import Foundation
import KeyboardCore

/// The nested-scrolling loop of BEHAVIOR §7.3: starting at the chosen scroll view and climbing
/// through the qualifying scroll views above it, each one scrolls by what it can of the lift
/// budget `m`, within its resting offsets (`s ≥ −a.top`, BEHAVIOR §7.1b); what is left goes to
/// the adjusters after ScrollAdjust (RootAdjust). Where the loop does not go on it hands on
/// `m = min(0, need)`, so a root view lifted earlier can come back down. It runs after the
/// reveal of BEHAVIOR §7.1c (``ScrollViewReveal``), on the geometry measured after it.
///
/// Offsets are written through the ledger as the loop goes, because the text-view rule reads
/// the field's window frame after the inner scroll views moved.
@MainActor
struct NestedScrollPlan {
  /// The focused input.
  let input: any HostTextInput
  /// The scroll view chosen by BEHAVIOR §7.1, where the loop starts.
  let chosen: any HostScrollView
  /// The event's context (geometry, explanations).
  let context: AdjustmentContext
  /// ScrollAdjust's view of the ledger.
  let ledger: AdjusterLedger

  /// The most scroll views the loop climbs through, a guard against a cyclic host hierarchy.
  static let maximumDepth = 64

  /// Whether the loop goes on at a scroll view, and with which lift.
  enum Continuation {
    /// Scroll this view with lift `m`.
    case goOn(CGFloat, because: String, values: [Explanation.Value])
    /// Stop here with lift `m = min(0, need)`: nothing more to lift, and a root view lifted
    /// earlier in the session may come back down as far as the field stays `d` above the
    /// keyboard.
    case stop(CGFloat, because: String, values: [Explanation.Value])
  }

  /// Runs the loop with the budget `startingLift` and returns the lift left over.
  func run(startingLift: CGFloat) -> CGFloat {
    var lift = startingLift
    var inner: any HostView = input
    var current: (any HostScrollView)? = chosen
    var depth = 0
    while let scrollView = current, depth < Self.maximumDepth {
      depth += 1
      switch continuation(at: scrollView, lift: lift) {
      case .stop(let left, let reason, let values):
        explain(
          "stop", "stops at scroll view #\(depth): \(reason); m = min(0, need)",
          values + [.init("m left", left)])
        return left
      case .goOn(let newLift, let reason, let values):
        if newLift != lift || depth == 1 {
          explain("continue", "goes on at scroll view #\(depth): \(reason)", values)
        }
        lift = newLift
      }
      let next = ScrollViewChoice.nearestQualifyingScrollView(above: scrollView)
      guard let innerSuperview = inner.hostSuperview else { return lift }
      lift = scroll(
        scrollView, depth: depth,
        innerFrame: settledFrame(of: inner, in: scrollView, converting: innerSuperview),
        lift: lift, isOutermost: next == nil)
      inner = scrollView
      current = next
    }
    return lift
  }

  /// The go-on decision of BEHAVIOR §7.3 for `scrollView` with lift `m`.
  ///
  /// Inner scroll views may already have moved the field this event, so `T` and `need` are read
  /// now (where the ledger's animated writes take the field). Not going on keeps
  /// `m = min(0, need)`, not rounded (BEHAVIOR §15.3).
  func continuation(at scrollView: any HostScrollView, lift m: CGFloat) -> Continuation {
    let offsetY = ledger.settledValue(of: .contentOffset, of: scrollView).y
    // BEHAVIOR §7.1b: the scroll view rests at −a.top (under a translucent bar, below 0).
    let adjustedTop = scrollView.hostAdjustedContentInset.top
    let now = context.measureNow()
    let topGuide = now.topGuide
    let need = now.need
    let stopLift = Swift.min(0, need)
    if m > 0 {
      let values: [Explanation.Value] = [
        .init("m", m), .init("offset.y", offsetY), .init("a.top", adjustedTop),
      ]
      if offsetY + adjustedTop <= -m {
        return .stop(
          stopLift, because: "pulled past its top by at least m (offset.y + a.top ≤ −m)",
          values: values + [.init("need", need)])
      }
      return .goOn(m, because: "field covered (m > 0)", values: values)
    }
    // The field is visible.
    if let list = scrollView as? any HostListView {
      switch PreviousListItem.find(field: input, in: list) {
      case .previous(let indexPath, let previous, let frameNow):
        // The row's rectangle read now, moved to where the list's content is going.
        let frame = frameNow.offsetBy(
          dx: 0,
          dy: ledger.settledShift(of: list) + list.contentOffset.y
            - ledger.settledValue(of: .contentOffset, of: list).y)
        let values: [Explanation.Value] = [
          .init("m", m), .init("prevRow.maxY", frame.maxY), .init("Gtop", topGuide),
          .init("need", need), .init("offset.y", offsetY), .init("a.top", adjustedTop),
        ]
        guard offsetY > -adjustedTop else {
          return .stop(
            stopLift,
            because:
              "field in row \(indexPath), previous row \(previous) kept visible, but offset.y ≤ −a.top",
            values: values)
        }
        let newLift = Swift.max(Swift.min(0, frame.maxY - topGuide), need)
        return .goOn(
          newLift,
          because:
            "field in row \(indexPath): keep previous row \(previous) visible, m = max(min(0, prevRow.maxY − Gtop), need)",
          values: values + [.init("new m", newLift)])
      case .notInOwnCell, .firstItem, .previousFrameUnknown:
        break
      }
    }
    let fieldTop = now.fieldFrame.minY
    let values: [Explanation.Value] = [
      .init("m", m), .init("T.minY", fieldTop), .init("Gtop", topGuide), .init("need", need),
    ]
    guard fieldTop < topGuide else {
      return .stop(
        stopLift, because: "field visible and its top is not above the top guide", values: values)
    }
    let newLift = Swift.max(Swift.min(0, fieldTop - topGuide), need)
    return .goOn(
      newLift, because: "field's top above the top guide: m = max(min(0, T.minY − Gtop), need)",
      values: values + [.init("new m", newLift)])
  }

  /// Scrolls `scrollView` for lift `m` and returns the lift left: `s = max(−a.top, y + m)`,
  /// and when scrolling the content up (`m > 0`) also `s ≤ R.minY − a.top` (never the inner
  /// view's top above the visible top); scrolling down to bring back a field scrolled out
  /// above has no such clamp, so scrolling never turns into lift. Then the text-view rule.
  private func scroll(
    _ scrollView: any HostScrollView, depth: Int, innerFrame: CGRect, lift m: CGFloat,
    isOutermost: Bool
  ) -> CGFloat {
    let offset = ledger.settledValue(of: .contentOffset, of: scrollView)
    let y = offset.y
    // BEHAVIOR §7.1b: bounded by the adjusted content inset, never by 0.
    let adjustedTop = scrollView.hostAdjustedContentInset.top
    let unclamped = Swift.max(-adjustedTop, y + m)
    let clamped = m > 0 ? Swift.min(unclamped, innerFrame.minY - adjustedTop) : unclamped
    var target = clamped
    var left = m - (target - y)
    // The text-view rule's numbers: T'.minY, Gtop, s'.
    var textViewRule: (fieldTop: CGFloat, topGuide: CGFloat)?
    if isOutermost, let textView = textViewThatWillShrink {
      let fieldTopNow = ledger.settledFrameInWindow(of: textView).minY
      let topGuide = context.geometry.topGuide
      target = Swift.min(target, y + (fieldTopNow - topGuide))
      left = 0
      textViewRule = (fieldTopNow, topGuide)
    }
    var animated: Bool?
    if target != y {
      let usesAnimatedSetter = ScrollViewChoice.usesAnimatedOffsetSetter(scrollView, field: input)
      ledger.write(
        .contentOffset, of: scrollView, to: CGPoint(x: offset.x, y: target),
        animated: usesAnimatedSetter,
        restore: .scrollAdjustContentOffset(
          restoredContentInset: ledger.originalValue(of: .contentInset, of: scrollView)
            ?? scrollView.hostContentInset))
      animated = usesAnimatedSetter
    }
    // The sentence and the numbers are built only when the explanations are recorded.
    func message() -> String {
      let rule =
        textViewRule != nil
        ? "scrollable text view that §7.5 shrinks, outermost scroll view: s = min(s, y + (T'.minY − Gtop)), m = 0 (the text-view inset does the rest)"
        : m > 0
          ? "s = min(max(−a.top, y + m), R.minY − a.top), m −= s − y"
          : "s = max(−a.top, y + m) (no R.minY clamp scrolling down), m −= s − y"
      let outcome =
        animated.map { $0 ? "; offset set (animated setter)" : "; offset set" }
        ?? "; offset unchanged"
      return "scroll view #\(depth): " + rule + outcome
    }
    func values() -> [Explanation.Value] {
      var values: [Explanation.Value] = [
        .init("m", m), .init("y", y), .init("a.top", adjustedTop),
        .init("R.minY", innerFrame.minY), .init("s", clamped),
      ]
      if let (fieldTop, topGuide) = textViewRule {
        values += [.init("T'.minY", fieldTop), .init("Gtop", topGuide), .init("s'", target)]
      }
      return values + [.init("m left", left)]
    }
    explain("content-offset", message(), values())
    return left
  }

  /// The field, when it is a scrollable text view that BEHAVIOR §7.5 will shrink: exactly
  /// §7.5's test `tv.height − start.bottom > h` (BEHAVIOR §15.5). Only such a text view gets the
  /// text-view rule of §7.3; any other field — a text view that fits included — is lifted like
  /// a text field.
  private var textViewThatWillShrink: (any HostScrollView)? {
    guard input.isScrollableTextView, let textView = input as? any HostScrollView else {
      return nil
    }
    let formula = TextViewInsetFormula.measuring(textView, context: context, ledger: ledger)
    return formula.needsInset ? textView : nil
  }

  /// `inner`'s frame in `scrollView`'s content coordinates, once the ledger's animated writes
  /// land: read now, then moved by the animated offsets still on their way between the two
  /// (`scrollView`'s own offset is not one of them: the frame is in its content coordinates).
  private func settledFrame(
    of inner: any HostView, in scrollView: any HostScrollView, converting superview: any HostView
  ) -> CGRect {
    let now = superview.hostConvert(inner.frame, to: scrollView)
    let ownOffsetStillToGo =
      scrollView.contentOffset.y - ledger.settledValue(of: .contentOffset, of: scrollView).y
    let between =
      ledger.settledShift(of: inner) - ledger.settledShift(of: scrollView) - ownOffsetStillToGo
    return now.offsetBy(dx: 0, dy: between)
  }

  private func explain(
    _ topic: String, _ message: @autoclosure () -> String,
    _ values: @autoclosure () -> [Explanation.Value]
  ) {
    context.explain(topic: topic, message: message(), values: values())
  }
}
