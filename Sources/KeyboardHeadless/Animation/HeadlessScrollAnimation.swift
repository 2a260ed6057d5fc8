import Foundation
import KeyboardCore

/// A content-offset animation of a ``HeadlessScrollView``, started by
/// `setContentOffset(_:animated: true)` and timed by the window's ``HeadlessClock``.
///
/// It models UIKit's own scroll animation (not a `UIView.animate` block, and not the keyboard's
/// curve): the offset moves from where it was to the target over ``duration`` at a constant
/// rate, so reading the offset part-way through gives the value reached so far. The model is
/// deterministic: the offset moves only when the clock does.
public struct HeadlessScrollAnimation: Equatable, Sendable {
  /// How long an animated scroll takes, whatever the distance: the core's
  /// `ScrollAnimationTiming.duration` (0.3 s), after which the ledger takes an animated write
  /// to have landed.
  ///
  /// UIKit does not publish the figure. Its documented behaviour (the Scroll View Programming
  /// Guide: the animated setter scrolls "from the current position to the specified position
  /// at a constant rate") and the commonly observed duration of `setContentOffset(_:animated:)`
  /// on devices, about 0.3 s, are what this model follows. It is deliberately longer than the
  /// 0.25 s keyboard animation, so a scroll started with the keyboard is still running when the
  /// keyboard's "did" notifications arrive, as on a device.
  public static let duration: TimeInterval = ScrollAnimationTiming.duration

  /// The offset when the animation started (what was visible then).
  public var from: CGPoint
  /// The target: where the animation ends, exactly.
  public var to: CGPoint
  /// The clock time it started at.
  public var startTime: TimeInterval
  /// The clock time it ends at: ``startTime`` plus ``duration``.
  public var endTime: TimeInterval { startTime + Self.duration }

  /// Describes an animation from `from` to `to` starting at `startTime`.
  public init(from: CGPoint, to: CGPoint, startTime: TimeInterval) {
    self.from = from
    self.to = to
    self.startTime = startTime
  }

  /// The fraction done at `time`: 0 at the start (or before), 1 at the end (or after), linear
  /// in between.
  public func progress(at time: TimeInterval) -> CGFloat {
    guard time > startTime else { return 0 }
    guard time < endTime else { return 1 }
    return CGFloat((time - startTime) / Self.duration)
  }

  /// The offset shown at `time`: ``from`` before the start, exactly ``to`` from the end on, and
  /// in between the linear mix rounded to the pixel grid of a screen with `scale` (so a reading
  /// part-way is a value a device could show).
  public func offset(at time: TimeInterval, scale: CGFloat) -> CGPoint {
    let fraction = progress(at: time)
    if fraction <= 0 { return from }
    if fraction >= 1 { return to }
    return CGPoint(
      x: (from.x + (to.x - from.x) * fraction).roundedToPixels(scale: scale),
      y: (from.y + (to.y - from.y) * fraction).roundedToPixels(scale: scale))
  }
}
