import Foundation
import KeyboardHeadless

/// A randomly generated app: its root controller as scenario JSON and the ids a timeline can
/// refer to.
struct GeneratedApp {
  /// The device profile the app runs on.
  var device: DeviceProfile
  /// The `root` controller of the scenario file.
  var root: JSONValue = .null
  /// Every text input a `focus` step may name (alert fields included).
  var inputs: [String] = []
  /// The text views (a `setFrame` makes one grow).
  var textViews: [(id: String, frame: CGRect)] = []
  /// Views a `deallocate` step may release.
  var removableViews: [String] = []
  /// Views a `changeViewSettings` step may change (inputs and scroll views).
  var settingsViews: [String] = []
  /// The navigation controllers (pop steps).
  var navigations: [String] = []
  /// The next id number.
  var nextID = 0

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
}

/// Literals in generated scenarios: `"type": "plain"`, `"height": 44`.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
  package init(stringLiteral value: String) { self = .string(value) }
  package init(integerLiteral value: Int) { self = .number(Double(value)) }
}
