import Foundation
import KeyboardCore
import KeyboardHeadless

/// The conformance suite an adjuster passes — the built-ins and yours — run from a test in a few
/// lines:
///
/// ```swift
/// @Test @MainActor func myAdjusterConforms() throws {
///   try AdjusterConformance { _ in MyAdjuster() }.run()
/// }
/// ```
///
/// On every screen of ``screens`` it opens a keyboard session with the adjuster (and its
/// ``companions``) registered, and checks:
/// - **Ledger**: every value of the screen that changed is held by the ledger — no change
///   around it.
/// - **Animation**: every frame, offset and inset change ran inside the keyboard's animation.
/// - **Repeat**: the same event again (a reload) changes nothing.
/// - **Focus**: moving focus to the screen's next input and back leaves the ledger consistent.
/// - **Hide**: after the keyboard hides, every view is exactly as before the session, except
///   values whose restore rule is not `exact` (the rule decides what goes back: `never`, or
///   ScrollAdjust's content offset, kept unless `restoreContentOffset` is on).
/// - **Removal**: removing the adjuster mid-session puts back everything it changed, and
///   leaves no layer of it in the ledger.
@MainActor
public struct AdjusterConformance {
  /// Makes the adjuster under test for a harness (add views it needs to the harness first).
  public let makeAdjuster: @MainActor (AdjusterHarness) -> any Adjuster
  /// Makes the adjusters registered beside it (the built-ins it is meant to work with).
  public let companions: @MainActor () -> [any Adjuster]
  /// The screens to run on.
  public let screens: [ConformanceScreen]
  /// The settings the sessions run with (turn your adjuster's own settings on here).
  public let settings: KeyboardSettings

  /// A suite for the adjuster `makeAdjuster` returns, registered with `companions` (none by
  /// default), on `screens` (``ConformanceScreen/standard`` by default), with `settings`
  /// (enabled, defaults otherwise).
  public init(
    screens: [ConformanceScreen] = ConformanceScreen.standard,
    settings: KeyboardSettings = KeyboardSettings(isEnabled: true),
    companions: @escaping @MainActor () -> [any Adjuster] = { [] },
    adjuster makeAdjuster: @escaping @MainActor (AdjusterHarness) -> any Adjuster
  ) {
    self.screens = screens
    self.settings = settings
    self.companions = companions
    self.makeAdjuster = makeAdjuster
  }

  /// Runs every check on every screen; throws one failure listing every violation.
  public func run() throws(AdjusterConformanceFailure) {
    let found = violations()
    guard found.isEmpty else { throw AdjusterConformanceFailure(violations: found) }
  }

  /// Runs every check on every screen and returns what it found (empty: the adjuster conforms).
  public func violations() -> [AdjusterConformanceViolation] {
    screens.flatMap { screen in
      sessionViolations(on: screen) + removalViolations(on: screen)
    }
  }

  private func sessionViolations(on screen: ConformanceScreen) -> [AdjusterConformanceViolation] {
    var found: [AdjusterConformanceViolation] = []
    func report(_ check: AdjusterConformanceViolation.Check, _ message: String) {
      found.append(
        AdjusterConformanceViolation(screen: screen.name, check: check, message: message))
    }
    guard let (harness, inputs, _) = prepare(screen, report: report), let first = inputs.first
    else { return found }
    let before = harness.snapshot()
    Self.forgetRecordedChanges(in: harness.app.window)

    harness.app.beginEditing(first)
    harness.settle()
    let shown = harness.snapshot()
    for difference in shown.differences(since: before)
    where !Self.ledger(harness.configuration.ledger, holds: difference) {
      report(.ledger, "\(difference) was not written through the ledger")
    }
    for change in Self.unanimatedChanges(in: harness.app.window) {
      report(.animation, "\(change) ran outside the keyboard's animation")
    }

    harness.configuration.reloadLayout()
    harness.settle()
    for difference in harness.snapshot().differences(since: shown) {
      report(.repeat, "the same event again changed \(difference)")
    }

    if inputs.count > 1 {
      harness.app.beginEditing(inputs[1])
      harness.settle()
      harness.app.beginEditing(first)
      harness.settle()
      for difference in harness.snapshot().differences(since: before)
      where !Self.ledger(harness.configuration.ledger, holds: difference) {
        report(.focus, "after focus moved away and back, \(difference) is not held by the ledger")
      }
    }

    let ruled = Self.ruledByTheirRestoreRule(harness.configuration.ledger)
    harness.app.endEditing()
    harness.settle()
    for difference in harness.snapshot().differences(since: before)
    where !Self.matches(difference, ruled) {
      report(.hide, "after the hide, \(difference) was not put back")
    }
    if !harness.configuration.ledger.isEmpty {
      report(
        .hide, "after the hide, the ledger still holds \(harness.configuration.ledger.summary)")
    }
    return found
  }

  private func removalViolations(on screen: ConformanceScreen) -> [AdjusterConformanceViolation] {
    var found: [AdjusterConformanceViolation] = []
    func report(_ check: AdjusterConformanceViolation.Check, _ message: String) {
      found.append(
        AdjusterConformanceViolation(screen: screen.name, check: check, message: message))
    }
    guard let (harness, inputs, identifier) = prepare(screen, report: report),
      let first = inputs.first
    else { return found }
    let before = harness.snapshot()
    harness.app.beginEditing(first)
    harness.settle()
    let ruled = Self.ruledByTheirRestoreRule(harness.configuration.ledger, owner: identifier)
    harness.configuration.adjusters.remove(identifier)
    harness.settle()
    let ledger = harness.configuration.ledger
    if ledger.summary.contains(where: { $0.owner == identifier }) {
      report(.removal, "after its removal, the ledger still holds a change of \(identifier)")
    }
    for difference in harness.snapshot().differences(since: before)
    where !Self.matches(difference, ruled) && !Self.ledger(ledger, holds: difference) {
      report(.removal, "after its removal, \(difference) was not put back")
    }
    return found
  }

