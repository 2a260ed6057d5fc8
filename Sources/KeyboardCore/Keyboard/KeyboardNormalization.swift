import Foundation

/// The normalisation rules of Behavior.md §2, each a separately callable function, and the
/// pipeline that applies them in ``ruleOrder``.
///
/// The order is:
/// 1. **bad-numbers** (``rejectBadNumbers(_:screenBounds:)``,
///    ``rejectEmptyEndFrame(_:notification:)``): NaN, infinite or negative numbers, and an empty
///    end frame on a show or frame change, throw, so nothing below ever sees them;
/// 2. **missing-frame** (``missingFrame(_:in:)``): no end frame → hidden;
/// 3. **hide-is-zero** (``hideIsZero(_:notification:in:)``): a will/did-hide → hidden, whatever
///    the frame says — first among the frame rules, because a hide is a hide even when its
///    frame also looks floating or off screen;
/// 4. **floating** (``floating(_:in:)``): an undocked iPad keyboard → hidden;
/// 5. **visible-strip** (``visibleStrip(_:in:)``): only the on-screen part counts; a frame off
///    the screen in any direction is hidden;
/// 6. **duration** (``duration(_:)``) and 7. **curve** (``curve(_:)``): defaults.
///
/// Every hidden keyboard gets the same frame, ``hiddenFrame(in:)``, so once a rule hides the
/// keyboard the later frame rules change nothing; a rule is listed in
/// ``KeyboardInfo/appliedRules`` only when it changed a value. Dedupe (§2.7) is not done here:
/// the session compares infos with ``KeyboardInfo/isSameKeyboard(as:)``.
public enum KeyboardNormalization {
  /// The recorded rules in the order they run (bad-numbers runs before all of them and
  /// throws instead of being recorded).
  public static let ruleOrder: [KeyboardNormalizationRule] = [
    .missingFrame, .hideIsZero, .floating, .visibleStrip, .defaultDuration, .defaultCurve,
  ]

  /// Applies every rule, in order, to the raw values of `notification`.
  ///
  /// - Parameters:
  ///   - raw: the values read from the notification's userInfo.
  ///   - notification: which keyboard notification they came from.
  ///   - screenBounds: the bounds of the screen the keyboard is on (the coordinate space of
  ///     the frames).
  /// - Returns: the normalised info; ``KeyboardInfo/appliedRules`` lists, in order, the rules
  ///   that changed something. The begin frame is checked but kept as sent; a missing
  ///   is-local reads as `true`.
  /// - Throws: the bad-numbers errors of ``rejectBadNumbers(_:screenBounds:)``.
  public static func normalize(
    _ raw: RawKeyboardInfo, notification: KeyboardNotificationName, screenBounds: CGRect
  ) throws(KeyboardInfoError) -> KeyboardInfo {
    try rejectBadNumbers(raw, screenBounds: screenBounds)
    try rejectEmptyEndFrame(raw, notification: notification)

    var applied: [KeyboardNormalizationRule] = []
    func record<Value: Equatable>(
      _ rule: KeyboardNormalizationRule, from old: Value?, to new: Value
    ) -> Value {
      if old != new {
        if applied.isEmpty { applied = rule.aloneInAList } else { applied.append(rule) }
      }
      return new
    }

    // A frame that is there is kept as it is, not compared with itself (it is finite, or
    // rejectBadNumbers threw): Foundation's `CGRect.==` is a call the optimiser cannot see
    // through, ≈ 55 instructions (parse 5,036 → 4,970).
    var frame: CGRect
    if let endFrame = raw.endFrame {
      frame = endFrame
    } else {
      frame = record(.missingFrame, from: nil, to: missingFrame(nil, in: screenBounds))
    }
    frame = record(
      .hideIsZero, from: frame, to: hideIsZero(frame, notification: notification, in: screenBounds))
    frame = record(.floating, from: frame, to: floating(frame, in: screenBounds))
    frame = record(.visibleStrip, from: frame, to: visibleStrip(frame, in: screenBounds))
    let animation = KeyboardAnimation(
      duration: record(.defaultDuration, from: raw.duration, to: duration(raw.duration)),
      curve: record(.defaultCurve, from: raw.curve, to: curve(raw.curve)))

    return KeyboardInfo(
      notification: notification, beginFrame: raw.beginFrame, endFrame: frame,
      animation: animation, isLocal: raw.isLocal ?? true, appliedRules: applied)
  }
}

extension KeyboardNormalizationRule {
  /// `[self]`, built once per rule: a normalisation that applies one rule alone (every hide
  /// applies hide-is-zero) hands this list on instead of building one (an allocation a hide).
  fileprivate var aloneInAList: [KeyboardNormalizationRule] {
    switch self {
    case .missingFrame: Self.missingFrameAlone
    case .floating: Self.floatingAlone
    case .visibleStrip: Self.visibleStripAlone
    case .hideIsZero: Self.hideIsZeroAlone
    case .defaultDuration: Self.defaultDurationAlone
    case .defaultCurve: Self.defaultCurveAlone
    }
  }

  private static let missingFrameAlone: [Self] = [.missingFrame]
  private static let floatingAlone: [Self] = [.floating]
  private static let visibleStripAlone: [Self] = [.visibleStrip]
  private static let hideIsZeroAlone: [Self] = [.hideIsZero]
  private static let defaultDurationAlone: [Self] = [.defaultDuration]
  private static let defaultCurveAlone: [Self] = [.defaultCurve]
}
