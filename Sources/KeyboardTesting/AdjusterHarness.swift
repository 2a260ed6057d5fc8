import Foundation
import KeyboardCore
import KeyboardHeadless

/// Drives adjusters without a manager: a headless app connected to an `ActiveConfiguration`
/// that has exactly the adjusters you give it, and nothing else.
///
/// ```swift
/// let harness = try AdjusterHarness(adjusters: [MyAdjuster()])
/// let field = HeadlessTextField(frame: CGRect(x: 16, y: 700, width: 358, height: 44))
/// harness.screen.view.addSubview(field)
/// harness.app.beginEditing(field)      // focus, then the keyboard's will-show: a `show`
/// #expect(harness.records.last?.action == .show)
/// ```
@MainActor
public final class AdjusterHarness {
  /// The headless app (window, keyboard, focus, clock).
  public let app: HeadlessApp
  /// The screen's controller: put the views under test in its `view`.
  public let screen: HeadlessViewController
  /// The navigation controller around ``screen``; its view is outside the root view the
  /// session lifts (a place for a bar that rides on the keyboard).
  public let navigationController: HeadlessNavigationController
  /// The session machine, with only the given adjusters registered.
  public let configuration: ActiveConfiguration
  /// What was logged.
  public let logger = RecordingLogger()
  /// Everything the configuration dispatched, oldest first.
  public private(set) var records: [DispatchRecord] = []

  /// A screen on `profile` (a 390×844 notched phone by default), enabled, with `adjusters`
  /// registered in their priority order.
  ///
  /// - Throws: `AdjusterRegistryError` when two adjusters share an identifier.
  public init(
    adjusters: [any Adjuster], profile: DeviceProfile = .notchedPhone,
    settings: KeyboardSettings = KeyboardSettings(isEnabled: true)
  ) throws(AdjusterRegistryError) {
    screen = HeadlessViewController()
    navigationController = HeadlessNavigationController(rootController: screen)
    app = HeadlessApp(profile: profile, rootController: navigationController)
    configuration = ActiveConfiguration(animator: app.animator, settings: settings, logger: logger)
    try configuration.adjusters.register(contentsOf: adjusters)
    configuration.onDispatch = { [weak self] record in self?.records.append(record) }
    app.connect(to: configuration)
    app.window.layoutIfNeeded()
  }

  /// Every view of the window as it is now.
  public func snapshot() -> HostSnapshot { HostSnapshot(of: app.window) }

  /// Runs the clock until nothing is pending and every animation has finished.
  public func settle() { app.settle() }
}
