import Foundation
import KeyboardCore

/// Global settings named in a file: each field given replaces the current value; the others are
/// kept. The scenario's `settings` is a patch over the defaults; a `changeSettings` step is a
/// patch over what is in force.
package struct KeyboardSettingsPatch: Equatable, Sendable {
  /// ``KeyboardSettings/isEnabled``.
  package var isEnabled: Bool?
  /// ``KeyboardSettings/keyboardDistance``.
  package var keyboardDistance: CGFloat?
  /// ``KeyboardSettings/disabledDistanceHandlingClasses``.
  package var disabledDistanceHandlingClasses: [ControllerClass]?
  /// ``KeyboardSettings/enabledDistanceHandlingClasses``.
  package var enabledDistanceHandlingClasses: [ControllerClass]?
  /// ``KeyboardSettings/layoutIfNeededOnUpdate``.
  package var layoutIfNeededOnUpdate: Bool?
  /// ``KeyboardSettings/overrideKeyboardAppearance``.
  package var overrideKeyboardAppearance: Bool?
  /// ``KeyboardSettings/keyboardAppearance``.
  package var keyboardAppearance: KeyboardAppearanceStyle?

  /// Creates an empty patch.
  package init() {}

  /// `settings` with every field of the patch applied.
  package func applied(to settings: KeyboardSettings) -> KeyboardSettings {
    var result = settings
    if let isEnabled { result.isEnabled = isEnabled }
    if let keyboardDistance { result.keyboardDistance = keyboardDistance }
    if let disabledDistanceHandlingClasses {
      result.disabledDistanceHandlingClasses = disabledDistanceHandlingClasses
    }
    if let enabledDistanceHandlingClasses {
      result.enabledDistanceHandlingClasses = enabledDistanceHandlingClasses
    }
    if let layoutIfNeededOnUpdate { result.layoutIfNeededOnUpdate = layoutIfNeededOnUpdate }
    if let overrideKeyboardAppearance {
      result.overrideKeyboardAppearance = overrideKeyboardAppearance
    }
    if let keyboardAppearance { result.keyboardAppearance = keyboardAppearance }
    return result
  }
}

/// Per-view settings named in a file, applied over a view's current settings.
package struct ViewSettingsPatch: Equatable, Sendable {
  /// ``KeyboardViewSettings/distanceFromKeyboard``: `.some(nil)` unsets it (JSON `null`).
  package var distanceFromKeyboard: CGFloat??
  /// ``KeyboardViewSettings/enableMode``.
  package var enableMode: EnableMode?
  /// ``KeyboardViewSettings/ignoreScrollingAdjustment``.
  package var ignoreScrollingAdjustment: Bool?
  /// ``KeyboardViewSettings/ignoreContentInsetAdjustment``.
  package var ignoreContentInsetAdjustment: Bool?
  /// ``KeyboardViewSettings/restoreContentOffset``.
  package var restoreContentOffset: Bool?

  /// Creates an empty patch.
  package init() {}

  /// `settings` with every field of the patch applied.
  package func applied(to settings: KeyboardViewSettings) -> KeyboardViewSettings {
    var result = settings
    if let distanceFromKeyboard { result.distanceFromKeyboard = distanceFromKeyboard }
    if let enableMode { result.enableMode = enableMode }
    if let ignoreScrollingAdjustment {
      result.ignoreScrollingAdjustment = ignoreScrollingAdjustment
    }
    if let ignoreContentInsetAdjustment {
      result.ignoreContentInsetAdjustment = ignoreContentInsetAdjustment
    }
    if let restoreContentOffset { result.restoreContentOffset = restoreContentOffset }
    return result
  }
}
