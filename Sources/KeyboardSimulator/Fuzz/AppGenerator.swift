import Foundation
import KeyboardHeadless

/// Generates random but valid apps: controller hierarchies (plain, navigation, tab bar, table
/// view controller, a presented alert) holding fields, text views short and tall, scroll views
/// (nested), tables, collection views, stack views, search bars and pinned bars.
struct AppGenerator {
  /// The devices a generated app runs on.
  static let devices = [
    "notched-phone", "notched-phone", "small-phone", "hardware-keyboard-phone", "ipad",
    "ipad-floating-keyboard", "ipad-stage-manager", "notched-phone-landscape",
  ]

  /// Generates an app.
  func generate(using random: inout SeededRandom) -> GeneratedApp {
    let name = random.pick(Self.devices)
    let device = DeviceProfile.all.first { $0.name == name } ?? .notchedPhone
    var app = GeneratedApp(device: device)
    let size = device.windowFrame.size
    app.root = controller(size: size, depth: 0, app: &app, random: &random)
    return app
  }

  // MARK: - Controllers

  private func controller(
    size: CGSize, depth: Int, app: inout GeneratedApp, random: inout SeededRandom
  ) -> JSONValue {
    let kind =
      depth > 0
      ? "plain" : random.pick(["plain", "plain", "navigation", "navigation", "tabBar", "table"])
    var object: [String: JSONValue]
    switch kind {
    case "navigation":
      let id = app.id("nav")
      app.navigations.append(id)
      let count = Int.random(in: 1...3, using: &random)
      let stack = (0..<count).map { _ in
        plainController(size: size, app: &app, random: &random)
      }
      object = ["id": .string(id), "type": "navigation", "controllers": .array(stack)]
      if random.chance(0.15) { object["navigationBarHidden"] = .bool(true) }
    case "tabBar":
      let tabs = (0..<2).map { _ in
        controller(size: size, depth: depth + 1, app: &app, random: &random)
      }
      object = [
        "id": .string(app.id("tabs")), "type": "tabBar", "tabs": .array(tabs),
        "selected": .number(Double(Int.random(in: 0...1, using: &random))),
      ]
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
      object["presents"] = .array([alert(app: &app)])
    }
    return .object(object)
  }

