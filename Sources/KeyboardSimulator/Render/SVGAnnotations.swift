import Foundation

/// The annotations over a picture: the focused field's gap to the keyboard, a ghost of where the
/// field was at the start (when it moved) with an arrow to where it is, and the scroll views
/// that scrolled.
struct SVGAnnotations {
  let layout: PictureLayout

  static let gapColor = "#1f8a4c"
  static let badGapColor = "#c62828"
  static let otherGapColor = "#4a5160"
  static let ghostColor = "#7b3fbf"
  static let scrollColor = "#2f62c4"

  func draw(_ svg: inout SVGWriter, snapshot: StepSnapshot, start: StepSnapshot?) {
    // Labels are placed in order of importance; a later one moves out of earlier ones' way.
    var placed: [CGRect] = []
    if let keyboard = snapshot.keyboard,
      let spaceBar = SVGWriter.spaceBar(
        in: layout.fromWindow(keyboard.frame.cgRect), unit: layout.unit)
    {
      placed.append(spaceBar)
    }
    gap(&svg, snapshot, placed: &placed)
    fieldMove(&svg, snapshot, start: start, placed: &placed)
    scrolls(&svg, snapshot, start: start, placed: &placed)
  }

  /// The focused field's frame at the start (same screen only), dashed, with an arrow to where
  /// it is now.
  private func fieldMove(
    _ svg: inout SVGWriter, _ snapshot: StepSnapshot, start: StepSnapshot?, placed: inout [CGRect]
  ) {
    guard let id = snapshot.focusedID, let field = snapshot.element(id), let start,
      start.screen == snapshot.screen, let before = start.element(id)
    else { return }
    let moved = before.frame.y - field.frame.y
    guard abs(moved) >= 0.5 else { return }
    let unit = layout.unit
    let now = layout.fromWindow(field.frame.cgRect)
    let ghost = layout.fromWindow(before.frame.cgRect)
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
    let text =
      moved > 0
      ? "\(id) moved up \(moved.shortDescription) pt"
      : "\(id) moved down \((-moved).shortDescription) pt"
    let labelY = moved > 0 ? ghost.maxY + 28 * unit : ghost.minY - 10 * unit
    pill(
      &svg, text, x: ghost.minX + 4 * unit, y: labelY, color: Self.ghostColor, anchor: "start",
      placed: &placed)
  }

  private func scrolls(
    _ svg: inout SVGWriter, _ snapshot: StepSnapshot, start: StepSnapshot?, placed: inout [CGRect]
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
      if abs(inset) >= 0.5 { parts.append("\(element.id) bottom inset +\(inset.shortDescription)") }
      let frame = layout.fromWindow(visible)
      for part in parts {
        pill(
          &svg, part, x: frame.maxX - 6 * layout.unit, y: frame.minY + 22 * layout.unit,
          color: Self.scrollColor, anchor: "end", placed: &placed, movingDown: true)
      }
    }
  }

  private func gap(_ svg: inout SVGWriter, _ snapshot: StepSnapshot, placed: inout [CGRect]) {
    guard let gap = snapshot.gap, let keyboard = snapshot.keyboard,
      let field = snapshot.element(gap.fieldID)
    else { return }
    let unit = layout.unit
    let fieldFrame = layout.fromWindow(field.frame.cgRect)
    let keyboardTop = layout.fromWindow(keyboard.frame.cgRect).minY
    // Green: exactly the distance; slate: different, and rightly so (the field was visible
    // already, or has no room to rise); red: a violated invariant.
    let flagged = snapshot.violations.contains { $0.invariant == .gapEqualsDistance }
    let exact = abs(gap.gap - gap.distance) <= InvariantChecker.gapTolerance
    let color = flagged ? Self.badGapColor : exact ? Self.gapColor : Self.otherGapColor
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
    pill(
      &svg, text, x: x + 12 * unit, y: keyboardTop + 26 * unit, color: color, anchor: "end",
      placed: &placed)
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

  /// A rounded label with white bold text on `color`; `anchor` says which side `x` is on. It
  /// moves up (or down) out of the way of the labels already `placed`, and joins them.
  private func pill(
    _ svg: inout SVGWriter, _ text: String, x: CGFloat, y: CGFloat, color: String, anchor: String,
    placed: inout [CGRect], movingDown: Bool = false
  ) {
    let unit = layout.unit
    let fontSize = 13 * unit
    let width = CGFloat(text.count) * fontSize * 0.64 + 16 * unit
    let height = fontSize + 10 * unit
    let left = anchor == "end" ? x - width : x
    let bounds = layout.fromScreen(layout.screen)
    let clampedLeft = max(min(left, bounds.maxX - width - 4 * unit), bounds.minX + 4 * unit)
    var box = CGRect(x: clampedLeft, y: y - height + 4 * unit, width: width, height: height)
    for _ in 0..<8 {
      guard
        let obstacle = placed.first(where: {
          $0.insetBy(dx: -2 * unit, dy: -2 * unit).intersects(box)
        })
      else { break }
      box.origin.y = movingDown ? obstacle.maxY + 4 * unit : obstacle.minY - height - 4 * unit
    }
    placed.append(box)
    svg.rect(
      box, ["fill": color, "rx": n(height / 2), "stroke": "#ffffff", "stroke-width": n(1.5 * unit)])
    svg.text(
      "text",
      [
        "x": n(box.minX + 8 * unit), "y": n(box.maxY - 7 * unit), "font-size": n(fontSize),
        "fill": "#ffffff", "font-weight": "bold",
      ], text)
  }

  private func n(_ value: CGFloat) -> String { SVGWriter.number(value) }
}
