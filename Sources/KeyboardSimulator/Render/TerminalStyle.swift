import Foundation

/// The colours of `keyboard-sim`'s text output: on only when standard output is a terminal and
/// `NO_COLOR` is not set to a non-empty value (https://no-color.org); otherwise every function
/// gives its text unchanged.
package struct TerminalStyle: Sendable {
  /// Whether the output is coloured.
  package let isEnabled: Bool

  /// A style that colours when `isEnabled`.
  package init(isEnabled: Bool) { self.isEnabled = isEnabled }

  /// Plain text: no colours.
  package static let plain = TerminalStyle(isEnabled: false)

  /// Whether to colour: standard output is a terminal and `NO_COLOR` is absent or empty.
  package static func isWanted(environment: [String: String], outputIsTerminal: Bool) -> Bool {
    outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
  }

  /// The style for this process: its environment and whether its standard output is a terminal.
  package static var forStandardOutput: TerminalStyle {
    TerminalStyle(
      isEnabled: isWanted(
        environment: ProcessInfo.processInfo.environment,
        outputIsTerminal: isatty(STDOUT_FILENO) != 0))
  }

  /// `text` in red: what failed.
  package func failure(_ text: String) -> String { wrap(text, "31") }
  /// `text` in green: what held.
  package func success(_ text: String) -> String { wrap(text, "32") }
  /// `text` in bold: headings.
  package func heading(_ text: String) -> String { wrap(text, "1") }
  /// `text` dimmed: the legend.
  package func quiet(_ text: String) -> String { wrap(text, "2") }

  private func wrap(_ text: String, _ code: String) -> String {
    isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
