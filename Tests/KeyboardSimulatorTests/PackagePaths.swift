import Foundation

/// Where the package's scenario files, goldens and test fixtures are, found from this file's
/// path (tests run from any working directory).
enum PackagePaths {
  /// The package's root directory.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  /// `Scenarios/`.
  static let scenarios = root.appendingPathComponent("Scenarios")
  /// `Scenarios/goldens/`.
  static let goldens = scenarios.appendingPathComponent("goldens")
  /// This test target's fixtures.
  static let fixtures = root.appendingPathComponent("Tests/KeyboardSimulatorTests/Fixtures")

  /// The scenario file names of `Scenarios/`, sorted.
  static var scenarioFiles: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: scenarios.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }
}
