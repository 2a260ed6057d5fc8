import KeyboardCore

/// Tracks a window's first responder and posts begin- and end-editing events, as UIKit does:
/// focusing another input posts end-editing of the old one, then begin-editing of the new one.
///
/// Each ``HeadlessWindow`` has one (``HeadlessWindow/focusSystem``). Inputs go through it with
/// ``HeadlessTextInput/becomeFirstResponder()`` and ``HeadlessTextInput/resignFirstResponder()``.
/// A first responder removed from the window resigns (posting end-editing).
@MainActor
public final class HeadlessFocusSystem {
  /// The window whose first responder this tracks.
  public internal(set) weak var window: HeadlessWindow?

  /// The focused input, or `nil` when none is.
  public private(set) weak var firstResponder: (any HeadlessTextInput)?

  /// Receives every begin- and end-editing event, in order. The app (or the test) installs it.
  public var onChange: ((HeadlessFocusChange) -> Void)?

  /// How many events were posted so far.
  public private(set) var postedChangeCount = 0

  /// Creates a focus system; the window attaches itself.
  init() {}

  /// Makes `input` the first responder. Returns `false` (and posts nothing) when it is not in
  /// this system's window or cannot become first responder (a disabled text field). Focusing the
  /// current first responder again posts nothing.
  @discardableResult
  public func focus(_ input: any HeadlessTextInput) -> Bool {
    guard let window, input.window === window, input.canBecomeFirstResponder else { return false }
    if let current = firstResponder {
      if current === input { return true }
      firstResponder = nil
      post(HeadlessFocusChange(kind: .ended, input: current))
    }
    firstResponder = input
    post(HeadlessFocusChange(kind: .began, input: input))
    return true
  }

  /// Resigns `input` when it is the first responder (posting end-editing); returns whether it
  /// was.
  @discardableResult
  public func resign(_ input: any HeadlessTextInput) -> Bool {
    guard let current = firstResponder, current === input else { return false }
    firstResponder = nil
    post(HeadlessFocusChange(kind: .ended, input: current))
    return true
  }

  /// Resigns whatever input is first responder (UIKit: `endEditing(true)`); returns whether one
  /// was.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    guard let current = firstResponder else { return false }
    return resign(current)
  }

  /// Resigns the first responder when it is no longer in this window.
  func resignFirstResponderIfDetached() {
    guard let current = firstResponder, current.window !== window else { return }
    resign(current)
  }

  private func post(_ change: HeadlessFocusChange) {
    postedChangeCount += 1
    onChange?(change)
  }
}
