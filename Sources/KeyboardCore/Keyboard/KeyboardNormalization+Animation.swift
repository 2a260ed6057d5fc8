import Foundation

extension KeyboardNormalization {
  /// **duration**: a missing or zero duration → ``KeyboardAnimation/defaultDuration``
  /// (0.25 s); any other duration is kept. (Negative, NaN and infinite durations never get
  /// here: bad-numbers rejects them.)
  public static func duration(_ duration: TimeInterval?) -> TimeInterval {
    guard let duration, duration != 0 else { return KeyboardAnimation.defaultDuration }
    return duration
  }

  /// **curve**: a missing curve → ``KeyboardAnimation/defaultCurve`` (ease-out, 2); any other
  /// curve is kept, including the keyboard's private curve 7. The animation options are
  /// ``KeyboardAnimation/optionsRawValue`` (`curve << 16`).
  public static func curve(_ curve: Int?) -> Int {
    curve ?? KeyboardAnimation.defaultCurve
  }
}
