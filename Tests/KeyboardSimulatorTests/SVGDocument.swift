import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG picture parsed with Foundation's `XMLParser`, for checking what it draws: every element
/// with its attributes and its ancestors, the clip paths by id, and the `viewBox`.
struct SVGDocument {
  /// One element of the document.
  struct Element {
    let name: String
    let attributes: [String: String]
    /// The indices (in ``SVGDocument/elements``) of its ancestors, outermost first.
    let ancestors: [Int]
    /// Its text content.
    var text = ""

    /// Its attribute `key` as a number, `nil` when it has none.
    func number(_ key: String) -> Double? { attributes[key].flatMap(Double.init) }
  }

  /// Every element, in document order.
  let elements: [Element]
  /// Why the parser failed, `nil` for well-formed XML.
  let error: String?

  init(_ text: String) {
    final class Collector: NSObject, XMLParserDelegate {
      var elements: [Element] = []
      var open: [Int] = []
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
      ) {
        elements.append(Element(name: name, attributes: attributes, ancestors: open))
        open.append(elements.count - 1)
      }
      func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = open.last { elements[last].text += string }
      }
      func parser(
        _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
        qualifiedName: String?
      ) {
        open.removeLast()
      }
    }
    let parser = XMLParser(data: Data(text.utf8))
    let collector = Collector()
    parser.delegate = collector
    let ok = parser.parse()
    elements = collector.elements
    error = ok ? nil : parser.parserError.map { "\($0)" } ?? "unknown error"
  }

  /// The `viewBox` of the root `<svg>`: `0 0 W H` with W and H positive and finite.
  var viewBox: CGRect? {
    guard let root = elements.first, root.name == "svg",
      let parts = root.attributes["viewBox"]?.split(separator: " ").compactMap({ Double($0) }),
      parts.count == 4, parts.allSatisfy(\.isFinite), parts[2] > 0, parts[3] > 0
    else { return nil }
    return CGRect(x: parts[0], y: parts[1], width: parts[2], height: parts[3])
  }

  /// The elements whose `class` is `name`.
  func elements(ofClass name: String) -> [Element] {
    elements.filter { $0.attributes["class"] == name }
  }

  /// The index of the first element whose `class` is `name`.
  func index(ofClass name: String) -> Int? {
    elements.firstIndex { $0.attributes["class"] == name }
  }

  /// Every attribute value that holds a number that is not finite (`nan`, `inf`), as
  /// `element.attribute=value`.
  var nonFiniteNumbers: [String] {
    elements.flatMap { element in
      element.attributes.compactMap { key, value in
        let words = value.lowercased().split { " ,;()".contains($0) }
        return words.contains { $0.contains("nan") || $0.contains("inf") }
          ? "\(element.name).\(key)=\(value)" : nil
      }
    }
  }

  /// What is drawn outside the `viewBox`: every element shown (not inside `defs`, a clip path
  /// or a mask) whose box — clipped by the clip paths around it, a text's box estimated from its
  /// font size — reaches past it by more than `tolerance`.
  func drawnOutsideViewBox(tolerance: Double = 0.5) -> [String] {
    guard let viewBox else { return ["no viewBox"] }
    let bounds = viewBox.insetBy(dx: -tolerance, dy: -tolerance)
    var outside: [String] = []
    for (index, element) in elements.enumerated() {
      let around = element.ancestors.map { elements[$0] }
      guard !around.contains(where: { ["defs", "clipPath", "mask"].contains($0.name) }),
        var box = Self.box(of: element)
      else { continue }
      for ancestor in around {
        guard let clip = ancestor.attributes["clip-path"] else { continue }
        box = box.intersection(clipRect(clip) ?? .null)
      }
      if box.isNull || box.isEmpty && element.name == "rect" { continue }
      if !bounds.contains(box) {
        outside.append("#\(index) <\(element.name)> \(box) outside \(viewBox)")
      }
    }
    return outside
  }

  /// The rectangle of the clip path `url(#id)`.
  private func clipRect(_ reference: String) -> CGRect? {
    let id = reference.dropFirst("url(#".count).dropLast()
    guard let clip = elements.firstIndex(where: { $0.attributes["id"] == String(id) }),
      let rect = elements.first(where: { $0.name == "rect" && $0.ancestors.last == clip })
    else { return nil }
    return Self.box(of: rect)
  }

  /// Where an element draws, from its attributes; `nil` for a container.
  static func box(of element: Element) -> CGRect? {
    func n(_ key: String) -> Double { element.number(key) ?? 0 }
    switch element.name {
    case "rect":
      return CGRect(x: n("x"), y: n("y"), width: n("width"), height: n("height"))
    case "line":
      return CGRect(
        x: min(n("x1"), n("x2")), y: min(n("y1"), n("y2")),
        width: abs(n("x2") - n("x1")), height: abs(n("y2") - n("y1")))
    case "circle":
      return CGRect(x: n("cx") - n("r"), y: n("cy") - n("r"), width: 2 * n("r"), height: 2 * n("r"))
    case "polyline", "polygon":
      let numbers = (element.attributes["points"] ?? "").split { $0 == " " || $0 == "," }
        .compactMap { Double($0) }
      let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
      let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
      guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
      else { return nil }
      return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    case "text":
      // A lenient estimate of Helvetica: half the font size per character.
      let size = n("font-size")
      let width = Double(element.text.count) * size * 0.5
      let left = element.attributes["text-anchor"] == "middle" ? n("x") - width / 2 : n("x")
      return CGRect(x: left, y: n("y") - size * 0.8, width: width, height: size)
    default:
      return nil
    }
  }
}
