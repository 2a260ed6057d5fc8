import Foundation
import KeyboardCore

/// A whole headless app in one object: a ``HeadlessWindow`` of a ``DeviceProfile``, its
/// ``HeadlessKeyboard``, focus system, ``HeadlessClock`` and ``HeadlessAnimator`` (installed as
/// the window's animator) — so a test builds a screen in a few lines:
///
/// ```swift
/// let app = HeadlessApp(profile: .notchedPhone)
/// let form = HeadlessViewController()
/// app.rootController = form
/// let field = HeadlessTextField(frame: CGRect(x: 16, y: 700, width: 358, height: 44))
/// form.view.addSubview(field)
/// app.beginEditing(field)       // begin-editing, then the keyboard's will-show
/// app.advance(by: 0.25)         // the did-notifications
/// ```
@MainActor
public final class HeadlessApp {
  /// Manual time.
  public let clock: HeadlessClock
  /// The animator (also the window's).
  public let animator: HeadlessAnimator
  /// The window.
  public let window: HeadlessWindow
  /// The keyboard.
  public let keyboard: HeadlessKeyboard

  /// Creates an app on `profile`, with `rootController` installed when given.
  public init(profile: DeviceProfile = .notchedPhone, rootController: HeadlessViewController? = nil)
  {
    clock = HeadlessClock()
    animator = HeadlessAnimator(clock: clock)
    window = HeadlessWindow(profile: profile)
    keyboard = HeadlessKeyboard(profile: profile, clock: clock)
    window.animator = animator
    if let rootController { window.rootController = rootController }
    clock.onTurnEnd = { [weak window] in window?.layoutIfNeeded() }
  }

  /// The window's focus system.
  public var focus: HeadlessFocusSystem { window.focusSystem }

  /// The current device profile.
  public var profile: DeviceProfile { window.profile }

  /// The window's root controller.
  public var rootController: HeadlessViewController? {
    get { window.rootController }
    set { window.rootController = newValue }
  }

  /// Taps into `input` the way iOS orders the events: for a text field or search field,
  /// end-editing of the previous input, begin-editing, then the keyboard's will-show; for a
  /// text view, end-editing of the previous input, the keyboard's will-show, then
  /// begin-editing. The keyboard shows (again) with the profile's frame. Returns `false`,
  /// doing nothing, when `input` is not in this app's window.
  @discardableResult
  public func beginEditing(_ input: any HeadlessTextInput) -> Bool {
    guard input.window === window else { return false }
    if input.textInputKind == .textView {
      if let current = focus.firstResponder, current !== input { focus.resign(current) }
      keyboard.show()
      focus.focus(input)
    } else {
      focus.focus(input)
      keyboard.show()
    }
    return true
  }

  /// Ends editing: end-editing of the first responder, then the keyboard's will-hide.
  public func endEditing() {
    focus.resignFirstResponder()
    keyboard.hide()
  }

  /// Rotates (or moves) to `profile`: the window lays everything out again and, when the
  /// keyboard is shown, it moves to the new profile's keyboard frame.
  public func rotate(to profile: DeviceProfile) {
    window.apply(profile)
    keyboard.apply(profile)
    if keyboard.isVisible { keyboard.changeFrame(to: profile.keyboardFrame) }
  }

  /// Advances the clock by `interval` seconds. Animated scrolls move on by that much (and end
  /// when their 0.3 s are over); the window's pending layout runs before time moves and after
  /// each scheduled callback, as at the end of a run-loop turn.
  public func advance(by interval: TimeInterval) {
    clock.advance(by: interval)
  }

  /// Runs every scheduled callback (the pending "did" notifications), lets every animated scroll
  /// run to its end — the clock moves on to when the last one ends, as time passes on a device
  /// while a scroll lands, so the ledger too sees them landed — then finishes the animation
  /// blocks still in flight and runs the window's pending layout.
  public func settle() {
    clock.runUntilIdle()
    while let end = animator.scrollAnimationsEndTime, end > clock.now {
      clock.advance(to: end)
      clock.runUntilIdle()
    }
    animator.finishAnimations()
    window.layoutIfNeeded()
  }
}
