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

/// The headless `HostAnimator`: runs the changes at once (in UIKit too, model values change
/// inside the animation block; only the presentation animates), and records each animation so
/// tests can check that changes ran inside the keyboard's animation.
///
/// While a block runs, ``currentAnimation`` is its animation, and views of a window using this
/// animator stamp their recorded changes with it. An animation is running (``isAnimating``)
/// until the clock passes its end or ``finishAnimations()`` is called.
///
/// The animator also knows the animated scrolls of its window's scroll views
/// (``HeadlessScrollAnimation``): unlike a block's changes, their offsets really move on the
/// clock, and ``finishAnimations()`` ends them at their targets.
@MainActor
public final class HeadlessAnimator: HostAnimator {
  /// The clock that times the animations.
  public let clock: HeadlessClock

  /// Every animation block run so far, oldest first.
  public private(set) var records: [HeadlessAnimationRecord] = []

  private var runningBlocks: [KeyboardAnimation] = []
  /// The indices in ``records`` of the blocks that may still be in flight: neither finished
  /// early nor seen past their end. The clock never goes back, so a block once over stays over,
  /// and the checks below look at these only — never at the whole history.
  private(set) var blocksInFlight: [Int] = []
  /// Scroll views that started an animated scroll, held weakly; pruned as they finish.
  private var scrollingViews: [WeakScrollingView] = []

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
    blocksInFlight.append(records.count - 1)
    runningBlocks.append(animation)
    changes()
    runningBlocks.removeLast()
  }

  /// The clock's time: the ledger judges by it whether an animated scroll has landed.
  public var currentTime: TimeInterval { clock.now }

  /// When the last running animated scroll of this animator's window ends on the clock, or `nil`
  /// when none runs.
  public var scrollAnimationsEndTime: TimeInterval? {
    scrollViewsAnimating.compactMap(\.scrollAnimation?.endTime).max()
  }

  /// The animation of the innermost block running right now, or `nil` outside any block.
  public var currentAnimation: KeyboardAnimation? { runningBlocks.last }

  /// Whether an animation block is running right now.
  public var isInsideAnimation: Bool { !runningBlocks.isEmpty }

  /// Whether any animation is still in flight: a recorded block not finished early whose end
  /// time the clock has not reached, or an animated scroll (``scrollViewsAnimating``).
  public var isAnimating: Bool {
    blocksInFlight.removeAll { records[$0].endTime <= clock.now }
    return !blocksInFlight.isEmpty || !scrollViewsAnimating.isEmpty
  }

  /// The scroll views of this animator's window whose animated scroll is running now, in the
  /// order their scrolls started.
  public var scrollViewsAnimating: [HeadlessScrollView] {
    scrollingViews.compactMap(\.view).filter(\.isScrollAnimating)
  }

  /// Ends every animation in flight now, without moving the clock: recorded blocks are marked
  /// finished early, and animated scrolls jump to their targets.
  public func finishAnimations() {
    for index in blocksInFlight where records[index].endTime > clock.now {
      records[index].wasFinishedEarly = true
    }
    blocksInFlight.removeAll(keepingCapacity: true)
    let scrolling = scrollViewsAnimating
    scrollingViews.removeAll(keepingCapacity: true)
    for scrollView in scrolling { scrollView.finishScrollAnimation() }
  }

  /// Notes that `scrollView` started an animated scroll timed by this animator's clock.
  func scrollAnimationDidStart(in scrollView: HeadlessScrollView) {
    scrollingViews.removeAll { $0.view == nil || !($0.view?.isScrollAnimating ?? false) }
    guard !scrollingViews.contains(where: { $0.view === scrollView }) else { return }
    scrollingViews.append(WeakScrollingView(view: scrollView))
  }

  /// Forgets the recorded animations. The lists keep their storage for the next ones, so an
  /// animation recorded after this allocates nothing (2 allocations an event in the issue-12
  /// benchmark, which empties the logs between repetitions).
  public func removeRecords() {
    records.removeAll(keepingCapacity: true)
    blocksInFlight.removeAll(keepingCapacity: true)
  }
}

/// A scroll view held weakly, so a running scroll never keeps a dismissed screen alive.
private struct WeakScrollingView {
  weak var view: HeadlessScrollView?
}
