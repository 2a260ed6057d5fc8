import Foundation
import KeyboardCore
import KeyboardHeadless

/// Everything an adjuster can change of a headless screen, read at one moment: each view's
/// frame and, for scroll views, content offset and insets; for text inputs, the keyboard
/// appearance. Compare two snapshots to see what changed.
@MainActor
public struct HostSnapshot {
  /// One view's values.
  public struct ViewState: Equatable {
    /// The view's `id`, or its type when it has none.
    public var name: String
    /// The frame.
    public var frame: CGRect
    /// The content offset of a scroll view.
    public var contentOffset: CGPoint?
    /// The content inset of a scroll view.
    public var contentInset: EdgeInsets?
    /// The vertical scroll-indicator insets of a scroll view.
    public var verticalScrollIndicatorInsets: EdgeInsets?
    /// The keyboard appearance of a text input.
    public var keyboardAppearance: KeyboardAppearanceStyle?
  }

  /// One value that differs between two snapshots.
  public struct Difference: CustomStringConvertible {
    /// The changed view itself.
    public let object: HeadlessView
    /// The view.
    public var view: String
    /// The property: `frame`, `contentOffset`, `contentInset`, `verticalScrollIndicatorInsets`
    /// or `keyboardAppearance`.
    public var property: String
    /// The value before, as text.
    public var before: String
    /// The value after, as text.
    public var after: String

    /// `"email.frame: (16, 600, 358, 44) → (16, 454, 358, 44)"`.
    public var description: String { "\(view).\(property): \(before) → \(after)" }
  }

  /// The views, in the order a depth-first walk of the window meets them.
  public private(set) var views: [ViewState] = []
  let objects: [HeadlessView]

  /// Reads every view of `window`.
  public init(of window: HeadlessWindow) {
    var objects: [HeadlessView] = []
    Self.collect(window, into: &objects)
    self.objects = objects
    views = objects.map(Self.state(of:))
  }

  /// The values that differ from `earlier`, view by view (views that appeared or went away are
  /// not compared).
  public func differences(since earlier: HostSnapshot) -> [Difference] {
    var result: [Difference] = []
    for (index, object) in objects.enumerated() {
      guard let old = earlier.objects.firstIndex(where: { $0 === object }) else { continue }
      result += Self.differences(earlier.views[old], views[index], of: object)
    }
    return result
  }

  private static func collect(_ view: HeadlessView, into objects: inout [HeadlessView]) {
    objects.append(view)
    for subview in view.subviews { collect(subview, into: &objects) }
  }

  private static func state(of view: HeadlessView) -> ViewState {
    let scrollView = view as? HeadlessScrollView
    return ViewState(
      name: view.id.isEmpty ? String(describing: type(of: view)) : view.id,
      frame: view.frame,
      contentOffset: scrollView?.contentOffset,
      contentInset: scrollView?.contentInset,
      verticalScrollIndicatorInsets: scrollView?.verticalScrollIndicatorInsets,
      keyboardAppearance: (view as? any HostTextInput)?.hostKeyboardAppearance)
  }

  private static func differences(
    _ old: ViewState, _ new: ViewState, of object: HeadlessView
  ) -> [Difference] {
    var result: [Difference] = []
    func compare<Value: Equatable>(_ property: String, _ keyPath: KeyPath<ViewState, Value>) {
      guard old[keyPath: keyPath] != new[keyPath: keyPath] else { return }
      result.append(
        Difference(
          object: object, view: new.name, property: property, before: "\(old[keyPath: keyPath])",
          after: "\(new[keyPath: keyPath])"))
    }
    compare("frame", \.frame)
    compare("contentOffset", \.contentOffset)
    compare("contentInset", \.contentInset)
    compare("verticalScrollIndicatorInsets", \.verticalScrollIndicatorInsets)
    compare("keyboardAppearance", \.keyboardAppearance)
    return result
  }
}
