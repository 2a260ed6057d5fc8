import Foundation
import KeyboardSimulator
import Testing

/// A table's header and footer views, its sections' footers and header and footer views (which
/// may hold fields), and a list's `contentHeight`.
@Suite @MainActor struct TableSupplementaryViewTests {
  /// A full-screen table: a 120-pt header view with a search field, a section with a 30-pt
  /// header and a 44-pt footer view holding a field, a 40-pt section header view, and a footer
  /// view holding a field; the content is 1200 pt as the data source makes it.
  private let table = """
    { "id": "list", "type": "tableView", "pin": { "top": 0, "bottom": 0, "to": "bounds" },
      "contentOffset": { "x": 0, "y": 0 }, "contentHeight": 1200,
      "tableHeaderView": { "id": "banner", "height": 120, "subviews": [
        { "id": "filter", "type": "textField", "frame": { "x": 16, "y": 60, "width": 358, "height": 44 } } ] },
      "sections": [
        { "headerHeight": 30, "cells": [ { "id": "r0" }, { "id": "r1" } ],
          "footer": { "id": "note", "height": 44, "subviews": [
            { "id": "comment", "type": "textField", "frame": { "x": 16, "y": 0, "width": 358, "height": 44 } } ] } },
        { "header": { "id": "title", "type": "view", "height": 40 }, "footerHeight": 8,
          "cells": [ { "id": "r2", "height": 300 } ] } ],
      "tableFooterView": { "id": "signature", "height": 60, "subviews": [
        { "id": "name", "type": "textField", "frame": { "x": 16, "y": 8, "width": 358, "height": 44 } } ] } }
    """

  @Test func theViewsAndHeightsDecode() throws {
    let scenario = try decodeScenario(scenarioJSON(subviews: table, steps: "[]")).get()
    let list = try #require(scenario.root.view?.subviews.first)
    guard case .tableView(_, let spec) = list.kind else {
      Issue.record("not a table: \(list.kind)")
      return
    }
    #expect(spec.contentHeight == 1200)
    #expect(spec.tableHeaderView?.id == "banner")
    #expect(spec.tableHeaderView?.placement == .arranged(length: 120))
    #expect(spec.tableFooterView?.subviews.map(\.id) == ["name"])
    #expect(spec.sections.map(\.headerHeight) == [30, 40])
    #expect(spec.sections.map(\.footerHeight) == [44, 8])
    #expect(spec.sections.map(\.header?.id) == [nil, "title"])
    #expect(spec.sections.map(\.footer?.id) == ["note", nil])
    #expect(
      list.allViews.map(\.id) == [
        "list", "banner", "filter", "r0", "r1", "note", "comment", "title", "r2", "signature",
        "name",
      ])
  }

  @Test func aHeightGivenTwiceOrMissingAndTableOnlyFieldsOnACollectionAreProblems() {
    let subviews = """
      { "id": "list", "type": "tableView", "frame": { "x": 0, "y": 0, "width": 390, "height": 600 },
        "sections": [ { "headerHeight": 30, "header": { "id": "h", "height": 20 },
                        "footer": { "id": "f" }, "cells": [] } ] },
      { "id": "grid", "type": "collectionView", "frame": { "x": 0, "y": 0, "width": 390, "height": 600 },
        "tableHeaderView": { "id": "g", "height": 10 }, "contentHeight": 900,
        "sections": [ { "footerHeight": 4, "cells": [] } ] }
      """
    let lines = problemLines(scenarioJSON(subviews: subviews, steps: "[]"))
    #expect(lines.count == 4)
    #expect(
      lines.prefix(3) == [
        #"test.json: $.root.view.subviews[0].sections[0].footer.height: expected a non-negative number up to 1000000, found nothing (the field is missing)"#,
        #"test.json: $.root.view.subviews[0].sections[0]: expected either "headerHeight" or a "header" view with its "height", found both"#,
        #"test.json: $.root.view.subviews[1].sections[0].footerHeight: unexpected field "footerHeight" in a section; expected one of "headerHeight", "cells""#,
      ], "\(lines)")
    #expect(
      lines.last?.hasPrefix(
        #"test.json: $.root.view.subviews[1].tableHeaderView: unexpected field "tableHeaderView" in a collectionView"#
      ) == true)
  }

  private func run(_ steps: String) throws -> ScenarioRun {
    ScenarioRunner().run(
      try decodeScenario(
        scenarioJSON(subviews: table, steps: steps, extra: #""settings": { "isEnabled": true },"#)
      ).get())
  }

  @Test func theViewsSitInTheContentAndTheContentIsAsTallAsGiven() throws {
    let start = try #require(try run("[]").snapshots.first)
    // Content: banner 0–120, section 0 header 120–150, rows 150–238, footer 238–282; section 1
    // header 282–322, row 322–622, footer 622–630; signature 630–690; 1200 as given.
    #expect(start.element("banner")?.frame == Rect(CGRect(x: 0, y: 0, width: 390, height: 120)))
    #expect(start.element("filter")?.frame == Rect(CGRect(x: 16, y: 60, width: 358, height: 44)))
    #expect(start.element("note")?.frame == Rect(CGRect(x: 0, y: 238, width: 390, height: 44)))
    #expect(start.element("title")?.frame == Rect(CGRect(x: 0, y: 282, width: 390, height: 40)))
    #expect(start.element("r2")?.frame == Rect(CGRect(x: 0, y: 322, width: 390, height: 300)))
    #expect(start.element("name")?.frame.y == 638)
    #expect(start.element("list")?.scroll?.contentSize == Size(CGSize(width: 390, height: 1200)))
  }

  @Test func fieldsInHeaderAndFooterViewsAreKeptAboveTheKeyboard() throws {
    let run = try run(
      """
      [{ "do": "focus", "field": "name" }, { "do": "showKeyboard" },
       { "do": "focus", "field": "comment" }, { "do": "focus", "field": "filter" },
       { "do": "blur" }, { "do": "hideKeyboard" }]
      """)
    // name's bottom is at 682 in the window: the table scrolls it 10 pt above the keyboard.
    #expect(run.snapshots[2].gap?.fieldID == "name" && run.snapshots[2].gap?.gap == 10)
    #expect(run.snapshots[2].element("list")?.scroll?.contentOffset.y == 184)  // 682 − 498
    #expect(run.snapshots[3].gap?.fieldID == "comment")
    #expect((run.snapshots[3].gap?.gap ?? -1) >= 10)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }
}
