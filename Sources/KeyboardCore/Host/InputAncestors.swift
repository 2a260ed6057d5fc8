import Foundation

/// The focused input's ancestors, from its superview up to its window (or the top of its tree),
/// found in one walk up the tree for the event being handled: the questions the core and the
/// adjusters ask of the input's place in the tree — is a view one of its ancestors, which
/// controller is its nearest, which scroll views are above it, is there a stack view on the way
/// — are answered from it without climbing again.
///
/// Each climb cost ≈ 300 instructions a level on the headless host (a weak load, a retain and a
/// release, a conformance question): on the form of issue 12 (a field at depth 15) a show
/// climbed from the field and from its scroll view about a dozen times, a focus change twice
/// as often (Docs/Performance.md).
///
/// It is the tree's shape as found when the event's handling began, which nothing an adjuster
/// writes through its ledger changes (frames, offsets, insets). The core finds it again after
/// it lays the root view out.
@MainActor
public struct InputAncestors {
  /// One ancestor, with what the questions ask of it, asked once.
  struct Entry {
    /// The ancestor.
    let view: any HostView
    /// The ancestor as a scroll view, when it is one (``HostView/hostScrollView``).
    let scrollView: (any HostScrollView)?
    /// Whether the ancestor is a stack view (``HostView/isHostStackView``).
    let isStackView: Bool
  }

  /// The input whose ancestors these are.
  public let input: any HostView
  /// The ancestors, nearest first.
  let entries: [Entry]
  /// The nearest controller that owns the input or one of its ancestors
  /// (``HostView/nearestController``).
  public let nearestController: (any HostController)?

  /// Finds the ancestors of `input` now, collecting them in `storage` (emptied first), whose
  /// capacity is reused: the core keeps it from one event to the next, so that finding them
  /// allocates nothing in steady state.
  init(of input: any HostView, storage: consuming [Entry]) {
    storage.removeAll(keepingCapacity: true)
    var controller = input.owningController
    var view = input.hostSuperview
    while let current = view {
      storage.append(
        Entry(
          view: current, scrollView: current.hostScrollView, isStackView: current.isHostStackView))
      if controller == nil { controller = current.owningController }
      view = current.hostSuperview
    }
    self.input = input
    self.entries = storage
    self.nearestController = controller
  }

  /// Finds the ancestors of `input` now.
  public init(of input: any HostView) {
    self.init(of: input, storage: [])
  }

  /// The ancestors, from the input's superview up, nearest first (``HostView/ancestors``).
  public var views: [any HostView] { entries.map(\.view) }

  /// Whether `view` is one of the ancestors (not the input itself): what
  /// `input !== view && input.isDescendant(of: view)` answers.
  public func contains(_ view: any HostView) -> Bool {
    index(of: view) != nil
  }

  /// The nearest scroll view strictly above `view` for which `isWanted` is `true`, when `view`
  /// is the input or one of its ancestors; `nil` when there is none, and for any other view.
  public func nearestScrollView(
    above view: any HostView, where isWanted: (any HostScrollView) -> Bool
  ) -> (any HostScrollView)? {
    guard var index = start(above: view) else { return nil }
    while index < entries.count {
      if let scrollView = entries[index].scrollView, isWanted(scrollView) { return scrollView }
      index += 1
    }
    return nil
  }

  /// Whether a stack view stands between the input and `view`, one of its ancestors (or below
  /// the window, when `view` is none of them).
  public func hasStackView(below view: any HostView) -> Bool {
    let end = index(of: view) ?? entries.count
    for index in 0..<end where entries[index].isStackView { return true }
    return false
  }

  /// The index of the first ancestor above `view`: 0 for the input, `nil` for a view that is
  /// neither the input nor an ancestor.
  private func start(above view: any HostView) -> Int? {
    if view === input { return 0 }
    // `if let`, not `map`: a closure formed in main-actor code checks at each call that it
    // runs on the main actor (≈ 290 instructions, three calls a show).
    guard let index = index(of: view) else { return nil }
    return index + 1
  }

  /// Where `view` is among the ancestors. Compared by identity in an indexed loop: an iteration
  /// or a closure copied each existential (a retain and a release an ancestor).
  private func index(of view: any HostView) -> Int? {
    let target = ObjectIdentifier(view)
    for index in entries.indices where ObjectIdentifier(entries[index].view) == target {
      return index
    }
    return nil
  }
}
