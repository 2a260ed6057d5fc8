import Foundation

extension JSONNode {
  /// A navigation bar's height: a number for both orientations, or
  /// `{"portrait", "landscape"}`.
  func navigationBarHeight() -> NavigationBarHeight? {
    if case .number? = value { return number(.nonNegative).map(NavigationBarHeight.init) }
    guard case .object? = value,
      let object = object("a height, or heights {\"portrait\", \"landscape\"}")
    else {
      return fail("a non-negative number, or heights {\"portrait\", \"landscape\"}")
    }
    let portrait = object.required("portrait").number(.nonNegative)
    let landscape = object.required("landscape").number(.nonNegative)
    object.finish(as: "navigation bar heights")
    guard let portrait, let landscape else { return nil }
    return NavigationBarHeight(portrait: portrait, landscape: landscape)
  }
}
