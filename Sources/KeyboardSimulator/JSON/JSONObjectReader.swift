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
  /// Every key asked for, in order, a key asked again included (the message lists it once).
  private var askedKeys: [String] = []
  /// Where in `fields` the keys asked for that it holds are, each once: as many as its fields
  /// means that none went unasked (most objects), known without comparing a key. Checking each
  /// key asked against the ones asked before, as strings, was ≈ 3 % of a fuzz run.
  private var askedFields: [Dictionary<String, JSONValue>.Index] = []

  init(fields: [String: JSONValue], path: JSONPath, problems: ProblemList) {
    self.fields = fields
    self.path = path
    self.problems = problems
    // Made once at a size that holds the keys most objects are asked for, instead of growing
    // 1, 2, 4, 8, 16 (four reallocations an object).
    askedKeys.reserveCapacity(16)
    askedFields.reserveCapacity(fields.count)
  }

  /// The field `key`; its value is `nil` when missing (typed reads then report it).
  func required(_ key: String) -> JSONNode {
    JSONNode(value: field(key), path: path.appending(key), problems: problems)
  }

  /// The field `key`, or `nil` when it is missing.
  func optional(_ key: String) -> JSONNode? {
    guard let value = field(key) else { return nil }
    return JSONNode(value: value, path: path.appending(key), problems: problems)
  }

  /// Whether the object has the field `key` (which counts as asking for it).
  func has(_ key: String) -> Bool {
    field(key) != nil
  }

  /// Reports every field that was never asked for. `kind` names the object in the message
  /// ("a scroll view"), so the reader learns which fields it does accept.
  func finish(as kind: String) {
    // Most objects have no unexpected field: the message's list of accepted keys is built only
    // for one that has (built for every object, it cost 6 % of a fuzz run).
    guard askedFields.count < fields.count else { return }
    let unexpected = fields.keys.filter { !askedKeys.contains($0) }
    guard !unexpected.isEmpty else { return }
    var acceptedKeys: [String] = []
    for key in askedKeys where !acceptedKeys.contains(key) { acceptedKeys.append(key) }
    let accepted = acceptedKeys.map { "\"\($0)\"" }.joined(separator: ", ")
    for key in unexpected.sorted() {
      problems.add(
        "unexpected field \"\(key)\" in \(kind); expected one of \(accepted)",
        at: path.appending(key))
    }
  }

  /// The value of the field `key`, noting that it was asked for.
  private func field(_ key: String) -> JSONValue? {
    askedKeys.append(key)
    guard let index = fields.index(forKey: key) else { return nil }
    if !askedFields.contains(index) { askedFields.append(index) }
    return fields[index].value
  }
}
