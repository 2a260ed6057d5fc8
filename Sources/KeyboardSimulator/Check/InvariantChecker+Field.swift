import Foundation
import KeyboardCore

extension InvariantChecker {
  /// The invariants of the focused field after KeyboardLift adjusted (a show or a change) with
  /// the keyboard up: `gap-equals-distance`, `field-below-top-guide`,
  /// `field-visible-in-scroll-views` — together, the field is visible: above the keyboard,
  /// below the top guide, inside the visible part of every scroll view around it, whenever
  /// there is room. Not judged while an interactive pop runs.
  func fieldPlacement(_ state: StepState) -> [InvariantViolation] {
    guard let keyboard = state.keyboard, let field = state.reading.field, let root,
      let rootView = state.reading.roots[root.controllerID],
      !state.reading.isInteractivePopRunning
    else { return [] }
    let topGuide = CheckGeometry.topGuide(
      root: rootView, y0: root.y0, statusBarHeight: state.reading.statusBarHeight)
    let lift = root.y0 - rootView.originY
    let hasRootAdjust = state.reading.adjusters.contains(AdjusterIdentifier.rootAdjust.rawValue)
    let hasScrollAdjust = state.reading.adjusters.contains(
      AdjusterIdentifier.scrollAdjust.rawValue)
    // How far the root view can still come down, taking the field and the visible parts with
    // it: its lift, while RootAdjust is there to lower it (Behavior.md §8). Without it nothing
    // lowers a root view: with the built-in adjusters none is lifted then (the core's
    // blurred-but-up clamp goes with the lift of a removed RootAdjust, F66, which its tests
    // pin by the root view's origin), and one another writer held lifted would stay there.
    let lowerable = hasRootAdjust ? max(0, lift) : 0
    var violations: [InvariantViolation] = []
    if hasRootAdjust {
      violations += gap(
        field, keyboard: keyboard, topGuide: topGuide, lift: lift, reading: state.reading)
    }
    // Only a registered adjuster can bring a field down: ScrollAdjust by scrolling, RootAdjust
    // by lowering a lifted root. With neither able to (ScrollAdjust removed mid-session, its
    // offsets left where they were as Behavior.md §11 allows, the root at y₀), a field scrolled
    // above the top guide earlier stays there.
    let canLower = hasScrollAdjust || (hasRootAdjust && lift > Self.gapTolerance)
    // Behavior.md §11, "whenever the screen leaves room": with ScrollAdjust keeping the field
    // inside the visible parts of its scroll views (§7.1c), a field those parts leave too
    // little room below the top guide for cannot be both; it stays inside them.
    let leavesRoom =
      !hasScrollAdjust
      || visibleSpanBelowGuide(field, topGuide: topGuide, lowerable: lowerable).length
        >= field.frame.height - Self.gapTolerance
    if canLower, leavesRoom { violations += belowTopGuide(field, topGuide: topGuide) }
    if hasScrollAdjust {
      violations += visibleInScrollViews(field, topGuide: topGuide, lowerable: lowerable)
    }
    return violations
  }

  /// The visible parts `V` (Behavior.md §7.1c) of the scroll views around `field` that
  /// ScrollAdjust may scroll, each with its scroll view.
  private func judgedVisibleParts(_ field: FieldReading) -> [(ScrollViewReading, Span)] {
    field.scrollViews.compactMap { scrollView in
      CheckGeometry.qualifies(scrollView)
        ? CheckGeometry.visiblePart(scrollView).map { (scrollView, $0) } : nil
    }
  }

  /// What the visible parts of the scroll views around `field` share below the top guide, once
  /// the root view came down by `lowerable` (which moves the field and the visible parts
  /// together): the room the field has to be both inside them and below the guide. Unbounded
  /// below with no scroll view.
  private func visibleSpanBelowGuide(
    _ field: FieldReading, topGuide: CGFloat, lowerable: CGFloat
  ) -> Span {
    let shared = judgedVisibleParts(field).reduce(
      Span(lower: -CGFloat.infinity, upper: .infinity)
    ) {
      Span(lower: max($0.lower, $1.1.lower), upper: min($0.upper, $1.1.upper))
    }
    return Span(lower: max(shared.lower, topGuide - lowerable), upper: shared.upper)
  }

  /// `gap-equals-distance` (Behavior.md §6): with a pipeline that can lift (RootAdjust is
  /// registered), the field's bottom is `d` (±1 pt) above the keyboard, unless it cannot rise
  /// further (its top is at the top guide, or the root view is lifted as far as the keyboard
  /// covers); and a root view is not left lifted while the field sits higher than `d`.
  private func gap(
    _ field: FieldReading, keyboard: (frame: CGRect, top: CGFloat, covered: CGFloat),
    topGuide: CGFloat, lift: CGFloat, reading: WorldReading
  ) -> [InvariantViolation] {
    let tolerance = Self.gapTolerance
    let distance = CheckGeometry.distance(field, keyboardDistance: reading.keyboardDistance)
    let gap = keyboard.top - field.frame.maxY
    if gap < distance - tolerance {
      let roomLeft = field.frame.minY - topGuide
      let rootAtClamp = lift >= keyboard.covered - tolerance
      guard roomLeft > tolerance, !rootAtClamp else { return [] }
      return [
        InvariantViolation(
          .gapEqualsDistance,
          "\(field.id) is \(gap.pointText) pt above the keyboard, wants \(distance.pointText); it could still rise \(roomLeft.pointText) pt and the root is lifted only \(lift.pointText) of \(keyboard.covered.pointText) pt"
        )
      ]
    }
    if gap > distance + tolerance && lift > tolerance {
      return [
        InvariantViolation(
          .gapEqualsDistance,
          "\(field.id) is \(gap.pointText) pt above the keyboard, wants \(distance.pointText), yet the root is still lifted \(lift.pointText) pt"
        )
      ]
    }
    return []
  }

