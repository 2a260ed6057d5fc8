#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import UIKit

    /// Follows the interactive pop (swipe back) gestures of one navigation controller and reports
    /// UIKit's raw facts — the recognizer's state, the transition coordinator's outcome, the
    /// navigation stack — to KeyboardCore's ``InteractivePopTracker``, which decides what they
    /// mean; each phase it returns goes to ``onPhase``.
    @MainActor
    final class InteractivePopObserver: NSObject {
      /// Called with each phase.
      var onPhase: ((InteractivePopPhase) -> Void)?

      private weak var navigationController: UINavigationController?
      private var recognizers: [WeakRecognizer] = []
      private let tracker = InteractivePopTracker()
      /// The navigation controller to follow once the running pop has ended (`.some(nil)`: none).
      private var followAfterPop: UINavigationController??

      /// Follows `navigationController`'s pop gestures instead of the current one's; `nil` follows
      /// none. While a pop runs the switch waits for its end: the pop itself takes the session's
      /// root away (the popped screen leaves, its input ends editing, the keyboard hides), and
      /// its outcome must still be reported.
      func follow(_ navigationController: UINavigationController?) {
        guard navigationController !== self.navigationController else {
          followAfterPop = nil
          return
        }
        guard !tracker.isPopRunning else {
          followAfterPop = .some(navigationController)
          return
        }
        stopFollowing()
        guard let navigationController else { return }
        self.navigationController = navigationController
        for recognizer in navigationController.popGestureRecognizers {
          recognizer.addTarget(self, action: #selector(popGestureChanged(_:)))
          // The recognizer keeps its observer alive (the documentation does not promise that it
          // retains targets), so it never calls a deallocated target.
          recognizer.setAssociatedObject(self, for: associationKey)
          recognizers.append(WeakRecognizer(recognizer))
        }
      }

      /// Stops following any navigation controller; a pop in progress is forgotten.
      func stopFollowing() {
        for recognizer in recognizers.compactMap(\.recognizer) {
          recognizer.removeTarget(self, action: #selector(popGestureChanged(_:)))
          recognizer.setAssociatedObject(nil, for: associationKey)
        }
        recognizers = []
        navigationController = nil
        followAfterPop = nil
        tracker.reset()
      }

      /// A key unique to this observer (its own address), so that several observers can follow
      /// the same recognizer.
      private var associationKey: UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
      }

      @objc private func popGestureChanged(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began:
          // The pop may already have started (UIKit's own target runs first): then the controller
          // leaving is the transition's `from` controller, else it is still the top one.
          let leaving =
            navigationController?.transitionCoordinator?.viewController(forKey: .from)
            ?? navigationController?.topViewController
          report(tracker.gestureBegan(leaving: leaving))
        case .ended:
          guard tracker.isPopRunning else { return }
          // With a transition running, its completion reports the outcome. UIKit may run that
          // completion even when `animate` returns false (nothing queued for a nil animation),
          // so the return value is not a test; only "no coordinator" leaves it to the stack.
          let coordinator = navigationController?.transitionCoordinator
          report(
            tracker.gestureEnded(
              awaitsTransition: coordinator != nil,
              stack: navigationController?.viewControllers ?? []))
          _ = coordinator?.animate(
            alongsideTransition: nil,
            completion: { [weak self] context in
              self?.report(self?.tracker.transitionEnded(cancelled: context.isCancelled))
            })
        case .cancelled, .failed:
          report(tracker.gestureCancelled())
        default:
          break
        }
      }

      private func report(_ phase: InteractivePopPhase?) {
        guard let phase else { return }
        onPhase?(phase)
        if !tracker.isPopRunning, let next = followAfterPop {
          followAfterPop = nil
          follow(next)
        }
      }
    }

    /// A gesture recognizer held weakly.
    @MainActor
    private struct WeakRecognizer {
      weak var recognizer: UIGestureRecognizer?

      init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
    }
  #endif
#endif
