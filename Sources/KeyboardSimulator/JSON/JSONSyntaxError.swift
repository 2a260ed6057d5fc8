import Foundation

/// Why a document is not JSON, and where: the line and column (both from 1; a column counts
/// characters, so a tab or an `é` is one) of the first thing the parser could not accept.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong, in words (`unescaped control character U+0001 in a string`).
  package var message: String
  /// The line, from 1.
  package var line: Int
  /// The column, from 1, in characters.
  package var column: Int

  /// Creates an error.
  package init(message: String, line: Int, column: Int) {
    self.message = message
    self.line = line
    self.column = column
  }

  /// `message (line L, column C)`.
  package var description: String { "\(message) (line \(line), column \(column))" }
}

/// The line and column of byte offsets in a UTF-8 document.
struct TextPosition {
  /// The line, from 1.
  let line: Int
  /// The column, from 1, counting characters (a byte that continues a UTF-8 sequence does not
  /// count).
  let column: Int

  /// The position of byte `offset` of `bytes` (an offset at the end is just past the last
  /// character). A byte-order mark at the start takes no column.
  init(offset: Int, in bytes: [UInt8]) {
    var line = 1
    var column = 1
    let markLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    for byte in bytes.prefix(max(offset, 0)).dropFirst(markLength) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    self.line = line
    self.column = column
  }

  /// `line L, column C`.
  var text: String { "line \(line), column \(column)" }
}
