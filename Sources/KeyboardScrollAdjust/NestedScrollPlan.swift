import Foundation
import KeyboardCore

/// The nested-scrolling loop of Behavior.md §7.3: starting at the chosen scroll view and climbing
/// through the qualifying scroll views above it, each one scrolls by what it can of the lift
/// budget `m`, within its resting offsets (`s ≥ −a.top`, Behavior.md §7.1b); what is left goes to
/// the adjusters after ScrollAdjust (RootAdjust). A covered field stopped by a scroll view
/// pulled past its top keeps its `m` for RootAdjust. Where the loop does not go on with the field
/// visible, or runs out of scroll views with it visible, it hands on `m = min(0, need)` — `min(0, room, need)`
/// for a field that does not fit between the top guide and the keyboard — so a root view lifted
/// earlier comes back down as far as the field allows. It runs after the
/// reveal of Behavior.md §7.1c (``ScrollViewReveal``), on the geometry measured after it, and
/// never scrolls the field out of the visible parts the reveal put it in.
///
/// Offsets are written through the ledger as the loop goes, because the text-view rule reads
/// the field's window frame after the inner scroll views moved.
@MainActor
struct NestedScrollPlan {
  /// The focused input.
  let input: any HostTextInput
  /// The scroll view chosen by Behavior.md §7.1, where the loop starts.
  let chosen: any HostScrollView
  /// The event's context (geometry, explanations).
  let context: AdjustmentContext
  /// The focused input's ancestors (``KeyboardCore/AdjustmentContext/inputAncestors``, read
  /// once: each read copies them).
  let ancestors: InputAncestors
  /// ScrollAdjust's view of the ledger.
  let ledger: AdjusterLedger
  /// Where the session found the offsets it writes (their restore rule).
  let foundOffsets: FoundOffsets

  /// The most scroll views the loop climbs through, a guard against a cyclic host hierarchy.
  static let maximumDepth = 64

  /// Whether the loop goes on at a scroll view, and with which lift.
  enum Continuation {
    /// Scroll this view with lift `m`.
    case goOn(CGFloat, because: String, values: JudgedValues)
    /// Stop here with the lift to hand on: for a visible field `m = min(0, room, need)`
    /// (``downwardLift(_:)``) — nothing more to lift, and a root view lifted earlier in the
    /// session may come back down as far as the field stays `d` above the keyboard; for a
    /// covered field at a scroll view pulled past its top, `m` itself, for RootAdjust.
    case stop(CGFloat, because: String, values: JudgedValues)
  }

  /// The numbers a ``Continuation`` was decided on, turned into explanation values only when
  /// an explanation is recorded (building the list at every scroll view cost an allocation a
  /// show and a focus change).
  enum JudgedValues {
    /// A covered field: `m`, `offset.y`, `a.top`, and `need` where the loop stops.
    case covered(m: CGFloat, offsetY: CGFloat, adjustedTop: CGFloat, need: CGFloat?)
    /// A visible field in a list row whose previous row is kept in view.
    case previousRow(
      m: CGFloat, previousRowMaxY: CGFloat, topGuide: CGFloat, need: CGFloat, offsetY: CGFloat,
      adjustedTop: CGFloat, fieldTop: CGFloat, newLift: CGFloat)
    /// A visible field: `m`, `T.minY`, `Gtop`, `need`, and the new `m` where the loop goes on.
    case visible(m: CGFloat, fieldTop: CGFloat, topGuide: CGFloat, need: CGFloat, newLift: CGFloat?)

