import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// Input observers are added and removed by their `InputObservation`: removing one never
/// touches another, and queued inputs are reported when they are handled.
@Suite @MainActor struct InputObserverTests {
  @Test func removingAnObserverRemovesThatObserverOnly() {
    let configuration = SessionHarness().configuration
    var heard: [String] = []
    let first = configuration.addInputObserver { _ in heard.append("first") }
    let second = configuration.addInputObserver { _ in heard.append("second") }
    let third = configuration.addInputObserver { _ in heard.append("third") }
    #expect(Set([first, second, third]).count == 3)
    configuration.reloadLayout()
    #expect(heard == ["first", "second", "third"], "in the order they were added")

    heard = []
    configuration.removeInputObserver(second)
    configuration.removeInputObserver(second)  // removing it again does nothing
    configuration.reloadLayout()
    #expect(heard == ["first", "third"])

    heard = []
    configuration.removeInputObserver(first)
    configuration.removeInputObserver(third)
    configuration.reloadLayout()
    #expect(heard.isEmpty)
  }

  @Test func anObserverRemovedOrAddedWhileAnInputIsReportedMissesTheRestOfIt() {
    let configuration = SessionHarness().configuration
    var heard: [String] = []
    var second: InputObservation?
    var added: InputObservation?
    _ = configuration.addInputObserver { [weak configuration] _ in
      heard.append("first")
      guard let configuration, added == nil else { return }
      if let second { configuration.removeInputObserver(second) }
      added = configuration.addInputObserver { _ in heard.append("added") }
    }
    second = configuration.addInputObserver { _ in heard.append("second") }
    configuration.reloadLayout()
    #expect(heard == ["first"], "the second was removed before its turn; the new one comes next")
    configuration.reloadLayout()
    #expect(heard == ["first", "first", "added"])
  }

  @Test func anInputFedWhileAnotherIsHandledIsReportedWhenItsTurnComes() {
    let harness = SessionHarness()
    let email = HeadlessTextField(frame: CGRect(x: 20, y: 700, width: 350, height: 44), id: "email")
    harness.form.view.addSubview(email)
    let configuration = harness.configuration
    var heard: [String] = []
    _ = configuration.addInputObserver { [weak configuration] input in
      let focused = (configuration?.focusedInput as? HeadlessView)?.id ?? "-"
      switch input {
      case .textInputDidBeginEditing:
        heard.append("begin [\(focused)]")
        configuration?.reloadLayout()
        heard.append("reload fed")
      case .reloadLayout:
        heard.append("reload [\(focused)]")
      default:
        break
      }
    }
    configuration.textInputDidBeginEditing(email)
    #expect(
      heard == ["begin [-]", "reload fed", "reload [email]"],
      "the reload is reported after the begin-editing was handled, not within the call")
  }
}
