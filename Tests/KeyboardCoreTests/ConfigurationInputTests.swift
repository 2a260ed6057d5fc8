import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// An input observer of an `ActiveConfiguration` hears every input once, in order, before the
/// configuration acts on it.
@Suite @MainActor struct ConfigurationInputTests {
  /// A short name for an input, and what the configuration had focused when it was heard.
  private static func describe(_ input: ConfigurationInput, focused: (any HostTextInput)?) -> String
  {
    let before = (focused as? HeadlessView)?.id ?? "-"
    switch input {
    case .keyboardNotification(let name, _, _): return "notification \(name) [\(before)]"
    case .keyboard(let info): return "keyboard \(info.notification) [\(before)]"
    case .textInputDidBeginEditing(let input):
      return "begin \((input as? HeadlessView)?.id ?? "?") [\(before)]"
    case .textInputDidEndEditing(let input):
      return "end \((input as? HeadlessView)?.id ?? "?") [\(before)]"
    case .interfaceOrientationDidChange: return "orientation [\(before)]"
    case .windowSizeDidChange: return "window size [\(before)]"
    case .interactivePopDidChange(let phase): return "pop \(phase) [\(before)]"
    case .reloadLayout: return "reload [\(before)]"
    case .settingsDidChange(let settings): return "settings distance \(settings.keyboardDistance)"
    }
  }

  @Test func everyInputIsHeardOnceBeforeTheConfigurationActs() {
    let harness = SessionHarness()
    let email = HeadlessTextField(frame: CGRect(x: 20, y: 700, width: 350, height: 44), id: "email")
    let name = HeadlessTextField(frame: CGRect(x: 20, y: 100, width: 350, height: 44), id: "name")
    harness.form.view.addSubview(email)
    harness.form.view.addSubview(name)
    let configuration = harness.configuration
    var heard: [String] = []
    _ = configuration.addInputObserver { [weak configuration] input in
      heard.append(Self.describe(input, focused: configuration?.focusedInput))
    }

    harness.app.beginEditing(email)
    name.becomeFirstResponder()
    configuration.handleKeyboard(
      .hidden(in: harness.app.window.screenBounds, notification: .willHide))
    configuration.interfaceOrientationDidChange()
    configuration.windowSizeDidChange()
    configuration.interactivePopDidChange(.began)
    configuration.reloadLayout()
    configuration.settings.keyboardDistance = 20
    configuration.settings.keyboardDistance = 20  // unchanged: not an input

    #expect(
      heard == [
        "begin email [-]", "notification willChangeFrame [email]", "notification willShow [email]",
        "end email [email]", "begin name [-]", "keyboard willHide [name]", "orientation [name]",
        "window size [name]",
        "pop began [name]", "reload [name]", "settings distance 20.0",
      ])
  }

  @Test func aMalformedNotificationIsHeardEvenThoughItIsIgnored() {
    let harness = SessionHarness()
    var heard: [KeyboardNotificationName] = []
    _ = harness.configuration.addInputObserver { input in
      if case .keyboardNotification(let name, let userInfo, _) = input {
        heard.append(name)
        #expect(userInfo?[KeyboardUserInfoKey.frameEnd] as? String == "not a frame")
      }
    }
    harness.app.keyboard.post(.willShow, userInfo: [KeyboardUserInfoKey.frameEnd: "not a frame"])
    #expect(heard == [.willShow])
    #expect(harness.configuration.keyboard == nil, "ignored")
  }
}
