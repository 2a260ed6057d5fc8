import Foundation
import KeyboardCore

/// A collection view (`UICollectionView` with a flow layout): sections of items placed by a
/// ``HeadlessGridLayout``, stacked top to bottom.
@MainActor
open class HeadlessCollectionView: HeadlessListView {
  /// The layout. Setting it reloads the collection.
  public var layout: HeadlessGridLayout {
    didSet { reloadData() }
  }

  /// The number of items of each section. Setting it reloads the collection; negative counts
  /// count as 0.
  public var itemCounts: [Int] {
    didSet { reloadData() }
  }

  /// Creates a detached collection view.
  public init(
    frame: CGRect = .zero, layout: HeadlessGridLayout, itemCounts: [Int] = [], id: String = ""
  ) {
    self.layout = layout
    self.itemCounts = itemCounts
    super.init(listKind: .collection, frame: frame, id: id)
    reloadData()
  }

  /// The number of sections.
  open override var numberOfSections: Int { itemCounts.count }

  /// The number of items in `section` (0 when out of range).
  open override func numberOfItems(inSection section: Int) -> Int {
    itemCounts.indices.contains(section) ? max(itemCounts[section], 0) : 0
  }

  /// The rectangle of an item in content coordinates (`.zero` when out of range).
  open override func rectForItem(at indexPath: ListIndexPath) -> CGRect {
    guard contains(indexPath) else { return .zero }
    return layout.rectForItem(indexPath.item, sectionTop: sectionTop(indexPath.section))
  }

  /// The sum of the sections' heights.
  open override var contentHeight: CGFloat { sectionTop(numberOfSections) }

  private func sectionTop(_ section: Int) -> CGFloat {
    (0..<max(min(section, numberOfSections), 0)).reduce(0) {
      $0 + layout.sectionHeight(forItemCount: numberOfItems(inSection: $1))
    }
  }
}
