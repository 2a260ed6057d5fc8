import Foundation

/// Reads typed values out of a keyboard notification's userInfo, accepting the types UIKit and
/// Foundation really put there. `nil` means the key is absent; a present value of the wrong
/// type throws ``KeyboardInfoError/wrongType(key:expected:found:)``.
///
/// It goes through the userInfo once and keeps the values of the five keys it knows, instead of
/// looking each key up: an `AnyHashable` look-up hashes the key and compares boxed keys through
/// dynamic casts, and with the `Mirror` that unwrapped every value the parse cost 54k
/// instructions; read this way, with the plain types checked first, it costs ≈ 5k.
struct KeyboardUserInfoReader {
  /// What a frame key accepts, as named in errors.
  static let expectedRect = "CGRect"
  /// What the duration key accepts, as named in errors.
  static let expectedNumber = "a number (Double, Int or NSNumber)"
  /// What the curve key accepts, as named in errors.
  static let expectedInteger = "an integer (Int, NSNumber or a whole Double)"
  /// What the is-local key accepts, as named in errors.
  static let expectedBool = "Bool or NSNumber"

  /// The keys read, one per ``KeyboardUserInfoKey``.
  enum Key: CaseIterable {
    case frameBegin, frameEnd, animationDuration, animationCurve, isLocal

    /// The key as UIKit names it.
    var name: String {
      switch self {
      case .frameBegin: KeyboardUserInfoKey.frameBegin
      case .frameEnd: KeyboardUserInfoKey.frameEnd
      case .animationDuration: KeyboardUserInfoKey.animationDuration
      case .animationCurve: KeyboardUserInfoKey.animationCurve
      case .isLocal: KeyboardUserInfoKey.isLocal
      }
    }

    /// The key named `name`, if it is one of the five. The five names differ in length, so the
    /// length picks the one candidate and a single string comparison decides (comparing with
    /// each name in turn cost ≈ 1k instructions a notification).
    init?(named name: String) {
      let candidate: Key
      switch name.utf8.count {
      case 31: candidate = .frameBegin  // UIKeyboardFrameBeginUserInfoKey
      case 29: candidate = .frameEnd  // UIKeyboardFrameEndUserInfoKey
      case 38: candidate = .animationDuration  // UIKeyboardAnimationDurationUserInfoKey
      case 35: candidate = .animationCurve  // UIKeyboardAnimationCurveUserInfoKey
      case 28: candidate = .isLocal  // UIKeyboardIsLocalUserInfoKey
      default: return nil
      }
      guard name == candidate.name else { return nil }
      self = candidate
    }

    /// The key a userInfo key's `base` names when it is a Swift `String` (exactly: not an
    /// `NSString`): `.some(nil)` for a `String` that names none of the five, `nil` for a
    /// key that is not a `String`. Read in place, like ``exactly(_:as:)`` but without copying
    /// the string out and back (≈ 50 instructions a key: parse 5.31k → 5.04k).
    static func named(byStringKey base: Any) -> Key?? {
      func open<Found>(_ found: Found) -> Key?? {
        guard Found.self == String.self else { return nil }
        return .some(Key(named: unsafeBitCast(found, to: String.self)))  // Safe: the same type.
      }
      return open(base)
    }
  }

  // One slot per key, holding the value already typed when it has the plain type UIKit and
  // the headless keyboard send (decided once, while reading; keeping every value as `Any` and
  // opening it again to read it cost ≈ 1k instructions a parse).
  private var frameBegin = Slot<CGRect>()
  private var frameEnd = Slot<CGRect>()
  private var animationDuration = Slot<Double>()
  private var animationCurve = Slot<Int>()
  private var isLocal = Slot<Bool>()

  /// Reads the userInfo; `nil` reads as every key absent. A key matches as a Swift `String`
  /// and, failing that, as an `NSString` (which does not hash like a `String` off Apple
  /// platforms); when both are present the `String` key's value is read.
  init(userInfo: [AnyHashable: Any]?) {
    guard let userInfo else { return }
    for (key, value) in userInfo {
      let base = key.base
      if let named = Key.named(byStringKey: base) {
        if let key = named { store(value, for: key, fromNSString: false) }
      } else if let name = base as? NSString, let key = Key(named: String(name)) {
        store(value, for: key, fromNSString: true)
      }
    }
  }

