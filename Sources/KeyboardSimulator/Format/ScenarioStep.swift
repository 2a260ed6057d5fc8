import Foundation
import KeyboardCore

/// One event of a scenario's timeline.
package struct ScenarioStep: Equatable, Sendable {
  /// The step's id (its `id`, else its position from 1).
  package var id: String
  /// A note printed with the step.
  package var note: String?
  /// What happens.
  package var action: ScenarioAction

  /// Creates a step.
  package init(id: String, note: String? = nil, action: ScenarioAction) {
    self.id = id
    self.note = note
    self.action = action
  }
}

/// What a step does.
package enum ScenarioAction: Equatable, Sendable {
  /// The text input with this id begins editing (becomes first responder), as code asks it to.
  case focus(inputID: String)
  /// The user taps the text input with this id: it begins editing when touches reach it.
  case tap(inputID: String)
  /// The focused input — or the one with this id — ends editing.
  case blur(inputID: String?)
  /// The keyboard shows, moves or hides; the simulator posts UIKit's notifications for it.
  case keyboard(KeyboardMotion)
  /// One raw keyboard notification, as a device recorded it (traces replay through this).
  case notification(RawKeyboardNotification)
  /// The device rotates (or the window changes) to another screen.
  case rotate(ScreenChoice)
  /// The window is resized, with no rotation (Split View, Stage Manager).
  case resizeWindow(WindowResize)
  /// A controller is presented over another one (`present(_:animated:)`): an alert, a sheet.
  case present(presenterID: String, controller: ScenarioController)
  /// A presented controller is dismissed, with whatever it presents.
  case dismiss(controllerID: String)
  /// A controller is pushed onto a navigation controller's stack (a pushed screen).
  case push(navigationID: String, controller: ScenarioController)
  /// A navigation controller pops its top controller (the back button, not the swipe).
  case pop(navigationID: String)
  /// The interactive pop (swipe back) of a navigation controller changes phase.
  case interactivePop(navigationID: String, phase: InteractivePopPhase)
  /// Global settings change.
  case changeSettings(KeyboardSettingsPatch)
  /// A view's settings change.
  case changeViewSettings(viewID: String, patch: ViewSettingsPatch)
  /// An adjuster is registered.
  case register(AdjusterChoice)
  /// An adjuster is removed (what it changed is restored).
  case unregister(AdjusterChoice)
  /// Time passes.
  case advance(seconds: Double)
  /// A view is removed from its superview and released.
  case deallocate(viewID: String)
  /// A view gets a new frame (a text view grew; the layout changed).
  case setFrame(viewID: String, frame: CGRect)
  /// The app scrolls a scroll view (`setContentOffset(_:animated:)`).
  case setContentOffset(viewID: String, offset: CGPoint, animated: Bool)
  /// The app asks the manager to adjust again (`reloadLayoutIfNeeded()`).
  case reloadLayout

  /// The name used in the file's `do` field.
  package var verb: String {
    switch self {
    case .focus: "focus"
    case .tap: "tap"
    case .blur: "blur"
    case .keyboard(let motion): motion.phase.verb
    case .notification: "postNotification"
    case .rotate: "rotate"
    case .resizeWindow: "resizeWindow"
    case .present: "present"
    case .dismiss: "dismiss"
    case .push: "push"
    case .pop: "pop"
    case .interactivePop(_, let phase):
      switch phase {
      case .began: "beginPop"
      case .cancelled: "cancelPop"
      case .completed: "finishPop"
      }
    case .changeSettings: "changeSettings"
    case .changeViewSettings: "changeViewSettings"
    case .register: "register"
    case .unregister: "unregister"
    case .advance: "advance"
    case .deallocate: "deallocate"
    case .setFrame: "setFrame"
    case .setContentOffset: "setContentOffset"
    case .reloadLayout: "reloadLayout"
    }
  }
}

/// A keyboard step: show, change or hide, with its frame and animation.
package struct KeyboardMotion: Equatable, Sendable {
  /// Which notifications the step posts.
  package enum Phase: String, Hashable, Sendable, CaseIterable {
    /// will-show, then did-show once the animation is over.
    case show
    /// will-change-frame, then did-change-frame.
    case change
    /// will-hide, then did-hide.
    case hide

    /// The `do` verb: `showKeyboard`, `changeKeyboard`, `hideKeyboard`.
    package var verb: String { rawValue + "Keyboard" }
  }

  /// Where the keyboard's frame comes from.
  package enum Frame: Equatable, Sendable {
    /// The device profile's (or explicit screen's) docked keyboard.
    case profile
    /// This frame, in screen coordinates.
    case explicit(CGRect)
  }

  /// Show, change or hide.
  package var phase: Phase
  /// The end frame (for a hide: the frame it slides out from; the notification says where
  /// it goes).
  package var frame: Frame
  /// The animation duration in seconds.
  package var duration: Double
  /// The animation curve (`UIView.AnimationCurve` raw value; 7 is the keyboard's).
  package var curve: Int

  /// Creates a keyboard step.
  package init(phase: Phase, frame: Frame = .profile, duration: Double = 0.25, curve: Int = 7) {
    self.phase = phase
    self.frame = frame
    self.duration = duration
    self.curve = curve
  }
}

/// A keyboard notification exactly as posted: its name and userInfo values. Missing values stay
/// missing, so the normalisation rules of Behavior.md §2 see what a device sent.
package struct RawKeyboardNotification: Equatable, Sendable {
  /// The notification.
  package var name: KeyboardNotificationName
  /// `UIKeyboardFrameBeginUserInfoKey`.
  package var beginFrame: CGRect?
  /// `UIKeyboardFrameEndUserInfoKey`.
  package var endFrame: CGRect?
  /// `UIKeyboardAnimationDurationUserInfoKey`.
  package var duration: Double?
  /// `UIKeyboardAnimationCurveUserInfoKey`.
  package var curve: Int?
  /// `UIKeyboardIsLocalUserInfoKey`.
  package var isLocal: Bool?

  /// Creates a notification.
  package init(
    name: KeyboardNotificationName, beginFrame: CGRect? = nil, endFrame: CGRect? = nil,
    duration: Double? = nil, curve: Int? = nil, isLocal: Bool? = nil
  ) {
    self.name = name
    self.beginFrame = beginFrame
    self.endFrame = endFrame
    self.duration = duration
    self.curve = curve
    self.isLocal = isLocal
  }
}
