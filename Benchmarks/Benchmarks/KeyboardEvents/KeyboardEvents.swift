import Benchmark
import Foundation
import KeyboardBenchScenes

// The phases of Docs/Performance.md on ordo-one's package-benchmark: wall clock and heap
// allocations per event (the instruction counts come from callgrind, scripts/bench-instructions).
// Every sample is one event: the phase is prepared before `startMeasurement()` and checked after
// `stopMeasurement()`, so every sample starts from the same state and set-up is never measured.
//
//   swift package --package-path Benchmarks benchmark
//   KEYBOARD_BENCH_QUICK=1 swift package --package-path Benchmarks benchmark   # a few samples

/// The phases measured, KeyboardLift's beside the hand-written baseline's.
let measuredPhases: [PhaseSpec] =
  [
    PhaseSpec(.show, by: .handWritten), PhaseSpec(.show),
    PhaseSpec(.hide, by: .handWritten), PhaseSpec(.hide),
    PhaseSpec(.focus, by: .handWritten), PhaseSpec(.focus),
    PhaseSpec(.repeatedDidShow), PhaseSpec(.parse),
    PhaseSpec(.show, noOpAdjusters: 50), PhaseSpec(.hide, noOpAdjusters: 50),
    PhaseSpec(.focus, noOpAdjusters: 50),
  ]
  + [20, 200].flatMap { depth in
    [1, 10].map { PhaseSpec(.show, on: .nested(depth: depth, scrollViews: $0)) }
  }

/// The phases built so far, by spec: built on first use, inside the first sample's unmeasured
/// part.
@MainActor
private var builtPhases: [String: MeasuredPhase] = [:]

@MainActor
private func phase(_ spec: PhaseSpec) throws -> MeasuredPhase {
  if let phase = builtPhases[spec.description] { return phase }
  let phase = try MeasuredPhase(spec)
  builtPhases[spec.description] = phase
  return phase
}

let benchmarks: @Sendable () -> Void = {
  let quick = ProcessInfo.processInfo.environment["KEYBOARD_BENCH_QUICK"] != nil
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    warmupIterations: quick ? 1 : 10,
    maxDuration: quick ? .milliseconds(50) : .seconds(2),
    maxIterations: quick ? 5 : 20_000)

  for spec in measuredPhases {
    Benchmark(spec.description) { @MainActor benchmark async throws in
      let phase = try phase(spec)
      for _ in benchmark.scaledIterations {
        try phase.prepare()
        benchmark.startMeasurement()
        phase.run()
        benchmark.stopMeasurement()
        try phase.check()
      }
    }
  }
}
