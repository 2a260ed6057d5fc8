/// What the command line asked for. Parsed by hand: the package has no dependencies.
package struct CommandOptions: Hashable, Sendable {
  /// The scenario files; empty runs the bundled default scenario.
  package var files: [String] = []
  /// `--json`: print every step's state as JSON instead of the table.
  package var json = false
  /// `--svg DIR`: write one SVG per step into DIR.
  package var svgDirectory: String?
  /// `--svg-summary DIR`: write one SVG per scenario, of its key step, as DIR/NAME.svg.
  package var svgSummaryDirectory: String?
  /// `--html FILE`: write one self-contained page with every step.
  package var htmlFile: String?
  /// `--check`: verify the invariants after every step; exit 1 on a violation.
  package var check = false
  /// `-q`, `--quiet`: instead of the table, one line per scenario (its verdict) with its
  /// violations, and a last line of totals; no legend, no "wrote …" messages.
  package var quiet = false
  /// `--write-goldens DIR`: write each scenario's JSON output to DIR/NAME.json.
  package var goldensDirectory: String?
  /// `--list-devices`: print the device profile names.
  package var listDevices = false
  /// `--help`.
  package var help = false

  /// Creates default options (run the bundled scenario, print the table).
  package init() {}

  /// Whether an output needs every run whole (the pictures, the page, the goldens): the table
  /// and the JSON are written step by step.
  package var needsWholeRuns: Bool {
    svgDirectory != nil || svgSummaryDirectory != nil || htmlFile != nil
      || goldensDirectory != nil
  }

  /// Parses the arguments (without the program name).
  ///
  /// - Throws: a ``UsageError`` for an unknown option or a missing option value.
  package static func parse(_ arguments: [String]) throws(UsageError) -> CommandOptions {
    var options = CommandOptions()
    var remaining = arguments[...]
    var onlyFiles = false
    while let argument = remaining.popFirst() {
      if onlyFiles || !argument.hasPrefix("-") || argument == "-" {
        options.files.append(argument)
        continue
      }
      switch argument {
      case "--": onlyFiles = true
      case "--json": options.json = true
      case "--check": options.check = true
      case "-q", "--quiet": options.quiet = true
      case "--list-devices": options.listDevices = true
      case "-h", "--help": options.help = true
      case "--svg": options.svgDirectory = try value(of: argument, from: &remaining)
      case "--svg-summary": options.svgSummaryDirectory = try value(of: argument, from: &remaining)
      case "--html": options.htmlFile = try value(of: argument, from: &remaining)
      case "--write-goldens": options.goldensDirectory = try value(of: argument, from: &remaining)
      default: throw UsageError(message: "unknown option \(argument)")
      }
    }
    if options.quiet && options.json {
      throw UsageError(message: "--quiet and --json exclude each other")
    }
    return options
  }

  private static func value(of option: String, from remaining: inout ArraySlice<String>)
    throws(UsageError) -> String
  {
    guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
      throw UsageError(message: "\(option) needs a value")
    }
    return value
  }

  /// The help text.
  package static let usage = """
    usage: keyboard-sim [options] [FILE...]
           keyboard-sim fuzz [--seed S] [--sessions N] [--first K] [--out DIR]

    Runs keyboard scenarios through the real KeyboardLift pipeline on the headless backend and
    shows what moved, by how much and why. With no FILE, runs the bundled sign-up form scenario.

    options:
      --json               print every element's state after every step, as JSON
      -q, --quiet          print one verdict line per scenario, its violations, and the totals
                           (instead of the table; not with --json)
      --svg DIR            write one SVG picture per step into DIR
      --svg-summary DIR    write one SVG per scenario, of its key step, as DIR/NAME.svg
      --html FILE          write one self-contained HTML page: every step as a timeline, each
                           picture beside what happened
      --check              verify the invariants after every step; exit 1 naming a violation
      --write-goldens DIR  write each scenario's JSON output to DIR/NAME.json
      --list-devices       print the device profile names a scenario can use
      -h, --help           print this help

    The table ends with a legend of its columns and symbols. Colours only when standard output
    is a terminal and NO_COLOR is not set (https://no-color.org).

    exit status: 0 success, 1 an invariant is violated (--check), 2 bad input (nothing run).
    The scenario format and the output are described in Docs/ScenarioFormat.md.
    """
}

/// A command line that cannot be understood.
package struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  package var message: String

  /// Creates an error.
  package init(message: String) { self.message = message }

  /// `keyboard-sim: MESSAGE`.
  package var description: String { "keyboard-sim: \(message)" }
}
