import Foundation
import Testing

@testable import KeyboardSimulator

/// `keyboard-sim` writes the table and the JSON step by step without keeping a run's snapshots;
/// the output is exactly what the renderers write for the whole run.
@Suite @MainActor struct StreamingOutputTests {
  private func path(_ file: String) -> String {
    PackagePaths.scenarios.appendingPathComponent(file).path
  }

  private func run(_ file: String) throws -> ScenarioRun {
    ScenarioRunner().run(try ScenarioLoader().load(path: path(file)))
  }

  @Test(arguments: PackagePaths.scenarioFiles)
  func theStreamedJSONIsTheRenderedRun(_ file: String) throws {
    let output = runCommand(["--json", path(file)])
    #expect(output.status == .success)
    #expect(output.output == JSONRunRenderer().render(try run(file)))
  }

  @Test(arguments: PackagePaths.scenarioFiles)
  func theStreamedTableIsTheRenderedRun(_ file: String) throws {
    let output = runCommand([path(file)])
    #expect(
      output.output == TextTableRenderer().render(try run(file)) + "\n" + TextTableRenderer.legend()
    )
  }

  @Test func severalRunsStreamAsTheRenderersWriteThem() throws {
    let files = ["sign-up-form.json", "plain-field-covered.json", "rotation-mid-edit.json"]
    let runs = try files.map(run)
    #expect(runCommand(["--json"] + files.map(path)).output == JSONRunRenderer().render(runs))
    #expect(
      runCommand(files.map(path)).output
        == runs.map { TextTableRenderer().render($0) }.joined(separator: "\n") + "\n"
        + TextTableRenderer.legend())
  }

  @Test func theTableWrittenAsBytesIsTheSameText() throws {
    // `keyboard-sim` hands the tables to standard output as UTF-8 bytes, the legend as text.
    let files = ["sign-up-form.json", "rotation-mid-edit.json"].map(path)
    var output = ""
    let status = KeyboardSimCommand.run(
      arguments: files, standardOutput: { output += $0 },
      standardOutputBytes: { output += String(decoding: $0, as: UTF8.self) },
      standardError: { _ in })
    #expect(status == .success)
    #expect(output == runCommand(files).output)
  }

  @Test func aStreamedRunKeepsNoSnapshot() throws {
    let scenario = try ScenarioLoader().load(path: path("sign-up-form.json"))
    var seen = 0
    let run = ScenarioRunner().run(scenario) { _ in seen += 1 }
    #expect(run.snapshots.isEmpty)
    #expect(seen == scenario.steps.count + 1)
  }

  @Test(arguments: PackagePaths.scenarioFiles)
  func theValueEncoderWritesWhatJSONEncoderWritesAndTheParserReads(_ file: String) throws {
    let run = try run(file)
    let direct = try JSONValueEncoder().encode(run)
    let roundTrip = try JSONValue.parse(JSONEncoder().encode(run))
    #expect(direct == roundTrip)
  }

  @Test func theValueEncoderRefusesANonFiniteNumberAsJSONEncoderDoes() {
    struct Odd: Encodable { var number = Double.nan }
    #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(Odd()) }
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(Odd()) }
  }

  @Test(arguments: ["plain", "  both ends\t", "tail \u{00A0}", "\u{3000}wide", "", "  ", "a\nb "])
  func trimmingMatchesFoundation(_ text: String) {
    #expect(
      TextTableRenderer.trimmingWhitespace(text) == text.trimmingCharacters(in: .whitespaces))
  }
}
