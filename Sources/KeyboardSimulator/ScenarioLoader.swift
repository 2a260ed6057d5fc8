import Foundation

/// Reads scenario files: parses the JSON, checks every field and id, and returns the scenario —
/// or a ``ScenarioError`` listing every problem, one line each. Nothing of a file with a problem
/// is ever run.
public struct ScenarioLoader: Sendable {
  /// The device profile names files may use.
  package var deviceNames: [String]

  /// Creates a loader accepting KeyboardHeadless's device profiles (`keyboard-sim
  /// --list-devices` prints their names).
  public init() {
    self.init(deviceNames: ScenarioDevices.names)
  }

  /// Creates a loader accepting the given device names.
  package init(deviceNames: [String]) {
    self.deviceNames = deviceNames
  }

  /// Reads the file at `path`; `path` names it in problems.
  public func load(path: String) throws(ScenarioError) -> Scenario {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
      throw ScenarioError(problems: [
        ScenarioProblem(file: path, path: nil, message: "cannot read the file: \(reason)")
      ])
    }
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    return try decode(data, file: path, defaultName: name)
  }

  /// Reads a scenario from `data`; `file` names it in problems, `defaultName` is its name when
  /// the document gives none.
  public func decode(_ data: Data, file: String, defaultName: String) throws(ScenarioError)
    -> Scenario
  {
    let document: JSONValue
    do {
      document = try JSONValue.parse(data)
    } catch {
      throw ScenarioError(problems: [
        ScenarioProblem(
          file: file, path: nil, message: "not JSON: \(error)")
      ])
    }
    return try decode(document, file: file, defaultName: defaultName)
  }

  /// Decodes a scenario from a JSON document already parsed (or built, as the fuzzer builds
  /// them); problems name `file`.
  package func decode(_ document: JSONValue, file: String, defaultName: String)
    throws(ScenarioError) -> Scenario
  {
    let decoder = ScenarioDecoder(file: file, deviceNames: deviceNames)
    guard let scenario = decoder.decode(document, defaultName: defaultName),
      decoder.problems.isEmpty
    else {
      throw ScenarioError(problems: decoder.problems.problems)
    }
    return scenario
  }
}
