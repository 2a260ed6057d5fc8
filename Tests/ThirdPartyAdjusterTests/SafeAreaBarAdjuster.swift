import KeyboardLift

/// Keeps a bar that the app pins to the bottom of its screen's safe area — a chat composer,
/// placed by Auto Layout as real chat bars are — above the keyboard, by raising the bottom of
/// that safe area instead of moving the bar.
///
/// Writing the bar's frame would last only until its superview's next layout pass, which puts
/// a pinned view back where its constraint says. Here the constraint itself is measured from
/// higher up: the controller's `additionalSafeAreaInsets.bottom` grows, through the ledger, by
/// what the keyboard covers beyond the safe area the container already gives, so layout passes,
/// a rotation and a hardware keyboard's strip all keep the bar on the keyboard. The hide (or
/// removing this adjuster) restores the insets, and the next layout pass takes the bar down.
///
/// The field inside the bar rides with it: the bar takes the whole lift, so RootAdjust leaves
/// the screen alone.
final class SafeAreaBarAdjuster: Adjuster {
  let identifier: AdjusterIdentifier = "com.example.safe-area-bar"
  let priority: AdjusterPriority = .between(.scrollAdjust, .rootAdjust)

  private weak var controller: (any HostController)?
  private weak var bar: (any HostView)?

  /// Keeps `bar`, pinned to the bottom of `controller`'s safe area, above the keyboard.
  init(controller: any HostController, bar: any HostView) {
    self.controller = controller
    self.bar = bar
  }

  func handle(_ event: ShowEvent) { raise(event.context, ledger: event.ledger) }

  func handle(_ event: ChangeEvent) { raise(event.context, ledger: event.ledger) }

  private func raise(_ context: AdjustmentContext, ledger: AdjusterLedger) {
    guard let controller, let view = controller.hostView, view.hostWindow === context.window
    else { return }
    // The app's own additional insets, and the bottom inset the container gives the view
    // without any additional insets (the view's insets include the current ones).
    let current = controller.hostAdditionalSafeAreaInsets
    let original = ledger.originalValue(of: .additionalSafeAreaInsets, of: controller) ?? current
    let containerBottom = view.hostSafeAreaInsets.bottom - current.bottom
    let covered = view.frameInWindow.maxY - context.geometry.keyboardTop
    var target = original
    target.bottom = max(original.bottom, covered - containerBottom)
    ledger.write(.additionalSafeAreaInsets, of: controller, to: target)
    context.explain(
      topic: "safe-area-bar", message: "safe-area bottom raised to the keyboard's top",
      values: [.init("covered", covered), .init("additional.bottom", target.bottom)])
    if let bar, context.input.isDescendant(of: bar) {
      context.setRemainingLift(0, because: "the field rides in the pinned bar")
    }
  }
}
