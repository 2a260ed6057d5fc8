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
}

/// The record of one property of one object: its original value and its writers' layers,
/// oldest first.
@MainActor
final class PropertyRecord<Target, Value: Equatable & Sendable>: LedgerRecord {
  weak var object: AnyObject?
  let property: HostProperty<Target, Value>
  let original: Value
  let targetDescription: String
  private(set) var layers: [Layer<Target, Value>] = []

  init(object: AnyObject, target: Target, property: HostProperty<Target, Value>) {
    self.object = object
    self.property = property
    self.original = property.read(target)
    self.targetDescription = String(describing: type(of: object))
  }

  var propertyKey: HostPropertyKey { property.key }
  var isEmpty: Bool { layers.isEmpty }
  var layerOwners: [(owner: AdjusterIdentifier, sequence: Int, ruleLabel: String)] {
    layers.map { ($0.owner, $0.sequence, $0.rule.label) }
  }

  /// Puts `layer` on top (replacing its owner's earlier layer) and writes its value if the host
  /// does not show it already. Returns the move from the value written before.
  func push(_ layer: Layer<Target, Value>, to target: Target) -> LedgerMove? {
    let previous = layers.last?.value ?? original
    layers.removeAll { $0.owner == layer.owner }
    layers.append(layer)
    if property.read(target) != layer.value {
      property.write(target, layer.value, layer.animated)
    }
    return move(from: previous, to: layer.value, by: layer.owner)
  }

  func removeLayer(of owner: AdjusterIdentifier) -> (wrote: Bool, move: LedgerMove?) {
    guard let index = layers.lastIndex(where: { $0.owner == owner }) else { return (false, nil) }
    let layer = layers.remove(at: index)
    // Under a newer layer: the newer writer's value stands.
    guard index == layers.count, let object, let target = object as? Target else {
      return (false, nil)
    }
    let goBackTo = layers.last?.value ?? original
    let current = property.read(target)
    let state = RestoreState(original: goBackTo, current: current, lastWritten: layer.value)
    guard let restored = layer.rule.resolve(target, state), restored != current else {
      return (false, nil)
    }
    property.write(target, restored, layer.animated)
    return (true, move(from: layer.value, to: restored, by: owner))
  }

  private func move(from old: Value, to new: Value, by owner: AdjusterIdentifier) -> LedgerMove? {
    guard let motion = property.motion, let object else { return nil }
    let shift = motion.verticalShift(old, new)
    guard shift != 0 else { return nil }
    return LedgerMove(owner: owner, target: object, movesTarget: motion.movesTarget, shift: shift)
  }
}
