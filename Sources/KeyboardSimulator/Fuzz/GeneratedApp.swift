import Foundation
import KeyboardCore
import KeyboardHeadless

/// A randomly generated app: its screen, its root controller as scenario JSON and the ids a
/// timeline can refer to. A timeline that brings controllers mid-way (a pushed screen, a
/// presented alert) adds their ids here too, so the steps after it can name them.
struct GeneratedApp {
  /// The device profile the app runs on (for an explicit screen, the profile it stands for).
  var device: DeviceProfile
  /// An explicit `screen` for the file (a Stage Manager window anywhere on the screen, a Split
  /// View column); `nil` names ``device`` instead.
  var screen: JSONValue?
  /// The `root` controller of the scenario file.
  var root: JSONValue = .null
  /// The root controller's id (what a `present` step presents over).
  var rootID = ""
  /// Every text input a `focus` step may name (alert fields included).
  var inputs: [String] = []
  /// The text views (a `setFrame` makes one grow).
  var textViews: [(id: String, frame: CGRect)] = []
  /// Views a `deallocate` step may release.
  var removableViews: [String] = []
  /// Views a `changeViewSettings` step may change (inputs and scroll views).
  var settingsViews: [String] = []
  /// The scroll views, tables and collections a `setContentOffset` step may scroll, with the
  /// largest offset their content allows.
  var scrollables: [(id: String, maxOffsetY: Double)] = []
  /// The navigation controllers (pop and push steps).
  var navigations: [String] = []
  /// The controllers presented over others (a `dismiss` step names them).
  var presented: [String] = []
  /// The next id number.
  var nextID = 0

  init(device: DeviceProfile) {
    self.device = device
  }

  /// Whether the window can be resized with no rotation (an iPad's Split View or Stage Manager
  /// window): the screen is a regular-width one.
  var isResizable: Bool {
    device.screenBounds.width >= 700 && device.screenBounds.height >= 700
  }

  /// A fresh id starting with `prefix`.
  mutating func id(_ prefix: String) -> String {
    nextID += 1
    return "\(prefix)\(nextID)"
  }
}

/// JSON building blocks for generated scenarios.
enum GeneratedJSON {
  /// A rectangle.
  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> JSONValue {
    .object([
      "x": .number(x), "y": .number(y), "width": .number(width), "height": .number(height),
    ])
  }

  /// A rectangle from a `CGRect`.
  static func rect(_ rect: CGRect) -> JSONValue {
    self.rect(Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
  }

  /// A size.
  static func size(_ width: Double, _ height: Double) -> JSONValue {
    .object(["width": .number(width), "height": .number(height)])
  }

  /// Insets.
  static func insets(_ insets: EdgeInsets) -> JSONValue {
    .object([
      "top": .number(Double(insets.top)), "left": .number(Double(insets.left)),
      "bottom": .number(Double(insets.bottom)), "right": .number(Double(insets.right)),
    ])
  }
}

/// Literals in generated scenarios: `"type": "plain"`, `"height": 44`.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
  package init(stringLiteral value: String) { self = .string(value) }
  package init(integerLiteral value: Int) { self = .number(Double(value)) }
}
