#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import UIKit

    /// Follows the interactive pop (swipe back) gestures of one navigation controller and reports
    /// each pop once: `.began`, then `.cancelled` or `.completed`.
    ///
    /// A pop gesture that ends hands over to the pop transition, which may still finish or cancel;
    /// the outcome is taken from the transition coordinator when the transition ends
    /// (`isCancelled`). Without a coordinator the stack decides: the controller being popped
    /// still on it means cancelled. A gesture that is cancelled or fails reports cancelled.
    @MainActor
    final class InteractivePopObserver: NSObject {
      /// Called with each phase.
      var onPhase: ((InteractivePopPhase) -> Void)?

      private weak var navigationController: UINavigationController?
      private var recognizers: [WeakRecognizer] = []
      private weak var poppedController: UIViewController?
      private var isPopRunning = false

      /// Follows `navigationController`'s pop gestures instead of the current one's; `nil` follows
      /// none.
      func follow(_ navigationController: UINavigationController?) {
        guard navigationController !== self.navigationController else { return }
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
        poppedController = nil
        isPopRunning = false
      }

      /// A key unique to this observer (its own address), so that several observers can follow
      /// the same recognizer.
      private var associationKey: UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
      }

      @objc private func popGestureChanged(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began:
          guard !isPopRunning else { return }
          isPopRunning = true
          // The pop may already have started (UIKit's own target runs first): then the controller
          // leaving is the transition's `from` controller, else it is still the top one.
          poppedController =
            navigationController?.transitionCoordinator?.viewController(forKey: .from)
            ?? navigationController?.topViewController
          onPhase?(.began)
        case .ended:
          guard isPopRunning else { return }
          finishWhenTransitionEnds()
        case .cancelled, .failed:
          finish(.cancelled)
        default:
          break
        }
      }

      private func finishWhenTransitionEnds() {
        if let coordinator = navigationController?.transitionCoordinator,
          coordinator.animate(
            alongsideTransition: nil,
            completion: { [weak self] context in
              self?.finish(context.isCancelled ? .cancelled : .completed)
            })
        {
          return
        }
        let stack = navigationController?.viewControllers ?? []
        let stillThere =
          poppedController.map { popped in stack.contains { $0 === popped } } ?? false
        finish(stillThere ? .cancelled : .completed)
      }

      private func finish(_ phase: InteractivePopPhase) {
        guard isPopRunning else { return }
        isPopRunning = false
        poppedController = nil
        onPhase?(phase)
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
