import Foundation
import KeyboardCore

extension ScenarioDecoder {
  /// A list's `contentHeight`, and a table's `tableHeaderView` and `tableFooterView`.
  func listExtras(in object: JSONObjectReader, kind: ListKind, into list: inout ListSpec) {
    list.contentHeight = object.optional("contentHeight")?.number(.nonNegative)
    guard kind == .table else { return }
    list.tableHeaderView = object.optional("tableHeaderView").flatMap {
      view($0, context: .tableSupplementary)
    }
    list.tableFooterView = object.optional("tableFooterView").flatMap {
      view($0, context: .tableSupplementary)
    }
  }

  /// A table section's `footerHeight`, `header` and `footer` views. A section gives a header's
  /// height either as `headerHeight` or as its `header` view's `height`, not both (and so for
  /// its footer).
  func tableSectionExtras(in section: JSONObjectReader, into spec: inout ListSectionSpec?) {
    let footerHeight = section.optional("footerHeight")?.number(.nonNegative)
    let header = section.optional("header").flatMap { view($0, context: .tableSupplementary) }
    let footer = section.optional("footer").flatMap { view($0, context: .tableSupplementary) }
    for (key, heightKey, view) in [
      ("header", "headerHeight", header), ("footer", "footerHeight", footer),
    ]
    where view != nil && section.has(heightKey) {
      problems.add(
        "expected either \"\(heightKey)\" or a \"\(key)\" view with its \"height\", found both",
        at: section.path)
    }
    guard spec != nil else { return }
    spec?.footerHeight = footerHeight ?? 0
    spec?.header = header
    spec?.footer = footer
    if case .arranged(let height)? = header?.placement { spec?.headerHeight = height }
    if case .arranged(let height)? = footer?.placement { spec?.footerHeight = height }
  }
}
