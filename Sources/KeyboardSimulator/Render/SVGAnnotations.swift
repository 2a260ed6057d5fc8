import Foundation

/// The annotations over a picture: the focused field's gap to the keyboard, a ghost of where the
/// field was at the start (when it moved) with an arrow to where it is, the focused field's
/// outline over the keyboard while the keyboard still covers it, and a status badge for each
/// (and for every scroll view that scrolled) — the badges go beside the device
/// (``SVGCalloutColumn``), never over the screen.
struct SVGAnnotations {
  let layout: PictureLayout

  static let gapColor = "#1f8a4c"
  static let badGapColor = "#c62828"
  static let otherGapColor = "#4a5160"
  static let ghostColor = "#7b3fbf"
  static let scrollColor = "#2f62c4"
  /// The colour of a focused field the keyboard still covers: the error colour.
  static let coveredColor = badGapColor

  /// Draws the marks on the screen (call it inside the screen's clip); returns the badges that
  /// say what they mean. `labels` are the boxes of the texts visible on the screen, which the
  /// ghost's outline leaves a gap around; `maskID` names the mask that makes that gap.
  func draw(
    _ svg: inout SVGWriter, snapshot: StepSnapshot, start: StepSnapshot?, labels: [CGRect],
    maskID: String
  ) -> [SVGCallout] {
    var callouts: [SVGCallout] = []
    covered(&svg, snapshot)
    gap(&svg, snapshot, callouts: &callouts)
    fieldMove(&svg, snapshot, start: start, labels: labels, maskID: maskID, callouts: &callouts)
    scrolls(snapshot, start: start, callouts: &callouts)
    return callouts
  }

  /// Whether the keyboard still covers the focused field (so ``draw`` outlines it over the
  /// keyboard, in the error colour).
  static func isFocusedFieldCovered(_ snapshot: StepSnapshot) -> Bool {
    guard let gap = snapshot.gap, snapshot.keyboard != nil else { return false }
    return gap.gap < -0.5
  }

  /// The colour of the gap's mark and badge — green: exactly the distance; slate: different, and
  /// rightly so (the field was visible already, or has no room to rise); red: a violated
  /// invariant, or a field still covered — with what it means, for the legend.
  static func gapMark(_ snapshot: StepSnapshot, _ gap: GapState) -> (color: String, meaning: String)
  {
    let flagged = snapshot.violations.contains { $0.invariant == .gapEqualsDistance }
    if flagged || isFocusedFieldCovered(snapshot) {
      return (badGapColor, "gap wrong, or the field covered")
    }
    return abs(gap.gap - gap.distance) <= InvariantChecker.gapTolerance
      ? (gapColor, "gap: the distance asked for")
      : (otherGapColor, "gap differs, rightly (visible, or no room)")
  }

  /// Whether the picture of `snapshot` shows a ghost of where the focused field was at `start`.
  static func showsGhost(_ snapshot: StepSnapshot, start: StepSnapshot?) -> Bool {
    guard let id = snapshot.focusedID, let field = snapshot.element(id), let start,
      start.screen == snapshot.screen, let before = start.element(id)
    else { return false }
    return abs(before.frame.y - field.frame.y) >= 0.5
  }

  /// The focused field's outline and name over the keyboard, while the keyboard covers it.
  private func covered(_ svg: inout SVGWriter, _ snapshot: StepSnapshot) {
    guard Self.isFocusedFieldCovered(snapshot), let id = snapshot.focusedID,
      let field = snapshot.element(id), let keyboard = snapshot.keyboard
    else { return }
    let unit = layout.unit
    let frame = layout.fromWindow((field.visibleFrame ?? field.frame).cgRect)
    let keyboardFrame = layout.fromWindow(keyboard.frame.cgRect)
    // The covered part tinted, the whole field outlined: both over the keyboard.
    let hidden = frame.intersection(keyboardFrame)
    if !hidden.isNull {
      svg.rect(hidden, ["fill": Self.coveredColor, "fill-opacity": "0.35"])
    }
    svg.rect(
      frame,
      [
        "class": "covered", "fill": "none", "stroke": Self.coveredColor,
        "stroke-width": n(3 * unit),
        "stroke-dasharray": "\(n(7 * unit)) \(n(4 * unit))", "rx": n(8 * unit),
      ])
    // Its name again when the keyboard hides the one drawn with the views (in their middle).
    guard frame.midY > keyboardFrame.minY else { return }
    let fontSize = 13 * unit
    svg.text(
      "text",
      [
        "x": n(frame.minX + 8 * unit), "y": n(max(frame.midY, hidden.minY + fontSize * 1.2)),
        "font-size": n(fontSize), "font-weight": "bold", "fill": "#ffffff",
      ], "\(id) (covered)")
  }

