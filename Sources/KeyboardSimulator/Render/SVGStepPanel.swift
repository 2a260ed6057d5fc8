import Foundation

/// The text column of a step picture: the event, the numbers that matter, the verdict and a
/// legend of what the picture shows.
struct SVGStepPanel {
  let layout: PictureLayout

  /// Draws the panel; returns its bottom.
  func draw(_ svg: inout SVGWriter, snapshot: StepSnapshot, run: ScenarioRun) -> CGFloat {
    var panel = SVGTextPanel(
      x: layout.panelX, top: layout.header, width: layout.panelWidth, unit: layout.unit)
    panel.line(snapshot.event, .title, into: &svg)
    if let note = snapshot.note { panel.line(note, .note, into: &svg) }
    panel.gap()
    let start = run.snapshots.first
    for fact in Self.facts(snapshot, start: start) { panel.line(fact, .fact, into: &svg) }
    for note in snapshot.notes { panel.line("note: " + note, .note, into: &svg) }
    panel.gap()
    if snapshot.violations.isEmpty {
      panel.line("✓ invariants hold", .good, into: &svg)
    }
    for violation in snapshot.violations { panel.line("✗ \(violation)", .bad, into: &svg) }
    panel.gap(16)
    for entry in SVGLegendEntry.entries(for: snapshot, start: start) {
      panel.legend(entry, into: &svg)
    }
    return panel.y
  }

  /// What the picture of `snapshot` shows, in one paragraph: its `<desc>`, and the alt text of
  /// the picture in the HTML page.
  static func description(of snapshot: StepSnapshot, start: StepSnapshot?) -> String {
    var sentences = [snapshot.event] + facts(snapshot, start: start)
    if let note = snapshot.note { sentences.insert(note, at: 1) }
    sentences.append(
      snapshot.violations.isEmpty
        ? "invariants hold" : snapshot.violations.map { "violated: \($0)" }.joined(separator: "; "))
    return sentences.joined(separator: ". ") + "."
  }

  /// The numbers of `snapshot` that matter, one line each, in words.
  static func facts(_ snapshot: StepSnapshot, start: StepSnapshot?) -> [String] {
    var facts: [String] = []
    facts.append(snapshot.focusedID.map { "focus: \($0)" } ?? "no field focused")
    if let keyboard = snapshot.keyboard {
      facts.append(
        "keyboard: top at y \(keyboard.top.shortDescription), covers \(keyboard.covered.shortDescription) pt of the window"
      )
    } else {
      facts.append("keyboard: hidden")
    }
    if let gap = snapshot.gap {
      facts.append(
        gap.gap < 0
          ? "gap: the keyboard covers \(gap.fieldID) by \((-gap.gap).shortDescription) pt (wants \(gap.distance.shortDescription) pt above it)"
          : "gap: \(gap.gap.shortDescription) pt above the keyboard (wants \(gap.distance.shortDescription))"
      )
    }
    if let root = snapshot.root {
      let lift = root.capturedOriginY - root.originY
      facts.append(
        abs(lift) < 0.5
          ? "root view \(root.viewID): at its resting y₀ \(root.capturedOriginY.shortDescription)"
          : "root view \(root.viewID): lifted \(lift.shortDescription) pt (y \(root.originY.shortDescription), resting y₀ \(root.capturedOriginY.shortDescription))"
      )
    }
    for element in snapshot.elements {
      guard let scroll = element.scroll, let initial = start?.element(element.id)?.scroll else {
        continue
      }
      let parts = ScrollChangeText.parts(from: initial, to: scroll, includesIndicators: false)
      if !parts.isEmpty {
        facts.append("\(element.id) since the start: " + parts.joined(separator: ", "))
      }
    }
    facts.append(
      (snapshot.isSessionOpen ? "session open" : "no session")
        + " · ledger holds \(snapshot.ledgerEntries) change\(snapshot.ledgerEntries == 1 ? "" : "s") to restore"
    )
    return facts
  }
}

/// One entry of a picture's legend: a swatch and its meaning.
struct SVGLegendEntry: Equatable {
  /// What the swatch means.
  let text: String
  let fill: String
  let stroke: String
  let dash: Bool

  /// The entries for what the picture of `snapshot` shows, and only those.
  static func entries(for snapshot: StepSnapshot, start: StepSnapshot?) -> [SVGLegendEntry] {
    var entries: [SVGLegendEntry] = []
    if snapshot.focusedID != nil {
      entries.append(
        SVGLegendEntry(
          text: "focused field", fill: SVGViewStyle.focusedFill,
          stroke: SVGViewStyle.focusedStroke, dash: false))
    }
    if SVGAnnotations.isFocusedFieldCovered(snapshot) {
      entries.append(
        SVGLegendEntry(
          text: "focused field the keyboard still covers", fill: "#e9a9a9",
          stroke: SVGAnnotations.coveredColor, dash: true))
    }
    if SVGAnnotations.showsGhost(snapshot, start: start) {
      entries.append(
        SVGLegendEntry(
          text: "where it was at the start", fill: "none", stroke: SVGAnnotations.ghostColor,
          dash: true))
    }
    if snapshot.elements.contains(where: { $0.scroll != nil && !$0.isHidden }) {
      entries.append(
        SVGLegendEntry(text: "scroll view", fill: "none", stroke: "#4d7fd6", dash: true))
    }
    entries.append(SVGLegendEntry(text: "safe area", fill: "none", stroke: "#2e9e6b", dash: true))
    if let gap = snapshot.gap, snapshot.keyboard != nil {
      let mark = SVGAnnotations.gapMark(snapshot, gap)
      entries.append(
        SVGLegendEntry(text: mark.meaning, fill: mark.color, stroke: mark.color, dash: false))
    }
    if snapshot.keyboard != nil {
      entries.append(
        SVGLegendEntry(text: "keyboard", fill: "#2c2f36", stroke: "#2c2f36", dash: false))
    }
    return entries
  }
}
