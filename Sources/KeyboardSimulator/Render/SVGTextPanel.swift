import Foundation

/// The column of text beside a picture: wrapped lines in a few styles, and a legend.
struct SVGTextPanel {
  /// A kind of line.
  enum Style {
    case title, body, note, good, bad, fact

    var fontSize: CGFloat {
      switch self {
      case .title: 16
      case .note, .fact: 12.5
      default: 13.5
      }
    }

    var color: String {
      switch self {
      case .title: "#1d2027"
      case .body: "#1d2027"
      case .note: "#5d6470"
      case .good: "#1f8a4c"
      case .bad: "#c62828"
      case .fact: "#3b404a"
      }
    }

    var isBold: Bool { self == .title || self == .good || self == .bad }
  }

  let x: CGFloat
  let width: CGFloat
  let unit: CGFloat
  private(set) var y: CGFloat

  init(x: CGFloat, top: CGFloat, width: CGFloat, unit: CGFloat) {
    self.x = x
    self.y = top
    self.width = width
    self.unit = unit
  }

  /// Writes `text` wrapped to the panel's width.
  mutating func line(_ text: String, _ style: Style, into svg: inout SVGWriter) {
    let fontSize = style.fontSize * unit
    let perLine = max(
      DrawingLimits.count(width, per: fontSize * (style.isBold ? 0.63 : 0.56), atMost: 10_000),
      8)
    for piece in Self.wrap(text, width: perLine) {
      y += fontSize * 1.35
      svg.text(
        "text",
        [
          "x": SVGWriter.number(x), "y": SVGWriter.number(y),
          "font-size": SVGWriter.number(fontSize),
          "fill": style.color, "font-weight": style.isBold ? "bold" : "normal",
          "font-style": style == .note ? "italic" : "normal",
        ], piece)
    }
  }

  /// Leaves some space.
  mutating func gap(_ points: CGFloat = 8) { y += points * unit }

  /// A legend entry: a swatch and its meaning.
  mutating func legend(_ entry: SVGLegendEntry, into svg: inout SVGWriter) {
    let (text, fill, stroke, dash) = (entry.text, entry.fill, entry.stroke, entry.dash)
    let size = 12 * unit
    y += size * 1.5
    svg.rect(
      CGRect(x: x, y: y - size, width: size * 1.6, height: size),
      [
        "fill": fill, "stroke": stroke, "stroke-width": SVGWriter.number(2 * unit),
        "stroke-dasharray": dash
          ? "\(SVGWriter.number(4 * unit)) \(SVGWriter.number(3 * unit))" : "none",
      ])
    svg.text(
      "text",
      [
        "x": SVGWriter.number(x + size * 2.2), "y": SVGWriter.number(y - 1 * unit),
        "font-size": SVGWriter.number(12 * unit), "fill": "#3b404a",
      ],
      text)
  }

  /// Splits `text` into lines of at most `width` characters, at spaces where possible.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      var word = String(word)
      while word.count > width {
        if !line.isEmpty {
          lines.append(line)
          line = ""
        }
        lines.append(String(word.prefix(width)))
        word = String(word.dropFirst(width))
      }
      if line.isEmpty {
        line = word
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = word
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
