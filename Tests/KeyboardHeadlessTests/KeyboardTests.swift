import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

@MainActor
@Suite struct KeyboardTests {
  /// A keyboard on the notched phone whose handler records every notification name.
  @MainActor
  private final class Recorder {
    let clock = HeadlessClock()
    let keyboard: HeadlessKeyboard
    var names: [KeyboardNotificationName] = []
    var userInfos: [[AnyHashable: Any]] = []

    init(profile: DeviceProfile = .notchedPhone) {
      keyboard = HeadlessKeyboard(profile: profile, clock: clock)
      keyboard.handler = { [unowned self] name, userInfo in
        names.append(name)
        userInfos.append(userInfo)
      }
    }
  }

  @Test func showPostsWillNowAndDidAfterTheDuration() {
    let recorder = Recorder()
    recorder.keyboard.show()
    #expect(recorder.names == [.willChangeFrame, .willShow])
    let info = recorder.userInfos[1]
    // Begin: the end frame just below the 844-point screen; end: (0, 844 − 336, 390, 336).
    #expect(
      info[KeyboardUserInfoKey.frameBegin] as? CGRect
        == CGRect(x: 0, y: 844, width: 390, height: 336))
    #expect(
      info[KeyboardUserInfoKey.frameEnd] as? CGRect == CGRect(x: 0, y: 508, width: 390, height: 336)
    )
    #expect(info[KeyboardUserInfoKey.animationDuration] as? Double == 0.25)
    #expect(info[KeyboardUserInfoKey.animationCurve] as? Int == 7)
    #expect(info[KeyboardUserInfoKey.isLocal] as? Bool == true)
    #expect(info["UIKeyboardFrameEndUserInfoKey"] != nil)  // UIKit's real key string
    recorder.clock.advance(by: 0.2)
    #expect(recorder.names.count == 2)
    recorder.clock.advance(by: 0.05)
    #expect(recorder.names == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
    #expect(recorder.keyboard.postedNotifications.last?.time == 0.25)
    #expect(recorder.keyboard.isVisible)
  }

  @Test func hideEndsBelowTheScreenAndTracksTheBeginFrame() {
    let recorder = Recorder()
    recorder.keyboard.show()
    recorder.clock.advance(by: 1)
    #expect(recorder.keyboard.hide())
    #expect(Array(recorder.names.suffix(2)) == [.willChangeFrame, .willHide])
    let willHide = recorder.keyboard.postedNotifications[5]
    #expect(willHide.name == .willHide)
    #expect(willHide.beginFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
    #expect(willHide.endFrame == CGRect(x: 0, y: 844, width: 390, height: 336))
    recorder.clock.advance(by: 0.25)
    #expect(Array(recorder.names.suffix(2)) == [.didChangeFrame, .didHide])
    #expect(!recorder.keyboard.isVisible)
    #expect(!recorder.keyboard.hide())  // already hidden: nothing posted
    #expect(recorder.names.count == 8)
  }

  @Test func aFrameChangeOfAVisibleKeyboardAlsoPostsShow() {
    let recorder = Recorder()
    recorder.keyboard.show()
    recorder.clock.advance(by: 1)
    let taller = CGRect(x: 0, y: 464, width: 390, height: 380)
    recorder.keyboard.changeFrame(to: taller, duration: 0.3, curve: 7)
    let posted = recorder.keyboard.postedNotifications
    #expect(posted.suffix(2).map(\.name) == [.willChangeFrame, .willShow])
    #expect(posted.last?.beginFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
    #expect(posted.last?.endFrame == taller)
    #expect(posted.last?.duration == 0.3)
    recorder.keyboard.changeFrame(to: taller, postsShowNotifications: false)
    #expect(recorder.keyboard.postedNotifications.last?.name == .willChangeFrame)
  }

  @Test func customDurationAndCurveAreUsedAndTheDidsWaitForThem() {
    let recorder = Recorder()
    recorder.keyboard.show(duration: 0.5, curve: 3, isLocal: false)
    #expect(recorder.keyboard.postedNotifications.last?.curve == 3)
    #expect(recorder.keyboard.postedNotifications.last?.isLocal == false)
    recorder.clock.advance(by: 0.25)
    #expect(recorder.names.count == 2)
    recorder.clock.advance(by: 0.25)
    #expect(recorder.names.count == 4)
  }

  @Test func arbitraryAndMalformedUserInfoIsPostedAsIs() {
    let recorder = Recorder()
    recorder.keyboard.post(
      .willShow, userInfo: [KeyboardUserInfoKey.frameEnd: "not a rect", 42: true])
    #expect(recorder.names == [.willShow])
    #expect(recorder.userInfos[0][KeyboardUserInfoKey.frameEnd] as? String == "not a rect")
    #expect(recorder.userInfos[0][42] as? Bool == true)
    #expect(recorder.keyboard.postedNotifications[0].endFrame == nil)
    #expect(!recorder.keyboard.isVisible)  // posting does not change the state
  }

  @Test func userInfoLeavesMissingValuesOut() {
    let info = HeadlessKeyboard.userInfo(
      beginFrame: nil, endFrame: CGRect(x: 0, y: 1, width: 2, height: 3), duration: nil, curve: 7,
      isLocal: nil)
    #expect(info.count == 2)
    #expect(info[KeyboardUserInfoKey.animationCurve] as? Int == 7)
  }

  @Test func theHardwareKeyboardPostsItsMostlyOffscreenFrame() {
    let recorder = Recorder(profile: .hardwareKeyboardPhone)
    recorder.keyboard.show()
    let end = recorder.keyboard.postedNotifications.last?.endFrame
    #expect(end == CGRect(x: 0, y: 789, width: 390, height: 336))
    #expect(recorder.keyboard.postedNotifications.last?.beginFrame?.minY == 844)
  }

  @Test func hideCanReportAnAccessoryFrameAsNewerIOSVersionsDo() {
    let recorder = Recorder()
    recorder.keyboard.show()
    let accessory = CGRect(x: 0, y: 789, width: 390, height: 55)
    recorder.keyboard.hide(endFrame: accessory)
    let willHide = recorder.keyboard.postedNotifications.last
    #expect(willHide?.name == .willHide)
    #expect(willHide?.endFrame == accessory)
    #expect(!recorder.keyboard.isVisible)
  }
}

