import Foundation

/// Builds an SVG document element by element, escaping every text and attribute, so the output
/// is always well-formed XML.
struct SVGWriter {
  private(set) var body: [String] = []
  private var depth = 1

  /// Escapes `text` for XML content and attribute values.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default:
        // Control characters other than tab/newline are not allowed in XML 1.0.
        if let scalar = character.unicodeScalars.first, scalar.value < 0x20,
          scalar != "\t", scalar != "\n"
        {
          continue
        }
        result.append(character)
      }
    }
    return result
  }

  /// A number as SVG writes it: short, no exponent, within ±``DrawingLimits/largestNumber``
  /// (NaN is 0).
  static func number(_ value: CGFloat) -> String {
    let rounded =
      (DrawingLimits.clamped(value, to: DrawingLimits.largestNumber) * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(format: "%.2f", Double(rounded))
  }

  /// An empty element such as `<rect …/>`.
  mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String>) {
    body.append(indent + "<\(name)\(Self.attributes(attributes))/>")
  }

  /// An element with text content.
  mutating func text(_ name: String, _ attributes: KeyValuePairs<String, String>, _ content: String)
  {
    body.append(indent + "<\(name)\(Self.attributes(attributes))>\(Self.escape(content))</\(name)>")
  }

  /// Opens a group (or another container element); close it with ``close(_:)``.
  mutating func open(_ name: String, _ attributes: KeyValuePairs<String, String> = [:]) {
    body.append(indent + "<\(name)\(Self.attributes(attributes))>")
    depth += 1
  }

  /// Closes the innermost open element.
  mutating func close(_ name: String) {
    depth -= 1
    body.append(indent + "</\(name)>")
  }

  /// Appends everything `other` wrote.
  mutating func append(_ other: SVGWriter) {
    body += other.body
  }

  /// A rectangle, its edges clamped to what a picture may draw.
  mutating func rect(_ rect: CGRect, _ style: KeyValuePairs<String, String>) {
    let rect = DrawingLimits.clamped(rect)
    var attributes = [
      ("x", Self.number(rect.minX)), ("y", Self.number(rect.minY)),
      ("width", Self.number(max(rect.width, 0))), ("height", Self.number(max(rect.height, 0))),
    ]
    attributes += style.map { ($0.key, $0.value) }
    body.append(
      indent + "<rect" + attributes.map { " \($0.0)=\"\(Self.escape($0.1))\"" }.joined() + "/>")
  }

  /// A mask named `id` that shows everything in `bounds` but the `holes`: a line drawn through
  /// it leaves a gap around each hole (a label it would strike through).
  mutating func labelMask(_ id: String, over bounds: CGRect, holes: [CGRect]) {
    open(
      "mask",
      [
        "id": id, "maskUnits": "userSpaceOnUse", "x": Self.number(bounds.minX),
        "y": Self.number(bounds.minY), "width": Self.number(bounds.width),
        "height": Self.number(bounds.height),
      ])
    rect(bounds, ["fill": "#ffffff"])
    for hole in holes { rect(hole, ["fill": "#000000"]) }
    close("mask")
  }

  /// The whole document: an XML declaration and an `<svg>` of `size` (in user units) drawn at
  /// `scale` pixels per unit, named by `title` and described by `description` (what a screen
  /// reader says for it, and the page's alt text).
  func document(size: CGSize, scale: CGFloat, title: String, description: String? = nil)
    -> String
  {
    let width = Self.number(size.width * scale)
    let height = Self.number(size.height * scale)
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<svg xmlns="http://www.w3.org/2000/svg" role="img" width="\#(width)" height="\#(height)" viewBox="0 0 \#(Self.number(size.width)) \#(Self.number(size.height))" font-family="Helvetica, Arial, sans-serif">"#,
      "  <title>\(Self.escape(title))</title>",
    ]
    if let description { lines.append("  <desc>\(Self.escape(description))</desc>") }
    lines += body
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  private var indent: String { String(repeating: "  ", count: depth) }

  private static func attributes(_ pairs: KeyValuePairs<String, String>) -> String {
    pairs.map { " \($0.key)=\"\(escape($0.value))\"" }.joined()
  }
}
