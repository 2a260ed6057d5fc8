import Foundation

/// Turns a JSON parser error into one readable sentence, with the line and column when the
/// parser gave a character offset ("Invalid value around character 14" → "line 2, column 7").
enum JSONParseFailure {
  /// A one-line account of why `data` is not JSON.
  static func describe(_ error: any Error, in data: Data) -> String {
    let nsError = error as NSError
    let detail =
      (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    guard let offset = characterOffset(in: detail) else { return detail }
    let (line, column) = lineAndColumn(ofOffset: offset, in: data)
    let sentence = detail.hasSuffix(".") ? String(detail.dropLast()) : detail
    return "\(sentence) (line \(line), column \(column))"
  }

  private static func characterOffset(in message: String) -> Int? {
    guard let range = message.range(of: "character ") else { return nil }
    let digits = message[range.upperBound...].prefix { $0.isNumber }
    return Int(digits)
  }

  private static func lineAndColumn(ofOffset offset: Int, in data: Data) -> (Int, Int) {
    var line = 1
    var column = 1
    for byte in data.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}
