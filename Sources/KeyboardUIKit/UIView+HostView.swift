#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import UIKit

    // `frame` (CGRect, get/set), `bounds` (CGRect) and `layoutIfNeeded()` are UIView's own members
    // and satisfy HostView as they are.
    extension UIView: HostView {
      /// The superview (`superview`).
      public var hostSuperview: (any HostView)? { superview }
      /// `subviews`, back to front.
      public var hostSubviews: [any HostView] { subviews }

      /// The window the view is in (`window`); a window is its own window.
      public var hostWindow: (any HostWindow)? { (self as? UIWindow) ?? window }

      /// The controller whose root view this is: UIKit makes a controller's view's next responder
      /// the controller, so `next` is it when that controller's loaded view is this view.
      public var owningController: (any HostController)? {
        guard let controller = next as? UIViewController, controller.viewIfLoaded === self else {
          return nil
        }
        return controller
      }

      /// `self as? UIScrollView`: the binding's scroll views are `UIScrollView` and its
      /// subclasses.
      public var hostScrollView: (any HostScrollView)? { self as? UIScrollView }

      /// `self is UIStackView`: the binding's stack views are `UIStackView` and its subclasses.
      public var isHostStackView: Bool { self is UIStackView }

      /// `safeAreaInsets`.
      public var hostSafeAreaInsets: EdgeInsets { EdgeInsets(safeAreaInsets) }

      /// `layoutMargins`.
      public var hostLayoutMargins: EdgeInsets { EdgeInsets(layoutMargins) }

      /// `convert(_:to:)`; `nil` converts to the window's coordinates, as UIKit does.
      ///
      /// A view of another backend (never mixed with UIKit in practice) is reached through window
      /// coordinates, assuming it has no transform.
      public func hostConvert(_ rect: CGRect, to view: (any HostView)?) -> CGRect {
        guard let view else { return convert(rect, to: nil) }
        if let target = view as? UIView { return convert(rect, to: target) }
        let inWindow = convert(rect, to: nil)
        let targetInWindow = view.hostConvert(view.bounds, to: nil)
        return inWindow.offsetBy(
          dx: view.bounds.minX - targetInWindow.minX, dy: view.bounds.minY - targetInWindow.minY)
      }

      /// This view's KeyboardLift settings, stored with the view as an associated object.
      public var keyboardSettings: KeyboardViewSettings {
        get {
          associatedObject(
            for: AssociationKey.viewSettings, as: AssociatedBox<KeyboardViewSettings>.self)?
            .value ?? .default
        }
        set {
          if let box = associatedObject(
            for: AssociationKey.viewSettings, as: AssociatedBox<KeyboardViewSettings>.self)
          {
            box.value = newValue
          } else {
            setAssociatedObject(AssociatedBox(newValue), for: AssociationKey.viewSettings)
          }
        }
      }
    }

    extension UIView {
      /// The nearest ancestor view of type `T`, excluding this view.
      func nearestAncestor<T: UIView>(ofType type: T.Type) -> T? {
        var view = superview
        while let current = view {
          if let match = current as? T { return match }
          view = current.superview
        }
        return nil
      }
    }
  #endif
#endif
