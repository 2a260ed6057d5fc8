import Foundation

/// The timing of one benchmark: several rounds, reported per operation.
struct Measurement {
  let name: String
  let unit: String
  let operationsPerRound: Int
  let roundNanoseconds: [Double]

  var perOperation: [Double] { roundNanoseconds.map { $0 / Double(operationsPerRound) }.sorted() }
  var median: Double { perOperation[perOperation.count / 2] }

  /// Runs `round` `rounds` times after one warm-up round.
  @MainActor
  static func run(
    _ name: String, unit: String, operations: Int, rounds: Int = 7, _ round: @MainActor () -> Void
  ) -> Measurement {
    round()
    let clock = ContinuousClock()
    let samples = (0..<rounds).map { _ in
      let elapsed = clock.measure { round() }
      return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    }
    return Measurement(
      name: name, unit: unit, operationsPerRound: operations, roundNanoseconds: samples)
  }

  /// `name ……… 40.63 µs per cycle  (40.46 … 41.26)`.
  var line: String {
    let spread =
      "(\(Self.format(perOperation.first ?? 0)) … \(Self.format(perOperation.last ?? 0)))"
    return name.padding(toLength: 46, withPad: " ", startingAt: 0)
      + Self.format(median).leftPadded(to: 10) + " per \(unit)  " + spread
  }

  static func format(_ nanoseconds: Double) -> String {
    if nanoseconds >= 1_000_000 { return String(format: "%.2f ms", nanoseconds / 1_000_000) }
    if nanoseconds >= 1_000 { return String(format: "%.2f µs", nanoseconds / 1_000) }
    return String(format: "%.0f ns", nanoseconds)
  }
}

/// A benchmark whose scene did not do the work it is timed for.
enum BenchmarkError: Error, CustomStringConvertible {
  case noWork(String)
  var description: String {
    switch self {
    case .noWork(let what): "benchmark did no work: \(what)"
    }
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
