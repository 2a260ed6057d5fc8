import Foundation
import KeyboardCore
import KeyboardSimulator
import Testing

/// Each invariant fires on a deliberately violating run and stays quiet on the correct one. The
/// fixtures (`Fixtures/Invariants/`) are correct scenarios; the violation comes from a
/// misbehaving adjuster the test registers (``MisbehavingAdjusters``), so these tests do not
/// depend on a defect of the library.
@Suite @MainActor struct InvariantFiringTests {
  private func run(_ fixture: String, with makers: [ScenarioRunner.AdjusterMaker] = [])
    throws -> ScenarioRun
  {
    let path = PackagePaths.fixtures.appendingPathComponent("Invariants/\(fixture).json").path
    return ScenarioRunner(additionalAdjusters: makers).run(try ScenarioLoader().load(path: path))
  }

  private func violations(_ run: ScenarioRun, step: Int) -> [InvariantViolation] {
    run.snapshots[step].violations
  }

  @Test(arguments: [
    "covered-field", "visible-field", "field-above-top-guide", "field-in-short-scroll-view",
    "field-in-fixed-scroll-view",
  ])
  func theFixturesAreCorrectAsTheyStand(_ fixture: String) throws {
    let run = try run(fixture)
    #expect(run.violations.isEmpty, "\(run.violations)")
    #expect(run.snapshots[0].notes.isEmpty, "the reference world is built like the real one")
  }

  // MARK: - no-lift-beyond-keyboard

