import Foundation
import KeyboardCore

/// The scripted keyboard of the headless backend. It posts UIKit's six keyboard notifications,
/// with userInfo dictionaries keyed by UIKit's real key strings (`KeyboardUserInfoKey`):
/// frames (screen coordinates) as `CGRect`, the duration as `Double`, the curve as `Int`,
/// `isLocal` as `Bool` — to the ``handler`` the app or test installs.
///
/// The "will" notifications are posted at once, the "did" ones when the ``clock`` has advanced
/// by the animation's duration (a pending "did" still fires if another transition starts
/// first, as on iOS):
///
/// | call | now | after the duration |
/// |---|---|---|
/// | ``show(endFrame:duration:curve:isLocal:)`` | willChangeFrame, willShow | didChangeFrame, didShow |
/// | ``changeFrame(to:duration:curve:isLocal:postsShowNotifications:)`` | willChangeFrame (, willShow) | didChangeFrame (, didShow) |
/// | ``hide(endFrame:duration:curve:isLocal:)`` | willChangeFrame, willHide | didChangeFrame, didHide |
///
/// Begin frames are tracked: each transition begins at the frame the previous one ended at; a
/// hidden keyboard sits just below the screen. ``post(_:userInfo:)`` posts anything at all,
/// malformed userInfo included, so tests can feed bad input.
@MainActor
public final class HeadlessKeyboard {
  /// The clock that times the "did" notifications.
  public let clock: HeadlessClock

  /// The device profile: the screen, the default frame and animation.
  public private(set) var profile: DeviceProfile

  /// Receives every notification, in order.
  public var handler: ((KeyboardNotificationName, [AnyHashable: Any]) -> Void)?

  /// The keyboard's frame in screen coordinates: where the last transition ended (just below
  /// the screen while hidden).
  public private(set) var frame: CGRect

  /// Whether the keyboard is shown (the last transition was a show or a change onto the screen).
  public private(set) var isVisible = false

  /// Every notification posted so far, oldest first.
  public private(set) var postedNotifications: [PostedKeyboardNotification] = []

  /// Creates a hidden keyboard for `profile`, timed by `clock`.
  public init(profile: DeviceProfile, clock: HeadlessClock) {
    self.profile = profile
    self.clock = clock
    self.frame = profile.offscreenKeyboardFrame(for: profile.keyboardFrame)
  }

  /// Shows the keyboard (or shows it again, as iOS does when focus moves between fields):
  /// willChangeFrame and willShow now, didChangeFrame and didShow after the duration.
  ///
  /// - Parameters:
  ///   - endFrame: Where it ends, in screen coordinates; the profile's keyboard frame by default.
  ///   - duration: The animation's duration; the profile's by default.
  ///   - curve: The animation's curve; the profile's by default.
  ///   - isLocal: Whether the keyboard belongs to this app.
  public func show(
    endFrame: CGRect? = nil, duration: TimeInterval? = nil, curve: Int? = nil, isLocal: Bool = true
  ) {
    let end = endFrame ?? profile.keyboardFrame
    let begin = isVisible ? frame : profile.offscreenKeyboardFrame(for: end)
    transition(
      from: begin, to: end, names: ([.willChangeFrame, .willShow], [.didChangeFrame, .didShow]),
      duration: duration, curve: curve, isLocal: isLocal)
    isVisible = true
  }

  /// Moves or resizes the keyboard: willChangeFrame now and didChangeFrame after the duration;
  /// when `postsShowNotifications` is on and the new frame reaches onto the screen, willShow and
  /// didShow follow each of them, as iOS posts for a visible keyboard that changes height.
  public func changeFrame(
    to endFrame: CGRect, duration: TimeInterval? = nil, curve: Int? = nil, isLocal: Bool = true,
    postsShowNotifications: Bool = true
  ) {
    let onScreen = endFrame.minY < profile.screenBounds.maxY && endFrame.height > 0
    let withShow = postsShowNotifications && onScreen
    transition(
      from: frame, to: endFrame,
      names: (
        withShow ? [.willChangeFrame, .willShow] : [.willChangeFrame],
        withShow ? [.didChangeFrame, .didShow] : [.didChangeFrame]
      ),
      duration: duration, curve: curve, isLocal: isLocal)
    isVisible = onScreen
  }

