#if canImport(UIKit)
  // Docs/MigratingFromIQKeyboardManager.md shows this region.
  // docs:begin migration-done-toolbar
  import UIKit

  extension UITextField {
    /// IQKeyboardManager's toolbar, reduced to its Done button, in plain UIKit: a toolbar as the
    /// field's input accessory view. UIKit counts the accessory in the keyboard's frame, so
    /// KeyboardLift keeps the field above the toolbar.
    func addDoneToolbar() {
      let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      toolbar.items = [
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
        UIBarButtonItem(
          barButtonSystemItem: .done, target: self, action: #selector(resignFirstResponder)),
      ]
      inputAccessoryView = toolbar
    }
  }
// docs:end migration-done-toolbar
#endif
