import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardScrollAdjust
import Testing

/// After a long mixed session — keyboard frame changes, focus moving across nested scroll views,
/// a table and a tall text view — every property ScrollAdjust touched is back at its start,
/// exactly (Behavior.md §11: "Nothing survives a session").
@MainActor
@Suite struct LongSequenceTests {
  /// Everything ScrollAdjust may change on one scroll view.
  private struct ScrollState: Equatable {
    var offset: CGPoint
    var inset: EdgeInsets
    var indicator: EdgeInsets

    @MainActor init(_ scrollView: HeadlessScrollView) {
      offset = scrollView.contentOffset
      inset = scrollView.contentInset
      indicator = scrollView.verticalScrollIndicatorInsets
    }
  }

  @Test func everyPropertyIsBackAtItsStartAfterAMixedSession() throws {
    // Notched phone: 390×844, Gtop 47, keyboard (0, 508, 390, 336).
    let harness = ScrollHarness(profile: .notchedPhone)
    let outer = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 390, height: 844), contentHeight: 2400, in: harness.root,
      id: "outer")
    outer.contentOffset = CGPoint(x: 0, y: 30)
    outer.contentInset = EdgeInsets(top: 5, bottom: 12)
    outer.verticalScrollIndicatorInsets = EdgeInsets(bottom: 6)
    let inner = ScrollHarness.scrollView(
      CGRect(x: 0, y: 900, width: 390, height: 200), contentHeight: 600, in: outer, id: "inner")
    inner.contentOffset = CGPoint(x: 0, y: 10)
    inner.contentInset = EdgeInsets(bottom: 4)
    let table = HeadlessTableView(
      frame: CGRect(x: 0, y: 1200, width: 390, height: 300),
      sections: [HeadlessTableSection(rowCount: 20)], id: "table")
    outer.addSubview(table)
    let notes = HeadlessTextView(frame: CGRect(x: 0, y: 1600, width: 390, height: 500), id: "notes")
    notes.contentInset = EdgeInsets(bottom: 2)
    outer.addSubview(notes)
    for scrollView in [outer, inner, table] as [HeadlessScrollView] {
      scrollView.keyboard.restoreContentOffset = true
    }
    let nameField = ScrollHarness.field(CGRect(x: 16, y: 700, width: 358, height: 40), in: outer)
    let innerField = ScrollHarness.field(CGRect(x: 16, y: 120, width: 358, height: 40), in: inner)
    let row = try #require(table.cell(section: 0, item: 8))
    let rowField = ScrollHarness.field(
      CGRect(x: 16, y: 2, width: 358, height: 40), in: row.contentView)

    harness.app.window.layoutIfNeeded()
    let views: [HeadlessScrollView] = [outer, inner, table, notes]
    let start = views.map(ScrollState.init)
    let rootFrame = harness.root.frame

    harness.focus(nameField)
    harness.changeKeyboard(to: CGRect(x: 0, y: 464, width: 390, height: 380))
    harness.focus(innerField)
    harness.changeKeyboard(to: CGRect(x: 0, y: 508, width: 390, height: 336))
    harness.focus(rowField)
    harness.focus(notes)
    harness.changeKeyboard(to: CGRect(x: 0, y: 600, width: 390, height: 244))
    harness.focus(nameField)
    let beforeHide = views.map(ScrollState.init)
    harness.hideKeyboard()

    // The session did change every one of them…
    for view in views {
      #expect(!view.contentInsetChanges.isEmpty, "\(view.id) never got an inset")
    }
    for view in [outer, inner, table] {
      #expect(!view.contentOffsetChanges.isEmpty, "\(view.id) never scrolled")
    }
    #expect(beforeHide != start)
    // …and every property is back exactly.
    #expect(views.map(ScrollState.init) == start)
    #expect(harness.root.frame == rootFrame)
    #expect(harness.configuration.ledger.isEmpty)
  }

  @Test func aHideBetweenSessionsLeavesNothingForTheNextSessionToRestore() {
    let harness = ScrollHarness()
    let scroll = ScrollHarness.scrollView(
      CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 1000, in: harness.root)
    scroll.keyboard.restoreContentOffset = true
    let field = ScrollHarness.field(CGRect(x: 16, y: 600, width: 343, height: 40), in: scroll)

    for _ in 0..<3 {
      harness.focus(field)
      #expect(scroll.offsetY == 243)
      #expect(scroll.contentInset.bottom == 270)
      harness.changeKeyboard(to: CGRect(x: 0, y: 363, width: 375, height: 304))
      #expect(scroll.offsetY == 287)  // 243 + (397 − 353), see SingleScrollViewTests
      harness.hideKeyboard()
      #expect(scroll.contentOffset == .zero)
      #expect(scroll.contentInset == .zero)
      #expect(scroll.verticalScrollIndicatorInsets == .zero)
      #expect(harness.configuration.ledger.isEmpty)
    }
  }
}
