import Foundation
import KeyboardCore

/// Renders a run as the readable per-step table `keyboard-sim` prints by default: for each step
/// the event, the field's gap to the keyboard (and the distance it wants), the root view's
/// origin and `movedDistance`, every scroll view whose offset or insets changed, then what the
/// pipeline did — the explanation records — and any invariant violated.
package struct TextTableRenderer: Sendable {
  /// Creates a renderer.
  package init() {}

  /// The table for `run`.
  package func render(_ run: ScenarioRun) -> String {
    var lines: [String] = []
    let first = run.snapshots.first
    let screen =
      first.map {
        "\($0.screen.device) \($0.screen.windowFrame.width.shortDescription) × \($0.screen.windowFrame.height.shortDescription)"
      } ?? run.device
    lines.append(
      "\(run.scenario) · \(screen) · isEnabled \(run.settings.isEnabled) · keyboardDistance \(run.settings.keyboardDistance.shortDescription)"
    )
    if let summary = run.summary { lines += wrap(summary, width: 100) }
    lines.append("")
    let rows = run.snapshots.map(row)
    let widths = (0..<Row.headers.count).map { column in
      ([Row.headers[column]] + rows.map { $0.cells[column] }).map(\.count).max() ?? 0
    }
    lines.append(format(Row.headers, widths: widths))
    var previous: StepSnapshot?
    for (snapshot, row) in zip(run.snapshots, rows) {
      lines.append(format(row.cells, widths: widths))
      lines += details(of: snapshot, after: previous).map { "      " + $0 }
      previous = snapshot
    }
    let violations = run.violations
    lines.append("")
    lines.append(
      violations.isEmpty ? "invariants: all hold" : "invariants: \(violations.count) violated")
    lines += violations.map { "  ✗ " + $0 }
    return lines.joined(separator: "\n") + "\n"
  }

  private struct Row {
    static let headers = ["#", "step", "focus", "gap / d", "root y", "moved", "keyboard"]
    var cells: [String]
  }

  private func row(_ snapshot: StepSnapshot) -> Row {
    let gap =
      snapshot.gap.map { "\($0.gap.shortDescription) / \($0.distance.shortDescription)" } ?? "–"
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

  private func format(_ cells: [String], widths: [Int]) -> String {
    zip(cells, widths).map { cell, width in
      cell.padding(toLength: width, withPad: " ", startingAt: 0)
    }
    .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
  }

  private func details(of snapshot: StepSnapshot, after previous: StepSnapshot?) -> [String] {
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
      var parts: [String] = []
      if now.contentOffset != before.contentOffset {
        parts.append("offset \(before.contentOffset) → \(now.contentOffset)")
      }
      if now.contentInset != before.contentInset {
        parts.append("inset \(before.contentInset) → \(now.contentInset)")
      }
      if now.indicatorInsets != before.indicatorInsets {
        parts.append("indicator \(before.indicatorInsets) → \(now.indicatorInsets)")
      }
      return parts.isEmpty ? nil : "scroll \(element.id): " + parts.joined(separator: ", ")
    }
  }

  private func wrap(_ text: String, width: Int) -> [String] {
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
