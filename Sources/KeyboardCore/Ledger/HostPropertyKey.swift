import Foundation

/// The name of one piece of host storage the ``Ledger`` can change: `"frame.origin"`,
/// `"contentOffset"`, `"alpha"`.
///
/// One storage, one key. The ledger keeps one record per (object, key), so two
/// ``HostProperty`` descriptors that write the same storage must use the same key and the same
/// value type; otherwise a restore through one would miss the other's change. The built-in
/// properties follow the rule: the content offset is one property whether it is written with or
/// without animation, and a view's frame is changed only through ``HostProperty/frameOrigin``.
public struct HostPropertyKey: Hashable, Sendable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The key as text.
  public let rawValue: String

  /// A key named `rawValue`.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// A key written as a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The key itself.
  public var description: String { rawValue }
}
