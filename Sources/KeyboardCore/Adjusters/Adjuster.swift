import Foundation

/// A plugin that reacts to keyboard sessions: the unit KeyboardLift is built from.
///
/// Adjusters see the app only through KeyboardCore's host protocols, never UIKit, and change
/// host state only through the ``AdjusterLedger`` each event carries, so that everything they
/// change is restored when the session ends or the adjuster is removed.
///
/// Every hook has a default that does nothing; implement the ones you need. New hooks arrive as
/// new event types with default implementations, so conformers never break.
///
/// ```swift
/// final class StickyBarAdjuster: Adjuster {
///   let identifier: AdjusterIdentifier = "com.example.sticky-bar"
///   let priority: AdjusterPriority = .between(.scrollAdjust, .rootAdjust)
///   func handle(_ event: ShowEvent) { /* take a share of event.context.remainingLift */ }
/// }
/// ```
@MainActor
public protocol Adjuster: AnyObject {
  /// The stable identifier; unique within a registry. The ``AdjusterIdentifier/reservedPrefix``
  /// is for the built-ins.
  var identifier: AdjusterIdentifier { get }
  /// Where the adjuster runs: higher first.
  var priority: AdjusterPriority { get }
  /// The global settings the adjuster reads, as their keys (default: none). A trace records
  /// the values of the built-in adjusters' settings.
  var settingKeys: [any KeyboardSettingKey.Type] { get }
  /// The per-view settings the adjuster reads, as their keys (default: none). A trace records
  /// the values of the built-in adjusters' settings.
  var viewSettingKeys: [any KeyboardViewSettingKey.Type] { get }

  /// A text input began or ended editing.
  func handle(_ event: FocusEvent)
  /// The keyboard appeared for a ready session.
  func handle(_ event: ShowEvent)
  /// Something changed while the session is open. An adjuster registered mid-session sees a
  /// `change` first, never that session's `show`: adjust from the current state, not from what
  /// an earlier event did.
  func handle(_ event: ChangeEvent)
  /// The keyboard is hiding; the session ends after this unless postponed.
  func handle(_ event: HideEvent)
  /// The root's interactive pop gesture changed.
  func handle(_ event: InteractivePopEvent)
  /// The core restored the session's changes mid-session (the root changed, the input is not
  /// enabled, a re-capture): forget what was cached about them.
  func handle(_ event: RestoreEvent)
}

extension Adjuster {
  /// None.
  public var settingKeys: [any KeyboardSettingKey.Type] { [] }
  /// None.
  public var viewSettingKeys: [any KeyboardViewSettingKey.Type] { [] }

  /// Does nothing.
  public func handle(_ event: FocusEvent) {}
  /// Does nothing.
  public func handle(_ event: ShowEvent) {}
  /// Does nothing.
  public func handle(_ event: ChangeEvent) {}
  /// Does nothing.
  public func handle(_ event: HideEvent) {}
  /// Does nothing.
  public func handle(_ event: InteractivePopEvent) {}
  /// Does nothing.
  public func handle(_ event: RestoreEvent) {}
}
