/// Writing a whole number's decimal digits straight into UTF-8 bytes, for text built as bytes
/// (an explanation's, the simulator's JSON) without making the number's `String` first.
extension Array where Element == UInt8 {
  /// Appends the decimal digits of `whole`, with a leading `-` when it is negative.
  ///
  /// Written from the first digit on, dividing by a falling power of ten: writing the digits
  /// last first and reversing them in place (`bytes[start...].reverse()`) copied the whole
  /// buffer at every number, the slice sharing its storage (≈ 45k instructions a
  /// `keyboard-sim --json` step of the sign-up scenario).
  @inlinable package mutating func appendDecimalDigits(of whole: Int) {
    if whole < 0 { append(UInt8(ascii: "-")) }
    let magnitude = whole.magnitude
    var power: UInt = 1
    while magnitude / power >= 10 { power *= 10 }
    repeat {
      append(UInt8(ascii: "0") + UInt8(magnitude / power % 10))
      power /= 10
    } while power > 0
  }
}
