import Foundation

/// Why the registry refused an adjuster.
///
/// A struct with a ``code`` rather than an enum, so that new reasons can be added without
/// breaking code that handles the current ones: compare with the factory values
/// (`error == .duplicateIdentifier(id)`) or switch over ``code`` with a `default` branch.
public struct AdjusterRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of refusal.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    /// An adjuster with the same identifier is already registered.
    public static let duplicateIdentifier = Code(name: "duplicateIdentifier")
    /// The identifier uses the prefix reserved for KeyboardLift's built-in adjusters.
    public static let reservedIdentifier = Code(name: "reservedIdentifier")
    /// The priority is not a finite number (NaN or infinite), so it has no place in the order.
    public static let invalidPriority = Code(name: "invalidPriority")

    /// The code's name, such as `duplicateIdentifier`.
    public var description: String { name }
  }

  /// The kind of refusal.
  public let code: Code
  /// The identifier of the adjuster that was refused.
  public let identifier: AdjusterIdentifier
  /// The refused priority, for ``Code/invalidPriority``; `nil` otherwise.
  public let priority: AdjusterPriority?

  /// An adjuster with `identifier` is already registered; nothing was overwritten.
  public static func duplicateIdentifier(_ identifier: AdjusterIdentifier) -> Self {
    Self(code: .duplicateIdentifier, identifier: identifier, priority: nil)
  }

  /// `identifier` uses the prefix reserved for KeyboardLift's built-in adjusters.
  public static func reservedIdentifier(_ identifier: AdjusterIdentifier) -> Self {
    Self(code: .reservedIdentifier, identifier: identifier, priority: nil)
  }

  /// The adjuster with `identifier` asked for `priority`, which is NaN or infinite.
  public static func invalidPriority(
    _ priority: AdjusterPriority, identifier: AdjusterIdentifier
  ) -> Self {
    Self(code: .invalidPriority, identifier: identifier, priority: priority)
  }

  /// A one-line account of the problem.
  public var description: String {
    switch code {
    case .duplicateIdentifier:
      return "an adjuster with identifier \(identifier) is already registered"
    case .reservedIdentifier:
      return
        "identifier \(identifier) uses the prefix \(AdjusterIdentifier.reservedPrefix), reserved for KeyboardLift's built-in adjusters"
    case .invalidPriority:
      let value = priority.map { "\($0.rawValue)" } ?? "?"
      return
        "adjuster \(identifier) has priority \(value); a priority must be a finite number (use the named anchors, e.g. .before(.rootAdjust))"
    default:
      return "adjuster \(identifier) refused: \(code)"
    }
  }
}

/// The adjusters of a configuration, in dispatch order: priority from high to low, ties in
/// registration order — a total order, since every priority is a finite number. (Restoration is the ledger's: newest write first, which
/// reverses dispatch order within an event.)
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
  public private(set) var identifiers: [AdjusterIdentifier] = []

  /// Registers `adjuster`.
  ///
  /// The priority is read once, here: an adjuster whose `priority` later returns another value
  /// keeps its place until it is registered again.
  ///
  /// - Throws: ``AdjusterRegistryError/duplicateIdentifier(_:)`` when the identifier is taken,
  ///   ``AdjusterRegistryError/reservedIdentifier(_:)`` when a third party uses the reserved
  ///   prefix, ``AdjusterRegistryError/invalidPriority(_:identifier:)`` when the priority is NaN
  ///   or infinite.
  public func register(_ adjuster: any Adjuster) throws(AdjusterRegistryError) {
    let id = adjuster.identifier
    let priority = adjuster.priority
    guard priority.rawValue.isFinite else { throw .invalidPriority(priority, identifier: id) }
    if id.usesReservedPrefix && !AdjusterIdentifier.builtIns.contains(id) {
      throw .reservedIdentifier(id)
    }
    if registrations.contains(where: { $0.adjuster.identifier == id }) {
      throw .duplicateIdentifier(id)
    }
    registrations.append(
      Registration(adjuster: adjuster, priority: priority, sequence: nextSequence))
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

  /// Sends one event to every adjuster in dispatch order (a snapshot: registrations and
  /// removals made meanwhile apply from the next dispatch). `makeEvent` builds the event once,
  /// for the first adjuster; the registry then only moves its ``DispatchPosition`` on to each
  /// next one. `send` hands it over (and may build it afresh for the adjusters after it, with
  /// `makeEvent`, when what it holds changed meanwhile) and returns `false` to stop.
  ///
  /// One event a dispatch, not one an adjuster: building each adjuster's own event copied (and
  /// then destroyed) every reference it holds, two to five retains and releases an adjuster
  /// (show 338 → 71 instructions an adjuster, Docs/Performance.md).
  func dispatch<Event: DispatchedEvent>(
    _ makeEvent: (DispatchPosition) -> Event, to send: (any Adjuster, inout Event) -> Bool
  ) {
    withSnapshot { adjusters, identifiers in
      var event = makeEvent(DispatchPosition(identifiers: identifiers, index: 0))
      for (index, adjuster) in adjusters.enumerated() {
        event.position.index = index
        if !send(adjuster, &event) { break }
      }
    }
  }

  /// Runs `send` for every adjuster in dispatch order, as ``dispatch(_:to:)`` does, for an
  /// event that does not say whom it is for (``InteractivePopEvent``, ``RestoreEvent``).
  func dispatch(_ send: (any Adjuster) -> Void) {
    withSnapshot { adjusters, _ in
      for adjuster in adjusters { send(adjuster) }
    }
  }

  /// Runs `body` with the adjusters and their identifiers as they are now, counting it as a
  /// dispatch: removals made meanwhile restore their adjusters' changes once the outermost
  /// dispatch is over.
  private func withSnapshot(_ body: ([any Adjuster], [AdjusterIdentifier]) -> Void) {
    let (adjusters, identifiers) = (self.adjusters, self.identifiers)
    dispatchDepth += 1
    defer {
      dispatchDepth -= 1
      if dispatchDepth == 0 { flushRemovals() }
    }
    body(adjusters, identifiers)
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
    // Kept with the order, not mapped for every event's record (an allocation an event).
    identifiers = adjusters.map(\.identifier)
  }
}

/// Whom a dispatched event is for: the identifiers of the dispatch's adjusters, in order, and
/// the place among them of the one the event is being handed to.
struct DispatchPosition {
  /// The identifiers of the adjusters the event is sent to, in dispatch order.
  let identifiers: [AdjusterIdentifier]
  /// The place in ``identifiers`` of the adjuster the event is being handed to.
  var index: Int

  /// The adjuster the event is being handed to.
  var identifier: AdjusterIdentifier { identifiers[index] }
}

/// An event the registry hands to each adjuster in turn, one value for the whole dispatch:
/// only its ``position`` changes from one adjuster to the next.
@MainActor
protocol DispatchedEvent {
  /// Whom the event is for.
  var position: DispatchPosition { get set }
}
