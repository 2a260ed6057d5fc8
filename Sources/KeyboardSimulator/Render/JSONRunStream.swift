import Foundation

/// A run written as JSON one snapshot at a time, exactly as ``JSONRunRenderer`` writes it
/// whole, so `keyboard-sim --json` need not keep a run's snapshots (at 10,000 steps they held
/// ≈ 0.8 GB). A run object never fits on one line, nor does its snapshot list, so both are
/// written one member per line, the run's other members around the list in key order.
@MainActor
struct JSONRunStream {
  /// What a snapshot that cannot be encoded is written as (the renderer writes the whole run
  /// as such an object; here the snapshots before it are already written).
  static let encodingError = "{\"error\": \"the snapshot could not be encoded as JSON\"}"

  private let formatter = JSONFormatter()
  /// The indentation of the run object.
  private let indent: Int
  private let write: (String) -> Void
  /// The run's members that come after `snapshots`, in key order.
  private let membersAfter: [(key: String, value: JSONValue)]
  private var snapshotCount = 0

  /// Starts the run object of `header` (a run whose snapshots are not in it) at `indent`, its
  /// first line already indented by the caller, and writes its members up to the snapshots.
  init(header: ScenarioRun, indent: Int, write: @escaping (String) -> Void) {
    self.indent = indent
    self.write = write
    var members: [String: JSONValue] = [:]
    if case .object(let encoded)? = try? JSONValueEncoder().encode(header) { members = encoded }
    members["snapshots"] = nil
    let sorted = members.sorted { $0.key < $1.key }
    membersAfter = sorted.filter { $0.key > "snapshots" }
    var text = "{\n"
    for (key, value) in sorted where key < "snapshots" {
      text += member(key, value)
      text += ",\n"
    }
    text += pad(indent + 2) + JSONFormatter.quote("snapshots") + ": ["
    write(text)
  }

  /// Writes the next snapshot.
  mutating func add(_ snapshot: StepSnapshot) {
    var text = snapshotCount == 0 ? "\n" : ",\n"
    text += pad(indent + 4)
    if let value = try? snapshot.jsonValue() {
      formatter.write(value, indent: indent + 4, lead: 0, into: &text)
    } else {
      text += Self.encodingError
    }
    snapshotCount += 1
    write(text)
  }

  /// Closes the snapshot list and writes the members after it and the run's closing brace.
  func finish() {
    var text = snapshotCount == 0 ? "]" : "\n" + pad(indent + 2) + "]"
    for (key, value) in membersAfter {
      text += ",\n" + member(key, value)
    }
    text += "\n" + pad(indent) + "}"
    write(text)
  }

  private func member(_ key: String, _ value: JSONValue) -> String {
    let name = JSONFormatter.quote(key) + ": "
    var text = pad(indent + 2) + name
    formatter.write(value, indent: indent + 2, lead: name.count, into: &text)
    return text
  }

  private func pad(_ width: Int) -> String { String(repeating: " ", count: width) }
}
