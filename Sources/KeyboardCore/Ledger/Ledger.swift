import Foundation

/// The record of every change the adjusters made to the app, and the one place that restores it.
///
/// Adjusters write through the ``AdjusterLedger`` their events carry, which records every write
/// under their own identifier; the ledger's own write and restore operations are not public, so
/// nothing can write on another adjuster's behalf. Its contents can be read: ``isEmpty``,
/// ``summary``, ``originalValue(of:of:)``.
///
/// **Layers.** The ledger keeps one record per (object, ``HostPropertyKey``): the original value
/// (before the first write) and one layer per writer, newest on top. A write puts the writer's
/// layer on top. Removing a writer's layer puts back what was under it — the value the writer
/// below left, or the original — but only when that layer is on top; under a newer layer it is
/// dropped and the newer writer's value stands. So removing an adjuster restores exactly its
/// changes and leaves the others' standing, and restoring everything runs newest first.
///
/// Targets are held weakly: a deallocated view is dropped, never resurrected or crashed on.
@MainActor
public final class Ledger {
  /// Where a refused write is reported (two properties declaring one key with different types).
  package var logger: (any KeyboardLogger)?
  /// Told of every write and every restore that moves views vertically (see
  /// ``HostProperty``'s motion); the configuration derives the lift an adjuster took from it.
  var onMove: ((LedgerMove) -> Void)?
  /// The host animator's clock: an animated write has landed once
  /// ``ScrollAnimationTiming/duration`` has passed on it. `nil` (a ledger on its own): an
  /// animated write is on its way for as long as the host reads a value on its way.
  package var currentTime: (@MainActor () -> TimeInterval)?

  /// How many times the ledger wrote a value to the host (a write or a restore that changed
  /// what the host shows). The configuration compares it before and after a pass: a pass that
  /// wrote nothing moved nothing, so it needs no layout to measure again.
  private(set) var hostWriteCount = 0

  private var records: [LedgerKey: any LedgerRecord] = [:]
  /// Records whose last layer was restored with the animated setter: the host may still read a
  /// value on the way (a scroll view's animated offset moves over several frames), so
  /// ``settledValue(of:of:)``, ``settledShift(of:)`` and a new record's original value answer
  /// where the restore is taking it — a rotation's restore and the adjustment right after it,
  /// or a hide and a show that follows before the offsets are back, see where the views are
  /// going, not where the animation is. A configuration drops those that are no longer on
  /// their way after each input (``forgetLandedRestores()``).
  private var settling: [LedgerKey: any LedgerRecord] = [:]
  /// Records whose last layer a restore before the session's end removed, leaving the value away
  /// from the original, with a rule that judges again when the session ends
  /// (``RestoreRule/judgesAgainAtSessionEnd``): an offset left within the end of its content by a
  /// re-capture is pulled back at the hide if the session has since moved that end. A new write
  /// of the property replaces it (its own layer is judged then).
  private var awaitingSessionEnd: [LedgerKey: any LedgerRecord] = [:]
  /// Records emptied and dropped from the stores above, kept to be started afresh
  /// (`PropertyRecord.begin`) by their property's next first write instead of creating a new
  /// record: a show created a record and its layer list for each property it wrote, and a hide
  /// destroyed them (6 of a show's allocations on the issue-12 form; ≈ 3k instructions of a
  /// hide). A record started again takes the write's property, as a new record would.
  private var spare: [LedgerKey: any LedgerRecord] = [:]
  private var nextSequence = 0
  /// Whether a record in `records` or `settling` may be on the way of an animated change (an
  /// animated write, an animated restore, or a record created while one settled): set by those,
  /// and cleared by ``settledShift(of:)`` once both stores are empty. Only such a record answers
  /// ``settledShift(of:)`` with anything but 0, so without one the question needs no look at the
  /// records (it is asked at every measure: asking every record cost ≈ 1.4k instructions a
  /// question, 25k of a focus change on the issue-12 form).
  private var mayHaveChangesOnTheirWay = false

  /// Creates an empty ledger.
  public init() {}

