import Foundation
import KeyboardCore
import KeyboardSimulator

/// Adjusters that break an invariant on purpose, written against KeyboardCore's public API like
/// any third-party adjuster, so that the invariant tests can show each invariant firing while
/// the library itself behaves. Each runs after RootAdjust.
enum MisbehavingAdjusters {
  /// Moves the view `viewID` by `dy` (negative: up) on every show and change, from where it is.
  static func moving(_ viewID: String, by dy: CGFloat) -> ScenarioRunner.AdjusterMaker {
    { view in view(viewID).map { ViewMover(view: $0, dy: dy) } }
  }

  /// Sets the content offset of the scroll view `viewID` to `y` on every show and change,
  /// restored by `rule` (exactly, by default).
  static func scrolling(
    _ viewID: String, to y: CGFloat,
    restore rule: RestoreRule<any HostScrollView, CGPoint> = .exact
  ) -> ScenarioRunner.AdjusterMaker {
    { view in
      (view(viewID) as? any HostScrollView).map {
        ContentScroller(scrollView: $0, y: y, rule: rule)
      }
    }
  }

  /// Postpones every hide, interactive pop or not, and never resumes.
  static let postponingEveryHide: ScenarioRunner.AdjusterMaker = { _ in HidePostponer() }
}

/// Moves a view by a fixed amount on every adjustment.
@MainActor private final class ViewMover: Adjuster {
  let identifier: AdjusterIdentifier = "test.view-mover"
  let priority: AdjusterPriority = .after(.rootAdjust)
  private weak var view: (any HostView)?
  private let dy: CGFloat

  init(view: any HostView, dy: CGFloat) {
    self.view = view
    self.dy = dy
  }

  func handle(_ event: ShowEvent) { move(event.ledger) }
  func handle(_ event: ChangeEvent) { move(event.ledger) }

  private func move(_ ledger: AdjusterLedger) {
    guard let view else { return }
    let origin = view.frame.origin
    ledger.write(.frameOrigin, of: view, to: CGPoint(x: origin.x, y: origin.y + dy))
  }
}

/// Sets a scroll view's content offset on every adjustment.
@MainActor private final class ContentScroller: Adjuster {
  let identifier: AdjusterIdentifier = "test.content-scroller"
  let priority: AdjusterPriority = .after(.rootAdjust)
  private weak var scrollView: (any HostScrollView)?
  private let y: CGFloat
  private let rule: RestoreRule<any HostScrollView, CGPoint>

  init(scrollView: any HostScrollView, y: CGFloat, rule: RestoreRule<any HostScrollView, CGPoint>) {
    self.scrollView = scrollView
    self.y = y
    self.rule = rule
  }

  func handle(_ event: ShowEvent) { scroll(event.ledger) }
  func handle(_ event: ChangeEvent) { scroll(event.ledger) }

  private func scroll(_ ledger: AdjusterLedger) {
    guard let scrollView else { return }
    ledger.write(
      .contentOffset, of: scrollView, to: CGPoint(x: scrollView.contentOffset.x, y: y),
      restore: rule)
  }
}

/// Keeps every session open after its keyboard is gone.
@MainActor private final class HidePostponer: Adjuster {
  let identifier: AdjusterIdentifier = "test.hide-postponer"
  let priority: AdjusterPriority = .after(.rootAdjust)

  func handle(_ event: HideEvent) { event.session.postponeSessionEnd(because: "never ends") }
}
