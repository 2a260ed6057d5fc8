#if canImport(UIKit)
  // Docs/MigratingFromIQKeyboardManager.md shows this region.
  // docs:begin migration-custom-input
  import KeyboardLift
  import UIKit

  /// A text input of the app's own — a view that takes key presses itself, not a `UITextField`
  /// or `UITextView` — that KeyboardLift keeps above the keyboard: it conforms to
  /// `HostTextInput` and reports the start and end of its editing to the manager, as the UIKit
  /// binding does for UIKit's own text inputs.
  final class PinCodeView: UIView, UIKeyInput, HostTextInput {
    private(set) var digits = ""

    // UIKeyInput: the keyboard types into this view.
    var hasText: Bool { !digits.isEmpty }
    func insertText(_ text: String) { digits += text }
    func deleteBackward() { digits = String(digits.dropLast()) }
    override var canBecomeFirstResponder: Bool { true }

    // HostTextInput: what KeyboardLift needs to know about the input.
    var textInputKind: TextInputKind { .textField }
    var hostKeyboardAppearance: KeyboardAppearanceStyle { .default }
    var enclosingSearchBar: (any HostView)? { nil }

    override func becomeFirstResponder() -> Bool {
      let became = super.becomeFirstResponder()
      if became { KeyboardManager.shared.configuration.textInputDidBeginEditing(self) }
      return became
    }

    override func resignFirstResponder() -> Bool {
      let resigned = super.resignFirstResponder()
      if resigned { KeyboardManager.shared.configuration.textInputDidEndEditing(self) }
      return resigned
    }
  }
// docs:end migration-custom-input
#endif
