import Foundation

/// Manual time for the headless backend: nothing happens on its own. Callbacks scheduled for a
/// time fire, in time order (ties in scheduling order), when ``advance(by:)`` or
/// ``advance(to:)`` moves the clock past them.
///
/// Each advance models run-loop turns: the turn the caller acted in ends before time moves on,
/// and each callback runs in a turn of its own. ``onTurnEnd`` runs at the end of every such
/// turn — ``HeadlessApp`` lays its window out there, as UIKit runs pending layout at the end
/// of each turn of the main run loop.
@MainActor
public final class HeadlessClock {
  /// Identifies a scheduled callback, to cancel it.
  public struct ActionID: Hashable, Sendable {
    fileprivate let sequence: Int
  }

  private struct ScheduledAction {
    let time: TimeInterval
    let sequence: Int
    let action: @MainActor () -> Void
  }

  /// The current time, in seconds since the clock was made (or since `start`).
  public private(set) var now: TimeInterval

  private var pending: [ScheduledAction] = []
  private var nextSequence = 0

  /// Runs at the end of each run-loop turn: when ``advance(by:)``, ``advance(to:)`` or
  /// ``runUntilIdle(limit:)`` starts (the caller's turn ends), and after each callback they
  /// run. `nil` by default; ``HeadlessApp`` sets it to lay its window out.
  public var onTurnEnd: (@MainActor () -> Void)?

  /// Creates a clock at `start` seconds.
  public init(start: TimeInterval = 0) {
    self.now = start.isFinite ? start : 0
  }

  /// Schedules `action` to run once the clock reaches `now + delay`. A negative or non-finite
  /// delay counts as 0 (the action runs at the next advance, even by 0).
  @discardableResult
  public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> ActionID
  {
    let safeDelay = delay.isFinite ? max(delay, 0) : 0
    return schedule(at: now + safeDelay, action)
  }

  /// Schedules `action` to run once the clock reaches `time` (a past time runs at the next
  /// advance).
  @discardableResult
  public func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> ActionID
  {
    let sequence = nextSequence
    nextSequence += 1
    let safeTime = time.isFinite ? time : now
    pending.append(ScheduledAction(time: safeTime, sequence: sequence, action: action))
    return ActionID(sequence: sequence)
  }

  /// Cancels a scheduled callback that has not run yet; returns whether it was pending.
  @discardableResult
  public func cancel(_ id: ActionID) -> Bool {
    guard let index = pending.firstIndex(where: { $0.sequence == id.sequence }) else {
      return false
    }
    pending.remove(at: index)
    return true
  }

  /// The number of callbacks waiting to run.
  public var pendingActionCount: Int { pending.count }

  /// The time of the next callback, or `nil` when none is waiting.
  public var nextActionTime: TimeInterval? { pending.map(\.time).min() }

  /// Moves time forward by `interval` seconds, running every callback due on the way (also
  /// those scheduled by callbacks, when due). A negative or non-finite interval is ignored.
  public func advance(by interval: TimeInterval) {
    guard interval.isFinite, interval >= 0 else { return }
    advance(to: now + interval)
  }

  /// Moves time forward to `time`, running every callback due on the way, each with ``now`` set
  /// to its own time. A time in the past (or not finite) runs only what is already due.
  public func advance(to time: TimeInterval) {
    let target = time.isFinite ? max(time, now) : now
    onTurnEnd?()
    while let next = nextDueAction(notAfter: target) {
      now = max(now, next.time)
      next.action()
      onTurnEnd?()
    }
    now = max(now, target)
  }

  /// Advances until no callback is waiting (callbacks that keep scheduling new ones stop after
  /// `limit` runs) and returns how many ran.
  @discardableResult
  public func runUntilIdle(limit: Int = 10_000) -> Int {
    var runs = 0
    onTurnEnd?()
    while runs < limit, let time = nextActionTime {
      guard let next = nextDueAction(notAfter: max(time, now)) else { break }
      now = max(now, next.time)
      next.action()
      onTurnEnd?()
      runs += 1
    }
    return runs
  }

  private func nextDueAction(notAfter time: TimeInterval) -> ScheduledAction? {
    var best: Int?
    for (index, candidate) in pending.enumerated() where candidate.time <= time {
      if let current = best {
        let chosen = pending[current]
        if (candidate.time, candidate.sequence) < (chosen.time, chosen.sequence) { best = index }
      } else {
        best = index
      }
    }
    guard let index = best else { return nil }
    return pending.remove(at: index)
  }
}
