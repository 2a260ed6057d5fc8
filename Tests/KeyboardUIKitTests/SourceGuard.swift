import Foundation

/// The mechanical checks behind the source-guard tests: which Swift files exist, whether a file is
/// wrapped in `#if canImport(UIKit)` from its first line of code to its last, and whether every
/// `import UIKit` sits inside such a guard. Plain text analysis, so it runs on Linux, where the
/// KeyboardUIKit module itself is empty.
enum SourceGuard {
  /// The condition every KeyboardUIKit file must open with.
  static let requiredOpening = "#if canImport(UIKit)"

  // MARK: - Files

  /// The package root: the nearest directory above `file` that holds a `Package.swift`.
  static func packageRoot(from file: String = #filePath) -> URL? {
    var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
    while directory.pathComponents.count > 1 {
      if FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("Package.swift").path)
      {
        return directory
      }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }

  /// Every `.swift` file under `directory`, sorted by path, skipping hidden and build directories.
  static func swiftFiles(under directory: URL) -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return [] }
    var files: [URL] = []
    for case let url as URL in enumerator {
      if url.lastPathComponent == ".build" {
        enumerator.skipDescendants()
      } else if url.pathExtension == "swift" {
        files.append(url)
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  // MARK: - Whole-file guard

  /// Why `source` is not wrapped in `#if canImport(UIKit)` … `#endif` from its first line of code
  /// to its last, or `nil` when it is. Comments and blank lines may come before and after.
  static func wrappingProblem(in source: String) -> String? {
    let code = codeLines(of: source)
    guard let first = code.first, let last = code.last else { return "the file has no code" }
    guard first.text == requiredOpening else {
      return "line \(first.number): first line of code is '\(first.text)', not '\(requiredOpening)'"
    }
    guard last.text == "#endif", code.count > 1 else {
      return "line \(last.number): last line of code is '\(last.text)', not '#endif'"
    }
    var depth = 0
    for line in code {
      switch directive(of: line.text) {
      case .if: depth += 1
      case .elseif, .else:
        if depth == 1 {
          return
            "line \(line.number): '\(line.text)' adds a branch to the outer guard, which compiles without UIKit"
        }
      case .endif:
        depth -= 1
        if depth == 0 && line.number != last.number {
          return "line \(line.number): the outer guard closes before the end of the file"
        }
      case nil:
        if depth == 0 { return "line \(line.number): code outside the guard" }
      }
    }
    return depth == 0 ? nil : "the #if directives are unbalanced"
  }

  // MARK: - UIKit imports

  /// The line numbers of `import UIKit` lines (of any form: `@_exported import UIKit`,
  /// `import class UIKit.UIView`, …) that are not inside an active `#if canImport(UIKit)` branch.
  static func unguardedUIKitImports(in source: String) -> [Int] {
    struct Branch {
      var condition: String
      var isElse: Bool
      var guardsUIKit: Bool { !isElse && SourceGuard.requiresUIKit(condition) }
    }
    var branches: [Branch] = []
    var unguarded: [Int] = []
    for line in codeLines(of: source) {
      switch directive(of: line.text) {
      case .if: branches.append(Branch(condition: condition(of: line.text), isElse: false))
      case .elseif:
        if !branches.isEmpty {
          branches[branches.count - 1] = Branch(condition: condition(of: line.text), isElse: false)
        }
      case .else:
        if !branches.isEmpty { branches[branches.count - 1].isElse = true }
      case .endif:
        if !branches.isEmpty { branches.removeLast() }
      case nil:
        if importsUIKit(line.text) && !branches.contains(where: \.guardsUIKit) {
          unguarded.append(line.number)
        }
      }
    }
    return unguarded
  }

  /// Whether a line of code imports UIKit or one of its submodules or declarations.
  static func importsUIKit(_ line: String) -> Bool {
    var words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    while let word = words.first, word.hasPrefix("@") { words.removeFirst() }
    guard words.first == "import", words.count >= 2 else { return false }
    let kinds: Set<String> = [
      "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]
    let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
    return path == "UIKit" || path.hasPrefix("UIKit.")
  }

  /// Whether an `#if` condition requires UIKit (it names `canImport(UIKit)` without negating it).
  static func requiresUIKit(_ condition: String) -> Bool {
    let compact = condition.filter { !$0.isWhitespace }
    return compact.contains("canImport(UIKit") && !compact.contains("!canImport(UIKit")
  }

  // MARK: - Documentation

  /// The line numbers of `public` or `open` declarations that are not preceded by a `///` doc
  /// comment (attribute lines such as `@available(…)` may sit in between).
  static func undocumentedPublicDeclarations(in source: String) -> [Int] {
    let lines = source.components(separatedBy: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    var undocumented: [Int] = []
    for (index, line) in lines.enumerated() where declaresPublicSymbol(line) {
      var previous = index - 1
      while previous >= 0, lines[previous].hasPrefix("@") { previous -= 1 }
      if previous < 0 || !lines[previous].hasPrefix("///") { undocumented.append(index + 1) }
    }
    return undocumented
  }

  /// Whether a (trimmed) line declares a `public` or `open` symbol.
  static func declaresPublicSymbol(_ line: String) -> Bool {
    var words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    while let word = words.first, word.hasPrefix("@") { words.removeFirst() }
    let modifiers: Set<String> = [
      "final", "static", "class", "override", "convenience", "required", "nonisolated", "mutating",
      "nonmutating", "lazy", "dynamic",
    ]
    while let word = words.first, modifiers.contains(word) { words.removeFirst() }
    return words.first == "public" || words.first == "open"
  }

  // MARK: - Lines

  /// A line of code: its 1-based number and its text, trimmed.
  struct CodeLine: Equatable {
    var number: Int
    var text: String
  }

  /// The lines that hold code: blank lines, `//` comment lines and `/* … */` comments removed,
  /// and a trailing `//` comment cut from a compiler directive.
  static func codeLines(of source: String) -> [CodeLine] {
    var result: [CodeLine] = []
    var inBlockComment = false
    for (index, raw) in source.components(separatedBy: "\n").enumerated() {
      var text = raw.trimmingCharacters(in: .whitespaces)
      if inBlockComment {
        guard let end = text.range(of: "*/") else { continue }
        text = String(text[end.upperBound...]).trimmingCharacters(in: .whitespaces)
        inBlockComment = false
      }
      if text.hasPrefix("/*") {
        if let end = text.range(of: "*/") {
          text = String(text[end.upperBound...]).trimmingCharacters(in: .whitespaces)
        } else {
          inBlockComment = true
          continue
        }
      }
      if text.isEmpty || text.hasPrefix("//") { continue }
      if text.hasPrefix("#"), let comment = text.range(of: "//") {
        text = String(text[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces)
      }
      result.append(CodeLine(number: index + 1, text: text))
    }
    return result
  }

  /// The compiler directives that open, continue and close conditional blocks.
  enum Directive { case `if`, elseif, `else`, endif }

  /// The directive a line of code starts with, if any.
  static func directive(of line: String) -> Directive? {
    let word = line.split(whereSeparator: \.isWhitespace).first.map(String.init)
    switch word {
    case "#if": return .if
    case "#elseif": return .elseif
    case "#else": return .else
    case "#endif": return .endif
    default: return nil
    }
  }

  /// The condition of an `#if` or `#elseif` line.
  static func condition(of line: String) -> String {
    guard let space = line.firstIndex(where: \.isWhitespace) else { return "" }
    return String(line[space...]).trimmingCharacters(in: .whitespaces)
  }
}
