import Foundation
import KeyboardCore

/// The built-in adjuster that lets scroll views give what they can of the lift (Behavior.md §7):
/// it first reveals the field inside its own scroll views (§7.1c), then scrolls the field's
/// nearest qualifying scroll view and the ones above it (§7.3), insets the chosen scroll view's
/// content above the keyboard (§7.4), insets a tall text view (§7.5), and takes what scrolling
/// gave from the lift budget so that RootAdjust moves the root view by the rest. Offsets stay
/// between the resting offsets of the adjusted content inset (§7.1b).
///
/// Every change goes through the event's ledger: content insets and indicator insets are put
/// back exactly; content offsets exactly when the scroll view's `restoreContentOffset` is on,
/// otherwise only pulled back when they point past the end of the content (Behavior.md §11).
///
/// ```swift
/// let configuration = ActiveConfiguration(animator: animator)
/// try configuration.adjusters.register(ScrollAdjuster())
/// ```
@MainActor
public final class ScrollAdjuster: Adjuster {
  /// `AdjusterIdentifier/scrollAdjust`.
  public let identifier: AdjusterIdentifier = .scrollAdjust
  /// `AdjusterPriority/scrollAdjust`: after Appearance, before RootAdjust.
  public let priority: AdjusterPriority = .scrollAdjust

  /// The scroll views the nested loop could scroll at the last `show`/`change` of this session:
  /// the chosen one (Behavior.md §7.2) first, then the qualifying ones above it.
  private var chain: [WeakScrollView] = []
  /// The storage of the chain a `show` or `change` works on, kept empty between them: the
  /// scroll views are held strongly only while the pass runs.
  private var chainStorage: [any HostScrollView] = []
  /// The scrollable text view whose insets this session adjusted (Behavior.md §7.5).
  private weak var insetTextView: (any HostScrollView)?
  /// Where this session found the offsets it writes (kept across re-captures, until the hide).
  let foundOffsets = FoundOffsets()

  /// Creates the adjuster.
  public init() {}

  /// The scroll views the session works on, as chosen at its last `show` or `change`: the
  /// chosen one (Behavior.md §7.1) first, then the qualifying ones above it; empty outside a
  /// session. For a simulator's output.
  package var scrollViewsInUse: [any HostScrollView] { chain.compactMap(\.scrollView) }

  /// Adjusts for the keyboard that appeared.
  public func handle(_ event: ShowEvent) {
    adjust(event.context, ledger: event.ledger)
  }

  /// Adjusts again: the keyboard frame, the focused input, the settings or the layout changed.
  /// Works the same whether or not a `show` came first.
  public func handle(_ event: ChangeEvent) {
    adjust(event.context, ledger: event.ledger)
  }

  /// Forgets the session's scroll views; the configuration's ledger restores what was changed.
  public func handle(_ event: HideEvent) {
    // Emptied keeping its storage, which the next session's chain reuses (an allocation a show).
    chain.removeAll(keepingCapacity: true)
    insetTextView = nil
    foundOffsets.removeAll()
  }

  /// Forgets the scroll views: the core put them back, so none is in use any more.
  public func handle(_ event: RestoreEvent) {
    chain.removeAll(keepingCapacity: true)
    insetTextView = nil
  }

  private func adjust(_ context: AdjustmentContext, ledger: AdjusterLedger) {
    foundOffsets.startIfTheLastSessionEnded()
    let input = context.input
    let ancestors = context.inputAncestors
    let chosen = ScrollViewChoice.nearestQualifyingScrollView(above: input, in: ancestors)
    explainChoice(chosen, context: context)
    // The pass's chain is built in the storage the last pass handed back, and handed back
    // emptied once the pass is over, when no copy of it is left (the copies the reveal and the
    // loop hold end with the call below): an allocation a pass less (show 3 → 2).
    var newChain: [any HostScrollView] = []
    swap(&newChain, &chainStorage)
    ScrollViewChoice.appendChain(startingAt: chosen, in: ancestors, to: &newChain)
    adjust(
      context, ledger: ledger, input: input, ancestors: ancestors, chosen: chosen, chain: newChain)
    newChain.removeAll(keepingCapacity: true)
    swap(&newChain, &chainStorage)
  }

