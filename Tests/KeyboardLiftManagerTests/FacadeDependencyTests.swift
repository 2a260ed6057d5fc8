import Foundation
import Testing

/// The facade links no adjuster: its target in Package.swift depends on KeyboardCore,
/// KeyboardTrace and, on Apple platforms, KeyboardUIKit only, its sources import nothing else, and the example app
/// that picks ScrollAdjust (Examples/ScrollAdjustOnly, compiled for iOS by CI) depends on the
/// facade and ScrollAdjust only (its target without the facade: the core, the binding and
/// ScrollAdjust). Read from the manifests' text, as `swift package
/// dump-package` is not available to a test.
@Suite struct FacadeDependencyTests {
  /// The package root.
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private static let adjusterModules: Set = [
    "KeyboardAppearance", "KeyboardScrollAdjust", "KeyboardRootAdjust", "KeyboardGestureGuard",
    "KeyboardLift",
  ]

  private static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The text from `opening` (an index of `(` or `[`) to its matching bracket, string literals
  /// skipped.
  private static func bracketed(_ text: String, from opening: String.Index) -> Substring? {
    let pairs: [Character: Character] = ["(": ")", "[": "]"]
    var stack: [Character] = []
    var inString = false
    var index = opening
    while index < text.endIndex {
      let character = text[index]
      if character == "\"" {
        inString.toggle()
      } else if !inString {
        if let close = pairs[character] {
          stack.append(close)
        } else if character == stack.last {
          stack.removeLast()
          if stack.isEmpty { return text[opening...index] }
        }
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// The string literals of `text`, in order.
  private static func stringLiterals(_ text: Substring) -> [String] {
    text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// The `dependencies: [...]` of the `.target(` call named `name` in `manifest`.
  private static func dependencies(ofTarget name: String, in manifest: String) throws -> Substring {
    var search = manifest.startIndex..<manifest.endIndex
    while let call = manifest.range(of: ".target(", range: search) {
      search = call.upperBound..<manifest.endIndex
      let arguments = try #require(
        bracketed(manifest, from: manifest.index(before: call.upperBound)))
      guard arguments.contains("name: \"\(name)\"") else { continue }
      let label = try #require(arguments.range(of: "dependencies: ["))
      return try #require(bracketed(manifest, from: manifest.index(before: label.upperBound)))
    }
    Issue.record("no .target named \(name)")
    return ""
  }

  /// The modules imported by the Swift files under `folder`.
  private static func imports(under folder: String) throws -> Set<String> {
    let url = root.appendingPathComponent(folder)
    let files = (FileManager.default.enumerator(atPath: url.path)?.allObjects ?? [])
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(!files.isEmpty, "no Swift files in \(folder)")
    var modules: Set<String> = []
    for file in files {
      let source = try String(
        contentsOf: url.appendingPathComponent(file), encoding: .utf8)
      for line in source.split(separator: "\n") {
        var words = line.split(separator: " ")[...]
        if words.first == "@_exported" { words = words.dropFirst() }
        if words.first == "import", words.count >= 2 { modules.insert(String(words.last!)) }
      }
    }
    return modules
  }

  @Test func theFacadeTargetDependsOnTheCoreTheTraceAndTheUIKitBindingOnly() throws {
    let dependencies = try Self.dependencies(
      ofTarget: "KeyboardLiftManager", in: try Self.text("Package.swift"))
    #expect(
      Self.stringLiterals(dependencies) == ["KeyboardCore", "KeyboardTrace", "KeyboardUIKit"])
    #expect(
      dependencies.contains(
        ".target(name: \"KeyboardUIKit\", condition: .when(platforms: [.iOS, .macCatalyst]))"))
  }

  @Test func theFacadeImportsNoAdjuster() throws {
    let modules = try Self.imports(under: "Sources/KeyboardLiftManager")
    #expect(
      modules.isSubset(of: [
        "Foundation", "KeyboardCore", "KeyboardTrace", "KeyboardUIKit", "UIKit",
      ]))
    #expect(modules.isDisjoint(with: Self.adjusterModules))
  }

  @Test func theUmbrellaAddsTheFacadeAndEveryBuiltIn() throws {
    let dependencies = try Self.dependencies(
      ofTarget: "KeyboardLift", in: try Self.text("Package.swift"))
    #expect(
      Set(Self.stringLiterals(dependencies)) == [
        "KeyboardCore", "KeyboardTrace", "KeyboardLiftManager", "KeyboardAppearance",
        "KeyboardScrollAdjust", "KeyboardRootAdjust", "KeyboardGestureGuard", "KeyboardUIKit",
      ])
  }

  /// The product names of a target's dependencies in a manifest.
  private static func products(ofTarget name: String, in manifest: String) throws -> [String] {
    try dependencies(ofTarget: name, in: manifest)
      .components(separatedBy: ".product(name: \"").dropFirst().map {
        String($0.prefix { $0 != "\"" })
      }
  }

  @Test func theSubsetExampleDependsOnTheFacadeAndScrollAdjustOnly() throws {
    let manifest = try Self.text("Examples/ScrollAdjustOnly/Package.swift")
    let products = try Self.products(ofTarget: "ScrollAdjustOnly", in: manifest)
    #expect(products == ["KeyboardLiftManager", "KeyboardScrollAdjust"])
    let modules = try Self.imports(under: "Examples/ScrollAdjustOnly/Sources/ScrollAdjustOnly")
    #expect(modules == ["KeyboardLiftManager", "KeyboardScrollAdjust", "UIKit"])
  }

  @Test func theSubsetWithoutTheFacadeDependsOnTheCoreTheBindingAndScrollAdjustOnly() throws {
    let manifest = try Self.text("Examples/ScrollAdjustOnly/Package.swift")
    let products = try Self.products(ofTarget: "ScrollAdjustWithoutFacade", in: manifest)
    #expect(products == ["KeyboardCore", "KeyboardUIKit", "KeyboardScrollAdjust"])
    let modules = try Self.imports(
      under: "Examples/ScrollAdjustOnly/Sources/ScrollAdjustWithoutFacade")
    #expect(modules == ["KeyboardCore", "KeyboardScrollAdjust", "KeyboardUIKit", "UIKit"])
  }
}
