import Foundation

/// A property of a host object that the ``Ledger`` reads, writes and restores: the only way an
/// adjuster changes the app.
///
/// The host protocols an adjuster sees are read-only; what it may change is a `HostProperty`,
/// written with ``AdjusterLedger/write(_:of:to:animated:restore:)``. The built-ins cover what
/// the built-in adjusters change (``frameOrigin``, ``contentOffset``, ``contentInset``,
/// ``verticalScrollIndicatorInsets``, ``keyboardAppearance``); an adjuster that changes
/// something else of its own (a view's alpha) declares it with ``init(key:read:write:)``.
///
/// A descriptor's writer is not public: the ledger is the only caller.
public struct HostProperty<Target, Value: Equatable & Sendable>: Sendable {
  /// The storage this property changes (see ``HostPropertyKey``).
  public let key: HostPropertyKey
  /// Reads the current value.
  public let read: @MainActor @Sendable (Target) -> Value
  /// Writes a value; `animated` asks for the host's own animation where the property has one.
  let write: @MainActor @Sendable (Target, Value, _ animated: Bool) -> Void
  /// How a write moves the target's subviews on screen, for the lift the core derives from
  /// writes; `nil` when a write moves nothing (insets, appearance, custom properties).
  let motion: HostPropertyMotion<Value>?
  /// The object a target is, which the ledger keys its records by. The built-in properties,
  /// whose targets are class-bound existentials, convert without the runtime's bridging: in the
  /// ledger's generic code `target as AnyObject` cost ≈ 450 instructions (19 times a show).
  let object: @MainActor @Sendable (Target) -> AnyObject

  /// Describes a property of your own by its storage key, reader and writer. Writes through
  /// the ledger call `write`; nothing else does.
  public init(
    key: HostPropertyKey, read: @escaping @MainActor @Sendable (Target) -> Value,
    write: @escaping @MainActor @Sendable (Target, Value) -> Void
  ) {
    self.init(key: key, read: read, motion: nil, object: { $0 as AnyObject }) {
      target, value, _ in write(target, value)
    }
  }

  init(
    key: HostPropertyKey, read: @escaping @MainActor @Sendable (Target) -> Value,
    motion: HostPropertyMotion<Value>?,
    object: @escaping @MainActor @Sendable (Target) -> AnyObject,
    write: @escaping @MainActor @Sendable (Target, Value, Bool) -> Void
  ) {
    self.key = key
    self.read = read
    self.motion = motion
    self.object = object
    self.write = write
  }
}

/// How writing a property moves things on screen, vertically: what the core needs to derive the
/// lift an adjuster took from the values it wrote.
struct HostPropertyMotion<Value>: Sendable {
  /// Whether the target itself moves (a frame) or only what it contains (a scroll view's
  /// content offset moves its subviews, not itself).
  let movesTarget: Bool
  /// How far the moved views go down, in points, when the value changes from the first to the
  /// second (negative: up).
  let verticalShift: @Sendable (Value, Value) -> CGFloat
}

extension HostProperty where Target == any HostView, Value == CGPoint {
  /// A view's `frame.origin` (what RootAdjust moves). The one frame property: its key,
  /// `"frame.origin"`, stands for the whole frame.
  public static var frameOrigin: HostProperty {
    HostProperty(
      key: "frame.origin", read: { $0.frame.origin },
      motion: HostPropertyMotion(movesTarget: true) { old, new in new.y - old.y },
      object: { $0 }
    ) { view, origin, _ in
      guard let view = view as? any WritableHostView else { return }
      view.frame.origin = origin
    }
  }
}

extension HostProperty where Target == any HostScrollView, Value == CGPoint {
  /// A scroll view's content offset. Written with `animated: true`, it goes through
  /// `setContentOffset(_:animated: true)`; either way it is one property.
  public static var contentOffset: HostProperty {
    HostProperty(
      key: "contentOffset", read: { $0.contentOffset },
      motion: HostPropertyMotion(movesTarget: false) { old, new in old.y - new.y },
      object: { $0 }
    ) { scrollView, offset, animated in
      guard let scrollView = scrollView as? any WritableHostScrollView else { return }
      if animated {
        scrollView.setContentOffset(offset, animated: true)
      } else {
        scrollView.contentOffset = offset
      }
    }
  }
}

extension HostProperty where Target == any HostScrollView, Value == EdgeInsets {
  /// A scroll view's content inset.
  public static var contentInset: HostProperty {
    HostProperty(
      key: "contentInset", read: { $0.hostContentInset }, motion: nil, object: { $0 }
    ) {
      scrollView, inset, _ in
      (scrollView as? any WritableHostScrollView)?.hostContentInset = inset
    }
  }

  /// A scroll view's vertical scroll-indicator insets.
  public static var verticalScrollIndicatorInsets: HostProperty {
    HostProperty(
      key: "verticalScrollIndicatorInsets", read: { $0.hostVerticalScrollIndicatorInsets },
      motion: nil, object: { $0 }
    ) { scrollView, inset, _ in
      (scrollView as? any WritableHostScrollView)?.hostVerticalScrollIndicatorInsets = inset
    }
  }
}

extension HostProperty where Target == any HostTextInput, Value == KeyboardAppearanceStyle {
  /// A text input's keyboard appearance.
  public static var keyboardAppearance: HostProperty {
    HostProperty(
      key: "keyboardAppearance", read: { $0.hostKeyboardAppearance }, motion: nil, object: { $0 }
    ) {
      input, appearance, _ in
      (input as? any WritableHostTextInput)?.hostKeyboardAppearance = appearance
    }
  }
}
