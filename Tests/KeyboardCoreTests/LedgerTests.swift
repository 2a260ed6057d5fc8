import Foundation
import KeyboardCore
import Testing

/// A host object with two plain properties, so the ledger can be tested without a backend.
@MainActor
private final class Box {
  var height = 0
  var name = "start"
}

/// The writes made through the properties it hands out, as "label=value", in order.
@MainActor
private final class WriteLog {
  var entries: [String] = []

  /// `Box.height`, each write logged under `label`.
  func height(_ label: String) -> HostProperty<Box, Int> {
    HostProperty(
      key: "height", read: { $0.height },
      write: { box, value in
        box.height = value
        MainActor.assumeIsolated { self.entries.append("\(label)=\(value)") }
      })
  }

  /// `Box.name`, each write logged under "name".
  func name() -> HostProperty<Box, String> {
    HostProperty(
      key: "name", read: { $0.name },
      write: { box, value in
        box.name = value
        MainActor.assumeIsolated { self.entries.append("name=\(value)") }
      })
  }
}

/// What a rule's judgements were told: whether each judged again, and saw the value changed
/// outside the ledger.
@MainActor
private final class Judgements {
  var seen: [(Bool, Bool)] = []
}

@MainActor
private enum BoxProperty {
  static let height = HostProperty<Box, Int>(
    key: "height", read: { $0.height }, write: { $0.height = $1 })
  static let name = HostProperty<Box, String>(
    key: "name", read: { $0.name }, write: { $0.name = $1 })
}

@MainActor
@Suite struct LedgerTests {
  let first: AdjusterIdentifier = "test.first"
  let second: AdjusterIdentifier = "test.second"

  @Test func keepsTheFirstOriginalAndRestoresItExactly() {
    let ledger = Ledger()
    let box = Box()
    box.height = 5
    ledger.write(BoxProperty.height, of: box, to: 10, owner: first)
    ledger.write(BoxProperty.height, of: box, to: 20, owner: second)
    #expect(box.height == 20)
    #expect(ledger.originalValue(of: BoxProperty.height, of: box) == 5)
    #expect(ledger.writtenValue(of: BoxProperty.height, of: box) == 20)
    #expect(ledger.summary.map(\.owner) == [first, second])  // one layer per writer
    #expect(ledger.restoreAll() == 2)  // second's layer back to 10, then first's back to 5
    #expect(box.height == 5)
    #expect(ledger.isEmpty)
  }

  @Test func restoresInReverseOrderOfFirstWrites() {
    // Two entries on the same property name of two boxes, plus a write log through a custom
    // property, show the order of restoration.
    let log = WriteLog()
    let ledger = Ledger()
    let a = Box()
    let b = Box()
    ledger.write(log.height("a"), of: a, to: 1, owner: first)
    ledger.write(log.height("b"), of: b, to: 2, owner: first)
    log.entries.removeAll()
    ledger.restoreAll()
    #expect(log.entries == ["b=0", "a=0"])
  }

  @Test func restoresOnlyTheOwnerAskedFor() {
    let ledger = Ledger()
    let box = Box()
    ledger.write(BoxProperty.height, of: box, to: 7, owner: first)
    ledger.write(BoxProperty.name, of: box, to: "changed", owner: second)
    #expect(ledger.restore(owner: second) == 1)
    #expect(box.name == "start")
    #expect(box.height == 7)
    #expect(ledger.summary.map(\.property) == ["height"])
  }

  @Test func restoresOneTargetOfAnOwner() {
    let ledger = Ledger()
    let a = Box()
    let b = Box()
    ledger.write(BoxProperty.height, of: a, to: 1, owner: first)
    ledger.write(BoxProperty.height, of: b, to: 2, owner: first)
    #expect(ledger.restore(target: a, owner: first) == 1)
    #expect(a.height == 0 && b.height == 2)
    #expect(ledger.holds(BoxProperty.height, of: b))
    #expect(!ledger.holds(BoxProperty.height, of: a))
  }

