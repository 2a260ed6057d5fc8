import Foundation
import KeyboardCore

/// A multi-line text view (`UITextView`): a scroll view and a text input. With
/// ``HeadlessScrollView/isScrollEnabled`` on (the default) it scrolls its own text; with it
/// off it behaves as a growing text block inside another scroll view.
@MainActor
open class HeadlessTextView: HeadlessScrollView, HeadlessTextInput {
  /// The text.
  public var text: String = ""

  /// The keyboard appearance the text view asks for.
  public var hostKeyboardAppearance: KeyboardAppearanceStyle = .default

  /// How many times ``reloadInputViews()`` was called.
  public private(set) var reloadInputViewsCount = 0

  /// `true`: a text view may always become the first responder.
  open var canBecomeFirstResponder: Bool { true }

  /// Creates a detached text view; `isScrollEnabled` says whether it scrolls its own text.
  public init(frame: CGRect = .zero, id: String = "", isScrollEnabled: Bool = true) {
    super.init(frame: frame, id: id)
    self.isScrollEnabled = isScrollEnabled
  }

  /// `.textView`.
  public var textInputKind: TextInputKind { .textView }

  /// `nil`: a text view is never in a search bar.
  public var enclosingSearchBar: (any HostView)? { nil }

  /// Counts the reload.
  public func reloadInputViews() {
    reloadInputViewsCount += 1
  }
}
