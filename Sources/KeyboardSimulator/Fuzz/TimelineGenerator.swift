import Foundation
import KeyboardHeadless

/// Generates a random timeline for a generated app: focus by code and by taps, in both iOS
/// orders, keyboards shown, changed and hidden with random frames (hardware strips, off-screen,
/// floating and empty frames included), malformed notifications, rotations, window resizes
/// (Split View columns, Stage Manager windows anywhere on the screen, reported or not),
/// interactive pops begun, cancelled and finished, screens pushed and popped, alerts and sheets
/// presented and dismissed, scroll views scrolled by the app (rows scrolled out of view, then
/// focused by code), settings and per-view settings changed mid-session, adjusters removed and
/// added, views deallocated, text views growing, reloads and time passing.
struct TimelineGenerator {
  /// The adjusters a timeline may register and remove, by their scenario names.
  static let adjusters = ["gesture-guard", "appearance", "scroll-adjust", "root-adjust"]

  /// Between 4 and 24 steps for `app`, with `registered` the adjusters registered at the start.
  /// Controllers the steps bring (a pushed screen, a presented alert) add their ids to `app`.
  func generate(
    for app: inout GeneratedApp, registered: [String], using random: inout SeededRandom
  ) -> [JSONValue] {
    var state = TimelineState(
      registered: Set(registered), isLandscape: isLandscape(app.device),
      screen: app.device.screenBounds)
    let count = Int.random(in: 4...24, using: &random)
    var steps: [JSONValue] = []
    for _ in 0..<count {
      let roll = Int.random(in: 0..<120, using: &random)
      let step =
        roll < 100
        ? step(roll, for: app, state: &state, random: &random)
        : appChange(roll, for: &app, screen: state.screen, random: &random)
      if let step { steps.append(step) }
    }
    // Most sessions end: the hide is where restoration is checked.
    if random.chance(0.8) { steps.append(.object(["do": "hideKeyboard"])) }
    return steps
  }

  private struct TimelineState {
    var registered: Set<String>
    var isLandscape: Bool
    /// The screen in force (a rotation swaps it).
    var screen: CGRect
    var removed: Set<String> = []
  }

  private func isLandscape(_ device: DeviceProfile) -> Bool {
    device.name == "notched-phone-landscape"
  }

  private func step(
    _ roll: Int, for app: GeneratedApp, state: inout TimelineState, random: inout SeededRandom
  ) -> JSONValue? {
    switch roll {
    case 0..<22:
      let inputs = app.inputs.filter { !state.removed.contains($0) }
      guard !inputs.isEmpty else { return nil }
      // The app's code, or the user's finger (which a disabled or locked field ignores).
      let verb: JSONValue = random.chance(0.3) ? "tap" : "focus"
      return .object(["do": verb, "field": .string(random.pick(inputs))])
    case 22..<28:
      return .object(["do": "blur"])
    case 28..<40:
      return keyboardStep("showKeyboard", screen: state.screen, random: &random)
    case 40..<50:
      return keyboardStep("changeKeyboard", screen: state.screen, random: &random)
    case 50..<56:
      var step: [String: JSONValue] = ["do": "hideKeyboard"]
      if random.chance(0.2) {
        // iOS 26 reports the accessory's frame on hide.
        let screen = state.screen
        step["frame"] = GeneratedJSON.rect(
          0, Double(screen.maxY) - 45, Double(screen.width), 45)
      }
      return .object(step)
    case 56..<60:
      return malformedNotification(screen: state.screen, random: &random)
    case 60..<64:
      return rotation(for: app, state: &state)
    case 64..<70:
      guard !app.navigations.isEmpty else { return nil }
      let phase = random.pick(["beginPop", "beginPop", "cancelPop", "finishPop"])
      return .object(["do": .string(phase), "navigation": .string(random.pick(app.navigations))])
    case 70..<75:
      return settingsChange(random: &random)
    case 75..<79:
      guard !app.settingsViews.isEmpty else { return nil }
      var settings: [String: JSONValue] = [:]
      settings["distanceFromKeyboard"] =
        random.chance(0.3) ? .null : .number(random.points(-10...60))
      return .object([
        "do": "changeViewSettings", "view": .string(random.pick(app.settingsViews)),
        "keyboard": .object(settings),
      ])
    case 79..<84:
      return adjusterChange(state: &state, random: &random)
    case 84..<87:
      let views = app.removableViews.filter { !state.removed.contains($0) }
      guard !views.isEmpty else { return nil }
      let view = random.pick(views)
      state.removed.insert(view)
      return .object(["do": "deallocate", "view": .string(view)])
    case 87..<91:
      guard let textView = app.textViews.randomElement(using: &random) else { return nil }
      var frame = textView.frame
      frame.size.height += random.points(20...300)
      return .object([
        "do": "setFrame", "view": .string(textView.id), "frame": GeneratedJSON.rect(frame),
      ])
    case 91..<95:
      return .object(["do": "reloadLayout"])
    default:
      return .object(["do": "advance", "seconds": .number(random.pick([0.05, 0.1, 0.5]))])
    }
  }

