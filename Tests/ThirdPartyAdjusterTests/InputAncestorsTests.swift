import KeyboardHeadless
import KeyboardLift
import Testing

/// What a third-party adjuster learns from `AdjustmentContext.inputAncestors`, with the public
/// API only: the focused input's ancestors up to the window, its nearest controller and the
/// scroll views and stack views above it — the answers a climb from the input gives.
@MainActor
@Suite struct InputAncestorsTests {
  @Test func theAncestorsAreTheInputsSuperviewsUpToTheWindow() throws {
    let screen = try AncestorScreen()
    screen.app.beginEditing(screen.field)
    let seen = try #require(screen.probe.ancestors)
    #expect(seen.input === screen.field)
    #expect(seen.views.count == screen.field.ancestors.count)
    #expect(zip(seen.views, screen.field.ancestors).allSatisfy { $0 === $1 })
    #expect(seen.views.first === screen.stack)
    #expect(seen.views.last === screen.app.window)
  }

  @Test func theNearestControllerIsTheInputsControllers() throws {
    let screen = try AncestorScreen()
    screen.app.beginEditing(screen.field)
    let seen = try #require(screen.probe.ancestors)
    #expect(seen.nearestController === screen.form)
    #expect(seen.nearestController === screen.field.nearestController)
  }

  @Test func containsAnswersForTheAncestorsOnly() throws {
    let screen = try AncestorScreen()
    screen.app.beginEditing(screen.field)
    let seen = try #require(screen.probe.ancestors)
    #expect(seen.contains(screen.outer))
    #expect(seen.contains(screen.form.view))
    #expect(!seen.contains(screen.field))  // the input is not its own ancestor
    #expect(!seen.contains(screen.sibling))
  }

  @Test func theNearestScrollViewAboveIsFoundFromTheInputAndFromAnAncestor() throws {
    let screen = try AncestorScreen()
    screen.app.beginEditing(screen.field)
    let seen = try #require(screen.probe.ancestors)
    let all: (any HostScrollView) -> Bool = { _ in true }
    #expect(seen.nearestScrollView(above: screen.field, where: all) === screen.inner)
    #expect(seen.nearestScrollView(above: screen.inner, where: all) === screen.outer)
    #expect(seen.nearestScrollView(above: screen.outer, where: all) == nil)
    // Skipping the ones the predicate rejects.
    #expect(
      seen.nearestScrollView(above: screen.field, where: { $0 !== screen.inner }) === screen.outer)
    // A view that is neither the input nor an ancestor has none.
    #expect(seen.nearestScrollView(above: screen.sibling, where: all) == nil)
  }

  @Test func aStackViewCountsOnlyBelowTheViewAsked() throws {
    let screen = try AncestorScreen()
    screen.app.beginEditing(screen.field)
    let seen = try #require(screen.probe.ancestors)
    #expect(seen.hasStackView(below: screen.inner))  // the stack holds the field
    #expect(!seen.hasStackView(below: screen.stack))  // not below itself
  }
}

/// A controller's view holding an outer scroll view, an inner one in it, a stack view in that
/// and the field in the stack; a sibling view beside the stack. The probe notes the ancestors its
/// context gives at the show.
@MainActor
private struct AncestorScreen {
  let app: HeadlessApp
  let manager: KeyboardManager
  let probe = AncestorProbe()
  let form = HeadlessViewController()
  let outer = HeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let inner = HeadlessScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
  let stack = HeadlessStackView(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
  let sibling = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  let field = HeadlessTextField(frame: CGRect(x: 16, y: 600, width: 358, height: 44))

  init() throws {
    outer.contentSize = CGSize(width: 390, height: 2000)
    inner.contentSize = CGSize(width: 390, height: 1000)
    stack.addSubview(field)
    inner.addSubview(stack)
    inner.addSubview(sibling)
    outer.addSubview(inner)
    form.view.addSubview(outer)
    app = HeadlessApp(profile: .notchedPhone, rootController: form)
    manager = try KeyboardManager(animator: app.animator, adjusters: [probe])
    manager.isEnabled = true
    app.connect(to: manager.configuration)
  }
}

/// Notes the input's ancestors of the show it sees.
@MainActor
private final class AncestorProbe: Adjuster {
  let identifier: AdjusterIdentifier = "com.example.probe.ancestors"
  let priority: AdjusterPriority = .default
  var ancestors: InputAncestors?

