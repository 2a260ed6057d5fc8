import Foundation
import Testing

/// The rules are the repository's own: every rule citation ("Behavior.md §7.1c", a bare "§7.3",
/// a Markdown link to `Behavior.md#…`) names a section that Docs/Behavior.md has, and nothing
/// cites a file users do not have — the requirements document the rulebook was written from, or
/// a path outside the repository.
@Suite struct BehaviorCitationTests {
  private static let rulebook = PackagePaths.root.appendingPathComponent("Docs/Behavior.md")
  /// Where citations live: the folders and files a user of the repository reads.
  private static let scanned = [
    "Sources", "Tests", "Scenarios", "Docs", "Examples", "Plugins", "README.md", "CHANGELOG.md",
    "Package.swift",
  ]
  /// The section sign, spelled so that this file cites nothing itself.
  private static let sectionSign: Character = "\u{A7}"
  /// The section sign as a JSON escape, as scenario files may write it.
  private static let escapedSectionSign = "\\u00" + "a7"

  /// One file's text, with its path relative to the package root.
  private struct SourceFile {
    var path: String
    var text: String
  }

  private static func read(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  /// Every .swift, .md and .json file under ``scanned`` except this one.
  private static func files() throws -> [SourceFile] {
    let own = URL(fileURLWithPath: #filePath).standardizedFileURL.path
    var result: [SourceFile] = []
    let manager = FileManager.default
    for entry in scanned {
      let url = PackagePaths.root.appendingPathComponent(entry)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
      var urls = [url]
      if isDirectory.boolValue {
        let found =
          manager.enumerator(at: url, includingPropertiesForKeys: nil)?
          .compactMap { $0 as? URL } ?? []
        urls = found.filter { !$0.path.contains("/.build") }
      }
      for file in urls where ["swift", "md", "json"].contains(file.pathExtension) {
        guard file.standardizedFileURL.path != own else { continue }
        let relative = String(
          file.standardizedFileURL.path.dropFirst(PackagePaths.root.standardizedFileURL.path.count))
        result.append(SourceFile(path: relative, text: try read(file)))
      }
    }
    return result
  }

  /// The section numbers of the rulebook's headings (`## 7. ScrollAdjust` → `7`,
  /// `### 7.1c Revealing …` → `7.1c`), each with its GitHub anchor.
  private static func sections() throws -> [String: String] {
    var result: [String: String] = [:]
    for line in try read(rulebook).split(separator: "\n") {
      guard line.hasPrefix("## ") || line.hasPrefix("### ") else { continue }
      let title = String(line.drop { $0 == "#" }.drop { $0 == " " })
      let number = sectionNumber(at: title.startIndex, in: title)
      guard !number.isEmpty else { continue }
      result[number] = anchor(of: title)
    }
    return result
  }

  /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
  private static func anchor(of title: String) -> String {
    let kept = title.lowercased().unicodeScalars.filter {
      CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
    }
    return String(kept).replacingOccurrences(of: " ", with: "-")
  }

  /// The section number starting at `index` of `text`: digits, then optionally `.` and digits and
  /// one lower-case letter (`7`, `15.10`, `7.1c`); empty when there is none.
  private static func sectionNumber(at index: String.Index, in text: String) -> String {
    let characters = Array(text[index...].prefix(12))
    var end = 0
    while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
    guard end > 0 else { return "" }
    if end + 1 < characters.count, characters[end] == ".", characters[end + 1].isNumber {
      end += 1
      while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
      if end < characters.count, ("a"..."z").contains(characters[end]),
        end + 1 == characters.count || !characters[end + 1].isLetter
      {
        end += 1
      }
    }
    return String(characters[..<end])
  }

  /// Every section a text cites: what follows each section sign (or its JSON escape).
  private static func citedSections(in text: String) -> [String] {
    var result: [String] = []
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == sectionSign {
        result.append(sectionNumber(at: text.index(after: index), in: text))
      } else if text[index...].hasPrefix(escapedSectionSign) {
        let after = text.index(index, offsetBy: escapedSectionSign.count)
        result.append(sectionNumber(at: after, in: text))
      }
      index = text.index(after: index)
    }
    return result
  }

  @Test func theRulebookNumbersItsSectionsAsTheCitationsExpect() throws {
    let numbers = try Self.sections()
    for number in ["0", "2.1", "2.7", "4.3", "7.1b", "7.1c", "7.5", "12", "15.1", "15.10", "16"] {
      #expect(numbers[number] != nil, "Docs/Behavior.md has no section \(number)")
    }
    #expect(numbers["7.1c"] == "71c-revealing-the-field-inside-its-scroll-views")
  }

  @Test func everyCitedSectionExists() throws {
    let numbers = try Self.sections()
    var checked = 0
    for file in try Self.files() {
      for cited in Self.citedSections(in: file.text) {
        checked += 1
        if numbers[cited] == nil {
          Issue.record(
            "\(file.path) cites section '\(cited)', which Docs/Behavior.md does not have")
        }
      }
    }
    #expect(checked > 100)  // the scan found the citations (over 200 today)
  }

  @Test func everyLinkIntoTheRulebookNamesAnAnchorItHas() throws {
    let anchors = Set(try Self.sections().values)
    var checked = 0
    for file in try Self.files() where file.path.hasSuffix(".md") {
      // The rulebook links to its own sections with a bare "#anchor".
      let marker = file.path.hasSuffix("Docs/Behavior.md") ? "](#" : "Behavior.md#"
      for piece in file.text.components(separatedBy: marker).dropFirst() {
        let anchor = String(piece.prefix { $0 != ")" && $0 != " " && $0 != "\n" })
        checked += 1
        if !anchors.contains(anchor) {
          Issue.record(
            "\(file.path) links to '\(anchor)', which Docs/Behavior.md has no heading for")
        }
      }
    }
    #expect(checked > 100)  // Behavior.md's own links and the guides' (over 120 today)
  }

  @Test func nothingCitesAFileOutsideTheRepository() throws {
    // Spelled in pieces, so that this file does not contain what it looks for.
    let forbidden = ["BEHAV" + "IOR", "../" + "shared", "/work" + "/"]
    for file in try Self.files() {
      for word in forbidden where file.text.contains(word) {
        Issue.record("\(file.path) mentions \(word), which is not in the repository")
      }
    }
  }
}
