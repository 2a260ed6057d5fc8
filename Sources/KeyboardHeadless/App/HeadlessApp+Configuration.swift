import Foundation
import KeyboardCore

extension HeadlessApp {
  /// Feeds `configuration` from this app, as the UIKit binding does on a device: every keyboard
  /// notification goes through KeyboardCore's parser with the screen's bounds, and every focus
  /// change becomes begin/end-editing. The app holds the configuration weakly.
  ///
  /// Rotation needs no extra call: ``rotate(to:)`` moves the keyboard, and the configuration
  /// notices the new orientation with that notification. Interactive pops are reported by the
  /// caller with `ActiveConfiguration/interactivePopDidChange(_:)`, as the binding reports the
  /// gesture recognizer's state.
  public func connect(to configuration: ActiveConfiguration) {
    let window = self.window
    keyboard.handler = { [weak configuration, weak window] name, userInfo in
      guard let configuration, let window else { return }
      configuration.handleKeyboardNotification(
        name, userInfo: userInfo, screenBounds: window.screenBounds)
    }
    focus.onChange = { [weak configuration] change in
      guard let configuration else { return }
      switch change.kind {
      case .began: configuration.textInputDidBeginEditing(change.input)
      case .ended: configuration.textInputDidEndEditing(change.input)
      }
    }
  }
}
