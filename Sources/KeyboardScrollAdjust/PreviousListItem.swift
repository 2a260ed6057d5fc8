import Foundation
import KeyboardCore

/// Where a field sits in a table or collection view, for the previous-row rule of
/// Behavior.md §7.3: a field in a cell of the list itself keeps the row (item) before its own
/// visible.
@MainActor
enum PreviousListItem: Equatable {
  /// The field is not in one of the list's own cells.
  case notInOwnCell
  /// The field's cell is the list's first row or item: there is none before it.
  case firstItem(ListIndexPath)
  /// The list does not know the previous row's rectangle (it reported an empty one).
  case previousFrameUnknown(ListIndexPath, previous: ListIndexPath)
  /// The row or item before the field's, with its frame in window coordinates.
  case previous(ListIndexPath, previous: ListIndexPath, frameInWindow: CGRect)

  /// Finds the cell of `list` that holds `field` (the nearest enclosing cell of the list's
  /// kind that the list has an index path for) and the row or item before it.
  static func find(field: any HostView, in list: any HostListView) -> PreviousListItem {
    guard let indexPath = indexPathOfEnclosingCell(of: field, in: list) else {
      return .notInOwnCell
    }
    guard let previous = list.indexPath(before: indexPath) else { return .firstItem(indexPath) }
    let rect = list.hostRectForItem(at: previous)
    guard rect.isWellFormed, !rect.isEmpty else {
      return .previousFrameUnknown(indexPath, previous: previous)
    }
    return .previous(indexPath, previous: previous, frameInWindow: list.hostConvert(rect, to: nil))
  }

  /// The index path of the nearest cell between `field` and `list` that belongs to `list`.
  private static func indexPathOfEnclosingCell(of field: any HostView, in list: any HostListView)
    -> ListIndexPath?
  {
    // Walked up without building the ancestors' list.
    var view = field.hostSuperview
    while let ancestor = view, ancestor !== list {
      if let cell = ancestor as? any HostListCell, cell.listKind == list.listKind,
        let indexPath = list.hostIndexPath(for: cell)
      {
        return indexPath
      }
      view = ancestor.hostSuperview
    }
    return nil
  }
}
