import Foundation

/// Fixed-precision number formatting for frame dumps: the same bytes on every platform, fast.
///
/// A value is rounded to `decimals` decimal places (half away from zero) and printed without
/// trailing zeros or exponent: `12.5`, `0.3333`, `-4`, `0`. Negative zero prints as `0`. Values
/// too large for fixed notation (beyond ±9e14) print as whole numbers.
package enum DumpNumberFormat {
  /// Decimal places for geometry (frames, centers, sizes, offsets) and alpha.
  package static let geometryDecimals = 4
  /// Decimal places for times.
  package static let timeDecimals = 6
  /// Decimal places for transform matrix entries.
  package static let transformDecimals = 6

  private static let powers: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000]

  /// Appends `value` with at most `decimals` (0…7) decimal places to `buffer`, as UTF-8.
  ///
  /// - Complexity: O(1).
  @inlinable
  package static func append(_ value: Double, decimals: Int, to buffer: inout [UInt8]) {
    appendFixed(value, decimals: decimals, to: &buffer)
  }

  @usableFromInline
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
    // Write the digits in place, from the last one back: no temporary array.
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
  @usableFromInline
  static func appendInteger(_ value: Int64, to buffer: inout [UInt8]) {
    if value == 0 {
      buffer.append(UInt8(ascii: "0"))
      return
    }
    var magnitude = value.magnitude
    if value < 0 { buffer.append(UInt8(ascii: "-")) }
    // Append the digits least significant first, then reverse them in place.
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

  /// The formatted value as a string (for tests and messages).
  package static func string(_ value: Double, decimals: Int) -> String {
    var buffer: [UInt8] = []
    appendFixed(value, decimals: decimals, to: &buffer)
    return String(decoding: buffer, as: UTF8.self)
  }

  /// Appends `text` as a JSON string literal, escaping as RFC 8259 requires.
  package static func appendJSONString(_ text: String, to buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
      case UInt8(ascii: "\\"): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
      case 0x0A: buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case 0x0D: buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      case 0x09: buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
      case 0x00..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        buffer.append(contentsOf: Array("\\u00".utf8))
        buffer.append(hex[Int(byte >> 4)])
        buffer.append(hex[Int(byte & 0xF)])
      default: buffer.append(byte)
      }
    }
    buffer.append(UInt8(ascii: "\""))
  }
}

extension Array where Element == UInt8 {
  /// Appends a string literal's UTF-8 bytes without creating an intermediate array.
  @inline(__always)
  mutating func appendASCII(_ text: StaticString) {
    text.withUTF8Buffer { append(contentsOf: $0) }
  }
}
