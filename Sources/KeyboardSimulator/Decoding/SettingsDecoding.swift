import Foundation
import KeyboardCore

extension JSONNode {
  /// Global settings: any of ``KeyboardSettings``' fields, by their Swift names.
  func settingsPatch() -> KeyboardSettingsPatch {
    var patch = KeyboardSettingsPatch()
    guard let object = object("settings (an object)") else { return patch }
    patch.isEnabled = object.optional("isEnabled")?.bool()
    patch.keyboardDistance = object.optional("keyboardDistance")?.number()
    patch.disabledDistanceHandlingClasses = object.optional("disabledDistanceHandlingClasses")?
      .strings()?.map(ControllerClass.init(name:))
    patch.enabledDistanceHandlingClasses = object.optional("enabledDistanceHandlingClasses")?
      .strings()?.map(ControllerClass.init(name:))
    patch.layoutIfNeededOnUpdate = object.optional("layoutIfNeededOnUpdate")?.bool()
    patch.overrideKeyboardAppearance = object.optional("overrideKeyboardAppearance")?.bool()
    patch.keyboardAppearance = object.optional("keyboardAppearance")?.choice(
      KeyboardAppearanceStyle.self)
    object.finish(as: "settings")
    return patch
  }

  /// A view's `keyboard` settings: any of ``KeyboardViewSettings``' fields. `scrollable` says
  /// whether the scroll-view-only fields are allowed.
  func viewSettingsPatch(scrollable: Bool) -> ViewSettingsPatch {
    var patch = ViewSettingsPatch()
    guard let object = object("view settings (an object)") else { return patch }
    if let distance = object.optional("distanceFromKeyboard") {
      patch.distanceFromKeyboard =
        distance.isNull ? .some(nil) : distance.number().map { .some($0) }
    }
    patch.enableMode = object.optional("enableMode")?.choice(EnableMode.self)
    if scrollable {
      patch.ignoreScrollingAdjustment = object.optional("ignoreScrollingAdjustment")?.bool()
      patch.ignoreContentInsetAdjustment = object.optional("ignoreContentInsetAdjustment")?.bool()
      patch.restoreContentOffset = object.optional("restoreContentOffset")?.bool()
    }
    object.finish(
      as: scrollable ? "a scroll view's keyboard settings" : "a view's keyboard settings")
    return patch
  }
}
