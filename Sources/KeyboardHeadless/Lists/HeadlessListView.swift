import Foundation
import KeyboardCore

/// The shared base of ``HeadlessTableView`` and ``HeadlessCollectionView``: a scroll view of
/// cells addressed by `ListIndexPath`.
///
/// Subclasses describe the layout by overriding ``numberOfSections``,
/// ``numberOfItems(inSection:)``, ``rectForItem(at:)`` and ``contentHeight``; the base keeps
/// the content size in step (width = bounds width, height = ``contentHeight``), creates cells on
/// demand with ``cell(at:)`` and keeps them at their rectangles. The base itself describes an
/// empty list.
@MainActor
open class HeadlessListView: HeadlessScrollView, HostListView {
  /// Table or collection.
  public let listKind: ListKind

  private var cellsByIndexPath: [ListIndexPath: HeadlessListCell] = [:]

  /// Creates a detached, empty list.
  public init(listKind: ListKind, frame: CGRect = .zero, id: String = "") {
    self.listKind = listKind
    super.init(frame: frame, id: id)
  }

  // MARK: - Layout description (override points)

  /// The number of sections (0 in the base).
  open var numberOfSections: Int { 0 }

  /// The number of rows or items in `section` (0 in the base and for a section out of range).
  open func numberOfItems(inSection section: Int) -> Int { 0 }

  /// The rectangle of a row or item in content coordinates; `.zero` when the index path is out
  /// of range.
  open func rectForItem(at indexPath: ListIndexPath) -> CGRect { .zero }

  /// The height of the whole content (0 in the base).
  open var contentHeight: CGFloat { 0 }

  /// The content height the list has at least, whatever its sections take: the data source's
  /// whole content when the sections describe only its top (rows never laid out). 0 by default;
  /// a negative or non-finite value counts as 0. Setting it updates the content size.
  public var minimumContentHeight: CGFloat = 0 {
    didSet { updateLayoutDerivedState() }
  }

  /// Places the views that are not cells (a table's header and footer views) after the cells
  /// were placed; the base places none. Subclasses override it.
  open func layoutSupplementaryViews() {}

  // MARK: - HostListView

  /// The number of sections, as KeyboardCore sees it.
  public var hostNumberOfSections: Int { numberOfSections }

  /// The number of rows or items in `section`, as KeyboardCore sees it.
  public func hostNumberOfItems(inSection section: Int) -> Int { numberOfItems(inSection: section) }

  /// The rectangle of a row or item in content coordinates, as KeyboardCore sees it.
  public func hostRectForItem(at indexPath: ListIndexPath) -> CGRect { rectForItem(at: indexPath) }

  /// The index path of `cell` when it is one of this list's cells.
  public func hostIndexPath(for cell: any HostListCell) -> ListIndexPath? {
    cellsByIndexPath.first { $0.value === cell }?.key
  }

  // MARK: - Cells

  /// Whether `indexPath` names an existing row or item.
  public func contains(_ indexPath: ListIndexPath) -> Bool {
    indexPath.section >= 0 && indexPath.section < numberOfSections && indexPath.item >= 0
      && indexPath.item < numberOfItems(inSection: indexPath.section)
  }

  /// The cell at `indexPath`, created on first use and added to the list at its rectangle; `nil`
  /// when the index path is out of range.
  public func cell(at indexPath: ListIndexPath) -> HeadlessListCell? {
    guard contains(indexPath) else { return nil }
    if let existing = cellsByIndexPath[indexPath], existing.superview === self { return existing }
    let cell = HeadlessListCell(listKind: listKind, frame: rectForItem(at: indexPath))
    cellsByIndexPath[indexPath] = cell
    addSubview(cell)
    return cell
  }

  /// The cell at `row` (or item) of `section`; see ``cell(at:)``.
  public func cell(section: Int, item: Int) -> HeadlessListCell? {
    cell(at: ListIndexPath(section: section, item: item))
  }

  /// The index path of one of this list's cells.
  public func indexPath(for cell: HeadlessListCell) -> ListIndexPath? {
    hostIndexPath(for: cell)
  }

  /// The cells made so far, in index-path order.
  public var cells: [HeadlessListCell] {
    cellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
  }

  /// Re-reads the layout description: drops cells whose index path no longer exists, moves the
  /// others to their rectangles and updates the content size (UIKit: `reloadData()`).
  public func reloadData() {
    for (indexPath, cell) in cellsByIndexPath where !contains(indexPath) || cell.superview !== self
    {
      cellsByIndexPath[indexPath] = nil
      if cell.superview === self { cell.removeFromSuperview() }
    }
    updateLayoutDerivedState()
  }

  /// The frame; a new width re-lays the cells out and updates the content size at once.
  open override var frame: CGRect {
    didSet {
      guard frame.size != oldValue.size else { return }
      updateLayoutDerivedState()
    }
  }

  /// Keeps the content size and the cells in step with the layout, then applies safe-area pins.
  open override func layoutSubviews() {
    updateLayoutDerivedState()
    super.layoutSubviews()
  }

  private func updateLayoutDerivedState() {
    let floor = minimumContentHeight.isFinite ? max(minimumContentHeight, 0) : 0
    contentSize = CGSize(width: bounds.width, height: max(contentHeight, floor))
    for (indexPath, cell) in cellsByIndexPath {
      cell.frame = rectForItem(at: indexPath)
    }
    layoutSupplementaryViews()
  }
}
