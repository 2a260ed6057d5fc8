import KeyboardCore

/// A begin- or end-editing event of a text input, as the ``HeadlessFocusSystem`` posts it.
///
/// Not `Sendable`: it carries the input, a main-actor view.
public struct HeadlessFocusChange {
  /// Whether editing began or ended.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// The input became first responder (UIKit: `textFieldDidBeginEditing` and the
    /// `…TextDidBeginEditingNotification`).
    case began
    /// The input stopped being first responder (UIKit: `…TextDidEndEditingNotification`).
    case ended
  }

  /// Began or ended.
  public var kind: Kind
  /// The text input whose editing began or ended.
  public var input: any HostTextInput

  /// Creates an event.
  public init(kind: Kind, input: any HostTextInput) {
    self.kind = kind
    self.input = input
  }
}
