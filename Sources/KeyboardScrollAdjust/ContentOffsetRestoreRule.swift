import Foundation
import KeyboardCore

extension RestoreRule where Target == any HostScrollView, Value == CGPoint {
  /// How ScrollAdjust's content-offset changes are put back (Behavior.md §11, §15.1), decided when
  /// the ledger restores, from the scroll view's settings at that moment:
  ///
  /// - `restoreContentOffset` on: the original offset, exactly — unless a restore earlier in the
  ///   session put it back and the app has scrolled it since (then it is judged as below) — and
  ///   except that an offset `found`
  ///   resting at its top goes back to its top as the window's layout now has it, when that
  ///   layout changed since or the ledger handed the session's original on from such a restore
  ///   (``originalInTheLayoutNow(_:found:of:_:state:)``, Behavior.md §15.2);
  /// - otherwise the offset stays where it is, unless it points past the end of the content —
  ///   beyond the largest resting offset `max(contentHeight + a.bottom − height, −a.top)` of
  ///   Behavior.md §7.1b — in which case only `y` is pulled back to it; an offset the session
  ///   scrolled away and back to where it found it (``FoundOffsets/Found/offset``) only as far
  ///   as the app had left it past the end then (``FoundOffsets/Found/pastEnd``) — the session's
  ///   own write back, not an app's scroll over it: a table the app scrolled back to the 0 it was
  ///   found at, after an outer scroll moved its end, was pulled back only 365 of its 470 pt.
  ///
  /// `a` is the adjusted content inset as restored: `restoredContentInset` (the app's own
  /// inset, which the ledger puts back too, whichever of the two it restores first) plus the
  /// safe area the scroll view adds itself where the restores already under way take it (an
  /// enclosing scroll view put back with the animated setter).
  ///
  /// An offset a restore before the session's end left in place (a re-capture, a new root, the
  /// adjuster removed) is judged again at the session's end: the session may still move the end
  /// of its content (scroll its enclosing scroll views, inset it, rotate back).
  static func scrollAdjustContentOffset(
    restoredContentInset: EdgeInsets, found: FoundOffsets.Found, in sessionScrolls: SessionScrolls
  ) -> RestoreRule {
    RestoreRule(
      label: "exact if restoreContentOffset, else pulled back past end",
      judgesAgainAtSessionEnd: true
    ) { scrollView, state in
      let adjusted = adjustedInsetAsRestored(
        of: scrollView, restoredContentInset: restoredContentInset, found: found, state: state)
      let end = scrollView.maximumValidContentOffsetY(adjustedContentInset: adjusted)
      let leftWhereFound =
        state.current.y == state.original.y && state.original.y == found.offset.y
        && !state.appScrolledVertically
      let restoresExactly =
        scrollView.keyboardSettings.restoreContentOffset && !state.appScrolledSinceAnEarlierRestore
      var allowed = leftWhereFound ? found.pastEnd : 0
      if leftWhereFound, !restoresExactly, state.current.y > end + allowed {
        allowed += pastEndTheAppsScrollsAround(
          scrollView, added: adjusted, restoredContentInset: restoredContentInset, found: found,
          in: sessionScrolls, state: state)
      }
      let restored = ContentOffsetRestoration.restoredOffset(
        original: originalInTheLayoutNow(
          state.original, found: found, of: scrollView, adjusted, state: state),
        current: state.current, restoresExactly: restoresExactly,
        maximumValidOffsetY: end + allowed)
      sessionScrolls.noteRestore(of: scrollView, state: state, restored: restored)
      return restored
    }
  }
}

