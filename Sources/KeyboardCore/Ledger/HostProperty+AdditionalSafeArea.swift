import Foundation

extension HostProperty where Target == any HostController, Value == EdgeInsets {
  /// A controller's additional safe-area insets (UIKit: `additionalSafeAreaInsets`), which its
  /// view's safe area — and every view pinned to it by a constraint — includes.
  ///
  /// This is how an adjuster keeps a bar that Auto Layout pins to the safe area (a chat
  /// composer, a "Continue" bar) above the keyboard: it raises the bottom of the safe area
  /// the pin is measured from, and the next layout pass keeps the bar there. Writing the bar's
  /// frame instead lasts only until that pass.
  public static var additionalSafeAreaInsets: HostProperty {
    HostProperty(
      key: "additionalSafeAreaInsets", read: { $0.hostAdditionalSafeAreaInsets }, motion: nil,
      object: { $0 }
    ) { controller, insets, _ in
      (controller as? any WritableHostController)?.hostAdditionalSafeAreaInsets = insets
    }
  }
}
