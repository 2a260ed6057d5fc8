import Foundation
import KeyboardCore
import Testing

@testable import KeyboardSimulator

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// No number traps the simulator: the loader refuses what is beyond the format's range, naming
/// the file, the path and the range; the run and the renderers survive even what the loader would
/// refuse (a scenario made in code), and pictures clamp what they draw.
@Suite @MainActor struct HugeNumberTests {
  /// Regression P1: a collection view 1e19 wide made the flow layout compute `Int(1e19)` and
  /// trap. The loader now refuses the width.
  @Test func p1AHugeCollectionWidthIsAClearError() {
    do {
      _ = try Regressions.run("P1-collection-huge-width-crash")
      Issue.record("P1 loaded")
    } catch let error as ScenarioError {
      #expect(
        error.problems.map(\.description) == [
          Regressions.path("P1-collection-huge-width-crash")
            + ": $.root.view.subviews[0].frame.width: expected a non-negative number up to 1000000, found 1e+19"
        ])
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  /// Regression P2: `--svg` and `--html` trapped on a frame 1.8e19 high (`Int(1.8e19)` in the
  /// SVG writer). The loader now refuses the height, and the command says where it is.
  @Test func p2AHugeFrameIsAClearErrorOfTheCommand() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("keyboard-sim-p2-\(UUID().uuidString)")
    let file = Regressions.path("P2-svg-huge-frame-crash")
    let result = runCommand([
      "--svg", directory.path, "--html", directory.appendingPathComponent("p2.html").path, file,
    ])
    #expect(result.status == .badInput)
    #expect(
      result.errors
        == "\(file): $.root.view.subviews[0].frame.height: expected a non-negative number up to 1000000, found 1.8446744073709552e+19\n"
    )
    #expect(result.output.isEmpty)
  }

  /// A scenario made in code, with the numbers of P1 and P2 the loader would refuse: the run, the
  /// table, the JSON, the pictures and the page are made without trapping, and every number the
  /// pictures hold is within the drawing limit.
  @Test func aRunAndItsPicturesSurviveNumbersTheLoaderRefuses() throws {
    var scenario = try #require(try? decodeScenario(Self.hugeTemplate).get())
    scenario.root.view?.subviews[0].placement = .frame(
      CGRect(x: 20, y: 720, width: 350, height: 1.8e19))
    scenario.root.view?.subviews[1].placement = .frame(
      CGRect(x: -1e19, y: 0, width: 1e19, height: 800))
    let run = ScenarioRunner().run(scenario)
    #expect(run.snapshots.count == 4)
    #expect(!TextTableRenderer().render(run).isEmpty)
    #expect(JSONRunRenderer().render(run).hasPrefix("{"))
    for snapshot in run.snapshots {
      let svg = SVGStepRenderer().render(snapshot, of: run)
      #expect(Self.isWellFormedXML(svg))
      #expect(Self.largestNumber(in: svg) <= DrawingLimits.largestNumber)
    }
    let page = HTMLRenderer().render([run])
    #expect(Self.largestNumber(in: page) <= DrawingLimits.largestNumber)
  }

  /// The scenario the test above changes: a field and a collection view of a few items.
  static let hugeTemplate = """
    { "device": "notched-phone", "settings": { "isEnabled": true },
      "root": { "id": "screen", "type": "plain", "view": { "id": "screenView", "type": "view",
        "subviews": [
          { "id": "bio", "type": "textField", "frame": { "x": 20, "y": 720, "width": 350, "height": 40 } },
          { "id": "grid", "type": "collectionView", "frame": { "x": 0, "y": 0, "width": 390, "height": 800 },
            "itemWidth": 1, "itemHeight": 160, "sections": [ { "cells": [ { "id": "tile0" }, { "id": "tile1" } ] } ] }
        ] } },
      "steps": [ { "do": "focus", "field": "bio" }, { "do": "showKeyboard" }, { "do": "reloadLayout" } ] }
    """

  @Test(arguments: [CGFloat(1e19), 1e300, .infinity, .nan, -1e19, 0])
  func aFlowLayoutHasAtMostAColumnPerItem(_ width: CGFloat) throws {
    let spec = ListSpec(
      sections: [
        ListSectionSpec(cells: [ScenarioView(id: "a", kind: .cell, placement: .cell(height: nil))])
      ],
      rowHeight: 50, itemWidth: 1, spacing: 0)
    let layout = ScenarioCollectionView.gridLayout(spec, width: width)
    #expect(layout.columns == 1)
  }

  @Test func aFlowLayoutStillFitsAsManyItemsPerLineAsItsWidthTakes() {
    let cells = (0..<10).map {
      ScenarioView(id: "c\($0)", kind: .cell, placement: .cell(height: nil))
    }
    let spec = ListSpec(
      sections: [ListSectionSpec(cells: cells)], rowHeight: 50, itemWidth: 100, spacing: 10)
    #expect(ScenarioCollectionView.gridLayout(spec, width: 390).columns == 3)
    #expect(ScenarioCollectionView.gridLayout(spec, width: 1e19).columns == 10)
  }

  @Test func theSVGWriterClampsWhatItDraws() {
    #expect(SVGWriter.number(1.8e19) == "2000000000")
    #expect(SVGWriter.number(-.infinity) == "-2000000000")
    #expect(SVGWriter.number(.nan) == "0")
    #expect(SVGWriter.number(12.345) == "12.35")
    var svg = SVGWriter()
    svg.rect(CGRect(x: -1e19, y: 10, width: 2e19, height: .infinity), [:])
    #expect(
      svg.body == [
        #"  <rect x="-1000000000" y="10" width="2000000000" height="999999990"/>"#
      ])
  }

  // MARK: - Every number of every scenario

  /// Every number of every file of `Scenarios/`, made 1e19 or -1e19 in turn, is refused with a
  /// problem at its own path: no field escaped the audit.
  @Test(arguments: PackagePaths.scenarioFiles)
  func everyNumberOfAScenarioBeyondTheRangeIsRefusedAtItsPath(_ file: String) throws {
    let data = try Data(contentsOf: PackagePaths.scenarios.appendingPathComponent(file))
    let document = try JSONValue.parse(data)
    let paths = Self.numberPaths(in: document, at: .root)
    #expect(!paths.isEmpty)
    for path in paths {
      for huge in [1e19, -1e19] {
        let changed = Self.replacing(path.components[...], in: document, with: .number(huge))
        let text = JSONFormatter().format(changed)
        let problems: [ScenarioProblem]
        do {
          _ = try ScenarioLoader().decode(Data(text.utf8), file: file, defaultName: "x")
          problems = []
        } catch {
          problems = error.problems
        }
        #expect(
          problems.contains { $0.path == path }, "\(file): \(path) = \(huge) was not refused there")
      }
    }
  }

  private static func numberPaths(in value: JSONValue, at path: JSONPath) -> [JSONPath] {
    switch value {
    case .number: [path]
    case .object(let members):
      members.keys.sorted().flatMap {
        numberPaths(in: members[$0] ?? .null, at: path.appending($0))
      }
    case .array(let elements):
      elements.indices.flatMap { numberPaths(in: elements[$0], at: path.appending($0)) }
    default: []
    }
  }

  private static func replacing(
    _ components: ArraySlice<JSONPath.Component>, in value: JSONValue, with replacement: JSONValue
  ) -> JSONValue {
    guard let first = components.first else { return replacement }
    let rest = components.dropFirst()
    switch (first, value) {
    case (.key(let key), .object(var members)):
      members[key] = replacing(rest, in: members[key] ?? .null, with: replacement)
      return .object(members)
    case (.index(let index), .array(var elements)) where elements.indices.contains(index):
      elements[index] = replacing(rest, in: elements[index], with: replacement)
      return .array(elements)
    default:
      return value
    }
  }

  // MARK: - Reading pictures

  private static func isWellFormedXML(_ text: String) -> Bool {
    XMLParser(data: Data(text.utf8)).parse()
  }

  /// The largest magnitude of the numbers in the attribute values of `text` (its drawing, not
  /// its words).
  private static func largestNumber(in text: String) -> CGFloat {
    let values = text.split(separator: "=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
    var largest: CGFloat = 0
    var current = ""
    for character in values.joined(separator: " ") + " " {
      if character.isNumber || character == "." || (character == "-" && current.isEmpty) {
        current.append(character)
      } else {
        if let number = Double(current) { largest = max(largest, abs(CGFloat(number))) }
        current = ""
      }
    }
    return largest
  }
}
