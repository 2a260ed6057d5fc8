import Foundation

extension KeyboardNormalization {
  /// **bad-numbers**: throws when the screen bounds, either frame or the duration hold a number
  /// that cannot be used, so that the notification is logged and ignored, never applied.
  ///
  /// Checked in this order: the screen bounds, the end frame, the begin frame, the duration.
  /// Origins must be finite; sizes and the duration finite and ≥ 0. Absent values pass.
  /// (A curve that is not a whole number is already rejected when the userInfo is read.)
  public static func rejectBadNumbers(
    _ raw: RawKeyboardInfo, screenBounds: CGRect
  ) throws(KeyboardInfoError) {
    if let (part, problem) = firstProblem(in: screenBounds) {
      throw .badScreenBounds(part: part, problem: problem)
    }
    try rejectBadFrame(raw.endFrame, key: KeyboardUserInfoKey.frameEnd)
    try rejectBadFrame(raw.beginFrame, key: KeyboardUserInfoKey.frameBegin)
    try rejectBadDuration(raw.duration)
  }

  /// **bad-numbers**, empty frames (revision 2.2): throws
  /// ``KeyboardInfoError/emptyEndFrame(part:)`` when a show or frame-change notification's end
  /// frame has no width or no height ("Prefer Cross-Fade Transitions" sends one), so the
  /// notification is ignored. A hide may carry any frame (hide-is-zero), and a missing frame is
  /// the missing-frame rule's.
  public static func rejectEmptyEndFrame(
    _ raw: RawKeyboardInfo, notification: KeyboardNotificationName
  ) throws(KeyboardInfoError) {
    guard !notification.isHide, let frame = raw.endFrame else { return }
    if frame.width == 0 { throw .emptyEndFrame(part: .width) }
    if frame.height == 0 { throw .emptyEndFrame(part: .height) }
  }

  /// Throws ``KeyboardInfoError/badFrame(key:part:problem:)`` naming `key` when `frame` has a
  /// NaN or infinite origin, or a NaN, infinite or negative size. `nil` passes.
  public static func rejectBadFrame(_ frame: CGRect?, key: String) throws(KeyboardInfoError) {
    guard let frame, let (part, problem) = firstProblem(in: frame) else { return }
    throw .badFrame(key: key, part: part, problem: problem)
  }

  /// Throws ``KeyboardInfoError/badNumber(key:problem:)`` for the duration key when `duration`
  /// is NaN, infinite or negative. `nil` passes.
  public static func rejectBadDuration(_ duration: TimeInterval?) throws(KeyboardInfoError) {
    guard let duration, let problem = KeyboardNumberProblem.ofNonNegative(duration) else { return }
    throw .badNumber(key: KeyboardUserInfoKey.animationDuration, problem: problem)
  }

  /// The first unusable part of `rect`, checking x, y, width, height in that order.
  static func firstProblem(in rect: CGRect) -> (KeyboardFramePart, KeyboardNumberProblem)? {
    if let problem = KeyboardNumberProblem.ofFinite(Double(rect.origin.x)) { return (.x, problem) }
    if let problem = KeyboardNumberProblem.ofFinite(Double(rect.origin.y)) { return (.y, problem) }
    if let problem = KeyboardNumberProblem.ofNonNegative(Double(rect.size.width)) {
      return (.width, problem)
    }
    if let problem = KeyboardNumberProblem.ofNonNegative(Double(rect.size.height)) {
      return (.height, problem)
    }
    return nil
  }
}
