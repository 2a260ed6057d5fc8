#if canImport(UIKit)
  // Docs/MigratingFromIQKeyboardManager.md shows this region.
  // docs:begin migration-resign-on-tap
  import UIKit

  extension UIViewController {
    /// `resignOnTouchOutside` for one screen, in plain UIKit: a tap outside the focused field
    /// ends editing, and still reaches the buttons and cells it lands on. Call it from
    /// `viewDidLoad`.
    func endEditingOnTapOutside() {
      let tap = UITapGestureRecognizer(target: self, action: #selector(endEditingAfterTap))
      tap.cancelsTouchesInView = false
      view.addGestureRecognizer(tap)
    }

    @objc private func endEditingAfterTap() {
      view.endEditing(true)
    }
  }
// docs:end migration-resign-on-tap
#endif
