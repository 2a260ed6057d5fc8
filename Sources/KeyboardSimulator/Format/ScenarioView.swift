import Foundation
import KeyboardCore

/// A view of a scenario and its subviews.
package struct ScenarioView: Equatable, Sendable {
  /// The view's id; the output refers to it.
  package var id: String
  /// What kind of view it is, with the properties of that kind.
  package var kind: ScenarioViewKind
  /// Where it goes in its superview.
  package var placement: ViewPlacement
  /// Its per-view KeyboardLift settings.
  package var settings: KeyboardViewSettings
  /// Its subviews, back to front.
  package var subviews: [ScenarioView]
  /// A short text drawn in pictures (a field's placeholder, a button's title).
  package var label: String?
  /// Whether touches reach it and its subviews (`isUserInteractionEnabled`): a `tap` step on a
  /// field inside a view that is not user-interactive focuses nothing.
  package var isUserInteractionEnabled = true

  /// Creates a view.
  package init(
    id: String, kind: ScenarioViewKind, placement: ViewPlacement,
    settings: KeyboardViewSettings = .default, subviews: [ScenarioView] = [], label: String? = nil
  ) {
    self.id = id
    self.kind = kind
    self.placement = placement
    self.settings = settings
    self.subviews = subviews
    self.label = label
  }

  /// This view and every view under it (search fields and list cells included), depth first.
  package var allViews: [ScenarioView] {
    var result = [self]
    switch kind {
    case .searchBar(let field): result += field.allViews
    case .tableView(_, let list), .collectionView(_, let list):
      result += list.supplementaryAndCellViews.flatMap(\.allViews)
    default: break
    }
    for subview in subviews { result += subview.allViews }
    return result
  }
}

/// The kinds of view, with what each kind adds.
package indirect enum ScenarioViewKind: Equatable, Sendable {
  /// A plain view.
  case view
  /// A scroll view.
  case scrollView(ScrollSpec)
  /// A table view (a scroll view of rows in sections).
  case tableView(ScrollSpec, ListSpec)
  /// A collection view (a scroll view of items in sections).
  case collectionView(ScrollSpec, ListSpec)
  /// A cell of a table or collection view.
  case cell
  /// A stack view laying out its subviews.
  case stackView(StackSpec)
  /// A single-line text field.
  case textField(TextInputSpec)
  /// A multi-line text view; `scroll` is its own scrolling (content size, inset).
  case textView(TextInputSpec, scroll: ScrollSpec)
  /// A search bar and the search field inside it.
  case searchBar(field: ScenarioView)
  /// The text field inside a search bar.
  case searchField(TextInputSpec)

  /// The name used in the file's `type` field.
  package var typeName: String {
    switch self {
    case .view: "view"
    case .scrollView: "scrollView"
    case .tableView: "tableView"
    case .collectionView: "collectionView"
    case .cell: "cell"
    case .stackView: "stackView"
    case .textField: "textField"
    case .textView: "textView"
    case .searchBar: "searchBar"
    case .searchField: "searchField"
    }
  }

  /// Whether the view can be focused.
  package var isTextInput: Bool {
    switch self {
    case .textField, .textView, .searchField: true
    default: false
    }
  }

  /// The scroll properties, for the kinds that scroll.
  package var scroll: ScrollSpec? {
    switch self {
    case .scrollView(let scroll), .tableView(let scroll, _), .collectionView(let scroll, _),
      .textView(_, let scroll):
      scroll
    default: nil
    }
  }
}

/// Where a view goes in its superview.
package enum ViewPlacement: Equatable, Sendable {
  /// At a fixed frame in the superview's coordinates.
  case frame(CGRect)
  /// Laid out against the superview's safe area (or bounds) by edge distances, again whenever
  /// that area changes (rotation).
  case pinned(Pin)
  /// An arranged subview of a stack view: only its length along the stack's axis is given.
  case arranged(length: CGFloat)
  /// Fills its container (a controller's root view, a search bar's field).
  case fill
  /// A list cell: only its height (table) is given; the list lays it out.
  case cell(height: CGFloat?)
}

