import Foundation
import KeyboardCore

/// A table view (`UITableView`, plain style): sections of full-width rows stacked top to
/// bottom, each section's header above its rows and footer below.
///
/// Row rectangles are in content coordinates: a row's y is the height of every earlier section
/// plus this section's header plus the earlier rows. The content size is the table's width by
/// the sum of the sections' heights.
@MainActor
open class HeadlessTableView: HeadlessListView {
  /// The sections. Setting them reloads the table (see ``HeadlessListView/reloadData()``).
  public var sections: [HeadlessTableSection] {
    didSet { reloadData() }
  }

  /// Creates a detached table view.
  public init(frame: CGRect = .zero, sections: [HeadlessTableSection] = [], id: String = "") {
    self.sections = sections
    super.init(listKind: .table, frame: frame, id: id)
    alwaysBounceVertical = true  // as UITableView: a short table still bounces
    reloadData()
  }

  /// The number of sections.
  open override var numberOfSections: Int { sections.count }

  /// The number of rows in `section` (0 when out of range).
  open override func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].rowHeights.count : 0
  }

  /// The rectangle of a row in content coordinates (`.zero` when out of range).
  open override func rectForItem(at indexPath: ListIndexPath) -> CGRect {
    guard contains(indexPath) else { return .zero }
    let section = sections[indexPath.section]
    let y = sectionTop(indexPath.section) + section.offset(ofRow: indexPath.item)
    let height = HeadlessTableSection.sanitized(section.rowHeights[indexPath.item])
    return CGRect(x: 0, y: y, width: bounds.width, height: height)
  }

  /// The rectangle of a row (UIKit: `rectForRow(at:)`).
  public func rectForRow(at indexPath: ListIndexPath) -> CGRect { rectForItem(at: indexPath) }

  /// The rectangle of a section's header in content coordinates (`.zero` when out of range).
  public func rectForHeader(inSection section: Int) -> CGRect {
    guard sections.indices.contains(section) else { return .zero }
    let height = HeadlessTableSection.sanitized(sections[section].headerHeight)
    return CGRect(x: 0, y: sectionTop(section), width: bounds.width, height: height)
  }

  /// The sum of the sections' heights.
  open override var contentHeight: CGFloat { sections.reduce(0) { $0 + $1.height } }

  private func sectionTop(_ section: Int) -> CGFloat {
    sections.prefix(section).reduce(0) { $0 + $1.height }
  }
}
