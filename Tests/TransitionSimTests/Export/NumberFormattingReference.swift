import Foundation

/// The frame dumps' number formatting, written plainly: the specification that
/// ``DumpNumberFormat`` must match byte for byte in the property tests.
///
/// It rounds and prints as ``DumpNumberFormat`` documents — `decimals` clamped to 0…7, half away
/// from zero, no trailing zeros, `0` for anything that rounds to zero (negative zero included),
/// `null` for NaN and infinities, and a whole number (clamped to ±9e18) once the scaled value
/// reaches 9e15 — with the standard library's integer printing, independently of the fast
/// writer's digit tables. Nothing writes dumps with it.
///
/// - Complexity: O(1) a number.
enum DumpNumberFormatReference {
  private static let powers: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000]

  /// Appends `value` with at most `decimals` (0…7) decimal places to `buffer`, as UTF-8.
  ///
  /// - Complexity: O(1).
  static func appendFixed(_ value: Double, decimals: Int, to buffer: inout [UInt8]) {
    buffer.append(contentsOf: string(value, decimals: decimals).utf8)
  }

  /// The formatted value as a string.
  ///
  /// - Complexity: O(1).
  static func string(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "null" }
    let places = max(0, min(decimals, powers.count - 1))
    let scale = powers[places]
    let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
    guard abs(scaled) < 9e15 else {
      return String(Int64(max(min(value.rounded(), 9e18), -9e18)))
    }
    let units = Int64(scaled)
    guard units != 0 else { return "0" }
    let divisor = Int64(scale)
    let sign = units < 0 ? "-" : ""
    let whole = String(abs(units) / divisor)
    // The fraction's digits, zero-padded to `places`, without trailing zeros.
    var fraction = String(abs(units) % divisor)
    fraction = String(repeating: "0", count: max(0, places - fraction.count)) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
  }
}
