import Foundation
import Testing

@testable import KeyboardSimulator

/// What `keyboard-sim` prints: a table whose columns line up, a legend for every column and
/// symbol it prints, `--quiet`, and colours only on a terminal without `NO_COLOR`.
@Suite @MainActor struct TextOutputTests {
  private func path(_ file: String) -> String {
    PackagePaths.scenarios.appendingPathComponent(file).path
  }

  /// The legend's symbols, as printed.
  private var legendSymbols: [String] { TextLegend.entries.map(\.0) }

  @Test func theLegendNamesEveryColumnOfTheTable() throws {
    let output = runCommand([path("sign-up-form.json")]).output
    let header = try #require(output.split(separator: "\n").first { $0.hasPrefix("#  ") })
    let columns = header.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    #expect(columns == ["#", "event", "focus", "gap (wants)", "root y", "moved", "keyboard"])
    for column in columns { #expect(legendSymbols.contains(column), "\(column) has no entry") }
  }

  @Test(arguments: PackagePaths.scenarioFiles)
  func everySymbolPrintedIsInTheLegend(_ file: String) throws {
    let output = runCommand([path(file)]).output
    let table = try #require(output.components(separatedBy: "\nlegend:\n").first)
    #expect(output.hasSuffix(TextTableRenderer.legend()), "the legend closes the output")
    let marks: [(printed: String, entry: String)] = [
      ("–", "–"), ("“", "“…”"), ("y₀", "y₀"), ("▸", "▸"), ("✗", "✗"),
      ("      scroll ", "scroll ID:"),
      ("      log: ", "log:"), ("      note: ", "note:"), ("          [", "[adjuster]"),
    ]
    for mark in marks where table.contains(mark.printed) {
      #expect(legendSymbols.contains(mark.entry), "\(file): \(mark.printed) has no entry")
    }
    #expect(!table.contains("{0, "), "\(file): insets are written edge by edge")
  }

  @Test(arguments: [
    "sign-up-form.json", "repeated-show-hide-cycles.json", "recorded-device-trace.json",
  ])
  func theColumnsLineUp(_ file: String) throws {
    let lines = runCommand([path(file)]).output.split(separator: "\n").map(String.init)
    let header = try #require(lines.first { $0.hasPrefix("#") || $0.hasPrefix(" #") })
    let rows = lines.filter { $0.drop { $0 == " " }.first?.isNumber == true }
    #expect(rows.count >= 4)
    // Left-aligned columns start where their heading starts; numbers end where it ends.
    let focus = try #require(header.range(of: "focus")).lowerBound.utf16Offset(in: header)
    let moved = try #require(header.range(of: "moved")).upperBound.utf16Offset(in: header)
    for row in rows {
      let characters = Array(row)
      #expect(characters[focus - 2] == " " && characters[focus - 1] == " ", "\(row)")
      #expect(characters[focus] != " ", "\(row)")
      #expect(characters[moved - 1] != " " && characters[moved] == " ", "\(row)")
    }
  }

  @Test func quietPrintsOneVerdictPerScenarioAndTheTotals() {
    let files = ["sign-up-form.json", "plain-field-covered.json"].map(path)
    let result = runCommand(["--quiet", "--check"] + files)
    #expect(result.status == .success)
    #expect(
      result.output == """
        ✓ sign-up-form: 8 steps, every invariant holds
        ✓ plain-field-covered: 4 steps, every invariant holds
        2 scenarios, every invariant holds

        """)
    #expect(runCommand(["-q"] + files).output == result.output)
  }

  @Test func quietWritesTheFilesAskedForWithoutSayingSo() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("keyboard-sim-quiet-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = runCommand(["-q", "--svg-summary", directory.path, path("sign-up-form.json")])
    #expect(result.errors.isEmpty)
    #expect(result.output.hasSuffix("1 scenario, every invariant holds\n"))
    #expect(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("sign-up-form.svg").path))
  }

  @Test func quietListsEachViolationUnderItsScenario() {
    var summary = QuietSummary(style: .plain)
    summary.add("good", steps: 1, violations: [])
    summary.add("bad", steps: 3, violations: ["step 2 (showKeyboard): gap-equals-distance: …"])
    #expect(
      summary.text == """
        ✓ good: 1 step, every invariant holds
        ✗ bad: 1 violation in 3 steps
            ✗ step 2 (showKeyboard): gap-equals-distance: …
        1 of 2 scenarios violate an invariant

        """)
  }

  @Test func quietAndJSONExcludeEachOther() {
    let result = runCommand(["--quiet", "--json"])
    #expect(result.status == .badInput)
    #expect(result.errors.hasPrefix("keyboard-sim: --quiet and --json exclude each other"))
  }

  @Test func coloursOnlyOnATerminalWithoutNoColor() {
    #expect(TerminalStyle.isWanted(environment: [:], outputIsTerminal: true))
    #expect(!TerminalStyle.isWanted(environment: [:], outputIsTerminal: false))
    #expect(!TerminalStyle.isWanted(environment: ["NO_COLOR": "1"], outputIsTerminal: true))
    #expect(TerminalStyle.isWanted(environment: ["NO_COLOR": ""], outputIsTerminal: true))
    // In the tests the output is not a terminal: no escape sequence at all.
    #expect(!runCommand([path("sign-up-form.json")]).output.contains("\u{1B}["))
    #expect(!runCommand(["-q", path("sign-up-form.json")]).output.contains("\u{1B}["))
  }

  @Test func aColouredTableIsThePlainOneWithEscapes() throws {
    let run = ScenarioRunner().run(
      try ScenarioLoader().load(path: path("plain-field-covered.json")))
    let plain = TextTableRenderer().render(run)
    let coloured = TextTableRenderer().render(run, style: TerminalStyle(isEnabled: true))
    #expect(coloured.contains("\u{1B}[32minvariants: all hold\u{1B}[0m"))
    let stripped = coloured.replacing(/\x{1B}\[[0-9]+m/, with: "")
    #expect(stripped == plain)
  }

  @Test func theHelpDocumentsQuietTheLegendAndNoColor() {
    let help = runCommand(["--help"]).output
    #expect(help.contains("-q, --quiet"))
    #expect(help.contains("legend"))
    #expect(help.contains("NO_COLOR"))
  }
}
