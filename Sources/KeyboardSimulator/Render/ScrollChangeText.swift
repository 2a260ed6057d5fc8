import Foundation
import KeyboardCore

/// A scroll view's change between two snapshots in words, as every output says it: the offset
/// as a point, the insets edge by edge (`content inset bottom 0 → 332`), never as an unlabelled
/// `{top, left, bottom, right}` tuple.
enum ScrollChangeText {
  /// The parts of the change from `before` to `now`, empty when nothing changed; the indicator
  /// insets only when `includesIndicators`.
  static func parts(from before: ScrollState, to now: ScrollState, includesIndicators: Bool)
    -> [String]
  {
    var parts: [String] = []
    if now.contentOffset != before.contentOffset {
      parts.append("offset \(before.contentOffset) → \(now.contentOffset)")
    }
    parts += edges("content inset", from: before.contentInset, to: now.contentInset)
    if includesIndicators {
      parts += edges("indicator inset", from: before.indicatorInsets, to: now.indicatorInsets)
    }
    return parts
  }

  /// Every edge of `name` that changed: `"content inset bottom 0 → 332"`.
  static func edges(_ name: String, from before: EdgeInsets, to now: EdgeInsets) -> [String] {
    // Most steps change no inset: nothing to list, known without listing the edges.
    if before == now { return [] }
    let edges: [(String, CGFloat, CGFloat)] = [
      ("top", before.top, now.top), ("left", before.left, now.left),
      ("bottom", before.bottom, now.bottom), ("right", before.right, now.right),
    ]
    return edges.compactMap { edge, old, new in
      old == new || (old.isNaN && new.isNaN)
        ? nil : "\(name) \(edge) \(old.shortDescription) → \(new.shortDescription)"
    }
  }
}
