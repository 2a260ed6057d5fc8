import Foundation
import KeyboardCore
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

  /// Elements with and without their optional members, numbers long enough that a frame no
  /// longer fits on its line at a deep indentation, and strings that need escapes.
  private static let elements: [ElementState] = {
    let scroll = ScrollState(
      contentOffset: Point(CGPoint(x: -0.125, y: 123_456_789.5)),
      contentSize: Size(CGSize(width: 390, height: 9_876_543.25)),
      contentInset: EdgeInsets(top: 1.5, left: 0, bottom: 312.333, right: -4),
      indicatorInsets: EdgeInsets(top: 0, left: 0, bottom: 302, right: 0),
      restoresContentOffset: true, maximumValidOffsetY: -91.001)
    let plain = ElementState(
      id: "field", type: "textField", parentID: nil, controllerID: nil,
      frame: Rect(CGRect(x: 20, y: 291, width: 350, height: 44)),
      frameInSuperview: Rect(CGRect(x: 20, y: 200, width: 350, height: 44)), visibleFrame: nil,
      label: nil, isTextInput: true, isHidden: false, scroll: nil)
    var full = plain
    full.parentID = "form"
    full.controllerID = "sign\"Up\\"
    full.label = "Café ✓\n"
    full.visibleFrame = Rect(CGRect(x: -123_456.125, y: 987_654.5, width: 1e9, height: 0.001))
    full.frame = Rect(CGRect(x: -1_234_567.875, y: 7_654_321.125, width: 12_345.5, height: 0.5))
    full.scroll = scroll
    return [plain, full]
  }()

  @Test(arguments: [0, 8, 40, 70, 96])
  func anElementIsWrittenAsTheFormatterWritesItsValue(indent: Int) throws {
    let formatter = JSONFormatter()
    for element in Self.elements {
      var expected: [UInt8] = []
      formatter.write(try element.jsonValue(), indent: indent, lead: 0, into: &expected)
      #expect(
        try element.jsonText(with: formatter, indent: indent) == expected,
        "\(element.id) at \(indent)")
    }
    var odd = Self.elements[1]
    odd.scroll?.maximumValidOffsetY = .infinity
    #expect(throws: NonFiniteJSONNumber.self) { try odd.jsonText(with: formatter, indent: 0) }
  }

  /// Strings whose characters are fewer than their bytes (combining marks, `\r\n`, escapes)
  /// around the line's width: measured from their bytes, they fit exactly when their quoted
  /// text has at most as many characters as the room left.
  @Test func aStringFitsOnALineByItsQuotedCharacters() {
    let formatter = JSONFormatter()
    let pieces = ["a", "e\u{301}", "\r\n", "\"", "−", "\u{1}", "👍🏽", "\u{600}"]
    for count in [20, 45, 49, 50, 51, 97, 98, 99, 100, 101] {
      for piece in pieces {
        let filler = String(repeating: "x", count: max(count - 2, 0))
        for string in [filler + piece, piece + filler, String(repeating: piece, count: count)] {
          let fits = JSONFormatter.quote(string).count <= formatter.width
          #expect(
            formatter.fitsOnOneLine(.string(string), indent: 0, lead: 0) == fits,
            "\(string.debugDescription)")
        }
      }
    }
  }
}