  // The `@_specialize` attributes here and on the readers below: the adjusters call these
  // generic functions from other modules, so without them their code — and the records' code
  // they call — ran unspecialised, asking the runtime for the metadata of every generic type it
  // named (`Value?`, `Layer`, `PropertyRecord<Target, Value>`, ≈ 400–600 instructions each).
  // Each attribute compiles a version for one of the built-in properties' types, which the
  // generic entry point jumps to when its types match (a comparison of two type pointers); any
  // other property runs the generic code as before.
  /// Writes `value` to `property` of `target` as `owner`'s layer, recording the original value
  /// first if this (target, key) has no record yet. Writes nothing to the host when the value is
  /// already current, but records the layer either way.
  @_specialize(where Target == any HostView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == EdgeInsets)
  @_specialize(where Target == any HostTextInput, Value == KeyboardAppearanceStyle)
  package func write<Target, Value>(
    _ property: HostProperty<Target, Value>, of target: Target, to value: Value,
    owner: AdjusterIdentifier, animated: Bool = false,
    restore rule: RestoreRule<Target, Value> = .exact
  ) {
    dropDeallocated()
    let object = property.object(target)
    let key = LedgerKey(object: ObjectIdentifier(object), property: property.key)
    let record: PropertyRecord<Target, Value>
    let settlingRecord = settling.removeValue(forKey: key) as? PropertyRecord<Target, Value>
    // A record kept to judge again at the session's end hands its original to the new one.
    let awaitingRecord =
      awaitingSessionEnd.isEmpty
      ? nil : awaitingSessionEnd.removeValue(forKey: key) as? PropertyRecord<Target, Value>
    if animated || settlingRecord != nil { mayHaveChangesOnTheirWay = true }
    if let existing = records[key] {
      guard let typed = existing as? PropertyRecord<Target, Value> else {
        logger?.log(
          LogMessage(
            .warning,
            "\(owner) wrote \(property.key) of \(type(of: object)) as \(Value.self), but the "
              + "ledger holds it as another type: the write was refused (one storage, one key)"))
        return
      }
      record = typed
    } else {
      let settlingTo = settlingRecord?.settledValue(of: target)
      let foundAtSessionStart = awaitingRecord?.original
      let spareRecord = spare.removeValue(forKey: key) as? PropertyRecord<Target, Value>
      let emptied = settlingRecord ?? awaitingRecord ?? spareRecord
      if let emptied, emptied.object === object {
        emptied.begin(
          target: target, property: property, settlingTo: settlingTo,
          foundAtSessionStart: foundAtSessionStart, currentTime: currentTime)
        record = emptied
      } else {
        record = PropertyRecord(
          object: object, target: target, property: property, settlingTo: settlingTo,
          foundAtSessionStart: foundAtSessionStart, currentTime: currentTime)
      }
      records[key] = record
    }
    nextSequence += 1
    let outcome = record.push(
      Layer(owner: owner, value: value, animated: animated, sequence: nextSequence, rule: rule),
      to: target)
    if outcome.wrote { hostWriteCount += 1 }
    if let move = outcome.move { onMove?(move) }
  }

  /// The original value recorded for `property` of `target`, if any: its value before the
  /// first write of this session.
  @_specialize(where Target == any HostView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == EdgeInsets)
  @_specialize(where Target == any HostTextInput, Value == KeyboardAppearanceStyle)
  public func originalValue<Target, Value>(
    of property: HostProperty<Target, Value>, of target: Target
  ) -> Value? {
    typedRecord(property, of: target)?.original
  }

  /// The original value the next write of `property` of `target` starts its record from, when a
  /// restore before the session's end left the property away from it and kept the record to
  /// judge again at the session's end (``write(_:of:to:owner:animated:restore:)`` hands that
  /// record's original on): the value before the session's first change, though the property
  /// stands elsewhere now. `nil` while the ledger holds a live record of it, or none kept so.
  @_specialize(where Target == any HostView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == EdgeInsets)
  @_specialize(where Target == any HostTextInput, Value == KeyboardAppearanceStyle)
  package func originalHandedOn<Target, Value>(
    of property: HostProperty<Target, Value>, of target: Target
  ) -> Value? {
    guard !awaitingSessionEnd.isEmpty else { return nil }
    let key = LedgerKey(object: ObjectIdentifier(property.object(target)), property: property.key)
    guard records[key] == nil, let record = awaitingSessionEnd[key], record.object != nil else {
      return nil
    }
    return (record as? PropertyRecord<Target, Value>)?.original
  }

