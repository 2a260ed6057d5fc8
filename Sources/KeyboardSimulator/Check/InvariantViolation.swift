import Foundation

/// The invariants `--check` verifies after every step.
public enum Invariant: String, Hashable, Sendable, Codable, CaseIterable {
  /// After a hide ends the session, every view property KeyboardLift changed is back at its
  /// start (content offsets: exactly with `restoreContentOffset`, else within the content).
  case restoredAfterHide = "restored-after-hide"
  /// After an adjustment (a show or change the field was handled in, with RootAdjust among the
  /// adjusters), the field's gap to the keyboard equals the distance adjusted for (±1 pt)
  /// wherever there is room to lift it that far.
  case gapEqualsDistance = "gap-equals-distance"
  /// No scroll view has a negative content or indicator inset.
  case noNegativeInset = "no-negative-inset"
  /// The root view is never lifted by more than the keyboard covers, nor pushed below where
  /// the session found it.
  case noLiftBeyondKeyboard = "no-lift-beyond-keyboard"
  /// Nothing happens to a session that has ended: no show or change without an open session,
  /// nothing left in the ledger, nothing moved by KeyboardLift afterwards.
  case noEventAfterSessionEnd = "no-event-after-session-end"
}

/// An invariant that does not hold after a step, and why.
public struct InvariantViolation: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The invariant.
  public var invariant: Invariant
  /// What is wrong, with the numbers.
  public var message: String

  /// Creates a violation.
  public init(_ invariant: Invariant, _ message: String) {
    self.invariant = invariant
    self.message = message
  }

  /// `"gap-equals-distance: …"`.
  public var description: String { "\(invariant.rawValue): \(message)" }
}
