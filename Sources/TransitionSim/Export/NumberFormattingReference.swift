import Foundation

/// The frame dumps' number formatting as it was first written: the specification that
/// ``DumpNumberFormat`` must match byte for byte, kept for the property tests.
///
/// It rounds and prints as ``DumpNumberFormat`` documents — `decimals` clamped to 0…7, half away
/// from zero, no trailing zeros, `0` for anything that rounds to zero (negative zero included),
/// `null` for NaN and infinities, and a whole number (clamped to ±9e18) once the scaled value
/// reaches 9e15 — appending to an `[UInt8]` one byte at a time. Nothing writes dumps with it.
enum DumpNumberFormatReference {
  private static let powers: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000]

  /// Appends `value` with at most `decimals` (0…7) decimal places to `buffer`, as UTF-8.
  ///
  /// - Complexity: O(1).
  static func appendFixed(_ value: Double, decimals: Int, to buffer: inout [UInt8]) {
    guard value.isFinite else {
      buffer.append(contentsOf: Array("null".utf8))
      return
    }
    let places = max(0, min(decimals, powers.count - 1))
    let scale = powers[places]
    let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
    guard abs(scaled) < 9e15 else {
      appendInteger(Int64(max(min(value.rounded(), 9e18), -9e18)), to: &buffer)
      return
    }
    var units = Int64(scaled)
    if units == 0 {
      buffer.append(UInt8(ascii: "0"))
      return
    }
    if units < 0 {
      buffer.append(UInt8(ascii: "-"))
      units = -units
    }
    let divisor = Int64(scale)
    let whole = units / divisor
    var fraction = units % divisor
    appendInteger(whole, to: &buffer)
    guard fraction != 0 else { return }
    var digits = places
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    buffer.append(UInt8(ascii: "."))
    let start = buffer.count
    for _ in 0..<digits { buffer.append(UInt8(ascii: "0")) }
    var position = start + digits - 1
    while fraction > 0 && position >= start {
      buffer[position] = UInt8(ascii: "0") + UInt8(fraction % 10)
      fraction /= 10
      position -= 1
    }
  }

  /// Appends a decimal integer.
  ///
  /// - Complexity: O(1) (at most 20 bytes).
  static func appendInteger(_ value: Int64, to buffer: inout [UInt8]) {
    if value == 0 {
      buffer.append(UInt8(ascii: "0"))
      return
    }
    var magnitude = value.magnitude
    if value < 0 { buffer.append(UInt8(ascii: "-")) }
    let start = buffer.count
    while magnitude > 0 {
      buffer.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    }
    var low = start
    var high = buffer.count - 1
    while low < high {
      buffer.swapAt(low, high)
      low += 1
      high -= 1
    }
  }

  /// The formatted value as a string.
  static func string(_ value: Double, decimals: Int) -> String {
    var buffer: [UInt8] = []
    appendFixed(value, decimals: decimals, to: &buffer)
    return String(decoding: buffer, as: UTF8.self)
  }
}