  /// The value last written to `property` of `target` through the ledger, if it holds it: where
  /// the property is going, even while the host still animates towards it.
  @_specialize(where Target == any HostView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == EdgeInsets)
  @_specialize(where Target == any HostTextInput, Value == KeyboardAppearanceStyle)
  public func writtenValue<Target, Value>(
    of property: HostProperty<Target, Value>, of target: Target
  ) -> Value? {
    typedRecord(property, of: target)?.layers.last?.value
  }

  /// The value `property` of `target` is going to: the value last written through the ledger
  /// when that write was animated (a scroll view's animated content offset moves over several
  /// frames, so reading it back gives a value on the way), the host's current value otherwise.
  ///
  /// An animated write counts as on its way while the host reads a value between where it
  /// started and where it goes, and at most ``ScrollAnimationTiming/duration`` on the host
  /// animator's clock: a value off that way, or any value once that time is over, is the host's
  /// own (the app or the user moved it).
  @_specialize(where Target == any HostView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == EdgeInsets)
  @_specialize(where Target == any HostTextInput, Value == KeyboardAppearanceStyle)
  public func settledValue<Target, Value>(
    of property: HostProperty<Target, Value>, of target: Target
  ) -> Value {
    (typedRecord(property, of: target) ?? typedRecord(property, of: target, settling: true))?
      .settledValue(of: target) ?? property.read(target)
  }

  /// How far `view` will still move down (negative: up), in window coordinates, once the
  /// ledger's animated writes land — the content offsets of scroll views around it still on their
  /// way. Add it to a frame read now to get where the view is going.
  public func settledShift(of view: any HostView) -> CGFloat {
    guard mayHaveChangesOnTheirWay else { return 0 }
    if records.isEmpty && settling.isEmpty {
      mayHaveChangesOnTheirWay = false
      return 0
    }
    // A record whose object is gone shifts nothing: no need to drop it first. Plain loops: a
    // main-actor closure handed to `reduce` checked the executor at each call (≈ 220
    // instructions a record; 16k of a focus change on the issue-12 form).
    var shift: CGFloat = 0
    for record in records.values { shift += record.settledShift(of: view) }
    for record in settling.values { shift += record.settledShift(of: view) }
    return shift
  }

  /// Forgets the animated restores that landed, or that something else moved off their way
  /// (see `settling`).
  package func forgetLandedRestores() {
    // After almost every input there is none: nothing to do. Records whose object is gone are
    // left to the next operation that reads them, which drops or skips them first (checking
    // every record's object here after every input cost ≈ 1.4k instructions, a quarter of a
    // repeated did-show).
    guard !settling.isEmpty else { return }
    dropDeallocated()
    var landed: [(LedgerKey, any LedgerRecord)] = []
    settling = settling.filter { key, record in
      if record.isStillOnItsWay { return true }
      landed.append((key, record))
      return false
    }
    for (key, record) in landed { keepForReuse(record, as: key) }
  }

  /// `view`'s frame in its window once the ledger's animated writes land.
  public func settledFrameInWindow(of view: any HostView) -> CGRect {
    view.frameInWindow.offsetBy(dx: 0, dy: settledShift(of: view))
  }

  /// Whether a live record exists for `property` of `target`.
  @_specialize(where Target == any HostView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == EdgeInsets)
  @_specialize(where Target == any HostTextInput, Value == KeyboardAppearanceStyle)
  public func holds<Target, Value>(_ property: HostProperty<Target, Value>, of target: Target)
    -> Bool
  {
    typedRecord(property, of: target) != nil
  }

  /// The writers holding a layer on `property` of `target`, oldest first; empty when the
  /// ledger holds none.
  package func owners<Target, Value>(of property: HostProperty<Target, Value>, of target: Target)
    -> [AdjusterIdentifier]
  {
    typedRecord(property, of: target)?.layers.map(\.owner) ?? []
  }