/// The scrolling properties of a scroll view, table view, collection view or text view.
package struct ScrollSpec: Equatable, Sendable {
  /// The content size; a list computes its own when `nil`.
  package var contentSize: CGSize?
  /// The starting content offset; `nil`: where UIKit rests it once it is laid out,
  /// `(−left, −top)` of its adjusted content inset (under a translucent bar, a negative y).
  package var contentOffset: CGPoint?
  /// The app's own content inset.
  package var contentInset: EdgeInsets
  /// The vertical scroll indicator's insets.
  package var indicatorInsets: EdgeInsets
  /// Whether the user can scroll it.
  package var isScrollEnabled: Bool
  /// How it adds its safe area to its content inset (UIKit's
  /// `contentInsetAdjustmentBehavior`).
  package var contentInsetAdjustment: ContentInsetAdjustmentBehavior
  /// Whether it bounces vertically with short content (and so counts as scrolling vertically
  /// for its adjusted content inset); `nil`: its kind's default (a table's is `true`).
  package var alwaysBounceVertical: Bool?
  /// Whether it stands for one of UIKit's private scroll views (a class name beginning with
  /// `_`), which ScrollAdjust never chooses (Behavior.md §7.1).
  package var isPrivateToUIKit: Bool

  /// Creates scroll properties.
  package init(
    contentSize: CGSize? = nil, contentOffset: CGPoint? = nil, contentInset: EdgeInsets = .zero,
    indicatorInsets: EdgeInsets = .zero, isScrollEnabled: Bool = true,
    contentInsetAdjustment: ContentInsetAdjustmentBehavior = .automatic,
    alwaysBounceVertical: Bool? = nil, isPrivateToUIKit: Bool = false
  ) {
    self.contentSize = contentSize
    self.contentOffset = contentOffset
    self.contentInset = contentInset
    self.indicatorInsets = indicatorInsets
    self.isScrollEnabled = isScrollEnabled
    self.contentInsetAdjustment = contentInsetAdjustment
    self.alwaysBounceVertical = alwaysBounceVertical
    self.isPrivateToUIKit = isPrivateToUIKit
  }
}

/// The sections and cells of a table or collection view.
package struct ListSpec: Equatable, Sendable {
  /// The sections, in order.
  package var sections: [ListSectionSpec]
  /// A table's default row height, or a collection's item height.
  package var rowHeight: CGFloat
  /// A collection's item width (`nil`: the full width).
  package var itemWidth: CGFloat?
  /// A collection's space between items and between lines of items.
  package var spacing: CGFloat
  /// The content height the data source makes, when more than the sections take (rows the file
  /// does not describe); `nil`: what the sections take.
  package var contentHeight: CGFloat?
  /// A table's header view (`tableHeaderView`), above the first section.
  package var tableHeaderView: ScenarioView?
  /// A table's footer view (`tableFooterView`), below the last section.
  package var tableFooterView: ScenarioView?

  /// The table's header view, then each section's header, cells and footer, then the table's
  /// footer view: every view the list holds, in content order.
  package var supplementaryAndCellViews: [ScenarioView] {
    var views = [tableHeaderView].compactMap { $0 }
    for section in sections {
      views +=
        [section.header].compactMap { $0 } + section.cells + [section.footer].compactMap { $0 }
    }
    return views + [tableFooterView].compactMap { $0 }
  }

  /// Creates list contents.
  package init(
    sections: [ListSectionSpec], rowHeight: CGFloat = 44, itemWidth: CGFloat? = nil,
    spacing: CGFloat = 0
  ) {
    self.sections = sections
    self.rowHeight = rowHeight
    self.itemWidth = itemWidth
    self.spacing = spacing
  }
}

/// One section of a list.
package struct ListSectionSpec: Equatable, Sendable {
  /// The cells, in order; each is a view of kind ``ScenarioViewKind/cell``.
  package var cells: [ScenarioView]
  /// The height of the section's header.
  package var headerHeight: CGFloat
  /// The height of a table section's footer.
  package var footerHeight: CGFloat = 0
  /// A table section's header view, in its header (whose height is the view's).
  package var header: ScenarioView?
  /// A table section's footer view, in its footer.
  package var footer: ScenarioView?

  /// Creates a section.
  package init(cells: [ScenarioView], headerHeight: CGFloat = 0) {
    self.cells = cells
    self.headerHeight = headerHeight
  }
}

/// How a stack view lays out its subviews.
package struct StackSpec: Equatable, Sendable {
  /// The axis subviews are placed along.
  package enum Axis: String, Hashable, Sendable, CaseIterable {
    /// Top to bottom.
    case vertical
    /// Left to right.
    case horizontal
  }

  /// The axis.
  package var axis: Axis
  /// Space between subviews.
  package var spacing: CGFloat

  /// Creates stack properties.
  package init(axis: Axis = .vertical, spacing: CGFloat = 0) {
    self.axis = axis
    self.spacing = spacing
  }
}

/// What a text input adds.
package struct TextInputSpec: Equatable, Sendable {
  /// The keyboard appearance it asks for.
  package var keyboardAppearance: KeyboardAppearanceStyle
  /// Whether it is enabled (text fields and search fields): a disabled one cannot become the
  /// first responder.
  package var isEnabled: Bool
  /// The height of its custom input view, which takes the keyboard's place while it is focused;
  /// `nil`: the system keyboard.
  package var inputViewHeight: CGFloat?

  /// Creates text-input properties.
  package init(
    keyboardAppearance: KeyboardAppearanceStyle = .default, isEnabled: Bool = true,
    inputViewHeight: CGFloat? = nil
  ) {
    self.keyboardAppearance = keyboardAppearance
    self.isEnabled = isEnabled
    self.inputViewHeight = inputViewHeight
  }
}
