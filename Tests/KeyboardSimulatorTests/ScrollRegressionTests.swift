import Foundation
import KeyboardSimulator
import Testing

/// The ScrollAdjust defects of `Fixtures/Regressions/`, each pinned by the geometry it is about
/// and by a run with no invariant violation. Every test here failed before its fix. Notched
/// phone: keyboard top 508, `d` = 10, so a field's bottom belongs at 498.
@Suite @MainActor struct ScrollRegressionTests {
  /// Regression 01 (Behavior.md §7.3, the text-view rule only for a text view that §7.5 shrinks,
  /// §15.5): a short scrollable text view at the top of a scroll view's content. The scroll view
  /// cannot scroll it up (`s` is clamped at its top), the text-view rule set `m = 0`, and the
  /// text-view inset does nothing for a text view that fits: it stayed 12 pt under the keyboard
  /// with 353 pt of room.
  @Test func regression01AShortTextViewInAScrollViewRisesAboveTheKeyboard() throws {
    let run = try Regressions.run("01-textview-in-scrollview-stays-covered")
    let focused = run.snapshots[2]
    #expect(focused.focusedID == "note")
    // need = 520 − 498 = 22: the root view rises 22 and the text view's bottom is d above the
    // keyboard (it was 12 pt under it).
    #expect(focused.gap?.gap == 10)
    #expect(focused.movedDistance == 22)
    // The text view fits: its own inset is untouched.
    #expect(focused.element("note")?.scroll?.contentInset == .zero)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// Regression 03 (Behavior.md §7.5 floor, §7.1b): a 480-pt text view reaching the bottom of the
  /// notched phone got `inset.bottom = tv.height − h − safe = 480 − 461 − 34 = −15`, a negative
  /// content inset. Its text fits in it, so (as UIKit's automatic adjustment, by scrollable
  /// axes) it adds no safe area to its inset: nothing is taken off, and the inset is what the
  /// keyboard hides of it once the root view rose by all its room, 844 − 317 − 508 = 19.
  /// (A text view whose text scrolls adds the 34 pt itself and is floored at its own inset:
  /// TextViewTests.theInsetOfATextViewWhoseSafeAreaCoversTheHiddenPartIsNeverNegative.)
  @Test func regression03ATallTextViewsInsetIsNeverNegative() throws {
    let run = try Regressions.run("03-negative-textview-inset")
    let shown = run.snapshots[2]
    #expect(shown.focusedID == "body")
    #expect(shown.movedDistance == 317)
    let body = try #require(shown.element("body")?.scroll)
    #expect(body.contentInset.bottom == 19)
    #expect(body.indicatorInsets.bottom == 19)
    for snapshot in run.snapshots {
      let insets = snapshot.element("body")?.scroll.map { [$0.contentInset, $0.indicatorInsets] }
      #expect(insets?.allSatisfy { $0.bottom >= 0 } == true, "step \(snapshot.index)")
    }
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// Regression 04 (Behavior.md §7.3, no `R.minY` clamp when scrolling down; §7.1c): the first row
  /// of a table 300 pt down the screen is scrolled out above the table (offset 400). Focusing
  /// its field scrolled the table back only to `R.minY` = 4 and `m −= s − y` turned the 396 pt
  /// of scrolling into 209 pt of root lift, though the keyboard covers nothing near the field.
  @Test func regression04AScrolledOutRowDoesNotLiftTheRoot() throws {
    let run = try Regressions.run("04-scrolled-out-row-lifts-root")
    let focused = run.snapshots[2]
    #expect(focused.focusedID == "field0")
    // The root view stays where it is: nothing of the field is under the keyboard.
    #expect(focused.movedDistance == 0)
    #expect(focused.root?.originY == 0)
    // The reveal scrolls the table by the least amount that shows the row: offset 4, the field
    // at the table's top (300…336), wholly visible in it.
    #expect(focused.element("table")?.scroll?.contentOffset.y == 4)
    let field = try #require(focused.element("field0"))
    #expect(field.frame.y == 300)
    #expect(field.visibleFrame == field.frame)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// Regression 10 (Behavior.md §7.1c): a 300-pt table wholly above the keyboard; its row 11, below
  /// the table's visible part, is focused. The table scrolled by the keyboard's need alone (133):
  /// the field ended 10 pt above the keyboard but 58 pt below the table's bottom edge, 0 pt of
  /// it visible — and `--check` was blind to it.
  @Test func regression10AFarRowOfAShortTableIsRevealedInsideTheTable() throws {
    let run = try Regressions.run("10-far-row-of-short-table-clipped")
    let focused = run.snapshots[3]
    #expect(focused.focusedID == "field11")
    // field11 at content y 491 (window 601…631), the table 110…410: the table scrolls by 221,
    // the least amount, and the field sits at 380…410, at the table's bottom edge, above the
    // keyboard (gap 98); nothing else moves.
    #expect(focused.element("table")?.scroll?.contentOffset.y == 221)
    let field = try #require(focused.element("field11"))
    #expect(field.frame.y == 380 && field.frame.maxY == 410)
    #expect(field.visibleFrame == field.frame, "wholly visible inside its table")
    #expect(focused.gap?.gap == 98)
    #expect(focused.movedDistance == 0)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// Regression 11 (Behavior.md §7.1c, then §7.3 and §8): a text view half out of its table's top
  /// edge is focused. The table scrolled down to show its top, which pushed its bottom under the
  /// keyboard (gap −22), and nothing lifted it back although there was 333 pt of room.
  @Test func regression11ATextViewHalfOutOfItsTableIsRevealedThenLifted() throws {
    let run = try Regressions.run("11-text-view-half-out-of-its-table")
    let focused = run.snapshots[3]
    #expect(focused.focusedID == "text3")
    // text3 at content y 253…403 (window 303…453 at offset 330), its top 77 pt above the
    // table's top (380): the reveal scrolls the table to 253 (text3 at 380…530); covered by 32,
    // the table cannot scroll it further without clipping its top, so the root view lifts 32:
    // text3 at 348…498, its whole height visible inside the lifted table and d above the keyboard.
    #expect(focused.element("table")?.scroll?.contentOffset.y == 253)
    #expect(focused.movedDistance == 32)
    #expect(focused.gap?.gap == 10)
    let textView = try #require(focused.element("text3"))
    #expect(textView.frame.y == 348 && textView.frame.height == 150)
    #expect(textView.visibleFrame == textView.frame)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }
}
