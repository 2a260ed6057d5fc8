import Foundation
import KeyboardCore

extension JSONNode {
  /// A rectangle `{"x", "y", "width", "height"}`: finite origin, non-negative size — or any
  /// finite size when `allowingNegativeSize` (a raw notification may carry a bad one).
  func rect(allowingNegativeSize: Bool = false) -> CGRect? {
    guard let object = object("a rectangle {\"x\", \"y\", \"width\", \"height\"}") else {
      return nil
    }
    let sizeRule: NumberRule = allowingNegativeSize ? .any : .nonNegative
    let x = object.required("x").number()
    let y = object.required("y").number()
    let width = object.required("width").number(sizeRule)
    let height = object.required("height").number(sizeRule)
    object.finish(as: "a rectangle")
    guard let x, let y, let width, let height else { return nil }
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// A size `{"width", "height"}`, both non-negative.
  func size() -> CGSize? {
    guard let object = object("a size {\"width\", \"height\"}") else { return nil }
    let width = object.required("width").number(.nonNegative)
    let height = object.required("height").number(.nonNegative)
    object.finish(as: "a size")
    guard let width, let height else { return nil }
    return CGSize(width: width, height: height)
  }

  /// A point `{"x", "y"}`.
  func point() -> CGPoint? {
    guard let object = object("a point {\"x\", \"y\"}") else { return nil }
    let x = object.required("x").number()
    let y = object.required("y").number()
    object.finish(as: "a point")
    guard let x, let y else { return nil }
    return CGPoint(x: x, y: y)
  }

  /// Insets `{"top", "left", "bottom", "right"}`; missing edges are 0, none negative.
  func insets() -> EdgeInsets? {
    guard let object = object("insets {\"top\", \"left\", \"bottom\", \"right\"}") else {
      return nil
    }
    let top = object.optional("top")?.number(.nonNegative)
    let left = object.optional("left")?.number(.nonNegative)
    let bottom = object.optional("bottom")?.number(.nonNegative)
    let right = object.optional("right")?.number(.nonNegative)
    object.finish(as: "insets")
    return EdgeInsets(top: top ?? 0, left: left ?? 0, bottom: bottom ?? 0, right: right ?? 0)
  }

  /// An array of strings.
  func strings() -> [String]? {
    guard let elements = array() else { return nil }
    let strings = elements.map { $0.string() }
    guard strings.allSatisfy({ $0 != nil }) else { return nil }
    return strings.compactMap { $0 }
  }
}