  /// Restores every layer, newest first, and forgets them. Returns the number of properties
  /// written back. When `sessionEnds` (the default), the values earlier restores of this session
  /// left to be judged again are judged then too, with the layers whose rule judges the app as
  /// it is, outer views first, and forgotten; otherwise (a re-capture, a new root controller, a
  /// disabled input) the layers whose rule asks for it are kept for that.
  @discardableResult
  package func restoreAll(sessionEnds: Bool = true) -> Int {
    let written = restore(sessionEnds: sessionEnds) { _, _ in true }
    guard sessionEnds else { return written }
    // The spare records of objects gone are dropped once a session, not at every write and
    // measure as the stores are (scanning them there cost ≈ 1.7k instructions a show).
    if Self.holdsDeallocated(spare) { spare = spare.filter { $0.value.object != nil } }
    return written
  }

  /// Whether a restore before the session's end left a value to judge again when it ends (see
  /// ``restoreAll(sessionEnds:)``).
  package var awaitsSessionEnd: Bool {
    dropDeallocated()
    return !awaitingSessionEnd.isEmpty
  }

  /// Judges again, at the session's end, the value an earlier restore of this session left in
  /// `record` (see ``restoreAll(sessionEnds:)``), and forgets it. Returns whether it wrote.
  private func judgeAgainAtSessionEnd(_ record: any LedgerRecord, as key: LedgerKey) -> Bool {
    guard record.awaitsJudgementAtSessionEnd else { return false }
    let outcome = record.judgeAgainAtSessionEnd(ledger: self)
    if outcome.wrote { hostWriteCount += 1 }
    if let move = outcome.move { onMove?(move) }
    if record.isSettling {
      settling[key] = record
      mayHaveChangesOnTheirWay = true
    }
    keepForReuse(record, as: key)
    return outcome.wrote
  }

  /// Restores and forgets the layers `owner` wrote, newest first.
  @discardableResult
  package func restore(owner: AdjusterIdentifier) -> Int {
    restore(sessionEnds: false) { layerOwner, _ in layerOwner == owner }
  }

  /// Restores and forgets `owner`'s layers on `target` (all its properties), newest first — for
  /// example a scroll view that is no longer the chosen one.
  @discardableResult
  package func restore(target: AnyObject, owner: AdjusterIdentifier) -> Int {
    let id = ObjectIdentifier(target)
    return restore(sessionEnds: false) { layerOwner, key in
      layerOwner == owner && key.object == id
    }
  }

  /// Restores and forgets every writer's layers on `property` of `target`, newest first, each by
  /// its rule — for example a root view's origin that its container placed again, where the
  /// rule leaves it and the layers go.
  @discardableResult
  package func restore<Target, Value>(_ property: HostProperty<Target, Value>, of target: Target)
    -> Int
  {
    let key = LedgerKey(object: ObjectIdentifier(target as AnyObject), property: property.key)
    return restore(sessionEnds: false) { _, layerKey in layerKey == key }
  }

  /// Forgets the record of `property` of `target` without writing anything back: for a record
  /// whose layers wrote nothing — they hold the value the session found, to be judged when it is
  /// restored — and whose value the app has moved since. The session's first change then starts
  /// a record of its own, from where the app left the property (Behavior.md §7.2, §11). Only a
  /// record whose one layer is `owner`'s is forgotten.
  package func forget<Target, Value>(
    _ property: HostProperty<Target, Value>, of target: Target, owner: AdjusterIdentifier
  ) {
    guard let record = typedRecord(property, of: target), record.layers.count == 1,
      record.layers[0].owner == owner
    else { return }
    let key = LedgerKey(object: ObjectIdentifier(property.object(target)), property: property.key)
    records[key] = nil
    record.dropLayers()
    keepForReuse(record, as: key)
  }

  /// Whether no live record has a layer: records kept only for a settling animated restore or
  /// to judge again at the session's end are not counted.
  public var isEmpty: Bool {
    dropDeallocated()
    return records.isEmpty
  }

  /// How many entries ``summary`` lists (one per layer), without describing them.
  var entryCount: Int {
    dropDeallocated()
    // A plain loop: a closure handed to `reduce` from main-actor code checks at each call that
    // it runs on the main actor (≈ 290 instructions a record, three a hide on the issue-12 form).
    var count = 0
    for record in records.values { count += record.layerCount }
    return count
  }

