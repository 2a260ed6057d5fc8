import Foundation

/// Reads the fields of one JSON object and remembers which ones were asked for, so that
/// ``finish(as:)`` can report every field nobody asked for — a misspelt or misplaced field is
/// a problem, never silently ignored.
final class JSONObjectReader {
  private let fields: [String: JSONValue]
  /// The object's path.
  let path: JSONPath
  /// Where problems go.
  let problems: ProblemList
  private var askedKeys: [String] = []

  init(fields: [String: JSONValue], path: JSONPath, problems: ProblemList) {
    self.fields = fields
    self.path = path
    self.problems = problems
    // Made once at a size that holds the keys most objects are asked for, instead of growing
    // 1, 2, 4, 8, 16 (four reallocations an object).
    askedKeys.reserveCapacity(16)
  }

  /// The field `key`; its value is `nil` when missing (typed reads then report it).
  func required(_ key: String) -> JSONNode {
    ask(key)
    return JSONNode(value: fields[key], path: path.appending(key), problems: problems)
  }

  /// The field `key`, or `nil` when it is missing.
  func optional(_ key: String) -> JSONNode? {
    ask(key)
    return fields[key].map { JSONNode(value: $0, path: path.appending(key), problems: problems) }
  }

  /// Whether the object has the field `key` (which counts as asking for it).
  func has(_ key: String) -> Bool {
    ask(key)
    return fields[key] != nil
  }

  /// Reports every field that was never asked for. `kind` names the object in the message
  /// ("a scroll view"), so the reader learns which fields it does accept.
  func finish(as kind: String) {
    // Most objects have no unexpected field: the message's list of accepted keys is built only
    // for one that has (built for every object, it cost 6 % of a fuzz run).
    let unexpected = fields.keys.filter { !askedKeys.contains($0) }
    guard !unexpected.isEmpty else { return }
    let accepted = askedKeys.map { "\"\($0)\"" }.joined(separator: ", ")
    for key in unexpected.sorted() {
      problems.add(
        "unexpected field \"\(key)\" in \(kind); expected one of \(accepted)",
        at: path.appending(key))
    }
  }

  private func ask(_ key: String) {
    if !askedKeys.contains(key) { askedKeys.append(key) }
  }
}
