import Foundation
import KeyboardCore

/// The dispatch records of a step as readable lines: each record's action (and reason), its
/// explanations indented under it. Notifications ignored because they repeat the current
/// keyboard (the did-notifications after their will-notification) fold into one line.
enum RecordLines {
  private static let repeatSuffix = " repeats the current keyboard"

  static func lines(for records: [RecordSummary]) -> [String] {
    var lines: [String] = []
    forEachLine(of: records) { isExplanation, line in
      lines.append(isExplanation ? "    " + line : line)
    }
    return lines
  }

  /// Calls `body` with each of ``lines(for:)``, an explanation's text (indented by 4 there)
  /// with `isExplanation` true, so that the text table writes them into its bytes without
  /// making each indented line a string of its own.
  static func forEachLine(
    of records: [RecordSummary], _ body: (_ isExplanation: Bool, _ line: String) -> Void
  ) {
    var repeats: [String] = []
    func flushRepeats() {
      guard !repeats.isEmpty else { return }
      body(false, "▸ ignored, same keyboard again: " + repeats.joined(separator: ", "))
      repeats = []
    }
    for record in records {
      if record.action == "ignored", record.explanations.count == 1,
        let message = record.explanations.first?.message, message.hasSuffix(repeatSuffix)
      {
        repeats.append(shortName(String(message.dropLast(repeatSuffix.count))))
        continue
      }
      flushRepeats()
      let reason = record.reason.map { " (\($0))" } ?? ""
      body(false, "▸ \(record.action)\(reason)")
      for explanation in record.explanations { body(true, explanation.text) }
    }
    flushRepeats()
  }

  /// `UIKeyboardDidShowNotification` → `didShow`.
  private static func shortName(_ name: String) -> String {
    shortNames[name] ?? name
  }

  /// Each notification's short name, by its name: described once (describing an enum's case
  /// goes through reflection, ≈ 22k instructions, for each folded did-notification).
  private static let shortNames = Dictionary(
    uniqueKeysWithValues: KeyboardNotificationName.allCases.map { ($0.rawValue, "\($0)") })
}
