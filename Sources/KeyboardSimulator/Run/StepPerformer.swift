import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardLift
import StickyBarSample

/// Performs steps on a world. With a manager it is the real run: keyboard, focus, settings and
/// adjuster steps reach KeyboardLift. Without one it is the reference world, which only follows
/// the steps that change the app itself (rotations, frames, deallocations, pops).
@MainActor
struct StepPerformer {
  let world: ScenarioWorld
  let manager: KeyboardManager?
  /// Called when a step has changed the window's layout (a rotation) and the visible keyboard is
  /// about to follow it, before its notifications tell KeyboardLift: the world as a session
  /// that the keyboard's move opens finds it.
  var beforeTheKeyboardFollowsTheLayout: (() -> Void)? = nil

  /// Performs `action`; returns what could not be done, in words.
  func perform(_ action: ScenarioAction) -> [String] {
    switch action {
    case .focus(let id):
      return focus(id, byTap: false)
    case .tap(let id):
      return focus(id, byTap: true)
    case .blur(let id):
      guard manager != nil else { return [] }
      if let id {
        guard let input = world.registry.view(id) as? any HeadlessTextInput,
          input.resignFirstResponder()
        else {
          return ["\(id) was not focused; nothing ended editing"]
        }
      } else if !world.app.focus.resignFirstResponder() {
        return ["nothing was focused"]
      }
    case .keyboard(let motion):
      guard manager != nil else { return [] }
      return moveKeyboard(motion)
    case .notification(let raw):
      guard manager != nil else { return [] }
      world.app.keyboard.post(
        raw.name,
        userInfo: HeadlessKeyboard.userInfo(
          beginFrame: raw.beginFrame, endFrame: raw.endFrame, duration: raw.duration,
          curve: raw.curve, isLocal: raw.isLocal))
    case .rotate(let choice):
      guard let profile = ScenarioDevices.profile(for: choice) else { return ["unknown device"] }
      rotate(to: profile)
    case .resizeWindow(let resize):
      resizeWindow(resize)
    case .present(let presenterID, let spec):
      guard let presenter = world.registry.controller(presenterID) else {
        return ["\(presenterID) is gone; \(spec.id) was not presented"]
      }
      guard world.present(spec, over: presenter) else {
        return [
          "\(presenterID) is not in the window or already presents a controller; \(spec.id) was not presented"
        ]
      }
    case .dismiss(let id):
      guard let presenter = world.registry.controller(id)?.presentingController else {
        return ["\(id) is not presented; nothing was dismissed"]
      }
      presenter.dismiss()
    case .push(let navigationID, let spec):
      guard
        let navigation = world.registry.controller(navigationID) as? HeadlessNavigationController
      else { return ["\(navigationID) is gone; \(spec.id) was not pushed"] }
      guard world.push(spec, onto: navigation) else {
        return ["an interactive pop of \(navigationID) runs; \(spec.id) was not pushed"]
      }
    case .pop(let navigationID):
      guard
        let navigation = world.registry.controller(navigationID) as? HeadlessNavigationController
      else { return ["\(navigationID) is gone; nothing was popped"] }
      let stack = navigation.viewControllers
      let revealed = stack.count > 1 ? stack[stack.count - 2] : nil
      var popped = false
      world.revealing(revealed) { popped = navigation.popController() != nil }
      guard popped else {
        return [
          "\(navigationID) has one controller left or runs an interactive pop; nothing was popped"
        ]
      }
    case .interactivePop(let id, let phase):
      return interactivePop(id, phase)
    case .changeSettings(let patch):
      if let manager { manager.settings = patch.applied(to: manager.settings) }
    case .changeViewSettings(let id, let patch):
      guard let view = world.registry.view(id) else {
        return ["\(id) is gone; its settings did not change"]
      }
      view.keyboardSettings = patch.applied(to: view.keyboardSettings)
    case .register(let choice):
      guard let manager else { return [] }
      guard let adjuster = AdjusterFactory.make(choice, in: world) else {
        return ["the view of \(choice) is gone; it was not registered"]
      }
      do {
        try manager.adjusters.register(adjuster)
      } catch {
        return ["\(choice) was not registered: \(error)"]
      }
    case .unregister(let choice):
      manager?.adjusters.remove(choice.identifier)
    case .advance(let seconds):
      world.app.advance(by: seconds)
    case .deallocate(let id):
      return deallocate(id)
    case .setFrame(let id, let frame):
      guard let view = world.registry.view(id) else {
        return ["\(id) is gone; its frame did not change"]
      }
      view.frame = frame
      (view.superview ?? view).layoutIfNeeded()
    case .setContentOffset(let id, let offset, let animated):
      guard let scrollView = world.registry.view(id) as? HeadlessScrollView else {
        return ["\(id) is gone; its content offset did not change"]
      }
      world.appScrolled(scrollView)
      scrollView.setContentOffset(offset, animated: animated)
    case .reloadLayout:
      manager?.reloadLayoutIfNeeded()
    }
    return []
  }