  @Test func aValueLeftByAnEarlierRestoreIsJudgedAgainAtTheSessionEndAndSaysSo() {
    // A rule that leaves the value where it is and judges it again at the session's end, noting
    // what each judgement was told.
    let ledger = Ledger()
    let box = Box()
    let judgements = Judgements()
    let rule = RestoreRule<Box, Int>(label: "leave", judgesAgainAtSessionEnd: true) { _, state in
      judgements.seen.append((state.isJudgedAgainAtSessionEnd, state.changedOutsideLedger))
      return nil
    }
    ledger.write(BoxProperty.height, of: box, to: 7, owner: first, restore: rule)
    ledger.restore(owner: first)  // before the session's end: leaves 7, to judge again
    box.height = 9  // the app changes it since
    ledger.restoreAll()
    #expect(judgements.seen.map(\.0) == [false, true])
    #expect(judgements.seen.map(\.1) == [false, true])
    #expect(box.height == 9)
  }

  @Test func dropsDeallocatedTargetsWithoutTouchingThem() {
    let ledger = Ledger()
    var box: Box? = Box()
    if let box { ledger.write(BoxProperty.height, of: box, to: 3, owner: first) }
    #expect(!ledger.isEmpty)
    box = nil
    #expect(ledger.isEmpty)
    #expect(ledger.restoreAll() == 0)
  }

  @Test func aNewObjectAtADeallocatedOnesAddressGetsAFreshRecord() {
    // The allocator hands a freed object's address to the next object of its size, so the new
    // box usually shares the old one's ObjectIdentifier: its record must not be the old one's.
    let ledger = Ledger()
    var old: Box? = Box()
    if let old { ledger.write(BoxProperty.height, of: old, to: 3, owner: first) }
    let oldID = old.map(ObjectIdentifier.init)
    old = nil
    let box = Box()
    box.height = 9
    ledger.write(BoxProperty.height, of: box, to: 5, owner: second)
    #expect(ledger.originalValue(of: BoxProperty.height, of: box) == 9)
    #expect(ledger.summary.map(\.owner) == [second])
    #expect(ledger.restoreAll() == 1)
    #expect(box.height == 9)
    withKnownIssue("the allocator did not reuse the address; the test proved less") {
      #expect(ObjectIdentifier(box) == oldID)
    } when: {
      ObjectIdentifier(box) != oldID
    }
  }

  @Test func aWriteOfTheCurrentValueRecordsButDoesNotWrite() {
    var writes = 0
    let counting = HostProperty<Box, Int>(
      key: "height", read: { $0.height },
      write: { box, value in
        box.height = value
        MainActor.assumeIsolated { writes += 1 }
      })
    let ledger = Ledger()
    let box = Box()
    ledger.write(counting, of: box, to: 0, owner: first)
    #expect(writes == 0)
    #expect(ledger.holds(counting, of: box))
    #expect(ledger.restoreAll() == 0)
  }

  @Test func restoreRulesDecideWhatIsWrittenBack() {
    let ledger = Ledger()
    let kept = Box()
    let clamped = Box()
    ledger.write(BoxProperty.name, of: kept, to: "dark", owner: first, restore: .never)
    let clampToTen = RestoreRule<Box, Int>(label: "clamp") { _, state in
      state.current > 10 ? 10 : nil
    }
    ledger.write(BoxProperty.height, of: clamped, to: 25, owner: first, restore: clampToTen)
    #expect(ledger.summary.map(\.restoreRule) == ["never", "clamp"])
    #expect(ledger.restoreAll() == 1)
    #expect(kept.name == "dark")
    #expect(clamped.height == 10)
  }

  @Test func restoreRulesSeeTheirOwnLayer() {
    let ledger = Ledger()
    let box = Box()
    var seen: [RestoreState<Int>] = []
    let spy = RestoreRule<Box, Int>(label: "spy") { _, state in
      MainActor.assumeIsolated { seen.append(state) }
      return state.original
    }
    ledger.write(BoxProperty.height, of: box, to: 10, owner: first, restore: spy)
    ledger.write(BoxProperty.height, of: box, to: 30, owner: second, restore: spy)
    box.height = 31  // something outside the ledger moves it
    ledger.restoreAll()
    // The newest layer first: it goes back to what the first writer left.
    #expect(seen.first?.original == 10)
    #expect(seen.first?.lastWritten == 30)
    #expect(seen.first?.current == 31)
    #expect(seen.first?.changedOutsideLedger == true)
    // Then the first writer's layer, back to the value before the session.
    #expect(seen.last?.original == 0)
    #expect(seen.last?.lastWritten == 10)
    #expect(seen.last?.current == 10)
    #expect(box.height == 0)
  }

