import Foundation
import KeyboardCore

/// A cell of a ``HeadlessTableView`` or ``HeadlessCollectionView``. As in UIKit, what the cell
/// shows goes in its ``contentView``, a subview that always fills the cell.
@MainActor
open class HeadlessListCell: HeadlessView, HostListCell {
  /// Table or collection.
  public let listKind: ListKind

  /// The view that holds the cell's content (fields go here); it fills the cell.
  public let contentView: HeadlessView

  /// Creates a detached cell.
  public init(listKind: ListKind, frame: CGRect = .zero, id: String = "") {
    self.listKind = listKind
    self.contentView = HeadlessView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame, id: id)
    addSubview(contentView)
  }

  /// The frame; the content view follows a new size at once.
  open override var frame: CGRect {
    didSet { contentView.frame = bounds }
  }

  /// Keeps the content view filling the cell, then applies safe-area pins.
  open override func layoutSubviews() {
    contentView.frame = bounds
    super.layoutSubviews()
  }
}
