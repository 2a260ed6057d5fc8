import Foundation

/// An input view controller (`UIInputViewController`, the controller of a custom keyboard or
/// input view). KeyboardLift's default settings disable distance handling in it.
@MainActor
open class HeadlessInputViewController: HeadlessViewController {
  /// Creates an input view controller.
  ///
  /// - Parameter subclassNames: Class names of a subclass, most derived first;
  ///   `"UIInputViewController"` and `"UIViewController"` follow.
  public init(subclassNames: [String] = []) {
    super.init(classNames: subclassNames + ["UIInputViewController", "UIViewController"])
  }
}
