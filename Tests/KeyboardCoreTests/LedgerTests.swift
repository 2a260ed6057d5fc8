import Foundation
import KeyboardCore
import Testing

/// A host object with two plain properties, so the ledger can be tested without a backend.
@MainActor
private final class Box {
  var height = 0
  var name = "start"
}

@MainActor
private enum BoxProperty {
  static let height = HostProperty<Box, Int>(
    name: "height", read: { $0.height }, write: { $0.height = $1 })
  static let name = HostProperty<Box, String>(
    name: "name", read: { $0.name }, write: { $0.name = $1 })
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
    #expect(ledger.summary.map(\.owner) == [first])  // the first writer owns it
    #expect(ledger.restoreAll() == 1)
    #expect(box.height == 5)
    #expect(ledger.isEmpty)
  }

  @Test func restoresInReverseOrderOfFirstWrites() {
    // Two entries on the same property name of two boxes, plus a write log through a custom
    // property, show the order of restoration.
    var log: [String] = []
    let ledger = Ledger()
    let a = Box()
    let b = Box()
    let logged = { (label: String) in
      HostProperty<Box, Int>(
        name: "height", read: { $0.height },
        write: { box, value in
          box.height = value
          MainActor.assumeIsolated { log.append("\(label)=\(value)") }
        })
    }
    ledger.write(logged("a"), of: a, to: 1, owner: first)
    ledger.write(logged("b"), of: b, to: 2, owner: first)
    log.removeAll()
    ledger.restoreAll()
    #expect(log == ["b=0", "a=0"])
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

  @Test func dropsDeallocatedTargetsWithoutTouchingThem() {
    let ledger = Ledger()
    var box: Box? = Box()
    if let box { ledger.write(BoxProperty.height, of: box, to: 3, owner: first) }
    #expect(!ledger.isEmpty)
    box = nil
    #expect(ledger.isEmpty)
    #expect(ledger.restoreAll() == 0)
  }

  @Test func aWriteOfTheCurrentValueRecordsButDoesNotWrite() {
    var writes = 0
    let counting = HostProperty<Box, Int>(
      name: "height", read: { $0.height },
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

  @Test func restoreRulesSeeTheLastWriteOfAnyOwner() {
    let ledger = Ledger()
    let box = Box()
    var seen: RestoreState<Int>?
    let spy = RestoreRule<Box, Int>(label: "spy") { _, state in
      MainActor.assumeIsolated { seen = state }
      return nil
    }
    ledger.write(BoxProperty.height, of: box, to: 10, owner: first, restore: spy)
    ledger.write(BoxProperty.height, of: box, to: 30, owner: second)  // another owner writes on
    box.height = 31  // and something outside the ledger moves it
    ledger.restoreAll()
    #expect(seen?.original == 0)
    #expect(seen?.lastWritten == 30)
    #expect(seen?.current == 31)
    #expect(seen?.changedOutsideLedger == true)
  }
}