  private func adjust(
    _ context: AdjustmentContext, ledger: AdjusterLedger, input: any HostTextInput,
    ancestors: InputAncestors, chosen: (any HostScrollView)?, chain newChain: [any HostScrollView]
  ) {
    // How far past the end of their content the offsets of the scroll views this event may
    // inset stand before it writes anything (Behavior.md §11: that much is the app's) — before
    // the release below too, while the ledger still knows the released scroll views' originals.
    let textView = input.isScrollableTextView ? input.hostScrollView : nil
    foundOffsets.notePastEndBeforeWrites(ofChain: newChain, textView: textView, ledger: ledger)
    releaseScrollViewsNoLongerInUse(
      newChain: newChain, input: input, context: context, ledger: ledger)
    chain.removeAll(keepingCapacity: true)
    for scrollView in newChain { chain.append(WeakScrollView(scrollView)) }

    // Behavior.md §7.1c: first, the field is revealed inside its own scroll views; when that
    // scrolled, the geometry is measured again and the lift is the one measured now.
    let reveal = ScrollViewReveal(
      input: input, chain: newChain, context: context, ancestors: ancestors, ledger: ledger,
      foundOffsets: foundOffsets)
    let revealed = reveal.run()
    if revealed {
      let geometry = context.measureNow()
      context.setRemainingLift(
        geometry.lift,
        because: "measured again after the reveal: " + geometry.summary)
    }

    // The budget m is what is left of the lift; the core has already taken from it what the
    // release above moved the field, and takes what the loop's offsets move it as they are
    // written. What the loop decides beyond its moves (it stops with m = min(0, need), or the
    // field is visible and the root must not come down further) is passed on explicitly.
    if let chosen {
      let plan = NestedScrollPlan(
        input: input, chosen: chosen, context: context, ancestors: ancestors, ledger: ledger,
        foundOffsets: foundOffsets)
      var hidden = reveal.scrollViewsWithNoVisiblePart()
      var left = plan.run(startingLift: context.remainingLift)
      // Behavior.md §7.4, set before the reveal below: the chosen scroll view's bottom inset
      // for the keyboard moves the end of its content, so the reveal may go further where the
      // bounds held it back (a tall text view reaching past the end of the content, left with
      // its bottom outside the visible part and the root view lifted, which the next event —
      // a reload with nothing changed — then scrolled and lowered).
      adjustContentInset(of: chosen, context: context, ledger: ledger)
      // Behavior.md §7.1c: the loop's outer scrolls may have given a scroll view that had no
      // visible part for the reveal one, with the field outside it (scrolled past the field),
      // or moved the visible part of one the field was in (a table carried out from under the
      // navigation bar loses the safe area its top inset added, and its visible part grows
      // past the field), or the inset above may let the reveal put the field inside a visible
      // part its bounds kept it out of: the field is revealed in it now, and the loop runs
      // again from the lift measured then. That loop's outer scrolls may do the same again (a
      // table revealed while mostly under the bars, in a visible part too short for the field,
      // then carried out from under them with an offset its new insets no longer allow): the
      // round repeats while they do, at most ``ScrollViewReveal/maximumRoundsAfterTheLoop``.
      var rounds = 0
      while reveal.runsAgain(afterLoopSkipping: hidden) {
        guard rounds < ScrollViewReveal.maximumRoundsAfterTheLoop else {
          // A hierarchy whose reveal and loop undo each other (a field taller than a visible
          // part, pulled back below the top guide each time) stops here, as the last round
          // left it.
          context.explain(
            topic: "reveal",
            message: "the reveal and the loop stopped at their bound of rounds: the field stays "
              + "where the last round put it",
            values: [.init("rounds", CGFloat(rounds))])
          break
        }
        guard reveal.run() else { break }
        rounds += 1
        let geometry = context.measureNow()
        context.setRemainingLift(
          geometry.lift,
          because: "measured again after revealing the field in a scroll view the loop made "
            + "visible: " + geometry.summary)
        hidden = reveal.scrollViewsWithNoVisiblePart()
        left = plan.run(startingLift: context.remainingLift)
        adjustContentInset(of: chosen, context: context, ledger: ledger)
      }
      if left != context.remainingLift {
        context.setRemainingLift(
          left,
          because: left == 0
            ? "the field is settled in its scroll view: nothing more to lift"
            : left < 0
              ? "the field is visible in its scroll view: m = " + left.shortDescription
                + " (a lifted root view may come down that far)"
              : "the field is settled in its scroll view: the lift left is "
                + left.shortDescription)
      }
      judgeOffsetsInsideScrolledOnes(of: newChain, ledger: ledger)
    }

    if let textView {
      adjustTextViewInset(of: textView, context: context, ledger: ledger)
      insetTextView = textView
    }
  }