@MainActor
@Suite struct FocusTests {
  private final class Log {
    var entries: [String] = []
  }

  @Test func switchingFieldsEndsTheOldThenBeginsTheNew() {
    let screen = makeScreen()
    let log = Log()
    let email = HeadlessTextField(id: "email")
    let password = HeadlessTextField(id: "password")
    screen.rootView.addSubview(email)
    screen.rootView.addSubview(password)
    screen.window.focusSystem.onChange = { change in
      log.entries.append("\(change.kind.rawValue) \((change.input as? HeadlessView)?.id ?? "?")")
    }
    #expect(email.becomeFirstResponder())
    #expect(email.becomeFirstResponder())  // already first responder: nothing posted
    #expect(password.becomeFirstResponder())
    #expect(password.isFirstResponder && !email.isFirstResponder)
    #expect(password.resignFirstResponder())
    #expect(!password.resignFirstResponder())
    #expect(log.entries == ["began email", "ended email", "began password", "ended password"])
    #expect(screen.window.focusSystem.firstResponder == nil)
  }

  @Test func removingTheFirstResponderFromTheWindowResignsIt() {
    let screen = makeScreen()
    let log = Log()
    let container = HeadlessView()
    let field = HeadlessTextField(id: "field")
    container.addSubview(field)
    screen.rootView.addSubview(container)
    screen.window.focusSystem.onChange = { log.entries.append($0.kind.rawValue) }
    field.becomeFirstResponder()
    let other = HeadlessView()
    screen.rootView.addSubview(other)
    other.addSubview(container)  // moved inside the window: stays first responder
    #expect(field.isFirstResponder)
    container.removeFromSuperview()
    #expect(log.entries == ["began", "ended"])
    #expect(screen.window.focusSystem.firstResponder == nil)
  }

  @Test func anInputOfAnotherWindowIsRefused() {
    let screen = makeScreen()
    let otherWindow = HeadlessWindow(profile: .smallPhone)
    let field = HeadlessTextField()
    otherWindow.addSubview(field)
    #expect(!screen.window.focusSystem.focus(field))
    #expect(field.becomeFirstResponder())  // through its own window
    #expect(otherWindow.focusSystem.firstResponder === field)
  }
}
