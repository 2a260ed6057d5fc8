import KeyboardCore

/// Keeps a sticky bottom bar — a "Send" or "Continue" bar — riding on top of the keyboard, and
/// makes the focused field clear the bar as well as the keyboard.
///
/// - The bar's bottom follows the keyboard's top (never below where the app put the bar), or
///   rides `bar.keyboard.stickyBarSpacing` above it, written through the ledger inside the
///   keyboard's animation, so the hide — or removing this adjuster — puts it back.
/// - It runs before ScrollAdjust and raises the keyboard's top by what the bar covers, so
///   ScrollAdjust and RootAdjust keep the field `d` above the bar, not above the keyboard, and
///   ScrollAdjust insets scroll views above the bar too.
/// - A field inside the bar (a chat composer) rides with the bar: moving the bar lifts it, and
///   nothing else moves for it.
///
/// Put the bar outside the view RootAdjust moves (in a container's view, such as the navigation
/// controller's, or in the window): a bar inside the lifted root view would rise twice. It writes
/// the bar's frame, so the bar must be placed by its frame: a bar pinned by Auto Layout goes back
/// to its constraints at the next layout pass.
public final class StickyBarAdjuster: Adjuster {
  /// `com.example.sticky-bar`.
  public let identifier: AdjusterIdentifier = "com.example.sticky-bar"
  /// Between Appearance and ScrollAdjust: it raises the keyboard's top before anyone moves the
  /// field.
  public let priority: AdjusterPriority = .between(.appearance, .scrollAdjust)
  /// The per-view setting it reads.
  public let viewSettingKeys: [any KeyboardViewSettingKey.Type] = [StickyBarSpacingKey.self]

  /// The bar, held weakly like every host view an adjuster knows.
  private weak var bar: (any HostView)?

  /// Makes `bar` ride on the keyboard.
  public init(bar: any HostView) {
    self.bar = bar
  }

  /// Puts the bar on the keyboard.
  public func handle(_ event: ShowEvent) { ride(event.context, ledger: event.ledger) }

  /// Moves the bar with the keyboard.
  public func handle(_ event: ChangeEvent) { ride(event.context, ledger: event.ledger) }

  private func ride(_ context: AdjustmentContext, ledger: AdjusterLedger) {
    guard let bar, let container = bar.hostSuperview, bar.hostWindow === context.window else {
      return
    }
    let carriesField = context.input.isDescendant(of: bar)
    if !carriesField && bar.isDescendant(of: context.rootView) {
      context.explain(
        topic: "sticky-bar",
        message: "the bar is inside the root view, which RootAdjust moves; left alone")
      return
    }
    // Window coordinates. The bar rests where the app put it, before this session moved it.
    let containerTop = container.hostConvert(.zero, to: nil).minY
    let resting = ledger.originalValue(of: .frameOrigin, of: bar) ?? bar.frame.origin
    let restingBottom = containerTop + resting.y + bar.frame.height
    let keyboardTop = context.geometry.keyboardTop
    let spacing = max(bar.keyboardSettings.stickyBarSpacing, 0)
    let barTop = min(restingBottom, keyboardTop - spacing) - bar.frame.height
    ledger.write(.frameOrigin, of: bar, to: CGPoint(x: resting.x, y: barTop - containerTop))

    if carriesField {
      // The bar's move lifted the field with it; nothing else should move for it.
      context.setRemainingLift(0, because: "the field rides in the bar")
      return
    }
    // The field must clear the bar's top instead of the keyboard's.
    context.raiseKeyboardTop(
      by: keyboardTop - barTop, because: "the sticky bar rides on the keyboard")
  }
}
