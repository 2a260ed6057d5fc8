import Foundation

/// Runs generated scenarios through the simulator and its invariant checker, and shrinks each
/// failing one to the few steps that still fail.
@MainActor
package struct FuzzRunner {
  /// What runs each scenario.
  private let runner: ScenarioRunner

  /// Creates a fuzz runner that runs scenarios with `runner`.
  package init(runner: ScenarioRunner = ScenarioRunner()) {
    self.runner = runner
  }

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
        let file = JSONFormatter().format(shrunk) + "\n"
        // The problems the printed file gives, read back from its text as `--check` reads it.
        let shrunkProblems: [String]
        if case .failed(let remaining) = evaluate(Self.reread(file)) {
          shrunkProblems = remaining
        } else {
          shrunkProblems =
            problems + ["note: the printed file passes; a value did not survive its JSON text"]
        }
        report.failures.append(Failure(session: index, problems: shrunkProblems, file: file))
      }
    }
    return report
  }

  /// `file` parsed back into a document, as `--check` reads it; `.null` (which does not
  /// decode) when it is not JSON.
  static func reread(_ file: String) -> JSONValue {
    (try? JSONValue.parse(Data(file.utf8))) ?? .null
  }

  /// What running one scenario gave.
  package enum Outcome {
    /// Every invariant held: the scenario's step count and how many keyboard sessions it opened.
    case passed(steps: Int, sessions: Int)
    /// The problem lines: violations, or decoding problems prefixed `invalid:`.
    case failed([String])
  }

  /// Decodes and runs `scenario`; a file that does not decode fails with its problems.
  ///
  /// The document is decoded as it was built, without writing it as JSON text and parsing that
  /// (a tenth of a fuzz run): the generator writes only finite numbers, which the text keeps
  /// exactly, and a failure's file is checked again from its text (``reread(_:)``).
  package func evaluate(_ scenario: JSONValue) -> Outcome {
    let decoded: Scenario
    do {
      decoded = try ScenarioLoader().decode(
        scenario, file: "generated.json", defaultName: "generated")
    } catch {
      return .failed(error.problems.map { "invalid: \($0)" })
    }
    let run = runner.run(decoded)
    let violations = run.violations
    guard violations.isEmpty else { return .failed(violations) }
    let shows = run.snapshots.reduce(0) { count, snapshot in
      count + snapshot.records.filter { $0.action == "show" }.count
    }
    return .passed(steps: run.snapshots.count - 1, sessions: shows)
  }

  /// The kind of a problem line: the invariant it names ("gap-equals-distance"), or "invalid".
  package static func kind(of problem: String) -> String {
    if problem.hasPrefix("invalid:") { return "invalid" }
    // "step 3 (focus f): gap-equals-distance: …" — the event may hold parentheses itself.
    let named = Invariant.allCases.first { problem.contains("): \($0.rawValue): ") }
    return named?.rawValue ?? "unknown"
  }

  /// Shrinks a failing scenario: first its steps (``shrinkSteps(_:keeping:)``), then its views
  /// (``shrinkViews(_:keeping:)``), so the file left holds what the failure needs.
  package func shrink(_ scenario: JSONValue, keeping kinds: Set<String>) -> JSONValue {
    shrinkViews(shrinkSteps(scenario, keeping: kinds), keeping: kinds)
  }

  /// Whether `scenario` still fails with one of `kinds`.
  func stillFails(_ scenario: JSONValue, keeping kinds: Set<String>) -> Bool {
    guard case .failed(let problems) = evaluate(scenario) else { return false }
    if kinds == ["invalid"] { return problems.allSatisfy { Self.kind(of: $0) == "invalid" } }
    return problems.contains { kinds.contains(Self.kind(of: $0)) }
  }

  /// Removes steps while the scenario still fails with one of `kinds`: chunks of half the steps,
  /// then quarters, down to single steps.
  func shrinkSteps(_ scenario: JSONValue, keeping kinds: Set<String>) -> JSONValue {
    guard case .object(var file) = scenario, case .array(var steps)? = file["steps"] else {
      return scenario
    }
    var chunk = max(1, steps.count / 2)
    while chunk >= 1 {
      var start = 0
      while start < steps.count {
        var candidate = steps
        candidate.removeSubrange(start..<min(start + chunk, steps.count))
        file["steps"] = .array(candidate)
        if !candidate.isEmpty, stillFails(.object(file), keeping: kinds) {
          steps = candidate
        } else {
          start += chunk
        }
      }
      chunk /= 2
    }
    file["steps"] = .array(steps)
    return .object(file)
  }

  /// Removes views (and table sections' cells) one at a time, last first, while the scenario
  /// still fails; a removal that leaves a step naming a missing id does not decode and is
  /// skipped.
  func shrinkViews(_ scenario: JSONValue, keeping kinds: Set<String>) -> JSONValue {
    var current = scenario
    var removedAny = true
    while removedAny {
      removedAny = false
      for path in Self.removablePaths(in: current).reversed() {
        guard let candidate = Self.removing(path, from: current),
          stillFails(candidate, keeping: kinds)
        else { continue }
        current = candidate
        removedAny = true
        break
      }
    }
    return current
  }

  /// One step of a path into a JSON document.
  enum PathStep: Equatable {
    case key(String)
    case index(Int)
  }

  /// The paths of every element of a `subviews` or `cells` array in `value`.
  static func removablePaths(in value: JSONValue, at path: [PathStep] = []) -> [[PathStep]] {
    switch value {
    case .object(let members):
      return members.keys.sorted().flatMap { key -> [[PathStep]] in
        guard let member = members[key] else { return [] }
        var paths = removablePaths(in: member, at: path + [.key(key)])
        if key == "subviews" || key == "cells", case .array(let elements) = member {
          paths += elements.indices.map { path + [.key(key), .index($0)] }
        }
        return paths
      }
    case .array(let elements):
      return elements.enumerated().flatMap { index, element in
        removablePaths(in: element, at: path + [.index(index)])
      }
    default:
      return []
    }
  }

  /// `value` without the array element at `path`; `nil` when the path does not lead to one.
  static func removing(_ path: [PathStep], from value: JSONValue) -> JSONValue? {
    guard let first = path.first else { return nil }
    let rest = Array(path.dropFirst())
    switch (value, first) {
    case (.object(var members), .key(let key)):
      guard let member = members[key] else { return nil }
      if rest.isEmpty { return nil }
      guard let changed = removing(rest, from: member) else { return nil }
      members[key] = changed
      return .object(members)
    case (.array(var elements), .index(let index)):
      guard elements.indices.contains(index) else { return nil }
      if rest.isEmpty {
        elements.remove(at: index)
        return .array(elements)
      }
      guard let changed = removing(rest, from: elements[index]) else { return nil }
      elements[index] = changed
      return .array(elements)
    default:
      return nil
    }
  }
}