  /// Reads only the end frame, as ``rect(_:)`` does: for a repeated notification, whose other
  /// values need not be read.
  static func endFrame(in userInfo: [AnyHashable: Any]?) throws(KeyboardInfoError) -> CGRect? {
    guard let userInfo else { return nil }
    // By index, so that only the end frame's value is copied out of the dictionary (iterating
    // the pairs copied every value, a boxed `CGRect` among them).
    var fromNSStringKey: Any?
    for index in userInfo.indices {
      let base = userInfo.keys[index].base
      if let named = Key.named(byStringKey: base) {
        guard named == .frameEnd else { continue }
        return try rect(userInfo.values[index], key: .frameEnd)  // A `String` key wins.
      } else if fromNSStringKey == nil, let name = base as? NSString,
        Key(named: String(name)) == .frameEnd
      {
        fromNSStringKey = userInfo.values[index]
      }
    }
    guard let fromNSStringKey else { return nil }
    return try rect(fromNSStringKey, key: .frameEnd)
  }

  /// Stores `value` under `key`; an `NSString` key's value only when the slot is empty, so a
  /// `String` key's value wins in any order.
  private mutating func store(_ value: Any, for key: Key, fromNSString: Bool) {
    switch key {
    case .frameBegin: frameBegin.store(value, unlessFilled: fromNSString)
    case .frameEnd: frameEnd.store(value, unlessFilled: fromNSString)
    case .animationDuration: animationDuration.store(value, unlessFilled: fromNSString)
    case .animationCurve: animationCurve.store(value, unlessFilled: fromNSString)
    case .isLocal: isLocal.store(value, unlessFilled: fromNSString)
    }
  }

  /// One key's value as found: of its plain type, or anything else (decoded when read).
  private struct Slot<Plain> {
    /// The value, when its type is exactly `Plain`.
    var plain: Plain?
    /// The value, when it is of another type (an `NSNumber`, an optional, a wrong type).
    var other: Any?

    /// Stores `value`, unless `unlessFilled` and a value is stored already.
    mutating func store(_ value: Any, unlessFilled: Bool) {
      guard !unlessFilled || (plain == nil && other == nil) else { return }
      plain = KeyboardUserInfoReader.exactly(value, as: Plain.self)
      other = plain == nil ? value : nil
    }
  }

  /// `value` when its dynamic type is exactly `Wanted` (not an optional, a subclass or a bridged
  /// object), else `nil`. Opening the existential and comparing type metadata costs a few dozen
  /// instructions where `as?` (the runtime's `swift_dynamicCast`) costs ≈ 250: a notification
  /// reads five keys and five values, so the parse went from 8.2k instructions to 6.3k and a
  /// repeated did-show's end frame from 2.3k to 1.1k. (An `NSString` key, which `as? String`
  /// bridged, now takes the `NSString` branch, so a `String` key wins as documented above.)
  private static func exactly<Wanted>(_ value: Any, as _: Wanted.Type) -> Wanted? {
    func open<Found>(_ found: Found) -> Wanted? {
      guard Found.self == Wanted.self else { return nil }
      return unsafeBitCast(found, to: Wanted.self)  // Safe: the same type.
    }
    return open(value)
  }

  /// The rectangle under `key` (a frame key): a `CGRect`, or an `NSValue` holding one.
  func rect(_ key: Key) throws(KeyboardInfoError) -> CGRect? {
    switch key {
    case .frameBegin: try Self.rect(in: frameBegin, key: key)
    case .frameEnd: try Self.rect(in: frameEnd, key: key)
    default: nil  // Not a frame key.
    }
  }

  /// The rectangle in `slot`, the slot of `key` (passed, not copied: copying a slot's `Any`
  /// cost more than reading it).
  private static func rect(in slot: Slot<CGRect>, key: Key) throws(KeyboardInfoError) -> CGRect? {
    if let rect = slot.plain { return rect }
    guard let found = slot.other else { return nil }
    return try rect(found, key: key)
  }

