import Foundation

/// One decision the pipeline made, as data: which numbers it used and what it concluded.
/// The simulator prints these; a bug report can carry them.
public struct Explanation: Hashable, Sendable, Codable, CustomStringConvertible {
  /// A named number that went into the decision.
  public struct Value: Hashable, Sendable, Codable {
    /// The number's name, e.g. `"need"`.
    public var name: String
    /// The number.
    public var value: Double

    /// Creates a named value.
    public init(_ name: String, _ value: CGFloat) {
      self.name = name
      self.value = Double(value)
    }
  }

  /// Who decided: an adjuster, or `nil` for KeyboardCore itself.
  public var source: AdjusterIdentifier?
  /// A short, stable label for the kind of decision, e.g. `"geometry"`, `"clamp"`.
  public var topic: String
  /// A one-line account of the decision.
  public var message: String
  /// The numbers it used, in a meaningful order.
  public var values: [Value]

  /// Creates an explanation.
  public init(
    source: AdjusterIdentifier?, topic: String, message: String, values: [Value] = []
  ) {
    self.source = source
    self.topic = topic
    self.message = message
    self.values = values
  }

  /// `"[scroll-adjust] content-offset: … (need=120, room=300)"`.
  public var description: String {
    // Written as UTF-8 bytes into one buffer made at about its final size, then made a string
    // once: interpolating each value, joining them and interpolating the whole again cost ≈ 13k
    // instructions an explanation (8 % of a simulator step); appending each piece to a
    // `String` instead, ≈ 340 instructions a piece. The punctuation goes in as bytes, a whole
    // number as its digits and the source's short name byte by byte, not as strings appended
    // through their UTF-8 views (≈ 170 instructions a piece, ≈ 25 pieces an explanation):
    // ≈ 8.7k → ≈ 4.5k instructions an explanation of the sign-up scenario.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(topic.utf8.count + message.utf8.count + 32 + 16 * values.count)
    bytes.append(UInt8(ascii: "["))
    if let source {
      Self.appendShortName(of: source, to: &bytes)
    } else {
      bytes.append(contentsOf: "core".utf8)
    }
    bytes.append(UInt8(ascii: "]"))
    bytes.append(UInt8(ascii: " "))
    bytes.append(contentsOf: topic.utf8)
    bytes.append(UInt8(ascii: ":"))
    bytes.append(UInt8(ascii: " "))
    bytes.append(contentsOf: message.utf8)
    if !values.isEmpty {
      bytes.append(UInt8(ascii: " "))
      bytes.append(UInt8(ascii: "("))
      for index in values.indices {
        if index > 0 {
          bytes.append(UInt8(ascii: ","))
          bytes.append(UInt8(ascii: " "))
        }
        bytes.append(contentsOf: values[index].name.utf8)
        bytes.append(UInt8(ascii: "="))
        Self.appendNumber(CGFloat(values[index].value), to: &bytes)
      }
      bytes.append(UInt8(ascii: ")"))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `value.shortDescription`'s UTF-8 to `bytes`, a whole number's digits written
  /// without making its text.
  private static func appendNumber(_ value: CGFloat, to bytes: inout [UInt8]) {
    // The test `shortDescription` makes for a whole number.
    guard value == value.rounded() && Swift.abs(value) < 1e15 else {
      bytes.append(contentsOf: value.shortDescription.utf8)
      return
    }
    bytes.appendDecimalDigits(of: Int(value))
  }

  /// The bytes of ``AdjusterIdentifier/reservedPrefix``.
  private static let reservedPrefixBytes = Array(AdjusterIdentifier.reservedPrefix.utf8)

  /// Appends `identifier` without the built-ins' reserved prefix (`dev.keyboardlift.scroll-adjust`
  /// → `scroll-adjust`), anywhere it occurs, as `replacingOccurrences(of:with:)` removed it;
  /// done in Swift because Foundation's version goes through NSString off Apple platforms
  /// (≈ 80k instructions a simulator step), on the identifier's stored bytes (copying them and
  /// the prefix into arrays and the result into a string cost ≈ 2.1k instructions a call).
  private static func appendShortName(
    of identifier: AdjusterIdentifier, to bytes: inout [UInt8]
  ) {
    let prefix = reservedPrefixBytes
    var text = identifier.rawValue
    // The prefix is ASCII, so cutting its bytes out leaves valid UTF-8.
    text.withUTF8 { text in
      var index = 0
      while index < text.count {
        let end = index + prefix.count
        if end <= text.count && text[index] == prefix[0]
          && text[index..<end].elementsEqual(prefix)
        {
          index = end
        } else {
          bytes.append(text[index])
          index += 1
        }
      }
    }
  }
}
