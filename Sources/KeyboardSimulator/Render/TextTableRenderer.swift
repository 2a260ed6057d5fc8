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
    ///
    /// Written into one string, a line at a time, rather than as a list of lines joined at the
    /// end; each cell's width in characters was counted once, when its row was added (counting
    /// them again for the widths and again for the padding, and joining, cost ≈ 20k
    /// instructions a step of the sign-up scenario).
    package func render(_ run: ScenarioRun, style: TerminalStyle = .plain) -> String {
      let renderer = TextTableRenderer()
      var text = ""
      func line(_ line: String) {
        text += line
        text += "\n"
      }
      let screen =
        firstScreen.map {
          "\($0.device) \($0.windowFrame.width.shortDescription) × \($0.windowFrame.height.shortDescription)"
        } ?? run.device
      line(
        style.heading(
          "\(run.scenario) · \(screen) · isEnabled \(run.settings.isEnabled) · keyboardDistance \(run.settings.keyboardDistance.shortDescription)"
        ))
      if let summary = run.summary {
        for wrapped in renderer.wrap(summary, width: 100) { line(wrapped) }
      }
      line("")
      var widths = Row.headers.map(Row.width)
      for row in rows {
        for column in widths.indices where row.widths[column] > widths[column] {
          widths[column] = row.widths[column]
        }
      }
      line(style.heading(renderer.format(Row.headers, widths: widths)))
      for (row, details) in zip(rows, details) {
        renderer.append(row, widths: widths, to: &text)
        text += "\n"
        for detail in details { line(style.isEnabled ? Self.colored(detail, style) : detail) }
      }
      line("")
      line(
        violations.isEmpty
          ? style.success("invariants: all hold")
          : style.failure("invariants: \(violations.count) violated"))
      for violation in violations { line(style.failure("  ✗ " + violation)) }
      return text
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
    /// Each cell's width in characters.
    var widths: [Int]

    init(cells: [String]) {
      self.cells = cells
      widths = cells.map(Self.width)
    }

    /// How many characters `cell` has: its bytes when they are all ASCII (one character each),
    /// without walking its grapheme clusters.
    static func width(_ cell: String) -> Int {
      cell.utf8.allSatisfy { $0 < 0x80 } ? cell.utf8.count : cell.count
    }
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
    append(Row(cells: cells), widths: widths, to: &line)
    return line
  }

  /// `row`'s line as ``format(_:widths:)`` writes it, appended to `text`.
  fileprivate func append(_ row: Row, widths: [Int], to text: inout String) {
    let start = text.utf8.count
    for index in row.cells.indices {
      if index > 0 { text += "  " }
      let cell = row.cells[index]
      let padding = max(widths[index] - row.widths[index], 0)
      if Row.rightAligned.contains(index) {
        Self.appendSpaces(padding, to: &text)
        text += cell
      } else {
        text += cell
        Self.appendSpaces(padding, to: &text)
      }
    }
    while text.utf8.count > start, text.last == " " { text.removeLast() }
  }

  private static func appendSpaces(_ count: Int, to text: inout String) {
    text += count < paddings.count ? paddings[count] : String(repeating: " ", count: count)
  }

  /// Runs of 0 to 63 spaces, made once: a cell's padding, without making it again.
  private static let paddings = (0..<64).map { String(repeating: " ", count: $0) }

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
