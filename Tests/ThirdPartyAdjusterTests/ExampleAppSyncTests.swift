import Foundation
import Testing

/// README.md's "iOS quick start" shows the code of the example apps in Examples/SignUpApp and
/// Examples/ScrollAdjustOnly, which CI compiles for iOS against the real UIKit (on Linux their
/// files compile to nothing), and the headless wiring of a subset, a region of a file of
/// KeyboardLiftManagerTests (compiled here, and run by HeadlessSubsetSnippetTests). Every region
/// of the examples' sources and manifests, or of that file, marked `// docs:begin readme-…` is a
/// ```swift block of that section, verbatim once de-indented, and every ```swift block of the
/// section is such a region. These tests fail when either side drifts.
@Suite struct ExampleAppSyncTests {
  /// The example packages.
  private static let examples = ["Examples/SignUpApp", "Examples/ScrollAdjustOnly"]
  /// The file whose region the README shows as the headless wiring of a subset.
  private static let headlessSubset =
    "Tests/KeyboardLiftManagerTests/HeadlessSubsetSnippet.swift"
  private static let heading = "## iOS quick start"

  /// What is missing, said in one line (rather than a dump of the files).
  struct Mismatch: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// A marked region of the example.
  struct Region: CustomStringConvertible {
    var name: String
    var file: String
    var code: String
    var description: String { "\(name) (\(file))" }
  }

  /// The `readme-` regions of the examples, file by file in path order, then the headless file's.
  private static func regions() throws -> [Region] {
    let paths = examples.flatMap { example in
      let sources = example + "/Sources"
      let folder = DocumentedCode.root.appendingPathComponent(sources)
      let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects ?? [])
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
      return [example + "/Package.swift"] + files.map { sources + "/" + $0 }
    }
    return try (paths.sorted() + [headlessSubset]).flatMap { path in
      let source = try DocumentedCode.text(path)
      return try DocumentedCode.regionNames(in: source).filter { $0.hasPrefix("readme-") }.map {
        name in
        guard let code = DocumentedCode.markedRegion(name, in: source) else {
          throw Mismatch("\(path): no `// docs:end \(name)` after `// docs:begin \(name)`")
        }
        return Region(name: name, file: path, code: code)
      }
    }
  }

  /// The ```swift blocks of the README's quick-start section.
  private static func snippets() throws -> [String] {
    let readme = try DocumentedCode.text("README.md")
    guard let section = DocumentedCode.section(heading, of: readme) else {
      throw Mismatch("README.md has no line \(heading)")
    }
    return DocumentedCode.swiftBlocks(of: section)
  }

  @Test func theExamplesMarkTheQuickStartTheViewSettingsAndTheSubset() throws {
    let names = try Self.regions().map(\.name)
    #expect(
      names.sorted() == [
        "readme-app-adjuster", "readme-quick-start", "readme-subset", "readme-subset-headless",
        "readme-subset-manifest", "readme-subset-without-facade", "readme-view-settings",
      ])
  }

  @Test(arguments: try regions())
  func theReadmeShowsTheRegionVerbatim(_ region: Region) throws {
    let isShown = try Self.snippets().contains(region.code)
    #expect(isShown, "paste the region \(region) into README.md's quick start again")
  }

  @Test func everyQuickStartSnippetIsARegionOfTheExample() throws {
    let regions = try Self.regions().map(\.code)
    for snippet in try Self.snippets() {
      let isRegion = regions.contains(snippet)
      #expect(isRegion, "this README snippet is not a marked region of the example:\n\(snippet)")
    }
  }
}
