import Foundation
import KeyboardHeadless

extension TimelineGenerator {
  /// A step (rolls 100..<120) that changes the app around the keyboard: a window resize, a
  /// controller presented or dismissed, a screen pushed or popped, a scroll view scrolled by
  /// the app. `nil` when the app has nothing the roll could change.
  func appChange(
    _ roll: Int, for app: inout GeneratedApp, screen: CGRect, random: inout SeededRandom
  ) -> JSONValue? {
    switch roll {
    case 100..<105:
      return windowResize(for: app, screen: screen, random: &random)
    case 105..<109:
      return presentation(for: &app, random: &random)
    case 109..<113:
      guard !app.navigations.isEmpty else { return nil }
      let navigation = JSONValue.string(random.pick(app.navigations))
      if random.chance(0.4) { return .object(["do": "pop", "navigation": navigation]) }
      let screen = AppGenerator().plainController(
        size: app.device.windowFrame.size, app: &app, random: &random)
      return .object(["do": "push", "navigation": navigation, "controller": screen])
    default:
      guard let scrollable = app.scrollables.randomElement(using: &random) else { return nil }
      let y = random.points(0...max(0, Int(scrollable.maxOffsetY)))
      var step: [String: JSONValue] = [
        "do": "setContentOffset", "view": .string(scrollable.id),
        "offset": .object(["x": 0, "y": .number(y)]),
      ]
      if random.chance(0.4) { step["animated"] = .bool(true) }
      return .object(step)
    }
  }

  /// On an iPad (`screen` is the screen in force), a resize with no rotation: a Split View column on a portrait screen (the full
  /// height, on either side), a Stage Manager window anywhere on a landscape one — reported as
  /// from iOS 16, or now and then not (iOS 13–15).
  private func windowResize(for app: GeneratedApp, screen: CGRect, random: inout SeededRandom)
    -> JSONValue?
  {
    guard app.isResizable else { return nil }
    let window: CGRect
    if screen.height > screen.width {
      let width = random.pick([320.0, 410, 500, 678, Double(screen.width)])
      let x = random.chance(0.5) ? 0 : Double(screen.width) - width
      window = CGRect(x: x, y: 0, width: width, height: Double(screen.height))
    } else {
      window = ScreenGenerator.randomWindow(in: screen, using: &random)
    }
    var step: [String: JSONValue] = ["do": "resizeWindow", "window": GeneratedJSON.rect(window)]
    if random.chance(0.25) { step["reported"] = .bool(false) }
    return .object(step)
  }

  /// An alert (one or two fields) or a sheet presented over the root controller, or a presented
  /// controller dismissed.
  private func presentation(for app: inout GeneratedApp, random: inout SeededRandom)
    -> JSONValue?
  {
    if !app.presented.isEmpty, random.chance(0.4) {
      return .object(["do": "dismiss", "controller": .string(random.pick(app.presented))])
    }
    let controller: JSONValue
    if random.chance(0.7) {
      controller = AppGenerator().alert(app: &app, random: &random)
    } else {
      controller = AppGenerator().plainController(
        size: app.device.windowFrame.size, app: &app, random: &random)
      if case .object(let sheet) = controller, case .string(let id)? = sheet["id"] {
        app.presented.append(id)
      }
    }
    return .object(["do": "present", "over": .string(app.rootID), "controller": controller])
  }
}
