import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardScrollAdjust

/// Records the lift budget ScrollAdjust left, at a priority between ScrollAdjust and
/// RootAdjust — where RootAdjust would read it.
@MainActor
final class LiftRecorder: Adjuster {
  let identifier: AdjusterIdentifier = "test.scroll-adjust.lift-recorder"
  let priority: AdjusterPriority = .between(.scrollAdjust, .rootAdjust)
  /// `context.remainingLift` at every show/change, in order.
  private(set) var lifts: [CGFloat] = []

  func handle(_ event: ShowEvent) { lifts.append(event.context.remainingLift) }
  func handle(_ event: ChangeEvent) { lifts.append(event.context.remainingLift) }
}

/// A headless app on a device profile with a plain root controller, fed into an
/// `ActiveConfiguration` that runs the real `ScrollAdjuster` and a ``LiftRecorder``.
///
/// On the small phone (375×667 @2x, status bar 20, keyboard (0, 407, 375, 260)), with the
/// default distance d = 10: `Gtop = max(status bar 20, root top 0 + margin 20) = 20`,
/// `kbTop = 407`, `kbTop − d = 397`.
@MainActor
final class ScrollHarness {
  let app: HeadlessApp
  let controller = HeadlessViewController(classNames: ["FormController"])
  let configuration: ActiveConfiguration
  let scrollAdjuster = ScrollAdjuster()
  let recorder = LiftRecorder()
  let logger = RecordingLogger()
  private(set) var records: [DispatchRecord] = []

  init(profile: DeviceProfile = .smallPhone, registersScrollAdjuster: Bool = true) {
    app = HeadlessApp(profile: profile, rootController: controller)
    configuration = ActiveConfiguration(
      animator: app.animator, settings: KeyboardSettings(isEnabled: true), logger: logger)
    if registersScrollAdjuster { try? configuration.adjusters.register(scrollAdjuster) }
    try? configuration.adjusters.register(recorder)
    configuration.onDispatch = { [unowned self] record in records.append(record) }
    app.connect(to: configuration)
  }

  /// The root controller's view.
  var root: HeadlessView { controller.view }

  /// The last lift budget the recorder saw (what RootAdjust would get).
  var liftLeft: CGFloat? { recorder.lifts.last }

  /// Lays the window out, focuses `input` (with the keyboard) and lets the "did"
  /// notifications and animations finish.
  func focus(_ input: any HeadlessTextInput) {
    app.window.layoutIfNeeded()
    app.beginEditing(input)
    app.settle()
  }

  /// Ends editing and hides the keyboard, letting everything finish.
  func hideKeyboard() {
    app.endEditing()
    app.settle()
  }

  /// Moves the visible keyboard to `frame` (screen coordinates).
  func changeKeyboard(to frame: CGRect) {
    app.keyboard.changeFrame(to: frame)
    app.settle()
  }

  /// Every explanation ScrollAdjust recorded so far, in order.
  var scrollExplanations: [Explanation] {
    records.flatMap(\.explanations).filter { $0.source == .scrollAdjust }
  }

  /// A scroll view with `frame` and content height `contentHeight`, added to `parent`.
  @discardableResult
  static func scrollView(
    _ frame: CGRect, contentHeight: CGFloat, in parent: HeadlessView, id: String = ""
  ) -> HeadlessScrollView {
    let scrollView = HeadlessScrollView(frame: frame, id: id)
    scrollView.contentSize = CGSize(width: frame.width, height: contentHeight)
    parent.addSubview(scrollView)
    return scrollView
  }

  /// A text field with `frame`, added to `parent`.
  @discardableResult
  static func field(_ frame: CGRect, in parent: HeadlessView, id: String = "") -> HeadlessTextField
  {
    let field = HeadlessTextField(frame: frame, id: id)
    parent.addSubview(field)
    return field
  }
}

extension HeadlessScrollView {
  /// The content offset's y.
  var offsetY: CGFloat { contentOffset.y }
}
