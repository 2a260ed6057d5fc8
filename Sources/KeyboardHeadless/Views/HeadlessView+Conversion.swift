import Foundation
import KeyboardCore

extension HeadlessView {
  /// Converts a rectangle from this view's coordinates to `view`'s, or to the window's when
  /// `view` is `nil`, exactly as `UIView.convert(_:to:)` does (every ancestor's bounds origin —
  /// a scroll view's content offset — taken into account). Between two windows the conversion
  /// goes through screen coordinates.
  public func hostConvert(_ rect: CGRect, to view: (any HostView)?) -> CGRect {
    convert(rect, to: view)
  }

  /// Converts a rectangle from this view's coordinates to `view`'s (window coordinates when
  /// `view` is `nil`), as `UIView.convert(_:to:)`.
  public func convert(_ rect: CGRect, to view: (any HostView)?) -> CGRect {
    let (sourceRoot, sourceOffset) = offsetToRoot()
    let inSourceRoot = rect.offsetBy(dx: sourceOffset.x, dy: sourceOffset.y)
    guard let view else { return inSourceRoot }
    guard let target = view as? HeadlessView else {
      // A foreign host view: go through window coordinates.
      let targetOrigin = view.hostConvert(.zero, to: nil).origin
      return inSourceRoot.offsetBy(dx: -targetOrigin.x, dy: -targetOrigin.y)
    }
    let (targetRoot, targetOffset) = target.offsetToRoot()
    var inTargetRoot = inSourceRoot
    if sourceRoot !== targetRoot, let sourceWindow = sourceRoot as? HeadlessWindow,
      let targetWindow = targetRoot as? HeadlessWindow
    {
      let source = sourceWindow.frameInScreen.origin
      let destination = targetWindow.frameInScreen.origin
      inTargetRoot = inSourceRoot.offsetBy(
        dx: source.x - destination.x, dy: source.y - destination.y)
    }
    return inTargetRoot.offsetBy(dx: -targetOffset.x, dy: -targetOffset.y)
  }

  /// Converts a point from this view's coordinates to `view`'s (window coordinates when `view`
  /// is `nil`), as `UIView.convert(_:to:)`.
  public func convert(_ point: CGPoint, to view: (any HostView)?) -> CGPoint {
    convert(CGRect(origin: point, size: .zero), to: view).origin
  }

  /// Converts a rectangle from `view`'s coordinates (window coordinates when `view` is `nil`) to
  /// this view's, as `UIView.convert(_:from:)`.
  public func convert(_ rect: CGRect, from view: HeadlessView?) -> CGRect {
    let origin = convert(CGRect.zero, to: view).origin
    return rect.offsetBy(dx: -origin.x, dy: -origin.y)
  }

  /// The root of the tree and the translation from this view's coordinates to the root's:
  /// each step up adds `frame.origin − bounds.origin`.
  private func offsetToRoot() -> (root: HeadlessView, offset: CGPoint) {
    var offset = CGPoint.zero
    var view = self
    while let parent = view.storedSuperview {
      // Each read once: both are dynamic (subclasses override them).
      let frame = view.frame
      let bounds = view.bounds
      offset.x += frame.minX - bounds.minX
      offset.y += frame.minY - bounds.minY
      view = parent
    }
    return (view, offset)
  }
}
