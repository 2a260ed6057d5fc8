import Foundation
import KeyboardBenchScenes

// keyboard-bench: the instrument behind scripts/bench-instructions (Docs/Performance.md).
//
//   keyboard-bench run EVENT [--hand] [--depth N] [--scroll-views M] [--adjusters K]
//                            [--repetitions R]
//       Builds the phase, warms it up (two unmeasured repetitions), then runs R repetitions
//       (default 20), each prepared and checked outside `callgrindMeasuredRegion`, the function
//       callgrind dumps a profile part around (see below).
//       EVENT: show, hide, focus, repeat, parse. Without --depth the scene is the form.
//   keyboard-bench split FILE... [--top N]
//       Reads callgrind profile parts, keeps those dumped after an event, and prints per event
//       (their mean): the instructions and their split between KeyboardLift, the host and the
//       benchmark, and the allocations, split the same way; --top lists the N costliest
//       functions.
//   keyboard-bench scenario FILE --steps N
//       Prints scenario FILE with its steps repeated (and cut) to N steps.
//
// It asserts nothing about figures. A phase that drifts from its starting state or does not do
// its work stops it with status 1.

/// The region callgrind measures: exactly one event. Callgrind dumps its counters on entering
/// this function (`--dump-before=*callgrindMeasuredRegion*`) and on leaving the one it calls
/// (`--dump-after=*callgrindMeasuredEvent*`), so each event gets a profile part of its own, call
/// counts included, with nothing of the set-up. (Two functions: callgrind takes one dump option
/// per function. Their names share no word with the module's, which Swift's mangling would
/// abbreviate so that the patterns no longer match.)
@MainActor
@inline(never)
func callgrindMeasuredRegion(_ phase: MeasuredPhase) {
  callgrindMeasuredEvent(phase)
}

/// The event, inside ``callgrindMeasuredRegion(_:)``.
@MainActor
@inline(never)
func callgrindMeasuredEvent(_ phase: MeasuredPhase) {
  phase.run()
}

@MainActor
func runPhase(_ options: Options) throws {
  let spec = try options.phaseSpec()
  let phase = try MeasuredPhase(spec)
  let repetitions = options.integer("--repetitions") ?? 20
  var before = phase.scene.state
  for _ in 0..<repetitions {
    try phase.prepare()
    before = phase.scene.state
    callgrindMeasuredRegion(phase)
    try phase.check()
  }
  let scene = phase.scene
  print(
    "\(spec): \(repetitions) repetitions; \(scene.viewCount) views, field at depth "
      + "\(BenchScene.depth(of: scene.firstField)), \(scene.scrollViews.count) scroll view(s)\n"
      + "  before: \(before)\n  after:  \(scene.state)")
}

func split(_ options: Options) throws {
  let parts = try options.arguments.map { try String(contentsOfFile: $0, encoding: .utf8) }
    .filter { $0.contains("desc: Trigger: --dump-after=") }
  guard !parts.isEmpty else { throw UsageError.missing("a profile part dumped after an event") }
  let profile = CallgrindProfile(text: parts.joined(separator: "\n"))
  let events = Double(parts.count)
  let attribution = CostAttribution(profile)
  let allocations = AllocationCount(profile)
  let allocationAttribution = CostAttribution(
    profile, costs: allocations.byCaller, weighting: .callCount)
  func perEvent(_ value: Double) -> String { String(Int((value / events).rounded())) }
  func perEventFraction(_ value: Double) -> String { String(format: "%.1f", value / events) }

  var fields = ["events=\(parts.count)", "total=\(perEvent(Double(profile.total)))"]
  for owner in CodeOwner.allCases {
    fields.append("\(owner.rawValue)=\(perEvent(attribution.byOwner[owner] ?? 0))")
  }
  fields.append("mallocs=\(perEventFraction(Double(allocations.count)))")
  for owner in CodeOwner.allCases {
    let count = allocationAttribution.byOwner[owner] ?? 0
    fields.append("mallocs.\(owner.rawValue)=\(perEventFraction(count))")
  }
  print(fields.joined(separator: " "))

  guard let top = options.integer("--top") else { return }
  for (title, split, format) in [
    ("instructions", attribution, perEvent),
    ("allocations", allocationAttribution, perEventFraction),
  ] {
    print("-- costliest functions by \(title) per event, library calls included --")
    for (function, share) in split.byFunction.sorted(by: { $0.value.cost > $1.value.cost })
      .prefix(top)
    {
      print("\(format(share.cost))\t\(share.owner.rawValue)\t\(function)")
    }
  }
}

func repeatScenario(_ options: Options) throws {
  guard let path = options.arguments.first else { throw UsageError.missing("FILE") }
  guard let steps = options.integer("--steps") else { throw UsageError.missing("--steps N") }
  let data = try Data(contentsOf: URL(fileURLWithPath: path))
  print(try RepeatedScenario.json(from: data, steps: steps))
}

do {
  let options = try Options(Array(CommandLine.arguments.dropFirst()))
  switch options.command {
  case "run": try MainActor.assumeIsolated { try runPhase(options) }
  case "split": try split(options)
  case "scenario": try repeatScenario(options)
  default: throw UsageError.unknownCommand(options.command)
  }
} catch {
  FileHandle.standardError.write(Data("keyboard-bench: \(error)\n".utf8))
  exit(1)
}
