import Foundation

/// The record of every change the adjusters made to host state, and the one place that
/// restores it.
///
/// Adjusters write through the ``AdjusterLedger`` their events carry, which records every write
/// under their own identifier; the ledger's own write and restore operations are not public, so
/// nothing can write on another adjuster's behalf. Its contents can be read: ``isEmpty``,
/// ``summary``, ``originalValue(of:of:)``.
///
/// The first write to a (target, property) remembers the original value, the owner (the
/// adjuster that wrote it first) and the restore rule; later writes change the value but keep
/// that record. Restoration runs in the reverse order of the first writes. Targets are held
/// weakly: a deallocated view is dropped, never resurrected or crashed on.
@MainActor
public final class Ledger {
  private struct Key: Hashable {
    let object: ObjectIdentifier
    let property: String
  }

  private struct Entry {
    let key: Key
    weak var object: AnyObject?
    let owner: AdjusterIdentifier
    let ruleLabel: String
    let targetDescription: String
    let original: any Sendable
    /// The value of the most recent ledger write to this property, by any owner.
    var lastWritten: any Sendable
    /// Writes the restored value if the rule asks for one, given the last written value; says
    /// whether it wrote.
    let restore: @MainActor (AnyObject, any Sendable) -> Bool
  }

  private var entries: [Entry] = []

  /// Creates an empty ledger.
  public init() {}

  /// Writes `value` to `property` of `target` on behalf of `owner`, recording the original
  /// value first if this (target, property) has no record yet. Writes nothing when the value
  /// is already current.
  package func write<Target, Value>(
    _ property: HostProperty<Target, Value>, of target: Target, to value: Value,
    owner: AdjusterIdentifier, restore rule: RestoreRule<Target, Value> = .exact
  ) {
    record(property, of: target, owner: owner, restore: rule)
    if property.read(target) != value {
      property.write(target, value)
    }
    let key = Key(object: ObjectIdentifier(target as AnyObject), property: property.name)
    if let index = entries.firstIndex(where: { $0.key == key }) {
      entries[index].lastWritten = value
    }
  }

  /// Records the current value of `property` as its original, unless a record exists.
  package func record<Target, Value>(
    _ property: HostProperty<Target, Value>, of target: Target,
    owner: AdjusterIdentifier, restore rule: RestoreRule<Target, Value> = .exact
  ) {
    dropDeallocated()
    let object = target as AnyObject
    let key = Key(object: ObjectIdentifier(object), property: property.name)
    guard !entries.contains(where: { $0.key == key }) else { return }
    let original = property.read(target)
    entries.append(
      Entry(
        key: key, object: object, owner: owner, ruleLabel: rule.label,
        targetDescription: String(describing: type(of: object)), original: original,
        lastWritten: original,
        restore: { object, lastWritten in
          guard let typed = object as? Target else { return false }
          let current = property.read(typed)
          let state = RestoreState(
            original: original, current: current, lastWritten: lastWritten as? Value ?? original)
          guard let restored = rule.resolve(typed, state), restored != current else {
            return false
          }
          property.write(typed, restored)
          return true
        }))
  }

  /// The original value recorded for `property` of `target`, if any.
  public func originalValue<Target, Value>(
    of property: HostProperty<Target, Value>, of target: Target
  ) -> Value? {
    let key = Key(object: ObjectIdentifier(target as AnyObject), property: property.name)
    return entries.first(where: { $0.key == key && $0.object != nil })?.original as? Value
  }

  /// Restores every entry, newest first, and forgets them. Returns the number of properties
  /// written back.
  @discardableResult
  package func restoreAll() -> Int {
    restore { _ in true }
  }

  /// Restores and forgets the entries owned by `owner`, newest first.
  @discardableResult
  package func restore(owner: AdjusterIdentifier) -> Int {
    restore { $0.owner == owner }
  }

  /// Restores and forgets the entries of `target` (all its properties) owned by `owner`,
  /// newest first — for example a scroll view that is no longer the chosen one.
  @discardableResult
  package func restore(target: AnyObject, owner: AdjusterIdentifier) -> Int {
    let id = ObjectIdentifier(target)
    return restore { $0.owner == owner && $0.key.object == id }
  }

  /// Whether any live entry is held.
  public var isEmpty: Bool {
    dropDeallocated()
    return entries.isEmpty
  }

  /// What the ledger still holds, oldest first.
  public var summary: [LedgerEntrySummary] {
    dropDeallocated()
    return entries.map {
      LedgerEntrySummary(
        targetType: $0.targetDescription, property: $0.key.property, owner: $0.owner,
        restoreRule: $0.ruleLabel)
    }
  }

  /// Whether a live entry exists for `property` of `target`.
  public func holds<Target, Value>(_ property: HostProperty<Target, Value>, of target: Target)
    -> Bool
  {
    let key = Key(object: ObjectIdentifier(target as AnyObject), property: property.name)
    return entries.contains { $0.key == key && $0.object != nil }
  }

  private func restore(where matches: (Entry) -> Bool) -> Int {
    dropDeallocated()
    var written = 0
    for entry in entries.reversed() where matches(entry) {
      if let object = entry.object, entry.restore(object, entry.lastWritten) { written += 1 }
    }
    entries.removeAll(where: matches)
    return written
  }

  private func dropDeallocated() {
    entries.removeAll { $0.object == nil }
  }
}

/// One entry the ledger holds, for traces and tests.
public struct LedgerEntrySummary: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The type of the changed object.
  public var targetType: String
  /// The property name.
  public var property: String
  /// The adjuster that changed it first.
  public var owner: AdjusterIdentifier
  /// The restore rule's label.
  public var restoreRule: String

  /// `"HeadlessScrollView.contentOffset by dev.keyboardlift.scroll-adjust (exact)"`.
  public var description: String { "\(targetType).\(property) by \(owner) (\(restoreRule))" }
}