  /// The rectangle `found` holds, as ``rect(_:)`` reads the value of `key`.
  private static func rect(_ found: Any, key: Key) throws(KeyboardInfoError) -> CGRect? {
    if let rect = exactly(found, as: CGRect.self) { return rect }
    guard let value = unwrapped(found) else { return nil }
    guard let rect = rect(from: value) else {
      throw wrongType(key: key.name, expected: expectedRect, value: value)
    }
    return rect
  }

  /// The animation duration: any Swift integer or floating-point value or an `NSNumber`, but
  /// not a `Bool`.
  func duration() throws(KeyboardInfoError) -> Double? {
    let key = Key.animationDuration
    if let real = animationDuration.plain { return real }
    guard let value = animationDuration.other.flatMap(Self.unwrapped) else { return nil }
    guard let number = Self.number(from: value) else {
      throw Self.wrongType(key: key.name, expected: Self.expectedNumber, value: value)
    }
    return number.doubleValue
  }

  /// The animation curve, an integer: any Swift integer, an `NSNumber`, or a whole
  /// floating-point value. A non-whole, NaN or infinite number throws
  /// ``KeyboardInfoError/badNumber(key:problem:)``.
  func curve() throws(KeyboardInfoError) -> Int? {
    let key = Key.animationCurve
    if let integer = animationCurve.plain { return integer }
    guard let value = animationCurve.other.flatMap(Self.unwrapped) else { return nil }
    switch Self.number(from: value) {
    case nil:
      throw Self.wrongType(key: key.name, expected: Self.expectedInteger, value: value)
    case .integer(let integer)?:
      return integer
    case .real(let real)?:
      if let problem = KeyboardNumberProblem.ofFinite(real) {
        throw .badNumber(key: key.name, problem: problem)
      }
      guard let integer = Int(exactly: real) else {
        throw .badNumber(key: key.name, problem: .notAnInteger(real))
      }
      return integer
    }
  }

  /// The is-local flag: a `Bool` or an `NSNumber` holding 0 or 1.
  func isLocalValue() throws(KeyboardInfoError) -> Bool? {
    let key = Key.isLocal
    if let bool = isLocal.plain { return bool }
    guard let value = isLocal.other.flatMap(Self.unwrapped) else { return nil }
    guard let bool = value as? Bool else {
      throw Self.wrongType(key: key.name, expected: Self.expectedBool, value: value)
    }
    return bool
  }

  // MARK: - Decoding one value

  /// A number as found: an exact integer, or anything else as a `Double`.
  enum Number {
    /// A value that is exactly an `Int`.
    case integer(Int)
    /// Any other number (fractional, NaN, infinite, or beyond `Int`'s range).
    case real(Double)

    /// The number as a `Double`.
    var doubleValue: Double {
      switch self {
      case .integer(let integer): Double(integer)
      case .real(let real): real
      }
    }
  }

  private static func number(from value: Any) -> Number? {
    if type(of: value) == Bool.self { return nil }  // A Swift Bool, not an NSNumber.
    if let integer = value as? any BinaryInteger {
      return Int(exactly: integer).map(Number.integer) ?? .real(Double(integer))
    }
    if let real = value as? Double { return .real(real) }
    if let real = value as? CGFloat { return .real(Double(real)) }
    if let real = value as? Float { return .real(Double(real)) }
    if let number = value as? NSNumber {
      if let integer = number as? Int { return .integer(integer) }
      return .real(number.doubleValue)
    }
    return nil
  }

  private static func rect(from value: Any) -> CGRect? {
    if let rect = value as? CGRect { return rect }  // Apple platforms bridge NSValue here.
    #if !canImport(ObjectiveC)
      if let boxed = value as? NSValue, !(boxed is NSNumber),
        String(cString: boxed.objCType).hasPrefix("{CGRect")
      {
        return boxed.rectValue
      }
    #endif
    return nil
  }

  /// `value` with any levels of `Optional` removed; `nil` for an empty optional or `NSNull`.
  private static func unwrapped(_ value: Any) -> Any? {
    if value is NSNull { return nil }
    // An object (an NSNumber or NSValue, as UIKit sends them) is never an optional: no Mirror.
    if type(of: value) is AnyObject.Type { return value }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { unwrapped($0.value) }
  }

  private static func wrongType(key: String, expected: String, value: Any) -> KeyboardInfoError {
    .wrongType(key: key, expected: expected, found: String(describing: type(of: value)))
  }
}
