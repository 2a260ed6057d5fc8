import Foundation
import KeyboardCore

/// Where this session found the content offsets ScrollAdjust writes, as their restore needs it
/// (Behavior.md §11, §15.2): the offset the write that created the ledger's record found, whether
/// it rested at its top then (`−a.top`, Behavior.md §7.1b), and the window's layout then.
///
/// UIKit keeps a scroll view resting at its top there when a rotation or a resize changes the
/// safe area it adds to its inset. A session that scrolled it kept it from doing so: the
/// re-capture after the rotation restores it in the new layout, where the offset found is no
/// longer the top (a table found at −52 under the navigation bar in portrait was put back at −52
/// in landscape, where its top is −16: 36 pt pulled down past its top). So an offset found at
/// its top is put back at its top as the new layout has it, and a record made after that
/// restore, which the ledger hands the session's original on to, knows the offset it found
/// there was the top too.
@MainActor
final class FoundOffsets {
  /// What the write that created a record found.
  struct Found: Sendable {
    /// The offset found: the record's original, unless a restore before the session's end had
    /// left the offset elsewhere and the ledger handed the session's original on.
    let offset: CGPoint
    /// Whether `offset` was the resting top `−a.top`.
    let restedAtTop: Bool
    /// The window's layout then.
    let layout: WindowLayout?
  }

  /// Per scroll view: what the write that created its record found, and the record's original,
  /// by which a later write knows the entry is its record's.
  private var entries: [ObjectIdentifier: (found: Found, original: CGPoint?)] = [:]

  /// Creates an empty record.
  init() {}

  /// Writes the content offset `offset` of `scrollView` through `ledger`, with the setter
  /// `animated` names, restored by
  /// ``RestoreRule/scrollAdjustContentOffset(restoredContentInset:found:)`` with the app's own
  /// content inset and what the write that created the record found — this one, when the ledger
  /// holds no record of the offset yet.
  func write(
    _ offset: CGPoint, of scrollView: any HostScrollView, animated: Bool, ledger: AdjusterLedger
  ) {
    let appInset =
      ledger.originalValue(of: .contentInset, of: scrollView) ?? scrollView.hostContentInset
    let key = ObjectIdentifier(scrollView)
    let original = ledger.originalValue(of: .contentOffset, of: scrollView)
    let found: Found
    if let original, let entry = entries[key], entry.original == original {
      found = entry.found
    } else {
      let offsetFound = ledger.settledValue(of: .contentOffset, of: scrollView)
      let safe = ScrollViewVisiblePart.settledSafeAreaAdded(to: scrollView, ledger: ledger)
      found = Found(
        offset: offsetFound,
        restedAtTop: offsetFound.y.isClose(to: -(appInset.top + safe.top)),
        layout: WindowLayout(of: scrollView))
    }
    ledger.write(
      .contentOffset, of: scrollView, to: offset, animated: animated,
      restore: .scrollAdjustContentOffset(restoredContentInset: appInset, found: found))
    entries[key] = (found, ledger.originalValue(of: .contentOffset, of: scrollView))
  }

  /// Forgets everything: the session ended.
  func removeAll() {
    entries.removeAll()
  }
}

/// How a window is laid out: its interface orientation and size, which a rotation or a resize
/// changes.
struct WindowLayout: Equatable, Sendable {
  let orientation: InterfaceOrientation
  let size: CGSize

  /// The layout of `view`'s window; `nil` outside a window.
  @MainActor
  init?(of view: any HostView) {
    guard let window = view.hostWindow else { return nil }
    orientation = window.interfaceOrientation
    size = window.bounds.size
  }
}
