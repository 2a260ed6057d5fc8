import Foundation
import KeyboardCore

/// A table view (`UITableView`): an optional table header view, sections of full-width rows
/// stacked top to bottom — each section's header above its rows and footer below — and an
/// optional table footer view.
///
/// Row rectangles are in content coordinates: a row's y is the table header view's height plus
/// the height of every earlier section plus this section's header plus the earlier rows. The
/// content size is the table's width by all of these together (at least
/// ``HeadlessListView/minimumContentHeight``).
///
/// Section header and footer views (``setHeaderView(_:forSection:)``) sit in their section's
/// header and footer rectangles and scroll with the content, as in a grouped table (a plain
/// table's floating headers are not modelled).
@MainActor
open class HeadlessTableView: HeadlessListView {
  /// The sections. Setting them reloads the table (see ``HeadlessListView/reloadData()``).
  public var sections: [HeadlessTableSection] {
    didSet { reloadData() }
  }

  /// The view above the first section (UIKit: `tableHeaderView`): the table makes it its
  /// subview, puts it at the top and gives it its width; its height is its own frame's.
  public var tableHeaderView: HeadlessView? {
    didSet { replace(oldValue, with: tableHeaderView) }
  }

  /// The view below the last section (UIKit: `tableFooterView`), placed as the header view is.
  public var tableFooterView: HeadlessView? {
    didSet { replace(oldValue, with: tableFooterView) }
  }

  private var sectionHeaderViews: [Int: HeadlessView] = [:]
  private var sectionFooterViews: [Int: HeadlessView] = [:]

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

  /// The rectangle of a section's footer in content coordinates (`.zero` when out of range).
  public func rectForFooter(inSection section: Int) -> CGRect {
    guard sections.indices.contains(section) else { return .zero }
    let height = HeadlessTableSection.sanitized(sections[section].footerHeight)
    let bottom = sectionTop(section) + sections[section].height
    return CGRect(x: 0, y: bottom - height, width: bounds.width, height: height)
  }

  /// The table header view's height, the sections' and the table footer view's.
  open override var contentHeight: CGFloat {
    headerViewHeight + sections.reduce(0) { $0 + $1.height } + footerViewHeight
  }

  private func sectionTop(_ section: Int) -> CGFloat {
    headerViewHeight + sections.prefix(section).reduce(0) { $0 + $1.height }
  }

  // MARK: - Header and footer views

  /// The view shown in `section`'s header, if any (UIKit: `headerView(forSection:)`).
  public func headerView(forSection section: Int) -> HeadlessView? { sectionHeaderViews[section] }

  /// The view shown in `section`'s footer, if any (UIKit: `footerView(forSection:)`).
  public func footerView(forSection section: Int) -> HeadlessView? { sectionFooterViews[section] }

  /// Shows `view` in `section`'s header rectangle (its height is the section's
  /// ``HeadlessTableSection/headerHeight``); `nil` removes the current one.
  public func setHeaderView(_ view: HeadlessView?, forSection section: Int) {
    replace(sectionHeaderViews[section], with: view)
    sectionHeaderViews[section] = view
    reloadData()
  }

  /// Shows `view` in `section`'s footer rectangle; `nil` removes the current one.
  public func setFooterView(_ view: HeadlessView?, forSection section: Int) {
    replace(sectionFooterViews[section], with: view)
    sectionFooterViews[section] = view
    reloadData()
  }

  /// Places the table header and footer views and the sections' header and footer views.
  open override func layoutSupplementaryViews() {
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: headerViewHeight)
    }
    if let footer = tableFooterView {
      footer.frame = CGRect(
        x: 0, y: contentHeight - footerViewHeight, width: bounds.width, height: footerViewHeight)
    }
    for (section, view) in sectionHeaderViews where view.superview === self {
      view.frame = rectForHeader(inSection: section)
    }
    for (section, view) in sectionFooterViews where view.superview === self {
      view.frame = rectForFooter(inSection: section)
    }
  }

  private var headerViewHeight: CGFloat {
    HeadlessTableSection.sanitized(attachedHeight(of: tableHeaderView))
  }

  private var footerViewHeight: CGFloat {
    HeadlessTableSection.sanitized(attachedHeight(of: tableFooterView))
  }

  /// The height of `view` while it is this table's subview (a header view removed from the
  /// table takes no room).
  private func attachedHeight(of view: HeadlessView?) -> CGFloat {
    guard let view, view.superview === self else { return 0 }
    return view.frame.height
  }

  private func replace(_ old: HeadlessView?, with new: HeadlessView?) {
    if let old, old !== new, old.superview === self { old.removeFromSuperview() }
    if let new, new.superview !== self { addSubview(new) }
    reloadData()
  }
}
