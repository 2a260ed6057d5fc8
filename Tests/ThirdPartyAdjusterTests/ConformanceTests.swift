import KeyboardHeadless
import KeyboardLift
import KeyboardTesting
import Testing

/// Every built-in adjuster and the recommended set together pass the conformance suite — run as a
/// third party runs it, with the public API only (the guide's sticky bar: StickyBarConformanceTests).
@MainActor
@Suite struct ConformanceTests {
  @Test func scrollAdjustConforms() throws {
    try AdjusterConformance { _ in ScrollAdjuster() }.run()
  }

  @Test func rootAdjustConforms() throws {
    try AdjusterConformance { _ in RootAdjuster() }.run()
  }

  @Test func appearanceConforms() throws {
    // With the override on, so the adjuster writes (its appearance outlives the session on
    // purpose: the `never` rule).
    var settings = KeyboardSettings(isEnabled: true)
    settings.overrideKeyboardAppearance = true
    settings.keyboardAppearance = .dark
    try AdjusterConformance(settings: settings) { _ in AppearanceAdjuster() }.run()
  }

  @Test func gestureGuardConformsWithTheAdjustersItGuards() throws {
    try AdjusterConformance(companions: { [ScrollAdjuster(), RootAdjuster()] }) { _ in
      GestureGuard()
    }.run()
  }

  @Test func eachBuiltInConformsBesideTheOthers() throws {
    try AdjusterConformance(companions: { [GestureGuard(), AppearanceAdjuster()] }) { _ in
      ScrollAdjuster()
    }.run()
    try AdjusterConformance(companions: { [ScrollAdjuster()] }) { _ in RootAdjuster() }.run()
  }
}

/// The suite finds what a misbehaving adjuster does.
@MainActor
@Suite struct ConformanceSuiteTests {
  /// Moves the field's scroll view by writing a headless view's frame directly, around the
  /// ledger — possible only because it downcasts to the backend's own type.
  private final class AroundTheLedger: Adjuster {
    let identifier: AdjusterIdentifier = "com.example.around-the-ledger"
    let priority: AdjusterPriority = .default
    func handle(_ event: ShowEvent) {
      (event.context.input.hostSuperview as? HeadlessView)?.frame.origin.y -= 20
    }
  }

  /// Writes through the ledger, but with the `never` rule on a frame, and again further on
  /// every event.
  private final class Drifting: Adjuster {
    let identifier: AdjusterIdentifier = "com.example.drifting"
    let priority: AdjusterPriority = .default
    func handle(_ event: ShowEvent) { drift(event.context, event.ledger) }
    func handle(_ event: ChangeEvent) { drift(event.context, event.ledger) }
    private func drift(_ context: AdjustmentContext, _ ledger: AdjusterLedger) {
      let view = context.rootView
      ledger.write(
        .frameOrigin, of: view, to: CGPoint(x: view.frame.minX + 1, y: view.frame.minY))
    }
  }

  /// Moves the field when it begins editing, through the ledger but outside the keyboard's
  /// animation (focus events run outside it).
  private final class OutsideTheAnimation: Adjuster {
    let identifier: AdjusterIdentifier = "com.example.outside-the-animation"
    let priority: AdjusterPriority = .default
    func handle(_ event: FocusEvent) {
      guard event.phase == .began else { return }
      let origin = event.input.frame.origin
      event.ledger.write(.frameOrigin, of: event.input, to: CGPoint(x: origin.x + 1, y: origin.y))
    }
  }

  @Test func aChangeAroundTheLedgerIsFound() {
    let found = AdjusterConformance(screens: [.plainForm]) { _ in AroundTheLedger() }.violations()
    #expect(found.contains { $0.check == .ledger })
    #expect(found.contains { $0.check == .hide })
    #expect(found.contains { $0.check == .removal })
  }

  @Test func aChangeOutsideTheKeyboardsAnimationIsFound() {
    let found = AdjusterConformance(screens: [.plainForm]) { _ in OutsideTheAnimation() }
      .violations()
    #expect(found.map(\.check) == [.animation])
  }

  @Test func anAdjusterThatChangesMoreOnEveryEventIsFound() {
    let found = AdjusterConformance(screens: [.plainForm]) { _ in Drifting() }.violations()
    #expect(found.map(\.check) == [.repeat])
  }

  @Test func runThrowsOneFailureListingEveryViolation() {
    let suite = AdjusterConformance(screens: [.plainForm]) { _ in Drifting() }
    #expect {
      try suite.run()
    } throws: { error in
      let failure = error as? AdjusterConformanceFailure
      return failure?.violations.count == 1
        && failure?.description.contains("[repeat] covered field in a plain form") == true
    }
  }
}
