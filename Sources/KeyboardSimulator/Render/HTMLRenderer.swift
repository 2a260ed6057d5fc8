import Foundation

/// Renders runs as one self-contained HTML page: per scenario, its steps as a timeline, top to
/// bottom, each step's picture beside what happened (the event, the numbers, the verdict, what
/// KeyboardLift did). No external files, scripts or fonts; it fits a window 1280 points wide
/// without scrolling sideways.
package struct HTMLRenderer: Sendable {
  private let pictures: SVGStepRenderer

  /// Creates a renderer; pictures are drawn about 520 pixels high and at most 640 wide, without
  /// their text column (the page writes it beside them).
  package init(
    pictures: SVGStepRenderer = SVGStepRenderer(
      targetHeight: 520, targetWidth: 640, showsPanel: false)
  ) {
    self.pictures = pictures
  }

  /// The page for `runs`.
  package func render(_ runs: [ScenarioRun]) -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>keyboard-sim: \(escape(runs.map(\.scenario).joined(separator: ", ")))</title>
      <style>
      \(Self.style)
      </style>
      </head>
      <body>
      <h1>keyboard-sim</h1>
      \(Self.legend)

      """
    // Anchors for each scenario and step (`#sign-up-form-step-6`); a scenario given twice gets
    // its position too, so every id of the page stays unique.
    var anchors: Set<String> = []
    for (position, run) in runs.enumerated() {
      var anchor = PictureIDs.sanitized(run.scenario)
      if !anchors.insert(anchor).inserted { anchor += "-\(position + 1)" }
      html += section(for: run, anchor: anchor)
    }
    html += "</body>\n</html>\n"
    return html
  }

  /// The page's style: the timeline is a list down a line, each step a grid of two columns that
  /// shrink with the window (the picture scales down), one column on a narrow window.
  private static let style = """
    * { box-sizing: border-box; }
    body { font-family: Helvetica, Arial, sans-serif; margin: 0 auto; padding: 24px; max-width: 1280px; color: #1d2027; background: #fafbfc; }
    h2 { margin: 32px 0 4px; }
    .summary { color: #4a5160; max-width: 60em; }
    .verdict-ok { color: #1f8a4c; font-weight: bold; }
    .verdict-bad { color: #c62828; font-weight: bold; }
    .legend { display: flex; flex-wrap: wrap; gap: 6px 18px; padding: 0; margin: 0 0 8px; list-style: none; font-size: 13px; color: #3b404a; }
    .swatch { display: inline-block; width: 20px; height: 12px; margin-right: 6px; vertical-align: -1px; border: 2px solid; }
    .timeline { list-style: none; margin: 16px 0 0 8px; padding: 0 0 0 24px; border-left: 3px solid #c9ced8; }
    .step { position: relative; display: grid; grid-template-columns: minmax(0, auto) minmax(0, 1fr); gap: 24px; align-items: start; margin: 0 0 24px; padding: 12px; background: #fff; border: 1px solid #dde1e8; border-radius: 8px; }
    .step::before { content: ""; position: absolute; left: -35px; top: 18px; width: 14px; height: 14px; border-radius: 50%; background: #2f62c4; border: 3px solid #fafbfc; }
    .step.bad::before { background: #c62828; }
    .picture { margin: 0; min-width: 0; }
    .picture svg { display: block; max-width: 100%; height: auto; }
    .explanation { min-width: 0; }
    .explanation h3 { margin: 0 0 4px; font-size: 17px; }
    .explanation .when { color: #5d6470; font-weight: normal; font-size: 14px; }
    .explanation .note { margin: 0 0 8px; color: #5d6470; font-style: italic; }
    .facts { margin: 8px 0; padding-left: 18px; font-size: 14px; color: #3b404a; }
    .records { font-size: 12px; white-space: pre-wrap; overflow-wrap: anywhere; margin: 8px 0 0; padding: 8px; background: #f3f4f7; border-radius: 6px; color: #3b404a; }
    @media (max-width: 820px) { .step { grid-template-columns: minmax(0, 1fr); } }
    """

  /// What the colours of the pictures mean, once for the page.
  private static let legend: String = {
    let entries: [(String, String, String, String)] = [
      ("focused field", SVGViewStyle.focusedFill, SVGViewStyle.focusedStroke, "solid"),
      ("focused field the keyboard still covers", "#e9a9a9", SVGAnnotations.coveredColor, "dashed"),
      (
        "where the focused field was at the start", "transparent", SVGAnnotations.ghostColor,
        "dashed"
      ),
      ("scroll view", "transparent", "#4d7fd6", "dashed"),
      ("safe area", "transparent", "#2e9e6b", "dashed"),
      ("keyboard", "#2c2f36", "#2c2f36", "solid"),
      ("gap: the distance asked for", SVGAnnotations.gapColor, SVGAnnotations.gapColor, "solid"),
      (
        "gap differs, rightly (visible, or no room)", SVGAnnotations.otherGapColor,
        SVGAnnotations.otherGapColor, "solid"
      ),
      (
        "gap wrong, or the field covered", SVGAnnotations.badGapColor, SVGAnnotations.badGapColor,
        "solid"
      ),
      ("scroll view changed", SVGAnnotations.scrollColor, SVGAnnotations.scrollColor, "solid"),
    ]
    let items = entries.map { text, fill, stroke, border in
      "<li><span class=\"swatch\" style=\"background: \(fill); border-color: \(stroke); border-style: \(border)\"></span>\(SVGWriter.escape(text))</li>"
    }
    return "<ul class=\"legend\" aria-label=\"legend\">\n" + items.joined(separator: "\n")
      + "\n</ul>\n"
      + "<p class=\"summary\">In the grey box of each step: ▸ "
      + SVGWriter.escape(Self.meaning(of: "▸")) + "; [adjuster] "
      + SVGWriter.escape(Self.meaning(of: "[adjuster]")) + ".</p>"
  }()

  /// What the text output's legend says `symbol` means.
  private static func meaning(of symbol: String) -> String {
    TextLegend.entries.first { $0.0 == symbol }?.1 ?? ""
  }

  private func section(for run: ScenarioRun, anchor: String) -> String {
    let violations = run.violations
    let verdict =
      violations.isEmpty
      ? "<p class=\"verdict-ok\">✓ every invariant holds after every step</p>"
      : "<p class=\"verdict-bad\">✗ " + violations.map(escape).joined(separator: "<br>✗ ") + "</p>"
    var html = "<section id=\"\(anchor)\">\n<h2>\(escape(run.scenario))</h2>\n"
    if let summary = run.summary { html += "<p class=\"summary\">\(escape(summary))</p>\n" }
    html += verdict + "\n<ol class=\"timeline\">\n"
    let start = run.snapshots.first
    for snapshot in run.snapshots {
      let svg = pictures.render(snapshot, of: run)
        .split(separator: "\n", omittingEmptySubsequences: false)
        .drop { $0.hasPrefix("<?xml") }
        .joined(separator: "\n")
      var explanation =
        snapshot.index == 0
        ? "<h3>\(escape(snapshot.event))</h3>\n"
        : "<h3><span class=\"when\">step \(snapshot.index) ·</span> \(escape(snapshot.event))</h3>\n"
      if let note = snapshot.note { explanation += "<p class=\"note\">\(escape(note))</p>\n" }
      explanation +=
        "<ul class=\"facts\">\n"
        + SVGStepPanel.facts(snapshot, start: start).map { "<li>\(escape($0))</li>\n" }.joined()
        + snapshot.notes.map { "<li>note: \(escape($0))</li>\n" }.joined() + "</ul>\n"
      explanation +=
        snapshot.violations.isEmpty
        ? "<p class=\"verdict-ok\">✓ invariants hold</p>\n"
        : snapshot.violations.map { "<p class=\"verdict-bad\">✗ \(escape("\($0)"))</p>\n" }
          .joined()
      explanation += "<pre class=\"records\">\(escape(caption(for: snapshot)))</pre>\n"
      html +=
        "<li class=\"step\(snapshot.violations.isEmpty ? "" : " bad")\" id=\"\(anchor)-step-\(snapshot.index)\">\n<figure class=\"picture\">\n\(svg)</figure>\n<div class=\"explanation\">\n\(explanation)</div>\n</li>\n"
    }
    return html + "</ol>\n</section>\n"
  }

  private func caption(for snapshot: StepSnapshot) -> String {
    let lines = RecordLines.lines(for: snapshot.records) + snapshot.notes.map { "note: " + $0 }
    return lines.isEmpty ? "nothing dispatched" : lines.joined(separator: "\n")
  }

  private func escape(_ text: String) -> String { SVGWriter.escape(text) }
}
