import Foundation
import KeyboardCore

/// The host's animator with a hook: it tells the ``KeyboardManager`` each time the outermost
/// animation block ends. The configuration makes every change inside such a block —
/// adjustments, restores on hide, on a disabled input and on an adjuster's removal — so the
/// manager re-reads ``KeyboardManager/movedDistance`` after each of them, even when no event is
/// dispatched (removing RootAdjust mid-session puts the root back without one).
@MainActor
final class ChangeObservingAnimator: HostAnimator {
  /// The host's animator, which runs the changes.
  let base: any HostAnimator
  /// Called when the outermost animation block has run.
  var didFinishChanges: () -> Void = {}
  private var depth = 0

  /// Wraps `base`.
  init(base: any HostAnimator) { self.base = base }

  /// The host's animator's time.
  var currentTime: TimeInterval { base.currentTime }

  /// Runs `changes` through the host's animator, then reports when it was the outermost block.
  func animate(_ animation: KeyboardAnimation, changes: () -> Void) {
    depth += 1
    base.animate(animation, changes: changes)
    depth -= 1
    if depth == 0 { didFinishChanges() }
  }
}
