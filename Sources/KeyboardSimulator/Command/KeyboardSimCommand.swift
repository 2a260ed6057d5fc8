import Foundation

/// The `keyboard-sim` command, as a function of its arguments, so tests run it in-process.
@MainActor
public enum KeyboardSimCommand {
  /// Runs the command, writing to the process's standard output and error.
  public static func main(arguments: [String]) -> Int32 {
    run(
      arguments: arguments,
      standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
      standardError: { FileHandle.standardError.write(Data($0.utf8)) }
    ).rawValue
  }

  /// Runs the command with `arguments` (without the program name).
  public static func run(
    arguments: [String], standardOutput: (String) -> Void, standardError: (String) -> Void
  ) -> SimulatorExitStatus {
    let options: CommandOptions
    do {
      options = try CommandOptions.parse(arguments)
    } catch {
      standardError("\(error)\n\n\(CommandOptions.usage)\n")
      return .badInput
    }
    if options.help {
      standardOutput(CommandOptions.usage + "\n")
      return .success
    }
    if options.listDevices {
      standardOutput(ScenarioDevices.names.joined(separator: "\n") + "\n")
      return .success
    }
    let loader = ScenarioLoader()
    var scenarios: [Scenario] = []
    var problems: [ScenarioProblem] = []
    for file in options.files {
      do {
        scenarios.append(try loader.load(path: file))
      } catch {
        problems += error.problems
      }
    }
    guard problems.isEmpty else {
      standardError(problems.map { "\($0)\n" }.joined())
      return .badInput
    }
    for scenario in scenarios {
      standardOutput("\(scenario.name): \(scenario.steps.count) steps read; the runner arrives with KeyboardHeadless\n")
    }
    return .success
  }
}
