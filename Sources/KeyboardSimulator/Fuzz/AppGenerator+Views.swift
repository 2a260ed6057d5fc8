import Foundation
import KeyboardHeadless

extension AppGenerator {
  /// Between one and five views laid out in a box of `size`.
  func content(
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
        "search", "panel",
      ] + (depth == 0 ? ["pinned", "pinnedScroll"] : [])  // pinned to the root view
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
      return scrollView(
        placement: GeneratedJSON.rect(frame), size: frame.size, depth: depth, app: &app,
        random: &random)
    case "pinnedScroll":
      // Auto Layout's usual scroll view: from the safe area's top to the bounds' bottom, laid
      // out again on rotation and resize.
      let pin: JSONValue = .object([
        "top": 0, "bottom": 0,
        "to": .object(["top": "safeArea", "bottom": "bounds", "left": "bounds", "right": "bounds"]),
      ])
      return scrollView(
        placement: pin, size: size, depth: depth, app: &app, random: &random, pinned: true)
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
    case "panel":
      return panel(in: size, depth: depth, app: &app, random: &random)
    case "pinned":
      let id = app.id("pinned")
      app.inputs.append(id)
      app.settingsViews.append(id)
      var pin: [String: JSONValue] = ["bottom": .number(random.points(0...20)), "height": 44]
      if random.chance(0.3) { pin["to"] = random.pick(["bounds", .object(["bottom": "bounds"])]) }
      return .object(["id": .string(id), "type": "textField", "pin": .object(pin)])
    default:
      let frame = CGRect(
        x: 16, y: random.points(0...max(0, Int(height) - 44)), width: width - 32, height: 44)
      return textField(frame: frame, app: &app, random: &random)
    }
  }

  /// A plain view holding fields — now and then one touches do not reach (a locked form).
  private func panel(
    in size: CGSize, depth: Int, app: inout GeneratedApp, random: inout SeededRandom
  ) -> JSONValue {
    let height = random.points(60...max(60, Int(size.height) / 2))
    let top = random.points(0...max(0, Int(Double(size.height) - height)))
    var object: [String: JSONValue] = [
      "id": .string(app.id("panel")), "type": "view",
      "frame": GeneratedJSON.rect(0, top, Double(size.width), height),
      "subviews": .array(
        content(
          size: CGSize(width: size.width, height: height), depth: depth + 1, app: &app,
          random: &random)),
    ]
    if random.chance(0.3) { object["userInteractionEnabled"] = .bool(false) }
    return .object(object)
  }

  func textField(
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
    if random.chance(0.05) { object["enabled"] = .bool(false) }
    if random.chance(0.06) {
      // A date picker or a custom pad: the keyboard is this view while the field is focused.
      object["inputView"] = .object(["height": .number(random.pick([216, 260, 291]))])
    }
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

  /// A scroll view at `placement` (a frame, or a pin when `pinned`) of about `size`.
  private func scrollView(
    placement: JSONValue, size: CGSize, depth: Int, app: inout GeneratedApp,
    random: inout SeededRandom, pinned: Bool = false
  ) -> JSONValue {
    let id = app.id("scroll")
    app.removableViews.append(id)
    app.settingsViews.append(id)
    let contentHeight = max(size.height, random.points(Int(size.height)...Int(size.height) * 3))
    app.scrollables.append((id, Double(contentHeight - size.height)))
    var object: [String: JSONValue] = [
      "id": .string(id), "type": "scrollView",
      "contentSize": GeneratedJSON.size(Double(size.width), Double(contentHeight)),
      "subviews": .array(
        content(
          size: CGSize(width: size.width, height: contentHeight), depth: depth + 1, app: &app,
          random: &random)),
    ]
    object[pinned ? "pin" : "frame"] = placement
    if random.chance(0.3) {
      object["contentOffset"] = .object([
        "x": 0, "y": .number(random.points(0...Int(contentHeight - size.height))),
      ])
    }
    if random.chance(0.2) {
      object["contentInset"] = .object(["bottom": .number(random.points(0...80))])
    }
    if random.chance(0.3) {
      object["contentInsetAdjustment"] = random.pick(["never", "always", "scrollableAxes"])
    }
    if random.chance(0.05) { object["privateToUIKit"] = .bool(true) }
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
  ) -> (JSONValue, count: Int) {
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
    return (.array(cells), count)
  }

  /// A table's header or footer view holding a field (a filter above the rows, a comment box
  /// below them).
  private func supplementaryView(
    width: Double, app: inout GeneratedApp, random: inout SeededRandom
  ) -> (JSONValue, height: Double) {
    let height = random.pick([56.0, 100, 120])
    let field = app.id("headerField")
    app.inputs.append(field)
    let view: JSONValue = .object([
      "id": .string(app.id("header")), "height": .number(height),
      "subviews": .array([
        .object([
          "id": .string(field), "type": "textField",
          "frame": GeneratedJSON.rect(16, height - 50, width - 32, 44),
        ])
      ]),
    ])
    return (view, height)
  }

  func tableView(
    frame: CGRect, app: inout GeneratedApp, random: inout SeededRandom, isRoot: Bool
  ) -> JSONValue {
    let id = app.id("table")
    if !isRoot {
      app.removableViews.append(id)
      app.settingsViews.append(id)
    }
    let width = Double(frame.width)
    let rowHeight = random.pick([44.0, 60, 80])
    var contentHeight = 0.0
    let sectionCount = Int.random(in: 1...2, using: &random)
    let sections = (0..<sectionCount).map { _ -> JSONValue in
      let (cells, count) = cells(rowHeight: rowHeight, width: width, app: &app, random: &random)
      contentHeight += Double(count) * rowHeight
      var section: [String: JSONValue] = ["cells": cells]
      if random.chance(0.3) {
        let header = random.points(20...40)
        section["headerHeight"] = .number(header)
        contentHeight += header
      }
      if random.chance(0.15) {
        let (footer, height) = supplementaryView(width: width, app: &app, random: &random)
        section["footer"] = footer
        contentHeight += height
      }
      return .object(section)
    }
    var object: [String: JSONValue] = [
      "id": .string(id), "type": "tableView", "rowHeight": .number(rowHeight),
      "sections": .array(sections),
    ]
    if random.chance(0.15) {
      let (header, height) = supplementaryView(width: width, app: &app, random: &random)
      object["tableHeaderView"] = header
      contentHeight += height
    }
    if random.chance(0.15) {
      // Rows the file leaves out: the data source makes more.
      contentHeight = max(contentHeight, random.points(1000...3000))
      object["contentHeight"] = .number(contentHeight)
    }
    app.scrollables.append((id, max(0, contentHeight - Double(frame.height))))
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
    let (cells, count) = cells(
      rowHeight: itemHeight, width: Double(size.width) / 2, app: &app, random: &random)
    let height = Double(size.height) - top
    app.scrollables.append((id, max(0, Double((count + 1) / 2) * itemHeight - height)))
    return .object([
      "id": .string(id), "type": "collectionView",
      "frame": GeneratedJSON.rect(0, top, Double(size.width), height),
      "itemHeight": .number(itemHeight), "itemWidth": .number(Double(size.width) / 2),
      "sections": .array([.object(["cells": cells])]),
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
