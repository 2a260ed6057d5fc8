#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import QuartzCore
    import UIKit

    /// Runs KeyboardLift's changes inside a UIKit animation with the keyboard's duration and curve,
    /// so that moved views travel with the keyboard.
    ///
    /// It is the animator to give an ``ActiveConfiguration`` in an app and in an app extension
    /// alike; see ``UIKitKeyboardHost`` for how to feed that configuration.
    @MainActor
    public final class UIKitAnimator: HostAnimator {
      /// Creates an animator.
      public init() {}

      /// `CACurrentMediaTime()`: the clock UIKit times its animations by, a scroll view's
      /// animated offset included.
      public var currentTime: TimeInterval { CACurrentMediaTime() }

      /// Runs `changes` now, inside
      /// `UIView.animate(withDuration:delay:options:animations:completion:)` with the keyboard's
      /// duration, its curve (`UIView.AnimationOptions(rawValue: animation.optionsRawValue)`),
      /// `.beginFromCurrentState` and `.allowUserInteraction`. A duration of 0 (or one that is not
      /// a positive number) applies the changes directly.
      public func animate(_ animation: KeyboardAnimation, changes: () -> Void) {
        guard animation.duration > 0, animation.duration.isFinite else {
          changes()
          return
        }
        let options = UIView.AnimationOptions(rawValue: animation.optionsRawValue)
          .union([.beginFromCurrentState, .allowUserInteraction])
        // UIKit runs the animations block synchronously, before `animate` returns, which is what
        // makes lending the non-escaping `changes` to it sound. The block reaches `changes` only
        // through `pending`, which is emptied before `withoutActuallyEscaping` returns: should UIKit
        // keep the block alive for longer, it keeps an empty box, never `changes`.
        withoutActuallyEscaping(changes) { changes in
          let pending = PendingChanges(changes)
          UIView.animate(
            withDuration: animation.duration, delay: 0, options: options,
            animations: { pending.run() }, completion: nil)
          // Had UIKit not run the block, the changes would still be owed: apply them unanimated.
          pending.take()?()
        }
      }
    }

    /// Changes to run exactly once, by whichever of UIKit's animation block or the animator gets
    /// to them first.
    @MainActor
    private final class PendingChanges {
      private var changes: (() -> Void)?

      init(_ changes: @escaping () -> Void) { self.changes = changes }

      /// Runs the changes unless they already ran.
      func run() { take()?() }

      /// The changes if they have not run yet; afterwards the box is empty.
      func take() -> (() -> Void)? {
        defer { changes = nil }
        return changes
      }
    }
  #endif
#endif
