import KeyboardCore

/// A headless text input (text field, text view, search field): a ``HeadlessView`` that is a
/// `HostTextInput` and focuses through its window's ``HeadlessFocusSystem``.
@MainActor
public protocol HeadlessTextInput: HeadlessView, HostTextInput {
  /// How many times `HostTextInput/reloadInputViews()` was called.
  var reloadInputViewsCount: Int { get }
  /// Whether it may become the first responder (a disabled text field may not).
  var canBecomeFirstResponder: Bool { get }
}

extension HeadlessTextInput {
  /// `true`: an input may become the first responder unless it says otherwise.
  public var canBecomeFirstResponder: Bool { true }

  /// Makes this input the first responder through its window's focus system (end-editing of the
  /// previous input, then begin-editing of this one). Returns `false` when it is not in a window
  /// or cannot become first responder.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    window?.focusSystem.focus(self) ?? false
  }

  /// Stops being first responder (posting end-editing); returns whether it was.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    window?.focusSystem.resign(self) ?? false
  }

  /// Whether this input is its window's first responder.
  public var isFirstResponder: Bool {
    guard let focused = window?.focusSystem.firstResponder else { return false }
    return focused === self
  }
}
