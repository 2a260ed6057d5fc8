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
    // `String` instead, ≈ 340 instructions a piece.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(topic.utf8.count + message.utf8.count + 32 + 16 * values.count)
    func write(_ text: String) { bytes.append(contentsOf: text.utf8) }
    write("[")
    write(source.map { Self.shortName(of: $0) } ?? "core")
    write("] ")
    write(topic)
    write(": ")
    write(message)
    if !values.isEmpty {
      write(" (")
      for (index, value) in values.enumerated() {
        if index > 0 { write(", ") }
        write(value.name)
        write("=")
        write(CGFloat(value.value).shortDescription)
      }
      write(")")
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `identifier` without the built-ins' reserved prefix (`dev.keyboardlift.scroll-adjust` →
  /// `scroll-adjust`), anywhere it occurs, as `replacingOccurrences(of:with:)` removed it; done
  /// in Swift because Foundation's version goes through NSString off Apple platforms (≈ 80k
  /// instructions a simulator step).
  static func shortName(of identifier: AdjusterIdentifier) -> String {
    let text = Array(identifier.rawValue.utf8)
    let prefix = Array(AdjusterIdentifier.reservedPrefix.utf8)
    // The prefix is ASCII, so cutting its bytes out leaves valid UTF-8.
    var kept: [UInt8] = []
    kept.reserveCapacity(text.count)
    var index = 0
    while index < text.count {
      let end = index + prefix.count
      if end <= text.count && text[index..<end].elementsEqual(prefix) {
        index = end
      } else {
        kept.append(text[index])
        index += 1
      }
    }
    return String(decoding: kept, as: UTF8.self)
  }
}
