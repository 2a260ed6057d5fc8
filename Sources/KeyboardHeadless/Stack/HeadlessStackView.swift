import Foundation
import KeyboardCore

/// The axis a ``HeadlessStackView`` arranges along.
public enum StackAxis: String, Hashable, Sendable, Codable, CaseIterable {
  /// Top to bottom; each arranged view keeps its height and gets the stack's width.
  case vertical
  /// Left to right; each arranged view keeps its width and gets the stack's height.
  case horizontal
}

/// A stack view (`UIStackView` with fill alignment and natural sizes): on each layout pass it
/// puts its visible arranged subviews one after another along ``axis``, ``spacing`` apart,
/// starting at 0. Hidden arranged subviews take no room.
@MainActor
open class HeadlessStackView: HeadlessView, HostStackView {
  /// The axis of the arrangement.
  public var axis: StackAxis {
    didSet { setNeedsLayout() }
  }

  /// The space between neighbouring arranged subviews.
  public var spacing: CGFloat {
    didSet { setNeedsLayout() }
  }

  private var arranged: [HeadlessView] = []

  /// Creates a detached stack view holding `arrangedSubviews`.
  public init(
    frame: CGRect = .zero, axis: StackAxis = .vertical, spacing: CGFloat = 0,
    arrangedSubviews: [HeadlessView] = [], id: String = ""
  ) {
    self.axis = axis
    self.spacing = spacing
    super.init(frame: frame, id: id)
    for view in arrangedSubviews { addArrangedSubview(view) }
  }

  /// The arranged subviews, in order. A view that leaves the stack's subviews
  /// (`removeFromSuperview()`, or added to another view) drops out and is no longer held by the
  /// stack, as in UIKit.
  public var arrangedSubviews: [HeadlessView] { arranged }

  /// Appends `view` to the arrangement (adding it as a subview).
  public func addArrangedSubview(_ view: HeadlessView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` into the arrangement at `index` (clamped), adding it as a subview.
  public func insertArrangedSubview(_ view: HeadlessView, at index: Int) {
    if view.superview !== self { addSubview(view) }
    arranged.removeAll { $0 === view }
    arranged.insert(view, at: min(max(index, 0), arranged.count))
    setNeedsLayout()
  }

  /// Drops `subview` from the arrangement when it leaves the stack, as UIKit does.
  open override func willRemoveSubview(_ subview: HeadlessView) {
    arranged.removeAll { $0 === subview }
    super.willRemoveSubview(subview)
  }

  /// Takes `view` out of the arrangement; like UIKit it stays a subview.
  public func removeArrangedSubview(_ view: HeadlessView) {
    arranged.removeAll { $0 === view }
    setNeedsLayout()
  }

  /// The length the visible arranged subviews need along the axis: their sizes plus the spacing
  /// between them.
  public var arrangedLength: CGFloat {
    let visible = arrangedSubviews.filter { !$0.isHidden }
    let sizes = visible.map { axis == .vertical ? $0.frame.height : $0.frame.width }
    return sizes.reduce(0, +) + spacing * CGFloat(max(visible.count - 1, 0))
  }

  /// Arranges the subviews, then applies safe-area pins.
  open override func layoutSubviews() {
    arrangeSubviews()
    super.layoutSubviews()
  }

  /// Puts the visible arranged subviews in place now.
  public func arrangeSubviews() {
    var position: CGFloat = 0
    for view in arrangedSubviews where !view.isHidden {
      switch axis {
      case .vertical:
        view.frame = CGRect(x: 0, y: position, width: bounds.width, height: view.frame.height)
        position += view.frame.height + spacing
      case .horizontal:
        view.frame = CGRect(x: position, y: 0, width: view.frame.width, height: bounds.height)
        position += view.frame.width + spacing
      }
    }
  }
}
