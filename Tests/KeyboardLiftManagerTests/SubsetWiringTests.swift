import KeyboardHeadless
import KeyboardLiftManager
import KeyboardScrollAdjust
import Testing

/// An app that depends on the facade and ScrollAdjust only, wired as `Examples/ScrollAdjustOnly`
/// wires `KeyboardManager.shared` on iOS: a manager that starts with no adjusters, fed by the
/// host from the start, then the one line `enable(adjusters: [ScrollAdjuster()])`. Here the
/// host is the headless app instead of UIKit. This target cannot import the other adjusters
/// (its dependencies are the facade, ScrollAdjust and KeyboardHeadless).
///
/// On the small phone (375×667, keyboard (0, 407, 375, 260)), with d = 10: `kbTop − d = 397`,
/// `Gtop = 20`.
@MainActor
@Suite struct SubsetWiringTests {
  let logger = RecordingLogger()
  let controller = HeadlessViewController(classNames: ["FormController"])
  let app: HeadlessApp
  let manager: KeyboardManager

  /// A manager as `KeyboardManager.shared` starts: no adjusters, off, its host connected.
  init() throws {
    app = HeadlessApp(profile: .smallPhone, rootController: controller)
    manager = try KeyboardManager(animator: app.animator, adjusters: [], logger: logger)
    app.connect(to: manager.configuration)
  }

  /// The covered-field form in this suite's controller.
  private func form() -> (HeadlessScrollView, HeadlessTextField) {
    let form = CoveredFieldForm(in: controller)
    return (form.scroll, form.field)
  }

  @Test func oneLineGivesAWorkingManagerWithScrollAdjustAlone() {
    #expect(manager.adjusters.identifiers.isEmpty)
    #expect(!manager.isEnabled)

    manager.enable(adjusters: [ScrollAdjuster()])  // the example app's line

    #expect(manager.isEnabled)
    #expect(manager.adjusters.identifiers == [.scrollAdjust])  // nothing else registered
    #expect(manager.adjusters.adjusters.first is ScrollAdjuster)
    var records: [DispatchRecord] = []
    manager.onDispatch = { records.append($0) }

    let (scroll, field) = form()
    app.window.layoutIfNeeded()
    app.beginEditing(field)
    app.settle()

    // T = 600…640: need = 640 − 397 = 243, room = 580: the scroll view gives all 243.
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 243))
    #expect(field.frameInWindow.maxY == 397)  // exactly d above the keyboard
    #expect(scroll.contentInset == EdgeInsets(bottom: 270))  // 667 − 397
    // Only ScrollAdjust ran, and the root view stayed where it was: no RootAdjust here.
    let show = records.first { $0.action == .show }
    #expect(show?.adjusters == [.scrollAdjust])
    #expect(controller.view.frame.minY == 0)
    #expect(manager.movedDistance == 0)

    app.endEditing()
    app.settle()
    #expect(scroll.contentInset == .zero)  // restored by the ledger
    #expect(manager.configuration.ledger.isEmpty)
    #expect(logger.messages(atLeast: .warning).isEmpty)
  }

  /// Examples/ScrollAdjustOnly's ScrollAdjustWithoutFacade wires the same subset by hand: an
  /// `ActiveConfiguration`, ScrollAdjust registered, on, fed by the host (there `UIKitKeyboardHost`,
  /// here a headless app of its own). The same screen ends where the facade puts it.
  @Test func theWiringWithoutTheFacadeScrollsTheSame() throws {
    let form = HeadlessViewController(classNames: ["FormController"])
    let handApp = HeadlessApp(profile: .smallPhone, rootController: form)
    let configuration = ActiveConfiguration(animator: handApp.animator, logger: logger)
    try configuration.adjusters.register(ScrollAdjuster())
    configuration.settings.isEnabled = true
    handApp.connect(to: configuration)
    let handForm = CoveredFieldForm(in: form)
    let (scroll, field) = (handForm.scroll, handForm.field)
    handApp.window.layoutIfNeeded()

    handApp.beginEditing(field)
    handApp.settle()
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 243))
    #expect(field.frameInWindow.maxY == 397)  // exactly d above the keyboard
    #expect(form.view.frame.minY == 0)

    handApp.endEditing()
    handApp.settle()
    #expect(scroll.contentInset == .zero)
    #expect(configuration.ledger.isEmpty)
    #expect(logger.messages(atLeast: .warning).isEmpty)
  }

  @Test func enablingAgainRegistersNothingTwice() {
    manager.enable(adjusters: [ScrollAdjuster()])
    let first = manager.adjusters.adjusters.first
    manager.enable(adjusters: [ScrollAdjuster()])  // a second scene's launch, say

    #expect(manager.adjusters.identifiers == [.scrollAdjust])
    #expect(manager.adjusters.adjusters.first === first)  // the registered one stays
    #expect(logger.messages(atLeast: .warning).isEmpty)
  }

  @Test func aRefusedAdjusterIsLoggedAndTheOthersRegistered() {
    manager.enable(adjusters: [ImpostorAdjuster(), ScrollAdjuster(), NaNAdjuster()])

    #expect(manager.isEnabled)
    #expect(manager.adjusters.identifiers == [.scrollAdjust])
    #expect(
      logger.messages(atLeast: .warning) == [
        LogMessage(
          .error,
          "adjuster not registered: \(AdjusterRegistryError.reservedIdentifier(ImpostorAdjuster.id))"
        ),
        LogMessage(
          .error,
          "adjuster not registered: \(AdjusterRegistryError.invalidPriority(AdjusterPriority(.nan), identifier: NaNAdjuster.id))"
        ),
      ])
  }

  @Test func anotherTypeWithATakenIdentifierIsRefusedAndLogged() {
    manager.enable(adjusters: [ScrollAdjuster()])
    manager.enable(adjusters: [Lookalike()])

    #expect(manager.adjusters.adjusters.first is ScrollAdjuster)
    #expect(
      logger.messages(atLeast: .warning) == [
        LogMessage(
          .error,
          "adjuster not registered: \(AdjusterRegistryError.duplicateIdentifier(.scrollAdjust))")
      ])
  }

  @Test func aSessionWithNoAdjustersSaysSoOnce() {
    manager.isEnabled = true  // on, but nothing registered: the mistake the warning is for
    let (scroll, field) = form()
    app.window.layoutIfNeeded()
    app.beginEditing(field)
    app.settle()
    app.endEditing()
    app.settle()
    app.beginEditing(field)
    app.settle()

    #expect(scroll.contentOffset == .zero)  // nothing moved
    let warnings = logger.messages(atLeast: .warning)
    #expect(warnings.count == 1)
    #expect(warnings.first?.text.contains("no adjusters registered") == true)
    #expect(warnings.first?.text.contains("enable(adjusters:)") == true)
  }
}

/// A third party that took a built-in's prefix: the registry refuses it.
@MainActor
private final class ImpostorAdjuster: Adjuster {
  static let id: AdjusterIdentifier = "dev.keyboardlift.impostor"
  let identifier = ImpostorAdjuster.id
  let priority: AdjusterPriority = .default
}

/// An adjuster whose priority is NaN: it has no place in the order.
@MainActor
private final class NaNAdjuster: Adjuster {
  static let id: AdjusterIdentifier = "com.example.nan"
  let identifier = NaNAdjuster.id
  let priority = AdjusterPriority(.nan)
}

/// Another type that claims ScrollAdjust's identifier.
@MainActor
private final class Lookalike: Adjuster {
  let identifier: AdjusterIdentifier = .scrollAdjust
  let priority: AdjusterPriority = .default
}
