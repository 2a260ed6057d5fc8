#if canImport(UIKit)
  // docs:begin readme-view-settings
  import KeyboardLift
  import UIKit

  extension SignUpViewController {
    /// Per-view settings, set from `viewDidLoad` and read whenever one of these views is focused
    /// (or holds the focused field).
    func configureKeyboardSettings() {
      passwordField.keyboard.distanceFromKeyboard = 40  // the rules line under it stays in sight
      birthdayField.keyboard.enableMode = .disabled  // a date wheel, not typing: the form stays put
      scrollView.keyboard.restoreContentOffset = true  // back where the user left it, on hide
    }
  }
// docs:end readme-view-settings
#endif
