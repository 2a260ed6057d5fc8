import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

@testable import KeyboardScrollAdjust

/// Behavior.md §11, §15.2: with `restoreContentOffset` on, ScrollAdjust's offset rules put an
/// offset found resting at its top back at its top as the insets make it then — when the window's
/// layout changed since it was found (a rotation's re-capture), or when the ledger handed the
/// record the session's original from such a restore — and any other offset back exactly.
/// Notched phone; a scroll view at the window's top that adds its safe area on every edge, with
/// the app's top inset 10: its top is −(10 + 47) = −57.
@MainActor
@Suite struct OffsetFoundAtItsTopTests {
  private let app = HeadlessApp(profile: .notchedPhone, rootController: HeadlessViewController())
  private let scrollView = HeadlessScrollView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 600), id: "scroll")
  private let appInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)

  init() {
    scrollView.contentSize = CGSize(width: 390, height: 2000)
    scrollView.contentInsetAdjustmentBehavior = .always
    scrollView.contentInset = appInset
    scrollView.keyboard.restoreContentOffset = true
    app.rootController?.view.addSubview(scrollView)
    app.window.layoutIfNeeded()
  }

  private var host: any HostScrollView { scrollView }

  /// Has a fresh ledger write offset `sessionWrote` with `restore` as its rule, restores it, and
  /// returns the offset the scroll view went back to (`nil` unless exactly that one record was
  /// restored).
  private func offsetYAfterRestoring(
    _ restore: RestoreRule<any HostScrollView, CGPoint>, sessionWrote y: CGFloat = 200
  )
    -> CGFloat?
  {
    let ledger = Ledger()
    ledger.write(
      .contentOffset, of: host, to: CGPoint(x: 0, y: y), owner: .scrollAdjust, restore: restore)
    guard ledger.restoreAll() == 1 else { return nil }
    return scrollView.contentOffset.y
  }

  /// The layout the offsets below were found in: another orientation and size than now.
  private let otherLayout = WindowLayout(
    orientation: .landscapeRight, size: CGSize(width: 844, height: 390))

  @Test func anOffsetFoundAtItsTopInAnotherLayoutGoesBackToItsTopNow() {
    #expect(scrollView.adjustedContentInset.top == 57)
    // Found at −26, its top in the other layout; the session scrolled it to 200.
    scrollView.contentOffset = CGPoint(x: 0, y: -26)
    let found = FoundOffsets.Found(
      offset: CGPoint(x: 0, y: -26), restedAtTop: true, layout: otherLayout)
    #expect(
      offsetYAfterRestoring(
        .scrollAdjustContentOffset(
          restoredContentInset: appInset, found: found, in: SessionScrolls())) == -57)
  }

  @Test func anOffsetFoundAtItsTopInThisLayoutGoesBackExactly() {
    scrollView.contentOffset = CGPoint(x: 0, y: -26)
    let found = FoundOffsets.Found(
      offset: CGPoint(x: 0, y: -26), restedAtTop: true, layout: WindowLayout(of: scrollView))
    #expect(
      offsetYAfterRestoring(
        .scrollAdjustContentOffset(
          restoredContentInset: appInset, found: found, in: SessionScrolls())) == -26)
  }

  @Test func anOffsetFoundElsewhereInAnotherLayoutGoesBackExactly() {
    scrollView.contentOffset = CGPoint(x: 0, y: 30)
    let found = FoundOffsets.Found(
      offset: CGPoint(x: 0, y: 30), restedAtTop: false, layout: otherLayout)
    #expect(
      offsetYAfterRestoring(
        .scrollAdjustContentOffset(
          restoredContentInset: appInset, found: found, in: SessionScrolls())) == 30)
  }

  /// A scroll view the session only judges (it insets it, or scrolls the one around it): when
  /// the ledger handed its record the session's original (120) from a restore that left it at
  /// its top, it goes back to its top, not to 120.
  @Test func aJudgedOffsetHandedAnOriginalGoesBackToItsTop() {
    scrollView.contentOffset = CGPoint(x: 0, y: 120)
    let found = FoundOffsets.Found(
      offset: CGPoint(x: 0, y: -57), restedAtTop: true, layout: WindowLayout(of: scrollView))
    #expect(
      offsetYAfterRestoring(
        .scrollAdjustPullBackPastEnd(
          restoredContentInset: appInset, found: found, in: SessionScrolls()),
        sessionWrote: 120) == -57)
  }

  /// Found at its top with the scroll view around it at 0; that one stands at 40 at the restore
  /// (the session left it scrolled): the top moved with it, UIKit would not have kept the inner
  /// one at its top, and it goes back exactly.
  @Test func anOffsetWhoseEnclosingScrollViewMovedGoesBackExactly() {
    let outer = HeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 800), id: "outer")
    outer.contentSize = CGSize(width: 390, height: 2000)
    scrollView.removeFromSuperview()
    outer.addSubview(scrollView)
    app.rootController?.view.addSubview(outer)
    app.window.layoutIfNeeded()
    scrollView.contentOffset = CGPoint(x: 0, y: -26)
    let found = FoundOffsets.Found(
      offset: CGPoint(x: 0, y: -26), restedAtTop: true, layout: otherLayout,
      enclosingOffsets: [ObjectIdentifier(outer): 0])
    outer.contentOffset = CGPoint(x: 0, y: 40)
    #expect(
      offsetYAfterRestoring(
        .scrollAdjustContentOffset(
          restoredContentInset: appInset, found: found, in: SessionScrolls())) == -26)
  }
}
