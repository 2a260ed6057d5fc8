import Foundation

/// Renders runs as one self-contained HTML page: per scenario, every step's picture side by side
/// (scrolling sideways), each with what happened under it. No external files, scripts or fonts.
package struct HTMLRenderer: Sendable {
  private let pictures: SVGStepRenderer

  /// Creates a renderer; pictures are drawn about 520 pixels high.
  package init(pictures: SVGStepRenderer = SVGStepRenderer(targetHeight: 520)) {
    self.pictures = pictures
  }

  /// The page for `runs`.
  package func render(_ runs: [ScenarioRun]) -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>keyboard-sim: \(escape(runs.map(\.scenario).joined(separator: ", ")))</title>
      <style>
      body { font-family: Helvetica, Arial, sans-serif; margin: 24px; color: #1d2027; background: #fafbfc; }
      h2 { margin: 32px 0 4px; }
      .summary { color: #4a5160; max-width: 60em; }
      .verdict-ok { color: #1f8a4c; font-weight: bold; }
      .verdict-bad { color: #c62828; font-weight: bold; }
      .steps { display: flex; gap: 16px; overflow-x: auto; padding: 12px 0 16px; align-items: flex-start; }
      figure { margin: 0; flex: none; background: #fff; border: 1px solid #dde1e8; border-radius: 8px; padding: 8px; }
      figcaption pre { font-size: 11px; max-width: 420px; white-space: pre-wrap; margin: 6px 0 0; color: #3b404a; }
      </style>
      </head>
      <body>
      <h1>keyboard-sim</h1>

      """
    for run in runs {
      html += section(for: run)
    }
    html += "</body>\n</html>\n"
    return html
  }

  private func section(for run: ScenarioRun) -> String {
    let violations = run.violations
    let verdict =
      violations.isEmpty
      ? "<p class=\"verdict-ok\">✓ every invariant holds after every step</p>"
      : "<p class=\"verdict-bad\">✗ " + violations.map(escape).joined(separator: "<br>✗ ") + "</p>"
    var html = "<section>\n<h2>\(escape(run.scenario))</h2>\n"
    if let summary = run.summary { html += "<p class=\"summary\">\(escape(summary))</p>\n" }
    html += verdict + "\n<div class=\"steps\">\n"
    for snapshot in run.snapshots {
      let svg = pictures.render(snapshot, of: run)
        .split(separator: "\n", omittingEmptySubsequences: false)
        .drop { $0.hasPrefix("<?xml") }
        .joined(separator: "\n")
      html +=
        "<figure>\n\(svg)<figcaption><pre>\(escape(caption(for: snapshot, in: run)))</pre></figcaption>\n</figure>\n"
    }
    return html + "</div>\n</section>\n"
  }

  private func caption(for snapshot: StepSnapshot, in run: ScenarioRun) -> String {
    let lines = RecordLines.lines(for: snapshot.records) + snapshot.notes.map { "note: " + $0 }
    return lines.isEmpty ? "nothing dispatched" : lines.joined(separator: "\n")
  }

  private func escape(_ text: String) -> String { SVGWriter.escape(text) }
}
