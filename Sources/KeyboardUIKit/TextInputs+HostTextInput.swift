#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import UIKit

    // `reloadInputViews()` is UIResponder's own method and satisfies HostTextInput as it is.
    extension UITextField: HostTextInput {
      /// `.searchField` for a `UISearchTextField` (a search bar's field), else `.textField`.
      public var textInputKind: TextInputKind {
        self is UISearchTextField ? .searchField : .textField
      }

      /// `keyboardAppearance`.
      public var hostKeyboardAppearance: KeyboardAppearanceStyle {
        get { KeyboardAppearanceStyle(keyboardAppearance) }
        set { keyboardAppearance = UIKeyboardAppearance(newValue) }
      }

      /// Whether the field's nearest controller, or a controller containing it, is a
      /// `UIAlertController`.
      public var isInAlertController: Bool { isInsideAlertController }

      /// Whether the field belongs to a search bar that is the search bar of some navigation item's
      /// `searchController`.
      public var isInNavigationSearchController: Bool {
        guard let bar = nearestAncestor(ofType: UISearchBar.self) else { return false }
        return nearestViewController?.isNavigationSearchBarInChain(bar) ?? false
      }

      /// The search bar around the field, if any.
      public var enclosingSearchBar: (any HostView)? { nearestAncestor(ofType: UISearchBar.self) }
    }

    // `reloadInputViews()` is UIResponder's own method and satisfies HostTextInput as it is.
    extension UITextView: HostTextInput {
      /// `.textView`.
      public var textInputKind: TextInputKind { .textView }

      /// `keyboardAppearance`.
      public var hostKeyboardAppearance: KeyboardAppearanceStyle {
        get { KeyboardAppearanceStyle(keyboardAppearance) }
        set { keyboardAppearance = UIKeyboardAppearance(newValue) }
      }

      /// Whether the text view's nearest controller, or a controller containing it, is a
      /// `UIAlertController`.
      public var isInAlertController: Bool { isInsideAlertController }

      /// Always `false`: only a search bar's field can belong to a navigation search controller.
      public var isInNavigationSearchController: Bool { false }

      /// Always `nil`: a text view is never a search bar's field.
      public var enclosingSearchBar: (any HostView)? { nil }
    }

    extension UIView {
      /// Whether a `UIAlertController` is on the responder chain between this view and its window:
      /// the view's nearest controller or one of the controllers containing it.
      fileprivate var isInsideAlertController: Bool {
        var responder: UIResponder? = self
        while let current = responder, !(current is UIWindow) {
          if current is UIAlertController { return true }
          responder = current.next
        }
        return false
      }
    }

    extension UIViewController {
      /// Whether `bar` is the search bar of the `navigationItem.searchController` of this
      /// controller or of a controller above it. The climb follows parents and, for a presented
      /// controller (an active search controller is presented), the presenting controller; a
      /// navigation controller also checks the controllers on its stack.
      fileprivate func isNavigationSearchBarInChain(_ bar: UISearchBar) -> Bool {
        var controller: UIViewController? = self
        // The chain ends at a window's root; the bound guards against a cycle all the same.
        for _ in 0..<64 {
          guard let current = controller else { return false }
          let candidates = [current] + ((current as? UINavigationController)?.viewControllers ?? [])
          if candidates.contains(where: { $0.navigationItem.searchController?.searchBar === bar }) {
            return true
          }
          controller = current.parent ?? current.presentingViewController
        }
        return false
      }
    }
  #endif
#endif