  /// `field-below-top-guide` (Behavior.md §6, §11): the field's top is not above the top guide
  /// unless it started there (where the reference world, never adjusted, has it) — judged while
  /// a registered adjuster can bring it down, and the visible parts of its scroll views leave
  /// it room below the guide.
  private func belowTopGuide(_ field: FieldReading, topGuide: CGFloat) -> [InvariantViolation] {
    let tolerance = Self.gapTolerance
    guard field.frame.minY < topGuide - tolerance else { return [] }
    let start = field.referenceFrame?.minY
    if let start, start < topGuide - tolerance { return [] }
    let started = start.map { ", where it started at \($0.pointText)" } ?? ""
    return [
      InvariantViolation(
        .fieldBelowTopGuide,
        "\(field.id)'s top is at \(field.frame.minY.pointText), \((topGuide - field.frame.minY).pointText) pt above the top guide \(topGuide.pointText)\(started)"
      )
    ]
  }

  /// `field-visible-in-scroll-views` (Behavior.md §7.1c): with ScrollAdjust registered, the field
  /// lies inside the visible part `V` of every scroll view around it that ScrollAdjust may
  /// scroll — whenever it fits: some offset within the bounds of §7.1b puts it inside `V`
  /// without taking its top above the top guide.
  ///
  /// The top guide counts as §6 and §11 make it count: a field's top is not above the guide
  /// unless it started there, and where a field does not fit between the guide and the
  /// keyboard its top wins. So an offset that would put the field inside `V` only with its top
  /// above the guide — even after the root view came all the way down (`lowerable`: its lift,
  /// while RootAdjust is there to lower it), which moves the field and `V` together — is no
  /// offset the field fits at: a 600-pt text view with its
  /// top at the guide and its bottom under the keyboard, 13 pt below the bottom of a scroll
  /// view's visible part, is where the rules put it. A field that started above the guide
  /// (`field-below-top-guide` does not judge it) is judged against `V` alone.
  ///
  /// The visible parts are judged together: where the span they share is shorter than the
  /// field — a 46-pt inner visible part lying just above its outer scroll view's, as a scroll
  /// view pushed below the window gets from the safe area — no placement satisfies them all, and
  /// nothing is judged. The span is read as the scroll views stand (an outer scroll that would
  /// move an inner visible part is not explored). Only the span's part below the top guide
  /// counts: a visible part lying under the bars (a table scrolled up under the status bar, its
  /// visible part 0…47 with the guide at 47) shows the field nowhere, so it is not demanded
  /// either — even of a field that started above the guide.
  private func visibleInScrollViews(
    _ field: FieldReading, topGuide: CGFloat, lowerable: CGFloat
  ) -> [InvariantViolation] {
    let tolerance = Self.gapTolerance
    let startedAboveGuide = field.referenceFrame.map { $0.minY < topGuide - tolerance } ?? false
    // How far the field may still rise: to the top guide, once the root view is down.
    let riseToGuide =
      startedAboveGuide ? CGFloat.infinity : field.frame.minY + lowerable - topGuide
    let judged = judgedVisibleParts(field)
    // The field is to be inside all these visible parts at once: where what they share is
    // shorter than the field (an inner scroll view whose visible part lies outside the one of
    // the scroll view around it), no offset satisfies them all, and none is demanded. Once the
    // root view is down (`lowerable`), the field and the visible parts sit that much lower.
    let sharedBelowGuide = visibleSpanBelowGuide(
      field, topGuide: topGuide, lowerable: lowerable)
    // As strict as each visible part's own judgement below: a 216-pt text view does not fit a
    // 215-pt span, though a point's tolerance would have it.
    guard sharedBelowGuide.length >= field.frame.height - Self.epsilon else { return [] }
    var violations: [InvariantViolation] = []
    for (scrollView, visible) in judged {
      // Scrolling the content up by `shift` moves the field up by `shift`: these are the
      // shifts that put it inside V (none when it is taller than V), and those the offset
      // bounds and the top guide allow; it fits when some shift is both.
      let inside = Span(
        lower: field.frame.maxY - visible.upper, upper: field.frame.minY - visible.lower)
      let bounds = CheckGeometry.offsetBounds(scrollView)
      let y = scrollView.contentOffset.y
      let reachable = Span(lower: bounds.lower - y, upper: min(bounds.upper - y, riseToGuide))
      guard inside.overlaps(reachable, tolerance: Self.epsilon) else { continue }
      if !inside.contains(0, tolerance: tolerance) {
        let name = scrollView.id ?? "a scroll view"
        let edge =
          field.frame.minY < visible.lower
          ? "its top is \((visible.lower - field.frame.minY).pointText) pt above"
          : "its bottom is \((field.frame.maxY - visible.upper).pointText) pt below"
        violations.append(
          InvariantViolation(
            .fieldVisibleInScrollViews,
            "\(field.id) (\(field.frame.minY.pointText)…\(field.frame.maxY.pointText)) is not inside the visible part of \(name) (\(visible.lower.pointText)…\(visible.upper.pointText)): \(edge) it"
          ))
      }
    }
    return violations
  }
}
