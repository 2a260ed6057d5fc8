import Foundation

/// What a ``RestoreRule`` sees when the ledger restores a property.
public struct RestoreState<Value: Equatable & Sendable>: Sendable {
  /// The value to go back to: what the property held before this writer's layer — the value
  /// the writer below it left, or the value before the session changed it.
  public let original: Value
  /// The value now.
  public let current: Value
  /// The value this writer's layer wrote last.
  public let lastWritten: Value
  /// Whether the session's end is judging again a value that a restore earlier in the session
  /// left (``RestoreRule/judgesAgainAtSessionEnd``): the writer's change was undone then, and
  /// ``lastWritten`` is the value that restore left, so ``changedOutsideLedger`` says the app
  /// changed the property since.
  public let isJudgedAgainAtSessionEnd: Bool
  /// The ledger that restores, which knows where its animated writes and restores are taking
  /// the views (``settledShift(of:)``); `nil` for a state made without one.
  let ledger: Ledger?

  init(
    original: Value, current: Value, lastWritten: Value, isJudgedAgainAtSessionEnd: Bool = false,
    ledger: Ledger? = nil
  ) {
    self.original = original
    self.current = current
    self.lastWritten = lastWritten
    self.isJudgedAgainAtSessionEnd = isJudgedAgainAtSessionEnd
    self.ledger = ledger
  }

  /// Whether something outside the ledger changed the property since its last write (the app,
  /// or a container that laid the view out again).
  public var changedOutsideLedger: Bool { current != lastWritten }

  /// How far `view` will still move down (negative: up) once the ledger's animated writes and
  /// restores land (``Ledger/settledShift(of:)``): a restore that runs after an enclosing scroll
  /// view's animated restore judges the app where that restore is taking it, not where the
  /// animation has it now.
  @MainActor
  public func settledShift(of view: any HostView) -> CGFloat {
    ledger?.settledShift(of: view) ?? 0
  }

  /// The original value the restoring ledger holds for `property` of `target` (another
  /// property's record: a rule judging one scroll view asks what the session did to those
  /// around it), if it holds it (``Ledger/originalValue(of:of:)``).
  @MainActor
  public func originalValue<Target, V>(of property: HostProperty<Target, V>, of target: Target)
    -> V?
  {
    ledger?.originalValue(of: property, of: target)
  }

  /// The value the restoring ledger last wrote to `property` of `target`, if it holds it
  /// (``Ledger/writtenValue(of:of:)``).
  @MainActor
  public func writtenValue<Target, V>(of property: HostProperty<Target, V>, of target: Target)
    -> V?
  {
    ledger?.writtenValue(of: property, of: target)
  }
}

/// How the ``Ledger`` puts a property back when a session ends or its owner is removed.
public struct RestoreRule<Target, Value: Equatable & Sendable>: Sendable {
  /// The two fixed rules are kept as cases, not closures: in the ledger's generic code a closure
  /// of `exact` was allocated for every write that took the default rule.
  private enum Kind: Sendable {
    case exact
    case never
    case custom(@MainActor @Sendable (Target, RestoreState<Value>) -> Value?)
  }

  private let kind: Kind
  /// A short name for traces: `"exact"`, `"never"` or a custom label.
  public let label: String
  /// Whether a restore before the session's end (a re-capture, focus on another root controller,
  /// the adjuster removed, the input disabled) that leaves the value away from the original is
  /// judged again when the session ends, against the app as it is then: for a rule whose
  /// decision to leave a value holds only for the moment (an offset within the end of the
  /// content, an end the session may still move by scrolling or insetting), not for one whose
  /// decision hands the value over for good (a root view a container placed again).
  public let judgesAgainAtSessionEnd: Bool

  /// A rule with a custom resolution; `judgesAgainAtSessionEnd` as described there (default
  /// `false`).
  public init(
    label: String, judgesAgainAtSessionEnd: Bool = false,
    resolve: @escaping @MainActor @Sendable (Target, RestoreState<Value>) -> Value?
  ) {
    self.label = label
    self.judgesAgainAtSessionEnd = judgesAgainAtSessionEnd
    self.kind = .custom(resolve)
  }

  private init(label: String, kind: Kind) {
    self.label = label
    self.judgesAgainAtSessionEnd = false
    self.kind = kind
  }

  /// Given the target and the ``RestoreState``, the value to write back, or `nil` to leave the
  /// property as it is.
  public var resolve: @MainActor @Sendable (Target, RestoreState<Value>) -> Value? {
    switch kind {
    case .exact: { _, state in state.original }
    case .never: { _, _ in nil }
    case .custom(let resolve): resolve
    }
  }

  /// What ``resolve`` answers for `target` in `state`.
  @MainActor
  func resolved(_ target: Target, _ state: RestoreState<Value>) -> Value? {
    switch kind {
    case .exact: state.original
    case .never: nil
    case .custom(let resolve): resolve(target, state)
    }
  }

  /// Whether the rule puts the value under it back whatever the app looks like (``exact``).
  /// The ledger restores such layers first and the others — rules that judge the app as it is
  /// then, such as an offset pulled back to the end of the content — after them, so that they
  /// judge it with everything else already back.
  var isExact: Bool {
    if case .exact = kind { return true }
    return false
  }

  /// Put the original value back exactly.
  public static var exact: RestoreRule { RestoreRule(label: "exact", kind: .exact) }

  /// Never put anything back (the change outlives the session on purpose).
  public static var never: RestoreRule { RestoreRule(label: "never", kind: .never) }
}

extension RestoreRule where Target == any HostView, Value == CGPoint {
  /// For a view's frame origin: puts origin.y back to what was under this layer (the value the
  /// writer below left, or the original) unless something outside the ledger moved the view
  /// vertically since this layer's last write — its container placed it again for a rotation or
  /// a resize, and then it stays where it now belongs; keeps the current x either way. Origins
  /// closer than 0.001 pt count as the same: UIKit derives `frame.origin` from the layer's
  /// position, so a pixel-rounded y may read back a rounding error away from what was written.
  /// RootAdjust and the core's blurred-but-up clamp restore the root view this way.
  public static var verticalOriginUnlessMoved: RestoreRule {
    RestoreRule(label: "y0 unless re-placed") { _, state in
      guard state.current.y.isClose(to: state.lastWritten.y, tolerance: 0.001) else { return nil }
      return CGPoint(x: state.current.x, y: state.original.y)
    }
  }
}
