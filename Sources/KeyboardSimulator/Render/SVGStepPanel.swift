import Foundation

/// The text column of a step picture: the event, the numbers that matter, the verdict and a
/// legend.
struct SVGStepPanel {
  let layout: PictureLayout

  /// Draws the panel; returns its bottom.
  func draw(_ svg: inout SVGWriter, snapshot: StepSnapshot, run: ScenarioRun) -> CGFloat {
    var panel = SVGTextPanel(
      x: layout.panelX, top: layout.header, width: layout.panelWidth, unit: layout.unit)
    panel.line(snapshot.event, .title, into: &svg)
    if let note = snapshot.note { panel.line(note, .note, into: &svg) }
    panel.gap()
    for fact in facts(snapshot, start: run.snapshots.first) { panel.line(fact, .fact, into: &svg) }
    for note in snapshot.notes { panel.line("note: " + note, .note, into: &svg) }
    panel.gap()
    if snapshot.violations.isEmpty {
      panel.line("✓ invariants hold", .good, into: &svg)
    }
    for violation in snapshot.violations { panel.line("✗ \(violation)", .bad, into: &svg) }
    panel.gap(16)
    panel.legend(
      "focused field", fill: SVGViewStyle.focusedFill, stroke: SVGViewStyle.focusedStroke,
      into: &svg)
    panel.legend(
      "where it was before it moved", fill: "none", stroke: SVGAnnotations.ghostColor, dash: true,
      into: &svg)
    panel.legend("scroll view", fill: "none", stroke: "#4d7fd6", dash: true, into: &svg)
    panel.legend("safe area", fill: "none", stroke: "#2e9e6b", dash: true, into: &svg)
    panel.legend("keyboard", fill: "#2c2f36", stroke: "#2c2f36", into: &svg)
    return panel.y
  }

  private func facts(_ snapshot: StepSnapshot, start: StepSnapshot?) -> [String] {
    var facts: [String] = []
    facts.append(snapshot.focusedID.map { "focus: \($0)" } ?? "no field focused")
    if let keyboard = snapshot.keyboard {
      facts.append(
        "keyboard: top at \(keyboard.top.shortDescription), covers \(keyboard.covered.shortDescription) pt of the window"
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
          ? "root view \(root.viewID): at y₀ \(root.capturedOriginY.shortDescription)"
          : "root view \(root.viewID): lifted \(lift.shortDescription) pt (y \(root.originY.shortDescription), y₀ \(root.capturedOriginY.shortDescription))"
      )
    }
    for element in snapshot.elements {
      guard let scroll = element.scroll, let initial = start?.element(element.id)?.scroll else {
        continue
      }
      var parts: [String] = []
      if scroll.contentOffset != initial.contentOffset {
        parts.append("offset \(initial.contentOffset) → \(scroll.contentOffset)")
      }
      if scroll.contentInset != initial.contentInset {
        parts.append("inset \(initial.contentInset) → \(scroll.contentInset)")
      }
      if !parts.isEmpty { facts.append("\(element.id): " + parts.joined(separator: ", ")) }
    }
    facts.append(
      (snapshot.isSessionOpen ? "session open" : "no session")
        + " · ledger holds \(snapshot.ledgerEntries)")
    return facts
  }
}
