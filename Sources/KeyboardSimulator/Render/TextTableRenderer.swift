import Foundation
import KeyboardCore

/// Renders a run as the readable per-step table `keyboard-sim` prints by default: for each step
/// the event, the field's gap to the keyboard (and the distance it wants), the root view's
/// origin and `movedDistance`, every scroll view whose offset or insets changed, then what the
/// pipeline did — the explanation records — and any invariant violated. ``legend`` says what
/// each column and symbol means.
package struct TextTableRenderer: Sendable {
  /// Creates a renderer.
  package init() {}

  /// The table for `run`, coloured with `style`.
  package func render(_ run: ScenarioRun, style: TerminalStyle = .plain) -> String {
    var table = Table()
    for snapshot in run.snapshots { table.add(snapshot) }
    return table.render(run, style: style)
  }

  /// What every column, symbol and abbreviation of the tables means, one entry a line.
  package static func legend(style: TerminalStyle = .plain) -> String {
    TextLegend.lines().map(style.quiet).joined(separator: "\n") + "\n"
  }

  /// A run's table taken one snapshot at a time, keeping only its text — what
  /// ``render(_:)`` writes, for a run whose snapshots are not kept (`keyboard-sim` streams
  /// them: the table needs every row's width before it writes one).
  package struct Table {
    private var firstScreen: ScreenState?
    private var rows: [Row] = []
    private var details: [[String]] = []
    private var previous: StepSnapshot?
    private var violations: [String] = []

    /// An empty table.
    package init() {}

    /// Adds the row and details of the run's next snapshot.
    package mutating func add(_ snapshot: StepSnapshot) {
      let renderer = TextTableRenderer()
      if rows.isEmpty { firstScreen = snapshot.screen }
      rows.append(renderer.row(snapshot))
      details.append(renderer.details(of: snapshot, after: previous).map { "      " + $0 })
      violations += snapshot.violations.map {
        "step \(snapshot.index) (\(snapshot.event)): \($0)"
      }
      previous = snapshot
    }

    /// The table of `run` (whose snapshots are the ones added), coloured with `style`: the
    /// header in bold, violations in red, the verdict in green or red.
    package func render(_ run: ScenarioRun, style: TerminalStyle = .plain) -> String {
      let renderer = TextTableRenderer()
      var lines: [String] = []
      let screen =
        firstScreen.map {
          "\($0.device) \($0.windowFrame.width.shortDescription) × \($0.windowFrame.height.shortDescription)"
        } ?? run.device
      lines.append(
        style.heading(
          "\(run.scenario) · \(screen) · isEnabled \(run.settings.isEnabled) · keyboardDistance \(run.settings.keyboardDistance.shortDescription)"
        ))
      if let summary = run.summary { lines += renderer.wrap(summary, width: 100) }
      lines.append("")
      let widths = (0..<Row.headers.count).map { column in
        ([Row.headers[column]] + rows.map { $0.cells[column] }).map(\.count).max() ?? 0
      }
      lines.append(style.heading(renderer.format(Row.headers, widths: widths)))
      for (row, details) in zip(rows, details) {
        lines.append(renderer.format(row.cells, widths: widths))
        lines += style.isEnabled ? details.map { Self.colored($0, style) } : details
      }
      lines.append("")
      lines.append(
        violations.isEmpty
          ? style.success("invariants: all hold")
          : style.failure("invariants: \(violations.count) violated"))
      lines += violations.map { style.failure("  ✗ " + $0) }
      return lines.joined(separator: "\n") + "\n"
    }

    /// A detail line, in red when it is a violation.
    private static func colored(_ line: String, _ style: TerminalStyle) -> String {
      line.drop { $0 == " " }.hasPrefix("✗") ? style.failure(line) : line
    }
  }

  fileprivate struct Row {
    static let headers = ["#", "event", "focus", "gap (wants)", "root y", "moved", "keyboard"]
    /// The columns of numbers, flush right.
    static let rightAligned: Set<Int> = [0, 3, 4, 5]
    var cells: [String]
  }

  fileprivate func row(_ snapshot: StepSnapshot) -> Row {
    let gap =
      snapshot.gap.map { "\($0.gap.shortDescription) (\($0.distance.shortDescription))" } ?? "–"
    let root = snapshot.root.map { $0.originY.shortDescription } ?? "–"
    let keyboard =
      snapshot.keyboard.map {
        "top \($0.top.shortDescription), covers \($0.covered.shortDescription)"
      } ?? "hidden"
    return Row(cells: [
      String(snapshot.index), snapshot.event, snapshot.focusedID ?? "–", gap, root,
      snapshot.movedDistance.shortDescription, keyboard,
    ])
  }

  /// The cells padded to their columns' widths (in characters), two spaces apart, the numbers
  /// (``Row/rightAligned``) flush right, without spaces at the end.
  fileprivate func format(_ cells: [String], widths: [Int]) -> String {
    var line = ""
    for (index, (cell, width)) in zip(cells, widths).enumerated() {
      if index > 0 { line += "  " }
      let padding = String(repeating: " ", count: max(width - cell.count, 0))
      if Row.rightAligned.contains(index) {
        line += padding
        line += cell
      } else {
        line += cell
        line += padding
      }
    }
    while line.last == " " { line.removeLast() }
    return line
  }

  /// `text` without the characters of `CharacterSet.whitespaces` (space separators and the tab)
  /// at either end.
  static func trimmingWhitespace(_ text: String) -> String {
    func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
      let last = scalars.lastIndex(where: { !isWhitespace($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  fileprivate func details(of snapshot: StepSnapshot, after previous: StepSnapshot?) -> [String] {
    var lines: [String] = []
    if let note = snapshot.note { lines.append("“\(note)”") }
    if let previous {
      lines += scrollChanges(from: previous, to: snapshot)
      if let root = snapshot.root, previous.root?.viewID != root.viewID {
        lines.append(
          "root: \(root.viewID) of \(root.controllerID), y₀ \(root.capturedOriginY.shortDescription)"
        )
      }
    }
    lines += RecordLines.lines(for: snapshot.records)
    lines += snapshot.log.map { "log: " + $0 }
    lines += snapshot.notes.map { "note: " + $0 }
    lines += snapshot.violations.map { "✗ " + $0.description }
    return lines
  }

  private func scrollChanges(from previous: StepSnapshot, to snapshot: StepSnapshot) -> [String] {
    snapshot.elements.compactMap { element in
      guard let now = element.scroll, let before = previous.element(element.id)?.scroll else {
        return nil
      }
      let parts = ScrollChangeText.parts(from: before, to: now, includesIndicators: true)
      return parts.isEmpty ? nil : "scroll \(element.id): " + parts.joined(separator: ", ")
    }
  }

  fileprivate func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + word.count + 1 > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
