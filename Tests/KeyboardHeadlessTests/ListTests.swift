import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

@MainActor
@Suite struct TableViewTests {
  /// Section 0: header 30, rows 44 / 60 / 44, footer 10 → 30 + 148 + 10 = 188.
  /// Section 1: header 28, rows 50 / 50 → 128, so it spans 188…316.
  /// Section 2: empty. Section 3: one row of 80 → content height 396.
  private func makeTable() -> HeadlessTableView {
    HeadlessTableView(
      frame: CGRect(x: 0, y: 100, width: 390, height: 300),
      sections: [
        HeadlessTableSection(rowHeights: [44, 60, 44], headerHeight: 30, footerHeight: 10),
        HeadlessTableSection(rowCount: 2, rowHeight: 50, headerHeight: 28),
        HeadlessTableSection(rowHeights: []),
        HeadlessTableSection(rowHeights: [80]),
      ])
  }

  @Test func rowRectsStackSectionsHeadersAndFooters() {
    let table = makeTable()
    #expect(table.listKind == .table)
    #expect(table.hostNumberOfSections == 4)
    #expect(table.hostNumberOfItems(inSection: 0) == 3)
    #expect(table.hostNumberOfItems(inSection: 9) == 0)
    #expect(
      table.hostRectForItem(at: ListIndexPath(section: 0, item: 0))
        == CGRect(x: 0, y: 30, width: 390, height: 44))
    #expect(
      table.hostRectForItem(at: ListIndexPath(section: 0, item: 1))
        == CGRect(x: 0, y: 74, width: 390, height: 60))  // 30 + 44
    #expect(
      table.hostRectForItem(at: ListIndexPath(section: 0, item: 2))
        == CGRect(x: 0, y: 134, width: 390, height: 44))  // 74 + 60
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 188, width: 390, height: 28))
    #expect(
      table.hostRectForItem(at: ListIndexPath(section: 1, item: 0))
        == CGRect(x: 0, y: 216, width: 390, height: 50))  // 188 + 28
    #expect(
      table.hostRectForItem(at: ListIndexPath(section: 1, item: 1))
        == CGRect(x: 0, y: 266, width: 390, height: 50))
    #expect(
      table.hostRectForItem(at: ListIndexPath(section: 3, item: 0))
        == CGRect(x: 0, y: 316, width: 390, height: 80))
    #expect(table.contentSize == CGSize(width: 390, height: 396))
    #expect(table.hostRectForItem(at: ListIndexPath(section: 2, item: 0)) == .zero)
  }

  @Test func headerAndFooterViewsTakeTheirPlaceAndMoveTheRows() {
    let table = makeTable()
    let banner = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
    table.tableHeaderView = banner
    #expect(banner.superview === table)
    #expect(banner.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
    #expect(
      table.hostRectForItem(at: ListIndexPath(section: 0, item: 0))
        == CGRect(x: 0, y: 130, width: 390, height: 44))  // 100 + 30
    let sectionHeader = HeadlessView()
    let sectionFooter = HeadlessView()
    table.setHeaderView(sectionHeader, forSection: 1)
    table.setFooterView(sectionFooter, forSection: 0)
    #expect(table.headerView(forSection: 1) === sectionHeader)
    #expect(sectionHeader.frame == CGRect(x: 0, y: 288, width: 390, height: 28))  // 100 + 188
    #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 278, width: 390, height: 10))
    #expect(sectionFooter.frame == table.rectForFooter(inSection: 0))
    let end = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
    table.tableFooterView = end
    #expect(end.frame == CGRect(x: 0, y: 496, width: 390, height: 60))  // 100 + 396
    #expect(table.contentSize.height == 556)
    banner.frame.size.height = 40
    table.layoutIfNeeded()
    table.reloadData()
    #expect(sectionHeader.frame.minY == 228)
    table.tableHeaderView = nil
    #expect(banner.superview == nil)
    #expect(table.contentSize.height == 456)
    table.setHeaderView(nil, forSection: 1)
    #expect(sectionHeader.superview == nil && table.headerView(forSection: 1) == nil)
  }

  @Test func aMinimumContentHeightStandsForRowsNeverLaidOut() {
    let table = makeTable()
    table.minimumContentHeight = 2400
    #expect(table.contentSize == CGSize(width: 390, height: 2400))
    table.minimumContentHeight = 100  // less than the sections take: they win
    #expect(table.contentSize.height == 396)
    table.minimumContentHeight = .nan
    #expect(table.contentSize.height == 396)
  }

  @Test func cellsAreLaidOutAtTheirRowsAndKnowTheirIndexPaths() {
    let screen = makeScreen()
    let table = makeTable()
    screen.rootView.addSubview(table)
    table.contentOffset = CGPoint(x: 0, y: 150)
    let path = ListIndexPath(section: 1, item: 1)
    guard let cell = table.cell(at: path) else {
      Issue.record("no cell at \(path)")
      return
    }
    #expect(cell.frame == CGRect(x: 0, y: 266, width: 390, height: 50))
    #expect(cell.contentView.superview === cell)
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 50))
    #expect(table.hostIndexPath(for: cell) == path)
    #expect(table.cell(at: path) === cell)
    let field = HeadlessTextField(frame: CGRect(x: 16, y: 3, width: 300, height: 44))
    cell.contentView.addSubview(field)
    // 3 + 266 − 150 (offset) + 100 (table's frame) = 219.
    #expect(field.frameInWindow == CGRect(x: 16, y: 219, width: 300, height: 44))
    #expect(table.cell(at: ListIndexPath(section: 2, item: 0)) == nil)
    let foreign = HeadlessListCell(listKind: .table)
    #expect(table.hostIndexPath(for: foreign) == nil)
  }

  @Test func previousIndexPathsCrossSections() {
    let table = makeTable()
    #expect(
      table.indexPath(before: ListIndexPath(section: 1, item: 0))
        == ListIndexPath(section: 0, item: 2))
    #expect(
      table.indexPath(before: ListIndexPath(section: 0, item: 1))
        == ListIndexPath(section: 0, item: 0))
    #expect(table.indexPath(before: ListIndexPath(section: 0, item: 0)) == nil)
    // Section 2 is empty.
    #expect(table.indexPath(before: ListIndexPath(section: 3, item: 0)) == nil)
  }

  @Test func reloadingAndResizingKeepCellsInStep() {
    let table = makeTable()
    guard let last = table.cell(section: 3, item: 0), let first = table.cell(section: 0, item: 0)
    else {
      Issue.record("cells missing")
      return
    }
    table.frame.size.width = 320
    #expect(first.frame == CGRect(x: 0, y: 30, width: 320, height: 44))
    #expect(table.contentSize == CGSize(width: 320, height: 396))
    table.sections.removeLast()
    #expect(last.superview == nil)
    #expect(table.cells.count == 1)
    #expect(table.contentSize.height == 316)
  }

  @Test func negativeHeightsCountAsZero() {
    let table = HeadlessTableView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      sections: [HeadlessTableSection(rowHeights: [-20, 44], headerHeight: .nan)])
    #expect(table.hostRectForItem(at: ListIndexPath(section: 0, item: 1)).minY == 0)
    #expect(table.contentSize.height == 44)
  }
}

