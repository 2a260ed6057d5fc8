import Foundation

/// Identifies one record of the ``Ledger``: an object and one of its properties.
struct LedgerKey: Hashable {
  let object: ObjectIdentifier
  let property: HostPropertyKey
}

/// One layer of ``Ledger``'s index: which record, whose layer.
struct LayerEntry {
  let key: LedgerKey
  let owner: AdjusterIdentifier
}

/// One writer's layer on a property: the value it wrote and how to undo it.
struct Layer<Target, Value: Equatable & Sendable> {
  let owner: AdjusterIdentifier
  let value: Value
  let animated: Bool
  let sequence: Int
  let rule: RestoreRule<Target, Value>
}

/// What the ledger needs of a record without knowing its types.
@MainActor
protocol LedgerRecord: AnyObject {
  var object: AnyObject? { get }
  var targetDescription: String { get }
  var propertyKey: HostPropertyKey { get }
  var layerOwners: [(owner: AdjusterIdentifier, sequence: Int, ruleLabel: String)] { get }
  var isEmpty: Bool { get }
  /// Removes `owner`'s layer, restoring what was under it when it was on top.
  func removeLayer(of owner: AdjusterIdentifier) -> (wrote: Bool, move: LedgerMove?)
  /// How far `view` will still move vertically once this record's animated write lands: 0
  /// unless the top layer was written animated and moves `view` (see ``Ledger/settledShift(of:)``).
  func settledShift(of view: any HostView) -> CGFloat
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
  /// Whether the top layer was written animated (kept apart from the layers: reading a layer in
  /// this generic code copies it through a heap buffer, ≈ 4 allocations a show).
  private var isTopAnimated = false

  init(object: AnyObject, target: Target, property: HostProperty<Target, Value>) {
    self.object = object
    self.property = property
    self.original = property.read(target)
    self.targetType = type(of: object)
  }

  var targetDescription: String { String(describing: targetType) }
  var propertyKey: HostPropertyKey { property.key }
  var isEmpty: Bool { layers.isEmpty }
  var layerOwners: [(owner: AdjusterIdentifier, sequence: Int, ruleLabel: String)] {
    layers.map { ($0.owner, $0.sequence, $0.rule.label) }
  }

  /// Puts `layer` on top (replacing its owner's earlier layer) and writes its value if the host
  /// does not show it already. Returns whether it wrote to the host, and the move from the value
  /// written before.
  func push(_ layer: Layer<Target, Value>, to target: Target) -> (wrote: Bool, move: LedgerMove?) {
    let previous = layers.last?.value ?? original
    layers.removeAll { $0.owner == layer.owner }
    layers.append(layer)
    isTopAnimated = layer.animated
    let wrote = property.read(target) != layer.value
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
    isTopAnimated = layers.last?.animated ?? false
    // Under a newer layer: the newer writer's value stands.
    guard index == layers.count, let object, let target = object as? Target else {
      return (false, nil)
    }
    let goBackTo = layers.last?.value ?? original
    let current = property.read(target)
    // An animated write may still be on its way (a scroll view's animated offset moves over
    // several frames): the rule judges where it is going, not where it is now.
    let judged = layer.animated ? layer.value : current
    let state = RestoreState(original: goBackTo, current: judged, lastWritten: layer.value)
    guard let restored = layer.rule.resolved(target, state), restored != current else {
      return (false, nil)
    }
    property.write(target, restored, layer.animated)
    return (true, move(from: layer.value, to: restored, by: owner))
  }

  func settledShift(of view: any HostView) -> CGFloat {
    guard isTopAnimated, let top = layers.last, let motion = property.motion,
      let object, let target = object as? Target, let hostTarget = object as? any HostView
    else { return 0 }
    let moves =
      motion.movesTarget
      ? view.isDescendant(of: hostTarget)
      : view !== hostTarget && view.isDescendant(of: hostTarget)
    return moves ? motion.verticalShift(property.read(target), top.value) : 0
  }

  /// The value the property is going to: the top layer's when it was written animated (the host
  /// may still be moving towards it), the host's own otherwise.
  func settledValue(of target: Target) -> Value {
    guard isTopAnimated, let top = layers.last else { return property.read(target) }
    return top.value
  }

  private func move(from old: Value, to new: Value, by owner: AdjusterIdentifier) -> LedgerMove? {
    guard let motion = property.motion, let object else { return nil }
    let shift = motion.verticalShift(old, new)
    guard shift != 0 else { return nil }
    return LedgerMove(owner: owner, target: object, movesTarget: motion.movesTarget, shift: shift)
  }
}
