#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import UIKit

    extension UITableView: HostListView {
      /// `.table`.
      public var listKind: ListKind { .table }

      /// `numberOfSections`.
      public var hostNumberOfSections: Int { numberOfSections }

      /// `numberOfRows(inSection:)`; 0 for a section that does not exist.
      public func hostNumberOfItems(inSection section: Int) -> Int {
        guard (0..<numberOfSections).contains(section) else { return 0 }
        return numberOfRows(inSection: section)
      }

      /// `indexPath(for:)` for one of this table's cells; `nil` for anything else.
      public func hostIndexPath(for cell: any HostListCell) -> ListIndexPath? {
        guard let cell = cell as? UITableViewCell, let indexPath = indexPath(for: cell) else {
          return nil
        }
        return ListIndexPath(section: indexPath.section, item: indexPath.row)
      }

      /// `rectForRow(at:)`, in the table's content coordinates; empty for a row that does not
      /// exist.
      public func hostRectForItem(at indexPath: ListIndexPath) -> CGRect {
        guard indexPath.item >= 0, indexPath.item < hostNumberOfItems(inSection: indexPath.section)
        else { return .zero }
        return rectForRow(at: IndexPath(row: indexPath.item, section: indexPath.section))
      }
    }

    extension UICollectionView: HostListView {
      /// `.collection`.
      public var listKind: ListKind { .collection }

      /// `numberOfSections`.
      public var hostNumberOfSections: Int { numberOfSections }

      /// `numberOfItems(inSection:)`; 0 for a section that does not exist.
      public func hostNumberOfItems(inSection section: Int) -> Int {
        guard (0..<numberOfSections).contains(section) else { return 0 }
        return numberOfItems(inSection: section)
      }

      /// `indexPath(for:)` for one of this collection's cells; `nil` for anything else.
      public func hostIndexPath(for cell: any HostListCell) -> ListIndexPath? {
        guard let cell = cell as? UICollectionViewCell, let indexPath = indexPath(for: cell) else {
          return nil
        }
        return ListIndexPath(section: indexPath.section, item: indexPath.item)
      }

      /// The frame from `layoutAttributesForItem(at:)`, in the collection's content coordinates;
      /// empty for an item that does not exist.
      public func hostRectForItem(at indexPath: ListIndexPath) -> CGRect {
        guard indexPath.item >= 0, indexPath.item < hostNumberOfItems(inSection: indexPath.section)
        else { return .zero }
        let path = IndexPath(item: indexPath.item, section: indexPath.section)
        return layoutAttributesForItem(at: path)?.frame ?? .zero
      }
    }

    extension UITableViewCell: HostListCell {
      /// `.table`.
      public var listKind: ListKind { .table }
    }

    extension UICollectionViewCell: HostListCell {
      /// `.collection`.
      public var listKind: ListKind { .collection }
    }
  #endif
#endif
