import Foundation

/// A status badge of a picture: a short statement ("gap 10 pt (wants 10)", "form scrolled
/// 257 pt") about a point of the screen.
struct SVGCallout {
  /// What the badge says.
  let text: String
  /// The badge's colour (its text is white).
  let color: String
  /// The point of the screen it is about, in picture coordinates.
  let anchor: CGPoint
}

/// The column of status badges beside the device: every badge sits outside the screen, as near
/// the height of its anchor as the badges above it allow, with a thin leader line to its anchor —
/// so no badge ever covers what the screen shows.
struct SVGCalloutColumn {
  let layout: PictureLayout

  /// The font size of a badge, in pixels (times the unit).
  static let fontSize: CGFloat = 13

  /// Draws `callouts`, top to bottom in the order of their anchors; returns the bottom of the
  /// lowest badge (the column's top when there is none).
  func draw(_ svg: inout SVGWriter, _ callouts: [SVGCallout]) -> CGFloat {
    let unit = layout.unit
    let fontSize = Self.fontSize * unit
    let height = fontSize + 10 * unit
    let deviceRight = layout.deviceFrame.maxX
    var top = layout.header
    var bottom = layout.header
    for callout in callouts.sorted(by: { $0.anchor.y < $1.anchor.y }) {
      let characters = DrawingLimits.count(
        layout.calloutWidth - 16 * unit, per: fontSize * 0.6, atMost: 10_000)
      let text =
        callout.text.count > characters
        ? String(callout.text.prefix(max(characters - 1, 1))) + "…" : callout.text
      let width = min(
        CGFloat(text.count) * fontSize * 0.6 + 16 * unit, layout.calloutWidth)
      let y = max(DrawingLimits.clamped(callout.anchor.y) - height / 2, top)
      let box = CGRect(x: layout.calloutX, y: y, width: width, height: height)
      top = box.maxY + 6 * unit
      bottom = box.maxY
      let anchor = CGPoint(
        x: DrawingLimits.clamped(callout.anchor.x), y: DrawingLimits.clamped(callout.anchor.y))
      // The leader: from the anchor to the device's edge at its height, then to the badge.
      svg.element(
        "polyline",
        [
          "points":
            "\(n(anchor.x)),\(n(anchor.y)) \(n(deviceRight + 4 * unit)),\(n(anchor.y)) \(n(box.minX)),\(n(box.midY))",
          "fill": "none", "stroke": callout.color, "stroke-width": n(1.5 * unit),
          "stroke-opacity": "0.9",
        ])
      svg.element(
        "circle",
        [
          "cx": n(anchor.x), "cy": n(anchor.y), "r": n(3.5 * unit), "fill": callout.color,
          "stroke": "#ffffff", "stroke-width": n(1 * unit),
        ])
      svg.rect(box, ["class": "badge", "fill": callout.color, "rx": n(height / 2)])
      svg.text(
        "text",
        [
          "x": n(box.minX + 8 * unit), "y": n(box.maxY - 7 * unit), "font-size": n(fontSize),
          "fill": "#ffffff", "font-weight": "bold",
        ], text)
    }
    return bottom
  }

  private func n(_ value: CGFloat) -> String { SVGWriter.number(value) }
}