  /// Behavior.md §11: the offset of a scroll view of the chain that the session did not scroll,
  /// inside one it scrolled, is put in the ledger as it is, to be pulled back at the restore if
  /// it then points past the end of its content. Scrolling the enclosing scroll view moves the
  /// inner one against the window's safe area, and so the end of its content: a hide that leaves
  /// the enclosing one where it is (`restoreContentOffset` off) could leave the inner one past
  /// its end — a second session that revealed the field by scrolling the outer scroll view left
  /// the inner one 58 pt past the end the first session had pulled it back to.
  private func judgeOffsetsInsideScrolledOnes(
    of chain: [any HostScrollView], ledger: AdjusterLedger
  ) {
    var anOuterOneScrolled = false
    for scrollView in chain.reversed() {
      if anOuterOneScrolled { judgeOffsetAtRestore(of: scrollView, ledger: ledger) }
      if let original = ledger.originalValue(of: .contentOffset, of: scrollView),
        ledger.writtenValue(of: .contentOffset, of: scrollView) != original
      {
        anOuterOneScrolled = true
      }
    }
  }

  /// Behavior.md §7.2: when the chosen scroll view (or the focused text view) changed, restore the
  /// previous one before working on the new one — even when it is an outer scroll view of the
  /// new chain (it will be scrolled again as needed, and loses its inset) — together with the
  /// outer scroll views of the previous chain that the new chain does not share (the nested loop
  /// may have scrolled them too).
  ///
  /// Restoring the previous scroll views' offsets can move the field (when it is inside them):
  /// the core takes that move from the lift budget as it takes a write's.
  private func releaseScrollViewsNoLongerInUse(
    newChain: [any HostScrollView], input: any HostTextInput, context: AdjustmentContext,
    ledger: AdjusterLedger
  ) {
    // The previous chosen one is found without building the previous chain's list (an
    // allocation a pass), which is built only when the chosen one changed.
    if let previous = firstScrollViewInUse, previous !== newChain.first {
      let previousChain = chain.compactMap(\.scrollView)
      // The previous chosen one always (its insets belong to the chosen one only), and the outer
      // ones the new chain does not share.
      let released =
        [previous] + previousChain.dropFirst().filter { old in !newChain.contains { $0 === old } }
      let restored = released.reduce(0) { $0 + release($1, ledger: ledger) }
      context.explain(
        topic: "restore",
        message: "chosen scroll view changed: previous scroll views outside the new chain restored",
        values: [
          .init("scroll views released", CGFloat(released.count)),
          .init("properties written back", CGFloat(restored)),
        ])
    }
    if let textView = insetTextView, textView !== input {
      let restored = ledger.restore(target: textView)
      insetTextView = nil
      context.explain(
        topic: "restore",
        message: "focus left the text view: its insets restored",
        values: [.init("properties written back", CGFloat(restored))])
    }
  }

  /// The first scroll view of ``chain`` still alive: the chosen one of the last `show` or
  /// `change`, unless it was deallocated.
  private var firstScrollViewInUse: (any HostScrollView)? {
    for entry in chain {
      if let scrollView = entry.scrollView { return scrollView }
    }
    return nil
  }

  /// Restores a scroll view that is no longer in use and returns the number of properties
  /// written back. An offset the restore left in place (`restoreContentOffset` off: only pulled
  /// back past the end of the content, Behavior.md §11) is judged again when the session ends
  /// (the rule's ``RestoreRule/judgesAgainAtSessionEnd``), against the bound it has *then*: the
  /// scroll views of the new chain may still scroll this one's enclosing content, which changes
  /// the safe area it adds to its insets and so the end of its content (an inner grid released
  /// when focus moved to its enclosing scroll view was left past its end once that scroll view
  /// scrolled on).
  private func release(_ scrollView: any HostScrollView, ledger: AdjusterLedger) -> Int {
    ledger.restore(target: scrollView)
  }

  private func explainChoice(_ chosen: (any HostScrollView)?, context: AdjustmentContext) {
    guard let chosen else {
      context.explain(
        topic: "scroll-view",
        message: "no qualifying scroll view above the field")
      return
    }
    // Measured only when the explanations are recorded.
    func values() -> [Explanation.Value] {
      let frame = chosen.frameInWindow
      return [
        .init("Rsv.minY", frame.minY), .init("Rsv.maxY", frame.maxY),
        .init("offset.y", chosen.contentOffset.y),
      ]
    }
    context.explain(
      topic: "scroll-view",
      message: "chose \(type(of: chosen)), the nearest qualifying scroll view above the field",
      values: values())
  }
}

/// A scroll view held weakly, so a chain never keeps a dismissed screen alive.
struct WeakScrollView {
  weak var scrollView: (any HostScrollView)?
  init(_ scrollView: any HostScrollView) { self.scrollView = scrollView }
}
