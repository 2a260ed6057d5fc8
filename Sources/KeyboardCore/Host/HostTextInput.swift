import Foundation

/// What kind of text input a ``HostTextInput`` is.
public enum TextInputKind: String, Sendable, Codable, CaseIterable {
  /// A single-line text field.
  case textField
  /// A multi-line text view (it is also a scroll view).
  case textView
  /// The text field of a search bar.
  case searchField
}

/// The keyboard appearance of a text input, as `UIKeyboardAppearance`.
public enum KeyboardAppearanceStyle: String, Sendable, Codable, CaseIterable {
  /// The system default.
  case `default`
  /// Light keys.
  case light
  /// Dark keys.
  case dark
}

/// A text input that can be focused: text field, text view or search field.
@MainActor
public protocol HostTextInput: HostView {
  /// Field, text view or search field.
  var textInputKind: TextInputKind { get }
  /// The keyboard appearance it asks for. Read-only here: an adjuster changes it by writing
  /// ``HostProperty/keyboardAppearance`` through its ledger.
  var hostKeyboardAppearance: KeyboardAppearanceStyle { get }
  /// Reloads the keyboard and input views so a new appearance shows.
  func reloadInputViews()
  /// The search bar around a search field, whose distance setting the field uses.
  var enclosingSearchBar: (any HostView)? { get }
}

extension HostTextInput {
  /// Whether the input is a text view that scrolls its own text.
  public var isScrollableTextView: Bool {
    textInputKind == .textView && (hostScrollView?.isScrollEnabled ?? false)
  }
}
