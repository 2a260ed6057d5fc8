import Foundation
import KeyboardCore

/// A search bar (`UISearchBar`) holding its ``searchField``, laid out as UIKit does: 8 points
/// from the sides, 36 high, centred vertically (a 56-point bar puts it at y = 10).
@MainActor
open class HeadlessSearchBar: HeadlessView {
  /// Height of the search field inside the bar.
  public static let searchFieldHeight: CGFloat = 36
  /// Horizontal inset of the search field inside the bar.
  public static let searchFieldSideInset: CGFloat = 8

  /// The bar's text field (UIKit: `searchTextField`).
  public let searchField: HeadlessSearchField

  /// Creates a detached search bar with its field (placed at once).
  public override init(frame: CGRect = .zero, id: String = "") {
    searchField = HeadlessSearchField(id: id.isEmpty ? "" : "\(id).field")
    super.init(frame: frame, id: id)
    searchField.enclosingBar = self
    addSubview(searchField)
    placeSearchField()
  }

  /// The frame; the search field follows a new size at once.
  open override var frame: CGRect {
    didSet { placeSearchField() }
  }

  /// Places the search field, then applies safe-area pins.
  open override func layoutSubviews() {
    placeSearchField()
    super.layoutSubviews()
  }

  private func placeSearchField() {
    let inset = Self.searchFieldSideInset
    let height = Self.searchFieldHeight
    searchField.frame = CGRect(
      x: inset, y: (bounds.height - height) / 2, width: max(bounds.width - 2 * inset, 0),
      height: height)
  }
}

/// The text field of a ``HeadlessSearchBar`` (`UISearchTextField`): kind `.searchField`, with the
/// bar as its ``enclosingSearchBar`` (whose distance setting KeyboardLift uses).
@MainActor
open class HeadlessSearchField: HeadlessTextField {
  /// The bar around the field.
  public internal(set) weak var enclosingBar: HeadlessSearchBar?

  /// `.searchField`.
  open override var textInputKind: TextInputKind { .searchField }

  /// The bar around the field, as KeyboardCore sees it.
  open override var enclosingSearchBar: (any HostView)? { enclosingBar }
}
