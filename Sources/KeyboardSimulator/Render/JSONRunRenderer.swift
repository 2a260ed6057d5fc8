import Foundation

/// Renders runs as JSON: stable (sorted keys, numbers rounded to 1/1000, small objects on one
/// line), so the goldens only change when behaviour does.
package struct JSONRunRenderer: Sendable {
  /// Creates a renderer.
  package init() {}

  /// One run as a JSON object.
  package func render(_ run: ScenarioRun) -> String {
    encode(run)
  }

  /// Several runs as a JSON array.
  package func render(_ runs: [ScenarioRun]) -> String {
    encode(runs)
  }

  private func encode<Value: Encodable>(_ value: Value) -> String {
    // Encoding plain structs of strings and finite numbers cannot fail; should it ever, the
    // output says so instead of crashing.
    guard let document = try? JSONValueEncoder().encode(value)
    else { return "{\"error\": \"the run could not be encoded as JSON\"}\n" }
    return JSONFormatter().format(document) + "\n"
  }
}
