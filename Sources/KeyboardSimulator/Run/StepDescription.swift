import Foundation

/// A step in words, for tables and pictures: `"focus email"`, `"showKeyboard (0, 508, 390 × 336)"`.
enum StepDescription {
  static func describe(_ action: ScenarioAction) -> String {
    switch action {
    case .focus(let id): return "focus \(id)"
    case .tap(let id): return "tap \(id)"
    case .blur(let id): return id.map { "blur \($0)" } ?? "blur"
    case .keyboard(let motion):
      switch motion.frame {
      case .profile: return motion.verbWithDefaults
      case .explicit(let frame): return "\(motion.phase.verb) \(Rect(frame))"
      }
    case .notification(let raw):
      let end = raw.endFrame.map { " end \(Rect($0))" } ?? " (no end frame)"
      return "post \(raw.name)\(end)"
    case .rotate(.device(let name)): return "rotate → \(name)"
    case .rotate(.custom(let screen)):
      return
        "rotate → \(screen.size.width.shortDescription) × \(screen.size.height.shortDescription) \(screen.orientation.rawValue)"
    case .resizeWindow(let resize):
      return "resizeWindow → \(Rect(resize.frame))" + (resize.isReported ? "" : " (not reported)")
    case .present(let presenterID, let controller):
      return "present \(controller.id) over \(presenterID)"
    case .dismiss(let id): return "dismiss \(id)"
    case .push(let navigationID, let controller):
      return "push \(controller.id) onto \(navigationID)"
    case .pop(let navigationID): return "pop \(navigationID)"
    case .interactivePop(let id, let phase): return "\(action.verb) \(id) (\(phase.rawValue))"
    case .changeSettings(let patch): return "changeSettings " + patch.summary
    case .changeViewSettings(let id, let patch): return "changeViewSettings \(id) " + patch.summary
    case .register(let choice): return "register \(choice)"
    case .unregister(let choice): return "unregister \(choice)"
    case .advance(let seconds): return "advance \(CGFloat(seconds).shortDescription) s"
    case .deallocate(let id): return "deallocate \(id)"
    case .setFrame(let id, let frame): return "setFrame \(id) \(Rect(frame))"
    case .setContentOffset(let id, let offset, let animated):
      return "setContentOffset \(id) \(Point(offset))" + (animated ? " animated" : "")
    case .reloadLayout: return "reloadLayout"
    }
  }
}

extension KeyboardMotion {
  /// The verb, with the duration when it is not the default.
  fileprivate var verbWithDefaults: String {
    duration == 0.25 ? phase.verb : "\(phase.verb) (\(CGFloat(duration).shortDescription) s)"
  }
}

extension KeyboardSettingsPatch {
  /// `"isEnabled=false, keyboardDistance=20"`.
  var summary: String {
    var parts: [String] = []
    if let isEnabled { parts.append("isEnabled=\(isEnabled)") }
    if let keyboardDistance {
      parts.append("keyboardDistance=\(keyboardDistance.shortDescription)")
    }
    if let classes = disabledDistanceHandlingClasses {
      parts.append("disabledDistanceHandlingClasses=\(classes)")
    }
    if let classes = enabledDistanceHandlingClasses {
      parts.append("enabledDistanceHandlingClasses=\(classes)")
    }
    if let layout = layoutIfNeededOnUpdate { parts.append("layoutIfNeededOnUpdate=\(layout)") }
    if let override = overrideKeyboardAppearance {
      parts.append("overrideKeyboardAppearance=\(override)")
    }
    if let appearance = keyboardAppearance {
      parts.append("keyboardAppearance=\(appearance.rawValue)")
    }
    return parts.joined(separator: ", ")
  }
}

extension ViewSettingsPatch {
  /// `"distanceFromKeyboard=40, enableMode=disabled"`.
  var summary: String {
    var parts: [String] = []
    if let distance = distanceFromKeyboard {
      parts.append("distanceFromKeyboard=\(distance.map { $0.shortDescription } ?? "unset")")
    }
    if let mode = enableMode { parts.append("enableMode=\(mode.rawValue)") }
    if let flag = ignoreScrollingAdjustment { parts.append("ignoreScrollingAdjustment=\(flag)") }
    if let flag = ignoreContentInsetAdjustment {
      parts.append("ignoreContentInsetAdjustment=\(flag)")
    }
    if let flag = restoreContentOffset { parts.append("restoreContentOffset=\(flag)") }
    return parts.joined(separator: ", ")
  }
}
