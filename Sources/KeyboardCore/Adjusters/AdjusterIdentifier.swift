import Foundation

/// The stable identifier of an adjuster: a reverse-DNS string such as
/// `"com.example.sticky-toolbar"`.
///
/// The prefix ``reservedPrefix`` belongs to the built-in adjusters; the registry refuses a
/// third-party adjuster that uses it.
public struct AdjusterIdentifier: Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The reverse-DNS string.
  public let rawValue: String

  /// Creates an identifier from a reverse-DNS string.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Creates an identifier from a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// Creates an identifier from its encoded string.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the identifier as its string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// The prefix reserved for KeyboardLift's own adjusters.
  public static let reservedPrefix = "dev.keyboardlift."

  /// The core itself, as the writer of the ledger layers it makes (not an adjuster; the
  /// registry refuses it): the blurred-but-up clamp of Behavior.md §4.3.
  public static let core = AdjusterIdentifier("dev.keyboardlift.core")
  /// The GestureGuard adjuster (interactive pop).
  public static let gestureGuard = AdjusterIdentifier("dev.keyboardlift.gesture-guard")
  /// The Appearance adjuster (keyboard appearance override).
  public static let appearance = AdjusterIdentifier("dev.keyboardlift.appearance")
  /// The ScrollAdjust adjuster (scroll-view offsets and insets).
  public static let scrollAdjust = AdjusterIdentifier("dev.keyboardlift.scroll-adjust")
  /// The RootAdjust adjuster (moves the root controller's view).
  public static let rootAdjust = AdjusterIdentifier("dev.keyboardlift.root-adjust")

  /// The identifiers of the built-in adjusters.
  public static let builtIns: Set<AdjusterIdentifier> = [
    .gestureGuard, .appearance, .scrollAdjust, .rootAdjust,
  ]

  /// Whether the identifier uses the reserved prefix.
  public var usesReservedPrefix: Bool { rawValue.hasPrefix(Self.reservedPrefix) }

  /// Orders identifiers by their string.
  public static func < (lhs: AdjusterIdentifier, rhs: AdjusterIdentifier) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The reverse-DNS string.
  public var description: String { rawValue }
}
