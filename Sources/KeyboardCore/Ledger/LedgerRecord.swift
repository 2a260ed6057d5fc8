import Foundation

/// Identifies one record of the ``Ledger``: an object and one of its properties.
struct LedgerKey: Hashable {
  let object: ObjectIdentifier
  let property: HostPropertyKey

  /// Hashes the object alone: an object has records for a few properties at most, which `==`
  /// tells apart. Hashing the property's name too cost ≈ 300 instructions a look-up, and the
  /// ledger looks up a dozen keys an event.
  func hash(into hasher: inout Hasher) {
    hasher.combine(object)
  }
}

/// One writer's layer on a property: the value it wrote and how to undo it.
struct Layer<Target, Value: Equatable & Sendable> {
  let owner: AdjusterIdentifier
  let value: Value
  let animated: Bool
  let sequence: Int
  let rule: RestoreRule<Target, Value>
  /// Where the host was when the layer was written (set by the record when it pushes the
  /// layer): an animated write is on its way from there to ``value``.
  var from: Value
  /// When an animated write lands at the latest (set by the record): its time plus
  /// ``ScrollAnimationTiming/duration``, on the host animator's clock; infinity without a clock
  /// (a plain value, not an optional: see `PropertyRecord.mayBeOnItsWay`).
  var landsBy: TimeInterval = .infinity

  init(
    owner: AdjusterIdentifier, value: Value, animated: Bool, sequence: Int,
    rule: RestoreRule<Target, Value>
  ) {
    self.owner = owner
    self.value = value
    self.animated = animated
    self.sequence = sequence
    self.rule = rule
    self.from = value
  }
}

/// What the ledger needs of a record without knowing its types.
@MainActor
protocol LedgerRecord: AnyObject {
  var object: AnyObject? { get }
  var targetDescription: String { get }
  var propertyKey: HostPropertyKey { get }
  var layerOwners: [(owner: AdjusterIdentifier, sequence: Int, ruleLabel: String)] { get }
  /// Calls `body` with each layer's owner, sequence and whether its rule is exact, oldest first.
  func forEachLayer(_ body: (AdjusterIdentifier, Int, Bool) -> Void)
  /// How many layers have a restore rule not labelled `ruleLabel`.
  func layerCount(excludingRule ruleLabel: String) -> Int
  /// How many superviews the target has (0 when it is not a view or was deallocated).
  var targetDepth: Int { get }
  var layerCount: Int { get }
  var isEmpty: Bool { get }
  /// Removes `owner`'s layer, restoring what was under it when it was on top. Before the
  /// session's end (`sessionEnds` false), a last layer whose rule judges again at the session's
  /// end and that leaves the value away from the original is kept for that
  /// (``awaitsJudgementAtSessionEnd``). `ledger` is the one restoring: the rule measures where
  /// its animated changes take the views (``RestoreState/settledShift(of:)``).
  func removeLayer(of owner: AdjusterIdentifier, sessionEnds: Bool, ledger: Ledger) -> (
    wrote: Bool, move: LedgerMove?
  )
  /// Whether the record has no layer but keeps one to judge again when the session ends.
  var awaitsJudgementAtSessionEnd: Bool { get }
  /// Judges that kept layer again, against the app as it is now (`ledger` as in
  /// ``removeLayer(of:sessionEnds:ledger:)``), and forgets it.
  func judgeAgainAtSessionEnd(ledger: Ledger) -> (wrote: Bool, move: LedgerMove?)
  /// The record as a ``LedgerChange`` (its object, property, original and current values), or
  /// `nil` once its object is gone.
  var change: LedgerChange? { get }
  /// How far `view` will still move vertically once this record's animated change lands: 0
  /// unless the top layer's animated write, or the animated restore that emptied the record, is
  /// still on its way and moves `view` (see ``Ledger/settledShift(of:)``).
  func settledShift(of view: any HostView) -> CGFloat
  /// Whether the last layer's removal wrote its value back animated, so the host may still be
  /// on its way there (see ``Ledger``'s settling restores).
  var isSettling: Bool { get }
  /// Whether the host still reads a value on the way of that animated restore: strictly
  /// between where it started and where it goes. Once it has landed — or something else moved
  /// the property off that way (the user grabbed the scroll view) — it is no longer settling.
  var isStillOnItsWay: Bool { get }
}

