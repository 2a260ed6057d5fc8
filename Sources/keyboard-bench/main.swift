import Foundation
import KeyboardHeadless
import KeyboardLift

// keyboard-bench: measures KeyboardLift's costs and prints figures. It asserts nothing about
// time; run it in release mode on a quiet machine: `swift run -c release keyboard-bench`.
// Each scene also counts the events it dispatched, so a benchmark that silently stopped doing
// its work is reported instead of timed.

@MainActor
func benchmarks() throws -> [Measurement] {
  var results: [Measurement] = []

  let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
  let userInfo: [AnyHashable: Any] = [
    KeyboardUserInfoKey.frameBegin: CGRect(x: 0, y: 844, width: 390, height: 336),
    KeyboardUserInfoKey.frameEnd: CGRect(x: 0, y: 508, width: 390, height: 336),
    KeyboardUserInfoKey.animationDuration: 0.25, KeyboardUserInfoKey.animationCurve: 7,
    KeyboardUserInfoKey.isLocal: true,
  ]
  var parsed = 0
  results.append(
    Measurement.run("parse + normalise a notification", unit: "notification", operations: 10_000) {
      for _ in 0..<10_000 {
        if let info = try? KeyboardInfo(
          notification: .willShow, userInfo: userInfo, screenBounds: screen)
        {
          parsed += Int(info.height)
        }
      }
    })
  guard parsed > 0 else { throw BenchmarkError.noWork("the parser produced nothing") }

  // One cycle: focus each of 12 fields in turn with the keyboard up (end/begin editing and the
  // keyboard's will/did notifications each time), one keyboard frame change, then a hide.
  for extra in [0, 50] {
    let form = try Scenes.form(
      fieldCount: 12, extra: (0..<extra).map { ObservingAdjuster(index: $0) })
    let name =
      extra == 0
      ? "form cycle, 12 fields (recommended set)" : "form cycle, 12 fields + 50 adjusters"
    results.append(
      Measurement.run(name, unit: "cycle", operations: 20) {
        for _ in 0..<20 { form.runCycle() }
      })
    try form.checkWork(minimumAdjustments: 20 * 12)
  }

  let deep = try Scenes.nested(depth: 30)
  results.append(
    Measurement.run(
      "show + hide, field in 30 nested scroll views", unit: "show+hide", operations: 20
    ) {
      for _ in 0..<20 { deep.runCycle() }
    })
  try deep.checkWork(minimumAdjustments: 20)
  return results
}

let results = try MainActor.assumeIsolated { try benchmarks() }
print("keyboard-bench — median of 7 rounds after a warm-up (fastest … slowest)")
for result in results { print(result.line) }
