import Foundation
import KeyboardCore

/// The keyboard as Behavior.md §2 says KeyboardLift must see it, worked out by the checker from the
/// notifications as posted — never from KeyboardLift's own reading of them (`KeyboardInfo`), so
/// that a wrong normalisation shows.
///
/// The rules, re-stated: a notification with a malformed value or an unusable number (a
/// non-finite origin, a non-finite or negative size or duration) is ignored (**bad-numbers**), and
/// so is a show or change-frame whose end frame is empty; no end frame means hidden
/// (**missing-frame**); will/did-hide means hidden whatever the frame (**hide-is-zero**); an end
/// frame that does not intersect the screen, in any direction, is hidden (**visible-strip**);
/// an end frame narrower than the screen whose bottom is above the screen's is a floating
/// keyboard, hidden (**floating**); between a will-hide and the next did-hide (or the did-show
/// of a keyboard whose will-show came after the will-hide), a
/// will/did-change-frame to the will-hide's end frame (on the same screen) is that hide's own, and
/// changes nothing (**dedupe**) — the hide is delimited by the names of its notifications,
/// whatever else they carry.
package struct ExpectedKeyboard: Sendable, Equatable {
  /// The end frame of the last notification that counts, in screen coordinates; `nil` while
  /// hidden.
  package private(set) var frame: CGRect?
  /// Why the keyboard is hidden, in words, when the last notification that counted hid it.
  package private(set) var hiddenBecause: String?
  /// The end frame of the last will-hide and the screen it was posted on, until the next
  /// did-hide, or the did-show of a show that interrupted it.
  private var hideUnderWay: PostedFrame?
  /// Whether a will-show came after the will-hide of ``hideUnderWay``.
  private var isHideInterruptedByAShow = false

  /// A hidden keyboard (before any notification).
  package init() {}

  /// Whether the keyboard is visible.
  package var isVisible: Bool { frame != nil }

  /// Applies one notification, as posted on `screen`.
  package mutating func apply(_ notification: KeyboardNotificationReading, screen: CGRect) {
    defer { noteHideUnderWay(notification, screen: screen) }
    let isChangeFrame =
      notification.name == .willChangeFrame || notification.name == .didChangeFrame
    if isChangeFrame, let hideUnderWay, case .value(let end) = notification.endFrame,
      hideUnderWay == PostedFrame(frame: end, screen: screen)
    {
      return
    }
    guard !Self.isIgnored(notification) else { return }
    guard case .value(let end) = notification.endFrame else {
      hide("no end frame (missing-frame)")
      return
    }
    if notification.name == .willHide || notification.name == .didHide {
      hide("will/did hide (hide-is-zero)")
    } else if !Self.overlaps(end, screen) {
      hide("end frame \(Rect(end)) is off the screen (visible-strip)")
    } else if end.width < screen.width && end.maxY < screen.maxY {
      hide("end frame \(Rect(end)) floats above the screen's bottom (floating)")
    } else {
      frame = end
      hiddenBecause = nil
    }
  }

  /// Notes a will-hide's end frame (none when it has no usable one as a value) until the next
  /// did-hide, or the did-show of a show that interrupted it, whether or not the notification
  /// counted.
  private mutating func noteHideUnderWay(
    _ notification: KeyboardNotificationReading, screen: CGRect
  ) {
    switch notification.name {
    case .willHide:
      if case .value(let end) = notification.endFrame {
        hideUnderWay = PostedFrame(frame: end, screen: screen)
      } else {
        hideUnderWay = nil
      }
      isHideInterruptedByAShow = false
    case .willShow:
      isHideInterruptedByAShow = hideUnderWay != nil
    case .didShow where isHideInterruptedByAShow, .didHide:
      hideUnderWay = nil
    default:
      break
    }
  }

  /// An end frame as posted, with the screen it was posted on.
  private struct PostedFrame: Sendable, Equatable {
    let frame: CGRect
    let screen: CGRect
  }

  private mutating func hide(_ reason: String) {
    frame = nil
    hiddenBecause = reason
  }

  /// Whether the rules say to ignore `notification` (bad-numbers, empty end frame).
  static func isIgnored(_ notification: KeyboardNotificationReading) -> Bool {
    for frame in [notification.endFrame, notification.beginFrame] {
      switch frame {
      case .malformed: return true
      case .value(let rect) where !isUsable(rect): return true
      default: break
      }
    }
    switch notification.duration {
    case .malformed: return true
    case .value(let duration) where !duration.isFinite || duration < 0: return true
    default: break
    }
    let isHide = notification.name == .willHide || notification.name == .didHide
    if !isHide, case .value(let end) = notification.endFrame, end.width == 0 || end.height == 0 {
      return true
    }
    return false
  }

  /// Whether `a` and `b` share an area (touching edges do not count).
  private static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
    a.maxX > b.minX && a.minX < b.maxX && a.maxY > b.minY && a.minY < b.maxY
  }

  private static func isUsable(_ rect: CGRect) -> Bool {
    rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite
      && rect.size.height.isFinite && rect.size.width >= 0 && rect.size.height >= 0
  }

  /// The keyboard in window coordinates, for a window at `windowFrame` on the screen (Behavior.md
  /// §6): `top` is the top of its part inside the window (the window's height when none is),
  /// `covered` the window height below that top.
  package func inWindow(windowFrame: CGRect) -> (frame: CGRect, top: CGFloat, covered: CGFloat)? {
    guard let frame else { return nil }
    let inWindow = frame.offsetBy(dx: -windowFrame.minX, dy: -windowFrame.minY)
    let bounds = CGRect(origin: .zero, size: windowFrame.size)
    let inside = inWindow.intersection(bounds)
    let top = inside.isNull || inside.isEmpty ? bounds.maxY : inside.minY
    return (inWindow, top, bounds.maxY - top)
  }
}
