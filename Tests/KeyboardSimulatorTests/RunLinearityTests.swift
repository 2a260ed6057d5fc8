import Foundation
import Testing

@testable import KeyboardSimulator

/// A run is linear in its steps: it reads each message KeyboardLift logs once, when the snapshot
/// of its step is taken — never the whole log again at every step (which made 4000 steps take
/// 37 times as long as 500).
@Suite @MainActor struct RunLinearityTests {
  /// A focus, then `count` notifications KeyboardLift ignores, each with one warning.
  private func scenario(ignoredNotifications count: Int) throws -> Scenario {
    let ignored = #"""
      { "do": "postNotification", "name": "willChangeFrame",
        "endFrame": { "x": 0, "y": 500, "width": 390, "height": -5 } }
      """#
    let steps =
      "["
      + ([#"{ "do": "focus", "field": "email" }"#]
      + Array(repeating: ignored, count: count)).joined(separator: ", ") + "]"
    return try decodeScenario(scenarioJSON(steps: steps)).get()
  }

  @Test(arguments: [100, 400])
  func eachLoggedMessageIsReadOnce(_ count: Int) throws {
    let log = StepLog()
    let run = ScenarioRunner().run(try scenario(ignoredNotifications: count), log: log)
    #expect(log.messagesLogged == count)
    #expect(log.messagesRead == count, "read \(log.messagesRead) for \(count) messages")
    #expect(run.snapshots.map(\.log.count) == [0, 0] + Array(repeating: 1, count: count))
  }
}
