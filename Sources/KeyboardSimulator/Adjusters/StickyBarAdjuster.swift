import Foundation
import KeyboardCore

/// A sample third-party adjuster, written against `KeyboardCore` alone: keeps one bar (a
/// toolbar, a send button) sitting on top of the keyboard while it shows. The bar's position is
/// written through the ledger, so the end of the session puts it back.
///
/// It runs after RootAdjust, so it sees where the root view ended up, and takes none of the lift.
@MainActor
package final class StickyBarAdjuster: Adjuster {
  /// `com.example.sticky-bar`.
  package let identifier: AdjusterIdentifier = StickyBarIdentifier.value
  /// Just after RootAdjust.
  package let priority: AdjusterPriority = .after(.rootAdjust)

  private weak var bar: (any HostView)?

  /// Creates the adjuster for `bar`.
  package init(bar: any HostView) { self.bar = bar }

  /// Puts the bar on the keyboard.
  package func handle(_ event: ShowEvent) { place(event.context, ledger: event.ledger) }

  /// Moves the bar with the keyboard.
  package func handle(_ event: ChangeEvent) { place(event.context, ledger: event.ledger) }

  private func place(_ context: AdjustmentContext, ledger: AdjusterLedger) {
    guard let bar, let superview = bar.hostSuperview else { return }
    let keyboardTop = context.geometry.keyboardTop
    let barBottomInWindow = bar.frameInWindow.maxY
    let target = bar.frame.origin.y + (keyboardTop - barBottomInWindow)
    guard target != bar.frame.origin.y else { return }
    ledger.write(.frameOrigin, of: bar, to: CGPoint(x: bar.frame.origin.x, y: target))
    superview.layoutIfNeeded()
    context.explain(
      topic: "sticky-bar", message: "bar placed on the keyboard",
      values: [.init("kbTop", keyboardTop), .init("y'", target)])
  }
}
