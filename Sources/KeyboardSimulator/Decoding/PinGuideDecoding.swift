import Foundation

extension JSONNode {
  /// A pin's `to`: `"safeArea"` or `"bounds"` for every edge, or a guide per edge
  /// `{"top", "bottom", "left", "right"}` (an edge not named: `"safeArea"`).
  func pinGuides() -> Pin.Guides? {
    if case .string? = value { return choice(Pin.Guide.self).map(Pin.Guides.init) }
    guard case .object? = value, let object = object() else {
      return fail(
        "\"safeArea\", \"bounds\", or a guide per edge {\"top\", \"bottom\", \"left\", \"right\"}")
    }
    func guide(_ edge: String) -> Pin.Guide {
      object.optional(edge)?.choice(Pin.Guide.self) ?? .safeArea
    }
    let guides = Pin.Guides(
      top: guide("top"), bottom: guide("bottom"), left: guide("left"), right: guide("right"))
    object.finish(as: "pin guides")
    return guides
  }
}
