import Foundation
import KeyboardHeadless
import KeyboardLift
import Testing

/// The facade's settings at work on a plain form of the notched phone, whose field at 600…644
/// is lifted by 644 − (508 − 10) = 146 when handled (Behavior.md §1, §5, §8).
@MainActor
@Suite struct KeyboardManagerSettingsTests {
  private let field = makeField(y: 600, id: "field")

  @Test func enablingWhileTheKeyboardIsUpAdjustsNowAndDisablingRestoresNow() throws {
    let form = makeScreen("FormController", field)
    let harness = try LiftHarness(rootController: form, isEnabled: false)
    harness.edit(field)
    #expect(form.view.frame.origin.y == 0)  // off by default: nothing moves
    harness.manager.isEnabled = true
    #expect(harness.lastAdjustment?.reason == .settings)
    #expect(form.view.frame.origin.y == -146)
    harness.manager.isEnabled = false
    #expect(harness.records.last?.action == .restoredNotEnabled)
    #expect(form.view.frame.origin.y == 0)
    #expect(harness.manager.configuration.ledger.isEmpty)
  }

  @Test func aNegativeDistanceWarnsAndCountsAsZero() throws {
    let form = makeScreen("FormController", field)
    let harness = try LiftHarness(rootController: form)
    harness.manager.keyboardDistance = -5
    let warnings = harness.logger.messages(atLeast: .warning)
    #expect(warnings.count == 1)
    #expect(warnings.first?.text.contains("-5") == true)
    #expect(harness.manager.keyboardDistance == -5)  // kept as set…
    #expect(harness.manager.settings.effectiveKeyboardDistance == 0)  // …used as 0
    harness.edit(field)
    // need = 644 − (508 − 0) = 136.
    #expect(form.view.frame.origin.y == -136)
    #expect(harness.gap(below: field) == 0)
  }

  @Test func aNegativeDistanceGivenAtCreationWarnsToo() throws {
    let logger = RecordingLogger()
    _ = KeyboardManager(
      animator: HeadlessAnimator(clock: HeadlessClock()),
      settings: KeyboardSettings(keyboardDistance: -1),
      logger: logger)
    #expect(logger.messages(atLeast: .warning).count == 1)
  }

  /// Behavior.md §15.7: a distance changed mid-session takes effect at the session's next event;
  /// it does not re-adjust by itself.
  @Test func aDistanceChangedMidSessionTakesEffectAtTheNextEvent() throws {
    let form = makeScreen("FormController", field)
    let harness = try LiftHarness(rootController: form)
    harness.edit(field)
    harness.manager.keyboardDistance = 30
    #expect(form.view.frame.origin.y == -146)
    harness.manager.reloadLayoutIfNeeded()
    // need = 644 − (508 − 30) = 166.
    #expect(form.view.frame.origin.y == -166)
    #expect(harness.gap(below: field) == 30)
  }

  @Test func aTableViewControllerIsDisabledByDefault() throws {
    // A table view controller subclass (its class chain names UITableViewController).
    let settings = makeScreen("SettingsController", superclasses: ["UITableViewController"], field)
    let harness = try LiftHarness(rootController: settings)
    harness.edit(field)
    #expect(settings.view.frame.origin.y == 0)
    #expect(harness.records.last { $0.action == .restoredNotEnabled } != nil)
    // Taking it off the list handles it.
    harness.manager.disabledDistanceHandlingClasses = []
    #expect(settings.view.frame.origin.y == -146)
  }

  /// Behavior.md §15.8: the class lists are matched against the field's nearest controller, not
  /// against the root controller §4.3 chose when that is another controller.
  @Test func theClassListsMatchTheNearestControllerNotTheRoot() throws {
    // A table view controller child inside a plain form: disabled, though the root is plain.
    let form = makeScreen("FormController")
    let list = makeScreen("ListController", superclasses: ["UITableViewController"], field)
    form.addChild(list)
    form.view.addSubview(list.view)
    let harness = try LiftHarness(rootController: form)
    harness.edit(field)
    #expect(form.view.frame.origin.y == 0)
    #expect(harness.records.last { $0.action == .restoredNotEnabled } != nil)
  }

