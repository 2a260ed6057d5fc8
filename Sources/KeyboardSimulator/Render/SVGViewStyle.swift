import Foundation

/// How a view of each kind is drawn: quiet containers, clearly outlined inputs, the focused
/// input in orange.
struct SVGViewStyle {
  var fill: String
  var stroke: String
  var strokeWidth: CGFloat
  var dash: String?
  var cornerRadius: CGFloat
  var labelColor: String
  /// Whether the label sits in the middle (inputs, bars) or at the top-left corner (containers).
  var labelCentered: Bool

  static let focusedStroke = "#ff7a00"
  static let focusedFill = "#fff1e0"

  /// The style of `element`; `focused` highlights it.
  static func style(for element: ElementState, focused: Bool) -> SVGViewStyle {
    if focused {
      return SVGViewStyle(
        fill: focusedFill, stroke: focusedStroke, strokeWidth: 4, dash: nil, cornerRadius: 8,
        labelColor: "#8a3d00", labelCentered: true)
    }
    if element.controllerID != nil {
      return SVGViewStyle(
        fill: "#ffffff", stroke: "#b8bec9", strokeWidth: 1, dash: nil, cornerRadius: 0,
        labelColor: "#9aa1ad", labelCentered: false)
    }
    switch element.type {
    case "textField", "searchField", "textView":
      return SVGViewStyle(
        fill: "#ffffff", stroke: "#6f7682", strokeWidth: 1.5, dash: nil, cornerRadius: 8,
        labelColor: "#555b66", labelCentered: element.type != "textView")
    case "scrollView", "tableView", "collectionView":
      return SVGViewStyle(
        fill: "none", stroke: "#4d7fd6", strokeWidth: 1.5, dash: "6 4", cornerRadius: 0,
        labelColor: "#3563b8", labelCentered: false)
    case "stackView":
      return SVGViewStyle(
        fill: "none", stroke: "#b3bac6", strokeWidth: 1, dash: "2 3", cornerRadius: 0,
        labelColor: "#8d95a3", labelCentered: false)
    case "cell":
      return SVGViewStyle(
        fill: "#fbfbfd", stroke: "#dfe3ea", strokeWidth: 1, dash: nil, cornerRadius: 0,
        labelColor: "#9aa1ad", labelCentered: false)
    case "navigationBar", "tabBar", "searchBar":
      return SVGViewStyle(
        fill: "#eef0f4", stroke: "#c9ced8", strokeWidth: 1, dash: nil, cornerRadius: 0,
        labelColor: "#2b2f36", labelCentered: true)
    default:
      return SVGViewStyle(
        fill: "#e8edf5", stroke: "#c3cbd8", strokeWidth: 1, dash: nil, cornerRadius: 4,
        labelColor: "#4a5160", labelCentered: true)
    }
  }
}
