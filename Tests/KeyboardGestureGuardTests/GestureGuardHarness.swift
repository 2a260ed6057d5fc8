import Foundation
import KeyboardCore
import KeyboardGestureGuard
import KeyboardHeadless
import KeyboardRootAdjust

/// A headless app wired to an ``ActiveConfiguration`` running GestureGuard and RootAdjust
/// (or only RootAdjust, to show what the guard is for).
///
/// Keep the harness in a local for the whole test: it owns the app and the configuration.
@MainActor
final class GestureGuardHarness {
  let app: HeadlessApp
  let configuration: ActiveConfiguration
  private(set) var records: [DispatchRecord] = []

  init(
    profile: DeviceProfile = .notchedPhone, rootController: HeadlessViewController,
    withGuard: Bool = true
  ) throws {
    app = HeadlessApp(profile: profile, rootController: rootController)
    configuration = ActiveConfiguration(
      animator: app.animator, settings: KeyboardSettings(isEnabled: true), logger: RecordingLogger()
    )
    let adjusters: [any Adjuster] = withGuard ? [GestureGuard(), RootAdjuster()] : [RootAdjuster()]
    try configuration.adjusters.register(contentsOf: adjusters)
    app.connect(to: configuration)
    configuration.onDispatch = { [unowned self] record in records.append(record) }
  }

  /// The last `show` or `change` record.
  var lastAdjustment: DispatchRecord? {
    records.last { $0.action == .show || $0.action == .change }
  }

  /// The last record of a session event: `show`, `change`, `hide` or a postponed hide.
  var lastSessionRecord: DispatchRecord? {
    records.last { [.show, .change, .hide, .hidePostponed].contains($0.action) }
  }

  /// The gap between `field`'s bottom and the keyboard's top, in window coordinates.
  func gap(below field: HeadlessView) -> CGFloat {
    app.window.convertFromScreen(app.keyboard.frame).minY - field.frameInWindow.maxY
  }

  /// Shows the keyboard for `field` and lets the "did" notifications arrive.
  func edit(_ field: any HeadlessTextInput) {
    app.beginEditing(field)
    app.advance(by: 0.25)
  }
}

/// A text field 44 high at `y`, inset 16 from the sides.
@MainActor
func makeField(y: CGFloat, id: String = "field") -> HeadlessTextField {
  HeadlessTextField(frame: CGRect(x: 16, y: y, width: 358, height: 44), id: id)
}

/// A plain controller named `className` with `views` added to its view.
@MainActor
func makeScreen(_ className: String, _ views: HeadlessView...) -> HeadlessViewController {
  let controller = HeadlessViewController(classNames: [className])
  for view in views { controller.view.addSubview(view) }
  return controller
}
