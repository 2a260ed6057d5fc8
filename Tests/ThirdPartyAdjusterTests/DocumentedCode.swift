import Foundation

/// Reads the repository's documents and this target's sources, so tests can check that the code
/// a document shows is the code that compiles.
enum DocumentedCode {
  /// The package root.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The text of a file, by its path from the package root.
  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The ```swift blocks of a Markdown text, each without its fences.
  static func swiftBlocks(of markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if let lines = current {
        if line == "```" {
          blocks.append(lines.joined(separator: "\n"))
          current = nil
        } else {
          current = lines + [line]
        }
      } else if line == "```swift" {
        current = []
      }
    }
    return blocks
  }

  /// The part of a Markdown text under the heading line `heading` (such as `## iOS quick start`),
  /// up to the next heading of the same or a higher level; lines inside fenced blocks are never
  /// headings. `nil` when there is no such heading.
  static func section(_ heading: String, of markdown: String) -> String? {
    let level = heading.prefix { $0 == "#" }.count
    var lines: [Substring]?
    var inFence = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inFence.toggle() }
      let hashes = line.prefix { $0 == "#" }.count
      let isHeading = !inFence && hashes > 0 && line.dropFirst(hashes).hasPrefix(" ")
      if lines != nil && isHeading && hashes <= level { break }
      if lines != nil { lines?.append(line) } else if !inFence && line == heading { lines = [] }
    }
    return lines?.joined(separator: "\n")
  }

  /// The names of the regions marked in `source` (see ``markedRegion(_:in:)``), in order.
  static func regionNames(in source: String) -> [String] {
    source.split(separator: "\n").compactMap { line in
      let text = line.drop { $0 == " " }
      guard text.hasPrefix("// docs:begin ") else { return nil }
      return String(text.dropFirst("// docs:begin ".count))
    }
  }

  /// The lines between `// docs:begin name` and `// docs:end name` of `source`, de-indented by
  /// the begin marker's indentation; `nil` when the markers are missing.
  static func markedRegion(_ name: String, in source: String) -> String? {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard let begin = lines.firstIndex(where: { $0.hasSuffix("// docs:begin \(name)") }),
      let end = lines.firstIndex(where: { $0.hasSuffix("// docs:end \(name)") }), begin < end
    else { return nil }
    let indent = lines[begin].prefix { $0 == " " }.count
    return lines[(begin + 1)..<end].map {
      String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count)))
    }
    .joined(separator: "\n")
  }
}
