import Foundation
import KeyboardCore

/// What this session's own scrolls did to the content offsets ScrollAdjust writes, as the restore
/// rules of the scroll views inside them need it (Behavior.md §11): how far past its end the
/// app's own scrolls of the scroll views around an offset put it after the session found it is
/// the app's, and the session's scrolls of those scroll views are told from the app's here.
///
/// Kept from one restore to the next, and through the hide's restore, whose rules judge outer
/// views first: by the time an inner offset is judged, the ledger no longer holds the outer
/// one's record, and only the note its restore left here tells what the session's scrolls of it
/// still move it by.
@MainActor
final class SessionScrolls {
  /// Per scroll view whose offset a restore of this session judged (its rule ran): the `y` of
  /// the record's original and of where the restore left the offset. Once the ledger holds the
  /// offset no more, what the session's scrolls of it still move it by
  /// (``sessionsScroll(of:settledAt:held:)``).
  private var offsetsLeftByRestores: [ObjectIdentifier: (original: CGFloat, left: CGFloat)] = [:]

  /// Creates an empty record.
  init() {}

  /// Notes that a restore judged the offset of `scrollView` in `state` and `restored` it there
  /// (`nil`: left it as it is): where it left it, and where the app had left it — the record's
  /// original, or where the app scrolled it since the ledger's last write (the session's
  /// scrolls are over then; a pull-back from there is the session's).
  func noteRestore(
    of scrollView: any HostScrollView, state: RestoreState<CGPoint>, restored: CGPoint?
  ) {
    let left = (restored ?? state.current).y
    offsetsLeftByRestores[ObjectIdentifier(scrollView)] = (
      state.appScrolledVertically ? state.current.y : state.original.y, left
    )
  }

  /// How far the session's own scrolls of `outer`, settled at `settledAt`, still move its offset
  /// from where the app left it: the ledger's last write less its original, when the ledger
  /// holds the offset (`held`: the `y` of its original and of its last write); where a restore
  /// left it less the original, when a restore of this session judged it; 0 when the session
  /// never scrolled it — and 0 when the app scrolled it since (it stands away from there): the
  /// app's scroll makes the offset the app's, as the restore of an offset the app scrolled after
  /// an earlier restore judges it (``RestoreState/appScrolledSinceAnEarlierRestore``).
  func sessionsScroll(
    of outer: any HostScrollView, settledAt: CGFloat, held: (original: CGFloat?, written: CGFloat?)
  ) -> CGFloat {
    if let original = held.original, let written = held.written {
      return settledAt.isClose(to: written) ? written - original : 0
    }
    guard let restored = offsetsLeftByRestores[ObjectIdentifier(outer)] else { return 0 }
    return settledAt.isClose(to: restored.left) ? restored.left - restored.original : 0
  }

  /// How much further up the app's own scrolls of the scroll views around `scrollView`, since
  /// the session `found` its offset, moved the end of its content (Behavior.md §11): the end
  /// with those scrolls undone (``offsetWithoutTheAppsScrolls(of:settledAt:foundAt:found:held:)``)
  /// and the app's inset `appInset`, less `endNow`; 0 when they moved it down, or when it is out
  /// of the window (its safe area is judged from where it was found then). Scrolling a scroll
  /// view around it carries it under a bar or out from under one, which changes the safe area
  /// it adds to its inset, and so its end: how far past that end the app's scroll leaves an
  /// offset is the app's. Taken from the app, a table found at its top 0, which the app's
  /// scroll of the scroll view around it to 461 had carried 158 pt under the bars (its end
  /// −158), was pulled back to −158 when focus left it; the reveal then scrolled that scroll
  /// view back to 46, and the hide left the table 158 pt below its top.
  ///
  /// `settledShift` tells how far a view still moves once the changes under way land, and
  /// `settledOffsetY` where they take the offset of a scroll view (read through its subview on
  /// the way down).
  func pastEndTheAppsScrollsAdded(
    to scrollView: any HostScrollView, found: FoundOffsets.Found, appInset: EdgeInsets,
    endNow: CGFloat,
    settledShift: (any HostView) -> CGFloat,
    settledOffsetY: (_ outer: any HostScrollView, _ child: any HostView) -> CGFloat,
    held: (_ outer: any HostScrollView) -> (original: CGFloat?, written: CGFloat?)
  ) -> CGFloat {
    guard !found.enclosingOffsets.isEmpty, scrollView.hostWindow != nil else { return 0 }
    /// How far `view` would move down once the changes under way land, were the scroll views
    /// around it where they would be without the app's scrolls since the offset was found.
    func shiftUndoingTheAppsScrolls(of view: any HostView) -> CGFloat {
      var shift = settledShift(view)
      var child = view
      var next = view.hostSuperview
      while let ancestor = next {
        if let outer = ancestor.hostScrollView,
          let offsetFound = found.enclosingOffsets[ObjectIdentifier(outer)]
        {
          let settled = settledOffsetY(outer, child)
          shift +=
            settled
            - offsetWithoutTheAppsScrolls(
              of: outer, settledAt: settled, foundAt: offsetFound, found: found, held: held(outer))
        }
        child = ancestor
        next = ancestor.hostSuperview
      }
      return shift
    }
    let safe = ScrollViewVisiblePart.settledSafeAreaAdded(
      to: scrollView, settledShift: shiftUndoingTheAppsScrolls(of:))
    let endWithoutTheApp = scrollView.maximumValidContentOffsetY(
      adjustedContentInset: appInset + safe)
    return Swift.max(0, endWithoutTheApp - endNow)
  }

  /// The `y` of the offset of `outer`, a scroll view around an offset the session `found` with
  /// `outer` at `foundAt`, in a world where the app has not scrolled `outer` since: `outer`
  /// settled at `settledAt` now, where the session's scrolls still standing move it from where
  /// the app left it (`held` as ``sessionsScroll(of:settledAt:held:)`` takes it) — less what
  /// they moved it by then, what the app had left it at then. An app's scroll over the session's
  /// is the app's: a table found at 0 beside an outer scroll view the session had scrolled to
  /// 253 (its end −28), which the app then scrolled to 1042 (its end −817), stays at 0, as it
  /// would have without the session.
  func offsetWithoutTheAppsScrolls(
    of outer: any HostScrollView, settledAt: CGFloat, foundAt: CGFloat, found: FoundOffsets.Found,
    held: (original: CGFloat?, written: CGFloat?)
  ) -> CGFloat {
    foundAt - (found.enclosingScrolledBySession[ObjectIdentifier(outer)] ?? 0)
      + sessionsScroll(of: outer, settledAt: settledAt, held: held)
  }

  /// Forgets everything: a new session starts. The storage is kept for it.
  func removeAll() {
    offsetsLeftByRestores.removeAll(keepingCapacity: true)
  }
}
