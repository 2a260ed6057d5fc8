import Foundation

/// The scenario `keyboard-sim` runs when given no file: a sign-up form on a notched phone.
package enum BundledScenario {
  /// The resource's file name.
  package static let fileName = "sign-up-form.json"

  /// Reads the bundled scenario.
  ///
  /// - Throws: a ``ScenarioError`` if the resource is missing or invalid (a packaging bug).
  package static func load(with loader: ScenarioLoader = ScenarioLoader()) throws(ScenarioError)
    -> Scenario
  {
    guard let url = Bundle.module.url(forResource: "sign-up-form", withExtension: "json") else {
      throw ScenarioError(problems: [
        ScenarioProblem(
          file: fileName, path: nil,
          message: "the bundled scenario is missing from the package's resources")
      ])
    }
    return try loader.load(path: url.path)
  }
}