/// The record of one property of one object: its original value and its writers' layers,
/// oldest first.
@MainActor
final class PropertyRecord<Target, Value: Equatable & Sendable>: LedgerRecord {
  weak var object: AnyObject?
  private(set) var property: HostProperty<Target, Value>
  private(set) var original: Value
  /// The changed object's type, described only when a summary is read (describing it for every
  /// record cost ≈ 9k instructions a write).
  let targetType: AnyObject.Type
  private(set) var layers: [Layer<Target, Value>] = [] {
    didSet { layerCount = layers.count }
  }
  /// How many layers there are, and whether a layer is kept to judge again: kept as plain
  /// values, so that the questions the ledger asks of every record it restores (``isEmpty``,
  /// ``isSettling``, ``awaitsJudgementAtSessionEnd``, through `LedgerRecord`, so never
  /// specialised) do not ask the runtime for the metadata of `[Layer<Target, Value>]` or
  /// `Layer<Target, Value>?` (≈ 400–550 instructions each; ≈ 8k of a hide).
  private(set) var layerCount = 0
  private var keepsLayerToJudgeAgain = false
  /// Whether the property moves views (it has a motion), how (its target, or only its
  /// subviews), and by how much between two values (0 without a motion).
  private var movesViews: Bool
  private var movesTarget: Bool
  private var verticalShift: @Sendable (Value, Value) -> CGFloat
  private var read: @MainActor @Sendable (Target) -> Value
  /// Whether the last layer's removal wrote its value back with the animated setter, and no
  /// layer was pushed since: the host is going to `wayEnd`, though it may read a value on the
  /// way.
  private var hasSettlingValue = false
  /// The animated change the host may still be on its way through — the top layer's animated
  /// write (from its `from` to its value), or the animated restore that emptied the record —
  /// as plain values and flags, refreshed whenever the layers change (`refreshWay()`). The
  /// questions asked at every measure (``settledShift(of:)``) read only these: this generic
  /// code is called through `LedgerRecord`, never specialised, and each `Value?` or layer it
  /// touched asked the runtime for its type's metadata (≈ 550 instructions each; 160k of the
  /// 583k of a focus change on the issue-12 form, and ≈ 25k of a show's writes).
  private var mayBeOnItsWay = false
  private var wayStart: Value
  private var wayEnd: Value
  /// When the way's animated change lands at the latest (``Layer/landsBy``).
  private var wayLandsBy: TimeInterval = .infinity
  /// The last layer a restore before the session's end removed, when its rule judges again at
  /// the session's end and it left the value away from the original; its value is the one it
  /// left.
  private var layerToJudgeAgain: Layer<Target, Value>? {
    didSet { keepsLayerToJudgeAgain = layerToJudgeAgain != nil }
  }
  /// The host animator's clock (``Ledger/currentTime``), when the ledger has one.
  private var currentTime: (@MainActor () -> TimeInterval)?

  /// A record of `property` of `target`; its original value is `settlingTo` when given (the
  /// value an animated restore is still taking the property to), else the host's current value
  /// — unless `foundAtSessionStart` gives it: the original of an earlier record of the same
  /// session, emptied by a restore that left the value elsewhere (see
  /// ``awaitsJudgementAtSessionEnd``), so the session's end still judges against where the
  /// session found the property.
  init(
    object: AnyObject, target: Target, property: HostProperty<Target, Value>,
    settlingTo: Value? = nil, foundAtSessionStart: Value? = nil,
    currentTime: (@MainActor () -> TimeInterval)? = nil
  ) {
    self.object = object
    self.targetType = type(of: object)
    // Each set again by `begin`, which starts the record's session.
    self.property = property
    self.currentTime = currentTime
    self.movesViews = false
    self.movesTarget = false
    self.verticalShift = { _, _ in 0 }
    self.read = property.read
    let found = foundAtSessionStart ?? settlingTo ?? property.read(target)
    self.original = found
    self.wayStart = found
    self.wayEnd = found
    begin(
      target: target, property: property, settlingTo: settlingTo,
      foundAtSessionStart: foundAtSessionStart, currentTime: currentTime)
  }

  /// Starts the record afresh, exactly as a new record of its object created with these
  /// arguments starts: no layer, nothing to judge again, the original and the way as
  /// ``init(object:target:property:settlingTo:foundAtSessionStart:currentTime:)`` says. The
  /// ledger starts an emptied record of the same key again instead of creating a new one (see
  /// `Ledger.spare`); its layer list keeps its storage.
  func begin(
    target: Target, property: HostProperty<Target, Value>, settlingTo: Value?,
    foundAtSessionStart: Value?, currentTime: (@MainActor () -> TimeInterval)?
  ) {
    self.property = property
    self.currentTime = currentTime
    movesViews = property.motion != nil
    movesTarget = property.motion?.movesTarget ?? false
    if let motion = property.motion {
      verticalShift = motion.verticalShift
    } else {
      verticalShift = { _, _ in 0 }
    }
    read = property.read
    layers.removeAll(keepingCapacity: true)
    layerToJudgeAgain = nil
    let goingTo = settlingTo ?? read(target)
    original = foundAtSessionStart ?? goingTo
    wayStart = goingTo
    wayEnd = goingTo
    wayLandsBy = .infinity
    hasSettlingValue = false
    mayBeOnItsWay = false
    if settlingTo != nil {
      // Still settling towards `goingTo`, from a start this record never saw: from where the
      // host reads now, as far as this record can tell.
      hasSettlingValue = true
      mayBeOnItsWay = true
      wayStart = read(target)
    }
  }

