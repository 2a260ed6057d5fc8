import Foundation
import KeyboardSimulator
import Testing

/// `--check` can fail: a deliberately violating scenario (kept under Fixtures, not in
/// Scenarios/) lifts the root beyond the keyboard, and each violation is named.
@Suite @MainActor struct InvariantCheckTests {
  private let fixture = PackagePaths.fixtures.appendingPathComponent("app-moves-root-view.json")
    .path

  @Test func theViolatingFixtureBreaksTheNamedInvariants() throws {
    let run = ScenarioRunner().run(try ScenarioLoader().load(path: fixture))
    let byStep = run.snapshots.map { $0.violations.map(\.invariant) }
    #expect(byStep[2].isEmpty)
    #expect(byStep[3] == [.noLiftBeyondKeyboard])
    #expect(byStep[4] == [.noLiftBeyondKeyboard])
    // On hide the app's own move is left alone (BEHAVIOR §8: someone else moved it), so the
    // screen matches the world without KeyboardLift and nothing is reported as left behind.
    #expect(byStep[5].isEmpty)
    #expect(
      run.snapshots[3].violations.first?.message
        == "root formView is lifted 500 pt but the keyboard covers only 336 pt")
  }

  @Test func invariantsAreNamedAsTheOutputsWriteThem() throws {
    #expect(
      Invariant.allCases.map(\.rawValue) == [
        "restored-after-hide", "gap-equals-distance", "no-negative-inset",
        "no-lift-beyond-keyboard", "no-event-after-session-end",
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
    #expect(result.errors.contains("keyboard-sim: 2 invariant violation(s)"))
    #expect(
      result.errors.contains(
        "app-moves-root-view: step 3 (setFrame formView (0, -500, 390 × 844)): no-lift-beyond-keyboard: root formView is lifted 500 pt"
      ))
  }

  @Test func withoutCheckViolationsAreShownButDoNotFail() {
    let result = runCommand([fixture])
    #expect(result.status == .success)
    #expect(result.output.contains("invariants: 2 violated"))
  }

  @Test func theBundledScenarioPassesCheck() {
    let result = runCommand(["--check"])
    #expect(result.status == .success)
    #expect(result.output.hasPrefix("sign-up-form · notched-phone 390 × 844"))
    #expect(result.output.contains("invariants: all hold"))
  }
}
