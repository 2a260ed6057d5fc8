import Foundation
import KeyboardBenchScenes

/// keyboard-bench's command line: a command, its arguments, `--flag` and `--option VALUE`.
struct Options {
  /// The command: `run`, `split` or `scenario`.
  let command: String
  /// The arguments that are neither flags nor option values.
  private(set) var arguments: [String] = []
  private var values: [String: String] = [:]
  private var flags: Set<String> = []

  private static let flagNames: Set<String> = ["--hand"]
  private static let optionNames: Set<String> = [
    "--depth", "--scroll-views", "--adjusters", "--repetitions", "--top", "--steps",
  ]

  /// Reads `arguments` (without the program's name).
  init(_ arguments: [String]) throws(UsageError) {
    guard let command = arguments.first else { throw UsageError.missing("a command") }
    self.command = command
    var rest = arguments.dropFirst()
    while let argument = rest.popFirst() {
      if Self.flagNames.contains(argument) {
        flags.insert(argument)
      } else if Self.optionNames.contains(argument) {
        guard let value = rest.popFirst() else {
          throw UsageError.missing("a value for \(argument)")
        }
        values[argument] = value
      } else if argument.hasPrefix("--") {
        throw UsageError.unknownOption(argument)
      } else {
        self.arguments.append(argument)
      }
    }
  }

  /// The integer value of `option`, if given.
  func integer(_ option: String) -> Int? { values[option].flatMap { Int($0) } }

  /// The phase `run` names: its event, `--hand`, the scene (`--depth`, `--scroll-views`) and
  /// `--adjusters`.
  func phaseSpec() throws(UsageError) -> PhaseSpec {
    guard let name = arguments.first else { throw UsageError.missing("EVENT") }
    guard let event = KeyboardEvent(rawValue: name) else { throw UsageError.unknownEvent(name) }
    let shape: SceneShape =
      if let depth = integer("--depth") {
        .nested(depth: depth, scrollViews: integer("--scroll-views") ?? 1)
      } else {
        .form
      }
    return PhaseSpec(
      event, by: flags.contains("--hand") ? .handWritten : .keyboardLift, on: shape,
      noOpAdjusters: integer("--adjusters") ?? 0)
  }
}

/// A command line keyboard-bench cannot run.
enum UsageError: Error, CustomStringConvertible {
  case missing(String)
  case unknownCommand(String)
  case unknownOption(String)
  case unknownEvent(String)

  var description: String {
    let problem =
      switch self {
      case .missing(let what): "missing \(what)"
      case .unknownCommand(let command): "unknown command \(command)"
      case .unknownOption(let option): "unknown option \(option)"
      case .unknownEvent(let event):
        "unknown event \(event) (one of: "
          + KeyboardEvent.allCases.map(\.rawValue).joined(separator: ", ") + ")"
      }
    return problem + "; see the comment at the top of Benchmarks/Sources/keyboard-bench/main.swift"
  }
}