  /// A rotation of a phone, or of a full-screen iPad (to an explicit landscape iPad screen and
  /// back); `nil` for other devices.
  private func rotation(for app: GeneratedApp, state: inout TimelineState) -> JSONValue? {
    if app.device.name.hasPrefix("notched-phone") {
      state.isLandscape.toggle()
      return .object([
        "do": "rotate",
        "device": .string(state.isLandscape ? "notched-phone-landscape" : "notched-phone"),
      ])
    }
    guard app.device.name == DeviceProfile.iPad.name, app.screen == nil else { return nil }
    state.isLandscape.toggle()
    guard state.isLandscape else {
      state.screen = DeviceProfile.iPad.screenBounds
      return .object(["do": "rotate", "device": .string(DeviceProfile.iPad.name)])
    }
    state.screen = ScreenGenerator.landscapeIPad.screen
    return .object(["do": "rotate", "screen": ScreenGenerator.landscapeIPadScreen])
  }

  /// A show or change with the profile's frame or a random one: a shorter or taller keyboard, a
  /// hardware strip, one off the screen in any direction, a floating one.
  private func keyboardStep(
    _ name: String, screen: CGRect, random: inout SeededRandom
  ) -> JSONValue {
    var step: [String: JSONValue] = ["do": .string(name)]
    if random.chance(0.5) { step["frame"] = keyboardFrame(screen: screen, random: &random) }
    return .object(step)
  }

  private func keyboardFrame(screen: CGRect, random: inout SeededRandom) -> JSONValue {
    let width = Double(screen.width)
    let bottom = Double(screen.maxY)
    switch Int.random(in: 0..<8, using: &random) {
    case 0:  // hardware keyboard: a 55-pt strip, the rest below the screen
      return GeneratedJSON.rect(0, bottom - 55, width, 336)
    case 1:  // left of the screen
      return GeneratedJSON.rect(-width - 10, bottom - 300, width, 300)
    case 2:  // above the screen
      return GeneratedJSON.rect(0, -400, width, 300)
    case 3:  // floating
      return GeneratedJSON.rect(40, bottom / 2, min(320, width - 80), 250)
    default:
      let height = random.pick([100.0, 216, 260, 300, 336, 398])
      return GeneratedJSON.rect(0, bottom - height, width, height)
    }
  }

  private func malformedNotification(
    screen: CGRect, random: inout SeededRandom
  ) -> JSONValue {
    let width = Double(screen.width)
    let bottom = Double(screen.maxY)
    var step: [String: JSONValue] = [
      "do": "postNotification",
      "name": .string(random.pick(["willShow", "willChangeFrame", "didShow", "willHide"])),
    ]
    switch Int.random(in: 0..<4, using: &random) {
    case 0: step["endFrame"] = GeneratedJSON.rect(0, bottom - 300, -width, 300)  // negative size
    case 1: step["endFrame"] = GeneratedJSON.rect(0, 0, width, 0)  // empty (cross-fade)
    case 2: break  // no frame at all
    default:
      step["endFrame"] = GeneratedJSON.rect(0, bottom - 336, width, 336)
      step["duration"] = .number(random.pick([0, 0.25]))
    }
    return .object(step)
  }

  private func settingsChange(random: inout SeededRandom) -> JSONValue {
    var settings: [String: JSONValue] = [:]
    switch Int.random(in: 0..<3, using: &random) {
    case 0: settings["isEnabled"] = .bool(random.chance(0.6))
    case 1: settings["keyboardDistance"] = .number(random.points(-5...50))
    default: settings["layoutIfNeededOnUpdate"] = .bool(random.chance(0.5))
    }
    return .object(["do": "changeSettings", "settings": .object(settings)])
  }

  private func adjusterChange(
    state: inout TimelineState, random: inout SeededRandom
  ) -> JSONValue? {
    let name = random.pick(Self.adjusters)
    if state.registered.contains(name) {
      state.registered.remove(name)
      return .object(["do": "unregister", "adjuster": .string(name)])
    }
    state.registered.insert(name)
    return .object(["do": "register", "adjuster": .string(name)])
  }
}