  @Test func aPlainChildOfATableViewControllerIsHandled() throws {
    let other = makeField(y: 600, id: "other")
    let settings = makeScreen("SettingsController", superclasses: ["UITableViewController"])
    let child = makeScreen("CheckoutController", other)
    settings.addChild(child)
    settings.view.addSubview(child.view)
    let harness = try LiftHarness(rootController: settings)
    harness.edit(other)
    // Its nearest controller is the plain child; the root §4.3 chose is the table controller.
    #expect(settings.view.frame.origin.y == -146)
  }

  @Test func anEnabledClassIsHandledWhileTheManagerIsOff() throws {
    let form = makeScreen("CheckoutController", field)
    let harness = try LiftHarness(rootController: form, isEnabled: false)
    harness.manager.enabledDistanceHandlingClasses = [ControllerClass(name: "CheckoutController")]
    harness.edit(field)
    #expect(form.view.frame.origin.y == -146)
  }

  @Test func theDisabledListWinsOverTheEnabledList() throws {
    let form = makeScreen("CheckoutController", field)
    let harness = try LiftHarness(rootController: form)
    harness.manager.enabledDistanceHandlingClasses = [ControllerClass(name: "CheckoutController")]
    harness.manager.disabledDistanceHandlingClasses = [ControllerClass(name: "CheckoutController")]
    harness.edit(field)
    #expect(form.view.frame.origin.y == 0)
  }

  @Test func reloadLayoutIfNeededAdjustsForAFieldThatGrew() throws {
    let form = makeScreen("FormController", field)
    let harness = try LiftHarness(rootController: form)
    harness.edit(field)
    #expect(form.view.frame.origin.y == -146)
    // The field grows to two lines; nothing tells KeyboardLift…
    field.frame.size.height = 88
    #expect(form.view.frame.origin.y == -146)
    // …until the app asks: T = 454…542, need = 542 − 498 = 44 → y = −146 − 44 = −190.
    harness.manager.reloadLayoutIfNeeded()
    #expect(harness.lastAdjustment?.reason == .reload)
    #expect(form.view.frame.origin.y == -190)
    #expect(harness.gap(below: field) == 10)
  }

  @Test func reloadLayoutIfNeededWithoutASessionDoesNothing() throws {
    let form = makeScreen("FormController", field)
    let harness = try LiftHarness(rootController: form)
    harness.manager.reloadLayoutIfNeeded()
    #expect(harness.records.isEmpty)
  }

  @Test func movedDistanceAndItsCallbackFollowTheRoot() throws {
    let form = makeScreen("FormController", field)
    let harness = try LiftHarness(rootController: form)
    var reported: [CGFloat] = []
    harness.manager.movedDistanceChanged = { reported.append($0) }
    harness.edit(field)
    #expect(harness.manager.movedDistance == 146)
    // The keyboard shrinks to (0, 600, 390, 244): the field at 454…498 needs
    // 498 − 590 = −92 → the root comes down to −54.
    harness.app.keyboard.changeFrame(to: CGRect(x: 0, y: 600, width: 390, height: 244))
    harness.app.advance(by: 0.25)
    #expect(harness.manager.movedDistance == 54)
    harness.endEditing()
    #expect(harness.manager.movedDistance == 0)
    // Called once per change, not for the repeats (did-show, did-change-frame) in between.
    #expect(reported == [146, 54, 0])
  }

  @Test func movedDistanceFollowsTheRootWithNoDispatchObserver() throws {
    // The manager follows the root with the configuration's actions, not its records, which
    // are built only for an observer.
    let form = makeScreen("FormController", field)
    let harness = try LiftHarness(rootController: form)
    harness.manager.onDispatch = nil
    #expect(harness.manager.configuration.onDispatch == nil)
    var reported: [CGFloat] = []
    harness.manager.movedDistanceChanged = { reported.append($0) }
    harness.edit(field)
    harness.endEditing()
    #expect(reported == [146, 0])
  }

  @Test func movedDistanceIsRightAfterRootAdjustIsRemovedMidSession() throws {
    let form = makeScreen("FormController", field)
    let harness = try LiftHarness(rootController: form)
    var reported: [CGFloat] = []
    harness.manager.movedDistanceChanged = { reported.append($0) }
    harness.edit(field)
    harness.manager.adjusters.remove(.rootAdjust)
    // Removing the adjuster put the root back, and the manager says so at once.
    #expect(form.view.frame.origin.y == 0)
    #expect(harness.manager.movedDistance == 0)
    #expect(reported == [146, 0])
  }
}
