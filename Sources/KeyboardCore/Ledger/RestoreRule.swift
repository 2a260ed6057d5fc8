import Foundation

/// What a ``RestoreRule`` sees when the ledger restores a property.
public struct RestoreState<Value: Equatable & Sendable>: Sendable {
  /// The value before the session first changed it.
  public let original: Value
  /// The value now.
  public let current: Value
  /// The value of the ledger's most recent write (by any adjuster).
  public let lastWritten: Value

  /// Whether something outside the ledger changed the property since its last write (the app,
  /// or a container that laid the view out again).
  public var changedOutsideLedger: Bool { current != lastWritten }
}

/// How the ``Ledger`` puts a property back when a session ends or its owner is removed.
public struct RestoreRule<Target, Value: Equatable & Sendable>: Sendable {
  /// Given the target and the ``RestoreState``, the value to write back, or `nil` to leave the
  /// property as it is.
  public let resolve: @MainActor @Sendable (Target, RestoreState<Value>) -> Value?
  /// A short name for traces: `"exact"`, `"never"` or a custom label.
  public let label: String

  /// A rule with a custom resolution.
  public init(
    label: String,
    resolve: @escaping @MainActor @Sendable (Target, RestoreState<Value>) -> Value?
  ) {
    self.label = label
    self.resolve = resolve
  }

  /// Put the original value back exactly.
  public static var exact: RestoreRule {
    RestoreRule(label: "exact") { _, state in state.original }
  }

  /// Never put anything back (the change outlives the session on purpose).
  public static var never: RestoreRule {
    RestoreRule(label: "never") { _, _ in nil }
  }
}
