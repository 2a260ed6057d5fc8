import Foundation

/// How a scroll view adds its safe area to its content inset (UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior`). The sum is its adjusted content inset,
/// ``HostScrollView/hostAdjustedContentInset``, which bounds its offsets (Behavior.md §7.1b).
public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable, Codable, CaseIterable {
  /// As ``scrollableAxes``, but the top and bottom are always adjusted when the scroll view is
  /// the view of a controller (with `automaticallyAdjustsScrollViewInsets`) inside a navigation
  /// controller, scrollable or not. UIKit's default.
  case automatic
  /// The edges of the axes it scrolls along: top and bottom when its content is taller than
  /// its frame or it always bounces vertically; left and right likewise for the width.
  case scrollableAxes
  /// Nothing: the adjusted content inset is the content inset.
  case never
  /// The safe area on all four edges, scrollable or not.
  case always
}