extension RestoreRule where Target == any HostScrollView, Value == CGPoint {
  /// How ScrollAdjust judges the offset of a scroll view whose inset it changed, or whose
  /// enclosing scroll view it scrolled, but whose offset it has not moved (Behavior.md §11),
  /// found as `found` says: the offset stays where it is — the app's or the user's, even with
  /// `restoreContentOffset` on — unless, once the inset is back and the scroll views around it
  /// are where the restore leaves them, it points further past the end of the content than
  /// before the session's writes (``FoundOffsets/Found/pastEnd``: usually, past the end at
  /// all), or than the app's own scrolls of the scroll views around it since moved its end up
  /// (``pastEndTheAppsScrollsAround(_:added:restoredContentInset:found:in:state:)``); then
  /// only `y` is pulled back, that far past the end. When the record's original is
  /// not the offset found, in `y` (an earlier write of this session moved the offset, and a
  /// restore before the session's end left it to be judged at the end), the offset is the
  /// session's: it is restored as
  /// ``scrollAdjustContentOffset(restoredContentInset:found:in:)`` restores it.
  ///
  /// The bottom inset a session adds lets the user scroll past the end the content has without
  /// it, and the session's scrolls of the enclosing scroll views move the end of an inner one's
  /// content (its safe area changes): without this judgement a hide that puts the inset back
  /// could leave the content scrolled past its end.
  static func scrollAdjustPullBackPastEnd(
    restoredContentInset: EdgeInsets, found: FoundOffsets.Found, in sessionScrolls: SessionScrolls
  ) -> RestoreRule {
    RestoreRule(label: "pulled back past end", judgesAgainAtSessionEnd: true) {
      scrollView, state in
      let adjusted = adjustedInsetAsRestored(
        of: scrollView, restoredContentInset: restoredContentInset, found: found, state: state)
      // Compared in `y` alone: the session scrolls only vertically, and an app's change of `x`
      // since (a landscape inset's −47 set to 0) makes no offset the session's.
      let isTheSessions = state.original.y != found.offset.y
      let restoresExactly =
        isTheSessions && scrollView.keyboardSettings.restoreContentOffset
        && !state.appScrolledSinceAnEarlierRestore
      let end = scrollView.maximumValidContentOffsetY(adjustedContentInset: adjusted)
      var allowed = isTheSessions ? 0 : found.pastEnd
      // Only for an offset still where the session found it: one the app scrolled since is
      // pulled back as before, the inset having let it go past the end.
      if !isTheSessions, state.current.y == found.offset.y, !restoresExactly,
        state.current.y > end + allowed
      {
        allowed += pastEndTheAppsScrollsAround(
          scrollView, added: adjusted, restoredContentInset: restoredContentInset, found: found,
          in: sessionScrolls, state: state)
      }
      let restored = ContentOffsetRestoration.restoredOffset(
        original: originalInTheLayoutNow(
          state.original, found: found, of: scrollView, adjusted, state: state),
        current: state.current, restoresExactly: restoresExactly,
        maximumValidOffsetY: end + allowed)
      sessionScrolls.noteRestore(of: scrollView, state: state, restored: restored)
      return restored
    }
  }
}

extension RestoreRule where Target == any HostScrollView, Value == CGPoint {
  /// The adjusted content inset `a` of `scrollView` as restored: `restoredContentInset` plus the
  /// safe area it adds to its inset once the ledger's animated changes land. Judging rules run
  /// outer views first, so an enclosing scroll view's animated restore has only just started:
  /// read now, the inner view's safe area is the one it has where the enclosing one was, and a
  /// pull-back stopped short of the end it has once that restore lands.
  ///
  /// A scroll view out of the window (its controller pushed off a navigation stack) has no safe
  /// area there, and gets one back when it returns: it is judged with the safe area it has then,
  /// where it stood against its superview's safe area when the session `found` its offset,
  /// moved by how far its nearest enclosing scroll view stands from where it was
  /// then once the restores land (``SafeAreaPlacement``). Judged with none, a table resting at
  /// −205 under the bars was pulled back to 0 at a hide while pushed away, 205 pt past its end
  /// once a pop brought it back; judged with the safe area it added then, a table whose outer
  /// scroll view the hide pulled back 33 pt was left 33 pt past its end.
  @MainActor
  fileprivate static func adjustedInsetAsRestored(
    of scrollView: any HostScrollView, restoredContentInset: EdgeInsets,
    found: FoundOffsets.Found, state: RestoreState<CGPoint>
  ) -> EdgeInsets {
    if scrollView.hostWindow == nil, let placement = found.safeArea {
      return restoredContentInset
        + safeAreaOnReturn(of: scrollView, placedAs: placement, found: found, state: state)
    }
    return restoredContentInset
      + ScrollViewVisiblePart.settledSafeAreaAdded(
        to: scrollView, settledShift: state.settledShift(of:))
  }

  /// The safe area `scrollView`, out of the window, adds when it returns (see
  /// ``adjustedInsetAsRestored(of:restoredContentInset:found:state:)``): as `found` placed it,
  /// with its nearest enclosing scroll view moved from the offset `found` noted to where the
  /// ledger's animated changes take it.
  @MainActor
  private static func safeAreaOnReturn(
    of scrollView: any HostScrollView, placedAs placement: SafeAreaPlacement,
    found: FoundOffsets.Found, state: RestoreState<CGPoint>
  ) -> EdgeInsets {
    // Walked up without building the ancestors' list, as `FoundOffsets` notes them.
    var child: any HostView = scrollView
    var view = scrollView.hostSuperview
    while let ancestor = view {
      if let outer = ancestor.hostScrollView {
        guard let offsetFound = found.enclosingOffsets[ObjectIdentifier(outer)] else { break }
        return placement.added(
          enclosingScrolledFurther: settledOffsetY(of: outer, above: child, state: state)
            - offsetFound)
      }
      child = ancestor
      view = ancestor.hostSuperview
    }
    return placement.added
  }

