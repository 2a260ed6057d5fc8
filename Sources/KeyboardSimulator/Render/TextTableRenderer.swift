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
  ///
  /// Written as UTF-8 bytes, each row's details when the row is added, and made a string once:
  /// each detail line made a string of its own (indented twice) and appended to the table's
  /// string with its line break, and each cell appended to it, cost ≈ 30k instructions a step
  /// of the sign-up scenario.
  package struct Table {
    private var firstScreen: ScreenState?
    private var rows: [Row] = []
    /// Each row's detail lines but its violations: indented, each ending with a line break.
    private var details: [[UInt8]] = []
    /// Each row's violation lines, indented: coloured when the table is.
    private var violationLines: [[String]] = []
    private var previous: StepSnapshot?
    private var violations: [String] = []

    /// An empty table.
    package init() {}

    /// Adds the row and details of the run's next snapshot.
    package mutating func add(_ snapshot: StepSnapshot) {
      let renderer = TextTableRenderer()
      if rows.isEmpty { firstScreen = snapshot.screen }
      rows.append(renderer.row(snapshot))
      var text: [UInt8] = []
      renderer.appendDetails(of: snapshot, after: previous, to: &text)
      details.append(text)
      violationLines.append(snapshot.violations.map { "      ✗ " + $0.description })
      violations += snapshot.violations.map {
        "step \(snapshot.index) (\(snapshot.event)): \($0)"
      }
      previous = snapshot
    }

    /// The table of `run` (whose snapshots are the ones added), coloured with `style`: the
    /// header in bold, violations in red, the verdict in green or red.
    ///
    /// Each cell's width in characters was counted once, when its row was added (counting
    /// them again for the widths and again for the padding, and joining, cost ≈ 20k
    /// instructions a step of the sign-up scenario).
    package func render(_ run: ScenarioRun, style: TerminalStyle = .plain) -> String {
      String(decoding: renderUTF8(run, style: style), as: UTF8.self)
    }

    /// ``render(_:style:)``'s text as UTF-8, which `keyboard-sim` writes out as it is: made a
    /// `String`, every byte of it was checked to be valid UTF-8 (≈ 8k instructions a step of
    /// the sign-up scenario), then copied into the output with the legend and into `Data`.
    package func renderUTF8(_ run: ScenarioRun, style: TerminalStyle = .plain) -> [UInt8] {
      let renderer = TextTableRenderer()
      var text: [UInt8] = []
      func line(_ line: String) {
        text.append(contentsOf: line.utf8)
        text.append(UInt8(ascii: "\n"))
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
      for index in rows.indices {
        renderer.append(rows[index], widths: widths, to: &text)
        text.append(UInt8(ascii: "\n"))
        text.append(contentsOf: details[index])
        // Only a violation's detail line starts with `✗`: the one line coloured.
        for violation in violationLines[index] {
          line(style.isEnabled ? style.failure(violation) : violation)
        }
      }
      line("")
      line(
        violations.isEmpty
          ? style.success("invariants: all hold")
          : style.failure("invariants: \(violations.count) violated"))
      for violation in violations { line(style.failure("  ✗ " + violation)) }
      return text
    }
  }

  fileprivate struct Row {
    static let headers = ["#", "event", "focus", "gap (wants)", "root y", "moved", "keyboard"]
    /// The columns of numbers, flush right.
    static let rightAligned = [0, 3, 4, 5]
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
    var line: [UInt8] = []
    append(Row(cells: cells), widths: widths, to: &line)
    return String(decoding: line, as: UTF8.self)
  }

  /// `row`'s line as ``format(_:widths:)`` writes it, appended to `text` as UTF-8.
  fileprivate func append(_ row: Row, widths: [Int], to text: inout [UInt8]) {
    let space = UInt8(ascii: " ")
    let start = text.count
    for index in row.cells.indices {
      if index > 0 {
        text.append(space)
        text.append(space)
      }
      let padding = repeatElement(space, count: max(widths[index] - row.widths[index], 0))
      if Row.rightAligned.contains(index) {
        text.append(contentsOf: padding)
        text.append(contentsOf: row.cells[index].utf8)
      } else {
        text.append(contentsOf: row.cells[index].utf8)
        text.append(contentsOf: padding)
      }
    }
    while text.count > start, text.last == space { text.removeLast() }
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

  /// Appends the detail lines of `snapshot` but its violations, each indented by 6 and ending
  /// with a line break, to `text` as UTF-8.
  fileprivate func appendDetails(
    of snapshot: StepSnapshot, after previous: StepSnapshot?, to text: inout [UInt8]
  ) {
    func line(_ lead: String, _ rest: String = "") {
      text.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 6))
      text.append(contentsOf: lead.utf8)
      text.append(contentsOf: rest.utf8)
      text.append(UInt8(ascii: "\n"))
    }
    if let note = snapshot.note { line("“\(note)”") }
    if let previous {
      for change in scrollChanges(from: previous, to: snapshot) { line(change) }
      if let root = snapshot.root, previous.root?.viewID != root.viewID {
        line(
          "root: \(root.viewID) of \(root.controllerID), y₀ \(root.capturedOriginY.shortDescription)"
        )
      }
    }
    RecordLines.forEachLine(of: snapshot.records) { isExplanation, record in
      line(isExplanation ? "    " : "", record)
    }
    for message in snapshot.log { line("log: ", message) }
    for note in snapshot.notes { line("note: ", note) }
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
