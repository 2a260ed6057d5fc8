import Foundation
import KeyboardHeadless
import Testing

@Suite struct DeviceProfileTests {
  @Test func namesAreStableAndUnique() {
    #expect(
      DeviceProfile.all.map(\.name) == [
        "small-phone", "notched-phone", "notched-phone-landscape", "ipad", "ipad-floating-keyboard",
        "ipad-stage-manager", "hardware-keyboard-phone",
      ])
    for profile in DeviceProfile.all {
      #expect(DeviceProfile.named(profile.name) == profile)
    }
    #expect(DeviceProfile.named("no-such-device") == nil)
  }

  @Test(arguments: DeviceProfile.all)
  func everyProfileIsWellFormed(_ profile: DeviceProfile) {
    #expect(profile.screenBounds.origin == .zero)
    #expect(profile.screenBounds.contains(profile.windowFrame))
    #expect(profile.safeAreaInsets.isFinite)
    #expect(profile.scale >= 2)
    #expect(profile.keyboardFrame.isWellFormed && profile.keyboardFrame.height > 0)
    // The docked software keyboard: bottom on the screen's bottom, full screen width.
    #expect(profile.dockedKeyboardFrame.maxY == profile.screenBounds.maxY)
    #expect(profile.dockedKeyboardFrame.width == profile.screenBounds.width)
    #expect(
      profile.offscreenKeyboardFrame(for: profile.keyboardFrame).minY == profile.screenBounds.maxY)
  }

  @Test func dockedKeyboardHeights() {
    // y = screen height − keyboard height: 667 − 260 and 844 − 336.
    #expect(DeviceProfile.smallPhone.keyboardFrame == CGRect(x: 0, y: 407, width: 375, height: 260))
    #expect(
      DeviceProfile.notchedPhone.keyboardFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
    #expect(
      DeviceProfile.notchedPhoneLandscape.keyboardFrame
        == CGRect(x: 0, y: 181, width: 844, height: 209))  // 390 − 209
    #expect(DeviceProfile.iPad.keyboardFrame.maxY == 1180)
    for profile in [
      DeviceProfile.smallPhone, .notchedPhone, .notchedPhoneLandscape, .iPad, .iPadStageManager,
    ] {
      #expect(profile.keyboardFrame == profile.dockedKeyboardFrame)
      #expect(profile.visibleKeyboardHeight == profile.keyboardFrame.height)
    }
  }

  @Test func theFloatingKeyboardIsNarrowerAndAboveTheBottom() {
    let profile = DeviceProfile.iPadFloatingKeyboard
    #expect(profile.keyboardFrame.width < profile.screenBounds.width)  // 320 < 820
    #expect(profile.keyboardFrame.maxY < profile.screenBounds.maxY)  // 463 + 254 = 717 < 1180
    #expect(profile.screenBounds == DeviceProfile.iPad.screenBounds)
  }

  @Test func theHardwareKeyboardShowsOnlyItsStrip() {
    let profile = DeviceProfile.hardwareKeyboardPhone
    #expect(profile.keyboardFrame.height == 336)
    #expect(profile.keyboardFrame.maxY > profile.screenBounds.maxY)  // 789 + 336 = 1125 > 844
    #expect(profile.visibleKeyboardHeight == 55)  // 844 − 789
  }

  @Test func theStageManagerWindowIsNotAtTheScreenOrigin() {
    let profile = DeviceProfile.iPadStageManager
    #expect(profile.windowFrame == CGRect(x: 120, y: 60, width: 700, height: 640))
    #expect(profile.keyboardFrame.width == profile.screenBounds.width)
    // Keyboard top in window coordinates: 422 − 60 = 362; it covers 640 − 362 = 278.
    #expect(profile.keyboardFrame.minY - profile.windowFrame.minY == 362)
    #expect(
      profile.windowFrame.height - (profile.keyboardFrame.minY - profile.windowFrame.minY) == 278)
  }

  @Test func profilesRoundTripThroughJSON() throws {
    let data = try JSONEncoder().encode(DeviceProfile.all)
    let decoded = try JSONDecoder().decode([DeviceProfile].self, from: data)
    #expect(decoded == DeviceProfile.all)
  }
}
