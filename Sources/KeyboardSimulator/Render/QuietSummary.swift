/// What `keyboard-sim --quiet` prints: one verdict line per scenario (`✓ NAME: 8 steps, every
/// invariant holds` or `✗ NAME: 2 violations in 8 steps`), each violation under its scenario,
/// and a last line of totals.
struct QuietSummary {
  private let style: TerminalStyle
  private var lines: [String] = []
  private var scenarios = 0
  private var failed = 0

  init(style: TerminalStyle) { self.style = style }

  /// Adds a scenario that ran `steps` steps with `violations` (each `"step N (event): …"`).
  mutating func add(_ scenario: String, steps: Int, violations: [String]) {
    scenarios += 1
    let stepCount = "\(steps) step\(steps == 1 ? "" : "s")"
    if violations.isEmpty {
      lines.append(style.success("✓") + " \(scenario): \(stepCount), every invariant holds")
    } else {
      failed += 1
      let count = "\(violations.count) violation\(violations.count == 1 ? "" : "s")"
      lines.append(style.failure("✗ \(scenario): \(count) in \(stepCount)"))
      lines += violations.map { style.failure("    ✗ " + $0) }
    }
  }

  /// The lines, then the totals.
  var text: String {
    let total =
      failed == 0
      ? style.success("\(scenarios) scenario\(scenarios == 1 ? "" : "s"), every invariant holds")
      : style.failure(
        "\(failed) of \(scenarios) scenario\(scenarios == 1 ? "" : "s") violate an invariant")
    return (lines + [total]).joined(separator: "\n") + "\n"
  }
}
