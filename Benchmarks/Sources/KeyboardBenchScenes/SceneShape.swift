import Foundation
import KeyboardHeadless
import KeyboardLift

/// The screens the benchmarks measure on, built on the headless backend.
package enum SceneShape: Equatable, Sendable, CustomStringConvertible {
  /// The form of issue 12: a sign-up form of 12 fields in one scroll view under a navigation
  /// bar, 105 views counting the window, every field at depth 15 (see ``FormScene``).
  case form
  /// Two fields at `depth` (ancestors up to the window, window included) below a chain of
  /// views of which `scrollViews` are nested scroll views (see ``NestedScene``).
  case nested(depth: Int, scrollViews: Int)

  /// Builds a fresh scene of this shape.
  @MainActor
  package func build() -> BenchScene {
    switch self {
    case .form: FormScene.build()
    case .nested(let depth, let scrollViews):
      NestedScene.build(depth: depth, scrollViews: scrollViews)
    }
  }

  /// `form`, or `depth 200, 10 scroll views`.
  package var description: String {
    switch self {
    case .form: "form"
    case .nested(let depth, let scrollViews):
      "depth \(depth), \(scrollViews) scroll view\(scrollViews == 1 ? "" : "s")"
    }
  }
}
