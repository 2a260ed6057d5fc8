import Foundation

/// Identifies one record of the ``Ledger``: an object and one of its properties.
struct LedgerKey: Hashable {
  let object: ObjectIdentifier
  let property: HostPropertyKey
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
  /// How many superviews the target has (0 when it is not a view or was deallocated).
  var targetDepth: Int { get }
  var layerCount: Int { get }
  var isEmpty: Bool { get }
  /// Removes `owner`'s layer, restoring what was under it when it was on top.
  func removeLayer(of owner: AdjusterIdentifier) -> (wrote: Bool, move: LedgerMove?)
  /// The record as a ``LedgerChange`` (its object, property, original and current values), or
  /// `nil` once its object is gone.
  var change: LedgerChange? { get }
  /// How far `view` will still move vertically once this record's animated write lands: 0
  /// unless the top layer was written animated and moves `view` (see ``Ledger/settledShift(of:)``).
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
  let property: HostProperty<Target, Value>
  let original: Value
  /// The changed object's type, described only when a summary is read (describing it for every
  /// record cost ≈ 9k instructions a write).
  let targetType: AnyObject.Type
  private(set) var layers: [Layer<Target, Value>] = []
  /// Whether the property moves views (it has a motion), how (its target, or only its
  /// subviews), and by how much between two values (0 without a motion).
  private let movesViews: Bool
  private let movesTarget: Bool
  private let verticalShift: @Sendable (Value, Value) -> CGFloat
  private let read: @MainActor @Sendable (Target) -> Value
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
  private var wayStartIsKnown = false
  private var wayStart: Value
  private var wayEnd: Value

  /// A record of `property` of `target`; its original value is `settlingTo` when given (the
  /// value an animated restore is still taking the property to), else the host's current value.
  init(
    object: AnyObject, target: Target, property: HostProperty<Target, Value>,
    settlingTo: Value? = nil
  ) {
    self.object = object
    self.property = property
    let original = settlingTo ?? property.read(target)
    self.original = original
    self.movesViews = property.motion != nil
    self.movesTarget = property.motion?.movesTarget ?? false
    if let motion = property.motion {
      self.verticalShift = motion.verticalShift
    } else {
      self.verticalShift = { _, _ in 0 }
    }
    self.read = property.read
    self.targetType = type(of: object)
    self.wayStart = original
    self.wayEnd = original
    if settlingTo != nil {
      // Still settling towards `original`, from a start this record never saw.
      hasSettlingValue = true
      mayBeOnItsWay = true
    }
  }

  var isSettling: Bool { layers.isEmpty && hasSettlingValue }

  var isStillOnItsWay: Bool { isSettling && isOnItsWay() }

  /// Sets the way (see `mayBeOnItsWay`) from the top layer; without a layer, only a settling
  /// restore (which set the way itself) may be on its way.
  private func refreshWay() {
    guard !layers.isEmpty else {
      mayBeOnItsWay = hasSettlingValue
      return
    }
    let top = layers[layers.count - 1]
    mayBeOnItsWay = top.animated
    wayStartIsKnown = true
    wayStart = top.from
    wayEnd = top.value
  }

  /// Whether the host reads a value on the way (see `isOnItsWay(from:to:reading:)`) of the
  /// record's animated change; only meaningful when `mayBeOnItsWay`.
  private func isOnItsWay() -> Bool {
    guard movesViews, wayStartIsKnown, let object, let target = object as? Target else {
      return true
    }
    return isOnItsWay(from: wayStart, to: wayEnd, reading: read(target))
  }

  /// Whether the host reads a value on the way of an animated change from `from` to `to`: a
  /// scroll view's animated offset moves over several frames, and neither UIKit nor the ledger
  /// is told when it lands or when something else moves it. Reading `to` means it landed;
  /// reading a value off the way (short of `from` or beyond `to`) means something else moved
  /// it (the app, the user): then the host's own value counts. A property without motion is
  /// taken to be on its way (nothing tells otherwise).
  private func isOnItsWay(from: Value, to: Value) -> Bool {
    guard movesViews, let object, let target = object as? Target else { return true }
    return isOnItsWay(from: from, to: to, reading: read(target))
  }

  private func isOnItsWay(from: Value, to: Value, reading current: Value) -> Bool {
    let total = verticalShift(from, to)
    guard total != 0 else { return false }
    let progress = verticalShift(from, current) / total
    return progress >= 0 && progress < 1
  }

  var targetDescription: String { String(describing: targetType) }
  var propertyKey: HostPropertyKey { property.key }
  var layerCount: Int { layers.count }
  var isEmpty: Bool { layers.isEmpty }
  var layerOwners: [(owner: AdjusterIdentifier, sequence: Int, ruleLabel: String)] {
    layers.map { ($0.owner, $0.sequence, $0.rule.label) }
  }

  func forEachLayer(_ body: (AdjusterIdentifier, Int, Bool) -> Void) {
    // Indexed, not iterated: iterating copied each generic layer through a heap buffer.
    for index in layers.indices {
      body(layers[index].owner, layers[index].sequence, layers[index].rule.isExact)
    }
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
  func push(_ layer: Layer<Target, Value>, to target: Target) -> (wrote: Bool, move: LedgerMove?) {
    let previous = layers.isEmpty ? original : layers[layers.count - 1].value
    // Where the host is going: it may read the new value on its way somewhere else.
    let goingTo = settledValue(of: target)
    var layer = layer
    layer.from = read(target)
    // A plain loop (an owner has at most one layer): `removeAll(where:)` cost ≈ 3.4k
    // instructions a write in this generic code.
    for index in layers.indices where layers[index].owner == layer.owner {
      layers.remove(at: index)
      break
    }
    layers.append(layer)
    hasSettlingValue = false
    // The way of the new top layer, without reading it back from the list.
    mayBeOnItsWay = layer.animated
    wayStartIsKnown = true
    wayStart = layer.from
    wayEnd = layer.value
    // An animated write already on its way to the value needs no new write; an immediate one
    // must also land where the host reads something else on its way.
    let wrote =
      goingTo != layer.value || (!layer.animated && property.read(target) != layer.value)
    if wrote {
      property.write(target, layer.value, layer.animated)
    }
    return (wrote, move(from: previous, to: layer.value, by: layer.owner))
  }

  func removeLayer(of owner: AdjusterIdentifier) -> (wrote: Bool, move: LedgerMove?) {
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
      layer.animated && isOnItsWay(from: layer.from, to: layer.value) ? layer.value : current
    let state = RestoreState(original: goBackTo, current: judged, lastWritten: layer.value)
    guard let restored = layer.rule.resolved(target, state), restored != current else {
      return (false, nil)
    }
    property.write(target, restored, layer.animated)
    if layers.isEmpty, layer.animated {
      hasSettlingValue = true
      mayBeOnItsWay = true
      wayStartIsKnown = true
      wayStart = current
      wayEnd = restored
    }
    return (true, move(from: layer.value, to: restored, by: owner))
  }

  var change: LedgerChange? {
    guard let object, let target = object as? Target, let first = layers.first else { return nil }
    return LedgerChange(
      object: object, property: property.key, original: original,
      current: property.read(target), writers: layers.map(\.owner), firstWrite: first.sequence)
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
    guard !wayStartIsKnown || isOnItsWay(from: wayStart, to: wayEnd, reading: current) else {
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
