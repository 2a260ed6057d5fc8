import Foundation
import KeyboardCore
import KeyboardHeadless

/// Records every event it receives as a short string and, when asked, lifts the root view by
/// the whole remaining budget through the ledger — a minimal stand-in for RootAdjust, so
/// KeyboardCore's session machine can be tested without the adjuster modules.
@MainActor
final class EventRecorder: Adjuster {
  let identifier: AdjusterIdentifier
  let priority: AdjusterPriority
  var liftsRoot: Bool
  private(set) var events: [String] = []
  private(set) var contexts: [AdjustmentContext] = []
  var onShow: ((ShowEvent) -> Void)?

  init(_ name: String = "test.recorder", priority: AdjusterPriority = 500, liftsRoot: Bool = false)
  {
    identifier = AdjusterIdentifier(name)
    self.priority = priority
    self.liftsRoot = liftsRoot
  }

  func handle(_ event: FocusEvent) { events.append("focus.\(event.phase.rawValue)") }

  func handle(_ event: ShowEvent) {
    events.append("show(\(event.context.reason.rawValue))")
    contexts.append(event.context)
    onShow?(event)
    lift(event.context, event.ledger)
  }

  func handle(_ event: ChangeEvent) {
    events.append("change(\(event.context.reason.rawValue))")
    contexts.append(event.context)
    lift(event.context, event.ledger)
  }

  func handle(_ event: HideEvent) { events.append("hide") }

  func handle(_ event: InteractivePopEvent) { events.append("pop.\(event.phase.rawValue)") }

  func clear() { events.removeAll() }

  private func lift(_ context: AdjustmentContext, _ ledger: AdjusterLedger) {
    guard liftsRoot else { return }
    let view = context.rootView
    let target = view.frame.origin.y - context.remainingLift
    ledger.write(.frameOrigin, of: view, to: CGPoint(x: view.frame.origin.x, y: target))
  }
}

/// A headless screen wired to an ActiveConfiguration with an EventRecorder.
@MainActor
struct SessionHarness {
  let app: HeadlessApp
  let configuration: ActiveConfiguration
  let recorder: EventRecorder
  let logger: RecordingLogger
  let form: HeadlessViewController
  private(set) var records: RecordBox

  /// A form controller on `profile` with `fields` added to its view, enabled by default.
  init(
    profile: DeviceProfile = .notchedPhone, isEnabled: Bool = true, liftsRoot: Bool = false,
    root: HeadlessViewController? = nil
  ) {
    app = HeadlessApp(profile: profile)
    form = root ?? HeadlessViewController()
    app.rootController = form
    logger = RecordingLogger()
    configuration = ActiveConfiguration(
      animator: app.animator, settings: KeyboardSettings(isEnabled: isEnabled), logger: logger)
    recorder = EventRecorder(liftsRoot: liftsRoot)
    try? configuration.adjusters.register(recorder)
    let box = RecordBox()
    records = box
    configuration.onDispatch = { box.records.append($0) }
    app.connect(to: configuration)
  }

  /// Adds a text field to `parent` (the form's view by default).
  @discardableResult
  func addField(
    _ id: String, frame: CGRect, to parent: HeadlessView? = nil
  ) -> HeadlessTextField {
    let field = HeadlessTextField(frame: frame, id: id)
    (parent ?? form.view).addSubview(field)
    return field
  }
}

/// Collects dispatch records.
@MainActor
final class RecordBox {
  var records: [DispatchRecord] = []
  var actions: [DispatchRecord.Action] { records.map(\.action) }
}

/// An iPad split view showing both columns, each column controller its own root, with a field
/// low in each column (covered by the keyboard) and a harness that lifts the root.
@MainActor
struct SplitScreen {
  let primary = HeadlessViewController()
  let secondary = HeadlessViewController()
  let screen: SessionHarness
  let left: HeadlessTextField
  let right: HeadlessTextField

  init() {
    let split = HeadlessSplitViewController(primary: primary, secondary: secondary)
    screen = SessionHarness(profile: .iPad, liftsRoot: true, root: split)
    screen.app.window.layoutIfNeeded()
    left = screen.addField(
      "left", frame: CGRect(x: 16, y: 1000, width: 200, height: 44), to: primary.view)
    right = screen.addField(
      "right", frame: CGRect(x: 16, y: 1050, width: 200, height: 44), to: secondary.view)
  }
}
