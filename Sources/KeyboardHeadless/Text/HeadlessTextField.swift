import Foundation
import KeyboardCore

/// A single-line text field (`UITextField`): a text input that focuses through its window's
/// ``HeadlessFocusSystem``.
@MainActor
open class HeadlessTextField: HeadlessView, HeadlessTextInput {
  /// The text.
  public var text: String = ""

  /// The keyboard appearance the field asks for.
  public var hostKeyboardAppearance: KeyboardAppearanceStyle = .default

  /// Whether the field is enabled (UIKit: `isEnabled`); a disabled field cannot become the
  /// first responder.
  public var isEnabled = true

  /// Whether the field is enabled: only then may it become the first responder.
  open var canBecomeFirstResponder: Bool { isEnabled }

  /// How many times ``reloadInputViews()`` was called.
  public private(set) var reloadInputViewsCount = 0

  /// Creates a detached text field.
  public override init(frame: CGRect = .zero, id: String = "") {
    super.init(frame: frame, id: id)
  }

  /// `.textField`; a search field overrides it.
  open var textInputKind: TextInputKind { .textField }

  /// `nil`; a search field returns its search bar.
  open var enclosingSearchBar: (any HostView)? { nil }

  /// Counts the reload (UIKit: the keyboard picks up a new appearance).
  public func reloadInputViews() {
    reloadInputViewsCount += 1
  }
}
