import Foundation

/// Runs generated scenarios through the simulator and its invariant checker, and shrinks each
/// failing one to the few steps that still fail.
@MainActor
struct FuzzRunner {
  /// What a fuzz run found.
  struct Report {
    /// How many scenarios ran.
    var scenarios = 0
    /// How many steps they had in all.
    var steps = 0
    /// How many keyboard sessions they opened (shows sent).
    var sessions = 0
    /// The failures, shrunk.
    var failures: [Failure] = []
  }

  /// One failing scenario.
  struct Failure {
    /// The session index within the run.
    var session: Int
    /// What went wrong: invariant violations, or the generated file not decoding (a generator
    /// bug).
    var problems: [String]
    /// The shrunk scenario file that reproduces it.
    var file: String
  }

  /// Runs sessions `range` of the run seeded with `seed`.
  func run(seed: UInt64, sessions range: Range<Int>) -> Report {
    var report = Report()
    let generator = ScenarioGenerator()
    for index in range {
      let scenario = generator.scenario(seed: seed, session: index)
      report.scenarios += 1
      switch evaluate(scenario) {
      case .passed(let steps, let sessions):
        report.steps += steps
        report.sessions += sessions
      case .failed(let problems):
        let shrunk = shrink(scenario, keeping: Set(problems.map(Self.kind)))
        report.failures.append(
          Failure(
            session: index, problems: problems,
            file: JSONFormatter().format(shrunk) + "\n"))
      }
    }
    return report
  }

  enum Outcome {
    case passed(steps: Int, sessions: Int)
    case failed([String])
  }

  /// Decodes and runs `scenario`; a file that does not decode fails with its problems.
  func evaluate(_ scenario: JSONValue) -> Outcome {
    let data = Data(JSONFormatter().format(scenario).utf8)
    let decoded: Scenario
    do {
      decoded = try ScenarioLoader().decode(data, file: "generated.json", defaultName: "generated")
    } catch {
      return .failed(error.problems.map { "invalid: \($0)" })
    }
    let run = ScenarioRunner().run(decoded)
    let violations = run.violations
    guard violations.isEmpty else { return .failed(violations) }
    let shows = run.snapshots.reduce(0) { count, snapshot in
      count + snapshot.records.filter { $0.action == "show" }.count
    }
    return .passed(steps: run.snapshots.count - 1, sessions: shows)
  }

  /// The kind of a problem line: the invariant it names ("gap-equals-distance"), or "invalid".
  static func kind(of problem: String) -> String {
    if problem.hasPrefix("invalid:") { return "invalid" }
    // "step 3 (focus f): gap-equals-distance: …"
    let afterStep = problem.split(separator: ")", maxSplits: 1).last ?? Substring(problem)
    let name = afterStep.drop { $0 == ":" || $0 == " " }.prefix { $0 != ":" }
    return String(name)
  }

  /// Removes steps while the scenario still fails with one of `kinds`: chunks of half the steps,
  /// then quarters, down to single steps, until no single step can go.
  func shrink(_ scenario: JSONValue, keeping kinds: Set<String>) -> JSONValue {
    guard case .object(var file) = scenario, case .array(var steps)? = file["steps"] else {
      return scenario
    }
    func stillFails(_ candidate: [JSONValue]) -> Bool {
      var trial = file
      trial["steps"] = .array(candidate)
      guard case .failed(let problems) = evaluate(.object(trial)) else { return false }
      return problems.contains {
        kinds.contains(Self.kind(of: $0)) && Self.kind(of: $0) != "invalid"
      }
        || (kinds == ["invalid"] && problems.allSatisfy { Self.kind(of: $0) == "invalid" })
    }
    var chunk = max(1, steps.count / 2)
    while chunk >= 1 {
      var start = 0
      var removedAny = false
      while start < steps.count {
        var candidate = steps
        candidate.removeSubrange(start..<min(start + chunk, steps.count))
        if !candidate.isEmpty, stillFails(candidate) {
          steps = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if chunk == 1 && !removedAny { break }
      chunk = removedAny && chunk == 1 ? 1 : chunk / 2
    }
    file["steps"] = .array(steps)
    return .object(file)
  }
}
