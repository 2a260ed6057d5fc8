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

  /// A flow layout for `list` in `width`.
  static func gridLayout(_ list: ListSpec, width: CGFloat) -> HeadlessGridLayout {
    let itemWidth = min(list.itemWidth ?? width, max(width, 1))
    let columns = max(Int((width + list.spacing) / max(itemWidth + list.spacing, 1)), 1)
    return HeadlessGridLayout(
      itemSize: CGSize(width: itemWidth, height: list.rowHeight), columns: columns,
      interitemSpacing: list.spacing, lineSpacing: list.spacing)
  }
}
