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

  /// After a hide ends the session, every view is where the reference world (the app without
  /// KeyboardLift) has it: frames and insets exactly; content offsets exactly with
  /// `restoreContentOffset`, else not past the end of the content (Behavior.md §11, §15.1: pulled
  /// back to exactly `max(contentHeight + a.bottom − height, −a.top)` when they pointed past it,
  /// left alone when they did not); the ledger holds nothing.
  public static let restoredAfterHide = Invariant(rawValue: "restored-after-hide")
  /// After an adjustment (a show or change with the keyboard up and RootAdjust registered), the
  /// field's gap to the keyboard equals the distance `d` (±1 pt) wherever there is room to lift
  /// it that far; and the root is not left lifted while the field sits higher than that.
  public static let gapEqualsDistance = Invariant(rawValue: "gap-equals-distance")
  /// No scroll view has a negative content or indicator inset, or one below the app's own.
  public static let noNegativeInset = Invariant(rawValue: "no-negative-inset")
  /// The session's root view is never lifted by more than the keyboard covers — the keyboard as
  /// Behavior.md §2 says it is, so a frame off the screen covers nothing — nor moved below `y₀`,
  /// the origin the live session found it at. After a window change KeyboardLift was not told
  /// of, judged from its next input on (Behavior.md §4.3).
  public static let noLiftBeyondKeyboard = Invariant(rawValue: "no-lift-beyond-keyboard")
  /// Nothing happens to a session that has ended: no show or change without an open session,
  /// nothing left in the ledger, nothing moved by KeyboardLift afterwards.
  public static let noEventAfterSessionEnd = Invariant(rawValue: "no-event-after-session-end")
  /// After an adjustment, the field's top is not above the top guide (Behavior.md §6) unless it
  /// started there.
  public static let fieldBelowTopGuide = Invariant(rawValue: "field-below-top-guide")
  /// Once no session is open, or none may be (the keyboard is hidden and no postponed hide
  /// legitimately holds one), KeyboardLift reports no session, `movedDistance` is 0, and
  /// nothing stays lifted or inset.
  public static let noLiftOutsideSession = Invariant(rawValue: "no-lift-outside-session")
  /// After an adjustment with ScrollAdjust registered, the field lies inside the visible part
  /// of every scroll view around it that ScrollAdjust may scroll (Behavior.md §7.1c), whenever an
  /// offset within the scroll view's bounds can put it there.
  public static let fieldVisibleInScrollViews = Invariant(rawValue: "field-visible-in-scroll-views")

  /// Every invariant this version of the simulator checks, in the order above.
  public static let allCases: [Invariant] = [
    .restoredAfterHide, .gapEqualsDistance, .noNegativeInset, .noLiftBeyondKeyboard,
    .noEventAfterSessionEnd, .fieldBelowTopGuide, .noLiftOutsideSession,
    .fieldVisibleInScrollViews,
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
