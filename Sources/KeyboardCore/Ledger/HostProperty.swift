import Foundation

/// A property of a host object that the ``Ledger`` can read, write and restore — the only way
/// adjusters change host state.
///
/// The `name` identifies the property: the ledger keeps one original value per
/// (target, name). Two descriptors with the same name (the content offset written with and
/// without animation) are the same property.
public struct HostProperty<Target, Value: Equatable & Sendable>: Sendable {
  /// The property's name, e.g. `"frame.origin"`.
  public let name: String
  /// Reads the current value.
  public let read: @MainActor @Sendable (Target) -> Value
  /// Writes a new value.
  public let write: @MainActor @Sendable (Target, Value) -> Void

  /// Describes a property by name, reader and writer.
  public init(
    name: String, read: @escaping @MainActor @Sendable (Target) -> Value,
    write: @escaping @MainActor @Sendable (Target, Value) -> Void
  ) {
    self.name = name
    self.read = read
    self.write = write
  }
}

extension HostProperty where Target == any HostView, Value == CGPoint {
  /// A view's `frame.origin` (what RootAdjust moves).
  public static var frameOrigin: HostProperty {
    HostProperty(
      name: "frame.origin", read: { $0.frame.origin },
      write: { view, origin in view.frame.origin = origin })
  }
}

extension HostProperty where Target == any HostScrollView, Value == CGPoint {
  /// A scroll view's content offset, set directly (`animated == false`) or through the
  /// animated setter `setContentOffset(_:animated: true)`.
  public static func contentOffset(animated: Bool) -> HostProperty {
    HostProperty(
      name: "contentOffset", read: { $0.contentOffset },
      write: { scrollView, offset in
        if animated {
          scrollView.setContentOffset(offset, animated: true)
        } else {
          scrollView.contentOffset = offset
        }
      })
  }
}

extension HostProperty where Target == any HostScrollView, Value == EdgeInsets {
  /// A scroll view's content inset.
  public static var contentInset: HostProperty {
    HostProperty(
      name: "contentInset", read: { $0.hostContentInset },
      write: { scrollView, inset in scrollView.hostContentInset = inset })
  }

  /// A scroll view's vertical scroll-indicator insets.
  public static var verticalScrollIndicatorInsets: HostProperty {
    HostProperty(
      name: "verticalScrollIndicatorInsets", read: { $0.hostVerticalScrollIndicatorInsets },
      write: { scrollView, inset in scrollView.hostVerticalScrollIndicatorInsets = inset })
  }
}

extension HostProperty where Target == any HostTextInput, Value == KeyboardAppearanceStyle {
  /// A text input's keyboard appearance.
  public static var keyboardAppearance: HostProperty {
    HostProperty(
      name: "keyboardAppearance", read: { $0.hostKeyboardAppearance },
      write: { input, appearance in input.hostKeyboardAppearance = appearance })
  }
}
