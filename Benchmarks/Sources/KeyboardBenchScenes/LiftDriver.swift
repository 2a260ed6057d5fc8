import Foundation
import KeyboardHeadless
import KeyboardLift

/// KeyboardLift on a ``BenchScene``, fed exactly as the UIKit binding (`UIKitKeyboardHost`)
/// feeds its configuration on a device: a keyboard notification goes to
/// `handleKeyboardNotification(_:userInfo:notificationScreenBounds:fallbackScreenBounds:)` with
/// the screen the notification names; begin and end editing go to `textInputDidBeginEditing(_:)`
/// and `textInputDidEndEditing(_:)`. The manager has the recommended adjusters plus
/// `noOpAdjusters` adjusters that do nothing, and KeyboardLift's defaults otherwise.
@MainActor
package final class LiftDriver {
  /// The scene driven.
  package let scene: BenchScene
  /// The manager (kept alive here: the configuration is its).
  package let manager: KeyboardManager
  /// The notifications posted.
  package let notifications: KeyboardNotifications

  /// The configuration the binding feeds.
  package var configuration: ActiveConfiguration { manager.configuration }

  /// A manager with the recommended adjusters and `noOpAdjusters` more, enabled, on `scene`.
  package init(scene: BenchScene, noOpAdjusters: Int) throws {
    self.scene = scene
    let extra: [any Adjuster] = (0..<noOpAdjusters).map { NoOpAdjuster(index: $0) }
    manager = try KeyboardManager(animator: scene.app.animator, adjusters: .recommended + extra)
    manager.isEnabled = true
    notifications = KeyboardNotifications(profile: scene.app.profile)
  }

  /// A keyboard notification, as the binding forwards UIKit's.
  package func post(_ name: KeyboardNotificationName, userInfo: [AnyHashable: Any]) {
    configuration.handleKeyboardNotification(
      name, userInfo: userInfo, notificationScreenBounds: scene.screenBounds,
      fallbackScreenBounds: { nil })
  }

  /// A text field began editing, as the binding forwards `textDidBeginEditingNotification`.
  package func beginEditing(_ field: HeadlessTextField) {
    configuration.textInputDidBeginEditing(field)
  }

  /// A text field ended editing, as the binding forwards `textDidEndEditingNotification`.
  package func endEditing(_ field: HeadlessTextField) {
    configuration.textInputDidEndEditing(field)
  }

  /// Ends editing and hides the keyboard when either is on, then puts the scene back: the state
  /// every phase starts from. Never inside a measured region.
  package func reset() {
    if let input = configuration.focusedInput as? HeadlessTextField { endEditing(input) }
    if configuration.keyboard?.isVisible == true || configuration.isSessionOpen {
      post(.willHide, userInfo: notifications.hide)
      post(.didHide, userInfo: notifications.hide)
    }
    scene.putBack()
  }

  /// The first field focused and the keyboard shown, settled (animations ended, laid out).
  package func showOnFirstField() {
    beginEditing(scene.firstField)
    post(.willShow, userInfo: notifications.show)
    scene.app.settle()
  }
}

/// An adjuster that does nothing: the cost of one more registered adjuster per event.
@MainActor
package final class NoOpAdjuster: Adjuster {
  /// `bench.no-op-<index>`.
  package let identifier: AdjusterIdentifier
  /// `.default`: after RootAdjust, ties in registration order, as a third party that does not
  /// care.
  package let priority = AdjusterPriority.default

  /// The `index`-th no-op adjuster.
  package init(index: Int) {
    identifier = AdjusterIdentifier("bench.no-op-\(index)")
  }
}
