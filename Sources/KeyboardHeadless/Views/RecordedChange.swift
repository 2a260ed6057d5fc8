import Foundation
import KeyboardCore

/// One recorded change of a view property, so tests can check what changed, when, and whether
/// it ran inside a keyboard animation.
public struct RecordedChange<Value: Equatable & Sendable>: Equatable, Sendable {
  /// The value before the change.
  public var oldValue: Value
  /// The value after the change.
  public var newValue: Value
  /// The animation of the ``HeadlessAnimator`` block the change ran in, or `nil` when it ran
  /// outside any animation (or the view's window has no animator).
  public var animation: KeyboardAnimation?
  /// The window's clock time of the change, or `nil` when the window has no animator.
  public var time: TimeInterval?

  /// Creates a record.
  public init(
    oldValue: Value, newValue: Value, animation: KeyboardAnimation? = nil, time: TimeInterval? = nil
  ) {
    self.oldValue = oldValue
    self.newValue = newValue
    self.animation = animation
    self.time = time
  }

  /// Whether the change ran inside an animation block.
  public var isAnimated: Bool { animation != nil }
}

/// One recorded change of a scroll view's content offset.
public struct ContentOffsetChange: Equatable, Sendable {
  /// The offset before the change.
  public var oldValue: CGPoint
  /// The offset after the change.
  public var newValue: CGPoint
  /// Whether it was set through `setContentOffset(_:animated:)` with `animated: true`.
  public var usedAnimatedSetter: Bool
  /// The animation of the ``HeadlessAnimator`` block the change ran in, if any.
  public var animation: KeyboardAnimation?
  /// The window's clock time of the change, or `nil` when the window has no animator.
  public var time: TimeInterval?

  /// Creates a record.
  public init(
    oldValue: CGPoint, newValue: CGPoint, usedAnimatedSetter: Bool,
    animation: KeyboardAnimation? = nil, time: TimeInterval? = nil
  ) {
    self.oldValue = oldValue
    self.newValue = newValue
    self.usedAnimatedSetter = usedAnimatedSetter
    self.animation = animation
    self.time = time
  }
}
