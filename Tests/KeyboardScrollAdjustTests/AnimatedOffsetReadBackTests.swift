import Foundation
import KeyboardHeadless
import KeyboardScrollAdjust
import Testing

/// What the headless backend's animated scrolls expose: table and collection views (and scroll
/// views with a stack view above the field) get their offset through the animated setter, whose
/// value moves over 0.3 s as on a device, so code that reads the offset — or a window frame
/// that depends on it — straight after writing it sees the old value. Each test pins one such
/// read-back (issue 15 item 2): the core and ScrollAdjust now measure where the ledger's animated
/// writes are going (`Ledger.settledValue(of:of:)`, `settledShift(of:)`), and restore rules judge
/// an animated layer by its target. Small phone: Gtop 20, kbTop 407, d 10.
@MainActor
@Suite struct AnimatedOffsetReadBackTests {
  /// A full-screen table of 44-point rows and a field at (16, 2) in row `row`.
  private func table(row: Int) throws -> (ScrollHarness, HeadlessTableView, HeadlessTextField) {
    let harness = ScrollHarness()
    let table = HeadlessTableView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667),
      sections: [HeadlessTableSection(rowCount: 20)])
    harness.root.addSubview(table)
    let cell = try #require(table.cell(section: 0, item: row))
    let field = ScrollHarness.field(
      CGRect(x: 16, y: 2, width: 343, height: 40), in: cell.contentView)
    return (harness, table, field)
  }

  @Test func theRecordedFinalGeometryIsWhereTheScrollEnds() throws {
    let (harness, table, field) = try table(row: 10)
    harness.focus(field)
    // Row 10: T = 442…482, lift 85; the table scrolls to 85 and the field ends 10 above the
    // keyboard.
    #expect(table.offsetY == 85)
    #expect(field.frameInWindow.maxY == 397)
    let record = try #require(harness.records.last { $0.action == .show })
    #expect(record.finalGeometry?.lift == 0)

  }

  @Test func aHideWhileTheTableScrollsStillPullsTheOffsetBackFromPastTheEnd() throws {
    // Row 19: T = 838…878, need 481 → the table heads for 481, which only the bottom inset
    // (270) makes reachable: without it the last valid offset is 880 − 667 = 213.
    let (harness, table, field) = try table(row: 19)
    harness.app.window.layoutIfNeeded()
    harness.app.beginEditing(field)
    #expect(table.targetContentOffset.y == 481)
    // The keyboard goes away 0.1 s later, a third of the way through the scroll.
    harness.app.advance(by: 0.1)
    #expect(table.offsetY == 160.5)
    harness.hideKeyboard()
    #expect(table.contentInset.bottom == 0)
    #expect(table.offsetY <= table.maximumValidContentOffsetY)

  }

  @Test func anInsetUnderAScrollingCollectionIsMeasuredWhereTheCollectionIsGoing() throws {
    // A scroll view in item 9 of a collection (items 60 high, 10 apart: item 9 at 630), a
    // field at (16, 10) in it: T = 640…680, lift 283. The cell's scroll view takes 10, the
    // collection 273 (animated) → the cell's scroll view ends at 630 − 273 = 357…417.
    let harness = ScrollHarness()
    let collection = HeadlessCollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667),
      layout: HeadlessGridLayout(itemSize: CGSize(width: 375, height: 60)), itemCounts: [20])
    harness.root.addSubview(collection)
    let cell = try #require(collection.cell(section: 0, item: 9))
    let own = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 60), contentHeight: 200, in: cell)
    let field = ScrollHarness.field(CGRect(x: 16, y: 10, width: 343, height: 40), in: own)

    harness.focus(field)

    #expect(own.offsetY == 10)
    #expect(collection.offsetY == 273)
    #expect(own.frameInWindow.maxY == 417)
    #expect(own.contentInset.bottom == 20)
    #expect(own.verticalScrollIndicatorInsets.bottom == 10)

  }

  @Test func theOuterScrollViewJudgesTheFieldWhereTheInnerScrollLeavesIt() throws {
    // A 300-point table at y 300 in an outer scroll view; a text field in row 5 (content y
    // 222): T = 522…562, lift 165. The table (animated) takes all of it: the field ends at
    // 357…397, and the outer scroll view sees a visible field.
    let harness = ScrollHarness()
    let outer = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 1200, in: harness.root)
    let table = HeadlessTableView(
      frame: CGRect(x: 0, y: 300, width: 375, height: 300),
      sections: [HeadlessTableSection(rowCount: 20)])
    outer.addSubview(table)
    let cell = try #require(table.cell(section: 0, item: 5))
    let field = ScrollHarness.field(
      CGRect(x: 16, y: 2, width: 343, height: 40), in: cell.contentView)

    harness.focus(field)

    #expect(table.offsetY == 165)
    #expect(outer.offsetY == 0)
    #expect(field.frameInWindow.minY == 357)
    let stop = try #require(
      harness.scrollExplanations.first { $0.message.hasPrefix("stops at scroll view #2") })
    #expect(stop.values.first { $0.name == "T.minY" }?.value == 357)

  }
}
