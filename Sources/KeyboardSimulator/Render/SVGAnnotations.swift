import Foundation

/// The annotations over a picture: the focused field's gap to the keyboard, the root view's
/// lift (with a ghost of where it was) and the scroll views that scrolled.
struct SVGAnnotations {
  let layout: PictureLayout

  private static let gapColor = "#1f8a4c"
  private static let badGapColor = "#c62828"
  private static let liftColor = "#7b3fbf"
  private static let scrollColor = "#2f62c4"

  func draw(_ svg: inout SVGWriter, snapshot: StepSnapshot, start: StepSnapshot?) {
    rootLift(&svg, snapshot)
    scrolls(&svg, snapshot, start: start)
    gap(&svg, snapshot)
  }

  private func rootLift(_ svg: inout SVGWriter, _ snapshot: StepSnapshot) {
    guard let root = snapshot.root, let view = snapshot.element(root.viewID) else { return }
    let lift = root.capturedOriginY - root.originY
    guard abs(lift) >= 0.5 else { return }
    let unit = layout.unit
    let now = layout.fromWindow(view.frame.cgRect)
    let ghost = now.offsetBy(dx: 0, dy: lift)
    svg.rect(ghost, ["fill": "none", "stroke": Self.liftColor, "stroke-width": n(2 * unit), "stroke-dasharray": "\(n(10 * unit)) \(n(6 * unit))"])
    let x = now.minX + 14 * unit
    arrow(&svg, x: x, from: ghost.minY, to: now.minY, color: Self.liftColor)
    let text = lift > 0 ? "root lifted \(lift.shortDescription) pt" : "root \((-lift).shortDescription) pt below y₀"
    pill(&svg, text, x: x + 8 * unit, y: (ghost.minY + now.minY) / 2 + max(abs(lift) / 2, 14 * unit) , color: Self.liftColor, anchor: "start")
  }

  private func scrolls(_ svg: inout SVGWriter, _ snapshot: StepSnapshot, start: StepSnapshot?) {
    for element in snapshot.elements {
      guard let scroll = element.scroll, let initial = start?.element(element.id)?.scroll,
        let visible = element.visibleFrame?.cgRect, element.type != "textView" || scroll.contentInset != initial.contentInset
      else { continue }
      var parts: [String] = []
      let scrolled = scroll.contentOffset.y - initial.contentOffset.y
      if abs(scrolled) >= 0.5 { parts.append("scrolled \(scrolled.shortDescription) pt") }
      let inset = scroll.contentInset.bottom - initial.contentInset.bottom
      if abs(inset) >= 0.5 { parts.append("inset ↓ +\(inset.shortDescription)") }
      guard !parts.isEmpty else { continue }
      let frame = layout.fromWindow(visible)
      pill(&svg, "\(element.id): " + parts.joined(separator: ", "), x: frame.maxX - 6 * layout.unit, y: frame.minY + 18 * layout.unit, color: Self.scrollColor, anchor: "end")
    }
  }

  private func gap(_ svg: inout SVGWriter, _ snapshot: StepSnapshot) {
    guard let gap = snapshot.gap, let keyboard = snapshot.keyboard,
      let field = snapshot.element(gap.fieldID)
    else { return }
    let unit = layout.unit
    let fieldFrame = layout.fromWindow(field.frame.cgRect)
    let keyboardTop = layout.fromWindow(keyboard.frame.cgRect).minY
    let isGood = abs(gap.gap - gap.distance) <= InvariantChecker.gapTolerance
    let color = gap.gap < 0 || (!isGood && snapshot.violations.contains { $0.invariant == .gapEqualsDistance }) ? Self.badGapColor : Self.gapColor
    let x = min(fieldFrame.maxX - 24 * unit, layout.fromScreen(layout.window).maxX - 24 * unit)
    svg.element("line", ["x1": n(x), "y1": n(fieldFrame.maxY), "x2": n(x), "y2": n(keyboardTop), "stroke": color, "stroke-width": n(2.5 * unit)])
    for y in [fieldFrame.maxY, keyboardTop] {
      svg.element("line", ["x1": n(x - 8 * unit), "y1": n(y), "x2": n(x + 8 * unit), "y2": n(y), "stroke": color, "stroke-width": n(2.5 * unit)])
    }
    let text =
      gap.gap < 0
      ? "keyboard covers \(gap.fieldID) by \((-gap.gap).shortDescription) pt"
      : "gap \(gap.gap.shortDescription) pt (wants \(gap.distance.shortDescription))"
    pill(&svg, text, x: x + 10 * unit, y: keyboardTop + 22 * unit, color: color, anchor: "end")
  }

  private func arrow(_ svg: inout SVGWriter, x: CGFloat, from y1: CGFloat, to y2: CGFloat, color: String) {
    let unit = layout.unit
    svg.element("line", ["x1": n(x), "y1": n(y1), "x2": n(x), "y2": n(y2), "stroke": color, "stroke-width": n(2.5 * unit)])
    let head = y2 < y1 ? 10 * unit : -10 * unit
    svg.element("polygon", ["points": "\(n(x)),\(n(y2)) \(n(x - 6 * unit)),\(n(y2 + head)) \(n(x + 6 * unit)),\(n(y2 + head))", "fill": color])
  }

  /// A rounded label with white text on `color`; `anchor` is the side `x` is on.
  private func pill(_ svg: inout SVGWriter, _ text: String, x: CGFloat, y: CGFloat, color: String, anchor: String) {
    let unit = layout.unit
    let fontSize = 13 * unit
    let width = CGFloat(text.count) * fontSize * 0.56 + 14 * unit
    let height = fontSize + 10 * unit
    let left = anchor == "end" ? x - width : x
    let bounds = layout.fromScreen(layout.screen)
    let clampedLeft = min(max(left, bounds.minX + 4 * unit), bounds.maxX - width - 4 * unit)
    svg.rect(CGRect(x: clampedLeft, y: y - height + 4 * unit, width: width, height: height), ["fill": color, "rx": n(height / 2), "fill-opacity": "0.95"])
    svg.text("text", ["x": n(clampedLeft + 7 * unit), "y": n(y - 3 * unit), "font-size": n(fontSize), "fill": "#ffffff", "font-weight": "bold"], text)
  }

  private func n(_ value: CGFloat) -> String { SVGWriter.number(value) }
}
