import Foundation

/// Writes the files `keyboard-sim` was asked for: SVG pictures, the HTML page, goldens.
@MainActor
struct RunOutputs {
  /// Writes one SVG per step of every run into `directory`: `NAME-00.svg` (the start),
  /// `NAME-01.svg`, …; returns the paths written.
  static func writeSVGs(_ runs: [ScenarioRun], to directory: String) throws -> [String] {
    try makeDirectory(directory)
    let renderer = SVGStepRenderer()
    var paths: [String] = []
    for run in runs {
      for snapshot in run.snapshots {
        let name = "\(run.scenario)-\(String(format: "%02d", snapshot.index)).svg"
        let path = (directory as NSString).appendingPathComponent(name)
        try write(renderer.render(snapshot, of: run), to: path)
        paths.append(path)
      }
    }
    return paths
  }

  /// Writes one SVG per run, of its key step (``ScenarioRun/keySnapshot``), as
  /// `directory/NAME.svg`; returns the paths written.
  static func writeSummarySVGs(_ runs: [ScenarioRun], to directory: String) throws -> [String] {
    try makeDirectory(directory)
    let renderer = SVGStepRenderer()
    var paths: [String] = []
    for run in runs {
      guard let snapshot = run.keySnapshot else { continue }
      let path = (directory as NSString).appendingPathComponent("\(run.scenario).svg")
      try write(renderer.render(snapshot, of: run), to: path)
      paths.append(path)
    }
    return paths
  }

  /// Writes the HTML page of every run to `path`.
  static func writeHTML(_ runs: [ScenarioRun], to path: String) throws {
    let directory = (path as NSString).deletingLastPathComponent
    if !directory.isEmpty { try makeDirectory(directory) }
    try write(HTMLRenderer().render(runs), to: path)
  }

  /// Writes each run's JSON to `directory/NAME.json`; returns the paths written.
  static func writeGoldens(_ runs: [ScenarioRun], to directory: String) throws -> [String] {
    try makeDirectory(directory)
    return try runs.map { run in
      let path = (directory as NSString).appendingPathComponent("\(run.scenario).json")
      try write(JSONRunRenderer().render(run), to: path)
      return path
    }
  }

  private static func makeDirectory(_ path: String) throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  private static func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}
