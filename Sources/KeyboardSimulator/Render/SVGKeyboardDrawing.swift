import Foundation

extension SVGWriter {
  /// Draws a keyboard filling `frame` (screen coordinates): a dark panel with rows of keys, so
  /// it reads as a keyboard at a glance; a short strip (hardware keyboard) is a plain bar.
  mutating func keyboard(_ frame: CGRect, unit: CGFloat) {
    open("g", ["class": "keyboard"])
    rect(frame, ["fill": "#2c2f36", "fill-opacity": "0.94"])
    let rows: [Int] = [10, 9, 7, 4]
    let padding = 6 * unit
    let rowHeight = (frame.height - padding) / CGFloat(rows.count)
    guard rowHeight >= 24 * unit else {
      text(
        "text",
        [
          "x": SVGWriter.number(frame.midX),
          "y": SVGWriter.number(frame.minY + min(frame.height, 30 * unit) * 0.7),
          "font-size": SVGWriter.number(13 * unit), "fill": "#ffffff", "text-anchor": "middle",
        ], frame.height >= 14 * unit ? "keyboard" : "")
      close("g")
      return
    }
    let keyWidth = (frame.width - padding) / 10
    let spaceBar = Self.spaceBar(in: frame, unit: unit)
    for (row, count) in rows.enumerated() {
      let rowWidth = row == 3 ? frame.width - 2 * padding : keyWidth * CGFloat(count)
      var x = frame.minX + (frame.width - rowWidth) / 2
      let y = frame.minY + padding + CGFloat(row) * rowHeight
      let widths: [CGFloat] =
        row == 3
        ? [keyWidth * 1.5, rowWidth - keyWidth * 4, keyWidth * 1.2, keyWidth * 1.3]
        : Array(repeating: keyWidth, count: count)
      for (index, width) in widths.enumerated() {
        let key = CGRect(
          x: x + padding / 2, y: y, width: max(width - padding, 1), height: rowHeight - padding)
        let isSpaceBar = row == 3 && index == 1 && spaceBar != nil
        rect(key, ["fill": isSpaceBar ? "#8a909b" : "#5b606a", "rx": SVGWriter.number(4 * unit)])
        if isSpaceBar {
          text(
            "text",
            [
              "x": SVGWriter.number(key.midX), "y": SVGWriter.number(key.midY + 5 * unit),
              "font-size": SVGWriter.number(14 * unit), "font-weight": "bold", "fill": "#ffffff",
              "text-anchor": "middle",
            ], "keyboard")
        }
        x += width
      }
    }
    close("g")
  }

  /// Where the labelled space bar of a keyboard drawn in `frame` is; `nil` when the keyboard is
  /// too short to draw keys (a hardware keyboard's strip).
  static func spaceBar(in frame: CGRect, unit: CGFloat) -> CGRect? {
    let padding = 6 * unit
    let rowHeight = (frame.height - padding) / 4
    guard rowHeight >= 24 * unit else { return nil }
    let keyWidth = (frame.width - padding) / 10
    let rowWidth = frame.width - 2 * padding
    let x = frame.minX + (frame.width - rowWidth) / 2 + keyWidth * 1.5
    let y = frame.minY + padding + 3 * rowHeight
    return CGRect(
      x: x + padding / 2, y: y, width: rowWidth - keyWidth * 4 - padding,
      height: rowHeight - padding)
  }

  /// The box of the "keyboard" label of a keyboard drawn in `frame`: on its space bar, or
  /// across a strip tall enough to carry it; `nil` when it has none.
  static func keyboardLabel(in frame: CGRect, unit: CGFloat) -> CGRect? {
    let width = 8 * 14 * unit * 0.62 + 8 * unit
    if let spaceBar = spaceBar(in: frame, unit: unit) {
      return CGRect(
        x: spaceBar.midX - width / 2, y: spaceBar.midY - 10 * unit, width: width, height: 19 * unit)
    }
    guard frame.height >= 14 * unit else { return nil }
    let baseline = frame.minY + min(frame.height, 30 * unit) * 0.7
    return CGRect(
      x: frame.midX - width / 2, y: baseline - 13 * unit, width: width, height: 17 * unit)
  }
}
