import Foundation

/// A scenario file with its steps repeated: the sign-up scenario's eight steps end where they
/// started (the keyboard down, nothing focused), so repeating them gives a long session of the
/// same work, for keyboard-sim's throughput and memory figures.
enum RepeatedScenario {
  /// Why a file cannot be repeated.
  enum Problem: Error, CustomStringConvertible {
    case notAScenario

    var description: String { "the file is not a scenario object with a non-empty \"steps\" array" }
  }

  /// The JSON of the scenario in `data` with its steps repeated, and cut, to exactly `steps`.
  static func json(from data: Data, steps: Int) throws -> String {
    guard var scenario = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let cycle = scenario["steps"] as? [Any], !cycle.isEmpty
    else { throw Problem.notAScenario }
    let count = max(steps, 0)
    scenario["steps"] = (0..<count).map { cycle[$0 % cycle.count] }
    if let name = scenario["name"] as? String { scenario["name"] = "\(name)-\(count)-steps" }
    let output = try JSONSerialization.data(withJSONObject: scenario, options: [.sortedKeys])
    return String(decoding: output, as: UTF8.self)
  }
}