  @Test func aRootLiftedBeyondTheKeyboardIsCaught() throws {
    let run = try run("covered-field", with: [MisbehavingAdjusters.moving("formView", by: -200)])
    let lift = violations(run, step: 2).filter { $0.invariant == .noLiftBeyondKeyboard }
    #expect(
      lift.map(\.message) == ["root formView is lifted 446 pt but the keyboard covers only 336 pt"])
  }

  @Test func aRootMovedBelowWhereTheSessionFoundItIsCaught() throws {
    let run = try run("covered-field", with: [MisbehavingAdjusters.moving("formView", by: 300)])
    let lift = violations(run, step: 2).filter { $0.invariant == .noLiftBeyondKeyboard }
    #expect(
      lift.map(\.message) == [
        "root formView was moved down to 54, 54 pt below where the session found it (y₀ 0)"
      ])
  }

  @Test func theAppMovingItsRootViewItselfIsNotKeyboardLiftsLift() throws {
    // The app lifts its root view 500 pt mid-session: more than the keyboard covers, but the
    // app's doing, and KeyboardLift does not act again before the hide.
    let path = PackagePaths.fixtures.appendingPathComponent("app-moves-root-view.json").path
    let run = ScenarioRunner().run(try ScenarioLoader().load(path: path))
    #expect(run.violations.isEmpty, "\(run.violations)")
    #expect(run.snapshots[3].root?.originY == -500)
  }

  // MARK: - field-below-top-guide

  @Test func aFieldLiftedAboveTheTopGuideIsCaught() throws {
    let run = try run("visible-field", with: [MisbehavingAdjusters.moving("formView", by: -330)])
    #expect(
      violations(run, step: 2) == [
        InvariantViolation(
          .fieldBelowTopGuide,
          "name's top is at -30, 77 pt above the top guide 47, where it started at 300")
      ])
    #expect(run.violations.count == 1)
  }

  @Test func aFieldThatStartedAboveTheTopGuideMayStayThere() throws {
    let run = try run(
      "field-above-top-guide", with: [MisbehavingAdjusters.moving("formView", by: -5)])
    #expect(!run.snapshots[2].violations.isEmpty, "the misbehaviour is seen (the root is lifted)")
    #expect(!run.snapshots[2].violations.contains { $0.invariant == .fieldBelowTopGuide })
  }

  // MARK: - field-visible-in-scroll-views

  @Test func aFieldScrolledOutOfItsScrollViewsVisiblePartIsCaught() throws {
    let run = try run(
      "field-in-short-scroll-view", with: [MisbehavingAdjusters.scrolling("list", to: 140)])
    #expect(
      violations(run, step: 2) == [
        InvariantViolation(
          .fieldVisibleInScrollViews,
          "note (420…464) is not inside the visible part of list (110…360): its bottom is 104 pt below it"
        )
      ])
    #expect(run.violations.count == 1)
  }

  @Test func aFieldScrolledOutOfAnOuterVisiblePartIsCaught() throws {
    // Nested visible parts that share room for the field are still each demanded (the shared
    // span of F40's rule is 603 pt here): scrolling the inner scroll view on takes the text
    // view's top above the outer one's visible part.
    let path = Regressions.path("F23-inner-scroll-takes-field-above-outer-visible-top")
    let run = ScenarioRunner(additionalAdjusters: [
      MisbehavingAdjusters.scrolling("scroll7", to: 1200)
    ]).run(try ScenarioLoader().load(path: path))
    let caught = violations(run, step: 2).filter { $0.invariant == .fieldVisibleInScrollViews }
    #expect(caught.map(\.message).contains { $0.contains("visible part of scroll6") }, "\(caught)")
  }

  @Test func aScrollViewScrollAdjustMayNotScrollIsNotJudged() throws {
    let run = try run(
      "field-in-fixed-scroll-view", with: [MisbehavingAdjusters.scrolling("list", to: 140)])
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  // MARK: - no-lift-outside-session

  @Test func aSessionKeptOpenWithTheKeyboardGoneIsCaught() throws {
    let run = try run("covered-field", with: [MisbehavingAdjusters.postponingEveryHide])
    #expect(run.snapshots[4].isSessionOpen)
    #expect(
      violations(run, step: 4) == [
        InvariantViolation(
          .noLiftOutsideSession,
          "a session is still open, but the keyboard is hidden (will/did hide (hide-is-zero)) and nothing holds the session open"
        ),
        InvariantViolation(.noLiftOutsideSession, "movedDistance is 246 outside a session"),
        InvariantViolation(
          .noLiftOutsideSession, "formView frame is (0, -246, 390 × 844), was (0, 0, 390 × 844)"),
      ])
  }

  @Test func aSessionAnInteractivePopHoldsOpenIsNotCaught() throws {
    let path = PackagePaths.scenarios.appendingPathComponent("interactive-pop-cancelled.json").path
    let run = ScenarioRunner().run(try ScenarioLoader().load(path: path))
    // After the hide, during the pop: the keyboard is gone, the session open, the root lifted.
    #expect(run.snapshots[5].isSessionOpen && run.snapshots[5].keyboard == nil)
    #expect(run.snapshots[5].movedDistance == 246)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  // MARK: - restored-after-hide, offsets

  @Test func anOffsetLeftPastTheEndOfTheContentIsCaught() throws {
    let run = try run(
      "field-in-short-scroll-view",
      with: [MisbehavingAdjusters.scrolling("list", to: 900, restore: .never)])
    #expect(
      violations(run, step: 4) == [
        InvariantViolation(
          .restoredAfterHide,
          "list content offset.y 900 points past the end of the content (at most 750: content height + adjusted bottom inset − height)"
        )
      ])
  }

  @Test func anOffsetPulledBackShortOfTheEndOfTheContentIsCaught() throws {
    // Pulled back to max(contentHeight, height) − height, the inset left out: 700, not 750.
    let run = try run(
      "field-in-short-scroll-view",
      with: [MisbehavingAdjusters.scrolling("list", to: 900, restore: .pulledBack(insets: false))])
    #expect(
      violations(run, step: 4) == [
        InvariantViolation(
          .restoredAfterHide,
          "list content offset.y was pulled back to 700, short of the end of the content 750 (Behavior.md §15.1)"
        )
      ])
  }

  @Test func anOffsetPulledBackToTheEndOfTheContentIsRight() throws {
    let run = try run(
      "field-in-short-scroll-view",
      with: [MisbehavingAdjusters.scrolling("list", to: 900, restore: .pulledBack(insets: true))])
    #expect(violations(run, step: 4).isEmpty, "\(violations(run, step: 4))")
  }
}

extension RestoreRule where Target == any HostScrollView, Value == CGPoint {
  /// Pulls an offset that points past the end of the content back to the end:
  /// `contentHeight + inset.bottom − height` with `insets`, `max(contentHeight, height) − height`
  /// without.
  fileprivate static func pulledBack(insets: Bool) -> RestoreRule {
    RestoreRule(label: "pulled back") { scrollView, state in
      let height = scrollView.bounds.height
      let end =
        insets
        ? max(
          scrollView.contentSize.height + scrollView.hostAdjustedContentInset.bottom - height,
          -scrollView.hostAdjustedContentInset.top)
        : max(scrollView.contentSize.height, height) - height
      return state.current.y > end ? CGPoint(x: state.current.x, y: end) : nil
    }
  }
}

/// The reference world the checker compares with starts laid out like the real one.
@Suite @MainActor struct ReferenceWorldTests {
  @Test(arguments: PackagePaths.scenarioFiles)
  func theReferenceWorldStartsLikeTheRealOne(_ file: String) throws {
    let path = PackagePaths.scenarios.appendingPathComponent(file).path
    let run = ScenarioRunner().run(try ScenarioLoader().load(path: path))
    #expect(!run.snapshots[0].notes.contains { $0.contains("reference world") })
  }
}
