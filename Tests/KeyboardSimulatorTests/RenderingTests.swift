import Foundation
import KeyboardSimulator
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The pictures are well-formed XML (every scenario's, in detail: PictureValidationTests), the
/// page is a self-contained timeline, the JSON is JSON.
@Suite @MainActor struct RenderingTests {
  private func run(_ file: String) throws -> ScenarioRun {
    ScenarioRunner().run(
      try ScenarioLoader().load(path: PackagePaths.scenarios.appendingPathComponent(file).path))
  }

  /// Parses `text` as XML; returns the parser's error, if any, and the element names seen.
  private func parse(_ text: String) -> (error: String?, elements: [String]) {
    final class Collector: NSObject, XMLParserDelegate {
      var elements: [String] = []
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
      ) {
        elements.append(name)
      }
    }
    let parser = XMLParser(data: Data(text.utf8))
    let collector = Collector()
    parser.delegate = collector
    let ok = parser.parse()
    return (ok ? nil : parser.parserError.map { "\($0)" } ?? "unknown error", collector.elements)
  }

  @Test(arguments: [
    "sign-up-form.json", "stage-manager-window.json", "table-cell-previous-row.json",
    "hardware-keyboard-strip.json", "alert-text-field-ignored.json",
  ])
  func everyPictureIsWellFormedXML(_ file: String) throws {
    let run = try run(file)
    let renderer = SVGStepRenderer()
    for snapshot in run.snapshots {
      let svg = renderer.render(snapshot, of: run)
      let (error, elements) = parse(svg)
      #expect(error == nil, "\(file) step \(snapshot.index): \(error ?? "")")
      #expect(elements.first == "svg")
      #expect(elements.contains("rect"))
      if snapshot.keyboard != nil { #expect(svg.contains("class=\"keyboard\"")) }
    }
  }

  @Test func textThatLooksLikeMarkupIsEscaped() throws {
    let json = scenarioJSON(
      subviews:
        #"{ "id": "email", "type": "textField", "label": "<b>&\"'", "frame": { "x": 20, "y": 600, "width": 350, "height": 44 } }"#
    )
    let scenario = try decodeScenario(json).get()
    let run = ScenarioRunner().run(scenario)
    let svg = SVGStepRenderer().render(run.snapshots[1], of: run)
    #expect(parse(svg).error == nil)
    #expect(svg.contains("&lt;b&gt;&amp;&quot;&apos;"))
  }

  @Test func thePictureShowsTheFocusedFieldTheKeyboardAndTheGap() throws {
    let run = try run("plain-field-covered.json")
    let svg = SVGStepRenderer().render(run.snapshots[2], of: run)
    #expect(svg.contains("gap 10 pt (wants 10)"))
    #expect(svg.contains("reply moved up 246 pt"))
    #expect(svg.contains("stroke=\"#ff7a00\""), "the focused field is outlined in orange")
    #expect(svg.contains("✓ invariants hold"))
  }

  @Test func svgAndHTMLFilesAreWritten() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "keyboard-sim-\(UUID().uuidString)")
    let page = directory.appendingPathComponent("page/steps.html").path
    let result = runCommand(["--svg", directory.path, "--html", page])
    #expect(result.status == .success)
    let svgs = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
      $0.hasSuffix(".svg")
    }
    #expect(svgs.count == 9)
    #expect(svgs.contains("sign-up-form-00.svg") && svgs.contains("sign-up-form-08.svg"))
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.components(separatedBy: "<svg ").count - 1 == 9)
    #expect(
      !html.contains("<script") && !html.contains("src=") && !html.contains("<link"),
      "self-contained")
    let ids = html.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
    #expect(!ids.isEmpty && Set(ids).count == ids.count, "every id of the page is unique")
  }

  @Test func thePageIsATimelineOfPicturesBesideTheirExplanations() throws {
    let runs = try ["sign-up-form.json", "stage-manager-window.json"].map(run)
    let page = HTMLRenderer().render(runs)
    let steps = runs.map { $0.snapshots.count }.reduce(0, +)
    #expect(page.components(separatedBy: "<ol class=\"timeline\">").count - 1 == 2)
    #expect(page.components(separatedBy: "<li class=\"step").count - 1 == steps)
    #expect(page.components(separatedBy: "<figure class=\"picture\">").count - 1 == steps)
    #expect(page.components(separatedBy: "<div class=\"explanation\">").count - 1 == steps)
    #expect(page.contains("id=\"stage-manager-window-step-2\""))
    // No picture wider than its column allows, and nothing that forces a sideways scroll.
    let widths = page.components(separatedBy: "<svg ").dropFirst().compactMap { svg in
      svg.components(separatedBy: "width=\"").dropFirst().first.flatMap {
        Double($0.prefix { $0 != "\"" })
      }
    }
    #expect(widths.count == steps && widths.allSatisfy { $0 <= 640 })
    #expect(page.contains(".picture svg { display: block; max-width: 100%; height: auto; }"))
    #expect(!page.contains("overflow-x"))
    // The text panel is beside the picture as HTML, not inside it.
    #expect(!page.contains("✓ invariants hold</text>"))
    #expect(page.contains("<p class=\"verdict-ok\">✓ invariants hold</p>"))
  }

  @Test func jsonOutputIsJSONWithOneSnapshotPerStepPlusTheStart() throws {
    let result = runCommand(["--json"])
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    let snapshots = object?["snapshots"] as? [[String: Any]]
    #expect(snapshots?.count == 9)
    let elements = snapshots?[0]["elements"] as? [[String: Any]]
    #expect(elements?.contains { $0["id"] as? String == "email" } == true)
  }

  @Test func severalFilesGiveAJSONArray() throws {
    let files = ["plain-field-covered.json", "field-already-visible.json"].map {
      PackagePaths.scenarios.appendingPathComponent($0).path
    }
    let result = runCommand(["--json"] + files)
    let array = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]]
    #expect(
      array?.map { $0["scenario"] as? String } == ["plain-field-covered", "field-already-visible"])
  }
}
