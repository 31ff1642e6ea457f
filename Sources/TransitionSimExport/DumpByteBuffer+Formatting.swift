import Foundation
import TransitionSimEngine
import TransitionSimScenario

// The frame dumps' numbers and JSON strings, written in place into a `DumpByteBuffer`.
extension DumpByteBuffer {
  /// Appends a geometry value or an alpha with 4 decimals (``DumpNumberFormat``).
  ///
  /// - Complexity: O(1).
  @inline(__always)
  package mutating func appendGeometry(_ value: CGFloat) {
    let start = reserve(DumpNumberFormat.maximumBytes)
    commit(DumpNumberFormat.writeGeometry(Double(value), at: start))
  }

  /// Appends a time or a transform entry with 6 decimals (``DumpNumberFormat``).
  ///
  /// - Complexity: O(1).
  @inline(__always)
  package mutating func appendSixDecimals(_ value: Double) {
    let start = reserve(DumpNumberFormat.maximumBytes)
    commit(DumpNumberFormat.writeSixDecimals(value, at: start))
  }

  /// Appends `value` with `decimals` places, clamped to 0…7 (``DumpNumberFormat``).
  ///
  /// - Complexity: O(1).
  package mutating func appendNumber(_ value: Double, decimals: Int) {
    let start = reserve(DumpNumberFormat.maximumBytes)
    commit(DumpNumberFormat.write(value, decimals: decimals, at: start))
  }

  /// Appends a decimal integer.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  package mutating func appendInteger(_ value: Int) {
    let start = reserve(DumpNumberFormat.maximumBytes)
    commit(DumpNumberFormat.writeInteger(Int64(value), at: start))
  }

  /// Appends `text` as a JSON string literal, escaping as RFC 8259 requires: `\"`, `\\`, `\n`,
  /// `\r`, `\t`, and `\u00XX` for the other control characters.
  ///
  /// - Complexity: O(*n*) in the string's UTF-8 length.
  package mutating func appendJSONString(_ text: String) {
    var text = text
    text.withUTF8 { appendJSONString(utf8: $0) }
  }

  /// Appends UTF-8 bytes as a JSON string literal; bytes that need no escape are copied at once.
  private mutating func appendJSONString(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    var plain = true
    for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    {
      plain = false
      break
    }
    append(UInt8(ascii: "\""))
    if plain {
      append(UnsafeRawBufferPointer(bytes))
    } else {
      for byte in bytes { appendEscaped(byte) }
    }
    append(UInt8(ascii: "\""))
  }

  /// Appends one byte of a JSON string, escaped when it must be.
  private mutating func appendEscaped(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): append("\\\"")
    case UInt8(ascii: "\\"): append("\\\\")
    case 0x0A: append("\\n")
    case 0x0D: append("\\r")
    case 0x09: append("\\t")
    case 0x00..<0x20: appendUnicodeEscape(byte)
    default: append(byte)
    }
  }

  /// Appends a control character as `\u00XX`, in lowercase hexadecimal (as JSON and the CSV dump
  /// write it).
  ///
  /// - Complexity: O(1).
  package mutating func appendUnicodeEscape(_ byte: UInt8) {
    let hex: StaticString = "0123456789abcdef"
    append("\\u00")
    append(hex.utf8Start[Int(byte >> 4)])
    append(hex.utf8Start[Int(byte & 0xF)])
  }
}

extension DumpNumberFormat {
  /// Appends `text` as a JSON string literal, escaping as RFC 8259 requires.
  package static func appendJSONString(_ text: String, to buffer: inout [UInt8]) {
    var bytes = DumpByteBuffer(capacity: text.utf8.count + 2)
    bytes.appendJSONString(text)
    bytes.withUnsafeBytes { buffer.append(contentsOf: $0) }
  }
}
