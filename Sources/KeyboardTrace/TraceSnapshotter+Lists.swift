import Foundation
import KeyboardCore

extension TraceSnapshotter {
  /// Writes a list's sections: one cell per row or item, in order — the visible ones with what
  /// they hold, the others empty — with a table's row heights and section headers, or a
  /// collection's item size and spacing. At ``TraceRecorder/Options/maximumListRows`` it stops:
  /// the rest of that section and the sections after it are left out.
  func addSections(
    of list: any HostListView, id: String, to trace: inout TraceView, owner: any HostController,
    children: inout [TraceController]
  ) {
    var cells: [ListIndexPath: any HostListCell] = [:]
    collectCells(of: list, under: list, into: &cells)
    let isTable = list.listKind == .table
    var sections: [TraceSection] = []
    var previousEnd: CGFloat = 0
    var truncated = false
    var rowsWritten = 0
    allSections: for sectionIndex in 0..<max(list.hostNumberOfSections, 0) {
      var section = TraceSection(headerHeight: nil, cells: [])
      for item in 0..<max(list.hostNumberOfItems(inSection: sectionIndex), 0) {
        guard rowsWritten < options.maximumListRows else {
          truncated = true
          if !section.cells.isEmpty { sections.append(section) }
          break allSections
        }
        rowsWritten += 1
        let indexPath = ListIndexPath(section: sectionIndex, item: item)
        let rect = list.hostRectForItem(at: indexPath)
        if isTable {
          let header = rect.minY - previousEnd
          if item == 0, header.isFinite, header > 0 {
            section.headerHeight = sanitizer.nonNegative(
              header, "\(id).sections[\(sectionIndex)].headerHeight")
          }
          previousEnd = rect.maxY
        }
        section.cells.append(
          cell(cells[indexPath], rect: rect, isTable: isTable, owner: owner, children: &children))
      }
      sections.append(section)
    }
    if truncated {
      sanitizer.warnOnce(
        "\(id) has more than \(options.maximumListRows) rows or items; the rest, and the "
          + "sections after the last one written, are left out")
    }
    trace.sections = sections
    if !isTable { addItemLayout(of: list, to: &trace) }
  }

  private func cell(
    _ cell: (any HostListCell)?, rect: CGRect, isTable: Bool, owner: any HostController,
    children: inout [TraceController]
  ) -> TraceView {
    var trace: TraceView
    if let cell {
      trace = view(cell, placement: .cell, owner: owner, children: &children)
      // The scenario puts a cell's subviews in its content view, which fills the cell: write
      // the content view's subviews, relative to the cell.
      if let content = contentView(of: cell) {
        trace.subviews = subviews(
          of: content, id: trace.id, owner: owner, offset: content.frame.origin,
          children: &children)
      }
    } else {
      trace = TraceView(id: ids.make(name: nil, kind: "cell"), type: "cell")
    }
    if isTable { trace.height = sanitizer.nonNegative(rect.height, "\(trace.id).height") }
    return trace
  }

  /// A cell's content view: its largest subview (UIKit's `contentView` fills the cell, less any
  /// accessory).
  private func contentView(of cell: any HostListCell) -> (any HostView)? {
    func area(_ view: any HostView) -> CGFloat { view.frame.width * view.frame.height }
    return cell.hostSubviews.max { area($0) < area($1) }
  }

  private func collectCells(
    of list: any HostListView, under view: any HostView,
    into cells: inout [ListIndexPath: any HostListCell]
  ) {
    for subview in view.hostSubviews {
      if let cell = subview as? any HostListCell {
        if let indexPath = list.hostIndexPath(for: cell) { cells[indexPath] = cell }
      } else if !(subview is any HostScrollView) {
        collectCells(of: list, under: subview, into: &cells)
      }
    }
  }

  /// A collection's item size and spacing, read from its first two items.
  private func addItemLayout(of list: any HostListView, to trace: inout TraceView) {
    guard list.hostNumberOfSections > 0, list.hostNumberOfItems(inSection: 0) > 0 else { return }
    let first = list.hostRectForItem(at: ListIndexPath(section: 0, item: 0))
    if first.height.isFinite, first.height > 0 {
      trace.itemHeight = sanitizer.nonNegative(first.height, "\(trace.id).itemHeight")
    }
    if first.width.isFinite, first.width > 0, first.width < list.bounds.width - 0.5 {
      trace.itemWidth = sanitizer.nonNegative(first.width, "\(trace.id).itemWidth")
    }
    guard list.hostNumberOfItems(inSection: 0) > 1 else { return }
    let second = list.hostRectForItem(at: ListIndexPath(section: 0, item: 1))
    let spacing = second.minY == first.minY ? second.minX - first.maxX : second.minY - first.maxY
    if spacing.isFinite, spacing > 0 {
      trace.spacing = sanitizer.nonNegative(spacing, "\(trace.id).spacing")
    }
  }
}
