import Foundation
import KeyboardCore

/// Checks the invariants after every step of a run. It follows the run step by step (it keeps
/// what earlier steps told it: whether a session is open, whether the field is handled, whether
/// a pop gesture runs).
///
/// Restoration is judged against a *reference world*: the same scenario built again and given
/// the same non-keyboard steps (rotations, frame changes, deallocations, pops) but no
/// KeyboardLift — the app exactly as it would be had the keyboard never come.
package struct InvariantChecker: Sendable {
  /// Tolerance of the gap, in points (pixel rounding).
  package static let gapTolerance: CGFloat = 1
  private static let epsilon: CGFloat = 0.001

  private var isSessionOpen = false
  private var isFieldHandled = false
  private var isPopRunning = false
  private var topGuide: CGFloat?
  /// The distance the last adjustment worked with: a per-view setting changed since then only
  /// counts from the next adjustment.
  private var adjustedDistance: CGFloat?

  /// Creates a checker for a run that has not started.
  package init() {}

  /// The invariants that do not hold after `step`, which turned `previous` into `current`;
  /// `reference` holds the reference world's elements after the same step, by id.
  package mutating func check(
    step: ScenarioStep, previous: StepSnapshot, current: StepSnapshot,
    reference: [String: ElementState]
  ) -> [InvariantViolation] {
    var violations = sessionOrder(current.records)
    if case .interactivePop(_, let phase) = step.action { isPopRunning = phase == .began }
    violations += negativeInsets(current)
    violations += liftBeyondKeyboard(current, step: step)
    let adjusted = current.records.contains { $0.action == "show" || $0.action == "change" }
    if adjusted { violations += gap(current) }
    let endedNow = current.records.contains { $0.action == "hide" }
    if !current.isSessionOpen {
      let invariant: Invariant = endedNow ? .restoredAfterHide : .noEventAfterSessionEnd
      violations += differences(current, reference: reference).map {
        InvariantViolation(invariant, $0)
      }
      if current.ledgerEntries > 0 {
        violations.append(
          InvariantViolation(
            invariant,
            "the ledger still holds \(current.ledgerEntries) change(s) with no session open"))
      }
    }
    return violations
  }

  /// Show opens a session, change needs an open one, hide closes it.
  private mutating func sessionOrder(_ records: [RecordSummary]) -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    for record in records {
      switch record.action {
      case "show":
        if isSessionOpen {
          violations.append(
            InvariantViolation(.noEventAfterSessionEnd, "show sent while a session is already open")
          )
        }
        isSessionOpen = true
        noteAdjustment(record)
      case "change":
        if !isSessionOpen {
          violations.append(
            InvariantViolation(.noEventAfterSessionEnd, "change sent after the session ended"))
        }
        noteAdjustment(record)
      case "hide":
        if !isSessionOpen {
          violations.append(
            InvariantViolation(.noEventAfterSessionEnd, "hide sent with no session open"))
        }
        isSessionOpen = false
        isFieldHandled = false
        topGuide = nil
        adjustedDistance = nil
      case "restoredNotEnabled":
        // Nobody adjusted; an open session stays open, none opens (a session opens only with a
        // show the adjusters see).
        isFieldHandled = false
      default:
        break
      }
    }
    return violations
  }

  private mutating func noteAdjustment(_ record: RecordSummary) {
    // Only a pipeline that can lift (RootAdjust is there) owes the distance.
    isFieldHandled = record.adjusters?.contains(AdjusterIdentifier.rootAdjust.rawValue) ?? true
    if let geometry = record.geometry {
      topGuide = geometry.topGuide
      adjustedDistance = geometry.distance
    }
  }

  private func negativeInsets(_ snapshot: StepSnapshot) -> [InvariantViolation] {
    snapshot.elements.compactMap { element in
      guard let scroll = element.scroll else { return nil }
      for (name, insets) in [
        ("content inset", scroll.contentInset), ("indicator insets", scroll.indicatorInsets),
      ] {
        let edges = [
          ("top", insets.top), ("left", insets.left), ("bottom", insets.bottom),
          ("right", insets.right),
        ]
        if let (edge, value) = edges.first(where: { $0.1 < -Self.epsilon }) {
          return InvariantViolation(
            .noNegativeInset, "\(element.id) \(name).\(edge) is \(value.shortDescription)")
        }
      }
      return nil
    }
  }

  private func liftBeyondKeyboard(_ snapshot: StepSnapshot, step: ScenarioStep)
    -> [InvariantViolation]
  {
    guard let root = snapshot.root else { return [] }
    let lift = root.capturedOriginY - root.originY
    if let keyboard = snapshot.keyboard, lift > keyboard.covered + Self.gapTolerance {
      return [
        InvariantViolation(
          .noLiftBeyondKeyboard,
          "root \(root.viewID) is lifted \(lift.shortDescription) pt but the keyboard covers only \(keyboard.covered.shortDescription) pt"
        )
      ]
    }
    if lift < -Self.gapTolerance, !isFrameChange(step, of: root.viewID) {
      return [
        InvariantViolation(
          .noLiftBeyondKeyboard,
          "root \(root.viewID) is \((-lift).shortDescription) pt below where the session found it")
      ]
    }
    return []
  }

  private func gap(_ snapshot: StepSnapshot) -> [InvariantViolation] {
    guard isSessionOpen, isFieldHandled, !isPopRunning, let gap = snapshot.gap,
      let keyboard = snapshot.keyboard, let field = snapshot.element(gap.fieldID)
    else { return [] }
    let tolerance = Self.gapTolerance
    let distance = adjustedDistance ?? gap.distance
    let lift = snapshot.root.map { $0.capturedOriginY - $0.originY } ?? 0
    if gap.gap < distance - tolerance {
      let roomLeft = field.frame.minY - (topGuide ?? 0)
      let rootAtClamp = lift >= keyboard.covered - tolerance
      if roomLeft > tolerance && !rootAtClamp {
        return [
          InvariantViolation(
            .gapEqualsDistance,
            "\(gap.fieldID) is \(gap.gap.shortDescription) pt above the keyboard, wants \(distance.shortDescription); it could still rise \(roomLeft.shortDescription) pt and the root is lifted only \(lift.shortDescription) of \(keyboard.covered.shortDescription) pt"
          )
        ]
      }
    } else if gap.gap > distance + tolerance && lift > tolerance {
      return [
        InvariantViolation(
          .gapEqualsDistance,
          "\(gap.fieldID) is \(gap.gap.shortDescription) pt above the keyboard, wants \(distance.shortDescription), yet the root is still lifted \(lift.shortDescription) pt"
        )
      ]
    }
    return []
  }

  /// Where the world differs from the reference world in something KeyboardLift may change.
  private func differences(_ snapshot: StepSnapshot, reference: [String: ElementState]) -> [String]
  {
    var problems: [String] = []
    for element in snapshot.elements {
      guard let expected = reference[element.id] else { continue }
      if !element.frameInSuperview.isClose(to: expected.frameInSuperview) {
        problems.append(
          "\(element.id) frame is \(element.frameInSuperview), was \(expected.frameInSuperview)")
      }
      guard let scroll = element.scroll, let start = expected.scroll else { continue }
      if scroll.contentInset != start.contentInset {
        problems.append(
          "\(element.id) content inset is \(scroll.contentInset), was \(start.contentInset)")
      }
      if scroll.indicatorInsets != start.indicatorInsets {
        problems.append(
          "\(element.id) indicator insets are \(scroll.indicatorInsets), were \(start.indicatorInsets)"
        )
      }
      if scroll.restoresContentOffset {
        if !scroll.contentOffset.isClose(to: start.contentOffset) {
          problems.append(
            "\(element.id) content offset is \(scroll.contentOffset), was \(start.contentOffset) (restoreContentOffset)"
          )
        }
      } else if scroll.contentOffset.y > scroll.maximumValidOffsetY + Self.epsilon {
        problems.append(
          "\(element.id) content offset.y \(scroll.contentOffset.y.shortDescription) points past the end of the content (at most \(scroll.maximumValidOffsetY.shortDescription))"
        )
      }
    }
    return problems
  }

  private func isFrameChange(_ step: ScenarioStep, of viewID: String) -> Bool {
    if case .setFrame(let id, _) = step.action { return id == viewID }
    return false
  }
}

extension Rect {
  /// Whether every coordinate is within `tolerance` of `other`'s.
  func isClose(to other: Rect, tolerance: CGFloat = 0.001) -> Bool {
    x.isClose(to: other.x, tolerance: tolerance) && y.isClose(to: other.y, tolerance: tolerance)
      && width.isClose(to: other.width, tolerance: tolerance)
      && height.isClose(to: other.height, tolerance: tolerance)
  }
}

extension Point {
  /// Whether both coordinates are within `tolerance` of `other`'s.
  func isClose(to other: Point, tolerance: CGFloat = 0.001) -> Bool {
    x.isClose(to: other.x, tolerance: tolerance) && y.isClose(to: other.y, tolerance: tolerance)
  }
}