  @Test func removingTheLowerWriterLeavesTheNewerWriteStanding() {
    let ledger = Ledger()
    let box = Box()
    ledger.write(BoxProperty.height, of: box, to: 10, owner: first)
    ledger.write(BoxProperty.height, of: box, to: 30, owner: second)
    #expect(ledger.restore(owner: first) == 0)  // under second's layer: nothing written
    #expect(box.height == 30)
    #expect(ledger.restore(owner: second) == 1)  // and second's goes back to the original
    #expect(box.height == 0)
    #expect(ledger.isEmpty)
  }

  @Test func removingTheTopWriterPutsBackTheValueUnderIt() {
    let ledger = Ledger()
    let box = Box()
    ledger.write(BoxProperty.height, of: box, to: 10, owner: first)
    ledger.write(BoxProperty.height, of: box, to: 30, owner: second)
    #expect(ledger.restore(owner: second) == 1)
    #expect(box.height == 10)
    #expect(ledger.summary.map(\.owner) == [first])
  }

  @Test func aWriterThatWritesAgainMovesItsLayerOnTop() {
    let ledger = Ledger()
    let box = Box()
    ledger.write(BoxProperty.height, of: box, to: 10, owner: first)
    ledger.write(BoxProperty.height, of: box, to: 30, owner: second)
    ledger.write(BoxProperty.height, of: box, to: 40, owner: first)
    #expect(ledger.summary.map(\.owner) == [second, first])
    #expect(ledger.restore(owner: first) == 1)
    #expect(box.height == 30)
  }

  @Test func restoreAllRunsNewestFirstAcrossProperties() {
    let log = WriteLog()
    let ledger = Ledger()
    let box = Box()
    let height = log.height("height")
    let name = log.name()
    ledger.write(height, of: box, to: 1, owner: first)
    ledger.write(name, of: box, to: "b", owner: second)
    ledger.write(height, of: box, to: 3, owner: second)
    log.entries.removeAll()
    ledger.restoreAll()
    #expect(log.entries == ["height=1", "name=start", "height=0"])
  }

  @Test func aSecondTypeUnderOneKeyIsRefusedAndLogged() {
    let logger = RecordingLogger()
    let ledger = Ledger()
    ledger.logger = logger
    let box = Box()
    let heightAsText = HostProperty<Box, String>(
      key: "height", read: { String($0.height) }, write: { $0.height = Int($1) ?? 0 })
    ledger.write(BoxProperty.height, of: box, to: 4, owner: first)
    ledger.write(heightAsText, of: box, to: "9", owner: second)
    #expect(box.height == 4)
    #expect(ledger.summary.map(\.owner) == [first])
    #expect(
      logger.messages.contains { $0.level == .warning && $0.text.contains("one storage, one key") })
  }

  // A property's record is kept when a restore empties it and started again at the property's
  // next first write: each session still takes its own original and writes through the
  // property it is given.

  @Test func eachSessionTakesTheOriginalItFinds() {
    let ledger = Ledger()
    let box = Box()
    box.height = 5
    ledger.write(BoxProperty.height, of: box, to: 10, owner: first)
    ledger.restoreAll()
    #expect(box.height == 5)
    box.height = 7  // the app, between the sessions
    ledger.write(BoxProperty.height, of: box, to: 20, owner: second)
    #expect(ledger.originalValue(of: BoxProperty.height, of: box) == 7)
    #expect(ledger.summary.map(\.owner) == [second])  // nothing left of the first session
    ledger.restoreAll()
    #expect(box.height == 7)
    #expect(ledger.isEmpty)
  }

  @Test func aLaterSessionWritesThroughThePropertyItIsGiven() {
    let log = WriteLog()
    let ledger = Ledger()
    let box = Box()
    ledger.write(log.height("one"), of: box, to: 1, owner: first)
    ledger.restoreAll()
    ledger.write(log.height("two"), of: box, to: 2, owner: first)
    ledger.restoreAll()
    #expect(log.entries == ["one=1", "one=0", "two=2", "two=0"])
  }
}