  var isSettling: Bool { layerCount == 0 && hasSettlingValue }

  var isStillOnItsWay: Bool { isSettling && isOnItsWay() }

  /// Sets the way (see `mayBeOnItsWay`) from the top layer; without a layer, only a settling
  /// restore (which set the way itself) may be on its way.
  private func refreshWay() {
    guard !layers.isEmpty else {
      mayBeOnItsWay = hasSettlingValue
      return
    }
    let top = layers[layers.count - 1]
    setWay(animated: top.animated, from: top.from, to: top.value, landsBy: top.landsBy)
  }

  private func setWay(animated: Bool, from: Value, to: Value, landsBy: TimeInterval) {
    mayBeOnItsWay = animated
    wayStart = from
    wayEnd = to
    wayLandsBy = landsBy
  }

  /// Whether the host reads a value on the way (see `isOnItsWay(from:to:reading:)`) of the
  /// record's animated change; only meaningful when `mayBeOnItsWay`.
  private func isOnItsWay() -> Bool {
    isOnItsWay(from: wayStart, to: wayEnd, landsBy: wayLandsBy)
  }

  /// Whether the host reads a value on the way of an animated change from `from` to `to` that
  /// lands by `landsBy`: a scroll view's animated offset moves over several frames, and UIKit
  /// tells the ledger neither when it lands nor when something else moves it. Once its time is
  /// over (``ScrollAnimationTiming/duration`` after the write, on the host animator's clock) it
  /// has landed, wherever the host reads it: a value on the way then is the app's (an app
  /// scroll after the landing). Before, reading `to` means it landed; reading a value off the
  /// way (short of `from` or beyond `to`) means something else moved it (the app, the user):
  /// then the host's own value counts. A property without motion is taken to be on its way
  /// until its time is over (nothing else tells).
  private func isOnItsWay(from: Value, to: Value, landsBy: TimeInterval) -> Bool {
    guard !hasLanded(by: landsBy) else { return false }
    guard movesViews, let object, let target = object as? Target else { return true }
    return isOnItsWay(from: from, to: to, reading: read(target))
  }

  /// Whether the host animator's clock has passed `landsBy` (never without a clock).
  private func hasLanded(by landsBy: TimeInterval) -> Bool {
    guard landsBy.isFinite, let currentTime else { return false }
    return currentTime() >= landsBy
  }

  /// When an animated change starting now lands at the latest (infinity without a clock).
  private func landingTime() -> TimeInterval {
    currentTime.map { $0() + ScrollAnimationTiming.duration } ?? .infinity
  }

  private func isOnItsWay(from: Value, to: Value, reading current: Value) -> Bool {
    let total = verticalShift(from, to)
    guard total != 0 else { return false }
    let progress = verticalShift(from, current) / total
    return progress >= 0 && progress < 1
  }

  var targetDescription: String { String(describing: targetType) }
  var propertyKey: HostPropertyKey { property.key }
  var isEmpty: Bool { layerCount == 0 }
  var layerOwners: [(owner: AdjusterIdentifier, sequence: Int, ruleLabel: String)] {
    layers.map { ($0.owner, $0.sequence, $0.rule.label) }
  }

  // `@_specialize` on the methods the ledger calls through `LedgerRecord` (here and below): a
  // version for each of the built-in properties' types, as on `Ledger.write`, which these
  // unspecialised entry points jump to (a hide went from 83k instructions to 56k).
  @_specialize(where Target == any HostView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == EdgeInsets)
  @_specialize(where Target == any HostTextInput, Value == KeyboardAppearanceStyle)
  func forEachLayer(_ body: (AdjusterIdentifier, Int, Bool) -> Void) {
    // Indexed, not iterated: iterating copied each generic layer through a heap buffer.
    for index in layers.indices {
      body(layers[index].owner, layers[index].sequence, layers[index].rule.isExact)
    }
  }

