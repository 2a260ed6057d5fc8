import Foundation

/// An invariant `--check` verifies after every step, named as the outputs write it
/// (`"gap-equals-distance"`).
///
/// A struct rather than an enum, so that invariants can be added without breaking code that
/// handles the current ones: compare with the static values (`violation.invariant ==
/// .gapEqualsDistance`) or switch with a `default` branch.
public struct Invariant: RawRepresentable, Hashable, Sendable, Codable, CaseIterable {
  /// The name the outputs write (`"restored-after-hide"`).
  public let rawValue: String

  /// The invariant named `rawValue`; the outputs' names are those of the static values.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// After a hide ends the session, every view property KeyboardLift changed is back at its
  /// start (content offsets: exactly with `restoreContentOffset`, else within the content).
  public static let restoredAfterHide = Invariant(rawValue: "restored-after-hide")
  /// After an adjustment (a show or change the field was handled in, with RootAdjust among the
  /// adjusters), the field's gap to the keyboard equals the distance adjusted for (±1 pt)
  /// wherever there is room to lift it that far.
  public static let gapEqualsDistance = Invariant(rawValue: "gap-equals-distance")
  /// No scroll view has a negative content or indicator inset.
  public static let noNegativeInset = Invariant(rawValue: "no-negative-inset")
  /// The root view is never lifted by more than the keyboard covers, nor pushed below where
  /// the session found it.
  public static let noLiftBeyondKeyboard = Invariant(rawValue: "no-lift-beyond-keyboard")
  /// Nothing happens to a session that has ended: no show or change without an open session,
  /// nothing left in the ledger, nothing moved by KeyboardLift afterwards.
  public static let noEventAfterSessionEnd = Invariant(rawValue: "no-event-after-session-end")

  /// Every invariant this version of the simulator checks, in the order above.
  public static let allCases: [Invariant] = [
    .restoredAfterHide, .gapEqualsDistance, .noNegativeInset, .noLiftBeyondKeyboard,
    .noEventAfterSessionEnd,
  ]
}

/// An invariant that does not hold after a step, and why.
public struct InvariantViolation: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The invariant.
  public var invariant: Invariant
  /// What is wrong, with the numbers.
  public var message: String

  /// Creates a violation.
  package init(_ invariant: Invariant, _ message: String) {
    self.invariant = invariant
    self.message = message
  }

  /// `"gap-equals-distance: …"`.
  public var description: String { "\(invariant.rawValue): \(message)" }
}
