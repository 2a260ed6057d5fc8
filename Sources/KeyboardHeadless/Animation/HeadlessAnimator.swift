import Foundation
import KeyboardCore

/// One animation block the ``HeadlessAnimator`` ran.
public struct HeadlessAnimationRecord: Hashable, Sendable {
  /// The animation's duration and curve.
  public var animation: KeyboardAnimation
  /// The clock time the block ran at.
  public var startTime: TimeInterval
  /// When the animation ends on the clock: start plus the duration (a negative or non-finite
  /// duration counts as 0).
  public var endTime: TimeInterval
  /// Whether ``HeadlessAnimator/finishAnimations()`` ended it before its end time.
  public var wasFinishedEarly: Bool

  /// Creates a record.
  public init(
    animation: KeyboardAnimation, startTime: TimeInterval, endTime: TimeInterval,
    wasFinishedEarly: Bool = false
  ) {
    self.animation = animation
    self.startTime = startTime
    self.endTime = endTime
    self.wasFinishedEarly = wasFinishedEarly
  }
}

/// The headless ``HostAnimator``: runs the changes at once (in UIKit too, model values change
/// inside the animation block; only the presentation animates), and records each animation so
/// tests can check that changes ran inside the keyboard's animation.
///
/// While a block runs, ``currentAnimation`` is its animation, and views of a window using this
/// animator stamp their recorded changes with it. An animation is running (``isAnimating``)
/// until the clock passes its end or ``finishAnimations()`` is called.
@MainActor
public final class HeadlessAnimator: HostAnimator {
  /// The clock that times the animations.
  public let clock: HeadlessClock

  /// Every animation block run so far, oldest first.
  public private(set) var records: [HeadlessAnimationRecord] = []

  private var runningBlocks: [KeyboardAnimation] = []

  /// Creates an animator timed by `clock`.
  public init(clock: HeadlessClock) {
    self.clock = clock
  }

  /// Runs `changes` now, inside an animation with `animation`'s duration and curve, and
  /// records it.
  public func animate(_ animation: KeyboardAnimation, changes: () -> Void) {
    let duration = animation.duration.isFinite ? max(animation.duration, 0) : 0
    records.append(
      HeadlessAnimationRecord(
        animation: animation, startTime: clock.now, endTime: clock.now + duration))
    runningBlocks.append(animation)
    changes()
    runningBlocks.removeLast()
  }

  /// The animation of the innermost block running right now, or `nil` outside any block.
  public var currentAnimation: KeyboardAnimation? { runningBlocks.last }

  /// Whether an animation block is running right now.
  public var isInsideAnimation: Bool { !runningBlocks.isEmpty }

  /// Whether any recorded animation is still in flight: not finished early and its end time
  /// not yet reached by the clock.
  public var isAnimating: Bool {
    records.contains { !$0.wasFinishedEarly && $0.endTime > clock.now }
  }

  /// Ends every animation in flight now, without moving the clock.
  public func finishAnimations() {
    for index in records.indices where records[index].endTime > clock.now {
      records[index].wasFinishedEarly = true
    }
  }

  /// Forgets the recorded animations.
  public func removeRecords() {
    records.removeAll()
  }
}
