#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import UIKit

    // `reloadInputViews()` is UIResponder's own method and satisfies HostTextInput as it is.
    // Which inputs KeyboardLift leaves alone (alerts, navigation search fields) is decided in
    // KeyboardCore from the controllers (`HostTextInput.isInAlertController`).
    extension UITextField: HostTextInput {
      /// `.searchField` for a `UISearchTextField` (a search bar's field), else `.textField`.
      public var textInputKind: TextInputKind {
        self is UISearchTextField ? .searchField : .textField
      }

      /// `keyboardAppearance`.
      public package(set) var hostKeyboardAppearance: KeyboardAppearanceStyle {
        get { KeyboardAppearanceStyle(keyboardAppearance) }
        set { keyboardAppearance = UIKeyboardAppearance(newValue) }
      }

      /// The search bar around the field, if any.
      public var enclosingSearchBar: (any HostView)? { nearestAncestor(ofType: UISearchBar.self) }
    }

    // `reloadInputViews()` is UIResponder's own method and satisfies HostTextInput as it is.
    extension UITextView: HostTextInput {
      /// `.textView`.
      public var textInputKind: TextInputKind { .textView }

      /// `keyboardAppearance`.
      public package(set) var hostKeyboardAppearance: KeyboardAppearanceStyle {
        get { KeyboardAppearanceStyle(keyboardAppearance) }
        set { keyboardAppearance = UIKeyboardAppearance(newValue) }
      }

      /// Always `nil`: a text view is never a search bar's field.
      public var enclosingSearchBar: (any HostView)? { nil }
    }
  #endif
#endif
