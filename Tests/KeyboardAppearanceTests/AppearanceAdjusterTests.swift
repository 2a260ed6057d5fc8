import Foundation
import KeyboardAppearance
import KeyboardCore
import KeyboardHeadless
import Testing

/// Behavior.md §10: on every begin-editing, when `overrideKeyboardAppearance` is on and the
/// input's appearance differs from `keyboardAppearance`, set it and reload the input views.
/// Nothing on end-editing; never restored.
@MainActor
@Suite struct AppearanceAdjusterTests {
  /// A headless app with a form of two fields, wired to a configuration running only the
  /// Appearance adjuster.
  @MainActor
  private final class Harness {
    let first = HeadlessTextField(frame: CGRect(x: 16, y: 200, width: 358, height: 44), id: "first")
    let second = HeadlessTextField(
      frame: CGRect(x: 16, y: 260, width: 358, height: 44), id: "second")
    let app: HeadlessApp
    let configuration: ActiveConfiguration

    init(settings: KeyboardSettings, rootController: HeadlessViewController? = nil) throws {
      let form = HeadlessViewController(classNames: ["FormController"])
      form.view.addSubview(first)
      form.view.addSubview(second)
      app = HeadlessApp(profile: .notchedPhone, rootController: rootController ?? form)
      configuration = ActiveConfiguration(
        animator: app.animator, settings: settings, logger: RecordingLogger())
      try configuration.adjusters.register(AppearanceAdjuster())
      app.connect(to: configuration)
    }
  }

  private let dark: KeyboardSettings = {
    var settings = KeyboardSettings(isEnabled: true)
    settings.overrideKeyboardAppearance = true
    settings.keyboardAppearance = .dark
    return settings
  }()

  @Test func beginEditingSetsTheAppearanceAndReloadsTheInputViewsOnce() throws {
    let harness = try Harness(settings: dark)
    harness.app.beginEditing(harness.first)
    #expect(harness.first.hostKeyboardAppearance == .dark)
    #expect(harness.first.reloadInputViewsCount == 1)
    // The other field is set when it begins editing, not before.
    #expect(harness.second.hostKeyboardAppearance == .default)
    harness.app.beginEditing(harness.second)
    #expect(harness.second.hostKeyboardAppearance == .dark)
    #expect(harness.second.reloadInputViewsCount == 1)
    // Back to the first field: already dark, so no second reload.
    harness.app.beginEditing(harness.first)
    #expect(harness.first.reloadInputViewsCount == 1)
  }

  @Test func anInputAlreadyInTheWantedAppearanceIsNotReloaded() throws {
    let harness = try Harness(settings: dark)
    harness.first.hostKeyboardAppearance = .dark
    harness.app.beginEditing(harness.first)
    #expect(harness.first.reloadInputViewsCount == 0)
    #expect(harness.configuration.ledger.isEmpty)
  }

  @Test func nothingChangesWithTheOverrideOff() throws {
    var settings = dark
    settings.overrideKeyboardAppearance = false
    let harness = try Harness(settings: settings)
    harness.app.beginEditing(harness.first)
    #expect(harness.first.hostKeyboardAppearance == .default)
    #expect(harness.first.reloadInputViewsCount == 0)
  }

  @Test func theOverrideAppliesWhetherOrNotLiftingIsEnabled() throws {
    // Appearance is about the keyboard, not the lift: it follows its own switch.
    var settings = dark
    settings.isEnabled = false
    let harness = try Harness(settings: settings)
    harness.app.beginEditing(harness.first)
    #expect(harness.first.hostKeyboardAppearance == .dark)
  }

  @Test func theAppearanceIsNotRestoredWhenTheKeyboardHides() throws {
    let harness = try Harness(settings: dark)
    harness.app.beginEditing(harness.first)
    harness.app.advance(by: 0.25)
    harness.app.endEditing()
    harness.app.advance(by: 0.25)
    #expect(harness.first.hostKeyboardAppearance == .dark)
    #expect(harness.first.reloadInputViewsCount == 1)  // and nothing reloaded on the way out
    #expect(harness.configuration.ledger.isEmpty)  // the session holds nothing back
  }

  @Test func theReloadIsSkippedDuringAnInteractivePop() throws {
    // Swiping back from a detail screen reveals the list screen, whose field becomes first
    // responder while the gesture runs: it gets the appearance, but no reload that would
    // disturb the transition.
    let list = HeadlessViewController(classNames: ["ListController"])
    let listField = HeadlessTextField(
      frame: CGRect(x: 16, y: 200, width: 358, height: 44), id: "search")
    list.view.addSubview(listField)
    let detail = HeadlessViewController(classNames: ["DetailController"])
    let navigation = HeadlessNavigationController(rootController: list)
    navigation.push(detail)
    let harness = try Harness(settings: dark, rootController: navigation)
    #expect(navigation.beginInteractivePop())
    harness.configuration.interactivePopDidChange(.began)
    #expect(listField.becomeFirstResponder())
    #expect(listField.hostKeyboardAppearance == .dark)
    #expect(listField.reloadInputViewsCount == 0)
    // Once the gesture is over, a begin-editing reloads as usual.
    navigation.finishInteractivePop()
    harness.configuration.interactivePopDidChange(.completed)
    listField.resignFirstResponder()
    harness.configuration.settings.keyboardAppearance = .light
    #expect(listField.becomeFirstResponder())
    #expect(listField.hostKeyboardAppearance == .light)
    #expect(listField.reloadInputViewsCount == 1)
  }
}