  /// Hides the keyboard: willChangeFrame and willHide now, didChangeFrame and didHide after the
  /// duration. Returns `false`, posting nothing, when the keyboard is already hidden.
  ///
  /// - Parameters:
  ///   - endFrame: The end frame the notifications report; by default the current frame moved
  ///     just below the screen. Pass an on-screen frame to reproduce iOS versions that report
  ///     the accessory's frame on hide.
  ///   - duration: The animation's duration; the profile's by default.
  ///   - curve: The animation's curve; the profile's by default.
  ///   - isLocal: Whether the keyboard belongs to this app.
  @discardableResult
  public func hide(
    endFrame: CGRect? = nil, duration: TimeInterval? = nil, curve: Int? = nil, isLocal: Bool = true
  ) -> Bool {
    guard isVisible else { return false }
    transition(
      from: frame, to: endFrame ?? profile.offscreenKeyboardFrame(for: frame),
      names: ([.willChangeFrame, .willHide], [.didChangeFrame, .didHide]),
      duration: duration, curve: curve, isLocal: isLocal)
    isVisible = false
    return true
  }

  /// Posts `name` with exactly `userInfo` now — any content, malformed included — without
  /// changing the keyboard's state.
  public func post(_ name: KeyboardNotificationName, userInfo: [AnyHashable: Any]) {
    postedNotifications.append(
      PostedKeyboardNotification(name: name, userInfo: userInfo, time: clock.now))
    handler?(name, userInfo)
  }

  /// Switches to another profile (a rotation or another device) without posting anything; a
  /// hidden keyboard moves below the new screen. Post the visible keyboard's new frame with
  /// ``changeFrame(to:duration:curve:isLocal:postsShowNotifications:)``.
  public func apply(_ profile: DeviceProfile) {
    self.profile = profile
    if !isVisible { frame = profile.offscreenKeyboardFrame(for: profile.keyboardFrame) }
  }

  /// A keyboard notification's userInfo as UIKit builds it; `nil` values are left out.
  public static func userInfo(
    beginFrame: CGRect?, endFrame: CGRect?, duration: TimeInterval?, curve: Int?, isLocal: Bool?
  ) -> [AnyHashable: Any] {
    var userInfo: [AnyHashable: Any] = [:]
    if let beginFrame { userInfo[KeyboardUserInfoKey.frameBegin] = beginFrame }
    if let endFrame { userInfo[KeyboardUserInfoKey.frameEnd] = endFrame }
    if let duration { userInfo[KeyboardUserInfoKey.animationDuration] = duration }
    if let curve { userInfo[KeyboardUserInfoKey.animationCurve] = curve }
    if let isLocal { userInfo[KeyboardUserInfoKey.isLocal] = isLocal }
    return userInfo
  }

  private func transition(
    from begin: CGRect, to end: CGRect,
    names: (now: [KeyboardNotificationName], later: [KeyboardNotificationName]),
    duration: TimeInterval?, curve: Int?, isLocal: Bool
  ) {
    let animationDuration = duration ?? profile.keyboardAnimation.duration
    let userInfo = Self.userInfo(
      beginFrame: begin, endFrame: end, duration: animationDuration,
      curve: curve ?? profile.keyboardAnimation.curve, isLocal: isLocal)
    frame = end
    for name in names.now { post(name, userInfo: userInfo) }
    clock.schedule(after: animationDuration) { [weak self] in
      for name in names.later { self?.post(name, userInfo: userInfo) }
    }
  }
}