  private func plainController(
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

  private func alert(app: inout GeneratedApp) -> JSONValue {
    let field = app.id("alertField")
    app.inputs.append(field)
    return .object([
      "id": .string(app.id("alert")), "type": "alert",
      "textFields": .array([.object(["id": .string(field)])]),
    ])
  }

  // MARK: - Views

  /// Between one and five views laid out in a box of `size`.
  private func content(
    size: CGSize, depth: Int, app: inout GeneratedApp, random: inout SeededRandom
  ) -> [JSONValue] {
    let count = Int.random(in: 1...5, using: &random)
    return (0..<count).map { _ in
      view(in: size, depth: depth, app: &app, random: &random)
    }
  }

  private func view(
    in size: CGSize, depth: Int, app: inout GeneratedApp, random: inout SeededRandom
  ) -> JSONValue {
    let width = Double(size.width)
    let height = Double(size.height)
    let kinds =
      depth < 2
      ? [
        "field", "field", "field", "textView", "scroll", "scroll", "table", "collection", "stack",
        "search",
      ] + (depth == 0 ? ["pinned"] : [])  // a bar pinned to the root view's safe area
      : ["field", "field", "textView"]
    switch random.pick(kinds) {
    case "textView":
      let viewHeight = random.pick([60.0, 120, 300, 600])
      let frame = CGRect(
        x: 16, y: random.points(0...max(0, Int(height) - 60)), width: width - 32,
        height: viewHeight)
      return textView(frame: frame, app: &app, random: &random)
    case "scroll":
      let top = random.points(0...Int(height / 2))
      let frame = CGRect(x: 0, y: top, width: width, height: max(100, height - top))
      return scrollView(frame: frame, depth: depth, app: &app, random: &random)
    case "table":
      let top = random.points(0...Int(height / 2))
      let frame = CGRect(
        x: 0, y: top, width: width, height: max(88, random.points(88...Int(height - top + 88))))
      return tableView(frame: frame, app: &app, random: &random, isRoot: false)
    case "collection":
      return collectionView(in: size, app: &app, random: &random)
    case "stack":
      return stackView(in: size, app: &app, random: &random)
    case "search":
      let bar = app.id("search")
      let field = app.id("searchField")
      app.inputs.append(field)
      app.removableViews.append(bar)
      return .object([
        "id": .string(bar), "type": "searchBar",
        "frame": GeneratedJSON.rect(0, random.points(0...Int(height - 56)), width, 56),
        "searchField": .object(["id": .string(field)]),
      ])
    case "pinned":
      let id = app.id("pinned")
      app.inputs.append(id)
      app.settingsViews.append(id)
      return .object([
        "id": .string(id), "type": "textField",
        "pin": .object(["bottom": .number(random.points(0...20)), "height": 44]),
      ])
    default:
      let frame = CGRect(
        x: 16, y: random.points(0...max(0, Int(height) - 44)), width: width - 32, height: 44)
      return textField(frame: frame, app: &app, random: &random)
    }
  }

  private func textField(
    frame: CGRect, app: inout GeneratedApp, random: inout SeededRandom
  ) -> JSONValue {
    let id = app.id("field")
    app.inputs.append(id)
    app.removableViews.append(id)
    app.settingsViews.append(id)
    var object: [String: JSONValue] = [
      "id": .string(id), "type": "textField", "frame": GeneratedJSON.rect(frame),
    ]
    if let settings = fieldSettings(random: &random) { object["keyboard"] = settings }
    return .object(object)
  }

  private func textView(
    frame: CGRect, app: inout GeneratedApp, random: inout SeededRandom
  ) -> JSONValue {
    let id = app.id("text")
    app.inputs.append(id)
    app.removableViews.append(id)
    app.settingsViews.append(id)
    app.textViews.append((id, frame))
    var object: [String: JSONValue] = [
      "id": .string(id), "type": "textView", "frame": GeneratedJSON.rect(frame),
    ]
    if random.chance(0.3) { object["scrollEnabled"] = .bool(false) }
    if let settings = fieldSettings(random: &random) { object["keyboard"] = settings }
    return .object(object)
  }

  private func fieldSettings(random: inout SeededRandom) -> JSONValue? {
    guard random.chance(0.2) else { return nil }
    var settings: [String: JSONValue] = [:]
    if random.chance(0.6) { settings["distanceFromKeyboard"] = .number(random.points(-10...60)) }
    if random.chance(0.4) {
      settings["enableMode"] = .string(random.pick(["default", "enabled", "disabled"]))
    }
    return .object(settings)
  }

  private func scrollView(
    frame: CGRect, depth: Int, app: inout GeneratedApp, random: inout SeededRandom
  ) -> JSONValue {
    let id = app.id("scroll")
    app.removableViews.append(id)
    app.settingsViews.append(id)
    let contentHeight = max(frame.height, random.points(Int(frame.height)...Int(frame.height) * 3))
    var object: [String: JSONValue] = [
      "id": .string(id), "type": "scrollView", "frame": GeneratedJSON.rect(frame),
      "contentSize": GeneratedJSON.size(Double(frame.width), Double(contentHeight)),
      "subviews": .array(
        content(
          size: CGSize(width: frame.width, height: contentHeight), depth: depth + 1, app: &app,
          random: &random)),
    ]
    if random.chance(0.3) {
      object["contentOffset"] = .object([
        "x": 0, "y": .number(random.points(0...Int(contentHeight - frame.height))),
      ])
    }
    if random.chance(0.2) {
      object["contentInset"] = .object(["bottom": .number(random.points(0...80))])
    }
    if random.chance(0.2) { object["contentInsetAdjustment"] = "never" }
    if let settings = scrollSettings(random: &random) { object["keyboard"] = settings }
    return .object(object)
  }

  private func scrollSettings(random: inout SeededRandom) -> JSONValue? {
    guard random.chance(0.3) else { return nil }
    var settings: [String: JSONValue] = [:]
    for key in [
      "ignoreScrollingAdjustment", "ignoreContentInsetAdjustment", "restoreContentOffset",
    ]
    where random.chance(0.4) {
      settings[key] = .bool(true)
    }
    return .object(settings)
  }

  private func cells(
    rowHeight: Double, width: Double, app: inout GeneratedApp, random: inout SeededRandom
  ) -> JSONValue {
    let count = Int.random(in: 1...14, using: &random)
    let cells = (0..<count).map { _ -> JSONValue in
      var cell: [String: JSONValue] = ["id": .string(app.id("cell"))]
      if random.chance(0.6) {
        let field = app.id("rowField")
        app.inputs.append(field)
        app.settingsViews.append(field)
        cell["subviews"] = .array([
          .object([
            "id": .string(field), "type": "textField",
            "frame": GeneratedJSON.rect(16, 0, width - 32, min(44, rowHeight)),
          ])
        ])
      }
      return .object(cell)
    }
    return .array(cells)
  }

  private func tableView(
    frame: CGRect, app: inout GeneratedApp, random: inout SeededRandom, isRoot: Bool
  ) -> JSONValue {
    let id = app.id("table")
    if !isRoot {
      app.removableViews.append(id)
      app.settingsViews.append(id)
    }
    let rowHeight = random.pick([44.0, 60, 80])
    let sectionCount = Int.random(in: 1...2, using: &random)
    let sections = (0..<sectionCount).map { _ -> JSONValue in
      var section: [String: JSONValue] = [
        "cells": cells(
          rowHeight: rowHeight, width: Double(frame.width), app: &app, random: &random)
      ]
      if random.chance(0.3) { section["headerHeight"] = .number(random.points(20...40)) }
      return .object(section)
    }
    var object: [String: JSONValue] = [
      "id": .string(id), "type": "tableView", "rowHeight": .number(rowHeight),
      "sections": .array(sections),
    ]
    if !isRoot { object["frame"] = GeneratedJSON.rect(frame) }
    if let settings = scrollSettings(random: &random) { object["keyboard"] = settings }
    return .object(object)
  }

  private func collectionView(
    in size: CGSize, app: inout GeneratedApp, random: inout SeededRandom
  ) -> JSONValue {
    let id = app.id("grid")
    app.removableViews.append(id)
    let top = random.points(0...Int(size.height / 2))
    let itemHeight = random.pick([50.0, 80, 120])
    let section: JSONValue = .object([
      "cells": cells(
        rowHeight: itemHeight, width: Double(size.width) / 2, app: &app, random: &random)
    ])
    return .object([
      "id": .string(id), "type": "collectionView",
      "frame": GeneratedJSON.rect(0, top, Double(size.width), Double(size.height) - top),
      "itemHeight": .number(itemHeight), "itemWidth": .number(Double(size.width) / 2),
      "sections": .array([section]),
    ])
  }

  private func stackView(
    in size: CGSize, app: inout GeneratedApp, random: inout SeededRandom
  ) -> JSONValue {
    let id = app.id("stack")
    app.removableViews.append(id)
    let count = Int.random(in: 1...4, using: &random)
    let rows = (0..<count).map { _ -> JSONValue in
      let field = app.id("stackField")
      app.inputs.append(field)
      app.removableViews.append(field)
      return .object(["id": .string(field), "type": "textField", "height": 44])
    }
    let height = Double(count) * 52
    return .object([
      "id": .string(id), "type": "stackView", "spacing": 8,
      "frame": GeneratedJSON.rect(
        16, random.points(0...max(0, Int(Double(size.height) - height))), Double(size.width) - 32,
        height),
      "subviews": .array(rows),
    ])
  }
}
