import Foundation
import Testing

/// The UIKit binding cannot be compiled on Linux, so these tests read the sources: every file of
/// KeyboardUIKit must be wrapped in `#if canImport(UIKit)`, and nothing in the package may import
/// UIKit outside such a guard. Either mistake would break the Linux build.
@Suite struct SourceGuardTests {
  /// The package root, located from this file.
  static let root = SourceGuard.packageRoot()

  /// Every Swift file of the KeyboardUIKit target.
  static let bindingFiles: [URL] =
    root.map {
      SourceGuard.swiftFiles(under: $0.appendingPathComponent("Sources/KeyboardUIKit"))
    } ?? []

  @Test func findsThePackageAndTheBindingSources() throws {
    let root = try #require(Self.root, "no Package.swift above \(#filePath)")
    #expect(
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("Sources/KeyboardCore").path))
    #expect(
      Self.bindingFiles.count >= 10, "found only \(Self.bindingFiles.map(\.lastPathComponent))")
    #expect(Self.bindingFiles.contains { $0.lastPathComponent == "UIKitKeyboardHost.swift" })
  }

  @Test(arguments: SourceGuardTests.bindingFiles)
  func bindingFileIsWrappedInCanImportUIKit(_ file: URL) throws {
    let source = try String(contentsOf: file, encoding: .utf8)
    let problem = SourceGuard.wrappingProblem(in: source)
    #expect(problem == nil, "\(file.lastPathComponent): \(problem ?? "")")
  }

  @Test func noFileImportsUIKitOutsideACanImportGuard() throws {
    let root = try #require(Self.root)
    let files = ["Sources", "Tests", "Plugins"].flatMap {
      SourceGuard.swiftFiles(under: root.appendingPathComponent($0))
    }
    #expect(files.count > Self.bindingFiles.count)
    var offenders: [String] = []
    for file in files {
      let source = try String(contentsOf: file, encoding: .utf8)
      let relative = file.path.replacingOccurrences(of: root.path + "/", with: "")
      offenders += SourceGuard.unguardedUIKitImports(in: source).map { "\(relative):\($0)" }
    }
    #expect(offenders.isEmpty, "UIKit imported without a canImport(UIKit) guard at \(offenders)")
  }

  @Test(arguments: SourceGuardTests.bindingFiles)
  func everyPublicSymbolOfTheBindingIsDocumented(_ file: URL) throws {
    let source = try String(contentsOf: file, encoding: .utf8)
    let lines = SourceGuard.undocumentedPublicDeclarations(in: source)
    #expect(
      lines.isEmpty, "\(file.lastPathComponent): undocumented public declarations at lines \(lines)"
    )
  }
}

/// The checker itself, on small sources, so that a passing guard test means something.
@Suite struct SourceGuardCheckerTests {
  @Test func acceptsAFileWrappedFromFirstToLastLine() {
    let source = """
      // A comment before the guard is fine.
      /* So is a
         block comment. */

      #if canImport(UIKit)
        #if os(iOS)
          import UIKit
          let x = 1
        #else
          let y = 2
        #endif
      #endif  // canImport(UIKit)

      """
    #expect(SourceGuard.wrappingProblem(in: source) == nil)
    #expect(SourceGuard.unguardedUIKitImports(in: source).isEmpty)
  }

  @Test func rejectsAFileThatDoesNotOpenWithTheGuard() {
    #expect(SourceGuard.wrappingProblem(in: "import UIKit\n") != nil)
    #expect(SourceGuard.wrappingProblem(in: "#if os(iOS)\nimport UIKit\n#endif\n") != nil)
    #expect(SourceGuard.wrappingProblem(in: "// only a comment\n") != nil)
  }

  @Test func rejectsCodeAfterTheGuardCloses() {
    let source = "#if canImport(UIKit)\nimport UIKit\n#endif\nlet leaked = 1\n#if DEBUG\n#endif\n"
    #expect(SourceGuard.wrappingProblem(in: source) != nil)
    #expect(
      SourceGuard.wrappingProblem(in: "#if canImport(UIKit)\nlet a = 1\n#endif\nlet b = 2\n") != nil
    )
  }

  @Test func rejectsAnElseBranchOnTheOuterGuard() {
    let source = "#if canImport(UIKit)\nimport UIKit\n#else\nlet fallback = 1\n#endif\n"
    #expect(SourceGuard.wrappingProblem(in: source) != nil)
  }

  @Test func findsUnguardedUIKitImportsInEveryForm() {
    #expect(SourceGuard.unguardedUIKitImports(in: "import Foundation\nimport UIKit\n") == [2])
    #expect(SourceGuard.unguardedUIKitImports(in: "@_exported import UIKit\n") == [1])
    #expect(SourceGuard.unguardedUIKitImports(in: "import class UIKit.UIView\n") == [1])
    #expect(SourceGuard.unguardedUIKitImports(in: "#if os(iOS)\nimport UIKit\n#endif\n") == [2])
    #expect(
      SourceGuard.unguardedUIKitImports(in: "#if !canImport(UIKit)\nimport UIKit\n#endif\n") == [2])
    let elseBranch = "#if canImport(UIKit)\nimport UIKit\n#else\nimport UIKit\n#endif\n"
    #expect(SourceGuard.unguardedUIKitImports(in: elseBranch) == [4])
    #expect(SourceGuard.unguardedUIKitImports(in: "// import UIKit\nimport UIKitty\n").isEmpty)
  }

  @Test func acceptsGuardedImportsAtAnyDepth() {
    let source = """
      #if DEBUG
        #if canImport(UIKit) && os(iOS)
          #if SOMETHING
            import UIKit
          #endif
        #endif
      #endif
      """
    #expect(SourceGuard.unguardedUIKitImports(in: source).isEmpty)
  }

  @Test func findsUndocumentedPublicDeclarations() {
    let source = """
      /// Documented.
      public struct A {}
      @MainActor
      public final class B {}
      /// Documented, with an attribute in between.
      @available(iOSApplicationExtension, unavailable)
      public convenience init() {}
      private var hidden = 0
      """
    #expect(SourceGuard.undocumentedPublicDeclarations(in: source) == [4])
  }
}