  /// How many entries ``summary`` lists whose restore rule is not labelled `ruleLabel`, without
  /// describing their targets' types (the simulator counts them every step).
  package func entryCount(excludingRule ruleLabel: String) -> Int {
    dropDeallocated()
    // A plain loop, as in `entryCount`: a closure handed to `reduce` checks at each call that
    // it runs on the main actor.
    var count = 0
    for record in records.values { count += record.layerCount(excludingRule: ruleLabel) }
    return count
  }

  /// What the ledger holds, one entry per layer, oldest write first.
  public var summary: [LedgerEntrySummary] {
    dropDeallocated()
    return records.values
      .flatMap { record in
        record.layerOwners.map { layer in
          (
            layer.sequence,
            LedgerEntrySummary(
              targetType: record.targetDescription, property: record.propertyKey.rawValue,
              owner: layer.owner, restoreRule: layer.ruleLabel)
          )
        }
      }
      .sorted { $0.0 < $1.0 }
      .map(\.1)
  }

  /// Every property the ledger holds, with its object and its original and current values,
  /// oldest write first: what the session changed, for a simulator's output.
  package var changes: [LedgerChange] {
    dropDeallocated()
    // Each change put in its place as it is made, with plain loops: `sorted(by:)`'s closure
    // checks at each comparison that it runs on the main actor, and `compactMap(\.change)`
    // made a list to sort (≈ 4k instructions a read of two or three changes; keyboard-sim
    // reads them after every step).
    var changes: [LedgerChange] = []
    changes.reserveCapacity(records.count)
    for record in records.values {
      guard let change = record.change else { continue }
      var index = changes.count
      changes.append(change)
      while index > 0, changes[index - 1].firstWrite > change.firstWrite {
        changes.swapAt(index - 1, index)
        index -= 1
      }
    }
    return changes
  }

  /// The live record of `property` of `target` in the records, or in the settling ones.
  ///
  /// The store is named by a flag and read in place: passing it as an optional dictionary and
  /// reading `store ?? records` copied the dictionary and read `records` inside the operator's
  /// closure, which pays the runtime's exclusivity check (≈ 24 look-ups a focus change).
  private func typedRecord<Target, Value>(
    _ property: HostProperty<Target, Value>, of target: Target, settling inSettling: Bool = false
  ) -> PropertyRecord<Target, Value>? {
    let key = LedgerKey(object: ObjectIdentifier(property.object(target)), property: property.key)
    let found = inSettling ? settling[key] : records[key]
    guard let record = found, record.object != nil else { return nil }
    return record as? PropertyRecord<Target, Value>
  }

  private func restore(
    sessionEnds: Bool, where matches: (AdjusterIdentifier, LedgerKey) -> Bool
  ) -> Int {
    dropDeallocated()
    // Newest first — except that layers whose rule judges the app as it is then (not exact) go
    // after all the exact ones, outer views before the views inside them, so each judges the
    // app with everything around it already back: an inner scroll view's end of content
    // depends on where its enclosing scroll view and the root view put it.
    // Collected into one list and sorted in place (building a list per record, filtering,
    // mapping and sorting into new lists cost 7 allocations a hide), with room for every layer
    // reserved first (growing it as layers were found cost 2 more).
    // At the session's end the values earlier restores left to be judged again join the
    // judging layers by depth (`owner` nil): an outer scroll view's offset a re-capture left in
    // place is pulled back before the inner scroll view whose end of content it moves is judged.
    // The list's storage is kept between restores (``doomedStorage``: an allocation a hide);
    // taken out while in use, so a restore nested in this one gets a list of its own.
    var doomed: [DoomedLayer] = []
    swap(&doomed, &doomedStorage)
    defer {
      doomed.removeAll(keepingCapacity: true)
      doomedStorage = doomed
    }
    let judgesAgain = sessionEnds && !awaitingSessionEnd.isEmpty
    var layerCount = judgesAgain ? awaitingSessionEnd.count : 0
    for record in records.values { layerCount += record.layerCount }
    doomed.reserveCapacity(layerCount)
    for (key, record) in records {
      record.forEachLayer { owner, sequence, isExact in
        guard matches(owner, key) else { return }
        doomed.append(
          (key, owner, (isExact ? 0 : 1, isExact ? 0 : record.targetDepth, -sequence)))
      }
    }
    if judgesAgain {
      for (key, record) in awaitingSessionEnd {
        doomed.append((key, nil, (1, record.targetDepth, 0)))
      }
    }
    doomed.sort { $0.order < $1.order }
    var written = 0
    for (key, layerOwner, _) in doomed {
      guard let owner = layerOwner else {
        if let record = awaitingSessionEnd.removeValue(forKey: key),
          judgeAgainAtSessionEnd(record, as: key)
        {
          written += 1
        }
        continue
      }
      guard let record = records[key] else { continue }
      let outcome = record.removeLayer(of: owner, sessionEnds: sessionEnds, ledger: self)
      if outcome.wrote {
        written += 1
        hostWriteCount += 1
      }
      if let move = outcome.move { onMove?(move) }
      if record.isEmpty {
        records[key] = nil
        if record.isSettling {
          settling[key] = record
          mayHaveChangesOnTheirWay = true
        }
        if record.awaitsJudgementAtSessionEnd { awaitingSessionEnd[key] = record }
        keepForReuse(record, as: key)
      }
    }
    return written
  }

