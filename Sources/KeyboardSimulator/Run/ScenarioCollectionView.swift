import Foundation
import KeyboardHeadless

/// A collection view whose flow layout follows its width, as a flow layout does: items of the
/// scenario's width (the full width by default), as many per line as fit. Its frame may only be
/// known after pins are applied, and changes on rotation.
@MainActor
final class ScenarioCollectionView: HeadlessCollectionView {
  private let list: ListSpec

  init(frame: CGRect, list: ListSpec) {
    self.list = list
    super.init(frame: frame, layout: Self.gridLayout(list, width: frame.width))
  }

  /// Re-flows the items when the width changed, then lays out as a collection view does.
  override func layoutSubviews() {
    let fitting = Self.gridLayout(list, width: bounds.width)
    if fitting != layout { layout = fitting }
    super.layoutSubviews()
  }

  /// A flow layout for `list` in `width`. Never more columns than the longest section has
  /// items (more would place nothing differently), so the count stays small however wide the
  /// view is.
  static func gridLayout(_ list: ListSpec, width: CGFloat) -> HeadlessGridLayout {
    let itemWidth = min(list.itemWidth ?? width, max(width, 1))
    let fitting = (width + list.spacing) / max(itemWidth + list.spacing, 1)
    let longestSection = CGFloat(max(list.sections.map(\.cells.count).max() ?? 0, 1))
    let columns = fitting.isNaN ? 1 : Int(min(max(fitting, 1), longestSection))
    return HeadlessGridLayout(
      itemSize: CGSize(width: itemWidth, height: list.rowHeight), columns: columns,
      interitemSpacing: list.spacing, lineSpacing: list.spacing)
  }
}
