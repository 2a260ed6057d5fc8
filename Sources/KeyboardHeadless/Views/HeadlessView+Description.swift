import Foundation

extension HeadlessView {
  /// A multi-line outline of this subtree for test failures and the simulator: one line per
  /// view, indented by depth, with its type, id, frame and (when not zero) safe-area insets and
  /// scroll offset, e.g. `HeadlessTextField "email" (16, 700, 358, 44)`.
  public var hierarchyDescription: String {
    var lines: [String] = []
    appendDescription(to: &lines, depth: 0)
    return lines.joined(separator: "\n")
  }

  private func appendDescription(to lines: inout [String], depth: Int) {
    var line = String(repeating: "  ", count: depth) + String(describing: type(of: self))
    if !id.isEmpty { line += " \"\(id)\"" }
    line += " " + Self.describe(frame)
    if let scrollView = self as? HeadlessScrollView, scrollView.contentOffset != .zero {
      line +=
        " offset (\(scrollView.contentOffset.x.shortDescription), \(scrollView.contentOffset.y.shortDescription))"
    }
    let insets = safeAreaInsets
    if insets != .zero { line += " safe \(insets)" }
    if isHidden { line += " hidden" }
    lines.append(line)
    for subview in subviews {
      subview.appendDescription(to: &lines, depth: depth + 1)
    }
  }

  private static func describe(_ rect: CGRect) -> String {
    let values = [rect.minX, rect.minY, rect.width, rect.height].map(\.shortDescription)
    return "(" + values.joined(separator: ", ") + ")"
  }
}
