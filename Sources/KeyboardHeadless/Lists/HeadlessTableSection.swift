import Foundation

/// One section of a ``HeadlessTableView``: its rows' heights and its header and footer heights.
/// Negative or non-finite heights count as 0.
public struct HeadlessTableSection: Hashable, Sendable, Codable {
  /// The height of each row, in order.
  public var rowHeights: [CGFloat]
  /// The height of the section header (0: none).
  public var headerHeight: CGFloat
  /// The height of the section footer (0: none).
  public var footerHeight: CGFloat

  /// Creates a section from its row heights.
  public init(rowHeights: [CGFloat], headerHeight: CGFloat = 0, footerHeight: CGFloat = 0) {
    self.rowHeights = rowHeights
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
  }

  /// Creates a section of `rowCount` rows of the same height (UIKit's default row height is 44).
  public init(
    rowCount: Int, rowHeight: CGFloat = 44, headerHeight: CGFloat = 0, footerHeight: CGFloat = 0
  ) {
    self.init(
      rowHeights: Array(repeating: rowHeight, count: max(rowCount, 0)), headerHeight: headerHeight,
      footerHeight: footerHeight)
  }

  /// The height of the whole section: header, rows and footer.
  public var height: CGFloat {
    Self.sanitized(headerHeight) + rowHeights.reduce(0) { $0 + Self.sanitized($1) }
      + Self.sanitized(footerHeight)
  }

  /// The offset of `row`'s top from the section's top (the header included).
  func offset(ofRow row: Int) -> CGFloat {
    Self.sanitized(headerHeight) + rowHeights.prefix(row).reduce(0) { $0 + Self.sanitized($1) }
  }

  /// A height made usable: negative or non-finite values count as 0.
  static func sanitized(_ height: CGFloat) -> CGFloat {
    height.isFinite ? max(height, 0) : 0
  }
}
