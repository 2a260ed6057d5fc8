import Foundation
import KeyboardHeadless
import KeyboardLift

/// A headless screen with its manager (kept alive here: the app holds the configuration
/// weakly) and a count of the show/change events the manager dispatched.
@MainActor
final class BenchmarkScene {
  let app: HeadlessApp
  let manager: KeyboardManager
  let fields: [HeadlessTextField]
  private(set) var adjustments = 0

  init(app: HeadlessApp, manager: KeyboardManager, fields: [HeadlessTextField]) {
    self.app = app
    self.manager = manager
    self.fields = fields
    manager.isEnabled = true
    app.connect(to: manager.configuration)
    manager.onDispatch = { [unowned self] record in
      if record.action == .show || record.action == .change { adjustments += 1 }
    }
  }

  /// Focuses every field in turn, changes the keyboard frame once (with several fields), hides.
  func runCycle() {
    for field in fields { app.beginEditing(field) }
    if fields.count > 1 {
      app.keyboard.changeFrame(to: CGRect(x: 0, y: 464, width: 390, height: 380))
    }
    app.endEditing()
    app.settle()
  }

  /// Throws when fewer adjustments ran than the benchmark is supposed to time.
  func checkWork(minimumAdjustments: Int) throws {
    guard adjustments >= minimumAdjustments else {
      throw BenchmarkError.noWork(
        "\(adjustments) adjustments, expected at least \(minimumAdjustments)")
    }
  }
}

/// Screens the benchmarks drive, built on the headless backend.
@MainActor
enum Scenes {
  /// A sign-up form: navigation controller, a scroll view, `fieldCount` fields 64 pt apart.
  static func form(fieldCount: Int, extra: [any Adjuster] = []) throws -> BenchmarkScene {
    let app = HeadlessApp(profile: .notchedPhone)
    let form = HeadlessViewController()
    app.rootController = HeadlessNavigationController(rootController: form)
    app.window.layoutIfNeeded()
    let scroll = HeadlessScrollView(frame: form.view.bounds, id: "scroll")
    scroll.contentSize = CGSize(width: 390, height: CGFloat(fieldCount) * 64 + 200)
    form.view.addSubview(scroll)
    let fields = (0..<fieldCount).map { index in
      let field = HeadlessTextField(
        frame: CGRect(x: 16, y: 120 + CGFloat(index) * 64, width: 358, height: 44),
        id: "field-\(index)")
      scroll.addSubview(field)
      return field
    }
    let manager = try KeyboardManager(animator: app.animator, adjusters: .recommended + extra)
    return BenchmarkScene(app: app, manager: manager, fields: fields)
  }

  /// A field at the bottom of `depth` nested scroll views.
  static func nested(depth: Int) throws -> BenchmarkScene {
    let app = HeadlessApp(profile: .notchedPhone)
    let form = HeadlessViewController()
    app.rootController = form
    var parent: HeadlessView = form.view
    for level in 0..<depth {
      let scroll = HeadlessScrollView(
        frame: CGRect(x: 0, y: 4, width: 390, height: 800 - CGFloat(level) * 4),
        id: "scroll-\(level)")
      scroll.contentSize = CGSize(width: 390, height: 1600)
      parent.addSubview(scroll)
      parent = scroll
    }
    let field = HeadlessTextField(frame: CGRect(x: 16, y: 700, width: 358, height: 44), id: "deep")
    parent.addSubview(field)
    return BenchmarkScene(
      app: app, manager: KeyboardManager(animator: app.animator), fields: [field])
  }
}

/// A third-party adjuster that only reads the context, to measure dispatch overhead.
@MainActor
final class ObservingAdjuster: Adjuster {
  let identifier: AdjusterIdentifier
  let priority: AdjusterPriority
  private(set) var seen = 0
  init(index: Int) {
    identifier = AdjusterIdentifier("bench.observer-\(index)")
    priority = AdjusterPriority(Double(index))
  }
  func handle(_ event: ShowEvent) { seen += Int(event.context.remainingLift) & 1 }
  func handle(_ event: ChangeEvent) { seen += Int(event.context.remainingLift) & 1 }
}
