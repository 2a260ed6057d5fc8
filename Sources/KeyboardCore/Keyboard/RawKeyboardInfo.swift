import Foundation

/// The values of a keyboard notification's userInfo exactly as UIKit sent them: type-checked,
/// not yet normalised. `nil` means the key was absent.
///
/// ``KeyboardNormalization/normalize(_:notification:screenBounds:)`` turns it into a
/// ``KeyboardInfo``.
public struct RawKeyboardInfo: Equatable, Sendable, Codable {
  /// ``KeyboardUserInfoKey/frameBegin``, in screen coordinates.
  public var beginFrame: CGRect?
  /// ``KeyboardUserInfoKey/frameEnd``, in screen coordinates.
  public var endFrame: CGRect?
  /// ``KeyboardUserInfoKey/animationDuration``, in seconds.
  public var duration: TimeInterval?
  /// ``KeyboardUserInfoKey/animationCurve``, a `UIView.AnimationCurve` raw value.
  public var curve: Int?
  /// ``KeyboardUserInfoKey/isLocal``.
  public var isLocal: Bool?

  /// Creates raw values directly (tests, scripted scenarios).
  public init(
    beginFrame: CGRect? = nil, endFrame: CGRect? = nil, duration: TimeInterval? = nil,
    curve: Int? = nil, isLocal: Bool? = nil
  ) {
    self.beginFrame = beginFrame
    self.endFrame = endFrame
    self.duration = duration
    self.curve = curve
    self.isLocal = isLocal
  }

  /// Reads the five keys of ``KeyboardUserInfoKey`` from a notification's userInfo.
  ///
  /// Keys are matched as `String` (or `NSString`) keys. Accepted values: a `CGRect` (or an
  /// `NSValue` holding one) for the frames; any Swift number or `NSNumber` for the duration;
  /// an integer, `NSNumber` or whole `Double` for the curve; a `Bool` or `NSNumber` for
  /// is-local. An absent key, a `nil` optional or `NSNull` reads as `nil`; `userInfo == nil`
  /// reads as every key absent. Numbers are not range-checked here (that is the bad-numbers
  /// rule), except that the curve must be a whole number.
  ///
  /// - Throws: ``KeyboardInfoError/wrongType(key:expected:found:)`` for a present value of
  ///   the wrong type; ``KeyboardInfoError/badNumber(key:problem:)`` for a curve that is not
  ///   a whole number.
  public init(userInfo: [AnyHashable: Any]?) throws(KeyboardInfoError) {
    let reader = KeyboardUserInfoReader(userInfo: userInfo)
    self.init(
      beginFrame: try reader.rect(.frameBegin), endFrame: try reader.rect(.frameEnd),
      duration: try reader.duration(), curve: try reader.curve(), isLocal: try reader.isLocalValue()
    )
  }
}