  func handle(_ event: ShowEvent) {
    ancestors = event.context.inputAncestors
  }
}

/// The ancestors are found again after what may give the input other superviews while it is
/// handled: app code run from a dispatch observer, and the core's layout between passes.
@MainActor
@Suite struct InputAncestorsFoundAgainTests {
  @Test func afterAnObserverMovedTheInputTheChangeSeesItsNewAncestors() throws {
    let screen = try MovingFieldScreen()
    // The keyboard is up for another field: focusing the field is one input, whose focus
    // record and change pass follow each other.
    screen.app.beginEditing(screen.otherField)
    screen.manager.onDispatch = { record in
      // App code run by the focus record (for example a `movedDistance` callback) moves the
      // field into the other container before the change is sent.
      if record.action == .focusBegan { screen.container.addSubview(screen.field) }
    }
    screen.app.beginEditing(screen.field)
    let seen = try #require(screen.probe.seen.last)
    #expect(seen.input === screen.field)
    #expect(seen.contains(screen.container))
    #expect(!seen.contains(screen.stack))
  }

  @Test func afterTheLayoutBetweenPassesMovedTheInputTheNextPassSeesItsNewAncestors() throws {
    let screen = try MovingFieldScreen()
    // The probe's write makes the container lay out, which takes the field in (as a list
    // reusing a cell may) and moves it; the lift still owed brings a second pass.
    screen.probe.writesContainerOrigin = true
    screen.container.takesFieldOnLayout = screen.field
    screen.app.beginEditing(screen.field)
    #expect(screen.probe.seen.count == 2)
    let first = try #require(screen.probe.seen.first)
    let second = try #require(screen.probe.seen.last)
    #expect(first.contains(screen.stack) && !first.contains(screen.container))
    #expect(second.contains(screen.container) && !second.contains(screen.stack))
  }
}

/// A controller's view holding a stack with the field, and beside it a container the field can
/// be moved into. Nothing lifts: the probe only notes what it sees.
@MainActor
private struct MovingFieldScreen {
  let app: HeadlessApp
  let manager: KeyboardManager
  let probe = PassProbe()
  let form = HeadlessViewController()
  let stack = HeadlessStackView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
  let container = FieldTakingView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
  let field = HeadlessTextField(frame: CGRect(x: 16, y: 600, width: 358, height: 44))
  let otherField = HeadlessTextField(frame: CGRect(x: 16, y: 100, width: 358, height: 44))

  init() throws {
    stack.addSubview(field)
    form.view.addSubview(otherField)
    form.view.addSubview(stack)
    form.view.addSubview(container)
    probe.container = container
    app = HeadlessApp(profile: .notchedPhone, rootController: form)
    manager = try KeyboardManager(animator: app.animator, adjusters: [probe])
    manager.isEnabled = true
    app.connect(to: manager.configuration)
  }
}

/// A view that, once given a field, takes it in at its next layout, 100 pt lower.
@MainActor
private final class FieldTakingView: HeadlessView {
  var takesFieldOnLayout: HeadlessTextField?

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let field = takesFieldOnLayout else { return }
    takesFieldOnLayout = nil
    addSubview(field)
    field.frame.origin.y += 100
  }
}

/// Notes the input's ancestors of each show and change pass; optionally moves the container
/// down 10 pt through the ledger, a write after which the core lays the root view out.
@MainActor
private final class PassProbe: Adjuster {
  let identifier: AdjusterIdentifier = "com.example.probe.passes"
  let priority: AdjusterPriority = .default
  var seen: [InputAncestors] = []
  var writesContainerOrigin = false
  weak var container: HeadlessView?

  func handle(_ event: ShowEvent) { note(event.context, event.ledger) }
  func handle(_ event: ChangeEvent) { note(event.context, event.ledger) }

  private func note(_ context: AdjustmentContext, _ ledger: AdjusterLedger) {
    seen.append(context.inputAncestors)
    if writesContainerOrigin, let container {
      ledger.write(.frameOrigin, of: container, to: CGPoint(x: 0, y: 10))
    }
  }
}
