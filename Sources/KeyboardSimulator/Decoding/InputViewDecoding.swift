import Foundation

extension JSONNode {
  /// A text input's custom input view, `{"height"}`: its height.
  func inputViewHeight() -> CGFloat? {
    guard let object = object("an input view {\"height\"}") else { return nil }
    let height = object.required("height").number(.nonNegative)
    object.finish(as: "an input view")
    return height
  }
}
