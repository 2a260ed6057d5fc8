import Foundation
import KeyboardCore

/// Moves the root controller's view by the lift that is left after the higher-priority
/// adjusters took their share (Behavior.md §8).
///
/// - A positive budget `m` lifts the root view: `y' = max(y − m, y₀ − kbCovered)`, so it never
///   rises more than the keyboard covers, measured from where the session began.
/// - A negative budget (the field is visible with room to spare) moves a lifted root view back
///   down by `min(−m, y₀ − y)`, never below `y₀`; a root someone else put below `y₀` is left alone.
/// - Both branches end with the coverage clamp `y' ≥ y₀ − kbCovered`: a keyboard that shrank
///   (260 → 100 pt) leaves at most what it covers now.
///
/// The move is written through the ledger, so the session's end puts the root view back at `y₀`
/// exactly — unless something else moved the view vertically after RootAdjust last did (its
/// container placed it again for a rotation or a size change). Then the view is where it now
/// belongs and stays there: putting back an origin captured in another layout would leave it
/// misplaced (IQ#331, IQ#1736). RootAdjust never changes the view's x, and never puts it back.
public final class RootAdjuster: Adjuster {
  /// `AdjusterIdentifier/rootAdjust`.
  public let identifier: AdjusterIdentifier = .rootAdjust
  /// `AdjusterPriority/rootAdjust`.
  public let priority: AdjusterPriority = .rootAdjust

  /// Creates the adjuster.
  public init() {}

  /// Lifts the root view for a new session.
  public func handle(_ event: ShowEvent) { adjust(event.context, ledger: event.ledger) }

  /// Lifts or lowers the root view for what changed.
  public func handle(_ event: ChangeEvent) { adjust(event.context, ledger: event.ledger) }

  /// The root view's new origin.y for a budget of `lift` (Behavior.md §8).
  ///
  /// - Parameters:
  ///   - lift: the lift budget left for the root view; negative lowers a lifted root view.
  ///   - current: `y`, the root view's origin.y now.
  ///   - captured: `y₀`, its origin.y when the session began.
  ///   - keyboardCovered: how much of the window the keyboard covers.
  nonisolated public static func targetOriginY(
    lift: CGFloat, current: CGFloat, captured: CGFloat, keyboardCovered: CGFloat
  ) -> CGFloat {
    let highest = captured - keyboardCovered
    if lift >= 0 {
      return Swift.max(current - lift, highest)
    }
    // Someone else put the view at or below y₀: leave it.
    guard current < captured else { return current }
    // Lowered towards y₀, then the coverage clamp of both branches: a keyboard that shrank
    // leaves no more lift than it covers now.
    return Swift.max(current + Swift.min(-lift, captured - current), highest)
  }

  private func adjust(_ context: AdjustmentContext, ledger: AdjusterLedger) {
    let view = context.rootView
    let lift = context.remainingLift
    let current = view.frame.origin.y
    let captured = context.root.capturedOrigin.y
    let covered = context.geometry.keyboardCovered
    let target = Self.targetOriginY(
      lift: lift, current: current, captured: captured, keyboardCovered: covered)
    // Built only when the explanations are recorded.
    func values() -> [Explanation.Value] {
      [
        .init("m", lift), .init("y", current), .init("y0", captured), .init("kbCovered", covered),
        .init("y'", target),
      ]
    }
    if lift > 0 && target > current - lift {
      context.explain(
        topic: "clamp",
        message: "lift limited to what the keyboard covers from y0", values: values())
    }
    guard target != current else {
      context.explain(topic: "root", message: "root view stays", values: values())
      return
    }
    ledger.write(
      .frameOrigin, of: view, to: CGPoint(x: view.frame.origin.x, y: target),
      restore: Self.restoreRule)
    if context.settings.layoutIfNeededOnUpdate {
      view.layoutIfNeeded()
    }
    context.explain(
      topic: "root",
      message: target < current ? "root view lifted" : "root view lowered towards y0",
      values: values())
  }

  /// Puts origin.y back unless the view was moved vertically outside the ledger since its
  /// last write (by RootAdjust or any adjuster after it); see
  /// ``RestoreRule/verticalOriginUnlessMoved``.
  static var restoreRule: RestoreRule<any HostView, CGPoint> { .verticalOriginUnlessMoved }
}
