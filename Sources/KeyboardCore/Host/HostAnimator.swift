import Foundation

/// Runs host-state changes alongside the keyboard's own animation.
@MainActor
public protocol HostAnimator: AnyObject {
  /// Runs `changes` now, synchronously, so that every property they set animates with
  /// `animation` (UIKit: inside `UIView.animate` with the keyboard's duration and curve).
  func animate(_ animation: KeyboardAnimation, changes: () -> Void)

  /// The time on the clock that times the host's animations, in seconds (UIKit:
  /// `CACurrentMediaTime()`). The ledger compares it with ``ScrollAnimationTiming/duration`` to
  /// know when an offset it wrote with the animated setter has landed.
  var currentTime: TimeInterval { get }
}

extension HostAnimator {
  /// The wall clock, for a host animator that does not say which clock times it. Only
  /// differences of a fraction of a second are read from it, so any steady clock serves; the
  /// system's uptime (the base of `CACurrentMediaTime()`) is a required-reason API that
  /// KeyboardCore does not call, so that it ships no privacy manifest. If the wall clock is
  /// set during an animation, that one animated write is at worst taken to have landed early,
  /// or judged by the values read alone.
  public var currentTime: TimeInterval { Date.timeIntervalSinceReferenceDate }
}

/// The duration and curve of a keyboard animation.
public struct KeyboardAnimation: Hashable, Sendable, Codable {
  /// The default duration when a notification has none or zero (Behavior.md §2.6).
  public static let defaultDuration: TimeInterval = 0.25
  /// The default curve when a notification has none: ease-out (`UIView.AnimationCurve`
  /// raw value 2).
  public static let defaultCurve = 2

  /// Seconds.
  public var duration: TimeInterval
  /// The raw `UIView.AnimationCurve` value (7 is the keyboard's private curve).
  public var curve: Int

  /// Creates an animation description.
  public init(duration: TimeInterval = defaultDuration, curve: Int = defaultCurve) {
    self.duration = duration
    self.curve = curve
  }

  /// `UIView.AnimationOptions` raw value for the curve: `curve << 16`, the curve masked to the
  /// four bits UIKit keeps for it (16–19), so that no curve value spills into the transition
  /// bits above them.
  public var optionsRawValue: UInt { (UInt(truncatingIfNeeded: max(curve, 0)) & 0xF) << 16 }

  /// The default keyboard animation.
  public static let `default` = KeyboardAnimation()
}
