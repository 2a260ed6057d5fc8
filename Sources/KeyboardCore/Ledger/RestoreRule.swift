import Foundation

/// How the ``Ledger`` puts a property back when a session ends or its owner is removed.
public struct RestoreRule<Target, Value: Equatable & Sendable>: Sendable {
  /// Given the target, the original value and the current value, the value to write back, or
  /// `nil` to leave the property as it is.
  public let resolve: @MainActor @Sendable (Target, _ original: Value, _ current: Value) -> Value?
  /// A short name for traces: `"exact"`, `"never"` or a custom label.
  public let label: String

  /// A rule with a custom resolution.
  public init(
    label: String,
    resolve: @escaping @MainActor @Sendable (Target, _ original: Value, _ current: Value) -> Value?
  ) {
    self.label = label
    self.resolve = resolve
  }

  /// Put the original value back exactly.
  public static var exact: RestoreRule {
    RestoreRule(label: "exact") { _, original, _ in original }
  }

  /// Never put anything back (the change outlives the session on purpose).
  public static var never: RestoreRule {
    RestoreRule(label: "never") { _, _, _ in nil }
  }
}
