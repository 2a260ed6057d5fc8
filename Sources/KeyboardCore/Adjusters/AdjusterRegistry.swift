import Foundation

/// Why the registry refused an adjuster.
public enum AdjusterRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An adjuster with this identifier is already registered; nothing was overwritten.
  case duplicateIdentifier(AdjusterIdentifier)
  /// The identifier uses the prefix reserved for KeyboardLift's built-in adjusters.
  case reservedIdentifier(AdjusterIdentifier)

  /// A one-line account of the problem.
  public var description: String {
    switch self {
    case .duplicateIdentifier(let id):
      "an adjuster with identifier \(id) is already registered"
    case .reservedIdentifier(let id):
      "identifier \(id) uses the prefix \(AdjusterIdentifier.reservedPrefix), reserved for KeyboardLift's built-in adjusters"
    }
  }
}

/// The adjusters of a configuration, in dispatch order: priority from high to low, ties in
/// registration order. (Restoration is the ledger's: the reverse order of first changes, which
/// follows dispatch order within an event.)
///
/// The order is computed once per registration or removal, not per event. Registering or
/// removing while an event is being dispatched takes effect from the next event; removing an
/// adjuster restores everything it changed (after the current dispatch, if one is running).
@MainActor
public final class AdjusterRegistry {
  private struct Registration {
    let adjuster: any Adjuster
    let priority: AdjusterPriority
    let sequence: Int
  }

  private var registrations: [Registration] = []
  private var nextSequence = 0
  private(set) var pendingRemovals: [AdjusterIdentifier] = []
  private var dispatchDepth = 0
  /// Called with the identifier of a removed adjuster once no dispatch is running, so its
  /// changes are restored.
  var restoreChanges: (AdjusterIdentifier) -> Void = { _ in }

  /// Creates an empty registry.
  public init() {}

  /// The adjusters in dispatch order (highest priority first, ties by registration).
  public private(set) var adjusters: [any Adjuster] = []

  /// The identifiers in dispatch order.
  public var identifiers: [AdjusterIdentifier] { adjusters.map(\.identifier) }

  /// Registers `adjuster`.
  ///
  /// - Throws: ``AdjusterRegistryError/duplicateIdentifier(_:)`` when the identifier is taken,
  ///   ``AdjusterRegistryError/reservedIdentifier(_:)`` when a third party uses the reserved
  ///   prefix.
  public func register(_ adjuster: any Adjuster) throws(AdjusterRegistryError) {
    let id = adjuster.identifier
    if id.usesReservedPrefix && !AdjusterIdentifier.builtIns.contains(id) {
      throw .reservedIdentifier(id)
    }
    if registrations.contains(where: { $0.adjuster.identifier == id }) {
      throw .duplicateIdentifier(id)
    }
    registrations.append(
      Registration(adjuster: adjuster, priority: adjuster.priority, sequence: nextSequence))
    nextSequence += 1
    pendingRemovals.removeAll { $0 == id }
    sort()
  }

  /// Registers several adjusters, stopping at the first refusal.
  public func register(contentsOf adjusters: [any Adjuster]) throws(AdjusterRegistryError) {
    for adjuster in adjusters { try register(adjuster) }
  }

  /// Removes the adjuster with `identifier` and restores what it changed. Returns it, or `nil`
  /// when none was registered.
  @discardableResult
  public func remove(_ identifier: AdjusterIdentifier) -> (any Adjuster)? {
    guard let index = registrations.firstIndex(where: { $0.adjuster.identifier == identifier })
    else { return nil }
    let removed = registrations.remove(at: index).adjuster
    sort()
    if dispatchDepth > 0 {
      pendingRemovals.append(identifier)
    } else {
      restoreChanges(identifier)
    }
    return removed
  }

  /// Removes every adjuster, restoring their changes in reverse dispatch order.
  public func removeAll() {
    for id in identifiers.reversed() { remove(id) }
  }

  /// The registered adjuster with `identifier`.
  public func adjuster(for identifier: AdjusterIdentifier) -> (any Adjuster)? {
    adjusters.first { $0.identifier == identifier }
  }

  /// Runs `body` over a snapshot of the adjusters in dispatch order; registrations and
  /// removals made meanwhile apply from the next dispatch. `body` returns `false` to stop.
  func dispatch(_ body: (any Adjuster) -> Bool) {
    let snapshot = adjusters
    dispatchDepth += 1
    defer {
      dispatchDepth -= 1
      if dispatchDepth == 0 { flushRemovals() }
    }
    for adjuster in snapshot where !body(adjuster) { break }
  }

  private func flushRemovals() {
    let removals = pendingRemovals
    pendingRemovals = []
    for id in removals.reversed() where adjuster(for: id) == nil {
      restoreChanges(id)
    }
  }

  private func sort() {
    adjusters =
      registrations
      .sorted { lhs, rhs in
        lhs.priority != rhs.priority ? lhs.priority > rhs.priority : lhs.sequence < rhs.sequence
      }
      .map(\.adjuster)
  }
}
