import Foundation
import KeyboardCore

/// One property the session changed, as the ledger holds it: the element, the property, the
/// value before the session's first write and the value now.
public struct LedgerChangeState: Hashable, Sendable, Codable {
  /// The id of the changed view (or controller); its type when the scenario gave it none.
  public var id: String
  /// The property's key (`frame.origin`, `contentOffset`, `contentInset`, …).
  public var property: String
  /// The value before the first write, which a full restore puts back.
  public var original: ChangedValue
  /// The value now.
  public var current: ChangedValue
  /// The adjusters with a layer on it, bottom layer first.
  public var writers: [String]
}

/// A property's value in the output: a point, insets, a number, or text for any other kind.
public enum ChangedValue: Hashable, Sendable, Codable {
  /// A point (a frame origin, a content offset).
  case point(Point)
  /// Insets (content, indicator, additional safe area).
  case insets(EdgeInsets)
  /// A number.
  case number(CGFloat)
  /// Anything else, described (a keyboard appearance's name).
  case text(String)

  /// `value` as the output writes it, rounded to 1/1000.
  package init(_ value: any Sendable) {
    switch value {
    case let point as CGPoint: self = .point(Point(point))
    case let insets as EdgeInsets: self = .insets(insets.snapshotRounded)
    case let number as CGFloat: self = .number(number.snapshotRounded)
    case let number as Double: self = .number(CGFloat(number).snapshotRounded)
    case let named as any RawRepresentable<String>: self = .text(named.rawValue)
    default: self = .text(String(describing: value))
    }
  }

  /// Writes the value alone: `{"x", "y"}`, `{"top", …}`, a number or a string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .point(let point): try container.encode(point)
    case .insets(let insets): try container.encode(insets)
    case .number(let number): try container.encode(number)
    case .text(let text): try container.encode(text)
    }
  }

  /// Reads a value written by ``encode(to:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(CGFloat.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .text(text)
    } else if let point = try? container.decode(Point.self) {
      self = .point(point)
    } else {
      self = .insets(try container.decode(EdgeInsets.self))
    }
  }
}