  /// Makes the input `id` the first responder — by a tap only when touches reach it: neither it
  /// nor an ancestor hidden or not user-interactive.
  private func focus(_ id: String, byTap: Bool) -> [String] {
    guard manager != nil else { return [] }
    guard let input = world.registry.view(id) as? any HeadlessTextInput, input.window != nil
    else {
      return ["\(id) is not in the window; nothing was focused"]
    }
    if byTap {
      let path = sequence(first: input as HeadlessView, next: { $0.superview })
      if let blocker = path.first(where: { $0.isHidden || !$0.isUserInteractionEnabled }) {
        let name = world.registry.viewID(of: blocker) ?? "an ancestor"
        let reason = blocker.isHidden ? "is hidden" : "is not user-interactive"
        return ["\(id) does not receive touches: \(name) \(reason); nothing was focused"]
      }
    }
    guard input.becomeFirstResponder() else {
      return ["\(id) is disabled; nothing was focused"]
    }
    return []
  }

  private func moveKeyboard(_ motion: KeyboardMotion) -> [String] {
    let keyboard = world.app.keyboard
    let explicit: CGRect?
    if case .explicit(let frame) = motion.frame { explicit = frame } else { explicit = nil }
    switch motion.phase {
    case .show:
      keyboard.show(
        endFrame: explicit ?? world.profileKeyboardFrame, duration: motion.duration,
        curve: motion.curve)
    case .change:
      keyboard.changeFrame(
        to: explicit ?? world.profileKeyboardFrame, duration: motion.duration, curve: motion.curve
      )
    case .hide:
      guard keyboard.hide(endFrame: explicit, duration: motion.duration, curve: motion.curve) else {
        return ["the keyboard was already hidden; nothing was posted"]
      }
    }
    return []
  }

  /// The window takes the new profile; pinned views follow, scroll views resting at their top
  /// stay there; then, as on a device, a visible keyboard moves to the new profile's frame — or
  /// the focused input's input view's — which tells KeyboardLift about the rotation.
  private func rotate(to profile: DeviceProfile) {
    world.keepingScrollViewsAtTheirTop {
      world.app.window.apply(profile)
      world.app.keyboard.apply(profile)
      world.applyNavigationBarHeights()
      world.applyPins()
    }
    if manager != nil, world.app.keyboard.isVisible {
      beforeTheKeyboardFollowsTheLayout?()
      world.app.keyboard.changeFrame(to: world.profileKeyboardFrame)
    }
  }

