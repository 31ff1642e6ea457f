import Foundation

/// Fixed-precision number formatting for frame dumps: the same bytes on every platform, fast.
///
/// A value is rounded to `decimals` decimal places (half away from zero) and printed without
/// trailing zeros or exponent: `12.5`, `0.3333`, `-4`, `0`. Negative zero, and anything that
/// rounds to zero, prints as `0`; NaN and infinities as `null`. Values too large for fixed notation
/// (scaled beyond ±9e15) print as whole numbers, clamped to ±9e18.
///
/// The number is written as integers: scaled by 10^`decimals` and rounded to a whole number of
/// units, whose digits are stored straight into the output, two per division, with no `String`
/// and no `Double.description`. The tests hold it byte for byte to a plain reference
/// (`DumpNumberFormatReference`, in the tests), written with the standard library's printing.
///
/// The writers are `@inlinable`: the exporters, in another module, inline them into their loops
/// as the engine's own callers do.
package enum DumpNumberFormat {
  /// Decimal places for geometry (frames, centers, sizes, offsets) and alpha.
  package static let geometryDecimals = 4
  /// Decimal places for times.
  package static let timeDecimals = 6
  /// Decimal places for transform matrix entries.
  package static let transformDecimals = 6

  /// The most bytes one number takes: a sign, 19 digits, a decimal point and 7 decimals.
  @inlinable package static var maximumBytes: Int { 28 }

  //===--- writing at an address ---===//

  /// Writes `value` rounded to `places` decimals at `start` and returns how many bytes it wrote
  /// (at most ``maximumBytes``); `scale` is 10^`places` and `divisor` the same as an integer.
  ///
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  static func write(
    _ value: Double, scale: Double, divisor: UInt64, places: Int,
    at start: UnsafeMutablePointer<UInt8>
  ) -> Int {
    let scaled = value * scale
    // Below 2^52 the fractional part of `scaled` is exact, so rounding half away from zero is a
    // truncation and a comparison, the same as `rounded(.toNearestOrAwayFromZero)` without a call
    // into libm. NaN fails the comparison too.
    guard abs(scaled) < 4.5e15 else {
      return writeBeyondFastRange(value, places: places, at: start)
    }
    var units = Int64(scaled)
    let rest = scaled - Double(units)
    if rest >= 0.5 {
      units += 1
    } else if rest <= -0.5 {
      units -= 1
    }
    return writeUnits(units, divisor: divisor, places: places, at: start)
  }

  /// Writes `value` with `decimals` places (clamped to 0…7) at `start`; returns the byte count.
  ///
  /// - Complexity: O(1).
  package static func write(_ value: Double, decimals: Int, at start: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    switch decimals {
    case ..<1: write(value, scale: 1, divisor: 1, places: 0, at: start)
    case 1: write(value, scale: 10, divisor: 10, places: 1, at: start)
    case 2: write(value, scale: 100, divisor: 100, places: 2, at: start)
    case 3: write(value, scale: 1_000, divisor: 1_000, places: 3, at: start)
    case 4: writeGeometry(value, at: start)
    case 5: write(value, scale: 100_000, divisor: 100_000, places: 5, at: start)
    case 6: writeSixDecimals(value, at: start)
    default: write(value, scale: 10_000_000, divisor: 10_000_000, places: 7, at: start)
    }
  }

  /// Writes `value` with 4 decimals (geometry and alpha); returns the byte count.
  ///
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  package static func writeGeometry(_ value: Double, at start: UnsafeMutablePointer<UInt8>) -> Int {
    write(value, scale: 10_000, divisor: 10_000, places: 4, at: start)
  }

  /// Writes `value` with 6 decimals (times and transform entries); returns the byte count.
  ///
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  package static func writeSixDecimals(_ value: Double, at start: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    write(value, scale: 1_000_000, divisor: 1_000_000, places: 6, at: start)
  }

  /// The rare cases, as the reference rounds them: NaN and infinities (`null`), and scaled values
  /// from 4.5e15 on (rounded by libm, and whole numbers from 9e15 on).
  @usableFromInline @inline(never)
  static func writeBeyondFastRange(
    _ value: Double, places: Int, at start: UnsafeMutablePointer<UInt8>
  ) -> Int {
    guard value.isFinite else {
      let null: StaticString = "null"
      start.update(from: null.utf8Start, count: null.utf8CodeUnitCount)
      return null.utf8CodeUnitCount
    }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
    guard abs(scaled) < 9e15 else {
      return writeInteger(Int64(max(min(value.rounded(), 9e18), -9e18)), at: start)
    }
    return writeUnits(Int64(scaled), divisor: UInt64(scale), places: places, at: start)
  }

  /// Writes a number of 10^-`places` units: sign, whole part, and the decimals without their
  /// trailing zeros; `0` when there are no units.
  @inlinable @inline(__always)
  static func writeUnits(
    _ units: Int64, divisor: UInt64, places: Int, at start: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var next = start
    if units == 0 {
      next.pointee = UInt8(ascii: "0")
      return 1
    }
    if units < 0 {
      next.pointee = UInt8(ascii: "-")
      next += 1
    }
    let magnitude = units.magnitude
    let fraction = magnitude % divisor
    next += writeDigits(magnitude / divisor, at: next)
    guard fraction != 0 else { return next - start }
    next.pointee = UInt8(ascii: ".")
    var end = next + 1 + places
    // At most 7 decimals: the fraction is below 10^7.
    writeDigits(UInt32(truncatingIfNeeded: fraction), width: places, endingAt: end)
    // The fraction is not zero: a digit other than 0 stops this before the point.
    while (end - 1).pointee == UInt8(ascii: "0") { end -= 1 }
    return end - start
  }

  /// Writes a decimal integer at `start`; returns the byte count (at most 20).
  ///
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  package static func writeInteger(_ value: Int64, at start: UnsafeMutablePointer<UInt8>) -> Int {
    guard value < 0 else { return writeDigits(value.magnitude, at: start) }
    start.pointee = UInt8(ascii: "-")
    return 1 + writeDigits(value.magnitude, at: start + 1)
  }

  /// Writes the decimal digits of `value` (at least one) at `start`; returns how many.
  @inlinable @inline(__always)
  static func writeDigits(_ value: UInt64, at start: UnsafeMutablePointer<UInt8>) -> Int {
    // Most whole parts in a dump are points on a screen: below 10,000, in 32-bit arithmetic.
    if value < 10_000 {
      let small = UInt32(truncatingIfNeeded: value)
      let count = small < 100 ? (small < 10 ? 1 : 2) : (small < 1_000 ? 3 : 4)
      writeDigits(small, width: count, endingAt: start + count)
      return count
    }
    var count = 5
    var rest = value / 100_000
    while rest >= 100 {
      rest /= 100
      count += 2
    }
    if rest >= 10 {
      count += 2
    } else if rest > 0 {
      count += 1
    }
    writeDigits(value, width: count, endingAt: start + count)
    return count
  }

  /// Writes the last `width` decimal digits of `value`, with leading zeros, just before `end`.
  ///
  /// Generic over the width of the arithmetic, and always inlined, so that the caller's 32-bit
  /// values use 32-bit divisions (several times cheaper than 64-bit ones) and its 64-bit values
  /// 64-bit ones, from one body.
  ///
  /// - Complexity: O(`width`).
  @inlinable @inline(__always)
  static func writeDigits<Digits: FixedWidthInteger & UnsignedInteger>(
    _ value: Digits, width: Int, endingAt end: UnsafeMutablePointer<UInt8>
  ) {
    // "00", "01", … "99": the two digits of every number below 100. A literal in the body, so
    // that the body inlined into another module reads a constant rather than a static's accessor.
    let digitPairs: StaticString = """
      0001020304050607080910111213141516171819\
      2021222324252627282930313233343536373839\
      4041424344454647484950515253545556575859\
      6061626364656667686970717273747576777879\
      8081828384858687888990919293949596979899
      """
    var rest = value
    var position = end
    var remaining = width
    // Two digits per division, read from a table: the quotient is the only chain from one step
    // to the next.
    while remaining >= 2 {
      let pair = Int(truncatingIfNeeded: rest % 100)
      rest /= 100
      position -= 2
      position[0] = digitPairs.utf8Start[2 &* pair]
      position[1] = digitPairs.utf8Start[2 &* pair &+ 1]
      remaining -= 2
    }
    if remaining == 1 {
      (position - 1).pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
    }
  }

  //===--- appending to arrays ---===//

  /// Appends `value` with at most `decimals` (0…7) decimal places to `buffer`, as UTF-8.
  ///
  /// - Complexity: O(1).
  package static func append(_ value: Double, decimals: Int, to buffer: inout [UInt8]) {
    append(to: &buffer) { write(value, decimals: decimals, at: $0) }
  }

  /// ``append(_:decimals:to:)`` under the name the other exporters call.
  ///
  /// - Complexity: O(1).
  package static func appendFixed(_ value: Double, decimals: Int, to buffer: inout [UInt8]) {
    append(value, decimals: decimals, to: &buffer)
  }

  /// Appends a decimal integer.
  ///
  /// - Complexity: O(1).
  package static func appendInteger(_ value: Int64, to buffer: inout [UInt8]) {
    append(to: &buffer) { writeInteger(value, at: $0) }
  }

  /// Appends what `write` writes at the address it is given (at most ``maximumBytes``).
  private static func append(
    to buffer: inout [UInt8], _ write: (UnsafeMutablePointer<UInt8>) -> Int
  ) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumBytes) { scratch in
      guard let base = scratch.baseAddress else { return }
      buffer.append(contentsOf: UnsafeBufferPointer(start: base, count: write(base)))
    }
  }

  /// The formatted value as a string (for tests and messages).
  package static func string(_ value: Double, decimals: Int) -> String {
    var buffer: [UInt8] = []
    append(value, decimals: decimals, to: &buffer)
    return String(decoding: buffer, as: UTF8.self)
  }
}

extension Array where Element == UInt8 {
  /// Appends a string literal's UTF-8 bytes without creating an intermediate array.
  @inlinable @inline(__always)
  package mutating func appendASCII(_ text: StaticString) {
    text.withUTF8Buffer { append(contentsOf: $0) }
  }
}
