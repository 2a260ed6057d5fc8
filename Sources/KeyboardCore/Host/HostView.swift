import Foundation

/// A view of the app, as KeyboardCore and every adjuster see it.
///
/// KeyboardCore never imports UIKit: it sees the app through the `Host…` protocols. The UIKit
/// binding conforms `UIView` and friends to them; KeyboardHeadless implements them in memory.
///
/// Naming rule: a requirement whose name and type are exactly UIKit's (`frame`, `bounds`,
/// `layoutIfNeeded()`) keeps UIKit's name so `UIView` satisfies it as is; a requirement whose
/// type differs from UIKit's (protocol-typed relations, ``EdgeInsets``) carries the `host`
/// prefix so it never collides with a UIKit member.
@MainActor
public protocol HostView: AnyObject {
  /// The frame in the superview's coordinate space. Read-only here: an adjuster moves a view
  /// by writing ``HostProperty/frameOrigin`` through its ledger.
  var frame: CGRect { get }
  /// The bounds in the view's own coordinate space. A scroll view's bounds origin is its
  /// content offset.
  var bounds: CGRect { get }
  /// The superview, or `nil` for a window or a detached view.
  var hostSuperview: (any HostView)? { get }
  /// The subviews, back to front (used to snapshot a screen into a trace).
  var hostSubviews: [any HostView] { get }
  /// The window the view is in, or `nil` when it is not in a window.
  var hostWindow: (any HostWindow)? { get }
  /// The controller whose root view this view is (UIKit: `next` when it is a view controller
  /// owning this view), or `nil` for any other view.
  var owningController: (any HostController)? { get }
  /// The safe-area insets, in the view's own coordinates.
  var hostSafeAreaInsets: EdgeInsets { get }
  /// The layout margins, which include the safe area when the view insets them from it.
  var hostLayoutMargins: EdgeInsets { get }
  /// Converts a rectangle from this view's coordinates to `view`'s, or to the window's when
  /// `view` is `nil`, exactly as `UIView.convert(_:to:)` does.
  func hostConvert(_ rect: CGRect, to view: (any HostView)?) -> CGRect
  /// Lays out the view's subtree now if it needs it.
  func layoutIfNeeded()
  /// Per-view keyboard settings; read and write them through ``HostView/keyboard``.
  var keyboardSettings: KeyboardViewSettings { get set }
  /// This view as a scroll view when it is one, else `nil`: what `self as? any HostScrollView`
  /// answers. The adjusters ask it of every ancestor of the focused input; a host answers it
  /// with its own class (the UIKit binding: `self as? UIScrollView`), where the cast to a
  /// protocol asks the runtime for the conformance (≈ 700 instructions a view). The default
  /// implementation is that cast; a view that conforms to ``HostScrollView`` must answer
  /// itself.
  var hostScrollView: (any HostScrollView)? { get }
  /// Whether this view is a stack view: what `self is any HostStackView` answers, cheaply (see
  /// ``hostScrollView``). The default implementation is that test; a view that conforms to
  /// ``HostStackView`` must answer `true`.
  var isHostStackView: Bool { get }
}

extension HostView {
  /// `self as? any HostScrollView`: the runtime's conformance look-up, for hosts that do not
  /// answer from their class.
  public var hostScrollView: (any HostScrollView)? { self as? any HostScrollView }

  /// `self is any HostStackView`: the runtime's conformance look-up, for hosts that do not
  /// answer from their class.
  public var isHostStackView: Bool { self is any HostStackView }
}

extension HostView {
  /// The view's frame in its window's coordinates.
  public var frameInWindow: CGRect {
    guard let superview = hostSuperview else { return frame }
    return superview.hostConvert(frame, to: nil)
  }

  /// The nearest controller that owns this view or one of its ancestors (UIKit's
  /// "view containing controller").
  public var nearestController: (any HostController)? {
    var view: (any HostView)? = self
    while let current = view {
      if let controller = current.owningController { return controller }
      view = current.hostSuperview
    }
    return nil
  }

  /// Ancestors from the superview up to the window, nearest first.
  public var ancestors: [any HostView] {
    var result: [any HostView] = []
    var view = hostSuperview
    while let current = view {
      result.append(current)
      view = current.hostSuperview
    }
    return result
  }

  /// Whether `view` is this view or one of its ancestors.
  public func isDescendant(of view: any HostView) -> Bool {
    // Walks up without building `ancestors` (an allocation per question; the ledger asks it at
    // every measure).
    var current: (any HostView)? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.hostSuperview
    }
    return false
  }
}
