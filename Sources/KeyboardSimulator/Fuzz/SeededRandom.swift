import Foundation

/// A deterministic random number generator (SplitMix64): the same seed gives the same numbers on
/// every machine and every run, so a generated scenario is reproduced from its seed alone.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  /// A generator for `seed`.
  init(seed: UInt64) { state = seed }

  /// The generator of session `index` of a run seeded with `seed`: independent of every other
  /// session, so one session is reproduced without generating those before it.
  init(seed: UInt64, session index: Int) {
    var mixer = SeededRandom(
      seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15))
    state = mixer.next()
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// `true` with probability `probability`.
  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }

  /// A whole number of points in `range` (scenario geometry stays on whole points, so a failure
  /// reads easily).
  mutating func points(_ range: ClosedRange<Int>) -> Double {
    Double(Int.random(in: range, using: &self))
  }

  /// One of `choices` (which must not be empty).
  mutating func pick<T>(_ choices: [T]) -> T {
    choices[Int.random(in: 0..<choices.count, using: &self)]
  }
}
