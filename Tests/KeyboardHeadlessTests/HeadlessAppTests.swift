import Foundation
import KeyboardHeadless
import Testing

@MainActor
@Suite struct HeadlessAppTests {
  /// An app whose focus and keyboard events land in one ordered log.
  @MainActor
  private final class Harness {
    let app: HeadlessApp
    let form = HeadlessViewController(classNames: ["FormController"])
    let field = HeadlessTextField(frame: CGRect(x: 16, y: 600, width: 358, height: 44), id: "field")
    let notes = HeadlessTextView(frame: CGRect(x: 16, y: 660, width: 358, height: 120), id: "notes")
    var log: [String] = []

    init(profile: DeviceProfile = .notchedPhone) {
      app = HeadlessApp(profile: profile, rootController: form)
      form.view.addSubview(field)
      form.view.addSubview(notes)
      app.focus.onChange = { [unowned self] change in
        log.append("\(change.kind.rawValue) \((change.input as? HeadlessView)?.id ?? "?")")
      }
      app.keyboard.handler = { [unowned self] name, _ in
        log.append(
          name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(
            of: "Notification", with: ""))
      }
    }
  }

  @Test func aTextFieldBeginsEditingBeforeTheKeyboardShows() {
    let harness = Harness()
    #expect(harness.app.beginEditing(harness.field))
    #expect(harness.log == ["began field", "WillChangeFrame", "WillShow"])
    harness.app.advance(by: 0.25)
    #expect(harness.log.suffix(2) == ["DidChangeFrame", "DidShow"])
  }

  @Test func aTextViewsKeyboardShowsBeforeItBeginsEditing() {
    let harness = Harness()
    harness.app.beginEditing(harness.field)
    harness.app.settle()
    harness.log.removeAll()
    harness.app.beginEditing(harness.notes)
    #expect(harness.log == ["ended field", "WillChangeFrame", "WillShow", "began notes"])
  }

  @Test func endingEditingResignsThenHides() {
    let harness = Harness()
    harness.app.beginEditing(harness.field)
    harness.app.settle()
    harness.log.removeAll()
    harness.app.endEditing()
    harness.app.settle()
    #expect(
      harness.log == ["ended field", "WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
    #expect(!harness.app.keyboard.isVisible)
  }

  @Test func rotatingMovesTheWindowAndTheVisibleKeyboard() {
    let harness = Harness()
    harness.app.beginEditing(harness.field)
    harness.app.settle()
    harness.app.rotate(to: .notchedPhoneLandscape)
    #expect(harness.app.window.interfaceOrientation == .landscapeRight)
    #expect(harness.form.view.frame.size == CGSize(width: 844, height: 390))
    let last = harness.app.keyboard.postedNotifications.last
    #expect(last?.name == .willShow)
    #expect(last?.beginFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
    #expect(last?.endFrame == CGRect(x: 0, y: 181, width: 844, height: 209))
  }

  @Test func aFieldOutsideTheWindowIsRefused() {
    let harness = Harness()
    #expect(!harness.app.beginEditing(HeadlessTextField()))
    #expect(harness.log.isEmpty)
  }

  @Test func theAppWiresItsParts() {
    let harness = Harness(profile: .iPadStageManager)
    #expect(harness.app.window.animator === harness.app.animator)
    #expect(harness.app.profile == .iPadStageManager)
    #expect(harness.app.keyboard.profile == .iPadStageManager)
    #expect(harness.app.window.hostRootController === harness.form)
    // The keyboard in window coordinates: (0 − 120, 422 − 60, 1180, 398).
    let keyboardInWindow = harness.app.window.convertFromScreen(harness.app.profile.keyboardFrame)
    #expect(keyboardInWindow == CGRect(x: -120, y: 362, width: 1180, height: 398))
  }
}