  @_specialize(where Target == any HostView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == EdgeInsets)
  @_specialize(where Target == any HostTextInput, Value == KeyboardAppearanceStyle)
  func layerCount(excludingRule ruleLabel: String) -> Int {
    // Counted in place: `layerOwners.filter` made two arrays of tuples per record, through the
    // generic layers' metadata (≈ 3.8k instructions a record, read after every simulator step).
    var count = 0
    for index in layers.indices where layers[index].rule.label != ruleLabel { count += 1 }
    return count
  }

  var targetDepth: Int {
    var depth = 0
    var view = (object as? any HostView)?.hostSuperview
    while let current = view {
      depth += 1
      view = current.hostSuperview
    }
    return depth
  }

  /// Puts `layer` on top (replacing its owner's earlier layer) and writes its value if the host
  /// does not show it already. Returns whether it wrote to the host, and the move from the value
  /// written before.
  /// Drops every layer without writing anything back (``Ledger/forget(_:of:owner:)``).
  func dropLayers() {
    layers.removeAll(keepingCapacity: true)
    layerToJudgeAgain = nil
  }

  func push(_ layer: Layer<Target, Value>, to target: Target) -> (wrote: Bool, move: LedgerMove?) {
    // Where the host is going: it may read the new value on its way somewhere else. A first
    // layer moves the property from there (not from `original`, which an earlier record of the
    // session may have handed on while the host stood elsewhere).
    let goingTo = settledValue(of: target)
    let previous = layers.isEmpty ? goingTo : layers[layers.count - 1].value
    var layer = layer
    layer.from = read(target)
    if layer.animated {
      layer.landsBy = landingTime()
    }
    // A plain loop (an owner has at most one layer): `removeAll(where:)` cost ≈ 3.4k
    // instructions a write in this generic code.
    for index in layers.indices where layers[index].owner == layer.owner {
      layers.remove(at: index)
      break
    }
    layers.append(layer)
    hasSettlingValue = false
    // The way of the new top layer, without reading it back from the list.
    setWay(animated: layer.animated, from: layer.from, to: layer.value, landsBy: layer.landsBy)
    // An animated write already on its way to the value needs no new write; an immediate one
    // must also land where the host reads something else on its way.
    let wrote =
      goingTo != layer.value || (!layer.animated && property.read(target) != layer.value)
    if wrote {
      property.write(target, layer.value, layer.animated)
    }
    return (wrote, move(from: previous, to: layer.value, by: layer.owner))
  }

  @_specialize(where Target == any HostView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == EdgeInsets)
  @_specialize(where Target == any HostTextInput, Value == KeyboardAppearanceStyle)
  func removeLayer(of owner: AdjusterIdentifier, sessionEnds: Bool, ledger: Ledger) -> (
    wrote: Bool, move: LedgerMove?
  ) {
    removeLayer(of: owner, sessionEnds: sessionEnds, judgingAgain: false, ledger: ledger)
  }

  /// ``removeLayer(of:sessionEnds:ledger:)``, telling the rule whether the layer is one a
  /// restore earlier in the session left to judge again (``RestoreState/isJudgedAgainAtSessionEnd``).
  @_specialize(where Target == any HostView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == EdgeInsets)
  @_specialize(where Target == any HostTextInput, Value == KeyboardAppearanceStyle)
  private func removeLayer(
    of owner: AdjusterIdentifier, sessionEnds: Bool, judgingAgain: Bool, ledger: Ledger
  ) -> (wrote: Bool, move: LedgerMove?) {
    // A plain loop: the standard library's `lastIndex(where:)` copied each layer through a heap
    // buffer in this generic code (2 allocations a hide).
    var found: Int?
    for index in layers.indices.reversed() where layers[index].owner == owner {
      found = index
      break
    }
    guard let index = found else { return (false, nil) }
    let layer = layers.remove(at: index)
    refreshWay()
    // Under a newer layer: the newer writer's value stands.
    guard index == layers.count, let object, let target = object as? Target else {
      return (false, nil)
    }
    let goBackTo = layers.isEmpty ? original : layers[layers.count - 1].value
    let current = property.read(target)
    // An animated write may still be on its way (a scroll view's animated offset moves over
    // several frames): the rule judges where it is going, not where it is now.
    let judged =
      layer.animated && isOnItsWay(from: layer.from, to: layer.value, landsBy: layer.landsBy)
      ? layer.value : current
    let state = RestoreState(
      original: goBackTo, current: judged, lastWritten: layer.value,
      isJudgedAgainAtSessionEnd: judgingAgain, ledger: ledger)
    let resolved = layer.rule.resolved(target, state)
    if layers.isEmpty, !sessionEnds, layer.rule.judgesAgainAtSessionEnd {
      keepToJudgeAgain(layer, leaving: resolved ?? judged)
    }
    // Nothing to write when the host is going to the restored value already; compared with
    // where it is going, not with the value read: a scroll that has not left its start yet
    // reads the restored value but is still on its way to the layer's.
    guard let restored = resolved, restored != judged else {
      return (false, nil)
    }
    property.write(target, restored, layer.animated)
    if layers.isEmpty, layer.animated {
      hasSettlingValue = true
      setWay(animated: true, from: current, to: restored, landsBy: landingTime())
    }
    // The move is from where the host is (or is going), not from the layer's value: the app
    // may have changed the value since (a scroll view it scrolled 111 pt on, whose restore was
    // taken from the lift budget as 591 pt instead of 480, left a field 3 pt under the keyboard).
    return (true, move(from: judged, to: restored, by: owner))
  }

