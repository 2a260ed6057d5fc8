import Foundation
import KeyboardHeadless
import KeyboardLift

/// The userInfo dictionaries of the keyboard notifications the phases post, built as
/// KeyboardHeadless's keyboard builds them (UIKit's keys and value types): the device profile's
/// keyboard rising from below the screen, and going back down.
@MainActor
package struct KeyboardNotifications {
  /// will/did show: from just below the screen to the profile's keyboard frame.
  package let show: [AnyHashable: Any]
  /// will/did hide: from the profile's keyboard frame to just below the screen.
  package let hide: [AnyHashable: Any]
  /// The keyboard's frame once shown, in screen coordinates.
  package let shownFrame: CGRect

  /// The notifications of `profile`'s keyboard.
  package init(profile: DeviceProfile) {
    let shown = profile.keyboardFrame
    let below = profile.offscreenKeyboardFrame(for: shown)
    let animation = profile.keyboardAnimation
    shownFrame = shown
    show = HeadlessKeyboard.userInfo(
      beginFrame: below, endFrame: shown, duration: animation.duration, curve: animation.curve,
      isLocal: true)
    hide = HeadlessKeyboard.userInfo(
      beginFrame: shown, endFrame: below, duration: animation.duration, curve: animation.curve,
      isLocal: true)
  }
}