  /// How much further up the app's own scrolls, since the session `found` the offset of
  /// `scrollView`, of the scroll views around it moved the end of its content, once the ledger's
  /// restores under way land
  /// (``SessionScrolls/pastEndTheAppsScrollsAdded(to:found:appInset:endNow:settledShift:settledOffsetY:held:)``),
  /// with the end now as the adjusted inset `added` makes it.
  @MainActor
  fileprivate static func pastEndTheAppsScrollsAround(
    _ scrollView: any HostScrollView, added: EdgeInsets, restoredContentInset: EdgeInsets,
    found: FoundOffsets.Found, in sessionScrolls: SessionScrolls, state: RestoreState<CGPoint>
  ) -> CGFloat {
    sessionScrolls.pastEndTheAppsScrollsAdded(
      to: scrollView, found: found, appInset: restoredContentInset,
      endNow: scrollView.maximumValidContentOffsetY(adjustedContentInset: added),
      settledShift: state.settledShift(of:),
      settledOffsetY: { settledOffsetY(of: $0, above: $1, state: state) },
      held: { outer in
        (
          state.originalValue(of: .contentOffset, of: outer)?.y,
          state.writtenValue(of: .contentOffset, of: outer)?.y
        )
      })
  }

  /// The offset an exact restore puts back: `original`, unless the offset was `found` resting at
  /// its top (Behavior.md §15.2). Then the session's original is the offset found, when the
  /// ledger handed the record another one (a rotation's restore before it left the offset at its
  /// top in the new layout); and when the window's layout changed since it was found, it is the
  /// top as the inset `adjusted` makes it now — UIKit keeps a resting scroll view at its top
  /// when a rotation or a resize changes the safe area it adds, and only the session's scroll
  /// kept it from doing so — provided the scroll views around it are where they were then: one
  /// the session left scrolled moved its top, and UIKit keeps at its top only a scroll view still
  /// resting there.
  @MainActor
  fileprivate static func originalInTheLayoutNow(
    _ original: CGPoint, found: FoundOffsets.Found, of scrollView: any HostScrollView,
    _ adjusted: EdgeInsets, state: RestoreState<CGPoint>
  ) -> CGPoint {
    guard found.restedAtTop else { return original }
    var restored = CGPoint(x: original.x, y: found.offset.y)
    // `if let`, not `map`: a closure formed in main-actor code checks at each call that it runs
    // on the main actor (≈ 290 instructions).
    var layoutChanged = false
    if let layout = WindowLayout(of: scrollView) { layoutChanged = layout != found.layout }
    if layoutChanged, enclosingScrollViews(of: scrollView, areWhere: found, state: state) {
      restored.y = -adjusted.top
    }
    return restored
  }

  /// Whether the scroll views around `scrollView` are, once the ledger's animated changes land,
  /// at the offsets `found` noted.
  @MainActor
  private static func enclosingScrollViews(
    of scrollView: any HostScrollView, areWhere found: FoundOffsets.Found,
    state: RestoreState<CGPoint>
  ) -> Bool {
    // Walked up without building the ancestors' list, as `FoundOffsets` notes them.
    var child: any HostView = scrollView
    var view = scrollView.hostSuperview
    while let ancestor = view {
      defer {
        child = ancestor
        view = ancestor.hostSuperview
      }
      guard let outer = ancestor.hostScrollView,
        let offsetFound = found.enclosingOffsets[ObjectIdentifier(outer)]
      else { continue }
      if !settledOffsetY(of: outer, above: child, state: state).isClose(to: offsetFound) {
        return false
      }
    }
    return true
  }

  /// The `y` of `outer`'s content offset once the ledger's animated changes land, read through
  /// `child`, its subview on the way down: what those changes still move the child, and not
  /// `outer` itself, is the rest of `outer`'s own offset on its way.
  @MainActor
  private static func settledOffsetY(
    of outer: any HostScrollView, above child: any HostView, state: RestoreState<CGPoint>
  ) -> CGFloat {
    outer.contentOffset.y - (state.settledShift(of: child) - state.settledShift(of: outer))
  }
}

extension RestoreState where Value == CGPoint {
  /// Whether the app scrolled the offset after a restore earlier in the session put it back
  /// (a release when focus left the scroll view's chain, a re-capture): the session's change
  /// was undone then, and the offset is the app's again. An exact restore at the session's end
  /// would take the app's scroll away (a scroll view released at 0 and scrolled by the app to
  /// 257 was put back to 0 at the hide); it is judged as an offset the session did not scroll.
  var appScrolledSinceAnEarlierRestore: Bool {
    isJudgedAgainAtSessionEnd && appScrolledVertically
  }

  /// Whether the app moved the offset's `y` from the value the ledger last wrote
  /// (``RestoreState/changedOutsideLedger`` in `y` alone): the session scrolls only vertically,
  /// and an app's change of `x` alone makes no scroll of the session's the app's.
  var appScrolledVertically: Bool { current.y != lastWritten.y }
}

/// The pure decision behind
/// ``RestoreRule/scrollAdjustContentOffset(restoredContentInset:found:in:)``.
enum ContentOffsetRestoration {
  /// The offset to write back, or `nil` to leave `current` as it is.
  static func restoredOffset(
    original: CGPoint, current: CGPoint, restoresExactly: Bool, maximumValidOffsetY: CGFloat
  ) -> CGPoint? {
    if restoresExactly { return original }
    guard current.y > maximumValidOffsetY else { return nil }
    return CGPoint(x: current.x, y: maximumValidOffsetY)
  }
}
