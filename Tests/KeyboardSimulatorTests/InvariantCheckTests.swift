import Foundation
import KeyboardSimulator
import Testing

/// `--check` can fail: a deliberately violating scenario (kept under Fixtures, not in
/// Scenarios/) has the sample sticky-bar adjuster drag the form, field and all, above the top
/// guide, and each violation is named.
@Suite @MainActor struct InvariantCheckTests {
  private let fixture = PackagePaths.fixtures.appendingPathComponent("sticky-bar-on-the-form.json")
    .path

  @Test func theViolatingFixtureBreaksTheNamedInvariants() throws {
    let run = ScenarioRunner().run(try ScenarioLoader().load(path: fixture))
    let byStep = run.snapshots.map { $0.violations.map(\.invariant) }
    #expect(byStep[1].isEmpty)
    #expect(byStep[2] == [.fieldBelowTopGuide])
    // On hide the ledger puts the panel back: the screen matches the world without
    // KeyboardLift, and nothing is reported as left behind.
    #expect(byStep[3].isEmpty)
    #expect(byStep[4].isEmpty)
    #expect(
      run.snapshots[2].violations.first?.message
        == "name's top is at -172, 219 pt above the top guide 47, where it started at 120")
  }

  @Test func invariantsAreNamedAsTheOutputsWriteThem() throws {
    #expect(
      Invariant.allCases.map(\.rawValue) == [
        "restored-after-hide", "gap-equals-distance", "no-negative-inset",
        "no-lift-beyond-keyboard", "no-event-after-session-end", "field-below-top-guide",
        "no-lift-outside-session", "field-visible-in-scroll-views",
      ])
    let violation = InvariantViolation(.noNegativeInset, "inset -1")
    let json = String(decoding: try JSONEncoder().encode(violation), as: UTF8.self)
    #expect(json.contains("\"invariant\":\"no-negative-inset\""))
    let decoded = try JSONDecoder().decode(InvariantViolation.self, from: Data(json.utf8))
    #expect(decoded == violation)
    #expect(violation.description == "no-negative-inset: inset -1")
  }

  @Test func checkExitsWith1NamingTheViolation() {
    let result = runCommand(["--check", fixture])
    #expect(result.status == .violation)
    #expect(result.errors.contains("keyboard-sim: 1 invariant violation(s)"))
    #expect(
      result.errors.contains(
        "sticky-bar-on-the-form: step 2 (showKeyboard): field-below-top-guide: name's top is at -172"
      ))
  }

  @Test func withoutCheckViolationsAreShownButDoNotFail() {
    let result = runCommand([fixture])
    #expect(result.status == .success)
    #expect(result.output.contains("invariants: 1 violated"))
  }

  @Test func theBundledScenarioPassesCheck() {
    let result = runCommand(["--check"])
    #expect(result.status == .success)
    #expect(result.output.hasPrefix("sign-up-form · notched-phone 390 × 844"))
    #expect(result.output.contains("invariants: all hold"))
  }
}
