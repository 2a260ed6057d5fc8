import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardScrollAdjust
import Testing

/// Fields in table and collection cells (Behavior.md §7.1, §7.3, §11): the previous-row rule, the
/// animated setter, UIKit's private wrapper scroll views. Small phone: Gtop 20, kbTop 407, d 10.
@MainActor
@Suite struct ListViewTests {
  /// A full-screen table of 44-point rows (row r at content y 44·r) and a field at (16, 2) in
  /// the content view of row `row` of `section`.
  private func table(
    _ sections: [HeadlessTableSection] = [HeadlessTableSection(rowCount: 20)], section: Int = 0,
    row: Int, tableFrame: CGRect = CGRect(x: 0, y: 0, width: 375, height: 667)
  ) throws -> (ScrollHarness, HeadlessTableView, HeadlessTextField) {
    let harness = ScrollHarness()
    let table = HeadlessTableView(frame: tableFrame, sections: sections)
    harness.root.addSubview(table)
    let cell = try #require(table.cell(section: section, item: row))
    let field = ScrollHarness.field(
      CGRect(x: 16, y: 2, width: 343, height: 40), in: cell.contentView)
    return (harness, table, field)
  }

  @Test func aCoveredFieldInATableRowScrollsTheTableWithTheAnimatedSetter() throws {
    let (harness, table, field) = try table(row: 10)

    harness.focus(field)

    // Row 10 at 440: T = 442…482, need = 482 − 397 = 85, room = 422, lift = 85.
    // s = min(max(0, 85), R.minY 442) = 85.
    #expect(table.offsetY == 85)
    #expect(table.lastContentOffsetChangeWasAnimated == true)
    #expect(harness.liftLeft == 0)
    #expect(table.contentInset.bottom == 270)
    #expect(table.verticalScrollIndicatorInsets.bottom == 260)
  }