  /// The window takes its new frame on the same screen (and its new safe area, status bar and
  /// size class); containers, pinned views and resting scroll views follow, as after a rotation.
  /// No keyboard notification comes. KeyboardLift learns of it as the UIKit binding tells it:
  /// when the scene reports it (``WindowResize/isReported``, iOS 16+) and KeyboardLift has a
  /// focused input in the window — the binding follows that input's scene only —
  /// `windowSizeDidChange()` at once and once more after the current run-loop turn; otherwise at
  /// its next input.
  private func resizeWindow(_ resize: WindowResize) {
    var profile = world.app.profile
    profile.windowFrame = resize.frame
    if let safeArea = resize.safeArea { profile.safeAreaInsets = safeArea }
    if let statusBar = resize.statusBarHeight { profile.statusBarHeight = statusBar }
    profile.horizontalSizeClass = ScenarioDevices.horizontalSizeClass(
      forWindowWidth: resize.frame.width)
    world.keepingScrollViewsAtTheirTop {
      world.app.window.apply(profile)
      world.app.keyboard.apply(profile)
      world.applyNavigationBarHeights()
      world.applyPins()
    }
    guard let manager, resize.isReported,
      (manager.configuration.focusedInput as? HeadlessView)?.window === world.app.window
    else { return }
    let configuration = manager.configuration
    configuration.windowSizeDidChange()
    world.app.clock.schedule(after: 0) { [weak configuration] in
      configuration?.windowSizeDidChange()
    }
  }

  private func interactivePop(_ id: String, _ phase: InteractivePopPhase) -> [String] {
    guard let navigation = world.registry.controller(id) as? HeadlessNavigationController else {
      return ["\(id) is gone; no pop"]
    }
    switch phase {
    case .began:
      let stack = navigation.viewControllers
      let revealed = stack.count > 1 ? stack[stack.count - 2] : nil
      var began = false
      world.revealing(revealed) { began = navigation.beginInteractivePop() }
      guard began else {
        return ["\(id) has nothing to pop (or a pop already runs)"]
      }
    case .cancelled:
      guard navigation.isInteractivePopActive else {
        return ["no pop of \(id) runs; nothing to cancel"]
      }
      navigation.cancelInteractivePop()
    case .completed:
      guard navigation.isInteractivePopActive else {
        return ["no pop of \(id) runs; nothing to finish"]
      }
      navigation.finishInteractivePop()
    }
    manager?.configuration.interactivePopDidChange(phase)
    return []
  }

  private func deallocate(_ id: String) -> [String] {
    guard let owned = detach(id) else { return ["\(id) is already gone"] }
    if let note = owned { return [note] }
    // The world holds views weakly: once detached, nothing of the app keeps the view.
    return world.registry.view(id) == nil ? [] : ["\(id) was removed but something still holds it"]
  }

  /// Removes the view from its superview (and its list's cells); returns `nil` when it is gone
  /// already, `.some(note)` when its controller keeps it alive, `.some(nil)` otherwise.
  private func detach(_ id: String) -> String?? {
    guard let view = world.registry.view(id) else { return nil }
    if view.owningViewController != nil {
      view.removeFromSuperview()
      return .some("\(id) is a controller's view: removed, but its controller keeps it alive")
    }
    let list = sequence(first: view.superview, next: { $0?.superview })
      .compactMap { $0 as? HeadlessListView }.first
    view.removeFromSuperview()
    list?.reloadData()
    return .some(nil)
  }
}

/// Makes the adjusters a scenario names.
@MainActor
enum AdjusterFactory {
  /// A new adjuster for `choice`; `nil` when the sticky bar's view is gone.
  static func make(_ choice: AdjusterChoice, in world: ScenarioWorld) -> (any Adjuster)? {
    switch choice {
    case .builtIn(let identifier):
      switch identifier {
      case .gestureGuard: return GestureGuard()
      case .appearance: return AppearanceAdjuster()
      case .scrollAdjust: return ScrollAdjuster()
      default: return RootAdjuster()
      }
    case .stickyBar(let viewID):
      return world.registry.view(viewID).map { StickyBarAdjuster(bar: $0) }
    }
  }
}
