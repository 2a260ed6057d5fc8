import Foundation
import KeyboardCore
import KeyboardHeadless

/// Generates the screen an app runs on: a built-in device profile, or an explicit iPad screen
/// whose window is not the whole screen — a Stage Manager window anywhere on a landscape
/// screen, or a Split View column on either side of a portrait one — so windows off the screen
/// origin are common.
struct ScreenGenerator {
  /// The built-in devices a generated app runs on.
  static let devices = [
    "notched-phone", "notched-phone", "small-phone", "hardware-keyboard-phone", "ipad",
    "ipad-floating-keyboard", "ipad-stage-manager", "notched-phone-landscape",
  ]

  /// The landscape iPad's screen, 1180 × 820, and its docked keyboard (398 high).
  static let landscapeIPad = (
    screen: CGRect(x: 0, y: 0, width: 1180, height: 820),
    keyboard: CGRect(x: 0, y: 422, width: 1180, height: 398)
  )

  /// The full-screen landscape iPad as a file's `screen` (a `rotate` step of the iPad): the
  /// status bar's 24 pt at the top, the home indicator's 20 at the bottom.
  static var landscapeIPadScreen: JSONValue {
    json(
      ScenarioScreen(
        size: landscapeIPad.screen.size, safeArea: DeviceProfile.iPad.safeAreaInsets,
        orientation: .landscapeRight, scale: 2, statusBarHeight: DeviceProfile.iPad.statusBarHeight,
        keyboardFrame: landscapeIPad.keyboard))
  }

  /// A screen for a new app: its profile and, for an explicit screen, the file's `screen`.
  func generate(using random: inout SeededRandom) -> (DeviceProfile, JSONValue?) {
    guard random.chance(0.15) else {
      let name = random.pick(Self.devices)
      return (DeviceProfile.named(name) ?? .notchedPhone, nil)
    }
    let screen = random.chance(0.5) ? stageManagerWindow(&random) : splitViewColumn(&random)
    return (ScenarioDevices.profile(for: screen), Self.json(screen))
  }

  /// A Stage Manager window on the landscape iPad: anywhere on the screen, no safe area, no
  /// status bar (a window clear of the screen's edges), the keyboard docked at the screen's
  /// bottom.
  private func stageManagerWindow(_ random: inout SeededRandom) -> ScenarioScreen {
    let screen = Self.landscapeIPad.screen
    let window = Self.randomWindow(in: screen, using: &random)
    return ScenarioScreen(
      size: screen.size, windowFrame: window, orientation: .landscapeRight, scale: 2,
      keyboardFrame: Self.landscapeIPad.keyboard)
  }

  /// A Split View column of the portrait iPad, on the left or the right: the full height, with
  /// the status bar and the home indicator's safe area.
  private func splitViewColumn(_ random: inout SeededRandom) -> ScenarioScreen {
    let screen = DeviceProfile.iPad.screenBounds
    let width = random.pick([320.0, 410, 500, 678])
    let x = random.chance(0.5) ? 0 : Double(screen.width) - width
    return ScenarioScreen(
      size: screen.size, windowFrame: CGRect(x: x, y: 0, width: width, height: screen.height),
      safeArea: DeviceProfile.iPad.safeAreaInsets, orientation: .portrait, scale: 2,
      statusBarHeight: DeviceProfile.iPad.statusBarHeight,
      keyboardFrame: DeviceProfile.iPad.keyboardFrame)
  }

  /// A window frame inside `screen`, at least 400 × 400, on whole points.
  static func randomWindow(in screen: CGRect, using random: inout SeededRandom) -> CGRect {
    let width = random.points(400...Int(screen.width))
    let height = random.points(400...Int(screen.height))
    let x = random.points(0...Int(Double(screen.width) - width))
    let y = random.points(0...Int(Double(screen.height) - height))
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// The file's `screen` object for `screen`.
  private static func json(_ screen: ScenarioScreen) -> JSONValue {
    var object: [String: JSONValue] = [
      "size": GeneratedJSON.size(Double(screen.size.width), Double(screen.size.height)),
      "safeArea": GeneratedJSON.insets(screen.safeArea),
      "orientation": .string(screen.orientation.rawValue),
      "scale": .number(Double(screen.scale)),
      "statusBarHeight": .number(Double(screen.statusBarHeight)),
    ]
    if let window = screen.windowFrame { object["window"] = GeneratedJSON.rect(window) }
    if let keyboard = screen.keyboardFrame { object["keyboard"] = GeneratedJSON.rect(keyboard) }
    return .object(object)
  }
}
