#if canImport(UIKit)
  import KeyboardLift
  import UIKit

  /// A view that fades out while the keyboard is up: a footer the keyboard would cut in half.
  /// Any screen can use one; ``KeyboardFadeAdjuster`` finds it under the focused screen's view.
  final class KeyboardFadingView: UIView {}

  /// An adjuster of the app's own: it fades every ``KeyboardFadingView`` of the focused screen out
  /// while the keyboard is up, and the ledger fades it back in when the keyboard goes.
  ///
  /// Its changes go through the event's ledger, so they run inside the keyboard's animation (the
  /// fade keeps pace with the keyboard) and are restored when the session ends, when focus moves
  /// to another screen, or when the adjuster is removed. Writing one: Docs/WritingAnAdjuster.md.
  final class KeyboardFadeAdjuster: Adjuster {
    let identifier: AdjusterIdentifier = "com.example.signup.keyboard-fade"
    /// After every built-in: it takes no share of the lift.
    let priority: AdjusterPriority = .default

    func handle(_ event: ShowEvent) { fade(event.context, ledger: event.ledger) }

    func handle(_ event: ChangeEvent) { fade(event.context, ledger: event.ledger) }

    /// Fades the screen's fading views, except one holding the focused input. Writing the same
    /// value again writes nothing, so running on every `change` is harmless.
    private func fade(_ context: AdjustmentContext, ledger: AdjusterLedger) {
      let views = Self.fadingViews(under: context.rootView).filter {
        !context.input.isDescendant(of: $0)
      }
      for view in views {
        ledger.write(.alpha, of: view, to: 0)
      }
      context.explain(
        topic: "fade", message: "faded out while the keyboard is up",
        values: [.init("views", CGFloat(views.count))])
    }

    /// The fading views in `view`'s hierarchy (a fading view's own subviews are not searched).
    private static func fadingViews(under view: any HostView) -> [UIView] {
      if let fading = view as? KeyboardFadingView { return [fading] }
      return view.hostSubviews.flatMap { fadingViews(under: $0) }
    }
  }

  extension HostProperty where Target == UIView, Value == CGFloat {
    /// A view's `alpha`: the one value ``KeyboardFadeAdjuster`` changes.
    static var alpha: HostProperty {
      HostProperty(key: "alpha", read: { $0.alpha }, write: { view, alpha in view.alpha = alpha })
    }
  }
#endif
