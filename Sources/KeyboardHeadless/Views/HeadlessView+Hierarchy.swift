import Foundation
import KeyboardCore

extension HeadlessView {
  /// The superview, as KeyboardCore sees it.
  public var hostSuperview: (any HostView)? { storedSuperview }

  /// The subviews, as KeyboardCore sees them.
  public var hostSubviews: [any HostView] { subviews }

  /// The window, as KeyboardCore sees it.
  public var hostWindow: (any HostWindow)? { window }

  /// The controller whose root view this is, as KeyboardCore sees it.
  public var owningController: (any HostController)? { storedOwningViewController }

  /// The topmost ancestor (the window when the view is in one), or the view itself.
  public var rootView: HeadlessView {
    var view = self
    while let parent = view.superview { view = parent }
    return view
  }

  /// Adds `view` on top of the subviews. See ``insertSubview(_:at:)``.
  public func addSubview(_ view: HeadlessView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` among the subviews (clamped to the valid range), removing it
  /// from its old superview first, as UIKit does.
  ///
  /// Requests UIKit would reject — adding the view to itself or to one of its descendants, or
  /// adding a window — are ignored.
  public func insertSubview(_ view: HeadlessView, at index: Int) {
    guard !isDescendant(of: view), !(view is HeadlessWindow) else { return }
    let previousWindow = view.window
    view.detachFromSuperview(isLeaving: view.superview !== self)
    let clampedIndex = min(max(index, 0), subviews.count)
    var subviews = takeSubviews()
    subviews.insert(view, at: clampedIndex)
    storedSubviews = subviews
    view.storedSuperview = self
    setNeedsLayout()
    previousWindow?.focusSystem.resignFirstResponderIfDetached()
  }

  /// Inserts `view` just below `sibling`; adds it on top when `sibling` is not a subview.
  public func insertSubview(_ view: HeadlessView, belowSubview sibling: HeadlessView) {
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
      addSubview(view)
      return
    }
    if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }),
      current < index
    {
      insertSubview(view, at: index - 1)
    } else {
      insertSubview(view, at: index)
    }
  }

  /// Inserts `view` just above `sibling`; adds it on top when `sibling` is not a subview.
  public func insertSubview(_ view: HeadlessView, aboveSubview sibling: HeadlessView) {
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
      addSubview(view)
      return
    }
    if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }),
      current < index
    {
      insertSubview(view, at: index)
    } else {
      insertSubview(view, at: index + 1)
    }
  }

  /// Detaches the view from its superview. A first responder inside the removed subtree
  /// resigns (and posts end-editing), as in UIKit.
  public func removeFromSuperview() {
    let previousWindow = window
    detachFromSuperview()
    previousWindow?.focusSystem.resignFirstResponderIfDetached()
  }

  /// Takes the view out of its superview's subviews; `isLeaving` is false when it is only being
  /// reordered there (the superview is then not told it leaves).
  func detachFromSuperview(isLeaving: Bool = true) {
    guard let parent = superview else { return }
    if isLeaving { parent.willRemoveSubview(self) }
    var siblings = parent.takeSubviews()
    siblings.removeAll { $0 === self }
    parent.storedSubviews = siblings
    parent.setNeedsLayout()
    storedSuperview = nil
    assignedSafeAreaInsets = nil
    isPlacedByContainer = false
    owningViewController?.lastPlacement = nil
  }

  /// The subviews, taken out of their storage to be changed and put back. No access to
  /// ``storedSubviews`` then lasts across a call (as `storedSubviews.insert(_:at:)` would), so
  /// the compiler drops the runtime's exclusivity check at every read of it (≈ 76 instructions,
  /// once or twice a view in a layout pass: ≈ 10k of a show on the issue-12 form). Left empty
  /// meanwhile, the storage is not copied.
  private func takeSubviews() -> [HeadlessView] {
    let subviews = storedSubviews
    storedSubviews = []
    return subviews
  }

  /// The first view with `id` in this subtree (this view included), depth first, back to front.
  public func descendant(withID id: String) -> HeadlessView? {
    if self.id == id { return self }
    for subview in subviews {
      if let found = subview.descendant(withID: id) { return found }
    }
    return nil
  }
}
