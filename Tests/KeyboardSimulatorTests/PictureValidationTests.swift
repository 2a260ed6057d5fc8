import Foundation
import KeyboardSimulator
import Testing

/// Every step of every scenario of `Scenarios/` draws a valid picture: well-formed XML with a
/// `viewBox`, no number that is not finite, nothing drawn outside the `viewBox`, no wider than a
/// 1280-pixel window; its status badges sit beside the screen, never over it.
@Suite @MainActor struct PictureValidationTests {
  private func run(_ file: String) throws -> ScenarioRun {
    ScenarioRunner().run(
      try ScenarioLoader().load(path: PackagePaths.scenarios.appendingPathComponent(file).path))
  }

  @Test(arguments: PackagePaths.scenarioFiles)
  func everyStepDrawsAValidPicture(_ file: String) throws {
    let run = try run(file)
    for renderer in [
      SVGStepRenderer(), SVGStepRenderer(targetHeight: 520, targetWidth: 640, showsPanel: false),
    ] {
      for snapshot in run.snapshots {
        let where_ = "\(file) step \(snapshot.index)"
        let document = SVGDocument(renderer.render(snapshot, of: run))
        #expect(document.error == nil, "\(where_): \(document.error ?? "")")
        let viewBox = try #require(document.viewBox, "\(where_): no usable viewBox")
        #expect(document.nonFiniteNumbers.isEmpty, "\(where_): \(document.nonFiniteNumbers)")
        let outside = document.drawnOutsideViewBox()
        #expect(outside.isEmpty, "\(where_): \(outside.prefix(3))")
        let width = try #require(document.elements.first?.number("width"))
        #expect(width <= renderer.targetWidth + 0.5, "\(where_): \(width) px wide")
        #expect(document.elements.contains { $0.name == "title" && !$0.text.isEmpty })
        #expect(
          document.elements.contains { $0.name == "desc" && $0.text.hasPrefix(snapshot.event) })
        // The badges beside the screen: none overlaps it.
        let screen = try #require(
          document.elements(ofClass: "screen").first.flatMap(SVGDocument.box), "\(where_)")
        for badge in document.elements(ofClass: "badge") {
          let box = try #require(SVGDocument.box(of: badge))
          #expect(!box.intersects(screen), "\(where_): a badge at \(box) covers the screen")
          #expect(viewBox.contains(box))
        }
      }
    }
  }

  @Test func theBadgesOfASteppedFormAreBesideTheScreen() throws {
    let run = try run("sign-up-form.json")
    // Step 6: the form scrolled, its inset grew, the field moved: three badges and the gap's.
    let document = SVGDocument(SVGStepRenderer().render(run.snapshots[6], of: run))
    let badges = document.elements(ofClass: "badge")
    #expect(badges.count == 4)
    let texts = document.elements.filter { $0.name == "text" }.map(\.text)
    #expect(texts.contains("form scrolled 257 pt"))
    #expect(texts.contains("form bottom inset +332 pt"), "a badge is wide enough for its text")
    #expect(texts.contains("phone moved up 257 pt"))
    #expect(texts.contains("gap 30 pt (wants 30)"))
  }

  @Test func theGhostLeavesAGapAroundTheLabelsItCrosses() throws {
    let run = try run("small-phone-keyboard-taller-than-room.json")
    // Step 2: the field's start frame lies under the keyboard's space bar label.
    let document = SVGDocument(SVGStepRenderer().render(run.snapshots[2], of: run))
    let ghost = try #require(document.elements(ofClass: "ghost").first)
    let mask = try #require(ghost.attributes["mask"])
    let maskIndex = try #require(
      document.elements.firstIndex { "url(#\($0.attributes["id"] ?? ""))" == mask })
    let holes = document.elements.filter {
      $0.ancestors.last == maskIndex && $0.attributes["fill"] == "#000000"
    }
    let ghostRect = try #require(
      document.elements.first {
        $0.name == "rect" && $0.attributes["stroke"] == "#7b3fbf"
          && $0.ancestors.contains { document.elements[$0].attributes["class"] == "ghost" }
      }.flatMap(SVGDocument.box))
    #expect(
      holes.compactMap(SVGDocument.box).contains { $0.intersects(ghostRect) },
      "the keyboard's label, which the ghost crosses, is cut out of it")
  }

  @Test func theSafeAreaLeavesAGapAroundTheLabelsItCrosses() throws {
    let run = try run("sign-up-form.json")
    // The start: the safe area's bottom edge runs through the "Sign up" button's label.
    let document = SVGDocument(SVGStepRenderer().render(run.snapshots[0], of: run))
    let safeArea = try #require(document.elements(ofClass: "safe-area").first)
    let bottom = try #require(SVGDocument.box(of: safeArea)).maxY
    let mask = try #require(safeArea.attributes["mask"])
    let maskIndex = try #require(
      document.elements.firstIndex { "url(#\($0.attributes["id"] ?? ""))" == mask })
    let holes = document.elements.filter {
      $0.ancestors.last == maskIndex && $0.attributes["fill"] == "#000000"
    }.compactMap(SVGDocument.box)
    #expect(
      holes.contains { $0.minY < bottom && $0.maxY > bottom }, "a label on the edge is cut out")
  }

  @Test func aFieldTheKeyboardStillCoversIsOutlinedOverTheKeyboard() throws {
    let run = try run("manager-disabled-mid-session.json")
    // Step 3: KeyboardLift turned off with the keyboard up; the keyboard covers bio by 256 pt.
    let snapshot = run.snapshots[3]
    #expect(snapshot.gap.map { $0.gap < 0 } == true)
    let svg = SVGStepRenderer().render(snapshot, of: run)
    let document = SVGDocument(svg)
    let keyboard = try #require(document.index(ofClass: "keyboard"))
    let covered = try #require(document.index(ofClass: "covered"), "the covered field is drawn")
    #expect(covered > keyboard, "above the keyboard layer")
    #expect(document.elements[covered].attributes["stroke"] == "#c62828", "in the error colour")
    #expect(svg.contains("bio (covered)"))
    #expect(svg.contains("focused field the keyboard still covers"), "and the legend says so")
  }

  @Test func theLegendNamesOnlyWhatThePictureShows() throws {
    let run = try run("plain-field-covered.json")
    let start = SVGStepRenderer().render(run.snapshots[0], of: run)
    #expect(!start.contains(">keyboard</text>") && !start.contains("where it was at the start"))
    let lifted = SVGStepRenderer().render(run.snapshots[2], of: run)
    #expect(lifted.contains("where it was at the start"))
  }
}
