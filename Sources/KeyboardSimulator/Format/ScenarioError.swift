import Foundation

/// One thing wrong with a scenario file: where (the file and the JSON path) and what was
/// expected. Printed as one line: `form.json: $.root.view.frame.height: expected a non-negative
/// number, found -20`.
public struct ScenarioProblem: Hashable, Sendable, CustomStringConvertible {
  /// The file, as the user named it.
  public var file: String
  /// Where in the document; `nil` when the problem is the whole file (unreadable, not JSON).
  public var path: JSONPath?
  /// What was expected and what was found.
  public var message: String

  /// Creates a problem.
  package init(file: String, path: JSONPath?, message: String) {
    self.file = file
    self.path = path
    self.message = message
  }

  /// `FILE: $.path: message`, or `FILE: message` for a whole-file problem.
  public var description: String {
    if let path { return "\(file): \(path): \(message)" }
    return "\(file): \(message)"
  }
}

/// Every problem found in one or more scenario files. Nothing of a file with a problem is run.
public struct ScenarioError: Error, Sendable, CustomStringConvertible {
  /// The problems, in document order per file.
  public var problems: [ScenarioProblem]

  /// Creates an error from its problems.
  package init(problems: [ScenarioProblem]) { self.problems = problems }

  /// One line per problem.
  public var description: String { problems.map(\.description).joined(separator: "\n") }
}

/// Collects problems while a document is read, so that all of them are reported, not just the
/// first.
final class ProblemList {
  /// The file the problems are in.
  let file: String
  private(set) var problems: [ScenarioProblem] = []

  init(file: String) { self.file = file }

  /// Records that at `path`, `expected` was expected but `found` was there.
  func expected(_ expected: String, found: JSONValue?, at path: JSONPath) {
    let foundText = found?.shortDescription ?? "nothing (the field is missing)"
    add("expected \(expected), found \(foundText)", at: path)
  }

  /// Records a problem with a free-form message.
  func add(_ message: String, at path: JSONPath?) {
    problems.append(ScenarioProblem(file: file, path: path, message: message))
  }

  var isEmpty: Bool { problems.isEmpty }
}
