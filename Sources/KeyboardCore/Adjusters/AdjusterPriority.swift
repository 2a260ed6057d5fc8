import Foundation

/// The priority of an adjuster: **higher runs first**, like `UILayoutPriority` where higher
/// wins. Ties run in registration order; the ledger restores newest write first.
///
/// Named anchors place the built-ins; a third party positions itself relative to them:
/// `.before(.rootAdjust)` runs just before RootAdjust, `.between(.scrollAdjust, .rootAdjust)`
/// runs after ScrollAdjust has taken its share of the lift and before RootAdjust takes the rest.
public struct AdjusterPriority: Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
  /// The numeric priority; higher runs first.
  public var rawValue: Double

  /// Creates a priority from a number.
  public init(_ rawValue: Double) { self.rawValue = rawValue }

  /// Creates a priority from an integer literal.
  public init(integerLiteral value: Int) { self.rawValue = Double(value) }

  /// Creates a priority from a floating-point literal.
  public init(floatLiteral value: Double) { self.rawValue = value }

  /// Creates a priority from its encoded number.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(Double.self)
  }

  /// Encodes the priority as its number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// GestureGuard: first, so it can postpone a hide or re-capture before anyone adjusts.
  public static let gestureGuard: AdjusterPriority = 1000
  /// Appearance: before any geometry.
  public static let appearance: AdjusterPriority = 900
  /// ScrollAdjust: takes what scrolling can give of the lift.
  public static let scrollAdjust: AdjusterPriority = 600
  /// RootAdjust: moves the root view by the lift that is left.
  public static let rootAdjust: AdjusterPriority = 300
  /// A default for third-party adjusters that do not care: after RootAdjust.
  public static let `default`: AdjusterPriority = 100

  /// A priority that runs just before `anchor`.
  public static func before(_ anchor: AdjusterPriority) -> AdjusterPriority {
    AdjusterPriority(anchor.rawValue + 1)
  }

  /// A priority that runs just after `anchor`.
  public static func after(_ anchor: AdjusterPriority) -> AdjusterPriority {
    AdjusterPriority(anchor.rawValue - 1)
  }

  /// The priority half way between two anchors: runs after the higher, before the lower.
  public static func between(_ first: AdjusterPriority, _ second: AdjusterPriority)
    -> AdjusterPriority
  {
    AdjusterPriority((first.rawValue + second.rawValue) / 2)
  }

  /// Orders by number: the greater value runs first.
  public static func < (lhs: AdjusterPriority, rhs: AdjusterPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The number.
  public var description: String { rawValue.formatted() }
}

extension Double {
  fileprivate func formatted() -> String {
    self == rounded() && Swift.abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
