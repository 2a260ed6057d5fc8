import Foundation

/// The `keyboard-sim` command, as a function of its arguments, so tests run it in-process.
@MainActor
package enum KeyboardSimCommand {
  /// Runs the command, writing to the process's standard output and error.
  package static func main(arguments: [String]) -> Int32 {
    run(
      arguments: arguments,
      standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
      standardOutputBytes: { FileHandle.standardOutput.write(Data($0)) },
      standardError: { FileHandle.standardError.write(Data($0.utf8)) },
      style: .forStandardOutput
    ).rawValue
  }

  /// Runs the command with `arguments` (without the program name); the table is coloured with
  /// `style` (plain unless standard output is a terminal, see ``TerminalStyle``). Output that is
  /// written as UTF-8 bytes (each snapshot of `--json`) goes to `standardOutputBytes` when it
  /// is given, in order with what goes to `standardOutput`.
  package static func run(
    arguments: [String], standardOutput: (String) -> Void,
    standardOutputBytes: (([UInt8]) -> Void)? = nil, standardError: (String) -> Void,
    style: TerminalStyle = .plain
  ) -> SimulatorExitStatus {
    if arguments.first == "fuzz" {
      return FuzzCommand.run(
        arguments: Array(arguments.dropFirst()), standardOutput: standardOutput,
        standardError: standardError)
    }
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
    let scenarios: [Scenario]
    do {
      scenarios = try load(options.files)
    } catch {
      standardError(error.problems.map { "\($0)\n" }.joined())
      return .badInput
    }
    guard options.needsWholeRuns else {
      return stream(
        scenarios, options: options, standardOutput: standardOutput,
        standardOutputBytes: standardOutputBytes, standardError: standardError, style: style)
    }
    let runs = scenarios.map { ScenarioRunner().run($0) }
    if options.json {
      let renderer = JSONRunRenderer()
      standardOutput(runs.count == 1 ? renderer.render(runs[0]) : renderer.render(runs))
    } else if options.quiet {
      var summary = QuietSummary(style: style)
      for run in runs {
        summary.add(run.scenario, steps: run.snapshots.count - 1, violations: run.violations)
      }
      standardOutput(summary.text)
    } else {
      standardOutput(
        runs.map { TextTableRenderer().render($0, style: style) }.joined(separator: "\n") + "\n"
          + TextTableRenderer.legend(style: style))
    }
    do {
      try writeFiles(
        runs, options: options, standardError: options.quiet ? { _ in } : standardError)
    } catch {
      standardError("keyboard-sim: cannot write the output: \(error.localizedDescription)\n")
      return .badInput
    }
    let violations = runs.flatMap { run in run.violations.map { "\(run.scenario): \($0)" } }
    return report(violations, options: options, standardError: standardError)
  }

  /// What the command returns after its runs: with `--check`, a violation fails it.
  private static func report(
    _ violations: [String], options: CommandOptions, standardError: (String) -> Void
  ) -> SimulatorExitStatus {
    if options.check && !violations.isEmpty {
      standardError("keyboard-sim: \(violations.count) invariant violation(s)\n")
      standardError(violations.map { "\($0)\n" }.joined())
      return .violation
    }
    return .success
  }

  /// Runs the scenarios for the text table or JSON alone, writing each step as it is taken
  /// instead of keeping every snapshot of every run (the output is the same): memory stays flat
  /// however many steps a scenario has.
  private static func stream(
    _ scenarios: [Scenario], options: CommandOptions, standardOutput: (String) -> Void,
    standardOutputBytes: (([UInt8]) -> Void)?, standardError: (String) -> Void,
    style: TerminalStyle
  ) -> SimulatorExitStatus {
    var violations: [String] = []
    if options.json {
      let many = scenarios.count > 1
      // As JSONRunRenderer writes several runs: an array, one run object per element.
      if many { standardOutput("[\n") }
      for (index, scenario) in scenarios.enumerated() {
        if many { standardOutput(index == 0 ? "  " : ",\n  ") }
        withoutActuallyEscaping(standardOutput) { write in
          var stream = JSONRunStream(
            header: ScenarioRunner.header(of: scenario), indent: many ? 2 : 0, write: write,
            writeBytes: standardOutputBytes)
          _ = ScenarioRunner().run(scenario) { snapshot in
            stream.add(snapshot)
            violations += Self.violations(of: snapshot, in: scenario)
          }
          stream.finish()
        }
      }
      standardOutput(many ? "\n]\n" : "\n")
    } else if options.quiet {
      // No table: nothing of a step is kept but its violations.
      var summary = QuietSummary(style: style)
      for scenario in scenarios {
        var found: [String] = []
        var steps = 0
        _ = ScenarioRunner().run(scenario) { snapshot in
          steps = snapshot.index
          found += snapshot.violations.map { "step \(snapshot.index) (\(snapshot.event)): \($0)" }
          violations += Self.violations(of: snapshot, in: scenario)
        }
        summary.add(scenario.name, steps: steps, violations: found)
      }
      standardOutput(summary.text)
    } else {
      // The tables as UTF-8, one after the other with a line break between them and after the
      // last, then the legend: written out as bytes when the output takes them.
      var tables: [UInt8] = []
      for (index, scenario) in scenarios.enumerated() {
        var table = TextTableRenderer.Table()
        let run = ScenarioRunner().run(scenario) { snapshot in
          table.add(snapshot)
          violations += Self.violations(of: snapshot, in: scenario)
        }
        if index > 0 { tables.append(UInt8(ascii: "\n")) }
        tables += table.renderUTF8(run, style: style)
      }
      tables.append(UInt8(ascii: "\n"))
      if let standardOutputBytes {
        standardOutputBytes(tables)
        standardOutput(TextTableRenderer.legend(style: style))
      } else {
        standardOutput(
          String(decoding: tables, as: UTF8.self) + TextTableRenderer.legend(style: style))
      }
    }
    return report(violations, options: options, standardError: standardError)
  }

  /// `snapshot`'s violations as the command reports them (see ``ScenarioRun/violations``).
  private static func violations(of snapshot: StepSnapshot, in scenario: Scenario) -> [String] {
    snapshot.violations.map {
      "\(scenario.name): step \(snapshot.index) (\(snapshot.event)): \($0)"
    }
  }

  /// Reads the files, or the bundled scenario when there are none; every problem of every file
  /// is in the error.
  private static func load(_ files: [String]) throws(ScenarioError) -> [Scenario] {
    guard !files.isEmpty else { return [try BundledScenario.load()] }
    let loader = ScenarioLoader()
    var scenarios: [Scenario] = []
    var problems: [ScenarioProblem] = []
    for file in files {
      do {
        scenarios.append(try loader.load(path: file))
      } catch {
        problems += error.problems
      }
    }
    guard problems.isEmpty else { throw ScenarioError(problems: problems) }
    return scenarios
  }

  private static func writeFiles(
    _ runs: [ScenarioRun], options: CommandOptions, standardError: (String) -> Void
  ) throws {
    if let directory = options.svgDirectory {
      let paths = try RunOutputs.writeSVGs(runs, to: directory)
      standardError("keyboard-sim: wrote \(paths.count) SVG file(s) to \(directory)\n")
    }
    if let directory = options.svgSummaryDirectory {
      let paths = try RunOutputs.writeSummarySVGs(runs, to: directory)
      standardError("keyboard-sim: wrote \(paths.count) summary SVG file(s) to \(directory)\n")
    }
    if let file = options.htmlFile {
      try RunOutputs.writeHTML(runs, to: file)
      standardError("keyboard-sim: wrote \(file)\n")
    }
    if let directory = options.goldensDirectory {
      let paths = try RunOutputs.writeGoldens(runs, to: directory)
      standardError("keyboard-sim: wrote \(paths.count) golden file(s) to \(directory)\n")
    }
  }
}