  /// A layer ``restore(sessionEnds:where:)`` removes: its record's key, its owner (`nil` for a
  /// value judged again at the session's end) and its place in the order of the restore.
  private typealias DoomedLayer = (
    key: LedgerKey, owner: AdjusterIdentifier?, order: (Int, Int, Int)
  )

  /// The storage of ``restore(sessionEnds:where:)``'s list, empty between restores.
  private var doomedStorage: [DoomedLayer] = []

  /// Keeps `record` in `spare` when it is empty and no store holds it any more.
  private func keepForReuse(_ record: any LedgerRecord, as key: LedgerKey) {
    guard record.isEmpty, records[key] !== record, settling[key] !== record,
      awaitingSessionEnd[key] !== record
    else { return }
    spare[key] = record
  }

  private func dropDeallocated() {
    // Rebuilt only when something is gone: filtering rebuilt both dictionaries at every write
    // and every measure (an allocation each).
    // Plain loops, not `contains(where:)`: see `settledShift(of:)`.
    if Self.holdsDeallocated(records) {
      records = records.filter { $0.value.object != nil }
    }
    if Self.holdsDeallocated(settling) {
      settling = settling.filter { $0.value.object != nil }
    }
    if Self.holdsDeallocated(awaitingSessionEnd) {
      awaitingSessionEnd = awaitingSessionEnd.filter { $0.value.object != nil }
    }
  }

  private static func holdsDeallocated(_ store: [LedgerKey: any LedgerRecord]) -> Bool {
    for record in store.values where record.object == nil { return true }
    return false
  }
}

/// A write or a restore that moved views vertically: the target (when ``movesTarget``) or its
/// subviews went down by ``shift`` points (negative: up).
@MainActor
struct LedgerMove {
  /// The adjuster whose write or restore it was.
  let owner: AdjusterIdentifier
  /// The written object.
  let target: AnyObject
  /// Whether the target itself moved (a frame), or only its subviews (a content offset).
  let movesTarget: Bool
  /// How far they went down, from the value written before to the value written now.
  let shift: CGFloat
}

/// One property the ledger holds (``Ledger/changes``): the object, the property, the value before
/// the session's first write and the value the object has now.
@MainActor
package struct LedgerChange {
  /// The changed object.
  package let object: AnyObject
  /// The property's key.
  package let property: HostPropertyKey
  /// The value before the first write (the one a full restore goes back to).
  package let original: any Sendable
  /// The value the object has now.
  package let current: any Sendable
  /// The adjusters with a layer on it, bottom layer first (the top one's value is the one
  /// written last).
  package let writers: [AdjusterIdentifier]
  /// The sequence number of its oldest layer, which orders the changes.
  package let firstWrite: Int
}

/// One entry the ledger holds, for traces and tests: one writer's layer on one property.
public struct LedgerEntrySummary: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The type of the changed object.
  public var targetType: String
  /// The property's key.
  public var property: String
  /// The adjuster that wrote this layer.
  public var owner: AdjusterIdentifier
  /// The layer's restore rule's label.
  public var restoreRule: String

  /// `"HeadlessScrollView.contentOffset by dev.keyboardlift.scroll-adjust (exact)"`.
  public var description: String { "\(targetType).\(property) by \(owner) (\(restoreRule))" }
}
