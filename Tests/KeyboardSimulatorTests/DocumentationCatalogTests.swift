import Foundation
import Testing

/// Every library product has a DocC catalog whose landing page documents its module, and
/// `.ci/docs` builds each of them (KeyboardUIKit's only on Apple platforms, where it compiles).
/// Read from the files' text: a product added to Package.swift without a catalog, or a catalog
/// CI does not build, fails here.
@Suite struct DocumentationCatalogTests {
  private static func text(_ path: String) throws -> String {
    try String(contentsOf: PackagePaths.root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The names of the `.library(name: "…"` products of Package.swift.
  private static func libraryProducts() throws -> [String] {
    try text("Package.swift").components(separatedBy: ".library(name: \"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  /// The words of the bash array `name=( … )` in `.ci/docs`.
  private static func docsScriptList(_ name: String) throws -> Set<String> {
    let script = try text(".ci/docs")
    let start = try #require(script.range(of: "\(name)=("), "no \(name) list in .ci/docs")
    let rest = script[start.upperBound...]
    let end = try #require(rest.firstIndex(of: ")"))
    return Set(rest[..<end].split(whereSeparator: \.isWhitespace).map(String.init))
  }

  @Test func everyLibraryProductHasACatalogWithALandingPageForItsModule() throws {
    let products = try Self.libraryProducts()
    #expect(products.count >= 12 && products.contains("KeyboardTrace"))
    for product in products {
      let page = try Self.text("Sources/\(product)/\(product).docc/\(product).md")
      #expect(page.hasPrefix("# ``\(product)``\n"), "\(product)'s landing page")
    }
  }

  @Test func theDocsScriptBuildsEveryCatalogAndSaysWhichItSkips() throws {
    let built = try Self.docsScriptList("modules")
    let skipped = try Self.docsScriptList("apple_only")
    #expect(skipped == ["KeyboardUIKit"])
    #expect(built.isDisjoint(with: skipped))
    #expect(built.union(skipped) == Set(try Self.libraryProducts()))
  }
}