  var awaitsJudgementAtSessionEnd: Bool { layerCount == 0 && keepsLayerToJudgeAgain }

  func judgeAgainAtSessionEnd(ledger: Ledger) -> (wrote: Bool, move: LedgerMove?) {
    guard layers.isEmpty, let layer = layerToJudgeAgain else { return (false, nil) }
    layerToJudgeAgain = nil
    // Put back on top as it stood, then removed as at any session end.
    layers = [layer]
    refreshWay()
    return removeLayer(of: layer.owner, sessionEnds: true, judgingAgain: true, ledger: ledger)
  }

  /// Keeps `layer` to judge again at the session's end, with `value` — the value its restore
  /// left — as the value it wrote (nothing on its way), unless that is the original.
  private func keepToJudgeAgain(_ layer: Layer<Target, Value>, leaving value: Value) {
    guard value != original else {
      layerToJudgeAgain = nil
      return
    }
    var kept = Layer(
      owner: layer.owner, value: value, animated: layer.animated, sequence: layer.sequence,
      rule: layer.rule)
    kept.from = value
    layerToJudgeAgain = kept
  }

  var change: LedgerChange? { makeChange() }

  /// ``change``, specialised for the built-in properties' types: read through `LedgerRecord`
  /// unspecialised, each call asked the runtime for the generic types' metadata (the simulator
  /// reads every record's change after every step).
  @_specialize(where Target == any HostView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == CGPoint)
  @_specialize(where Target == any HostScrollView, Value == EdgeInsets)
  @_specialize(where Target == any HostTextInput, Value == KeyboardAppearanceStyle)
  private func makeChange() -> LedgerChange? {
    guard let object, let target = object as? Target, let first = layers.first else { return nil }
    var writers: [AdjusterIdentifier] = []
    writers.reserveCapacity(layers.count)
    for layer in layers { writers.append(layer.owner) }
    return LedgerChange(
      object: object, property: property.key, original: original,
      current: property.read(target), writers: writers, firstWrite: first.sequence)
  }

  func settledShift(of view: any HostView) -> CGFloat {
    movesViews && mayBeOnItsWay ? shiftOnItsWay(of: view) : 0
  }

  /// ``settledShift(of:)`` for a record that may be on its way. Kept out of line: the cast to
  /// `Target` asks the runtime for `Target?`'s metadata at the top of the function that holds
  /// it (≈ 350 instructions), which the records that cannot move views need not pay.
  @inline(never)
  private func shiftOnItsWay(of view: any HostView) -> CGFloat {
    guard let object, let target = object as? Target, let hostTarget = object as? any HostView
    else { return 0 }
    let current = read(target)
    guard !hasLanded(by: wayLandsBy), isOnItsWay(from: wayStart, to: wayEnd, reading: current)
    else {
      return 0
    }
    let moves =
      movesTarget
      ? view.isDescendant(of: hostTarget)
      : view !== hostTarget && view.isDescendant(of: hostTarget)
    return moves ? verticalShift(current, wayEnd) : 0
  }

  /// The value the property is going to: the top layer's when it was written animated, or the
  /// value an animated restore wrote back, while the host is on its way there; the host's own
  /// otherwise.
  func settledValue(of target: Target) -> Value {
    mayBeOnItsWay && isOnItsWay() ? wayEnd : read(target)
  }

  private func move(from old: Value, to new: Value, by owner: AdjusterIdentifier) -> LedgerMove? {
    guard let motion = property.motion, let object else { return nil }
    let shift = motion.verticalShift(old, new)
    guard shift != 0 else { return nil }
    return LedgerMove(owner: owner, target: object, movesTarget: motion.movesTarget, shift: shift)
  }
}
