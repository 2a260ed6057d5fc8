import KeyboardCore

extension KeyboardManager {
  /// Registers `adjusters` and turns the manager on (``isEnabled``): the one line an app writes at
  /// launch, before any keyboard appears. It names the adjusters the app links:
  ///
  /// ```swift
  /// KeyboardManager.shared.enable(adjusters: .recommended)        // import KeyboardLift
  /// KeyboardManager.shared.enable(adjusters: [ScrollAdjuster()])  // KeyboardLiftManager + ScrollAdjust
  /// ```
  ///
  /// It never throws, and never registers an identifier twice:
  ///
  /// - An adjuster of the same type and identifier as one already registered is skipped (the
  ///   registered one stays, and keeps its place), so calling this again — from a second scene,
  ///   say — changes nothing.
  /// - An adjuster the registry refuses (another type with an identifier that is taken, a third
  ///   party's identifier with the reserved prefix, a NaN or infinite priority) is left out, and
  ///   the refusal is logged as an error through the configuration's `ActiveConfiguration/logger`;
  ///   the others are registered. The built-ins have distinct, allowed identifiers, so
  ///   `.recommended` or any subset of the built-ins always registers in full.
  ///
  /// To handle refusals in code, register with `adjusters.register(_:)`, which throws
  /// `AdjusterRegistryError`, and set ``isEnabled`` yourself.
  public func enable(adjusters: [any Adjuster]) {
    registerLoggingRefusals(adjusters)
    isEnabled = true
  }

  /// Registers each of `adjusters` that is not already registered (an adjuster of the same type
  /// and identifier is); logs every refusal as an error. For ``enable(adjusters:)`` and the
  /// umbrella's `init(animator:settings:logger:)`.
  package func registerLoggingRefusals(_ adjusters: [any Adjuster]) {
    for adjuster in adjusters {
      if let registered = self.adjusters.adjuster(for: adjuster.identifier),
        ObjectIdentifier(type(of: registered)) == ObjectIdentifier(type(of: adjuster))
      {
        configuration.logger.log(
          LogMessage(.debug, "adjuster \(adjuster.identifier) is already registered; kept it"))
        continue
      }
      do {
        try self.adjusters.register(adjuster)
      } catch {
        configuration.logger.log(LogMessage(.error, "adjuster not registered: \(error)"))
      }
    }
  }
}
