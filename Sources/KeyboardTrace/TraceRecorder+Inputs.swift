import Foundation
import KeyboardCore

extension TraceRecorder {
  /// Turns one input into steps: the time that passed, what the app changed since the last
  /// input, then the input itself.
  func record(_ input: ConfigurationInput) {
    switch input {
    case .textInputDidBeginEditing(let input):
      guard !input.isInAlertController else { return }  // invisible to KeyboardLift
      if snapshot?.elements.id(of: input) == nil { restart(for: input) }
      guard let id = snapshot?.elements.id(of: input) else {
        sanitizer.warn(
          "an input outside the window's root controller (a presented controller's?) began "
            + "editing; not recorded")
        return
      }
      append(.focus(id))
    case .textInputDidEndEditing(let input):
      guard !input.isInAlertController else { return }
      guard snapshot?.elements.id(of: input) != nil else {
        sanitizer.warn("an input that is not in the snapshot ended editing; not recorded")
        return
      }
      append(nil)
      // Removing a focused input ends its editing: when the app's changes just deallocated it,
      // the replay's `deallocate` ends it too, and a `blur` would name a view it no longer has.
      if let id = snapshot?.elements.id(of: input) { steps.append(.blur(id)) }
    case .keyboardNotification(let name, let userInfo, _):
      let raw: RawKeyboardInfo
      do {
        raw = try RawKeyboardInfo(userInfo: userInfo)
      } catch {
        sanitizer.warn("\(name) not recorded: \(error); KeyboardLift ignores it too")
        return
      }
      append(notificationStep(name, raw))
    case .keyboard(let info):
      append(
        notificationStep(
          info.notification,
          RawKeyboardInfo(
            beginFrame: info.beginFrame, endFrame: info.endFrame,
            duration: info.animation.duration, curve: info.animation.curve,
            isLocal: info.isLocal)))
    case .interfaceOrientationDidChange, .windowSizeDidChange:
      append(nil)  // the new geometry, if any, is written as a rotation
    case .interactivePopDidChange(let phase):
      // A pop that ends is the one that began, even if the field that found it has resigned
      // since (a completed pop takes the focused field out of the window).
      let began = phase == .began ? nil : poppingNavigation
      poppingNavigation = nil
      guard let id = began ?? poppingNavigationID() else {
        sanitizer.warn(
          "an interactive pop of a navigation controller outside the snapshot; not recorded")
        return
      }
      if phase == .began { poppingNavigation = id }
      append(.pop(phase, navigation: id))
    case .reloadLayout:
      append(.reloadLayout)
    case .settingsDidChange(let settings):
      let written = TraceSnapshotter.settings(
        settings, keys: settingKeys(), sanitizer: sanitizer)
      guard written != writtenSettings else { return }
      writtenSettings = written
      append(.changeSettings(written))
    }
  }

  /// Appends the time passed and the app's changes, then `step`.
  func append(_ step: TraceStep?) {
    appendElapsedTime()
    appendAppChanges()
    if let step { steps.append(step) }
  }

  /// A `postNotification` step with `raw`'s values exactly, or `nil` (with a warning) when a
  /// value cannot be written: a frame or duration that is NaN or infinite, or a negative
  /// duration — KeyboardLift ignores such a notification, so leaving it out replays the same.
  func notificationStep(_ name: KeyboardNotificationName, _ raw: RawKeyboardInfo) -> TraceStep? {
    for (frame, key) in [(raw.beginFrame, "begin frame"), (raw.endFrame, "end frame")] {
      if let frame, !TraceSanitizer.isFinite(frame) {
        sanitizer.warn(
          "\(name) not recorded: its \(key) \(frame) is not finite; KeyboardLift ignores it too")
        return nil
      }
    }
    if let duration = raw.duration, !(duration.isFinite && duration >= 0) {
      sanitizer.warn(
        "\(name) not recorded: its duration \(duration) is unusable; KeyboardLift ignores it too")
      return nil
    }
    var curve = raw.curve
    if let value = curve, !(0...Int(Int32.max)).contains(value) {
      curve = min(max(value, 0), Int(Int32.max))
      sanitizer.warn("\(name): curve \(value) written as \(curve ?? 0)")
    }
    if !hasRotated, firstKeyboardFrame == nil, !name.isHide, let end = raw.endFrame,
      end.size.width > 0, end.size.height > 0
    {
      firstKeyboardFrame = sanitizer.keyboardRect(end, "\(name) end frame")
    }
    return .notification(
      name, beginFrame: raw.beginFrame.map { sanitizer.keyboardRect($0, "\(name) begin frame") },
      endFrame: raw.endFrame.map { sanitizer.keyboardRect($0, "\(name) end frame") },
      duration: raw.duration.map { sanitizer.duration($0, "\(name) duration") }, curve: curve,
      isLocal: raw.isLocal)
  }

  /// When the configuration has a keyboard up, a will-show of it (noted as `note`), so that a
  /// replay starting here has the same keyboard.
  func appendCurrentKeyboard(note: String) {
    guard let keyboard = configuration.keyboard, keyboard.isVisible else { return }
    let raw = RawKeyboardInfo(
      beginFrame: nil, endFrame: keyboard.endFrame, duration: keyboard.animation.duration,
      curve: keyboard.animation.curve, isLocal: keyboard.isLocal)
    if let step = notificationStep(.willShow, raw) { steps.append(step.noting(note)) }
  }

  /// For an input the snapshot does not hold (a pushed screen, a new cell): a fresh snapshot of
  /// its window, from which the trace starts again — if that snapshot holds it; else the trace
  /// goes on as it was.
  private func restart(for input: any HostTextInput) {
    guard let window = input.hostWindow else { return }
    let fresh = takeSnapshot(of: window)
    guard fresh.elements.id(of: input) != nil else { return }
    beginTrace(with: fresh, in: window)
    appendCurrentKeyboard(note: "the keyboard was up when this screen was snapshotted")
  }

  /// The id of the navigation controller whose pop is running: the one around the session's
  /// root, else around the focused input.
  private func poppingNavigationID() -> String? {
    let controller =
      configuration.root?.controller ?? configuration.focusedInput?.nearestController
    guard let controller, let elements = snapshot?.elements else { return nil }
    let navigation =
      controller.containerKind == .navigation
      ? controller : controller.enclosingNavigationController
    return navigation.flatMap { elements.id(of: $0) }
  }
}
