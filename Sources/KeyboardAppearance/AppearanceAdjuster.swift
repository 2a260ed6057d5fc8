import Foundation
import KeyboardCore

/// Overrides the keyboard appearance of every input that begins editing (Behavior.md §10), when
/// `KeyboardSettings/overrideKeyboardAppearance` is on.
///
/// The new appearance is written through the ledger with the `never` restore rule: the input
/// keeps it after the session, as IQKeyboardManager does. The input views are reloaded so the
/// keyboard shows the new appearance — except during an interactive pop, when a reload would
/// disturb the transition.
public final class AppearanceAdjuster: Adjuster {
  /// `AdjusterIdentifier/appearance`.
  public let identifier: AdjusterIdentifier = .appearance
  /// `AdjusterPriority/appearance`.
  public let priority: AdjusterPriority = .appearance

  /// Creates the adjuster.
  public init() {}

  /// Applies the appearance when an input begins editing.
  public func handle(_ event: FocusEvent) {
    guard event.phase == .began, event.settings.overrideKeyboardAppearance else { return }
    let wanted = event.settings.keyboardAppearance
    guard event.input.hostKeyboardAppearance != wanted else { return }
    event.ledger.write(.keyboardAppearance, of: event.input, to: wanted, restore: .never)
    if !event.isInteractivePopActive {
      event.input.reloadInputViews()
    }
  }
}
