/// What every column, symbol and abbreviation of `keyboard-sim`'s table means: printed once,
/// after the last table (not with `--quiet` or `--json`).
enum TextLegend {
  /// The entries: a symbol or column, and its meaning.
  static let entries: [(String, String)] = [
    ("#", "the step's position; 0 is the state before the first step"),
    ("event", "what the step did (the scenario's step, in words)"),
    ("focus", "the id of the focused text field, text view or search field"),
    (
      "gap (wants)",
      "the focused field's distance above the keyboard's top, in pt (negative: the keyboard "
        + "covers it), and in brackets the distance it asks for"
    ),
    ("root y", "the y origin of the root view the session moves, in pt"),
    (
      "moved",
      "KeyboardManager.movedDistance: how far KeyboardLift has lifted that root view, in pt"
    ),
    ("keyboard", "the keyboard's top in the window and how many pt of the window it covers"),
    ("–", "nothing to show: no field focused, keyboard hidden or no root view"),
    ("“…”", "the step's note, from the scenario file"),
    ("scroll ID:", "a scroll view whose offset or insets changed during the step"),
    ("y₀", "the root view's resting y, where it stands without the keyboard (Behavior.md §4.3)"),
    ("▸", "what KeyboardLift did: one dispatch record, its action and (reason)"),
    (
      "[adjuster]",
      "under a record, one explanation: who decided what, with Docs/Behavior.md's names — T the "
        + "field's frame, kbTop the keyboard's top, Gtop the top guide, d the distance asked for, "
        + "need, room, lift, m what is left to lift, Rsv a scroll view's frame, a its adjusted "
        + "inset (§6, §7)"
    ),
    ("log:", "a line KeyboardLift logged"),
    ("note:", "a remark of the simulator"),
    ("✗", "an invariant violated after the step (Docs/ScenarioFormat.md lists the invariants)"),
  ]

  /// The legend, its symbols in one column, wrapped to `width` characters.
  static func lines(width: Int = 100) -> [String] {
    let column = (entries.map(\.0.count).max() ?? 0) + 2
    var lines = ["legend:"]
    for (symbol, meaning) in entries {
      let padded = "  " + symbol + String(repeating: " ", count: column - symbol.count)
      let indent = String(repeating: " ", count: padded.count)
      var line = padded
      for word in meaning.split(separator: " ") {
        if line.count > padded.count && line.count + 1 + word.count > width {
          lines.append(line)
          line = indent
        }
        line += (line.count > padded.count ? " " : "") + word
      }
      lines.append(line)
    }
    return lines
  }
}
