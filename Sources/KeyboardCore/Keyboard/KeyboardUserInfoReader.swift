import Foundation

/// Reads typed values out of a keyboard notification's userInfo, accepting the types UIKit and
/// Foundation really put there. `nil` means the key is absent; a present value of the wrong
/// type throws ``KeyboardInfoError/wrongType(key:expected:found:)``.
struct KeyboardUserInfoReader {
  /// What a frame key accepts, as named in errors.
  static let expectedRect = "CGRect"
  /// What the duration key accepts, as named in errors.
  static let expectedNumber = "a number (Double, Int or NSNumber)"
  /// What the curve key accepts, as named in errors.
  static let expectedInteger = "an integer (Int, NSNumber or a whole Double)"
  /// What the is-local key accepts, as named in errors.
  static let expectedBool = "Bool or NSNumber"

  /// The notification's userInfo; `nil` reads as every key absent.
  let userInfo: [AnyHashable: Any]?

  /// The value stored under `key`, looked up as a Swift `String` key and, failing that, as an
  /// `NSString` key (which does not hash like a `String` off Apple platforms). A `nil`
  /// optional or an `NSNull` reads as absent.
  func value(forKey key: String) -> Any? {
    guard let userInfo else { return nil }
    let stored =
      userInfo[AnyHashable(key)]
      ?? userInfo.first(where: { ($0.key.base as? NSString).map(String.init) == key })?.value
    return stored.flatMap(Self.unwrapped)
  }

  /// The rectangle under `key`: a `CGRect`, or an `NSValue` holding one.
  func rect(forKey key: String) throws(KeyboardInfoError) -> CGRect? {
    guard let value = value(forKey: key) else { return nil }
    guard let rect = Self.rect(from: value) else {
      throw Self.wrongType(key: key, expected: Self.expectedRect, value: value)
    }
    return rect
  }

  /// The number under `key`: any Swift integer or floating-point value or an `NSNumber`,
  /// but not a `Bool`.
  func number(forKey key: String) throws(KeyboardInfoError) -> Double? {
    guard let value = value(forKey: key) else { return nil }
    guard let number = Self.number(from: value) else {
      throw Self.wrongType(key: key, expected: Self.expectedNumber, value: value)
    }
    return number.doubleValue
  }

  /// The integer under `key`: any Swift integer, an `NSNumber`, or a whole floating-point
  /// value. A non-whole, NaN or infinite number throws
  /// ``KeyboardInfoError/badNumber(key:problem:)``.
  func integer(forKey key: String) throws(KeyboardInfoError) -> Int? {
    guard let value = value(forKey: key) else { return nil }
    switch Self.number(from: value) {
    case nil:
      throw Self.wrongType(key: key, expected: Self.expectedInteger, value: value)
    case .integer(let integer)?:
      return integer
    case .real(let real)?:
      if let problem = KeyboardNumberProblem.ofFinite(real) {
        throw .badNumber(key: key, problem: problem)
      }
      guard let integer = Int(exactly: real) else {
        throw .badNumber(key: key, problem: .notAnInteger(real))
      }
      return integer
    }
  }

  /// The Boolean under `key`: a `Bool` or an `NSNumber` holding 0 or 1.
  func bool(forKey key: String) throws(KeyboardInfoError) -> Bool? {
    guard let value = value(forKey: key) else { return nil }
    guard let bool = value as? Bool else {
      throw Self.wrongType(key: key, expected: Self.expectedBool, value: value)
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
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { unwrapped($0.value) }
  }

  private static func wrongType(key: String, expected: String, value: Any) -> KeyboardInfoError {
    .wrongType(key: key, expected: expected, found: String(describing: type(of: value)))
  }
}
