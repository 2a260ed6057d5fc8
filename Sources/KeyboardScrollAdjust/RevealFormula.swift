import Foundation
import KeyboardCore

/// The offset that reveals a field inside the visible part of one scroll view (Behavior.md §7.1c),
/// as a pure formula over window-coordinate numbers.
///
/// ```
/// F inside V                 →  no change
/// F taller than V            →  change = F.minY − V.minY          (the top wins)
/// F.minY < V.minY            →  change = F.minY − V.minY          (scroll down, < 0)
/// F.maxY > V.maxY            →  change = F.maxY − V.maxY          (scroll up, > 0)
/// s = min(max(y + change, −a.top), max(contentHeight + a.bottom − height, −a.top))
/// ```
/// Not rounded (Behavior.md §15.3).
struct RevealFormula: Equatable, Sendable {
  /// `F`: the field's frame in the window, where the offsets set so far take it.
  var fieldFrame: CGRect
  /// `V`: the scroll view's frame in the window inset by its adjusted content inset top and
  /// bottom as the app set it.
  var visibleFrame: CGRect
  /// `y`: the scroll view's offset, where it is going.
  var offsetY: CGFloat
  /// `−a.top` with the current insets: the smallest resting offset (Behavior.md §7.1b).
  var minimumOffsetY: CGFloat
  /// `max(contentHeight + a.bottom − height, −a.top)` with the current insets: the largest.
  var maximumOffsetY: CGFloat

  /// Whether `F` already lies inside `V`.
  var isInside: Bool {
    fieldFrame.minY >= visibleFrame.minY && fieldFrame.maxY <= visibleFrame.maxY
  }

  /// The least change of the offset that puts `F` inside `V` (0 when it is inside); the top
  /// wins when `F` is taller than `V`.
  var change: CGFloat {
    if isInside { return 0 }
    if fieldFrame.height > visibleFrame.height || fieldFrame.minY < visibleFrame.minY {
      return fieldFrame.minY - visibleFrame.minY
    }
    return fieldFrame.maxY - visibleFrame.maxY
  }

  /// `s`: the offset to set, `y + change` within the resting offsets.
  var targetOffsetY: CGFloat {
    Swift.min(
      Swift.max(offsetY + change, minimumOffsetY), Swift.max(maximumOffsetY, minimumOffsetY))
  }

  /// The numbers, for an explanation.
  var explanationValues: [Explanation.Value] {
    [
      .init("F.minY", fieldFrame.minY), .init("F.maxY", fieldFrame.maxY),
      .init("V.minY", visibleFrame.minY), .init("V.maxY", visibleFrame.maxY),
      .init("y", offsetY), .init("−a.top", minimumOffsetY), .init("max offset", maximumOffsetY),
      .init("s", targetOffsetY),
    ]
  }
}
