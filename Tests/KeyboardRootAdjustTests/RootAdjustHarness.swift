import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardRootAdjust

/// A headless app wired to an ``ActiveConfiguration`` that runs only RootAdjust (no scroll
/// views are involved, so no other adjuster could take a share of the lift).
///
/// Keep the harness in a local for the whole test: it owns the app, whose window owns the views,
/// and the configuration, which the app only holds weakly.
@MainActor
final class RootAdjustHarness {
  let app: HeadlessApp
  let configuration: ActiveConfiguration
  let logger = RecordingLogger()
  private(set) var records: [DispatchRecord] = []

  init(
    profile: DeviceProfile = .notchedPhone, rootController: HeadlessViewController,
    settings: KeyboardSettings = KeyboardSettings(isEnabled: true),
    adjusters: [any Adjuster] = [RootAdjuster()]
  ) throws {
    app = HeadlessApp(profile: profile, rootController: rootController)
    configuration = ActiveConfiguration(animator: app.animator, settings: settings, logger: logger)
    try configuration.adjusters.register(contentsOf: adjusters)
    app.connect(to: configuration)
    configuration.onDispatch = { [unowned self] record in records.append(record) }
  }

  /// The last `show` or `change` record.
  var lastAdjustment: DispatchRecord? {
    records.last { $0.action == .show || $0.action == .change }
  }

  /// The keyboard's top in window coordinates, from the keyboard's current screen frame.
  var keyboardTopInWindow: CGFloat {
    app.window.convertFromScreen(app.keyboard.frame).minY
  }

  /// The gap between `field`'s bottom and the keyboard's top, both in window coordinates.
  func gap(below field: HeadlessView) -> CGFloat {
    keyboardTopInWindow - field.frameInWindow.maxY
  }

  /// Shows the keyboard for `field` and lets the "did" notifications arrive.
  func edit(_ field: any HeadlessTextInput) {
    app.beginEditing(field)
    app.advance(by: 0.25)
  }

  /// Ends editing and lets the keyboard finish hiding.
  func endEditing() {
    app.endEditing()
    app.advance(by: 0.25)
  }
}

/// A text field `height` points tall at `y` in its superview, inset 16 from the sides of a
/// 390-point-wide screen.
@MainActor
func makeField(y: CGFloat, height: CGFloat = 44, width: CGFloat = 358, id: String = "field")
  -> HeadlessTextField
{
  HeadlessTextField(frame: CGRect(x: 16, y: y, width: width, height: height), id: id)
}

/// A plain form controller with `fields` added to its view.
@MainActor
func makeForm(_ fields: HeadlessView..., className: String = "FormController")
  -> HeadlessViewController
{
  let form = HeadlessViewController(classNames: [className])
  for field in fields { form.view.addSubview(field) }
  return form
}
