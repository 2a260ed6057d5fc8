import Foundation

/// A scroll view: its bounds origin is its content offset.
///
/// Read-only, like every host protocol: an adjuster changes the offset and the insets by writing
/// ``HostProperty/contentOffset``, ``HostProperty/contentInset`` and
/// ``HostProperty/verticalScrollIndicatorInsets`` through its ledger.
@MainActor
public protocol HostScrollView: HostView {
  /// The content offset (the bounds origin).
  var contentOffset: CGPoint { get }
  /// The size of the scrollable content.
  var contentSize: CGSize { get }
  /// The content inset the app (or an adjuster) set.
  var hostContentInset: EdgeInsets { get }
  /// The content inset in effect (UIKit: `adjustedContentInset`): ``hostContentInset`` plus the
  /// safe area the scroll view adds itself, edge by edge, as its
  /// ``hostContentInsetAdjustmentBehavior`` says. Its offsets rest between `−top` and
  /// `contentHeight + bottom − height` (Behavior.md §7.1b).
  var hostAdjustedContentInset: EdgeInsets { get }
  /// How the scroll view adds its safe area to its content inset (UIKit:
  /// `contentInsetAdjustmentBehavior`).
  var hostContentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior { get }
  /// The insets of the vertical scroll indicator.
  var hostVerticalScrollIndicatorInsets: EdgeInsets { get }
  /// Whether the user can scroll it.
  var isScrollEnabled: Bool { get }
  /// Whether the scroll view is one of UIKit's private classes (its class name begins with
  /// `_`: the paging scroll view of a page view controller, a compositional layout's orthogonal
  /// section). ScrollAdjust's search skips it (Behavior.md §7.1). `false` unless a backend says
  /// otherwise.
  var isPrivateToUIKit: Bool { get }
}

extension HostScrollView {
  /// `false`: a scroll view is the app's unless its backend knows it is UIKit's own.
  public var isPrivateToUIKit: Bool { false }

  /// The safe area the scroll view adds to its content inset itself, edge by edge:
  /// ``hostAdjustedContentInset`` minus ``hostContentInset`` (zero on an edge its
  /// ``hostContentInsetAdjustmentBehavior`` does not adjust).
  public var safeAreaAddedToContentInset: EdgeInsets {
    let adjusted = hostAdjustedContentInset
    let own = hostContentInset
    return EdgeInsets(
      top: adjusted.top - own.top, left: adjusted.left - own.left,
      bottom: adjusted.bottom - own.bottom, right: adjusted.right - own.right)
  }

  /// The smallest resting vertical offset, `−a.top` with `a` the adjusted content inset
  /// (Behavior.md §7.1b): below 0 for a scroll view under a translucent bar.
  public var minimumValidContentOffsetY: CGFloat { -hostAdjustedContentInset.top }

  /// The largest resting vertical offset, `max(contentHeight + a.bottom − height, −a.top)` with
  /// `a` the adjusted content inset (Behavior.md §7.1b): the end of the content at the bottom edge
  /// of what the inset leaves, or the smallest resting offset when the content is shorter.
  public var maximumValidContentOffsetY: CGFloat {
    maximumValidContentOffsetY(adjustedContentInset: hostAdjustedContentInset)
  }

  /// The largest resting vertical offset the scroll view would have with the adjusted content
  /// inset `a`: `max(contentHeight + a.bottom − height, −a.top)` (Behavior.md §7.1b). A content
  /// offset that is not restored exactly is pulled back to it, with `a` from the insets as
  /// restored (Behavior.md §15.1).
  public func maximumValidContentOffsetY(adjustedContentInset a: EdgeInsets) -> CGFloat {
    max(contentSize.height + a.bottom - bounds.height, -a.top)
  }
}

/// What kind of list a ``HostListView`` or ``HostListCell`` belongs to.
public enum ListKind: String, Sendable, Codable, CaseIterable {
  /// A table view (rows in sections).
  case table
  /// A collection view (items in sections).
  case collection
}

/// A table view or collection view: a scroll view of cells addressed by index paths.
@MainActor
public protocol HostListView: HostScrollView {
  /// Table or collection.
  var listKind: ListKind { get }
  /// The number of sections.
  var hostNumberOfSections: Int { get }
  /// The number of rows (table) or items (collection) in `section`.
  func hostNumberOfItems(inSection section: Int) -> Int
  /// The index path of a visible cell, or `nil` when the cell is not one of this list's.
  func hostIndexPath(for cell: any HostListCell) -> ListIndexPath?
  /// The rectangle of a row or item in the list's content coordinates; empty when unknown.
  func hostRectForItem(at indexPath: ListIndexPath) -> CGRect
}

extension HostListView {
  /// The index path before `indexPath`: the previous row in the section, else the last row of
  /// the previous section; `nil` for the first row (or when the previous section is empty).
  public func indexPath(before indexPath: ListIndexPath) -> ListIndexPath? {
    var item = indexPath.item - 1
    var section = indexPath.section
    if item < 0 {
      section -= 1
      guard section >= 0 else { return nil }
      item = hostNumberOfItems(inSection: section) - 1
    }
    guard item >= 0, section >= 0 else { return nil }
    return ListIndexPath(section: section, item: item)
  }
}

/// A cell of a table view or collection view.
@MainActor
public protocol HostListCell: HostView {
  /// Table or collection.
  var listKind: ListKind { get }
}

/// A stack view. Scroll views with a stack view between them and the field get their content
/// offset through the animated setter (Behavior.md §11).
@MainActor
public protocol HostStackView: HostView {}

/// The position of a row (table) or item (collection): a section and an index in it. The
/// platform-free twin of UIKit's `IndexPath(row:section:)` / `IndexPath(item:section:)`.
public struct ListIndexPath: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
  /// The section.
  public var section: Int
  /// The row or item within the section.
  public var item: Int

  /// Creates a position.
  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// Orders by section, then item.
  public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  /// `"[section, item]"`.
  public var description: String { "[\(section), \(item)]" }
}
