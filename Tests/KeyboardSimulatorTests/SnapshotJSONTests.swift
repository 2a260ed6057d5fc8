import Foundation
import Testing

@testable import KeyboardSimulator

/// `keyboard-sim --json` builds each snapshot's JSON directly (`JSONRepresentable`) instead of
/// through `Codable`: on every step of every bundled scenario and regression file, both give the
/// same value, so the output stays byte for byte what it was.
@Suite @MainActor struct SnapshotJSONTests {
  /// The scenario files: those of `Scenarios/` and the regression files.
  nonisolated static let files: [String] = {
    let regressions =
      (try? FileManager.default.contentsOfDirectory(atPath: Regressions.directory.path)) ?? []
    return PackagePaths.scenarioFiles.map { PackagePaths.scenarios.appendingPathComponent($0).path }
      + regressions.filter { $0.hasSuffix(".json") }.sorted().map {
        Regressions.directory.appendingPathComponent($0).path
      }
  }()

  @Test(arguments: files)
  func everySnapshotBuildsTheJSONItsEncodableConformanceWrites(_ path: String) throws {
    // A few regression files pin what the loader refuses: they have no snapshot to compare.
    // Every other file must load, or this test would quietly compare nothing.
    guard let scenario = try? ScenarioLoader().load(path: path) else {
      #expect(
        path.hasPrefix(Regressions.directory.path), "\(path) no longer loads: nothing compared")
      return
    }
    let run = ScenarioRunner().run(scenario)
    #expect(!run.snapshots.isEmpty)
    for snapshot in run.snapshots {
      #expect(try snapshot.jsonValue() == JSONValueEncoder().encode(snapshot))
    }
  }

  @Test func aNonFiniteNumberIsRefusedAsTheEncoderRefusesIt() {
    let rect = Rect(CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1))
    #expect(throws: NonFiniteJSONNumber.self) { try rect.jsonValue() }
    #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(rect) }
  }
}
