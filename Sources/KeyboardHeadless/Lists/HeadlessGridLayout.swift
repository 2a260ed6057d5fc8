import Foundation
import KeyboardCore

/// A simple flow layout for a ``HeadlessCollectionView``: items of one size in a fixed number of
/// columns, left to right then top to bottom, each section inset by ``sectionInset``.
///
/// Item `i` of a section sits in row `i / columns`, column `i % columns`, at
/// `x = inset.left + column × (width + interitemSpacing)` and
/// `y = sectionTop + inset.top + row × (height + lineSpacing)`.
public struct HeadlessGridLayout: Equatable, Sendable, Codable {
  /// The size of every item.
  public var itemSize: CGSize
  /// Items per row (at least 1).
  public var columns: Int
  /// Horizontal space between items of a row.
  public var interitemSpacing: CGFloat
  /// Vertical space between rows.
  public var lineSpacing: CGFloat
  /// Space around each section's items.
  public var sectionInset: EdgeInsets

  /// Creates a layout; fewer than one column counts as one.
  public init(
    itemSize: CGSize, columns: Int = 1, interitemSpacing: CGFloat = 10, lineSpacing: CGFloat = 10,
    sectionInset: EdgeInsets = .zero
  ) {
    self.itemSize = itemSize
    self.columns = columns
    self.interitemSpacing = interitemSpacing
    self.lineSpacing = lineSpacing
    self.sectionInset = sectionInset
  }

  private var columnCount: Int { max(columns, 1) }

  /// The number of rows `itemCount` items fill.
  public func rowCount(forItemCount itemCount: Int) -> Int {
    itemCount <= 0 ? 0 : (itemCount + columnCount - 1) / columnCount
  }

  /// The height of a section of `itemCount` items: insets, rows and the spacing between them.
  public func sectionHeight(forItemCount itemCount: Int) -> CGFloat {
    let rows = rowCount(forItemCount: itemCount)
    let rowsHeight =
      rows == 0 ? 0 : CGFloat(rows) * itemSize.height + CGFloat(rows - 1) * lineSpacing
    return sectionInset.top + rowsHeight + sectionInset.bottom
  }

  /// The rectangle of item `item` of a section whose top is at `sectionTop`.
  public func rectForItem(_ item: Int, sectionTop: CGFloat) -> CGRect {
    let row = item / columnCount
    let column = item % columnCount
    return CGRect(
      x: sectionInset.left + CGFloat(column) * (itemSize.width + interitemSpacing),
      y: sectionTop + sectionInset.top + CGFloat(row) * (itemSize.height + lineSpacing),
      width: itemSize.width, height: itemSize.height)
  }
}