  /// The focused field's frame at the start (same screen only), dashed, with an arrow to where
  /// it is now; the outline leaves a gap around every label it would strike through.
  private func fieldMove(
    _ svg: inout SVGWriter, _ snapshot: StepSnapshot, start: StepSnapshot?, labels: [CGRect],
    maskID: String, callouts: inout [SVGCallout]
  ) {
    guard Self.showsGhost(snapshot, start: start), let id = snapshot.focusedID,
      let field = snapshot.element(id), let before = start?.element(id)
    else { return }
    let moved = before.frame.y - field.frame.y
    let unit = layout.unit
    let now = layout.fromWindow(field.frame.cgRect)
    let ghost = layout.fromWindow(before.frame.cgRect)
    svg.labelMask(maskID, over: layout.deviceFrame, holes: labels)
    svg.open("g", ["class": "ghost", "mask": "url(#\(maskID))"])
    svg.rect(
      ghost,
      [
        "fill": "none", "stroke": Self.ghostColor, "stroke-width": n(2.5 * unit),
        "stroke-dasharray": "\(n(8 * unit)) \(n(5 * unit))", "rx": n(8 * unit),
      ])
    let x = now.minX + now.width * 0.3
    arrow(
      &svg, x: x, from: moved > 0 ? ghost.minY : ghost.maxY, to: moved > 0 ? now.maxY : now.minY,
      color: Self.ghostColor)
    svg.close("g")
    let text =
      moved > 0
      ? "\(id) moved up \(moved.shortDescription) pt"
      : "\(id) moved down \((-moved).shortDescription) pt"
    callouts.append(
      SVGCallout(
        text: text, color: Self.ghostColor,
        anchor: CGPoint(x: ghost.maxX - 4 * unit, y: ghost.midY)))
  }

  private func scrolls(
    _ snapshot: StepSnapshot, start: StepSnapshot?, callouts: inout [SVGCallout]
  ) {
    for element in snapshot.elements {
      guard let scroll = element.scroll, let initial = start?.element(element.id)?.scroll,
        let visible = element.visibleFrame?.cgRect
      else { continue }
      var parts: [String] = []
      let scrolled = scroll.contentOffset.y - initial.contentOffset.y
      if abs(scrolled) >= 0.5 {
        parts.append("\(element.id) scrolled \(scrolled.shortDescription) pt")
      }
      let inset = scroll.contentInset.bottom - initial.contentInset.bottom
      if abs(inset) >= 0.5 {
        parts.append(
          "\(element.id) bottom inset \(inset > 0 ? "+" : "")\(inset.shortDescription) pt")
      }
      let frame = layout.fromWindow(visible)
      for part in parts {
        callouts.append(
          SVGCallout(
            text: part, color: Self.scrollColor,
            anchor: CGPoint(x: frame.maxX - 4 * layout.unit, y: frame.minY + 12 * layout.unit)))
      }
    }
  }

  private func gap(
    _ svg: inout SVGWriter, _ snapshot: StepSnapshot, callouts: inout [SVGCallout]
  ) {
    guard let gap = snapshot.gap, let keyboard = snapshot.keyboard,
      let field = snapshot.element(gap.fieldID)
    else { return }
    let unit = layout.unit
    let fieldFrame = layout.fromWindow(field.frame.cgRect)
    let keyboardTop = layout.fromWindow(keyboard.frame.cgRect).minY
    let color = Self.gapMark(snapshot, gap).color
    let x = min(fieldFrame.maxX - 28 * unit, layout.fromScreen(layout.window).maxX - 28 * unit)
    svg.element(
      "line",
      [
        "x1": n(x), "y1": n(fieldFrame.maxY), "x2": n(x), "y2": n(keyboardTop), "stroke": color,
        "stroke-width": n(3 * unit),
      ])
    for y in [fieldFrame.maxY, keyboardTop] {
      svg.element(
        "line",
        [
          "x1": n(x - 9 * unit), "y1": n(y), "x2": n(x + 9 * unit), "y2": n(y), "stroke": color,
          "stroke-width": n(3 * unit),
        ])
    }
    let text =
      gap.gap < 0
      ? "covered by \((-gap.gap).shortDescription) pt"
      : "gap \(gap.gap.shortDescription) pt (wants \(gap.distance.shortDescription))"
    callouts.append(
      SVGCallout(
        text: text, color: color, anchor: CGPoint(x: x, y: (fieldFrame.maxY + keyboardTop) / 2)))
  }

  private func arrow(
    _ svg: inout SVGWriter, x: CGFloat, from y1: CGFloat, to y2: CGFloat, color: String
  ) {
    let unit = layout.unit
    let head = y2 < y1 ? 12 * unit : -12 * unit
    svg.element(
      "line",
      [
        "x1": n(x), "y1": n(y1), "x2": n(x), "y2": n(y2 + head * 0.8), "stroke": color,
        "stroke-width": n(3 * unit),
      ])
    svg.element(
      "polygon",
      [
        "points":
          "\(n(x)),\(n(y2)) \(n(x - 7 * unit)),\(n(y2 + head)) \(n(x + 7 * unit)),\(n(y2 + head))",
        "fill": color,
      ])
  }

  private func n(_ value: CGFloat) -> String { SVGWriter.number(value) }
}