  /// A harness with the companions and the adjuster under test, and the screen built; with the
  /// inputs to focus and the identifier of the adjuster under test.
  private func prepare(
    _ screen: ConformanceScreen,
    report: (AdjusterConformanceViolation.Check, String) -> Void
  ) -> (AdjusterHarness, [any HeadlessTextInput], AdjusterIdentifier)? {
    do {
      let harness = try AdjusterHarness(adjusters: companions(), settings: settings)
      let inputs = screen.build(harness)
      let adjuster = makeAdjuster(harness)
      try harness.configuration.adjusters.register(adjuster)
      harness.app.window.layoutIfNeeded()
      return (harness, inputs, adjuster.identifier)
    } catch {
      report(.registration, "the adjuster could not be registered: \(error)")
      return nil
    }
  }

  /// Whether the ledger holds the property a difference is about, on its view.
  private static func ledger(_ ledger: Ledger, holds difference: HostSnapshot.Difference) -> Bool {
    let view = difference.object
    switch difference.property {
    case "frame": return ledger.holds(.frameOrigin, of: view as any HostView)
    case "contentOffset":
      guard let scrollView = view as? any HostScrollView else { return false }
      return ledger.holds(.contentOffset, of: scrollView)
    case "contentInset":
      guard let scrollView = view as? any HostScrollView else { return false }
      return ledger.holds(.contentInset, of: scrollView)
    case "verticalScrollIndicatorInsets":
      guard let scrollView = view as? any HostScrollView else { return false }
      return ledger.holds(.verticalScrollIndicatorInsets, of: scrollView)
    case "keyboardAppearance":
      guard let input = view as? any HostTextInput else { return false }
      return ledger.holds(.keyboardAppearance, of: input)
    default: return false
    }
  }

  /// The layers (of `owner`, or of anyone) whose restore rule is not `exact`: what goes back
  /// for them is their rule's decision, not the suite's.
  private static func ruledByTheirRestoreRule(
    _ ledger: Ledger, owner: AdjusterIdentifier? = nil
  ) -> [LedgerEntrySummary] {
    ledger.summary.filter { $0.restoreRule != "exact" && (owner == nil || $0.owner == owner) }
  }

  /// Whether `difference` is about a property of one of `entries` (same type, same property).
  private static func matches(
    _ difference: HostSnapshot.Difference, _ entries: [LedgerEntrySummary]
  ) -> Bool {
    let type = String(describing: Swift.type(of: difference.object))
    let key = difference.property == "frame" ? "frame.origin" : difference.property
    return entries.contains { $0.targetType == type && $0.property == key }
  }

  private static func forgetRecordedChanges(in view: HeadlessView) {
    view.removeRecordedChanges()
    for subview in view.subviews { forgetRecordedChanges(in: subview) }
  }

  /// The recorded frame, offset and inset changes that ran outside any animation.
  private static func unanimatedChanges(in view: HeadlessView) -> [String] {
    let name = view.id.isEmpty ? String(describing: type(of: view)) : view.id
    var found = view.frameChanges.filter { !$0.isAnimated }.map {
      "\(name).frame: \($0.oldValue) → \($0.newValue)"
    }
    if let scrollView = view as? HeadlessScrollView {
      found += scrollView.contentOffsetChanges.filter { $0.animation == nil }.map {
        "\(name).contentOffset: \($0.oldValue) → \($0.newValue)"
      }
      found += scrollView.contentInsetChanges.filter { !$0.isAnimated }.map {
        "\(name).contentInset: \($0.oldValue) → \($0.newValue)"
      }
      found += scrollView.verticalScrollIndicatorInsetChanges.filter { !$0.isAnimated }.map {
        "\(name).verticalScrollIndicatorInsets: \($0.oldValue) → \($0.newValue)"
      }
    }
    return found + view.subviews.flatMap { unanimatedChanges(in: $0) }
  }
}

/// One thing an adjuster did that the conformance suite does not accept.
public struct AdjusterConformanceViolation: Error, Equatable, Sendable, CustomStringConvertible {
  /// Which check found it.
  public enum Check: String, Sendable, Equatable, CaseIterable {
    /// The adjuster could not be registered.
    case registration
    /// A value changed without a ledger record.
    case ledger
    /// A change ran outside the keyboard's animation.
    case animation
    /// The same event again changed something.
    case `repeat`
    /// Moving focus away and back left a change the ledger does not hold.
    case focus
    /// The hide did not put everything back.
    case hide
    /// Removing the adjuster did not put back what it changed.
    case removal
  }

  /// The screen it happened on.
  public var screen: String
  /// Which check found it.
  public var check: Check
  /// What happened.
  public var message: String

  /// `"[hide] tall text view: after the hide, notes.contentInset: … was not put back"`.
  public var description: String { "[\(check.rawValue)] \(screen): \(message)" }
}

/// The error ``AdjusterConformance/run()`` throws: every violation found.
public struct AdjusterConformanceFailure: Error, Sendable, CustomStringConvertible {
  /// The violations, in the order they were found.
  public var violations: [AdjusterConformanceViolation]

  /// One line per violation.
  public var description: String {
    "the adjuster does not conform (\(violations.count) violations):\n"
      + violations.map { "  \($0)" }.joined(separator: "\n")
  }
}