@MainActor
@Suite struct CollectionViewTests {
  /// Items 100×80 in 3 columns, 10 apart, rows 12 apart, sections inset 20 top/bottom and 15
  /// on the sides; sections of 5 and 2 items.
  private func makeCollection() -> HeadlessCollectionView {
    HeadlessCollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 400),
      layout: HeadlessGridLayout(
        itemSize: CGSize(width: 100, height: 80), columns: 3, interitemSpacing: 10, lineSpacing: 12,
        sectionInset: EdgeInsets(top: 20, left: 15, bottom: 20, right: 15)),
      itemCounts: [5, 2])
  }

  @Test func itemRectsFollowTheGrid() {
    let collection = makeCollection()
    #expect(collection.listKind == .collection)
    // Item 0: (15, 20).
    #expect(
      collection.hostRectForItem(at: ListIndexPath(section: 0, item: 0))
        == CGRect(x: 15, y: 20, width: 100, height: 80))
    // Item 4: row 1, column 1 → x = 15 + 110 = 125, y = 20 + 80 + 12 = 112.
    #expect(
      collection.hostRectForItem(at: ListIndexPath(section: 0, item: 4))
        == CGRect(x: 125, y: 112, width: 100, height: 80))
    // Section 0 height: 20 + 2 × 80 + 12 + 20 = 212; section 1 item 1: (125, 212 + 20).
    #expect(
      collection.hostRectForItem(at: ListIndexPath(section: 1, item: 1))
        == CGRect(x: 125, y: 232, width: 100, height: 80))
    // Section 1 height: 20 + 80 + 20 = 120 → content 212 + 120 = 332.
    #expect(collection.contentSize == CGSize(width: 390, height: 332))
    #expect(collection.hostRectForItem(at: ListIndexPath(section: 1, item: 2)) == .zero)
  }

  @Test func collectionCellsHaveIndexPaths() {
    let collection = makeCollection()
    guard let cell = collection.cell(section: 1, item: 0) else {
      Issue.record("no cell")
      return
    }
    #expect(cell.listKind == .collection)
    #expect(cell.frame == CGRect(x: 15, y: 232, width: 100, height: 80))
    #expect(collection.hostIndexPath(for: cell) == ListIndexPath(section: 1, item: 0))
    collection.itemCounts = [5]
    #expect(collection.hostIndexPath(for: cell) == nil)
  }
}