  @Test func aVisibleFieldKeepsThePreviousRowVisible() throws {
    let (harness, table, field) = try table(row: 5)
    table.contentOffset = CGPoint(x: 0, y: 210)

    harness.focus(field)

    // Row 5 at 220: F = 222 − 210 = 12…52. The table adds the status bar's 20 pt (a.top = 20),
    // so its visible part starts at 20: the reveal (Behavior.md §7.1c) scrolls it to 202, F =
    // 20…60. Measured again: need = 60 − 397 = −337, room = 0, lift = −337.
    // Previous row 4: 176…220 → window maxY 220 − 202 = 18.
    // m = max(min(0, 18 − 20), −337) = −2; offset 202 > −a.top = −20 → go on.
    // s = max(−20, 202 − 2) = 200; m = −2 − (200 − 202) = 0.
    // (The field-top rule alone would have stopped at 202, the row above under the guide.)
    #expect(table.offsetY == 200)
    #expect(table.lastContentOffsetChangeWasAnimated == true)
    #expect(
      table.convert(table.rectForRow(at: ListIndexPath(section: 0, item: 4)), to: nil).maxY == 20)
    // The loop ends with the field visible at 22…62: m = min(0, room, need) = 62 − 397 = −335.
    #expect(harness.liftLeft == -335)
  }

  @Test func thePreviousRowMayBeTheLastRowOfThePreviousSection() throws {
    let (harness, table, field) = try table(
      [HeadlessTableSection(rowCount: 5), HeadlessTableSection(rowCount: 20)], section: 1, row: 0)
    table.contentOffset = CGPoint(x: 0, y: 210)

    harness.focus(field)

    // Section 1 row 0 sits at 5 × 44 = 220, its previous row is section 0 row 4 (176…220):
    // the same numbers as above → the reveal to 202, then s = 200.
    #expect(table.offsetY == 200)
  }

  @Test func thePreviousRowRuleStopsWhenTheTableIsAtItsTop() throws {
    // The table starts 120 above the window, so rows reach under the top guide at offset 0.
    // It adds no safe area to its inset, so it rests at offset 0 (a.top = 0).
    let (harness, table, field) = try table(
      row: 3, tableFrame: CGRect(x: 0, y: -120, width: 375, height: 787))
    table.contentInsetAdjustmentBehavior = .never

    harness.focus(field)

    // Row 3 at 132: T = −120 + 134 = 14…54, need = 54 − 397 = −343, room = −6, lift = −343.
    // Previous row 2 (88…132): window maxY 12 → m = max(min(0, 12 − 20), −343) = −8, but
    // offset 0 is not > −a.top = 0 → stop, m = min(0, need).
    #expect(table.contentOffsetChanges.isEmpty)
  }

  @Test func thePreviousRowRuleGoesOnAboveTheAdjustedTop() throws {
    // Behavior.md §7.1b: the same table adding its safe area: it reaches 140 into the status bar's
    // 20 pt of unsafe area (a.top = 140), so its top is offset −140, and at 0 it is not there.
    let (harness, table, field) = try table(
      row: 3, tableFrame: CGRect(x: 0, y: -120, width: 375, height: 787))
    #expect(table.adjustedContentInset.top == 140)

    harness.focus(field)

    // m = −8 as above; offset 0 > −140 → go on: s = max(−140, 0 − 8) = −8, m = −8 + 8 = 0.
    #expect(table.offsetY == -8)
    // The loop ends with the field visible at 22…62: m = min(0, room, need) = 62 − 397 = −335.
    #expect(harness.liftLeft == -335)
  }

  @Test func theFirstRowFollowsTheFieldTopRule() throws {
    // The table adds no safe area (a.top = 0): its visible part reaches under the status bar.
    let (harness, table, field) = try table(row: 0)
    table.contentInsetAdjustmentBehavior = .never
    table.contentOffset = CGPoint(x: 0, y: 10)

    harness.focus(field)

    // Row 0: F = 2 − 10 = −8…32, above V = 0…667: the reveal scrolls to 2, F = 0…40.
    // need = 40 − 397 = −357, room = −20. No previous row: T.minY 0 < Gtop 20 →
    // m = max(min(0, −20), −357) = −20; s = max(0, 2 − 20) = 0 (its top);
    // m = −20 − (0 − 2) = −18 left: the field stays 18 pt under the guide, where the table ends.
    // No scroll view left: m = min(−18, min(0, room, need)) with room = −18, need = 42 − 397 =
    // −355 → −355, so a root view lifted earlier would come down as far as the keyboard allows.
    #expect(table.offsetY == 0)
    #expect(field.frameInWindow.minY == 2)
    #expect(harness.liftLeft == -355)
  }

  @Test func theRevealBringsAFieldScrolledUnderTheTablesTopBackFirst() throws {
    // Behavior.md §7.1c: the table adds the status bar's 20 pt (a.top = 20): its visible part
    // starts at 20, below the field.
    let (harness, table, field) = try table(row: 0)
    table.contentOffset = CGPoint(x: 0, y: 10)

    harness.focus(field)

    // F = 2 − 10 = −8…32, V = 20…667: scroll by −28 to −18, F = 20…60. Measured again:
    // need = 60 − 397 = −337; the field's top is at the guide, so §7.3 stops with
    // m = min(0, need) = −337.
    #expect(table.offsetY == -18)
    #expect(field.frameInWindow.minY == 20)
    #expect(harness.liftLeft == -337)
  }

  @Test func aScrollViewWhoseSuperviewIsATableCellIsAPrivateWrapper() throws {
    let harness = ScrollHarness()
    let table = HeadlessTableView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667),
      sections: [HeadlessTableSection(rowCount: 20)])
    harness.root.addSubview(table)
    let cell = try #require(table.cell(section: 0, item: 10))
    let wrapper = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 44), contentHeight: 44, in: cell)
    let field = ScrollHarness.field(CGRect(x: 16, y: 2, width: 343, height: 40), in: wrapper)

    harness.focus(field)

    // The wrapper is skipped; the table scrolls by the lift 85 as for a field in row 10.
    #expect(wrapper.contentOffsetChanges.isEmpty)
    #expect(wrapper.contentInsetChanges.isEmpty)
    #expect(table.offsetY == 85)
    #expect(table.contentInset.bottom == 270)
  }

  @Test func aScrollViewWhoseSuperviewIsATableIsAPrivateWrapper() {
    let harness = ScrollHarness()
    let table = HeadlessTableView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667),
      sections: [HeadlessTableSection(rowCount: 20)])
    harness.root.addSubview(table)
    let wrapper = ScrollHarness.scrollView(
      CGRect(x: 0, y: 440, width: 375, height: 44), contentHeight: 44, in: table)
    let field = ScrollHarness.field(CGRect(x: 16, y: 2, width: 343, height: 40), in: wrapper)

    harness.focus(field)

    #expect(wrapper.contentOffsetChanges.isEmpty)
    #expect(table.offsetY == 85)
  }

  @Test func aScrollViewInACollectionCellIsNotAWrapper() throws {
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

    // Item 9 at 9 × 70 = 630: T = 640…680, need = 283, lift 283.
    // The cell's scroll view is chosen: s = min(283, R.minY 10) = 10, m = 273;
    // the collection: s = min(273, R.minY 630) = 273, m = 0.
    #expect(own.offsetY == 10)
    #expect(collection.offsetY == 273)
    #expect(harness.liftLeft == 0)
    #expect(own.contentInsetChanges.count == 1)
    #expect(collection.contentInsetChanges.isEmpty)
  }

  @Test func aCoveredFieldInACollectionItemScrollsTheCollectionWithTheAnimatedSetter() throws {
    let harness = ScrollHarness()
    let collection = HeadlessCollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667),
      layout: HeadlessGridLayout(itemSize: CGSize(width: 375, height: 60)), itemCounts: [20])
    harness.root.addSubview(collection)
    let cell = try #require(collection.cell(section: 0, item: 9))
    let field = ScrollHarness.field(
      CGRect(x: 16, y: 10, width: 343, height: 40), in: cell.contentView)

    harness.focus(field)

    // Items are 60 high, 10 apart: item 9 at 630, T = 640…680; need = 680 − 397 = 283,
    // room = 620, lift 283 → s = min(283, 640) = 283.
    #expect(collection.offsetY == 283)
    #expect(collection.lastContentOffsetChangeWasAnimated == true)
    #expect(collection.contentInset.bottom == 270)
    #expect(harness.liftLeft == 0)
  }

  @Test func aVisibleFieldInACollectionKeepsThePreviousItemVisible() throws {
    let harness = ScrollHarness()
    let collection = HeadlessCollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667),
      layout: HeadlessGridLayout(itemSize: CGSize(width: 375, height: 60)), itemCounts: [20])
    harness.root.addSubview(collection)
    collection.contentOffset = CGPoint(x: 0, y: 215)
    let cell = try #require(collection.cell(section: 0, item: 3))
    let field = ScrollHarness.field(
      CGRect(x: 16, y: 10, width: 343, height: 40), in: cell.contentView)

    harness.focus(field)

    // Item 3 at 210: T = 220 − 215 = 5…45; need = −352, room = −15, lift = −352.
    // Item 2 (140…200): window maxY −15 → m = max(min(0, −15 − 20), −352) = −35; 215 > 0.
    // s = min(max(0, 215 − 35), R.minY 220) = 180; m = −35 − (180 − 215) = 0.
    #expect(collection.offsetY == 180)
    #expect(collection.lastContentOffsetChangeWasAnimated == true)
    // The loop ends with the field visible at 40…80: m = min(0, room, need) = 80 − 397 = −317.
    #expect(harness.liftLeft == -317)
  }
}
