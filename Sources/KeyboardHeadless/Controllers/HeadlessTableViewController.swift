import Foundation

/// A table view controller (`UITableViewController`): its root view is a
/// ``HeadlessTableView``. KeyboardLift's default settings disable distance handling in it.
@MainActor
open class HeadlessTableViewController: HeadlessViewController {
  /// The table view, which is the root view.
  public let tableView: HeadlessTableView

  /// Creates a table view controller.
  ///
  /// - Parameters:
  ///   - sections: The table's sections.
  ///   - subclassNames: Class names of a subclass, most derived first;
  ///     `"UITableViewController"` and `"UIViewController"` follow.
  public init(sections: [HeadlessTableSection] = [], subclassNames: [String] = []) {
    let table = HeadlessTableView(sections: sections)
    self.tableView = table
    super.init(
      classNames: subclassNames + ["UITableViewController", "UIViewController"], view: table)
  }
}
