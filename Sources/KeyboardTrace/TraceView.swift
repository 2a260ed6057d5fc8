import Foundation
import KeyboardCore

/// A view of a trace, as a scenario file writes it: the common fields and those of its kind.
struct TraceView: Encodable {
  var id: String
  /// `view`, `scrollView`, `tableView`, `collectionView`, `cell`, `stackView`, `textField`,
  /// `textView` or `searchBar`.
  var type: String
  /// Where it goes in its superview (content coordinates inside a scroll view).
  var frame: TraceRect?
  /// A table cell's height, or an arranged subview's length in a vertical stack.
  var height: Double?
  /// An arranged subview's length in a horizontal stack.
  var width: Double?
  var keyboard: TraceViewSettings?
  var contentSize: TraceSize?
  var contentOffset: TracePoint?
  var contentInset: TraceInsets?
  var indicatorInsets: TraceInsets?
  var scrollEnabled: Bool?
  /// `scrollableAxes`, `never` or `always`; absent for `automatic`.
  var contentInsetAdjustment: String?
  /// `true` for one of UIKit's private scroll views (Behavior.md §7.1); absent otherwise.
  var privateToUIKit: Bool?
  var sections: [TraceSection]?
  var itemHeight: Double?
  var itemWidth: Double?
  /// A stack's or a collection's spacing.
  var spacing: Double?
  /// A stack's axis.
  var axis: String?
  var keyboardAppearance: String?
  var searchField: TraceSearchField?
  var subviews: [TraceView]?

  init(id: String, type: String) {
    self.id = id
    self.type = type
  }
}

/// One section of a table or collection view.
struct TraceSection: Encodable {
  var headerHeight: Double?
  var cells: [TraceView]
}

/// The field inside a search bar.
struct TraceSearchField: Encodable {
  var id: String
  var keyboard: TraceViewSettings?
  var keyboardAppearance: String?
}
