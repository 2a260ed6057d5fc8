import Foundation

/// `keyboard-sim fuzz`: generates random apps and timelines from a seed, runs each through the
/// simulator with every invariant checked after every step, and prints each failure as a
/// self-contained scenario file shrunk to the steps that matter.
@MainActor
enum FuzzCommand {
  /// The options of `keyboard-sim fuzz`.
  struct Options: Equatable {
    /// `--seed S` (default 1).
    var seed: UInt64 = 1
    /// `--sessions N`: how many scenarios to generate (default 1000).
    var sessions = 1000
    /// `--first K`: the index of the first scenario (default 0), to reproduce one.
    var first = 0
    /// `--out DIR`: write each failure to DIR/NAME.json as well.
    var outputDirectory: String?
  }

  /// The help text.
  static let usage = """
    usage: keyboard-sim fuzz [--seed S] [--sessions N] [--first K] [--out DIR]

    Generates N random apps and timelines from seed S (scenarios K..<K+N), runs each through
    KeyboardLift on the headless backend and checks every invariant after every step. Each failure
    is printed as a scenario file, shrunk to the steps that still fail; run it again with
    `keyboard-sim --check FILE`. Deterministic: the same seed gives the same scenarios.

    exit status: 0 nothing found, 1 a failure was found, 2 bad arguments.
    """

  /// Parses the arguments after `fuzz`.
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      guard let value = remaining.popFirst() else {
        throw UsageError(message: "fuzz: \(argument) needs a value")
      }
      switch argument {
      case "--seed":
        guard let seed = UInt64(value) else {
          throw UsageError(message: "fuzz: --seed expects a whole number ≥ 0, found \(value)")
        }
        options.seed = seed
      case "--sessions", "--first":
        guard let number = Int(value), number >= 0 else {
          throw UsageError(message: "fuzz: \(argument) expects a whole number ≥ 0, found \(value)")
        }
        if argument == "--sessions" { options.sessions = number } else { options.first = number }
      case "--out":
        options.outputDirectory = value
      default:
        throw UsageError(message: "fuzz: unknown option \(argument)")
      }
    }
    return options
  }

  /// Runs `keyboard-sim fuzz` with `arguments` (after `fuzz`).
  static func run(
    arguments: [String], standardOutput: (String) -> Void, standardError: (String) -> Void
  ) -> SimulatorExitStatus {
    if arguments.contains("-h") || arguments.contains("--help") {
      standardOutput(usage + "\n")
      return .success
    }
    let options: Options
    do {
      options = try parse(arguments)
    } catch {
      standardError("\(error)\n\n\(usage)\n")
      return .badInput
    }
    let start = Date()
    let report = FuzzRunner().run(
      seed: options.seed, sessions: options.first..<(options.first + options.sessions))
    let seconds = max(Date().timeIntervalSince(start), 0.001)
    for failure in report.failures {
      standardOutput(
        "failure in scenario \(failure.session):\n"
          + failure.problems.map { "  \($0)\n" }.joined() + failure.file)
      if let directory = options.outputDirectory {
        let url = URL(fileURLWithPath: directory)
          .appendingPathComponent("fuzz-\(options.seed)-\(failure.session).json")
        do {
          try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true)
          try Data(failure.file.utf8).write(to: url)
        } catch {
          standardError(
            "keyboard-sim fuzz: cannot write \(url.path): \(error.localizedDescription)\n")
        }
      }
    }
    let rate = Double(report.scenarios) / seconds
    standardOutput(
      "fuzz: seed \(options.seed), scenarios \(options.first)..<\(options.first + options.sessions): "
        + "\(report.scenarios) scenarios, \(report.sessions) keyboard sessions, \(report.steps) steps "
        + "in \(String(format: "%.1f", seconds)) s (\(String(format: "%.0f", rate)) scenarios/s); "
        + "\(report.failures.count) failure(s)\n")
    return report.failures.isEmpty ? .success : .violation
  }
}
