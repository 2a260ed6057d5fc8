import Foundation
import KeyboardHeadless

/// Generates random but valid apps: on a device or an explicit screen (``ScreenGenerator``),
/// controller hierarchies (plain, navigation with bars of every height, tab bar, split, table
/// view controller, a presented alert with one or two fields) holding fields, text views short
/// and tall, scroll views (nested, pinned to two anchors, private to UIKit), tables with header
/// and footer views, collection views, stack views, search bars and pinned bars.
struct AppGenerator {
  /// Generates an app.
  func generate(using random: inout SeededRandom) -> GeneratedApp {
    let (device, screen) = ScreenGenerator().generate(using: &random)
    var app = GeneratedApp(device: device)
    app.screen = screen
    let size = device.windowFrame.size
    app.root = controller(size: size, depth: 0, app: &app, random: &random)
    if case .object(let root) = app.root, case .string(let id)? = root["id"] { app.rootID = id }
    return app
  }

  // MARK: - Controllers

  private func controller(
    size: CGSize, depth: Int, app: inout GeneratedApp, random: inout SeededRandom
  ) -> JSONValue {
    let kind =
      depth > 0
      ? "plain"
      : random.pick(["plain", "plain", "navigation", "navigation", "tabBar", "split", "table"])
    var object: [String: JSONValue]
    switch kind {
    case "navigation":
      object = navigation(size: size, app: &app, random: &random)
    case "tabBar":
      let tabs = (0..<2).map { _ in
        controller(size: size, depth: depth + 1, app: &app, random: &random)
      }
      object = [
        "id": .string(app.id("tabs")), "type": "tabBar", "tabs": .array(tabs),
        "selected": .number(Double(Int.random(in: 0...1, using: &random))),
      ]
    case "split":
      object = split(size: size, app: &app, random: &random)
    case "table":
      let table = tableView(
        frame: CGRect(origin: .zero, size: size), app: &app, random: &random, isRoot: true)
      object = [
        "id": .string(app.id("tvc")), "type": "tableViewController", "view": table,
      ]
    default:
      guard case .object(let plain) = plainController(size: size, app: &app, random: &random)
      else { return .null }
      object = plain
    }
    if random.chance(0.08) {
      object["presents"] = .array([alert(app: &app, random: &random)])
    }
    return .object(object)
  }

  private func navigation(
    size: CGSize, app: inout GeneratedApp, random: inout SeededRandom
  ) -> [String: JSONValue] {
    let id = app.id("nav")
    app.navigations.append(id)
    let count = Int.random(in: 1...3, using: &random)
    let stack = (0..<count).map { _ in
      plainController(size: size, app: &app, random: &random)
    }
    var object: [String: JSONValue] = [
      "id": .string(id), "type": "navigation", "controllers": .array(stack),
    ]
    if random.chance(0.15) { object["navigationBarHidden"] = .bool(true) }
    if random.chance(0.3) {
      // An iPad's bar, a large title, a phone's compact bar in landscape.
      object["navigationBarHeight"] = random.pick([
        50, 96, .object(["portrait": 44, "landscape": 32]),
        .object(["portrait": 96, "landscape": 32]),
      ])
    }
    return object
  }

  /// A split view controller: a plain sidebar beside a plain or navigation detail (collapsed to
  /// the detail in a compact window).
  private func split(
    size: CGSize, app: inout GeneratedApp, random: inout SeededRandom
  ) -> [String: JSONValue] {
    let primaryWidth = random.pick([280.0, 320, 375])
    let regular = size.width >= 700
    let primary = plainController(
      size: CGSize(width: regular ? primaryWidth : size.width, height: size.height), app: &app,
      random: &random)
    let detailSize = CGSize(
      width: regular ? size.width - primaryWidth : size.width, height: size.height)
    let secondary: JSONValue =
      random.chance(0.5)
      ? .object(navigation(size: detailSize, app: &app, random: &random))
      : plainController(size: detailSize, app: &app, random: &random)
    return [
      "id": .string(app.id("split")), "type": "split", "primary": primary,
      "secondary": secondary, "primaryColumnWidth": .number(primaryWidth),
    ]
  }

  /// A plain controller whose view holds one to five random views laid out in `size`.
  func plainController(
    size: CGSize, app: inout GeneratedApp, random: inout SeededRandom
  ) -> JSONValue {
    let id = app.id("vc")
    var view: [String: JSONValue] = [
      "id": .string(app.id("root")), "type": "view",
      "subviews": .array(content(size: size, depth: 0, app: &app, random: &random)),
    ]
    if random.chance(0.1) {
      // A root view away from its container's origin.
      view["frame"] = GeneratedJSON.rect(
        0, random.points(0...120), Double(size.width), Double(size.height))
    }
    var object: [String: JSONValue] = ["id": .string(id), "type": "plain", "view": .object(view)]
    if random.chance(0.1) {
      object["class"] = "SettingsController"
      object["superclasses"] = .array(["UITableViewController"])
    }
    return .object(object)
  }

  /// An alert with one or two text fields (a login alert has two).
  func alert(app: inout GeneratedApp, random: inout SeededRandom) -> JSONValue {
    let id = app.id("alert")
    app.presented.append(id)
    let fields = (0..<Int.random(in: 1...2, using: &random)).map { _ -> JSONValue in
      let field = app.id("alertField")
      app.inputs.append(field)
      return .object(["id": .string(field)])
    }
    return .object(["id": .string(id), "type": "alert", "textFields": .array(fields)])
  }
}