    /// The values, named as the explanations name them.
    var list: [Explanation.Value] {
      switch self {
      case .covered(let m, let offsetY, let adjustedTop, let need):
        var list: [Explanation.Value] = [
          .init("m", m), .init("offset.y", offsetY), .init("a.top", adjustedTop),
        ]
        if let need { list.append(.init("need", need)) }
        return list
      case .previousRow(
        let m, let previousRowMaxY, let topGuide, let need, let offsetY, let adjustedTop,
        let fieldTop, let newLift):
        return [
          .init("m", m), .init("prevRow.maxY", previousRowMaxY), .init("Gtop", topGuide),
          .init("need", need), .init("offset.y", offsetY), .init("a.top", adjustedTop),
          .init("T.minY", fieldTop), .init("new m", newLift),
        ]
      case .visible(let m, let fieldTop, let topGuide, let need, let newLift):
        var list: [Explanation.Value] = [
          .init("m", m), .init("T.minY", fieldTop), .init("Gtop", topGuide), .init("need", need),
        ]
        if let newLift { list.append(.init("new m", newLift)) }
        return list
      }
    }
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
          "stop", "stops at scroll view #\(depth): \(reason)",
          values.list + [.init("m left", left)])
        return left
      case .goOn(let newLift, let reason, let values):
        if newLift != lift || depth == 1 {
          explain("continue", "goes on at scroll view #\(depth): \(reason)", values.list)
        }
        lift = newLift
      }
      let next = ScrollViewChoice.nearestQualifyingScrollView(
        above: scrollView, in: ancestors)
      guard let innerSuperview = inner.hostSuperview else { break }
      lift = scroll(
        scrollView, depth: depth,
        innerFrame: settledFrame(of: inner, in: scrollView, converting: innerSuperview),
        lift: lift, isOutermost: next == nil)
      inner = scrollView
      current = next
    }
    return liftAtTheEnd(lift, startingLift: startingLift, depth: depth)
  }

  /// The lift handed on when the loop runs out of scroll views. With the field visible — the
  /// loop started with `m ≤ 0`, or what it scrolled down left a negative `m` — there is no
  /// scroll view left to go on at, and the loop ends as a stop does, with ``downwardLift(_:)``
  /// read now, unless the `m` it carries goes further down (a field that does not fit between
  /// the top guide and the keyboard, brought down to the top guide). A root view lifted earlier
  /// in the session then comes down as far as the field stays `d` above the keyboard, not only
  /// as far as its top reaches the top guide (which left a root lifted for nothing while the
  /// field sat far above the keyboard).
  private func liftAtTheEnd(_ lift: CGFloat, startingLift: CGFloat, depth: Int) -> CGFloat {
    guard lift < 0 || startingLift <= 0 else { return lift }
    let now = context.measureNow()
    let left = Swift.min(lift, Self.downwardLift(now))
    if left != lift {
      explain(
        "stop",
        "ends after scroll view #\(depth) with the field visible: m = min(m, 0, room, need)",
        [
          .init("m", lift), .init("need", now.need), .init("room", now.room),
          .init("m left", left),
        ])
    }
    return left
  }

  /// The go-on decision of Behavior.md §7.3 for `scrollView` with lift `m`.
  ///
  /// Inner scroll views may already have moved the field this event, so `T` and `need` are read
  /// now (where the ledger's animated writes take the field). Not going on keeps
  /// `m = min(0, room, need)`, not rounded (Behavior.md §15.3).
  func continuation(at scrollView: any HostScrollView, lift m: CGFloat) -> Continuation {
    let offsetY = ledger.settledValue(of: .contentOffset, of: scrollView).y
    // Behavior.md §7.1b: the scroll view rests at −a.top (under a translucent bar, below 0).
    let adjustedTop = scrollView.hostAdjustedContentInset.top
    let now = context.measureNow()
    let topGuide = now.topGuide
    let need = now.need
    let stopLift = Self.downwardLift(now)
    if m > 0 {
      // Scrolling a view pulled past its top would move the field by more than `m` (it springs
      // back to `−a.top`): it is left alone, and the field, still covered, keeps its budget for
      // the scroll views above and RootAdjust. Handing on `min(0, room, need)` = 0 here left
      // the field under the keyboard with the whole screen free above it.
      if offsetY + adjustedTop <= -m {
        return .stop(
          m, because: "pulled past its top by at least m (offset.y + a.top ≤ −m); m is kept",
          values: .covered(m: m, offsetY: offsetY, adjustedTop: adjustedTop, need: need))
      }
      return .goOn(
        m, because: "field covered (m > 0)",
        values: .covered(m: m, offsetY: offsetY, adjustedTop: adjustedTop, need: nil))
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
        // At its top the list cannot scroll the previous row into view: the field is judged as
        // a first row is (below), so a field whose top is above the top guide still makes the
        // scroll views above scroll it down, instead of the loop stopping with the field under
        // the bar (a field revealed at the top of a scroll view reaching under the bar).
        guard offsetY > -adjustedTop else { break }
        // In a grid the item before can stand beside the field, its bottom below the field's
        // top: keeping it in sight must not leave the field's own top above the top guide.
        let kept = Swift.min(frame.maxY, now.fieldFrame.minY)
        let newLift = Self.visibleLift(keeping: kept - topGuide, now: now)
        return .goOn(
          newLift,
          because:
            "field in row \(indexPath): keep previous row \(previous) and the field's top visible, m = max(min(0, prevRow.maxY − Gtop, T.minY − Gtop), min(room, need))",
          values: .previousRow(
            m: m, previousRowMaxY: frame.maxY, topGuide: topGuide, need: need, offsetY: offsetY,
            adjustedTop: adjustedTop, fieldTop: now.fieldFrame.minY, newLift: newLift))
      case .notInOwnCell, .firstItem, .previousFrameUnknown:
        break
      }
    }
    let fieldTop = now.fieldFrame.minY
    guard fieldTop < topGuide else {
      return .stop(
        stopLift,
        because: "field visible and its top is not above the top guide; m = min(0, room, need)",
        values: .visible(m: m, fieldTop: fieldTop, topGuide: topGuide, need: need, newLift: nil))
    }
    let newLift = Self.visibleLift(keeping: fieldTop - topGuide, now: now)
    return .goOn(
      newLift,
      because: "field's top above the top guide: m = max(min(0, T.minY − Gtop), min(room, need))",
      values: .visible(m: m, fieldTop: fieldTop, topGuide: topGuide, need: need, newLift: newLift))
  }

  /// `min(0, need)`, the lift §7.3 hands on where the loop stops, read as §6 reads a field that
  /// does not fit between the top guide and the keyboard: `need` gives way to
  /// `min(room, need)`. The same whenever the field fits (`need ≤ room`); when it does not, the
  /// top wins, as in §6 — a root view lifted so far that the field's top went above the top
  /// guide comes down until the top is at the guide.
  static func downwardLift(_ now: AvoidanceGeometry) -> CGFloat {
    Swift.min(0, Swift.min(now.room, now.need))
  }

  /// The lift of Behavior.md §7.3's visible branch, `m = max(min(0, above), need)` with `above` how
  /// far the row or field to keep in view is above the top guide, read as §6 reads a field that
  /// does not fit: `need` gives way to `min(room, need)`. The two are the same whenever the
  /// field fits between the top guide and the keyboard (`need ≤ room`); when it does not, the
  /// top wins, as in §6, instead of the field staying above the top guide for the keyboard's
  /// sake (or, with `need > 0`, being lifted further above it). Never positive.
  static func visibleLift(keeping above: CGFloat, now: AvoidanceGeometry) -> CGFloat {
    Swift.min(0, Swift.max(Swift.min(0, above), Swift.min(now.room, now.need)))
  }

  /// Scrolls `scrollView` for lift `m` and returns the lift left: `s = max(−a.top, y + m)`,
  /// and when scrolling the content up (`m > 0`) also `s ≤ R.minY − a.top` (never the inner
  /// view's top above the visible top); scrolling down to bring back a field scrolled out
  /// above has no such clamp, so scrolling never turns into lift. Then the text-view rule.
  ///
  /// The `R.minY` clamp bounds how far the content goes up; it never turns the scroll around:
  /// when the inner view's top is already above the visible top (an inner scroll view taller
  /// than this one, scrolled into its middle), `s = y` — the reading of Behavior.md §7.3 "when
  /// scrolling the content up". Read literally, `s = R.minY − a.top < y` scrolled the content
  /// *down* by hundreds of points with a covered field, and the lift grew by as much (a nested
  /// scroll view scrolled from 360 to 36, the root lifted 330 pt, the field out of its scroll
  /// views' visible parts).
  private func scroll(
    _ scrollView: any HostScrollView, depth: Int, innerFrame: CGRect, lift m: CGFloat,
    isOutermost: Bool
  ) -> CGFloat {
    let offset = ledger.settledValue(of: .contentOffset, of: scrollView)
    let y = offset.y
    // Behavior.md §7.1b: bounded by the adjusted content inset, never by 0.
    let adjustedTop = scrollView.hostAdjustedContentInset.top
    var target = Swift.max(-adjustedTop, y + m)
    if m > 0 { target = Swift.max(y, Swift.min(target, innerFrame.minY - adjustedTop)) }
    let firstTarget = target
    // `let`s, so that the explanation's message and values below capture values, not boxes.
    let left: CGFloat
    let textView = isOutermost ? textViewThatWillShrink : nil
    var wanted = m
    let textViewValues: [Explanation.Value]
    if let textView {
      let fieldTopNow = ledger.settledFrameInWindow(of: textView).minY
      let topGuide = context.geometry.topGuide
      let roomNow = fieldTopNow - topGuide
      // Within the offset bounds: a text view above the guide is brought down no further than
      // the scroll view's top allows (the rest is the root view's, below).
      target = Swift.max(-adjustedTop, Swift.min(target, y + roomNow))
      wanted = Swift.min(m, roomNow)
      textViewValues = [
        .init("T'.minY", fieldTopNow), .init("Gtop", topGuide), .init("s'", target),
      ]
    } else {
      textViewValues = []
    }
    let kept = keptInsideVisibleParts(target, y: y, scrollView: scrollView)
    let keptFrom = target
    target = kept.target
    if textView != nil {
      // Behavior.md §7.3 says m = 0: the text view's top is at the top guide and its inset does
      // the rest. Where this scroll view could not take it there (s clamped at R.minY − a.top,
      // at its top, or to keep the field inside the visible parts V), the rest of the way to
      // the guide is still the root view's: up (else the text view stays that far lower than
      // §7.5's inset assumes, its bottom under the keyboard), or down (a lifted root view
      // comes down, taking the field and the visible parts with it). Equal to 0 whenever s
      // reached y + (T'.minY − Gtop).
      let rest = wanted - (target - y)
      left = wanted >= 0 ? Swift.max(0, rest) : Swift.min(0, rest)
    } else {
      left = m - (target - y)
    }
    let animated: Bool?
    if target != y {
      let isAnimated = ScrollViewChoice.usesAnimatedOffsetSetter(
        scrollView, ancestors: ancestors)
      animated = isAnimated
      foundOffsets.write(
        CGPoint(x: offset.x, y: target), of: scrollView, animated: isAnimated, ledger: ledger)
    } else {
      animated = nil
    }
    // The message and the values are built only when the explanation is recorded (building
    // them for every scroll cost 4 allocations a show).
    func message() -> String {
      var message: String
      if textView != nil {
        message =
          "scrollable text view that §7.5 shrinks, outermost scroll view: s = min(s, y + (T'.minY − Gtop)), m = min(m, T'.minY − Gtop) − (s − y) (the text-view inset does the rest)"
      } else {
        message =
          m > 0
          ? "s = max(y, min(max(−a.top, y + m), R.minY − a.top)), m −= s − y"
          : "s = max(−a.top, y + m) (no R.minY clamp scrolling down), m −= s − y"
      }
      if kept.clamped { message += "; s clamped so the field stays inside the visible parts V" }
      if kept.byInnerVisibleParts { message += " (of the scroll views inside it too)" }
      switch animated {
      case true?: message += "; offset set (animated setter)"
      case false?: message += "; offset set"
      case nil: message += "; offset unchanged"
      }
      return "scroll view #\(depth): " + message
    }
    func values() -> [Explanation.Value] {
      var values: [Explanation.Value] = [
        .init("m", m), .init("y", y), .init("a.top", adjustedTop), .init("R.minY", innerFrame.minY),
        .init("s", firstTarget),
      ]
      values += textViewValues
      if kept.target != keptFrom {
        values += kept.values() + [.init("s inside V", kept.target)]
      }
      values.append(.init("m left", left))
      return values
    }
    explain("content-offset", message(), values())
    return left
  }

  /// `target` bounded so that scrolling `scrollView` from `y` to it keeps the field inside the
  /// visible part `V` (Behavior.md §7.1c, ``ScrollViewVisiblePart``) of `scrollView` and of every
  /// qualifying scroll view above it — where the reveal put it. Scrolling this scroll view
  /// moves the field against all of them alike; only the root view's lift moves them with it.
  ///
  /// Scrolling the content up, the field's top stays at or below the lowest top of those `V`s
  /// (`s ≤ y + F.minY − V.minY`); scrolling it down, a field that fits in them keeps its bottom
  /// at or above their highest bottom (`s ≥ y − (V.maxY − F.maxY)`). Never past `y`: a field
  /// already outside is not scrolled further out. What the clamp holds back stays in `m`: the
  /// next scroll view, else the root view, moves the field instead.
  ///
  /// The reading of Behavior.md §7.3 "never scroll the field's top above the scroll view's visible
  /// top" for nested scroll views, and of §7.1c "then §7.3 runs as stated": the `R.minY` clamp
  /// alone judges the inner view against this scroll view only, so an inner scroll view's
  /// scroll took the field above an outer one's visible top (a grid in a scroll view: 10 pt),
  /// and the visible branch, scrolling a field down to the top guide under a lifted root view,
  /// took it out of the bottom of the table it had just been revealed in (46 pt) while the
  /// root view then came down anyway.
  private func keptInsideVisibleParts(
    _ target: CGFloat, y: CGFloat, scrollView: any HostScrollView
  ) -> KeptInsideVisibleParts {
    guard target != y,
      let visible = ScrollViewVisiblePart.span(
        from: scrollView, ancestors: ancestors, ledger: ledger)
    else {
      return KeptInsideVisibleParts(
        target: target, clamped: false, byInnerVisibleParts: false, field: nil, visible: nil)
    }
    let field = ledger.settledFrameInWindow(of: input)
    var kept = target
    if target > y {
      kept = Swift.min(target, y + Swift.max(0, field.minY - visible.minY))
    } else if field.height <= visible.maxY - visible.minY {
      kept = Swift.max(target, y - Swift.max(0, visible.maxY - field.maxY))
    }
    let keptInside = keptInsideInnerVisibleParts(kept, y: y, scrollView: scrollView, field: field)
    return KeptInsideVisibleParts(
      target: keptInside, clamped: keptInside != target, byInnerVisibleParts: keptInside != kept,
      field: field, visible: visible)
  }

  /// `target` bounded so that scrolling `scrollView` from `y` to it keeps the field inside the
  /// visible part `V` of each qualifying scroll view the loop passed below it, where the reveal
  /// put it (a field already outside one is not taken further out). A `V` the reveal leaves
  /// out is left out here too: an empty one, and one lying wholly above the top guide at its
  /// lowest (under the bars, it shows the field nowhere).
  ///
  /// Scrolling `scrollView` moves an inner scroll view with the field, but not always its `V`:
  /// where the inner one reaches past the safe area of the view around it, that edge of its
  /// `V` stays where the safe area is
  /// (``ScrollViewVisiblePart/frame(of:ledger:afterContentOf:movesBy:)``). Scrolling the outer
  /// scroll view down to bring a field's top to the top guide then took the field's bottom out
  /// of the inner `V` (10 pt, and 12 pt of a tall text view), where lowering the root view —
  /// which moves every `V` with the field — puts it both below the guide and inside.
  ///
  /// How far the field overshoots an inner `V` grows with the scroll, first not at all (the
  /// edge moves with it), then point for point (the edge stays): stepping back by the overshoot
  /// at `target` finds the furthest offset that keeps it inside.
  private func keptInsideInnerVisibleParts(
    _ target: CGFloat, y: CGFloat, scrollView: any HostScrollView, field: CGRect
  ) -> CGFloat {
    // How far the content moves down the window; the field moves with it.
    let fullShift = y - target
    guard fullShift != 0 else { return target }
    let downward = fullShift > 0
    let lowestTopGuide = context.geometry.topGuide - Swift.max(0, context.root.movedDistance)
    var shift = fullShift
    var inner: (any HostScrollView)? = chosen
    var depth = 0
    while let current = inner, current !== scrollView, depth < Self.maximumDepth {
      depth += 1
      inner = ScrollViewChoice.nearestQualifyingScrollView(
        above: current, in: ancestors)
      let visibleNow = ScrollViewVisiblePart.frame(of: current, ledger: ledger)
      guard visibleNow.height > 0, visibleNow.maxY > lowestTopGuide,
        !downward || field.height <= visibleNow.height
      else { continue }
      let visibleThere = ScrollViewVisiblePart.frame(
        of: current, ledger: ledger, afterContentOf: scrollView, movesBy: shift)
      let allowed = Swift.max(0, Self.overshoot(field, of: visibleNow, downward: downward))
      let overshootThere = Self.overshoot(
        field.offsetBy(dx: 0, dy: shift), of: visibleThere, downward: downward)
      guard overshootThere > allowed else { continue }
      let stepBack = overshootThere - allowed
      shift = downward ? Swift.max(0, shift - stepBack) : Swift.min(0, shift + stepBack)
    }
    return y - shift
  }

  /// How far `field` lies outside `visible` on the side it moves towards (its bottom moving
  /// `downward`, else its top); negative while inside.
  private static func overshoot(_ field: CGRect, of visible: CGRect, downward: Bool) -> CGFloat {
    downward ? field.maxY - visible.maxY : visible.minY - field.minY
  }

  /// The field, when it is a scrollable text view that Behavior.md §7.5 will shrink: exactly
  /// §7.5's test `tv.height − start.bottom > h` (Behavior.md §15.5). Only such a text view gets the
  /// text-view rule of §7.3; any other field — a text view that fits included — is lifted like
  /// a text field.
  private var textViewThatWillShrink: (any HostScrollView)? {
    guard input.isScrollableTextView, let textView = input.hostScrollView else {
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

/// What ``NestedScrollPlan``'s clamp to the visible parts decided, with the numbers it judged,
/// turned into explanation values only when an explanation is recorded.
private struct KeptInsideVisibleParts {
  /// The offset kept.
  let target: CGFloat
  /// Whether the clamp changed it.
  let clamped: Bool
  /// Whether the visible part of a scroll view inside the one scrolled held it back
  /// (`NestedScrollPlan.keptInsideInnerVisibleParts`).
  let byInnerVisibleParts: Bool
  /// The field's frame and the visible parts' span judged; `nil` when nothing was judged.
  let field: CGRect?
  let visible: (minY: CGFloat, maxY: CGFloat)?

  /// `F.minY`, `F.maxY`, `V.minY`, `V.maxY`, when judged and the scroll view's own visible
  /// parts held the offset back (not only an inner one's, whose `V` these are not).
  func values() -> [Explanation.Value] {
    guard let field, let visible, !byInnerVisibleParts else { return [] }
    return [
      .init("F.minY", field.minY), .init("F.maxY", field.maxY), .init("V.minY", visible.minY),
      .init("V.maxY", visible.maxY),
    ]
  }
}
