import Foundation
import KeyboardSimulator
import Testing

/// Runs the command in-process and captures what it prints.
@MainActor
func runCommand(_ arguments: [String]) -> (
  status: SimulatorExitStatus, output: String, errors: String
) {
  var output = ""
  var errors = ""
  let status = KeyboardSimCommand.run(
    arguments: arguments, standardOutput: { output += $0 }, standardError: { errors += $0 })
  return (status, output, errors)
}

/// Writes `text` to a fresh temporary file and returns its path.
func temporaryFile(named name: String, containing text: String) throws -> String {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("keyboard-sim-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let url = directory.appendingPathComponent(name)
  try Data(text.utf8).write(to: url)
  return url.path
}

@Suite @MainActor struct CommandLineTests {
  @Test func optionsParseByHand() throws {
    let options = try CommandOptions.parse([
      "--json", "a.json", "--svg", "out", "--check", "--html", "page.html", "--", "--odd.json",
    ])
    #expect(options.json && options.check)
    #expect(options.svgDirectory == "out")
    #expect(options.htmlFile == "page.html")
    #expect(options.files == ["a.json", "--odd.json"])
  }

  @Test func anUnknownOptionIsBadInput() {
    let result = runCommand(["--frobnicate"])
    #expect(result.status == .badInput)
    #expect(result.errors.hasPrefix("keyboard-sim: unknown option --frobnicate"))
    #expect(result.output.isEmpty)
  }

  @Test func anOptionWithoutItsValueIsBadInput() {
    let result = runCommand(["--svg"])
    #expect(result.status == .badInput)
    #expect(result.errors.hasPrefix("keyboard-sim: --svg needs a value"))
  }

  @Test func badFilesExitWithStatus2AndOneLinePerProblemOfEveryFile() throws {
    let bad = try temporaryFile(
      named: "bad.json",
      containing: scenarioJSON(
        steps: #"[{ "do": "focus", "field": "nope" }, { "do": "advance", "seconds": -2 }]"#))
    let notJSON = try temporaryFile(named: "broken.json", containing: "{ nope")
    let good = try temporaryFile(named: "good.json", containing: scenarioJSON())
    let result = runCommand([good, bad, notJSON])
    #expect(result.status == .badInput)
    #expect(result.output.isEmpty, "nothing is run when any file is bad")
    let lines = result.errors.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("\(bad): $.steps[0].field: unknown id \"nope\""))
    #expect(
      lines[1]
        == "\(bad): $.steps[1].seconds: expected a non-negative number up to 1000000, found -2")
    #expect(lines[2].hasPrefix("\(notJSON): not JSON: "))
  }

  @Test func jsonWrittenAsBytesIsTheSameTextInTheSameOrder() throws {
    let first = try temporaryFile(named: "first.json", containing: scenarioJSON())
    let second = try temporaryFile(named: "second.json", containing: scenarioJSON())
    let asText = runCommand(["--json", first, second])
    var output: [UInt8] = []
    var pieces = 0
    var bytePieces = 0
    let status = KeyboardSimCommand.run(
      arguments: ["--json", first, second],
      standardOutput: {
        output += Array($0.utf8)
        pieces += 1
      },
      standardOutputBytes: {
        output += $0
        bytePieces += 1
      },
      standardError: { _ in })
    #expect(status == asText.status)
    #expect(bytePieces > 0 && pieces > 0, "both ways are used, interleaved")
    #expect(String(decoding: output, as: UTF8.self) == asText.output)
  }

  @Test func helpAndDeviceListSucceed() {
    #expect(runCommand(["--help"]).output.contains("usage: keyboard-sim"))
    let devices = runCommand(["--list-devices"])
    #expect(devices.status == .success)
    #expect(devices.output.split(separator: "\n").contains("notched-phone"))
  }
}
