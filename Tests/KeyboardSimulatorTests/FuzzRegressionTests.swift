import Foundation
import KeyboardSimulator
import Testing

/// Defects the randomized checker (`keyboard-sim fuzz --seed 20261125`) found, each as the
/// shrunk scenario it printed (`Fixtures/Regressions/F*.json`), pinned by the geometry it is
/// about and by a run with no invariant violation. Each test failed before its fix.
@Suite @MainActor struct FuzzRegressionTests {
  /// F1 (Behavior.md §7.3, §8): a tall text view lifted the root view 283 pt; focus then moved to
  /// a field of a collection view that the lift had pushed above the top guide. The loop went on
  /// with `m = T.minY − Gtop = −230` and, with no scroll view left, handed exactly that to
  /// RootAdjust: the root stayed lifted 53 pt for nothing, the field 417 pt above the keyboard.
  /// A loop that runs out of scroll views with the field visible now ends as a stop does,
  /// `m = min(0, need)`, and the root comes all the way down.
  @Test func f1ALiftedRootComesDownForAVisibleFieldAboveTheTopGuide() throws {
    let run = try Regressions.run("F1-lifted-root-stays-lifted-for-a-visible-field")
    #expect(run.snapshots[2].movedDistance == 283)
    let focused = run.snapshots[3]
    #expect(focused.focusedID == "rowField6")
    #expect(focused.movedDistance == 0)
    #expect(focused.root?.originY == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F2 (Behavior.md §6, §7.3): a keyboard covering the whole landscape screen (top 0). After the
  /// reveal the field's top was at the top guide (`room = 0`) with its bottom covered
  /// (`need = 54`), so §6 called it visible (`lift = 0`), and the previous-row rule
  /// `m = max(min(0, prevRow.maxY − Gtop), need)` turned `need` into a lift of 54: the root rose
  /// and the field's top went 54 pt above the top guide. The visible branch now reads `need` as
  /// `min(room, need)` and is never positive: the field stays at the guide.
  @Test func f2AVisibleFieldIsNeverLiftedAboveTheTopGuide() throws {
    let run = try Regressions.run("F2-visible-field-lifted-above-top-guide")
    let focused = run.snapshots[3]
    #expect(focused.focusedID == "rowField8")
    #expect(focused.movedDistance == 141)
    let field = try #require(focused.element("rowField8"))
    #expect(field.frame.minY >= 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F3 (Behavior.md §6, §7.3): the same keyboard; a root view lifted 247 pt for a stack-view field
  /// left the next field (a table row) 46 pt above the top guide, and with its bottom still
  /// covered (`need = 8 > room = −46`) the stop `m = min(0, need) = 0` left it there. Where the
  /// field does not fit between the top guide and the keyboard the top wins, as in §6:
  /// `m = min(0, room, need) = −46`, and the root comes down 46 pt.
  @Test func f3AFieldThatDoesNotFitIsBroughtDownToTheTopGuide() throws {
    let run = try Regressions.run("F3-field-too-tall-for-its-room-left-above-top-guide")
    #expect(run.snapshots[2].movedDistance == 247)
    let focused = run.snapshots[3]
    #expect(focused.focusedID == "rowField8")
    #expect(focused.movedDistance == 201)
    let field = try #require(focused.element("rowField8"))
    #expect(abs(field.frame.minY) < 0.001)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F4 (Behavior.md §11, §15.1): focus moved from a field in a grid nested in a scroll view to a
  /// field of the scroll view itself. The grid was released and pulled back to the end of its
  /// content as it was then (214), but the scroll view then scrolled on by 136 pt, which took
  /// the grid out of the area below the window and so 136 pt off the safe area it adds to its
  /// inset: after the hide it sat 136 pt past its end (78). A released offset that was only
  /// pulled back stays recorded, and the hide pulls it back again against the end it has then.
  @Test func f4AReleasedScrollViewIsPulledBackAgainAtTheHide() throws {
    let run = try Regressions.run("F4-released-grid-left-past-its-end")
    #expect(run.snapshots[3].element("grid13")?.scroll?.contentOffset.y == 214)
    let hidden = run.snapshots[4]
    #expect(hidden.element("grid13")?.scroll?.contentOffset.y == 78)
    #expect(!hidden.isSessionOpen)
    #expect(hidden.ledgerEntries == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F5 (the checker, Behavior.md §11): a session left a table at offset 30, within its content;
  /// a rotation after that session moved the end of the content to 28, and the next session
  /// never touched the table. The checker blamed that session's hide for an offset "past the
  /// end"; an offset a session found and left where it was is not its doing.
  @Test func f5AnOffsetTheSessionFoundAndLeftIsNotJudged() throws {
    let run = try Regressions.run("F5-rotation-after-session-moves-end-of-content")
    #expect(run.snapshots[4].element("table62")?.scroll?.contentOffset.y == 30)
    #expect(run.snapshots[6].element("table62")?.scroll?.contentOffset.y == 30)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F6 (Behavior.md §7.3 text-view rule, §7.5): a 120-pt text view in a scroll view, in a root
  /// view placed 97 pt down a landscape window. §7.5 shrinks it to the 84 pt between the top guide
  /// and the keyboard, which assumes its top at the guide; the scroll view could take its top
  /// only to its own top, 58 pt lower (`s` clamped at `R.minY − a.top`), and `m = 0` left the
  /// root where it was: the text view's bottom 94 pt under the keyboard. The rest of the way to
  /// the guide is now lift, `m = min(m, T'.minY − Gtop) − (s − y)`: the root rises 58 pt.
  @Test func f6ATallTextViewTheScrollViewCannotBringToTheGuideIsLiftedTheRest() throws {
    let run = try Regressions.run("F6-tall-text-view-clamped-below-top-guide")
    let focused = run.snapshots[2]
    #expect(focused.focusedID == "text39")
    #expect(focused.movedDistance == 58)
    let textView = try #require(focused.element("text39"))
    #expect(textView.frame.minY == 97)
    #expect(focused.element("text39")?.scroll?.contentInset.bottom == 36)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F7 (Behavior.md §4.3, §11): a rotation while a session is open. The core restored everything
  /// before capturing the new layout, which puts the collection view's offset back (60 → 0)
  /// with the animated setter; the adjustment right after read the offset still at 60, where
  /// the animation starts, decided the field was visible, and left it 19 pt under the
  /// landscape keyboard while the restore's animation carried on to 0. The ledger now answers
  /// where an animated restore is taking a property until the input is handled, and writes a
  /// new value even when the host happens to read it on its way elsewhere.
  @Test func f7ARotationAdjustsFromWhereTheRestoreIsTakingTheOffsets() throws {
    let run = try Regressions.run("F7-rotation-reads-restored-offset-mid-animation")
    #expect(run.snapshots[2].element("grid8")?.scroll?.contentOffset.y == 60)
    let rotated = run.snapshots[3]
    #expect(rotated.element("grid8")?.scroll?.contentOffset.y == 29)
    #expect(rotated.gap?.gap == 10)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F8 (Behavior.md §4.3): focus in portrait with no keyboard, then a rotation (no session, so
  /// nothing re-captured), then the show. The session kept the portrait capture, so its next
  /// event — a plain `reloadLayout()` — was taken for a rotation: everything restored and
  /// adjusted again for nothing (and, before F7's fix, wrongly). A show now captures again
  /// when the window was laid out anew since the capture.
  @Test func f8AShowAfterARotationCapturesTheLayoutItRunsIn() throws {
    let run = try Regressions.run("F8-focus-before-rotation-stale-capture")
    let reloaded = run.snapshots[4]
    #expect(reloaded.records.map(\.reason) == ["reload"])
    #expect(reloaded.gap?.gap == 10)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F9 (the checker, Behavior.md §11): the hide pulled a grid back to the end of its content in
  /// landscape (100); a rotation to portrait after the session made its content end at 79.
  /// Nothing may move an offset outside a session, and nothing did: the checker judged the
  /// rotation step as if KeyboardLift had left the grid past its end. Outside a session the
  /// checker now judges only offsets that moved during the step.
  @Test func f9AnOffsetNothingMovedAfterTheSessionIsNotJudged() throws {
    let run = try Regressions.run("F9-rotation-after-session-past-end")
    #expect(run.snapshots[3].element("grid4")?.scroll?.contentOffset.y == 100)
    #expect(run.snapshots[4].element("grid4")?.scroll?.contentOffset.y == 100)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F10 (the checker, Behavior.md §11): ScrollAdjust, unregistered mid-session, left a table's
  /// offset where it had scrolled it (without `restoreContentOffset` only an offset past the end
  /// is pulled back); the next field focused sat above the top guide, and only RootAdjust was
  /// left, with the root at `y₀`. Nothing registered could bring the field down, yet the
  /// checker reported `field-below-top-guide`; it now judges that only while a registered
  /// adjuster can lower the field (ScrollAdjust, or RootAdjust with the root lifted).
  @Test func f10TheTopGuideIsJudgedOnlyWhileSomethingCanLowerTheField() throws {
    let run = try Regressions.run("F10-scroll-adjust-removed-field-above-guide")
    let focused = run.snapshots[4]
    #expect(focused.focusedID == "rowField6")
    #expect(try #require(focused.element("rowField6")).frame.minY < 0)
    #expect(focused.movedDistance == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F11 (Behavior.md §7.1c, §7.3): the reveal put a grid's field at the top of its scroll
  /// view's visible part, 5 pt under the navigation bar (the scroll view adds no safe area and
  /// reaches under the bar). The grid was at its top, so the previous-row rule stopped the
  /// loop and the outer scroll view never brought the field below the bar. A list at its top
  /// now judges the field as a first row is: its top above the guide, the loop goes on, and the
  /// outer scroll view scrolls it down those 5 pt.
  @Test func f11AListAtItsTopLetsTheScrollViewsAboveBringTheFieldBelowTheBar() throws {
    let run = try Regressions.run("F11-list-at-its-top-field-under-the-bar")
    let focused = run.snapshots[3]
    #expect(focused.focusedID == "rowField18")
    #expect(focused.element("scroll5")?.scroll?.contentOffset.y == 354)
    #expect(try #require(focused.element("rowField18")).frame.minY == 91)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F12 (Behavior.md §11): a hardware keyboard's strip hid the keyboard and showed it again in
  /// one step, before the hide's animated restore had put a table (`restoreContentOffset`)
  /// back from 44 to 0. The new session read the table on its way, took that for its original
  /// offset and restored it there: after the final hide the table sat at 44, not 0. An animated
  /// restore now stays known to the ledger while the host is still on its way, so a session
  /// that starts meanwhile records where the restore is going.
  @Test func f12ASessionStartingDuringARestoreRecordsWhereTheRestoreGoes() throws {
    let run = try Regressions.run("F12-hide-then-show-reads-offset-mid-restore")
    #expect(run.snapshots[2].element("table4")?.scroll?.contentOffset.y == 44)
    #expect(run.snapshots[3].element("table4")?.scroll?.contentOffset.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F13 (Behavior.md §11, §15.1): a table reaching above its enclosing scroll view adds that
  /// overflow to its adjusted top inset. The hide restored newest first: the table, pulled back
  /// to `−a.top` = −543 while the enclosing scroll view was still 11 pt off its start, and then
  /// the scroll view, which moved the table and made its resting offset −532: the table sat
  /// 11 pt short of its top. Rules that judge the app as it is (a pull-back) now run after the
  /// exact restores, outer views first.
  @Test func f13AnInnerScrollViewIsJudgedAfterItsEnclosingOneIsBack() throws {
    let run = try Regressions.run("F13-inner-pulled-back-before-outer-restored")
    let hidden = run.snapshots[3]
    #expect(hidden.element("scroll7")?.scroll?.contentOffset.y == 619)
    #expect(hidden.element("table10")?.scroll?.contentOffset.y == -532)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F14 (Behavior.md §7.1c, §11): ScrollAdjust scrolled a table with the animated setter to
  /// 307; a second later the app scrolled it to 900, the focused row out of view. The ledger
  /// took an animated write for "on its way" until the next write, forever, so the next keyboard
  /// change measured the field at 307, found it visible, and left it clipped. An animated write
  /// now counts as on its way only while the host reads a value between where it started and
  /// where it goes; the reveal then brings the row back (900 → 560).
  @Test func f14AnAppScrollAfterAnAnimatedWriteIsSeen() throws {
    let run = try Regressions.run("F14-app-scroll-after-animated-write")
    #expect(run.snapshots[4].element("table")?.scroll?.contentOffset.y == 900)
    let changed = run.snapshots[5]
    #expect(changed.element("table")?.scroll?.contentOffset.y == 560)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F20 (Behavior.md §4.3, §7.1c, §11): a field in the second section of a short table
  /// (`restoreContentOffset` on), revealed at offset 41 in landscape; then a rotation. The
  /// re-capture restored the table's offset to 0 with the animated setter, the ledger forgot it,
  /// and the reveal read the offset on its way (still 41): the field looked inside the table's
  /// visible part, nothing scrolled, and when the restore landed the field was 41 pt below it.
  /// The ledger now answers where an animated restore is going until it gets there: the reveal
  /// sees the field outside and scrolls the table back to 41. (The session found the table at
  /// its top, 0 in landscape; the re-capture puts it back at its top in portrait, −26, as UIKit
  /// keeps a resting table there: F54.)
  @Test func f20ARotationRevealsTheFieldWhereTheRestoredOffsetIsGoing() throws {
    let run = try Regressions.run("F20-rotation-reads-restored-table-offset-on-its-way")
    #expect(run.snapshots[2].element("table17")?.scroll?.contentOffset.y == 41)
    let rotated = run.snapshots[3]
    #expect(rotated.screen.orientation == .portrait)
    let reveal = try #require(
      rotated.records.flatMap(\.explanations).first { $0.topic == "reveal" })
    #expect(reveal.values["y"] == -26)
    #expect(reveal.values["s"] == 41)
    #expect(rotated.element("table17")?.scroll?.contentOffset.y == 41)
    let field = try #require(rotated.element("rowField40"))
    #expect(field.frame.minY == 100)
    #expect(field.frame.maxY == 144)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F21 (Behavior.md §7.1c, §7.2): focus moved from a stack-view field of an outer scroll view
  /// (scrolled to 556 with the animated setter) to a field of a scroll view nested in it. The
  /// outer one was released, pulled back to 237 with the animated setter, and the reveal
  /// measured the field where it was before (522…566 instead of 841…885): it scrolled the inner
  /// scroll view by far too little, and the field ended 7 pt below that scroll view's visible
  /// part (and 309 pt under the keyboard's top). The reveal now measures the field where the
  /// release's animated restore is taking it.
  @Test func f21TheRevealMeasuresTheFieldWhereAReleasedScrollViewIsGoing() throws {
    let run = try Regressions.run("F21-released-scroll-view-read-on-its-way-back")
    #expect(run.snapshots[2].element("scroll18")?.scroll?.contentOffset.y == 556)
    let focused = run.snapshots[3]
    #expect(focused.focusedID == "field26")
    let reveal = try #require(
      focused.records.flatMap(\.explanations).first { $0.topic == "reveal" })
    #expect(reveal.values["F.minY"] == 841)
    #expect(reveal.values["F.maxY"] == 885)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F22 (Behavior.md §7.3): a text view in a scroll view 839 pt tall, nested at content y 36 in
  /// an outer scroll view scrolled to 360 (so the inner one's top is 324 pt above the outer's
  /// visible top). The inner one took 266 of the lift of 272; at the outer one, `m = 6` and
  /// `s = min(max(−a.top, y + m), R.minY − a.top) = min(366, 36) = 36` scrolled the content
  /// *down* 324 pt: the lift grew to 330, the root rose 330 pt and the text view ended 18 pt
  /// below both scroll views' visible parts. The clamp never turns the scroll around now
  /// (`s ≥ y` when `m > 0`): the outer one stays at 360 and the root rises the 6 pt left.
  @Test func f22TheInnerTopClampNeverScrollsTheOuterScrollViewDown() throws {
    let run = try Regressions.run("F22-inner-top-clamp-scrolls-outer-down")
    let shown = run.snapshots[2]
    #expect(shown.element("scroll9")?.scroll?.contentOffset.y == -58)
    #expect(shown.element("scroll4")?.scroll?.contentOffset.y == 360)
    #expect(shown.movedDistance == 6)
    let textView = try #require(shown.element("text13"))
    #expect(textView.frame.minY == 378)
    #expect(textView.frame.maxY == 498)
    #expect(shown.gap?.gap == 10)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F23 (Behavior.md §7.1c, §7.3): a 300-pt text view in a scroll view nested in another, both
  /// revealed (the outer one at the end of its content, the field 510…810 inside both visible
  /// parts), then a lift of 312. The inner scroll view took all of it — its `R.minY` clamp only
  /// judges the field against its own visible top — and took the field's top 9 pt above the
  /// outer one's visible top (198 < 207). The loop now keeps the field inside the visible parts
  /// of the scroll view it scrolls and of those above it: the inner one takes 303, and the 9 pt
  /// left go to the root view, which moves the field and the outer scroll view together.
  @Test func f23AnInnerScrollNeverTakesTheFieldAboveAnOuterVisibleTop() throws {
    let run = try Regressions.run("F23-inner-scroll-takes-field-above-outer-visible-top")
    let focused = run.snapshots[2]
    #expect(focused.element("scroll6")?.scroll?.contentOffset.y == 690)
    #expect(focused.element("scroll7")?.scroll?.contentOffset.y == 849)
    #expect(focused.movedDistance == 9)
    let textView = try #require(focused.element("text9"))
    #expect(textView.frame.minY == 198)
    #expect(focused.element("scroll6")?.frame.minY == 198)
    #expect(focused.gap?.gap == 10)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F24 (Behavior.md §7.1c, §7.3, §8): a root view lifted 288 pt for one field; focus then moved
  /// to a field of a scroll view whose visible part the lift had taken above the window
  /// (−139…17). The reveal put the field at its bottom (−27…17); the visible branch then
  /// scrolled it down 27 pt to bring its top to the top guide — out of the bottom of that
  /// visible part — and the root view came down 22 pt anyway: the field 27 pt below it. The
  /// loop no longer scrolls a field out of the visible parts it was revealed in; the 27 pt it
  /// holds back stay in `m`, the loop ends with `m = min(m, 0, room, need) = −49`, and the root
  /// view comes down 49 pt, the field with its scroll view: 22…66, `d` above the keyboard.
  @Test func f24TheVisibleBranchNeverScrollsTheFieldOutOfItsScrollView() throws {
    let run = try Regressions.run("F24-visible-branch-scrolls-field-out-of-its-scroll-view")
    #expect(run.snapshots[2].movedDistance == 288)
    let focused = run.snapshots[3]
    #expect(focused.focusedID == "field4")
    #expect(focused.element("scroll3")?.scroll?.contentOffset.y == 165)
    #expect(focused.movedDistance == 239)
    let field = try #require(focused.element("field4"))
    #expect(field.frame.minY == 22)
    #expect(field.frame.maxY == 66)
    #expect(focused.gap?.gap == 24)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F25 (the checker, Behavior.md §6, §7.1c, §11): a 600-pt text view (not scrollable) in a
  /// scroll view nested in another, on an iPad in Stage Manager with 380 pt between the top
  /// guide and the keyboard: it does not fit, so its top wins and ends at the guide (44), the
  /// root lifted the 17 pt the scroll views could not take. Its bottom is 30 pt below the inner
  /// scroll view's visible part (…614) — under the keyboard (424). The checker judged that
  /// scroll view as one the field fits in, though every offset that would put the field inside
  /// takes its top above the guide even with the root view back down; it now counts the top
  /// guide as §6 and §11 do.
  @Test func f25AFieldIsNotJudgedAgainstAVisiblePartItFitsOnlyAboveTheTopGuide() throws {
    let run = try Regressions.run("F25-tall-text-view-at-guide-judged-against-visible-part")
    let shown = run.snapshots[2]
    #expect(shown.movedDistance == 17)
    let textView = try #require(shown.element("text33"))
    #expect(textView.frame.minY == 44)
    #expect(textView.frame.maxY == 644)
    #expect(shown.element("scroll31")?.frame.maxY == 614)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F26 (Behavior.md §7.1c): a grid nested in a scroll view that lies wholly below its root
  /// view's safe area (a portrait layout in landscape, the root lifted 209 pt): the scroll
  /// view's insets cover all of it, so its visible part is empty (204…204). The reveal put the
  /// field inside the grid's visible part (111…155 in 111…204), then "revealed" it in the
  /// empty one — top wins, `F.minY = V.minY` — scrolling the field 93 pt down and out of the
  /// grid's. A scroll view with no visible part is skipped now, by the reveal and by the loop's
  /// clamp: the field stays where the grid shows it.
  @Test func f26TheRevealSkipsAScrollViewWithNoVisiblePart() throws {
    let run = try Regressions.run("F26-reveal-in-scroll-view-with-no-visible-part")
    let focused = run.snapshots[4]
    #expect(focused.focusedID == "rowField12")
    #expect(focused.element("grid4")?.scroll?.contentOffset.y == -185)
    #expect(focused.element("scroll3")?.scroll?.contentOffset.y == 584)
    let field = try #require(focused.element("rowField12"))
    #expect(field.frame.minY == 111)
    #expect(field.frame.maxY == 155)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F27 (Behavior.md §7.1c): a table nested in a scroll view, lying wholly below the scroll
  /// view's visible part: its safe area (where it lies outside the scroll view's) covers all of
  /// it, so at first it has no visible part. The reveal, innermost first, skipped it, the scroll
  /// view then brought it into view (837), and nothing revealed the field in the table: it
  /// stayed 10 pt below the table's visible part (187…387). The reveal now makes another pass
  /// when one scrolled, since an outer scroll changes the inner ones' visible parts: the table
  /// scrolls to 280 and the field ends at 343…387, inside it and above the keyboard.
  @Test func f27TheRevealPassesAgainWhenAnOuterScrollGaveAnInnerOneAVisiblePart() throws {
    let run = try Regressions.run("F27-inner-visible-part-appears-after-outer-reveal")
    let focused = run.snapshots[2]
    #expect(focused.focusedID == "rowField17")
    #expect(focused.element("scroll3")?.scroll?.contentOffset.y == 837)
    #expect(focused.element("table4")?.scroll?.contentOffset.y == 280)
    let field = try #require(focused.element("rowField17"))
    #expect(field.frame.minY == 343)
    #expect(field.frame.maxY == 387)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F28 (Behavior.md §7.1c, §7.2): focus moved from a stack-view field of a scroll view to a row
  /// of a table nested in it. The scroll view was released and pulled back from 580 to 440 with
  /// the animated setter; the table's safe area (where it lies above the scroll view's) read
  /// mid-animation was 274 pt instead of the 134 it has once the scroll lands, so its visible
  /// part came out empty, the reveal skipped it, and the field ended 39 pt below it. The
  /// visible part and the offset bounds now take the safe area the table will have where the
  /// ledger's animated writes take it: the reveal sees 454…505 and scrolls the table to 39.
  @Test func f28TheRevealMeasuresAnInnerSafeAreaWhereAnAnimatedRestoreTakesIt() throws {
    let run = try Regressions.run("F28-inner-visible-part-read-mid-animation")
    let focused = run.snapshots[3]
    #expect(focused.focusedID == "rowField23")
    let reveal = try #require(
      focused.records.flatMap(\.explanations).first { $0.topic == "reveal" })
    #expect(reveal.values["V.minY"] == 454)
    #expect(reveal.values["V.maxY"] == 505)
    #expect(reveal.values["−a.top"] == -134)
    #expect(focused.element("scroll5")?.scroll?.contentOffset.y == 440)
    #expect(focused.element("table17")?.scroll?.contentOffset.y == 39)
    let field = try #require(focused.element("rowField23"))
    #expect(field.frame.minY == 454)
    #expect(field.frame.maxY == 498)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F29 (Behavior.md §11, CI's seed 20261125, scenario 410): ScrollAdjust scrolled a table to 345
  /// with the animated setter; once that scroll had landed, the app scrolled the table to 219, an
  /// offset on the animation's way from 0. The ledger took the write to be on its way as long as
  /// the host read a value between its start and its target, so the hide judged the target 345
  /// (past the end 221) and pulled the app's valid 219 to 221. An animated write has now landed
  /// once ``ScrollAnimationTiming/duration`` has passed on the animator's clock (the simulator's
  /// settle lets that time pass), and the hide leaves the app's offset alone.
  @Test func f29AnAppScrollOntoTheWayOfALandedAnimatedWriteIsTheApps() throws {
    let run = try Regressions.run("F29-app-scroll-onto-the-way-after-landing")
    #expect(run.snapshots[2].element("table")?.scroll?.contentOffset.y == 345)
    #expect(run.snapshots[3].element("table")?.scroll?.contentOffset.y == 219)
    let hidden = run.snapshots[4]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("table")?.scroll?.contentOffset.y == 219)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F30 (Behavior.md §11, §15.1; seed 9, scenario 9448): ScrollAdjust scrolled a scroll view to
  /// 164 in portrait, where its keyboard inset makes that a valid offset. A rotation's re-capture
  /// restored it and judged it in landscape, within the end of the content: left there, and
  /// forgotten. Neither the rotation back nor the adjustments wrote it again, so the hide, with
  /// the inset back to 0, left it 82 pt past the end of its content. A restore before the
  /// session's end that leaves an offset in place now keeps it to judge again when the session
  /// ends (``RestoreRule/judgesAgainAtSessionEnd``): the hide pulls it back to 82.
  @Test func f30AnOffsetARecaptureLeftIsJudgedAgainAtTheHide() throws {
    let run = try Regressions.run("F30-offset-left-by-a-recapture-past-its-end")
    #expect(run.snapshots[2].element("scroll15")?.scroll?.contentOffset.y == 164)
    #expect(run.snapshots[4].element("scroll15")?.scroll?.contentOffset.y == 164)
    let hidden = run.snapshots[5]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("scroll15")?.scroll?.contentOffset.y == 82)
    #expect(hidden.ledgerEntries == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F31 (Behavior.md §4.3, §15.2; seed 8, scenario 14362): a session opened with the root view at
  /// 110, then its input ended editing with the keyboard up. A rotation placed the root view
  /// again at 0; with no input focused nothing re-captured, so the blurred-but-up clamp still
  /// measured from `y₀ = 110`, and when the keyboard shrank to 55 pt it moved the root view down
  /// to 55, below its container's placement. A rotation or a resize while blurred now
  /// re-captures as one with an input focused does: the clamp measures from `y₀ = 0`.
  @Test func f31ARotationWhileBlurredCapturesTheRootAgain() throws {
    let run = try Regressions.run("F31-blurred-rotation-keeps-a-stale-y0")
    #expect(run.snapshots[3].root?.originY == 110)
    #expect(run.snapshots[4].root?.originY == 0)
    let shrunk = run.snapshots[5]
    #expect(shrunk.root?.originY == 0)
    #expect(shrunk.movedDistance == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F32 (Behavior.md §4.3, §15.2; seed 8, scenario 17929): focus with no keyboard captured
  /// `y₀ = 15`; two rotations, there and back, placed the root view again at 0. At the show the
  /// window had its captured size and orientation again, so the configuration was kept and the
  /// show moved the root view down to 15. A show with nothing in the ledger now captures again
  /// when the root view is no longer at the captured origin.
  @Test func f32AShowCapturesAgainARootPlacedElsewhereSinceTheFocus() throws {
    let run = try Regressions.run("F32-show-after-rotations-there-and-back-uses-a-stale-y0")
    #expect(run.snapshots[1].root?.originY == 15)
    #expect(run.snapshots[3].root?.originY == 0)
    let shown = run.snapshots[4]
    #expect(shown.isSessionOpen)
    #expect(shown.root?.originY == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F33 (Behavior.md §4.3, §15.2; seed 8, scenario 15539): a session opened with the root view at
  /// 34; its input ended editing, and two window resizes that no API reported (there and back)
  /// placed the root view again at 0. Focus came back to a field of the same root in a window of
  /// the captured size: the configuration was kept, and the change lowered the root view
  /// "towards `y₀`", to 34. Focus on the same root now captures again when its view was placed
  /// elsewhere while KeyboardLift held nothing on it.
  @Test func f33FocusCapturesAgainARootPlacedElsewhereWhileNothingHeldIt() throws {
    let run = try Regressions.run("F33-focus-after-unreported-resizes-uses-a-stale-y0")
    #expect(run.snapshots[2].root?.originY == 34)
    #expect(run.snapshots[5].root?.originY == 0)
    let focused = run.snapshots[6]
    #expect(focused.focusedID == "rowField83")
    #expect(focused.root?.originY == 0)
    #expect(focused.movedDistance == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F34 (Behavior.md §7.1c, §7.3; seed 8, scenario 19445): a scroll view scrolled to 988, past
  /// its field (content y 690), lying below the window: the reveal found no visible part in it
  /// and skipped it. The nested loop then scrolled the enclosing scroll view up by 310, which gave
  /// the inner one a visible part (1104…1160) with the field 298 pt above it, and nothing
  /// revealed the field there. When the loop gives a scroll view the reveal skipped a visible
  /// part with the field outside it, the field is now revealed in it and the loop runs again
  /// from the lift measured then.
  @Test func f34TheFieldIsRevealedInAScrollViewTheLoopMadeVisible() throws {
    let run = try Regressions.run("F34-inner-scroll-view-made-visible-by-the-loop")
    let shown = run.snapshots[2]
    #expect(shown.focusedID == "field10")
    #expect(shown.element("scroll7")?.scroll?.contentOffset.y == 690)
    #expect(shown.element("scroll3")?.scroll?.contentOffset.y == 670)
    let again = shown.records.flatMap(\.explanations).filter { $0.topic == "reveal" }.last
    #expect(again?.values["y"] == 988)
    #expect(again?.values["s"] == 690)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F35 (Behavior.md §4.3; finding E, found by hand): before iOS 16 no API reports a window
  /// resize. A Stage Manager window shrank (700 × 640 → 600 × 500) and its container placed the
  /// root view again (the lift gone); the next input was a keyboard notification repeating the
  /// current keyboard, dropped as a repeat before the window was compared with the captured
  /// size, so the field stayed 118 pt under the keyboard (no invariant judges a step with no
  /// show or change). A repeated keyboard notification now still checks the window's layout:
  /// the resize is handled there, and the field ends at `d` again.
  @Test func f35AResizeIsHandledAtARepeatedKeyboardNotification() throws {
    let run = try Regressions.run("F35-unreported-resize-then-a-repeated-keyboard")
    #expect(run.snapshots[2].gap?.gap == 10)
    let repeated = run.snapshots[4]
    #expect(repeated.records.contains { $0.action == "change" && $0.reason == "windowSize" })
    #expect(repeated.gap?.gap == 10)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F36 (Behavior.md §7.1c, §7.3, §7.5; seed 9, scenario 5934): the root view lifted 327 pt for a
  /// pinned field; focus moved to an 829-pt text view in a scroll view, which the reveal scrolled
  /// inside the scroll view's visible part (522 → 739) with its top 20 pt above the top guide.
  /// §7.3's text-view rule then scrolled the content down 20 pt to bring the top to the guide —
  /// applied after the clamp that keeps the field inside the visible parts, and past it — and
  /// handed on `m = 0`: the root stayed lifted and the text view's bottom ended 20 pt below the
  /// visible part. The rule is now bounded by the offset bounds and that clamp, and the rest of
  /// the way down is the root view's: it comes down 20 pt instead.
  @Test func f36ATallTextViewAboveTheGuideBringsALiftedRootDown() throws {
    let run = try Regressions.run("F36-tall-text-view-scrolled-out-under-a-lifted-root")
    #expect(run.snapshots[3].movedDistance == 327)
    let focused = run.snapshots[4]
    #expect(focused.focusedID == "text18")
    #expect(focused.element("scroll12")?.scroll?.contentOffset.y == 739)
    #expect(focused.movedDistance == 307)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F37 (Behavior.md §11; seed 7, scenario 206, finding C): a show, a hide, a show and a hide in
  /// one run-loop turn. The show scrolled a table (`restoreContentOffset` on) from 0 to 12 with
  /// the animated setter; the hide restored it while the scroll still read its start, 0: the
  /// restore compared the original 0 with the value read, wrote nothing, and the scroll went on
  /// to 12 after the session. A restore now compares with where the host is going — the animated
  /// write's target while it is on its way — and puts 0 back.
  @Test func f37ARestoreStopsAScrollThatHasNotLeftItsStart() throws {
    let run = try Regressions.run("F37-restore-of-a-scroll-still-at-its-start")
    let hidden = run.snapshots[3]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("table4")?.scroll?.contentOffset.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F38 (Behavior.md §7.3, §15.11; seed 9, scenario 13813): a table inside a scroll view kept
  /// the offset −193 its automatic top inset gave it under the bar after the outer scroll view
  /// moved it out from under the bar, so it rested pulled 193 pt past its top. Focus moved to a
  /// field of it 11 pt under the keyboard: §7.3 stopped at the table (`y + a.top ≤ −m`) and handed
  /// on `min(0, room, need)` = 0, and the field stayed 1 pt under the keyboard with 749 pt free
  /// above it. The stop now keeps `m`: the root view lifts 11 pt and the gap is `d`.
  @Test func f38ACoveredFieldStoppedAtAPulledScrollViewLiftsTheRoot() throws {
    let run = try Regressions.run("F38-covered-field-at-a-scroll-view-pulled-past-its-top")
    let tapped = run.snapshots[4]
    #expect(tapped.focusedID == "rowField100")
    #expect(tapped.element("table80")?.scroll?.contentOffset.y == -193)
    #expect(tapped.movedDistance == 11)
    #expect(tapped.gap?.gap == 10)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F39 (Behavior.md §7.3, §15.12; seed 9, scenario 2883): in a two-column grid the item before
  /// the focused one stands beside it. With the field's top 3 pt above the top guide, §7.3's
  /// previous-row rule kept only that item's bottom (233, far below the guide) in sight, gave
  /// `m = 0`, and the field stayed above the guide. The field's own top now counts: the grid
  /// scrolls down 3 pt and the field's top is at the guide.
  @Test func f39AGridItemBesideTheFieldDoesNotKeepItAboveTheGuide() throws {
    let run = try Regressions.run("F39-grid-item-before-beside-a-field-above-the-guide")
    #expect(run.snapshots[2].element("grid9")?.scroll?.contentOffset.y == 47)
    let focused = run.snapshots[3]
    #expect(focused.focusedID == "rowField15")
    #expect(focused.element("grid9")?.scroll?.contentOffset.y == 44)
    #expect(focused.gap?.gap == 247)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F40 (checker, Behavior.md §7.1c; seed 8, scenario 15915): a scroll view pushed below the
  /// window by a rotation, with an inner scroll view whose safe-area insets leave it a 46-pt
  /// visible part (369…415) just above the outer one's (415…791). No placement puts the 44-pt
  /// field inside both; the reveal ends with it inside the outer one, and the checker, which
  /// judged each visible part on its own, flagged the inner one. The visible parts are now
  /// judged together: where they share less than the field's height, none is demanded.
  @Test func f40VisiblePartsWithNoRoomTogetherAreNotDemanded() throws {
    let run = try Regressions.run("F40-inner-visible-part-outside-the-outer-one")
    let shown = run.snapshots[3]
    #expect(shown.element("field122")?.frame.minY == 415)
    #expect(shown.element("scroll118")?.scroll?.contentOffset.y == 601)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F41 (checker, Behavior.md §11, §15.1; seed 8, scenario 11015): a table with
  /// `restoreContentOffset` that KeyboardLift never wrote sits in a scroll view that is not
  /// restored exactly (left at 82, the reference world's at 49). After a rotation the reference
  /// world's table follows its new automatic top inset to −13; the real one, where the session
  /// found it at 0, stays there. The checker demanded −13: an offset back where the session
  /// found it now counts as restored.
  @Test func f41AnUntouchedTableWhereTheSessionFoundItIsRestored() throws {
    let run = try Regressions.run("F41-untouched-table-follows-an-unrestored-outer-scroll")
    let hidden = run.snapshots[4]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("scroll29")?.scroll?.contentOffset.y == 82)
    #expect(hidden.element("table30")?.scroll?.contentOffset.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F42 (checker, Behavior.md §11; seed 8, scenario 11015 unshrunk): F41 with the app
  /// scrolling the untouched table to 285 mid-session. The checker took the table's difference
  /// from the reference world (0 against −13) for the session's change and demanded the hide put
  /// back −13; a view where the session found it was not changed by it, and the app's scroll
  /// stays the app's.
  @Test func f42AnAppScrollOfAnUntouchedTableIsTheApps() throws {
    let run = try Regressions.run("F42-app-scrolls-an-untouched-table-mid-session")
    #expect(run.snapshots[4].element("table30")?.scroll?.contentOffset.y == 285)
    let hidden = run.snapshots[5]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("table30")?.scroll?.contentOffset.y == 285)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F43 (checker, Behavior.md §7.1c, §11; seed 10, scenario 8602): a row field tapped while
  /// scrolled above the top guide is revealed into its table's visible part, which lies wholly
  /// under the status bar (0…47, the guide at 47), and §7.3 then brings its top to the guide
  /// (47…91). The checker judged a field that started above the guide against the visible part
  /// alone and demanded 0…47; a visible part under the bars shows the field nowhere, so only the
  /// span below the guide is demanded now.
  @Test func f43AVisiblePartUnderTheStatusBarIsNotDemanded() throws {
    let run = try Regressions.run("F43-visible-part-under-the-status-bar")
    let tapped = run.snapshots[3]
    #expect(tapped.focusedID == "rowField98")
    #expect(tapped.element("rowField98")?.frame.minY == 47)
    #expect(tapped.element("table92")?.scroll?.contentOffset.y == -314)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F44 (library, Behavior.md §11, §15.1; seed 12, scenario 1613): a table scrolled, released
  /// and pulled back to the end of its content (2) twice in one session, while an outer scroll
  /// later moves its end of content to 0. The first pull-back was kept to judge again at the
  /// session's end, but the second write made a new record with the value it found (2) as its
  /// original, so the second pull-back left nothing to judge and the hide left the offset 2 pt
  /// past the end. A new record now takes the session's original from the one kept.
  @Test func f44ARewrittenOffsetKeepsTheSessionsOriginalForTheHide() throws {
    let run = try Regressions.run("F44-rewritten-after-a-pull-back-keeps-the-session-original")
    #expect(run.snapshots[5].element("table14")?.scroll?.contentOffset.y == 2)
    let hidden = run.snapshots[6]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("table14")?.scroll?.contentOffset.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F45 (library, Behavior.md §7.1c; seed 12, scenario 4867): a one-row table under the
  /// navigation bar rests at its top inset (−253), its visible part 42 pt, when focus moves to
  /// its row field. The loop then scrolls the enclosing scroll view, which carries the table out
  /// from under the bar: its safe area, and so its visible part, grows to the whole table, and
  /// the field was left 2 pt past its bottom. Only a scroll view that had *no* visible part was
  /// revealed again after the loop; now any scroll view of the chain the field ends outside is.
  @Test func f45TheFieldIsRevealedAgainWhereTheLoopMovedAVisiblePart() throws {
    let run = try Regressions.run("F45-reveal-again-where-the-loop-moved-the-visible-part")
    let focused = run.snapshots[3]
    #expect(focused.focusedID == "rowField11")
    #expect(focused.element("table6")?.scroll?.contentOffset.y == 0)
    #expect(focused.element("scroll5")?.scroll?.contentOffset.y == -40)
    #expect(focused.movedDistance == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F46 (checker, Behavior.md §4.3, §15.2; seed 12, scenario 13431): a root view the app placed
  /// at y 105 is placed at 0 by its navigation controller after a push and a pop, with the
  /// keyboard up. Focusing another of its fields re-captures `y₀` (nothing of KeyboardLift's is
  /// on the root view), so KeyboardLift leaves it at 0; the checker kept its `y₀` of 105 and
  /// took the root for lifted 105 pt. It now re-takes `y₀` as the library does.
  @Test func f46FocusAfterAPopTakesTheContainersPlacementAsY0() throws {
    let run = try Regressions.run("F46-focus-after-pop-takes-the-container-placement")
    let focused = run.snapshots[5]
    #expect(focused.focusedID == "field4")
    #expect(focused.element("root3")?.frame.minY == 0)
    #expect(focused.movedDistance == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F47 (checker, Behavior.md §4.3, §8; seed 14, scenario 846): a root view the app placed at
  /// y 72 leaves the window with a push and comes back with the pop at its navigation
  /// controller's placement, 0, the keyboard up (58 pt covered). KeyboardLift never moved it.
  /// The checker compared the reference world's origin before and after the step only for a
  /// root that was in the window before it, so it took the container's placement for a 72-pt
  /// lift; a root coming back into the window is now placed by its container.
  @Test func f47ARootComingBackWithAPopIsPlacedByItsContainer() throws {
    let run = try Regressions.run("F47-root-placed-again-by-a-pop")
    let popped = run.snapshots[4]
    #expect(popped.element("root8")?.frame.minY == 0)
    #expect(popped.movedDistance == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F48 (library, Behavior.md §11; seed 13, scenario 12512): the keyboard's hide frame still
  /// overlaps the window, so a first session ends, pulling an inner scroll view back to the end
  /// of its content (1269), and a second one opens. That one insets the inner scroll view (the
  /// chosen one) without scrolling it, and reveals the field by scrolling the outer one
  /// (532 → 545), which moves the inner one's end of content up to 1256. Its offset was not in
  /// the second session's ledger, so its hide left it 13 pt past the end. ScrollAdjust now puts
  /// the offset of a scroll view whose inset it changes in the ledger as it is, to be pulled
  /// back past the end (never restored exactly: the session did not move it). Since F121 a
  /// hide's strip belongs to the hide; the fixture opens the second session with a show of the
  /// strip, and the geometry is the same.
  @Test func f48AnInsetScrollViewIsNotLeftPastItsEnd() throws {
    let run = try Regressions.run("F48-inset-scroll-view-left-past-its-end")
    #expect(run.snapshots[6].element("scroll29")?.scroll?.contentOffset.y == 1269)
    let hidden = run.snapshots[8]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("scroll27")?.scroll?.contentOffset.y == 545)
    #expect(hidden.element("scroll29")?.scroll?.contentOffset.y == 1256)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F49 (library, Behavior.md §11; seed 18, scenario 36506): the app left a scroll view with
  /// `restoreContentOffset` 9 pt past the end of its short content; the session insets it and
  /// never scrolls it. F48's judgement pulled it back to the end (0) at the hide. How far past
  /// the end the session found an offset is the app's: only what goes beyond is pulled back.
  @Test func f49AnOffsetTheAppLeftPastTheEndStaysThere() throws {
    let run = try Regressions.run("F49-offset-the-app-left-past-the-end-stays")
    #expect(run.snapshots[3].element("scroll3")?.scroll?.contentInset.bottom == 368)
    let hidden = run.snapshots[4]
    #expect(hidden.element("scroll3")?.scroll?.contentOffset.y == 9)
    #expect(hidden.element("scroll3")?.scroll?.contentInset.bottom == 58)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F90 (library, Behavior.md §7.1c; seed 18, scenario 38556): a table scrolled up under the
  /// navigation bar by its enclosing scroll view has a visible part (0…97) wholly above the top
  /// guide (97). Its fourth row's field sat below the guide and above the keyboard (118…162),
  /// yet the reveal scrolled it into that visible part, under the bar (53…97), where §7.3's
  /// clamp to the visible parts kept it. A visible part that lies wholly above the guide the
  /// root view can still bring down shows the field nowhere: the reveal skips it.
  @Test func f90TheRevealSkipsAVisiblePartUnderTheBars() throws {
    let run = try Regressions.run("F90-no-reveal-into-a-visible-part-under-the-bars")
    let focused = run.snapshots[4]
    #expect(focused.focusedID == "rowField28")
    #expect(focused.element("table16")?.scroll?.contentOffset.y == 0)
    #expect(focused.element("rowField28")?.frame.minY == 118)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F50 (checker, Behavior.md §11; seed 15, scenario 18159): a session left an inner scroll
  /// view at 1478, within its content (`restoreContentOffset` off). A push took its screen out
  /// of the window, the app scrolled the outer scroll view, and the pop brought the inner one
  /// back with the end of its content moved up to 1442. After a session's end the checker judges
  /// an offset only when it moved since the step before; it compared with the previous step's
  /// snapshot, which lacked the view (out of the window), and so blamed the ended session for
  /// the app's move of the end. It now compares with the offset it last saw.
  @Test func f50AnOffsetComingBackWithAPopIsNotTheEndedSessions() throws {
    let run = try Regressions.run("F50-pop-brings-back-an-offset-the-app-moved-past-its-end")
    #expect(run.snapshots[3].element("scroll64")?.scroll?.contentOffset.y == 1478)
    #expect(run.snapshots[5].element("scroll64") == nil)
    let popped = try #require(run.snapshots[6].element("scroll64")?.scroll)
    #expect(popped.contentOffset.y == 1478)
    #expect(popped.maximumValidOffsetY == 1442)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F51 (checker, Behavior.md §11; seed 15, scenario 1833): the same with a rotation: a session
  /// left a grid at 50, within its content; a push took it out of the window, the device
  /// rotated, and the pop brought it back with its end at 45. The checker blamed the session,
  /// three steps over, for the rotation's move of the end.
  @Test func f51AnOffsetARotationMovedOutOfTheWindowIsNotTheEndedSessions() throws {
    let run = try Regressions.run("F51-rotation-off-window-moves-an-offset-past-its-end")
    #expect(run.snapshots[3].element("grid9")?.scroll?.contentOffset.y == 50)
    #expect(run.snapshots[5].element("grid9") == nil)
    let popped = try #require(run.snapshots[6].element("grid9")?.scroll)
    #expect(popped.contentOffset.y == 50)
    #expect(popped.maximumValidOffsetY == 45)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F52 (library, Behavior.md §11, §15.1; seed 16, scenario 36477): focus moves from a table
  /// row to a stack-view field of the enclosing scroll view; the table is released and pulled
  /// back to 26. The hide pulls the outer scroll view back with the animated setter (209 → 130),
  /// outer views first, then the table against the end of content it has once that lands (−52):
  /// its safe area depends on where the outer scroll view puts it. The table's rule read the safe
  /// area where the animation had only just started and stopped 4 pt short, at −56. A restore
  /// rule now measures where the ledger's animated changes are taking the views
  /// (`RestoreState.settledShift(of:)`).
  @Test func f52APullBackMeasuresWhereTheOuterAnimatedRestoreLands() throws {
    let run = try Regressions.run("F52-pull-back-measured-where-the-outer-restore-lands")
    #expect(run.snapshots[4].element("table8")?.scroll?.contentOffset.y == 26)
    #expect(run.snapshots[4].element("scroll6")?.scroll?.contentOffset.y == 209)
    let hidden = run.snapshots[5]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("scroll6")?.scroll?.contentOffset.y == 130)
    #expect(hidden.element("table8")?.scroll?.contentOffset.y == -52)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F53 (library, Behavior.md §11, §15.1; seed 17, scenario 12671): the same after a window
  /// resize: the outer scroll view is pulled back animated (1204 → 1160) and the released table
  /// inside it went to −658, 44 pt short of the end it has once the outer one lands (−614).
  @Test func f53APulledBackTableMeasuresWhereItsEnclosingScrollViewLands() throws {
    let run = try Regressions.run("F53-pull-back-of-a-released-table-after-a-resize")
    let hidden = run.snapshots[5]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("scroll12")?.scroll?.contentOffset.y == 1160)
    #expect(hidden.element("table23")?.scroll?.contentOffset.y == -614)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F54 (library, Behavior.md §11, §15.2; seed 15, scenario 13064): a table with
  /// `restoreContentOffset` rests at its top, 0, in landscape when the session scrolls it to 19.
  /// The rotation back to portrait re-captures, and its restore put back 0 exactly, though in
  /// portrait the table's top is −5: UIKit keeps a resting table at its top when a rotation
  /// changes the safe area it adds, and only the session's scroll kept it from doing so. After
  /// the hide it sat 5 pt below its top. An offset the session found at its top now goes back
  /// to its top as the new layout has it.
  @Test func f54AnOffsetFoundAtItsTopGoesBackToItsTopAfterARotation() throws {
    let run = try Regressions.run(
      "F54-offset-found-at-its-top-goes-back-to-its-top-after-a-rotation")
    #expect(run.snapshots[3].element("table74")?.scroll?.contentOffset.y == -5)
    #expect(run.snapshots[4].screen.orientation == .landscapeRight)
    #expect(run.snapshots[4].element("table74")?.scroll?.contentOffset.y == 19)
    let rotatedBack = run.snapshots[5]
    #expect(rotatedBack.screen.orientation == .portrait)
    #expect(rotatedBack.element("table74")?.scroll?.contentOffset.y == -5)
    let hidden = run.snapshots[6]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("table74")?.scroll?.contentOffset.y == -5)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F55 (library, Behavior.md §11, §15.2; seed 17, scenario 21462): a table with
  /// `restoreContentOffset` found at its top in portrait, −52, is revealed at −34; the rotation
  /// to landscape re-captures and put it back at −52, 36 pt past its top there (−16). The
  /// session then scrolls it again (75): the ledger hands the new record the session's
  /// original, −52, and the hide put that back too. The re-capture now puts it at −16, and the
  /// record made after that restore knows the offset it found there was the top: the hide puts
  /// back −16.
  @Test func f55AnOffsetFoundAtItsTopStaysAtItsTopAfterARotationsRestore() throws {
    let run = try Regressions.run("F55-offset-found-at-its-top-handed-on-after-a-rotation")
    #expect(run.snapshots[4].element("table110")?.scroll?.contentOffset.y == -52)
    #expect(run.snapshots[5].element("table110")?.scroll?.contentOffset.y == -34)
    let rotated = run.snapshots[6]
    #expect(rotated.screen.orientation == .landscapeRight)
    #expect(rotated.element("table110")?.scroll?.contentOffset.y == 75)
    let hidden = run.snapshots[7]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("table110")?.scroll?.contentOffset.y == -16)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F56 (checker, Behavior.md §7.1b, §11, §15.2; seed 17, scenario 23269): a table with
  /// `restoreContentOffset` that KeyboardLift never writes (`ignoreScrollingAdjustment`) sits
  /// in a scroll view the session leaves scrolled (147, not restored exactly, §15.1), which
  /// gives the table an automatic top inset of 30 in portrait. After the session, two rotations
  /// keep it at its top as UIKit does: 0 in landscape, −30 back in portrait; the reference
  /// world's table, under an unscrolled scroll view, has its top at 0. The checker demanded the
  /// reference world's offset; a scroll view a rotation kept at its top is the app's.
  @Test func f56ARotationKeepingAnUntouchedTableAtItsTopIsTheApps() throws {
    let run = try Regressions.run("F56-rotations-keep-an-untouched-table-at-its-top")
    let hidden = run.snapshots[3]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("scroll6")?.scroll?.contentOffset.y == 147)
    #expect(hidden.element("table42")?.scroll?.contentOffset.y == 0)
    #expect(run.snapshots[4].element("table42")?.scroll?.contentOffset.y == 0)
    let rotatedBack = run.snapshots[5]
    #expect(rotatedBack.screen.orientation == .portrait)
    #expect(rotatedBack.element("table42")?.scroll?.contentOffset.y == -30)
    #expect(rotatedBack.ledgerEntries == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F57 (library, Behavior.md §11; seed 17, scenario 9633): in one step a hide whose frame is a
  /// strip below the window ends a first session and a second one opens. The first hide pulls
  /// the inner scroll view back to the end of its content (411); the second session reveals the
  /// field by scrolling only the outer scroll view (68 → 126), which moves the inner one's end
  /// up to 353. The inner offset was not in the second session's ledger, so its hide left it
  /// 58 pt past the end. ScrollAdjust now puts the offset of a chain's scroll view inside one
  /// it scrolled in the ledger as it is, to be pulled back past the end. Since F121 a hide's
  /// strip belongs to the hide; the fixture opens the second session with a show of the strip,
  /// and the geometry is the same.
  @Test func f57AnInnerScrollViewIsNotLeftPastItsEndByAnOuterScroll() throws {
    let run = try Regressions.run("F57-inner-offset-left-past-its-end-by-an-outer-scroll")
    #expect(run.snapshots[5].element("scroll58")?.scroll?.contentOffset.y == 411)
    #expect(run.snapshots[6].records.map(\.action).contains("show"))
    let step = run.snapshots[7]
    #expect(!step.isSessionOpen)
    #expect(step.element("scroll54")?.scroll?.contentOffset.y == 126)
    let inner = try #require(step.element("scroll58")?.scroll)
    #expect(inner.contentOffset.y == 353)
    #expect(inner.maximumValidOffsetY == 353)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F58 (checker, Behavior.md §11; built, not from the fuzzer): an inner scroll view with
  /// `restoreContentOffset`, found at the end of its content (490), holds the field. The
  /// session reveals the field by scrolling the outer scroll view (0 → 84), which moves the
  /// inner one's end up to 406, and insets the inner one without scrolling it. Its hide pulls
  /// the inner offset back to 406, as §11 says for a scroll view the session insets but never
  /// scrolls, even with `restoreContentOffset` on; the checker demanded the offset found, 490.
  @Test func f58AnInsetRestoreContentOffsetViewIsPulledBackPastItsEnd() throws {
    let run = try Regressions.run("F58-restore-content-offset-view-pulled-back-past-its-end")
    #expect(run.snapshots[2].element("outer")?.scroll?.contentOffset.y == 84)
    #expect(run.snapshots[2].element("inner")?.scroll?.contentOffset.y == 490)
    let hidden = run.snapshots[3]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("outer")?.scroll?.contentOffset.y == 84)
    let inner = try #require(hidden.element("inner")?.scroll)
    #expect(inner.contentOffset.y == 406)
    #expect(inner.maximumValidOffsetY == 406)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F59 (library, Behavior.md §11, §15.2; seed 15, scenario 2736, found by the first version
  /// of F54's fix): a scroll view with `restoreContentOffset` found at its top, −101, inside a
  /// scroll view the session scrolls (188 → 344) and leaves there; an unreported resize changes
  /// the window's layout before the hide. The outer scroll had moved its top to −257, so UIKit
  /// would not have kept it at its top across the resize: the hide puts back −101 exactly, as
  /// in the reference world. The first version followed the top to −257; the rule now follows
  /// it only while the scroll views around it are where they were when it was found.
  @Test func f59AnOffsetFoundAtItsTopUnderAScrolledOuterOneGoesBackExactly() throws {
    let run = try Regressions.run("F59-offset-found-at-its-top-under-a-scrolled-outer-one")
    #expect(run.snapshots[1].element("scroll27")?.scroll?.contentOffset.y == -101)
    #expect(run.snapshots[2].element("scroll4")?.scroll?.contentOffset.y == 344)
    let hidden = run.snapshots[4]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("scroll4")?.scroll?.contentOffset.y == 344)
    #expect(hidden.element("scroll27")?.scroll?.contentOffset.y == -101)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F60 (checker, Behavior.md §15.2; seed 13, scenario 503, found by the first version of F56's
  /// fix): a scroll view with `restoreContentOffset` at its top, −36, is kept at its top by a
  /// rotation before any session (0 in landscape), in both worlds. The session scrolls it, and
  /// the rotation back re-captures and puts it at its portrait top, −36, where the reference
  /// world has it. The checker had taken the first rotation's 0 as the offset a hide must put
  /// back, though the reference world agreed then; it notes an offset a rotation kept at its
  /// top only where the reference world has it elsewhere.
  @Test func f60ARotationTheReferenceWorldAgreesWithLeavesNothingToPutBack() throws {
    let run = try Regressions.run("F60-rotation-before-the-session-keeps-the-reference")
    #expect(run.snapshots[2].element("scroll14")?.scroll?.contentOffset.y == 0)
    #expect(run.snapshots[3].element("scroll14")?.scroll?.contentOffset.y == 8)
    let hidden = run.snapshots[5]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("scroll14")?.scroll?.contentOffset.y == -36)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F70 (simulator, Behavior.md §7.1b; seed 16, scenario 18131): the middle controller of a
  /// navigation stack is built out of the window, where its root view has no size, so its
  /// scroll view pinned to the safe-area top and the bounds' bottom got a 0 × 0 frame, and the
  /// pop that reveals it left it so: the scroll view inside it had a 50-pt visible part under
  /// the navigation bar, and the field ended above the top guide. UIKit solves the constraints
  /// again when the view appears; the pop now places the revealed view's pinned views, and a
  /// scroll view the file gives no offset rests at its top inset (−63) at that first layout.
  @Test func f70APopLaysOutThePinnedViewsItReveals() throws {
    let run = try Regressions.run("F70-pinned-views-of-a-controller-revealed-by-a-pop")
    let popped = run.snapshots[1]
    let pinned = try #require(popped.element("scroll8")?.frame)
    #expect(pinned.y == 50 && pinned.height == 340)
    #expect(popped.element("scroll19")?.scroll?.contentOffset.y == -63)
    let focused = run.snapshots[3]
    #expect(focused.focusedID == "field20")
    let field = try #require(focused.element("field20"))
    #expect(field.frame.minY >= 50)
    #expect(abs(field.frame.maxY - (335 - 14)) < 0.001)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F71 (library, Behavior.md §7.1c, §7.3, §7.4; seed 11, scenario 9506): a root view lifted
  /// 144 pt for an earlier field; focus moves to a 300-pt text view that reaches past the end of
  /// its scroll view's content. The reveal stopped at the end of the content as the app's insets
  /// make it (103), the text-view rule took the text view's top to the top guide (127) and left
  /// its bottom 75 pt below the scroll view's visible part, the root still lifted 144 pt; a
  /// reload with nothing changed then scrolled to 202 and lowered the root 75 pt, which the bottom
  /// inset set for the keyboard allowed. The reveal now runs again once that inset is set: the
  /// first event ends where the reload did.
  @Test func f71ATallTextViewIsRevealedWithTheKeyboardsInset() throws {
    let run = try Regressions.run("F71-tall-text-view-past-the-end-of-its-content")
    #expect(run.snapshots[3].movedDistance == 144)
    let tapped = run.snapshots[4]
    #expect(tapped.focusedID == "text31")
    #expect(tapped.element("scroll5")?.scroll?.contentOffset.y == 202)
    #expect(tapped.element("text31")?.frame.minY == 0)
    #expect(tapped.movedDistance == 69)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F72 (library, Behavior.md §7.1c, §7.3, §7.4; seed 15, scenario 28372): F71 with the root
  /// lifted as far as the keyboard covers (209) and a 600-pt text view past the end of a
  /// scroll view's content: the reveal stopped at 254, the text-view rule went to 621 (its top at
  /// the guide) and left its bottom 14 pt below the visible part. Revealed again once the
  /// keyboard's inset is set, it goes to 635 and the root comes down 14 pt.
  @Test func f72ATallTextViewAtTheCoverageClampIsRevealedToo() throws {
    let run = try Regressions.run("F72-tall-text-view-revealed-with-the-keyboard-inset")
    #expect(run.snapshots[4].movedDistance == 209)
    let focused = run.snapshots[5]
    #expect(focused.focusedID == "text30")
    #expect(focused.element("scroll18")?.scroll?.contentOffset.y == 635)
    #expect(focused.element("text30")?.frame.minY == 0)
    #expect(focused.movedDistance == 195)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F73 (library, Behavior.md §4.3, §15.2; seed 15, scenario 35702): a root view the app placed
  /// at y 29 is lifted 41 pt; a window resize that no API reported and a reported one back to
  /// the captured size place it again at 0, its container's placement. Focus on another field
  /// of the same root kept the configuration, because the ledger still held the lift, and the
  /// coverage clamp measured from `y₀ = 29`: the root rose to −231, 29 pt short of what the
  /// keyboard covers. A lift is on the root view only while it stands where it was put: the
  /// configuration is now captured again (`y₀ = 0`) and the root rises to −260.
  @Test func f73ALiftTheContainerReplacedDoesNotKeepAStaleY0() throws {
    let run = try Regressions.run("F73-lift-left-behind-by-a-resize-there-and-back")
    #expect(run.snapshots[2].element("root2")?.frame.minY == -12)
    #expect(run.snapshots[4].element("root2")?.frame.minY == 0)
    let tapped = run.snapshots[5]
    #expect(tapped.focusedID == "rowField17")
    #expect(tapped.element("root2")?.frame.minY == -260)
    #expect(tapped.movedDistance == 260)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F74 (library, Behavior.md §4.3, §8; seed 17, scenario 33808): a session opens with the
  /// root view at the app's y 115, nothing lifted; two rotations there and back that KeyboardLift
  /// is not told of place it again at 0. The next keyboard change kept `y₀ = 115`, took the root
  /// view for lifted 115 pt and lowered it "towards `y₀`", 115 pt below its container's
  /// placement. A change now captures again, as a focus change and a show do, when the root view
  /// is no longer at `y₀` and nothing of KeyboardLift's holds it there.
  @Test func f74AKeyboardChangeTakesTheContainersPlacementAsY0() throws {
    let run = try Regressions.run("F74-keyboard-change-after-unreported-rotations")
    #expect(run.snapshots[2].element("root2")?.frame.minY == 115)
    #expect(run.snapshots[4].element("root2")?.frame.minY == 0)
    let changed = run.snapshots[5]
    #expect(changed.element("root2")?.frame.minY == 0)
    #expect(changed.movedDistance == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F75 (checker, Behavior.md §4.3, §8, §11, §15.2; seed 16, scenario 20380, a hide added): a
  /// root view the app placed at y 114 in a tab bar controller is lifted 114 pt, to 0; a window
  /// resize that no API reports makes the tab bar controller place it again at 0, where the lift
  /// had it, so it does not move. At the next focus KeyboardLift re-captures for the new size:
  /// its rule puts `y₀ = 114` back (nothing moved the view vertically) and lifts from there, the
  /// text view's top at the top guide. The checker took the container's placement, 0, for `y₀`
  /// ("could still rise 114 pt") and after the hide demanded the root at 0; a container that
  /// places the root view where the lift had it now leaves `y₀` where it was.
  @Test func f75AContainerPlacingTheRootWhereTheLiftHadItKeepsY0() throws {
    let run = try Regressions.run("F75-container-places-the-root-where-the-lift-had-it")
    #expect(run.snapshots[3].element("root9")?.frame.minY == 0)
    let focused = run.snapshots[4]
    #expect(focused.focusedID == "text30")
    #expect(focused.element("root9")?.frame.minY == -203)
    let hidden = run.snapshots[5]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("root9")?.frame.minY == 114)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F76 (Behavior.md §4.3, §7.1c, §11; seed 11, scenario 891): the core's blurred-but-up
  /// clamp lowers RootAdjust's 214-pt lift to the 209 pt the keyboard covers, and RootAdjust is
  /// removed. Its layer went under the core's, and the core's clamp stood alone, holding the root
  /// view lifted 209 pt with no adjuster to lower it: ScrollAdjust, registered again, then
  /// revealed a row field at −15…29, above the top guide, inside a table lifted out of reach (the
  /// checker, once too strict there, had to learn that a root held so cannot come down). A clamp
  /// left with no lift under it is now put back with the adjuster's changes: the root view is
  /// at `y₀` again, and the field is revealed in sight.
  @Test func f76ARootHeldByTheClampComesDownWhenRootAdjustGoes() throws {
    let run = try Regressions.run("F76-root-held-by-the-clamp-comes-down-when-root-adjust-goes")
    #expect(run.snapshots[5].movedDistance == 209)
    #expect(run.snapshots[6].movedDistance == 0)
    let focused = run.snapshots[8]
    #expect(focused.focusedID == "rowField76")
    #expect(focused.movedDistance == 0)
    #expect(focused.element("table52")?.scroll?.contentOffset.y == 193)
    #expect(focused.element("rowField76")?.frame.minY == 134)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F91 (checker, Behavior.md §11, §15.2; seed 24, scenario 33261): a `restoreContentOffset`
  /// scroll view found at its portrait top (−26) is scrolled by the session, then by the app,
  /// and the device rotates to landscape, where its top is 0, before the hide. The library puts
  /// back an offset found at its top at the top the new layout has (F54); the checker noted −26
  /// as the offset to put back when the app scrolled, and demanded it, 26 pt pulled down past
  /// the landscape top. An offset to put back that was the resting top now follows the top.
  @Test func f91AnOffsetToPutBackAtItsTopFollowsTheLayout() throws {
    let run = try Regressions.run("F91-put-back-top-follows-the-layout")
    #expect(run.snapshots[1].element("scroll6")?.scroll?.contentOffset.y == -26)
    let hidden = run.snapshots[6]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("scroll6")?.scroll?.contentOffset.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F61 (Behavior.md §7.1c, §7.3; seed 18, scenario 28269): a keyboard covers 336 pt of the
  /// 390-pt landscape screen and the root view is lifted 319 pt. Focus moves to a field in
  /// scroll4, a scroll view inside scroll3; the reveal puts it inside scroll4's visible part,
  /// whose bottom (104) is scroll3's safe-area bottom, with its top 10 pt above the top guide.
  /// The loop scrolled scroll3 down 10 pt to bring the top to the guide: the field moved, that
  /// edge did not, and the field's bottom ended 10 pt outside. An outer scroll now keeps the
  /// field inside the visible parts of the scroll views inside it too; the 10 pt go to the root
  /// view, which comes down with the field and every visible part.
  ///
  /// F77 (found in review) is the same with scroll4 inside a content view of scroll3, the usual
  /// layout of a scroll view's content: the content view's safe area, where it lies outside
  /// scroll3's, does not move with the scroll either. The clamp measured the edge against the
  /// content view's safe area moved with the content and let scroll3 take the field 10 pt out;
  /// it now measures against scroll3's own safe area.
  @Test(arguments: [
    "F61-outer-scroll-keeps-the-field-in-an-inner-visible-part",
    "F77-outer-scroll-keeps-the-field-in-an-inner-visible-part-through-a-content-view",
  ])
  func f61AnOuterScrollKeepsTheFieldInAnInnerVisiblePart(fixture: String) throws {
    let run = try Regressions.run(fixture)
    #expect(run.snapshots[3].movedDistance == 319)
    let focused = run.snapshots[4]
    #expect(focused.focusedID == "field5")
    #expect(focused.element("scroll3")?.scroll?.contentOffset.y == 125)
    #expect(focused.element("scroll4")?.scroll?.contentOffset.y == 465)
    #expect(focused.movedDistance == 309)
    #expect(focused.element("field5")?.frame.minY == 70)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F62 (Behavior.md §7.1c, §7.3, §7.5; seed 19, scenario 29446): a 600-pt text view in
  /// scroll6, inside scroll4, is focused with the root view lifted 294 pt. After the reveal its
  /// top is 187 pt above the top guide; scrolling scroll4 down to bring it to the guide took its
  /// bottom 12 pt out of scroll6's visible part, whose bottom is scroll4's safe-area bottom less
  /// scroll6's own 12-pt inset. scroll4 is now held where it is, and the root view comes down to
  /// −107 instead: the text view's top at the guide (91), its bottom at that visible part's.
  @Test func f62AnOuterScrollKeepsATallTextViewInAnInnerVisiblePart() throws {
    let run = try Regressions.run(
      "F62-outer-scroll-keeps-a-tall-text-view-in-an-inner-visible-part")
    #expect(run.snapshots[2].movedDistance == 294)
    let focused = run.snapshots[3]
    #expect(focused.focusedID == "text7")
    #expect(focused.element("scroll4")?.scroll?.contentOffset.y == 650)
    #expect(focused.element("scroll6")?.scroll?.contentOffset.y == 751)
    #expect(focused.movedDistance == 107)
    #expect(focused.element("text7")?.frame.minY == 91)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F63 (checker, Behavior.md §11; seed 26, scenario 11301): scroll5 and grid19 lie side by
  /// side inside scroll3, which reaches below the window's safe area, so scroll5's end depends on
  /// where scroll3 holds it; sessions scroll scroll3 to reveal grid19's field, and scroll5 is in
  /// none of their chains. The last step's 45-pt strip ends one session and opens another, which
  /// scrolls scroll3 on to 178 and moves scroll5's end to 578. §11 judges only the chain's
  /// scroll views (and those inset), so scroll5 stays at 606 — no further past its end than the
  /// session found it (46 pt). The checker took the step's move of scroll5 (the first session's
  /// pull-back) for the second session's and demanded 578; it now judges an offset the session
  /// did not scroll against how far past the end the session found it (the F93 fix). Since
  /// F121 the strip belongs to the hide and no second session opens: scroll3 stays at 150, and
  /// scroll5 where the first session's hide pulled it. This no longer reaches the F93 path (no
  /// second session in the step; a show of the strip added as a step of its own does not
  /// scroll scroll3 either): it pins only the first session's pull-back now.
  @Test func f63AScrollViewBesideTheChainIsLeftAsFound() throws {
    let run = try Regressions.run("F63-a-scroll-view-beside-the-chain-left-as-found")
    #expect(run.snapshots[5].element("scroll5")?.scroll?.contentOffset.y == 680)
    let hidden = run.snapshots[6]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("scroll3")?.scroll?.contentOffset.y == 150)
    #expect(hidden.element("scroll5")?.scroll?.contentOffset.y == 606)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F64 (checker, Behavior.md §11; seed 28, scenario 1968): a `restoreContentOffset` table on
  /// an iPad rests at −19 under the status bar, and its rows end at −1. The session only insets
  /// it; the app scrolls it to 0, which the keyboard's inset allows. At the hide 0 points 1 pt
  /// past the end, and the library pulls it back to −1, as §11 says of an offset the session
  /// only inset, `restoreContentOffset` or not. The checker demanded the app's 0, as it does of
  /// an offset the session scrolled; it now puts back exactly only what the session scrolled.
  @Test func f64AnInsetTableTheAppScrolledPastItsEndIsPulledBack() throws {
    let run = try Regressions.run("F64-an-inset-table-the-app-scrolled-past-its-end-pulled-back")
    #expect(run.snapshots[2].element("table3")?.scroll?.contentOffset.y == -19)
    #expect(run.snapshots[3].element("table3")?.scroll?.contentOffset.y == 0)
    let hidden = run.snapshots[4]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("table3")?.scroll?.contentOffset.y == -1)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F65 (Behavior.md §4.3; seed 32, scenario 43986): a navigation controller's view, placed by
  /// the app at 66, is lifted 30 pt; a push and a pop take the focus away, and the pop lays the
  /// view out again at 0, its container's place. A reload while no input is focused clamps the
  /// lift to what the keyboard covers: measured from the stale `y₀` 66, it moved the view from 0
  /// down to 11, and the hide put it back at 66. The clamp now captures the root again when its
  /// container placed it elsewhere, as a change does.
  @Test func f65TheBlurredClampAfterAPopCapturesAgain() throws {
    let run = try Regressions.run("F65-blurred-clamp-after-a-pop-captures-again")
    #expect(run.snapshots[2].element("root3")?.frame.minY == 36)
    #expect(run.snapshots[4].element("root3")?.frame.minY == 0)
    #expect(run.snapshots[5].element("root3")?.frame.minY == 0)
    let hidden = run.snapshots[6]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("root3")?.frame.minY == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F66 (Behavior.md §4.3, §11; seed 33, scenario 36465): RootAdjust lifts the root view 305
  /// pt; with the field blurred the keyboard shrinks and the core's clamp lowers the lift to the
  /// 260 pt it covers. RootAdjust is removed: the core's layer stood alone, holding the root
  /// lifted 260 pt with no adjuster to lower it — the next field 197 pt above the top guide, and
  /// the root lifted 260 pt over a keyboard covering 55. A clamp left with no lift under it is
  /// now put back with the removed adjuster's changes.
  @Test func f66AClampLeftWithNoLiftUnderItIsPutBack() throws {
    let run = try Regressions.run("F66-clamp-left-with-no-lift-under-it-put-back")
    #expect(run.snapshots[4].movedDistance == 260)
    let removed = run.snapshots[5]
    #expect(removed.movedDistance == 0)
    #expect(removed.element("root2")?.frame.minY == 0)
    #expect(run.snapshots[7].element("root2")?.frame.minY == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F67 (Behavior.md §6, §7.2, §11; seed 36, scenario 43408): the reveal scrolls scroll60 (with
  /// `restoreContentOffset`) from 905 to 314; the app scrolls it on to 425. Focus moves to
  /// field63 in scroll62, inside scroll60, and scroll60 is restored to 905 first: that moves the
  /// field 480 pt, but the ledger took 591 pt from the lift budget (from the 314 it had written),
  /// and the loop stopped with the field 3 pt under the keyboard. A restore's move is now
  /// measured from where the host is, and the field ends at its 1-pt distance.
  @Test func f67ARestoreMovesTheFieldFromWhereTheAppLeftIt() throws {
    let run = try Regressions.run("F67-a-restore-moves-the-field-from-where-the-app-left-it")
    #expect(run.snapshots[3].element("scroll60")?.scroll?.contentOffset.y == 425)
    let tapped = run.snapshots[4]
    #expect(tapped.focusedID == "field63")
    #expect(tapped.element("scroll60")?.scroll?.contentOffset.y == 905)
    #expect(tapped.gap?.gap == 1)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F68 (checker, Behavior.md §11; seed 36, scenario 45966): a `restoreContentOffset` table at
  /// 0 when the session opens is scrolled to 57 by the app and back to 0 by the reveal, then to
  /// 9 by the app. The hide puts back 57, the offset before the session's change; the checker
  /// took the table at its session-start offset for one the session had not changed and
  /// demanded 9. A view whose offset the session scrolled (its ledger holds it) is the
  /// session's change wherever it stands.
  @Test func f68AnOffsetScrolledBackToWhereTheSessionFoundItIsTheSessions() throws {
    let run = try Regressions.run(
      "F68-restore-content-offset-after-the-session-scrolled-back-to-where-it-found-it")
    #expect(run.snapshots[4].element("table3")?.scroll?.contentOffset.y == 0)
    #expect(run.snapshots[5].element("table3")?.scroll?.contentOffset.y == 9)
    let hidden = run.snapshots[6]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("table3")?.scroll?.contentOffset.y == 57)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F69 (checker, Behavior.md §4.3, §8, §15.2; seed 40, scenario 58137): an iPad window's root
  /// view, placed by the app at 97, is lifted 97 pt to 0; the rotation lays it out at 0 again,
  /// where the lift had it, so `y₀` stays 97 (F75) and the lift is clamped to the 398 pt the
  /// landscape keyboard covers. A did-show with no end frame ends the session (the root back
  /// at 97) and the next keyboard opens another, lifted 398 pt from 97. The checker took that
  /// session's `y₀` from the reference world (0); a later session starts from the `y₀` the lift
  /// kept.
  @Test func f69ALaterSessionStartsFromTheY0TheLiftKept() throws {
    let run = try Regressions.run("F69-a-later-session-starts-from-the-y0-the-lift-kept")
    #expect(run.snapshots[5].element("root2")?.frame.minY == 97)
    let shown = run.snapshots[6]
    #expect(shown.isSessionOpen)
    #expect(shown.movedDistance == 398)
    #expect(shown.element("root2")?.frame.minY == -301)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F78 (checker, Behavior.md §11, §15.1; seed 45, scenario 49531): a scroll view 804 pt tall
  /// is scrolled to 1007 for a tall text view; a window resize takes its column out of the
  /// window, and the hide pulls it back to the end it has there, 546. Another resize brings it
  /// back 818 pt tall, its end at 532: 14 pt past it by the layout's doing, after the session.
  /// The checker judged it against the new end; an offset restored out of the window is now
  /// judged against the end it had when last seen.
  @Test func f78AnOffsetRestoredOutOfTheWindowKeepsTheEndItHadThere() throws {
    let run = try Regressions.run("F78-restored-out-of-the-window-then-laid-out-again")
    #expect(run.snapshots[2].element("scroll29")?.scroll?.contentOffset.y == 1007)
    #expect(run.snapshots[4].element("scroll29") == nil)
    let back = run.snapshots[5]
    #expect(!back.isSessionOpen)
    #expect(back.element("scroll29")?.scroll?.contentOffset.y == 546)
    #expect(back.element("scroll29")?.frame.height == 818)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F79 (Behavior.md §11, §15.1; seed 56, scenario 13395): a table resting at −205 under the
  /// bars is scrolled to 5; a push takes its controller off the window and the hide restores it
  /// there. Out of the window it adds no safe area, so its end measured 0 and it was pulled back
  /// to 0 — 205 pt past its end when an interactive pop brought it back. A restore out of the
  /// window now judges the end with the safe area the table added when the session found it.
  @Test func f79ARestoreWhilePushedAwayUsesTheSafeAreaItHad() throws {
    let run = try Regressions.run("F79-restored-while-pushed-away-with-the-safe-area-it-had")
    #expect(run.snapshots[2].element("table69")?.scroll?.contentOffset.y == 5)
    #expect(run.snapshots[4].element("table69") == nil)
    let back = run.snapshots[5]
    #expect(!back.isSessionOpen)
    #expect(back.element("table69")?.scroll?.contentOffset.y == -205)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F80 (Behavior.md §11, §15.1; seed 55, scenario 28806): the session scrolls scroll3 to
  /// 253, which takes table4's top 28 pt above scroll3's safe area, so the table's offset 0 points
  /// 28 pt past its end. Focus moves to the table's row field: the table is only inset, and the
  /// session took those 28 pt for how far past its end the app had left it. After the app
  /// scrolls scroll3 on, the hide pulled the table back 28 pt short of its end (−789 for −817).
  /// That distance is now measured with the session's own scrolls of the scroll views around it
  /// undone, before the event releases any of them. Since F137 the table stays at 0: the app's
  /// scroll of scroll3 to 1042 replaced the session's 253, and put it 817 pt past its end, as it
  /// stands without the session (Behavior.md §11: how far past its end the app's own scrolls of
  /// the scroll views around it put an offset after the session found it is the app's).
  @Test func f80PastTheEndByTheSessionsOwnScrollIsNotTheApps() throws {
    let run = try Regressions.run("F80-past-the-end-by-the-sessions-own-scroll-is-not-the-apps")
    #expect(run.snapshots[3].element("scroll3")?.scroll?.contentOffset.y == 253)
    #expect(run.snapshots[5].element("scroll3")?.scroll?.contentOffset.y == 1042)
    let hidden = run.snapshots[6]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("table4")?.scroll?.contentOffset.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F92 (library, Behavior.md §11, §15.1; seed 23, scenario 15326): the session scrolls an
  /// outer scroll view to bring up a table's field and insets the table; a rotation's re-capture
  /// leaves the outer offset to be judged again at the hide, and the app scrolls it past its end
  /// (365, end 325). At the hide the ledger judged the table's live record first, with the outer
  /// one still at 365 (the table 109 pt under the bars): it pulled the table to −109, short of
  /// the −69 its end is once the outer one is back at 325. The values left to be judged again
  /// now join the session end's judging layers, outer views first. Since F137 the table stays at
  /// 0: the app's own scroll of the outer one to 365 put it 109 pt past its end, and the 69 it is
  /// past its end once the outer one is back at 325 are the app's (Behavior.md §11).
  @Test func f92AnOuterOffsetLeftToJudgeIsPulledBackBeforeTheInnerOne() throws {
    let run = try Regressions.run("F92-outer-offset-judged-before-the-inner-one")
    #expect(run.snapshots[5].element("scroll35")?.scroll?.contentOffset.y == 365)
    let hidden = run.snapshots[6]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("scroll35")?.scroll?.contentOffset.y == 325)
    #expect(hidden.element("table38")?.scroll?.maximumValidOffsetY == -69)
    #expect(hidden.element("table38")?.scroll?.contentOffset.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F93 (checker, Behavior.md §11; seed 23, scenario 40085): a grid an earlier session left at
  /// offset 360 points 245 pt past the end of its content after a rotation with no session
  /// open. The next session insets it without scrolling it; the app scrolls the scroll view
  /// around it, which moves the grid's end to 51; a keyboard moved off the screen ends the
  /// session. The library pulls the grid back as far past the end as the session found it,
  /// 296, as §11 says of an offset the session never scrolled; the checker demanded the end
  /// itself. It now notes how far past the end each offset pointed when the session opened and
  /// which offsets the session scrolled, and allows the former to those it did not. Since F137
  /// the grid stays at 360: the 64 pt the app's scroll of the scroll view around it added past
  /// its end are the app's too (Behavior.md §11).
  @Test func f93AnOffsetTheAppLeftPastItsEndIsPulledBackOnlyThatFar() throws {
    let run = try Regressions.run("F93-app-left-offset-past-its-end-pulled-back-that-far")
    #expect(run.snapshots[5].element("grid5")?.scroll?.contentOffset.y == 360)
    #expect(run.snapshots[6].element("scroll4")?.scroll?.contentOffset.y == 232)
    let hidden = run.snapshots[7]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("grid5")?.scroll?.contentOffset.y == 360)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F94 (checker, Behavior.md §4.3, §8, §15.2; seed 23, scenario 23010): a window's root view
  /// the app placed at y 91 is lifted 91 pt, to 0; a rotation makes the window place it at 0,
  /// where the lift had it, so KeyboardLift puts `y₀ = 91` back (F75). A second rotation makes
  /// the window place it at 0 again, where the reference world has had it since the first:
  /// KeyboardLift takes 0 as the new `y₀` and leaves the root view there at the hide. The checker
  /// still held the root view as kept at 91 by the lift (it forgot that only when the reference
  /// world's origin changed) and demanded 91; a container placing the root view anywhere but
  /// where the lift had it now ends that.
  @Test func f94ARootKeptAtY0IsPlacedAgainByTheNextRotation() throws {
    let run = try Regressions.run("F94-root-kept-at-y0-placed-again-by-a-rotation")
    #expect(run.snapshots[2].element("root2")?.frame.minY == 0)
    #expect(run.snapshots[3].element("root2")?.frame.minY == 91)
    #expect(run.snapshots[4].element("root2")?.frame.minY == 0)
    let hidden = run.snapshots[5]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("root2")?.frame.minY == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F95 (library, Behavior.md §7.2, §11; seed 46, scenario 31837): a `restoreContentOffset`
  /// scroll view at its top 0 is only inset by the show, which puts its offset in the ledger as
  /// found, to be judged at the restore; the app scrolls it to 405, and a keyboard change
  /// reveals the field at 356 — the session's first change of the offset. Removing ScrollAdjust
  /// put back 0, the offset the show found, and the app's later scroll to 112 then looked to the
  /// checker like an app scroll away from a session change; it now puts back 405, where the app
  /// left it, and the reveal's move of the field is 49 pt down, not 356 up.
  @Test func f95ARevealAfterTheAppScrolledAnInsetViewRestoresTheAppsOffset() throws {
    let run = try Regressions.run(
      "F95-a-reveal-after-the-app-scrolled-an-inset-view-restores-the-apps-offset")
    #expect(run.snapshots[4].element("scroll4")?.scroll?.contentOffset.y == 356)
    #expect(run.snapshots[5].element("scroll4")?.scroll?.contentOffset.y == 405)
    let hidden = run.snapshots[7]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("scroll4")?.scroll?.contentOffset.y == 112)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F96 (library, Behavior.md §11; seed 46, scenario 37960): the app scrolls a table inside a
  /// scroll view to 0, 186 pt past the end of its content (top and end −186). The show only
  /// insets it; a resize re-captures the session, and its judgement noted the offset 164 pt past
  /// the end the new layout gave it; the window went back to its size unreported, and the hide
  /// pulled the table back to 164 pt past its end, −22. How far past the end the app left it is
  /// taken as the session found it at the show when the re-capture finds the offset unmoved: the
  /// table stays at 0.
  @Test func f96ARecaptureKeepsHowFarPastItsEndTheAppLeftAnOffset() throws {
    let run = try Regressions.run(
      "F96-a-recapture-keeps-how-far-past-its-end-the-app-left-an-offset")
    #expect(run.snapshots[4].element("table43")?.scroll?.contentOffset.y == 0)
    let hidden = run.snapshots[6]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("table43")?.scroll?.contentOffset.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F97 (library, Behavior.md §7.2, §11; seed 61, scenario 17513): a `restoreContentOffset`
  /// scroll view found at its top (−24 in portrait) is scrolled by the show and a rotation, then
  /// released when focus moves to a field outside it: put back at its top as the landscape
  /// layout has it, 0. The app then scrolls it to 257. The session's change was undone at the
  /// release, so the hide leaves the app's 257; it used to put back 0 again.
  @Test func f97AReleasedOffsetTheAppScrolledStaysWhereTheAppPutIt() throws {
    let run = try Regressions.run("F97-released-offset-the-app-scrolled-stays")
    #expect(run.snapshots[4].element("scroll14")?.scroll?.contentOffset.y == 0)
    #expect(run.snapshots[5].element("scroll14")?.scroll?.contentOffset.y == 257)
    let hidden = run.snapshots[6]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("scroll14")?.scroll?.contentOffset.y == 257)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F98 (checker, Behavior.md §11; seed 53, scenario 19788): the first session scrolls scroll3
  /// and releases it at 885, the end of its content, when focus moves to a presented screen that
  /// hides it. The second session opens while it is out of the window; a resize brings it back
  /// 663 pt tall, its end now 862. The second session never touches it, so its hide leaves it at
  /// 885: the checker judged it as that session's because it had no offset for it at the
  /// session's start, and now takes the one it last saw.
  @Test func f98AnOffsetOutOfTheWindowAtTheSessionStartIsNotItsToRestore() throws {
    let run = try Regressions.run("F98-offset-away-at-session-start-is-not-judged")
    #expect(run.snapshots[3].element("scroll3")?.scroll?.contentOffset.y == 885)
    #expect(run.snapshots[6].element("scroll3") == nil)
    let hidden = run.snapshots[8]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("scroll3")?.scroll?.contentOffset.y == 885)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F100 (library, Behavior.md §11, §15.1; seed 101, scenario 38159): scroll16 lies in scroll9
  /// and reaches 33 pt past the window's bottom, so it adds a 33 pt bottom safe area (end 200).
  /// The session scrolls it to 265 and scroll9 to 63; a push takes their controller off the
  /// window and the hide restores them there, scroll9 pulled back to its end 33, which lifts
  /// scroll16 33 pt, inside the window. Judged with the safe area it added when found, scroll16
  /// was pulled back to 200, 33 pt past its end 167 when a pop brought it back; it is now judged
  /// with the safe area it has where the restore leaves scroll9.
  @Test func f100ARestoreWhilePushedAwayFollowsTheOuterScrollViewsRestore() throws {
    let run = try Regressions.run(
      "F100-restored-while-pushed-away-after-the-outer-scroll-view-moved-it")
    let shown = run.snapshots[2]
    #expect(shown.element("scroll16")?.scroll?.contentOffset.y == 265)
    #expect(shown.element("scroll9")?.scroll?.contentOffset.y == 63)
    #expect(run.snapshots[4].element("scroll16") == nil)
    let back = run.snapshots[5]
    #expect(!back.isSessionOpen)
    #expect(back.element("scroll9")?.scroll?.contentOffset.y == 33)
    #expect(back.element("scroll16")?.frame.maxY == 667)
    #expect(back.element("scroll16")?.scroll?.maximumValidOffsetY == 167)
    #expect(back.element("scroll16")?.scroll?.contentOffset.y == 167)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F101 (library, Behavior.md §11, §15.1; seed 100, scenario 30140): table9 lies in scroll5
  /// past the window's bottom. A resize to 480 pt re-captures the session: the table is left at
  /// 60, its end then (202 pt of it below the window), and scroll5 scrolled on from 347 to 429.
  /// A push takes their controller off the window and the hide restores them there: scroll5
  /// stays at 429, 82 pt further than when the session found the table, which leaves 120 pt of
  /// the table below the window and its end at 0. Judged with the 202 pt it added when found,
  /// the table stayed at 60, 60 pt past its end when a pop brought it back.
  @Test func f101ARestoreWhilePushedAwayAfterAResizeFollowsTheOuterScrollView() throws {
    let run = try Regressions.run(
      "F101-restored-while-pushed-away-after-a-resize-and-the-outer-scroll")
    let resized = run.snapshots[3]
    #expect(resized.element("table9")?.scroll?.contentOffset.y == 209)
    #expect(resized.element("scroll5")?.scroll?.contentOffset.y == 429)
    #expect(run.snapshots[5].element("table9") == nil)
    let back = run.snapshots[6]
    #expect(!back.isSessionOpen)
    #expect(back.element("scroll5")?.scroll?.contentOffset.y == 429)
    #expect(back.element("table9")?.frame.maxY == 600)
    #expect(back.element("table9")?.scroll?.contentOffset.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F99 (checker, Behavior.md §8, §15.2; seed 106, scenario 54982): a root view resting at y 5
  /// in a navigation controller is lifted 5 pt, to 0, where the container places it again after
  /// a rotation; KeyboardLift cannot tell, keeps `y₀` 5, and the hide (a keyboard frame off the
  /// screen) puts it back at 5. The rotation back places it again at 0 in both worlds, and the
  /// next session starts from 0. The checker kept expecting 5 because the reference world's
  /// origin did not change; it now counts the container's placements in the real world.
  @Test func f99ARootKeptAtY0IsPlacedAgainByARotationBack() throws {
    let run = try Regressions.run("F99-a-root-kept-at-y0-is-placed-again-by-a-rotation-back")
    #expect(run.snapshots[4].element("root3")?.frameInSuperview.y == 5)
    #expect(run.snapshots[5].element("root3")?.frameInSuperview.y == 0)
    let hidden = run.snapshots[6]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("root3")?.frameInSuperview.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F102 (library, Behavior.md §11; seed 109, scenario 43972): a first session scrolls the
  /// outer scroll17 to 249 in landscape and leaves it there; the rotation back to portrait puts
  /// its end at 90, 159 pt under the app's offset. The next session's reveal scrolls it to 90
  /// and its nested loop back to 249. The hide pulled scroll17 back to 90 as any offset the
  /// session scrolled; one scrolled away and back to where the session found it keeps how far
  /// past its end the app had left it (noted now for every scroll view of the chain, not only the
  /// chosen one and the text view), and the hide leaves 249.
  @Test func f102AnOuterOffsetTheAppLeftPastItsEndKeepsItAfterTheSessionScrolledIt() throws {
    let run = try Regressions.run("F102-an-outer-offset-the-app-left-past-its-end-keeps-it")
    #expect(run.snapshots[5].element("scroll17")?.scroll?.contentOffset.y == 249)
    #expect(run.snapshots[5].element("scroll17")?.scroll?.maximumValidOffsetY == 90)
    let hidden = run.snapshots[8]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("scroll17")?.scroll?.contentOffset.y == 249)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F109 (checker, Behavior.md §8, §15.2; seed 117, scenario 39052): a window's root view the
  /// app placed at y 32 is lifted 32 pt, to 0, where the window places it again after a resize;
  /// KeyboardLift cannot tell and keeps `y₀` 32. A second resize places it at 0 again, where the
  /// lift still has it — as invisible as the first placement — so `y₀` stays 32 and the root view
  /// stays lifted 32 pt. The checker took the second placement (its count, F99) for a new `y₀` of
  /// 0 and asked for 32 pt more; it now forgets a kept `y₀` only for a placement that moved the
  /// view.
  @Test func f109ARootKeptAtY0PlacedAgainWhereTheLiftHasItStaysKept() throws {
    let run = try Regressions.run("F109-a-root-kept-at-y0-placed-again-where-the-lift-has-it")
    for step in 2...4 {
      #expect(run.snapshots[step].element("root2")?.frameInSuperview.y == 0, "step \(step)")
      #expect(run.snapshots[step].movedDistance == 32, "step \(step)")
    }
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F103 (checker, Behavior.md §3, §8, §15.2; seed 113, scenario 20903): root2, resting at the
  /// app's y 76, is lifted 76 pt to 0 for text17; focus moves to an alert's text field, which
  /// KeyboardLift does not see, so the session stays open, blurred, on vc1. The rotation places
  /// root2 at 0, where the lift had it: KeyboardLift cannot tell, keeps `y₀` 76, and the hide
  /// leaves root2 there. The checker had followed the alert as the session's root, never took
  /// the rotation's `y₀` for vc1, and expected the reference world's 0.
  @Test func f103AnAlertInputLeavesTheSessionOnItsRootThroughARotation() throws {
    let run = try Regressions.run(
      "F103-an-alert-input-leaves-the-session-on-its-root-through-a-rotation")
    #expect(run.snapshots[2].element("root2")?.frameInSuperview.y == 0)
    #expect(run.snapshots[3].isSessionOpen)
    let hidden = run.snapshots[5]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("root2")?.frameInSuperview.y == 76)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F104 (checker, Behavior.md §11; seed 113, scenario 18017): a first session scrolls table49
  /// to 60 and ends in landscape, where 60 is within its content. The rotation back to portrait,
  /// which the keyboard follows, opens the next session in a layout where the end of table49's
  /// content is 0: the session finds the offset 60 pt past it. After the app scrolls scroll47 to
  /// 616 (end −57), the hide pulls table49 back to 3, 60 pt past its end. The checker measured
  /// how far past its end the session found it after the previous step, before the rotation
  /// (0), and demanded −57; it now reads the scroll views as the rotation left them before the
  /// keyboard's move. Since F137 the table stays at 60: the 57 pt the app's scroll of scroll47
  /// added past its end are the app's too (Behavior.md §11).
  @Test func f104AnOffsetARotationPutPastItsEndAsASessionOpens() throws {
    let run = try Regressions.run("F104-an-offset-a-rotation-put-past-its-end-as-a-session-opens")
    #expect(run.snapshots[4].element("table49")?.scroll?.contentOffset.y == 60)
    #expect(run.snapshots[4].element("table49")?.scroll?.maximumValidOffsetY == 382)
    let opened = run.snapshots[5]
    #expect(opened.isSessionOpen)
    #expect(opened.element("table49")?.scroll?.contentOffset.y == 60)
    let hidden = run.snapshots[7]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("table49")?.scroll?.maximumValidOffsetY == -57)
    #expect(hidden.element("table49")?.scroll?.contentOffset.y == 60)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F105 (library, Behavior.md §11; the session's review, not the fuzzer): a table flush with
  /// the bottom of a content view that lies inside the safe area, in an outer scroll view the app
  /// left at 133. The session scrolls the table to 494; the app scrolls the outer view to 0; a
  /// push, a hide while pushed away, and a pop. The region safe for the table is the outer scroll
  /// view's safe area cut by the content view, which moves with the scroll: the table returns
  /// with no safe area, its end 400, and the hide pulls it back there. Measured against the
  /// content view's safe area as if it kept its place in the window (F100's rule), it was left at
  /// 494, 94 pt past its end. (The checker did not see it: the hide found the table out of the
  /// window, and the pop brought it back where it was last seen. It now judges a scroll view the
  /// session scrolled and restored out of the window when it comes back.)
  @Test func f105ARestoreOutOfTheWindowFollowsTheViewsBetweenWithTheScroll() throws {
    let run = try Regressions.run(
      "F105-restored-while-pushed-away-inside-a-content-view-in-the-safe-area")
    #expect(run.snapshots[2].element("scroll16")?.scroll?.contentOffset.y == 494)
    #expect(run.snapshots[5].element("scroll16") == nil)
    let back = run.snapshots[6]
    #expect(!back.isSessionOpen)
    #expect(back.element("scroll16")?.scroll?.maximumValidOffsetY == 400)
    #expect(back.element("scroll16")?.scroll?.contentOffset.y == 400)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F106 (library, Behavior.md §4.3, §8; seed 129, scenario 27280): focus during an interactive pop
  /// captures root21 at y 22, which the session does not lift; a window resize nobody reports has
  /// its container place it at 0. When the pop is cancelled, the change pass owes a lift of −22,
  /// and RootAdjust lowered the root towards its `y₀` of 22 — a root view it had never lifted,
  /// moved 22 pt below where its container had put it. The core captures the configuration
  /// again when the root view is not at `y₀` and nothing of KeyboardLift's is on its frame, now
  /// also after a window layout change nobody reported (Behavior.md §4.3).
  @Test func f106ARootTheSessionNeverLiftedIsNotLowered() throws {
    let run = try Regressions.run("F106-a-root-the-session-never-lifted-is-not-lowered")
    #expect(run.snapshots[3].element("root21")?.frameInSuperview.y == 22)
    #expect(run.snapshots[4].element("root21")?.frameInSuperview.y == 0)
    let cancelled = run.snapshots[5]
    #expect(cancelled.element("root21")?.frameInSuperview.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F107 (library, Behavior.md §4.3; seed 139, scenario 23892): F106's class by a keyboard
  /// change. The root view's container placed it again at 0 for a window layout KeyboardLift was
  /// not told of; the next keyboard change lowered it towards the stale `y₀`, 22 pt below its
  /// container's placement. The configuration is captured again first.
  @Test func f107ARootPlacedAgainForAnUnreportedSizeStaysAtAKeyboardChange() throws {
    let run = try Regressions.run(
      "F107-a-root-placed-again-for-an-unreported-size-before-a-keyboard-change")
    #expect(run.snapshots[5].element("root2")?.frameInSuperview.y == 0)
    #expect(run.snapshots[6].element("root2")?.frameInSuperview.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F120 (library, Behavior.md §11; seed 131, scenario 18464): table5 stands at 0, 365 pt past
  /// its end, when the session finds it; the reveal scrolls it to its end (−365), the app scrolls
  /// scroll4 around it (moving table5's end to −470) and table5 back to 0. F102's exception (an
  /// offset the session scrolled away and back keeps how far past its end the app had left it)
  /// took the app's scroll back for the session's: the hide pulled table5 only to −105. The
  /// offset the app wrote over the session's is pulled back to its end.
  @Test func f120AnOffsetTheAppScrollsBackToWhereItWasFoundIsPulledBack() throws {
    let run = try Regressions.run(
      "F120-an-offset-the-app-scrolls-back-to-where-it-was-found-is-pulled-back")
    #expect(run.snapshots[6].element("table5")?.scroll?.contentOffset.y == -365)
    #expect(run.snapshots[8].element("table5")?.scroll?.contentOffset.y == 0)
    let hidden = run.snapshots[9]
    #expect(hidden.element("table5")?.scroll?.maximumValidOffsetY == -470)
    #expect(hidden.element("table5")?.scroll?.contentOffset.y == -470)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F121 (library and checker, Behavior.md §2.7; seed 124, scenario 21512): a hide reporting
  /// the accessory's on-screen frame in all four notifications. Its did-change-frame, after the
  /// will-hide had ended the session, was read as a visible strip and opened another: it
  /// scrolled scroll74 from 573 to 592 and left scroll80, beside its chain, past its end. The
  /// frame change is the hide's own; the form stays where the hide's restore left it.
  @Test func f121AHideReportingTheAccessoryFrameOpensNoSession() throws {
    let run = try Regressions.run("F121-a-hide-reporting-the-accessory-frame-opens-no-session")
    #expect(run.snapshots[7].element("scroll74")?.scroll?.contentOffset.y == 573)
    let hidden = run.snapshots[8]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.records.map(\.action).filter { $0 == "show" }.isEmpty)
    #expect(hidden.element("scroll74")?.scroll?.contentOffset.y == 573)
    #expect(hidden.element("scroll80")?.scroll?.contentOffset.y == 2437)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F110 (checker, Behavior.md §11, §15.2; seed 140, scenario 43015): the app scrolls table3
  /// while a session has it scrolled, and the hide puts back the 0 it found, its top in
  /// landscape. The rotation to portrait moves that top to −5 and UIKit keeps the table there;
  /// the keyboard's move opens a session that scrolls the table in the same step, from −5. The
  /// hide puts back −5. The checker took the table's offset after the step (the session's 39)
  /// for where the rotation had left it, so it still demanded the 0 of the earlier session; it
  /// now reads where the new layout left it, before the keyboard.
  @Test func f110ATableKeptAtItsTopByARotationThatOpensASession() throws {
    let run = try Regressions.run("F110-a-table-kept-at-its-top-by-a-rotation-that-opens-a-session")
    #expect(run.snapshots[5].element("table3")?.scroll?.contentOffset.y == 0)
    let opened = run.snapshots[6]
    #expect(opened.isSessionOpen)
    #expect(opened.element("table3")?.scroll?.contentOffset.y == 39)
    let hidden = run.snapshots[7]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("table3")?.scroll?.contentOffset.y == -5)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F111 (checker, Behavior.md §11; seed 139, scenario 1022): the app scrolls scroll7 to 128
  /// during a session, a reveal scrolls it to 1289, and the app scrolls it to 457 while a push
  /// keeps it out of the window. With `restoreContentOffset` on, the hide puts back 128, the
  /// offset before the session's change, exactly — as for an app's scroll in the window. The
  /// checker followed the app's scroll only for a view in the window (it read the offset
  /// before the scroll from the previous step, which had none), so it demanded the app's 457.
  @Test func f111AnOffsetTheAppScrollsWhilePushedAwayIsPutBackExactly() throws {
    let run = try Regressions.run(
      "F111-an-offset-the-app-scrolls-while-pushed-away-is-put-back-exactly")
    #expect(run.snapshots[3].element("scroll7")?.scroll?.contentOffset.y == 128)
    #expect(run.snapshots[4].element("scroll7")?.scroll?.contentOffset.y == 1289)
    #expect(run.snapshots[6].element("scroll7") == nil)
    #expect(run.snapshots[7].element("scroll7")?.scroll?.contentOffset.y == 457)
    let hidden = run.snapshots[8]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("scroll7")?.scroll?.contentOffset.y == 128)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F115 (library, Behavior.md §7.1c; seed 135, scenario 15358): focus moves to the row field
  /// of table62, which scroll55 holds under the navigation bar with the root view lifted. After
  /// the loop, the reveal puts the field in the table's 28 pt visible part (its top, the field
  /// being taller) and the loop runs again: it scrolls the table down to −78 for the row before
  /// and scroll55 down to 0, which carries the table out from under the bar — its visible part
  /// grows to the whole table (92…198), and the field was left at 250…294, 96 pt below it. The
  /// reveal and the loop now run again while the loop's scrolls leave the field outside a
  /// visible part it fits in: the table ends at 18, the field at its visible bottom.
  @Test func f115AFieldLeftOutsideByTheSecondLoopIsRevealedAgain() throws {
    let run = try Regressions.run(
      "F115-a-table-carried-out-from-under-the-bar-again-is-revealed-again")
    let focused = run.snapshots[3]
    #expect(focused.focusedID == "rowField66")
    #expect(focused.element("scroll55")?.scroll?.contentOffset.y == 0)
    #expect(focused.element("table62")?.scroll?.contentOffset.y == 18)
    #expect(focused.element("table62")?.frame.minY == 92)
    #expect(focused.element("rowField66")?.frame.minY == 154)
    #expect(focused.element("rowField66")?.frame.maxY == focused.element("table62")?.frame.maxY)
    #expect(focused.movedDistance == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F116 (library, Behavior.md §7.1c; seed 127, scenario 45873): F115's class in landscape,
  /// with no bar: the root view lifted 203 pt, focus moves to the row field of table43, which
  /// scroll42 holds above the window's top. The loop run again after the reveal scrolls scroll42
  /// down by 203 pt, carrying the table down into the window: its visible part grows from 29 pt
  /// to −76…156 once the root comes down, and the field was left at 127…171, 15 pt below it. The
  /// reveal and the loop now run again: scroll42 ends at 338 and the field inside the table's
  /// visible part (−3…293), 10 pt above the keyboard.
  @Test func f116AFieldLeftOutsideByTheSecondLoopIsRevealedAgainWithNoBar() throws {
    let run = try Regressions.run(
      "F116-a-table-carried-down-into-the-window-again-is-revealed-again")
    let focused = run.snapshots[5]
    #expect(focused.focusedID == "rowField45")
    #expect(focused.element("scroll42")?.scroll?.contentOffset.y == 338)
    #expect(focused.element("table43")?.frame.minY == -3)
    #expect(focused.element("rowField45")?.frame.minY == 127)
    #expect(focused.element("rowField45")?.frame.maxY == 171)
    #expect(focused.movedDistance == 76)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F122 (library, Behavior.md §2.7; seed 148, scenario 29420): F121's rule compared a frame
  /// change with the end frame of the hide that last changed the keyboard, not of the last hide:
  /// a will-hide repeated with the full keyboard's frame while hidden, then a will-change-frame
  /// with that frame, opened a session that nothing closed and scrolled scroll7 past its end.
  @Test func f122ARepeatedHideLendsItsFrameToTheFrameChange() throws {
    let run = try Regressions.run("F122-a-repeated-hide-lends-its-frame-to-the-frame-change")
    let changed = run.snapshots[5]
    #expect(!changed.isSessionOpen)
    #expect(changed.element("scroll7")?.scroll?.contentOffset.y == 1106)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F123 (checker, Behavior.md §8, §11; seed 157, scenario 36161): root45, placed by the app at
  /// 72, is lifted to 0; a push and a pop bring it back, its container placing it at 0, where
  /// the lift had it. Nothing moved it, so the hide puts back `y₀` (72), as after a rotation's
  /// placement there (F99); the checker took the pop for the app's placement and demanded 0.
  @Test func f123ARootAPopPlacesWhereTheLiftHadItKeepsItsOrigin() throws {
    let run = try Regressions.run(
      "F123-a-root-a-pop-places-where-the-lift-had-it-keeps-its-origin")
    #expect(run.snapshots[2].element("root45")?.frameInSuperview.y == 0)
    #expect(run.snapshots[4].element("root45")?.frameInSuperview.y == 0)
    #expect(run.snapshots[5].element("root45")?.frameInSuperview.y == 72)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F124 (checker, Behavior.md §7.1c, §11; seed 159, scenario 17757): the keyboard covers the
  /// whole window and text10 (216 pt) lies in scroll7, whose visible part is 215 pt even with the
  /// root view down: no offset puts it inside every visible part, and none is demanded. The
  /// checker's test of the span the visible parts share allowed a point's tolerance, then
  /// demanded scroll6's visible part alone.
  @Test func f124ATextViewAPointTallerThanTheVisiblePartIsNotJudged() throws {
    let run = try Regressions.run(
      "F124-a-text-view-a-point-taller-than-the-visible-part-is-not-judged")
    let focused = run.snapshots[4]
    #expect(focused.focusedID == "text10")
    #expect(focused.element("text10")?.frame.minY == 0)
    #expect(focused.element("scroll7")?.scroll?.contentOffset.y == 244)
    // The reveal puts the field's top at the top of scroll7's visible part and the loop pulls it
    // back below the guide, round after round: ScrollAdjust stops at its bound and says so.
    let messages = focused.records.flatMap(\.explanations).map(\.message)
    #expect(messages.contains { $0.hasPrefix("the reveal and the loop stopped at their bound") })
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F125 (library and checker, Behavior.md §2.7; from the review of F121): after a hide that
  /// reported the strip's frame, the strip comes back to that frame with frame changes alone. A
  /// hide lasts from its will-hide to its did-hide: the frame change after it is a keyboard on
  /// the screen, and the session scrolls the field into view. F121's first rule, with no end,
  /// took it for the hide's own for good (85d9772 to a0a5e2d); its checker agreed.
  @Test func f125AKeyboardBackAfterTheHideWithFrameChangesAloneIsShown() throws {
    let run = try Regressions.run(
      "F125-a-keyboard-back-after-the-hide-with-frame-changes-alone-is-shown")
    #expect(run.snapshots[3].isSessionOpen == false)
    #expect(run.snapshots[4].element("scroll7")?.scroll?.contentOffset.y == 0)
    let shown = run.snapshots[6]
    #expect(shown.isSessionOpen)
    #expect(shown.element("scroll7")?.scroll?.contentOffset.y == 1106)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F126 (library, Behavior.md §11; seed 167, scenario 17559): scroll3 stands 73 pt past its end
  /// (319 for 246) where the rotation's session finds it, with the landscape inset's x −47. The
  /// app scrolls it to (0, 446), a release pulls it back to 319, and focus coming back notes it
  /// at (0, 319) with the record's original still (−47, 319). The pull-back rule compared whole
  /// points, took the offset for the session's, and pulled it to 246 at the hide. The session
  /// scrolls only vertically: it compares `y`, and the 73 pt the app left stay.
  @Test func f126AnAppChangeOfXMakesNoOffsetTheSessions() throws {
    let run = try Regressions.run("F126-an-app-change-of-x-makes-no-offset-the-sessions")
    #expect(run.snapshots[6].element("scroll3")?.scroll?.contentOffset.x == 0)
    #expect(run.snapshots[6].element("scroll3")?.scroll?.contentOffset.y == 319)
    let hidden = run.snapshots[8]
    #expect(hidden.element("scroll3")?.scroll?.maximumValidOffsetY == 246)
    #expect(hidden.element("scroll3")?.scroll?.contentOffset.y == 319)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F127 (checker, Behavior.md §11; seed 300, scenario 20549): the reveal scrolls scroll3
  /// (`restoreContentOffset`) from 318 to 174; a resize takes it out of the window, and its
  /// re-capture puts 318 back there; the app then scrolls it to 1492, still away. The hide has
  /// nothing of it to put back. The checker (since F111) took the offset last seen in the window,
  /// 174, for where the app's scroll started, and demanded 318; it now reads where the view
  /// stood out of the window.
  @Test func f127AnOffsetRestoredWhileAwayThenScrolledByTheAppIsTheApps() throws {
    let run = try Regressions.run(
      "F127-an-offset-restored-while-away-then-scrolled-by-the-app-is-the-apps")
    #expect(run.snapshots[2].element("scroll3")?.scroll?.contentOffset.y == 174)
    #expect(run.snapshots[3].element("scroll3") == nil)
    #expect(!run.snapshots[7].isSessionOpen)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F128 (library and checker, Behavior.md §2.7; from the second review of the hide's span): a
  /// will-hide reports the strip at 789, a full keyboard is shown at 508 before any did-hide, and
  /// the user drops back to the strip with frame changes alone. The show's did-show ends the
  /// hide's span: the frame change is a keyboard change (the gap grows to 291). Ended only at a
  /// did-hide, the span took it for the hide's own and kept the lift sized for 508.
  @Test func f128AShowInterruptingAHideEndsItsSpan() throws {
    let run = try Regressions.run("F128-a-show-interrupting-a-hide-ends-its-span")
    #expect(run.snapshots[7].keyboard?.top == 508)
    #expect(run.snapshots[7].gap?.gap == 10)
    let dropped = run.snapshots[8]
    #expect(dropped.records.map(\.action) == ["change"])
    #expect(dropped.keyboard?.top == 789)
    #expect(dropped.gap?.gap == 291)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F129 (checker, Behavior.md §4.3, §11; seed 406, scenario 39755): the session finds scroll3
  /// at 23, 23 pt past its end in a 781-pt window; the app scrolls it to 81, and a resize's
  /// re-capture finds it again there, within its new end (115). The app's scroll to 117, with
  /// the session's inset in place, is pulled back to 115 at the hide. The checker kept the 23 pt
  /// found in the old window; it now finds again, at a re-capture, each offset the app moved.
  @Test func f129AnOffsetTheAppMovedIsFoundAgainAtAResize() throws {
    let run = try Regressions.run("F129-an-offset-the-app-moved-is-found-again-at-a-resize")
    #expect(run.snapshots[4].element("scroll3")?.scroll?.contentOffset.y == 23)
    #expect(run.snapshots[7].element("scroll3")?.scroll?.contentOffset.y == 117)
    let hidden = run.snapshots[8]
    #expect(hidden.element("scroll3")?.scroll?.maximumValidOffsetY == 115)
    #expect(hidden.element("scroll3")?.scroll?.contentOffset.y == 115)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F130 (checker, Behavior.md §7.2, §11, §15.2; seed 707, scenario 52236): the session scrolls
  /// scroll8 from 86 to 102, which moves scroll36's top from −4 to −20, then scroll36 from −4 to
  /// 62. A rotation's re-capture leaves scroll8 at 102 (§15.1) and puts scroll36 back at −4
  /// exactly (not found at its top); the reference world's UIKit keeps its resting scroll36 at
  /// its new top, −49. The app scrolls scroll36 to 88 while the session holds nothing of it, and
  /// the hide leaves 88. The checker took −4 for a change the session still held, and demanded −49.
  @Test func f130AnOffsetARecapturePutBackThenScrolledByTheAppStays() throws {
    let run = try Regressions.run(
      "F130-an-offset-a-recapture-put-back-then-scrolled-by-the-app-stays")
    #expect(run.snapshots[2].element("scroll8")?.scroll?.contentOffset.y == 102)
    #expect(run.snapshots[3].element("scroll36")?.scroll?.contentOffset.y == 62)
    let rotated = run.snapshots[4]
    #expect(rotated.element("scroll8")?.scroll?.contentOffset.y == 102)
    #expect(rotated.element("scroll36")?.scroll?.contentOffset.y == -4)
    #expect(!rotated.ledgerChanges.contains { $0.id == "scroll36" })
    let hidden = run.snapshots[6]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("scroll36")?.scroll?.contentOffset.y == 88)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F131 (checker, Behavior.md §11, §15.2; seed 506, scenario 47302): a first session leaves
  /// scroll12 scrolled to the end of its content, 256 (§15.1), which puts table13 at the window's
  /// top. A second session finds table13 at its top, 0, and scrolls it to 25; a rotation to
  /// portrait puts it 17 pt under the status bar, and the re-capture and the hide put it back at
  /// its new top, −17. The reference world's scroll12 never scrolled and its table13 stays at 0,
  /// which the checker demanded: it followed the new top only for a view resting at its top.
  @Test func f131AnOffsetFoundAtItsTopGoesBackToTheNewTopUnderAScrolledOuterView() throws {
    let run = try Regressions.run(
      "F131-an-offset-found-at-its-top-goes-back-to-the-new-top-under-a-scrolled-outer-view")
    let firstHide = run.snapshots[3]
    #expect(firstHide.element("scroll12")?.scroll?.contentOffset.y == 256)
    #expect(firstHide.element("table13")?.scroll?.contentOffset.y == 0)
    #expect(run.snapshots[4].element("table13")?.scroll?.contentOffset.y == 25)
    let hidden = run.snapshots[6]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("scroll12")?.scroll?.contentOffset.y == 256)
    #expect(hidden.element("table13")?.scroll?.contentOffset.y == -17)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F132 (checker, Behavior.md §11; seed 708, scenario 49187): the session opens on a field of
  /// grid5; the app scrolls scroll34 to 215, carrying table41 up under the top of the window
  /// (its end 0 → −77), before focus moves into table41 and the session insets it, found at 0,
  /// 77 pt past its end. The app scrolls scroll34 on to 244 (end −106). The checker measured how
  /// far past its end the app had left the offset at the show (0) and demanded −106. The hide
  /// pulled table41 back to −29, taking the 29 pt the app's later scroll added; since F137 it
  /// stays at 0: those are the app's too (Behavior.md §11). The checker allows it through F137's
  /// measure (how far past its end the reference world, scrolled by the app alone, has the
  /// offset), which made F132's own rule — measuring again at the step the ledger first held the
  /// offset — redundant; it is gone.
  @Test func f132AnOffsetFoundPastItsEndAfterTheShowKeepsThatMuch() throws {
    let run = try Regressions.run(
      "F132-an-offset-found-past-its-end-after-the-show-keeps-that-much")
    #expect(run.snapshots[2].element("table41")?.scroll?.maximumValidOffsetY == 0)
    let found = run.snapshots[4].element("table41")?.scroll
    #expect(found?.contentOffset.y == 0)
    #expect(found?.maximumValidOffsetY == -77)
    #expect(found?.contentInset.bottom == 214)
    #expect(run.snapshots[5].element("table41")?.scroll?.maximumValidOffsetY == -106)
    let hidden = run.snapshots[6]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("table41")?.scroll?.contentOffset.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F133 (library, Behavior.md §11, §15.2; seed 139, scenario 26808): the session insets
  /// table18 (`restoreContentOffset`), found at 0, its top, in landscape; the app scrolls scroll11
  /// to 461, which puts the table's end at −158. The rotation's re-capture pulls it back there,
  /// and the new capture insets it again, at its top. The session's original stays 0: the
  /// release when focus moves to stackField41 puts it back exactly, and the reveal scrolls
  /// scroll11 to 46. The library took the −158 the pull-back had left for an offset found
  /// resting at its top, put it back there, and the hide left the table 158 pt below its top.
  /// Since F137 the re-capture keeps the app's 158 pt past the end and leaves the table at 0
  /// (the reveal then scrolls it): the test pins the outcome, no longer the path.
  @Test func f133AnOffsetARecapturePulledBackToItsTopGoesBackExactly() throws {
    let run = try Regressions.run(
      "F133-an-offset-a-recapture-pulled-back-to-its-top-goes-back-exactly")
    #expect(run.snapshots[4].element("table18")?.scroll?.maximumValidOffsetY == -158)
    #expect(run.snapshots[5].element("table18")?.scroll?.contentOffset.y == -158)
    let released = run.snapshots[6]
    #expect(released.element("scroll11")?.scroll?.contentOffset.y == 46)
    #expect(released.element("table18")?.scroll?.contentOffset.y == 0)
    let hidden = run.snapshots[7]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("table18")?.scroll?.contentOffset.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F134 (checker, Behavior.md §11; seed 718, scenario 59145): within a session, the app
  /// scrolls scroll3 to 17, 17 pt past the end of its content, before the session first touches
  /// it; the tap on stackField12 insets it, the app scrolls it on to 19, and the hide pulls it
  /// back to 17. The session found the offset 17 pt past the end, and those 17 pt are the app's.
  /// The checker measured how far past the end the offset was when the session opened (0) and
  /// wanted it pulled back to 0; it now measures again at an app's scroll of a scroll view whose
  /// offset the ledger does not hold.
  @Test func f134AnAppScrollBeforeTheSessionsFirstRecordIsFoundThere() throws {
    let run = try Regressions.run(
      "F134-an-app-scroll-before-the-sessions-first-record-is-found-there")
    #expect(run.snapshots[4].element("scroll3")?.scroll?.contentOffset.y == 17)
    #expect(run.snapshots[4].ledgerChanges.allSatisfy { $0.id != "scroll3" })
    #expect(run.snapshots[5].ledgerChanges.contains { $0.id == "scroll3" })
    #expect(run.snapshots[6].element("scroll3")?.scroll?.contentOffset.y == 19)
    let hidden = run.snapshots[7]
    #expect(hidden.element("scroll3")?.scroll?.maximumValidOffsetY == 0)
    #expect(hidden.element("scroll3")?.scroll?.contentOffset.y == 17)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F135 (checker, Behavior.md §11; seed 801, scenario 14188; a false failure of F134's first
  /// version): the session scrolls scroll7, which carries table26 under the bar, so the end of
  /// its short content becomes −87; the app then sets table26's offset to 0, where it already
  /// was, before the session touches it, and the hide pulls it back to −87. Those 87 pt past the
  /// end are the session's doing: measured in the reference world too, where no session scrolled
  /// scroll7, the app left the offset within its end.
  @Test func f135AnAppScrollPastAnEndTheSessionsOuterScrollMovedIsNotTheApps() throws {
    let run = try Regressions.run(
      "F135-an-app-scroll-past-an-end-the-sessions-outer-scroll-moved-is-not-the-apps")
    let scrolled = run.snapshots[5]
    #expect(scrolled.element("table26")?.scroll?.contentOffset.y == 0)
    #expect(scrolled.element("table26")?.scroll?.maximumValidOffsetY == -87)
    #expect(scrolled.ledgerChanges.allSatisfy { $0.id != "table26" })
    #expect(run.snapshots[7].element("table26")?.scroll?.contentOffset.y == -87)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F136 (checker, Behavior.md §9, §11; seed 804, scenario 13144; a false failure of F134's
  /// first version): the session insets scroll6, the app scrolls it to 110, ScrollAdjust is
  /// removed (its changes restored, the offset left to be judged at the session's end), the app
  /// scrolls it to 466, and the keyboard leaves the screen: the session's end pulls it back to
  /// 255, its end, as the session found it within its end. Only a scroll view the session has not
  /// touched yet is found again where the app scrolls it.
  @Test func f136AnAppScrollAfterTheAdjusterIsRemovedKeepsWhatTheSessionFound() throws {
    let run = try Regressions.run(
      "F136-an-app-scroll-after-the-adjuster-is-removed-keeps-what-the-session-found")
    #expect(run.snapshots[3].ledgerChanges.contains { $0.id == "scroll6" })
    #expect(run.snapshots[5].ledgerChanges.isEmpty)
    #expect(run.snapshots[6].element("scroll6")?.scroll?.contentOffset.y == 466)
    let ended = run.snapshots[7]
    #expect(!ended.isSessionOpen)
    #expect(ended.element("scroll6")?.scroll?.contentOffset.y == 255)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F137 (library and checker, Behavior.md §11; seed 139, scenario 26808 on f3eb404): the
  /// session scrolls table18 (`restoreContentOffset`) 0 → 17, found at 0; the app scrolls scroll11
  /// to 461, which carries the table under the bars: its end becomes −158. The rotation's
  /// re-capture puts table18 back at 0, and the new capture insets it there, found 158 pt past
  /// its end. Focus moves to stackField41: the release pulled table18 back to −158 (the session
  /// had found it within its end in landscape, and kept that), then the reveal scrolled scroll11
  /// to 46, where the table's end is 0 again, and the hide left table18 at −158, 158 pt below its
  /// top. How far past its end the app's own scrolls of the scroll views around an offset put it
  /// after the session found it is now the app's: the release leaves table18 at 0. The checker
  /// now allows, at the hide, how far past the end the reference world has it (F132's 29 pt).
  @Test func f137AnAppsOuterScrollAfterTheSessionFoundAnOffsetIsTheApps() throws {
    let run = try Regressions.run(
      "F137-an-apps-outer-scroll-after-the-session-found-an-offset-is-the-apps")
    #expect(run.snapshots[3].element("table18")?.scroll?.contentOffset.y == 17)
    #expect(run.snapshots[5].element("table18")?.scroll?.contentOffset.y == 0)
    #expect(run.snapshots[5].element("table18")?.scroll?.maximumValidOffsetY == -158)
    let released = run.snapshots[6]
    #expect(released.element("scroll11")?.scroll?.contentOffset.y == 46)
    #expect(released.element("table18")?.scroll?.contentOffset.y == 0)
    let hidden = run.snapshots[7]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("table18")?.scroll?.contentOffset.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F138 (checker, Behavior.md §4.3, §11; seed 900, scenario 46591): the session insets scroll7
  /// at 81, within its end; the app scrolls it to 5, focus leaves its chain (released at 5), and
  /// a rotation to portrait puts the end of its content at 0. The floating keyboard's frame ends
  /// the session, whose end judges the offset again with what the session found (0 pt past the
  /// end) and pulls it back to 0. The checker measured again, at the rotation's re-capture, how
  /// far past its end every offset the app moved stands (F129), and allowed 5; the re-capture
  /// does not find a released offset again, and the checker now leaves those alone.
  @Test func f138AnOffsetReleasedBeforeARotationKeepsWhatTheSessionFound() throws {
    let run = try Regressions.run(
      "F138-an-offset-released-before-a-rotation-keeps-what-the-session-found")
    #expect(run.snapshots[3].element("scroll7")?.scroll?.contentOffset.y == 5)
    #expect(run.snapshots[4].ledgerChanges.allSatisfy { $0.id != "scroll7" })
    #expect(run.snapshots[5].element("scroll7")?.scroll?.maximumValidOffsetY == 0)
    let ended = run.snapshots[6]
    #expect(!ended.isSessionOpen)
    #expect(ended.element("scroll7")?.scroll?.contentOffset.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F139 (checker, Behavior.md §4.3, §11; seed 1100, scenario 58362; a false failure of F137's
  /// first checker): the session insets scroll11, found at 374 within its end; a window resize
  /// nobody reported makes the window taller and the end of its content 365, and the hide pulls
  /// the offset back to 365. The reference world has the offset 9 pt past its end too, but a
  /// layout change is not an app's scroll: the checker allows the reference world's distance past
  /// the end only when the window did not change during the session.
  @Test func f139AnOffsetAWindowResizePutPastItsEndIsPulledBack() throws {
    let run = try Regressions.run("F139-an-offset-a-window-resize-put-past-its-end-is-pulled-back")
    #expect(run.snapshots[2].element("scroll11")?.scroll?.contentOffset.y == 374)
    #expect(run.snapshots[3].element("scroll11")?.scroll?.maximumValidOffsetY == 373)
    let hidden = run.snapshots[4]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("scroll11")?.scroll?.contentOffset.y == 365)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F140 (checker, Behavior.md §11; from the session's review): in F137's layout, the app
  /// scrolls table18 to 5 within the session before the session finds it (focus comes to
  /// rowField26 and the session insets table18), then scrolls scroll11 to 461, which carries
  /// table18 under the bars (its end −158); the hide leaves table18 at 5. The checker's allowance
  /// for the app's outer scrolls asked whether the offset stood where the show found it (0)
  /// instead of where the session found it (5), and would have accepted a pull-back to −153
  /// (shown with the library from before F137 and this checker: it now reports that pull-back).
  @Test func f140AnAppScrollBeforeTheSessionFoundAnOffsetKeepsTheAppsOuterScroll() throws {
    let run = try Regressions.run(
      "F140-an-app-scroll-before-the-session-found-an-offset-keeps-the-apps-outer-scroll")
    #expect(run.snapshots[4].element("table18")?.scroll?.contentOffset.y == 5)
    #expect(run.snapshots[5].ledgerChanges.contains { $0.id == "table18" })
    #expect(run.snapshots[6].element("table18")?.scroll?.maximumValidOffsetY == -158)
    let hidden = run.snapshots[7]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("table18")?.scroll?.contentOffset.y == 5)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F142 (checker, Behavior.md §4.3; seed 1100, scenario 50163): the root view, placed at 17,
  /// is lifted 17 pt for rowField78; focus leaves it (blurred but up), the keyboard shrinks to
  /// cover 96 pt (the clamp keeps the lift), and the Stage Manager window is resized so that the
  /// keyboard covers 4 pt of it. With no input focused the UIKit binding reports no resize;
  /// KeyboardLift handles it at its next input, the repeated keyboard notification of the last
  /// step, which captures the root again and puts it back at 17. The checker judged the lift
  /// against the new window at once; it now waits for KeyboardLift's next input.
  @Test func f142AResizeWithNoInputFocusedWaitsForTheNextInput() throws {
    let run = try Regressions.run("F142-a-resize-with-no-input-focused-waits-for-the-next-input")
    #expect(run.snapshots[4].records.map(\.action).contains("clampedWhileBlurred"))
    let resized = run.snapshots[5]
    #expect(resized.records.isEmpty)
    #expect(resized.keyboard?.covered == 4)
    #expect(resized.movedDistance == 17)
    let next = run.snapshots[6]
    #expect(next.records.map(\.action).contains("clampedWhileBlurred"))
    #expect(next.movedDistance == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F143 (checker, Behavior.md §4.3, §11; seed 1112, scenario 9415): the session insets
  /// table4, found at −659 within its end; the app scrolls it to 0, 102 pt past its end; a window
  /// resize the scene does not report follows, and the hide, KeyboardLift's next input, restores
  /// without capturing again: the offset is pulled back to −102. The checker measured again, at
  /// the resize itself, how far past its end the app had left the offset (F129's rule), as if
  /// KeyboardLift had captured again there; it now does so at the step KeyboardLift adjusts for
  /// the window change.
  @Test func f143AnUnreportedResizeBeforeTheHideFindsNoOffsetAgain() throws {
    let run = try Regressions.run(
      "F143-an-unreported-resize-before-the-hide-finds-no-offset-again")
    #expect(run.snapshots[4].element("table4")?.scroll?.contentOffset.y == -659)
    #expect(run.snapshots[5].element("table4")?.scroll?.contentOffset.y == 0)
    #expect(run.snapshots[6].records.isEmpty)
    let hidden = run.snapshots[7]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("table4")?.scroll?.contentOffset.y == -102)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F144 (library, Behavior.md §11; seed 1111, scenario 58019): the session scrolls scroll5
  /// 0 → 266 for rowField35; the app scrolls it on to 411, which carries table8 (inside scroll5)
  /// 267 pt under the bars, its end −267; focus moves to rowField19 in table8, and the session
  /// insets table8 at 0. The hide leaves table8 at 0: the app's scroll put it past its end. How
  /// far past its end the app left an offset is measured with the session's own scrolls of the
  /// scroll views around it undone, and scroll5's was undone though the app had scrolled over
  /// it: the app's 411 counted as the session's, and the hide pulled table8 back to −267.
  @Test func f144AnAppsScrollOverTheSessionsOuterScrollIsTheApps() throws {
    let run = try Regressions.run("F144-an-apps-scroll-over-the-sessions-outer-scroll-is-the-apps")
    #expect(run.snapshots[3].element("scroll5")?.scroll?.contentOffset.y == 266)
    let scrolled = run.snapshots[4]
    #expect(scrolled.element("scroll5")?.scroll?.contentOffset.y == 411)
    #expect(scrolled.element("table8")?.scroll?.maximumValidOffsetY == -267)
    #expect(run.snapshots[5].ledgerChanges.contains { $0.id == "table8" })
    let hidden = run.snapshots[6]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("table8")?.scroll?.contentOffset.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F145 (checker, Behavior.md §8, §11; seed 1300, scenario 7793): root57, which the app placed
  /// at 89 (its `y₀` when the session opens), is never lifted; a push and a pop let the
  /// navigation controller place it at 0, and an interactive pop begun after another push places
  /// it at 0 again. The checker took that second placement for one where KeyboardLift's lift had
  /// the view (F123's rule) and wanted 89 after the hide, where both worlds have 0: a view the
  /// lift never held away from the reference world's origin is the container's.
  @Test func f145ARootPlacedAgainWhereItsContainerHadItIsNotTheLifts() throws {
    let run = try Regressions.run(
      "F145-a-root-placed-again-where-its-container-had-it-is-not-the-lifts")
    #expect(run.snapshots[2].element("root57")?.frameInSuperview.y == 89)
    #expect(run.snapshots[5].element("root57")?.frameInSuperview.y == 0)
    #expect(run.snapshots[7].element("root57")?.frameInSuperview.y == 0)
    let hidden = run.snapshots[9]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("root57")?.frameInSuperview.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// F146 (checker, Behavior.md §8, §11; seed 1008, scenario 49421): root127, placed by the app
  /// at 31 and never lifted (its controller is a `UITableViewController`: the session only
  /// restores), is placed at 0 by its navigation controller after a push and a pop, and again
  /// after another push and pop; the checker wanted 31 after the hide, where both worlds have 0
  /// (F145's rule).
  @Test func f146ARootPlacedAgainAfterPushesAndPopsIsTheContainers() throws {
    let run = try Regressions.run(
      "F146-a-root-placed-again-after-pushes-and-pops-is-the-containers")
    #expect(run.snapshots[5].element("root127")?.frameInSuperview.y == 31)
    #expect(run.snapshots[7].element("root127")?.frameInSuperview.y == 0)
    let hidden = run.snapshots[10]
    #expect(!hidden.isSessionOpen)
    #expect(hidden.element("root127")?.frameInSuperview.y == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }
}
