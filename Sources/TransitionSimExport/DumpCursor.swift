import Foundation
import TransitionSimEngine
import TransitionSimScenario

/// A write position in room reserved in a ``DumpByteBuffer``: the part of a row whose size is
/// bounded (numbers and literals) is written through it without a capacity check per append.
///
/// ```swift
/// var cursor = buffer.cursor(reserving: 2 * DumpNumberFormat.maximumBytes + 1)
/// cursor.appendGeometry(x)
/// cursor.append(",")
/// cursor.appendGeometry(y)
/// buffer.commit(cursor)
/// ```
///
/// The caller reserves enough for everything it writes: ``DumpNumberFormat/maximumBytes`` a
/// number, and each literal's length.
package struct DumpCursor {
  /// Where the next byte goes.
  package private(set) var next: UnsafeMutablePointer<UInt8>

  /// A cursor at `start`.
  init(_ start: UnsafeMutablePointer<UInt8>) {
    next = start
  }

  /// Writes one byte.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  package mutating func append(_ byte: UInt8) {
    next.pointee = byte
    next += 1
  }

  /// Writes a literal's UTF-8 bytes.
  ///
  /// - Complexity: O(*n*) in the literal's length.
  @inline(__always)
  package mutating func append(_ text: StaticString) {
    let length = text.utf8CodeUnitCount
    next.update(from: text.utf8Start, count: length)
    next += length
  }

  /// Writes a geometry value or an alpha with 4 decimals.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  package mutating func appendGeometry(_ value: CGFloat) {
    next += DumpNumberFormat.writeGeometry(Double(value), at: next)
  }

  /// Writes a time or a transform entry with 6 decimals.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  package mutating func appendSixDecimals(_ value: Double) {
    next += DumpNumberFormat.writeSixDecimals(value, at: next)
  }

  /// Writes a decimal integer.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  package mutating func appendInteger(_ value: Int) {
    next += DumpNumberFormat.writeInteger(Int64(value), at: next)
  }

  /// Writes a change's raw value (`inserted`, `moved`, …), without making its string; at most 12
  /// bytes.
  ///
  /// - Complexity: O(1).
  package mutating func append(_ change: Track.Change) {
    switch change {
    case .inserted: append("inserted")
    case .deleted: append("deleted")
    case .moved: append("moved")
    case .reloaded: append("reloaded")
    case .unchanged: append("unchanged")
    case .appearing: append("appearing")
    case .disappearing: append("disappearing")
    }
  }

  /// Writes the 16 entries of `transform` row by row, with 6 decimals, `separator` between them:
  /// at most 16 numbers and 15 separators.
  ///
  /// - Complexity: O(1).
  package mutating func appendEntries(of transform: Transform3D, separator: StaticString) {
    let t = transform
    appendRow(t.m11, t.m12, t.m13, t.m14, separator: separator)
    append(separator)
    appendRow(t.m21, t.m22, t.m23, t.m24, separator: separator)
    append(separator)
    appendRow(t.m31, t.m32, t.m33, t.m34, separator: separator)
    append(separator)
    appendRow(t.m41, t.m42, t.m43, t.m44, separator: separator)
  }

  private mutating func appendRow(
    _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, separator: StaticString
  ) {
    appendSixDecimals(Double(a))
    append(separator)
    appendSixDecimals(Double(b))
    append(separator)
    appendSixDecimals(Double(c))
    append(separator)
    appendSixDecimals(Double(d))
  }
}

extension DumpByteBuffer {
  /// Makes room for `bound` more bytes and returns a cursor at the end of the buffer;
  /// ``commit(_:)-(DumpCursor)`` then counts what was written through it.
  ///
  /// - Complexity: O(1), amortized.
  @inline(__always)
  package mutating func cursor(reserving bound: Int) -> DumpCursor {
    DumpCursor(reserve(bound))
  }

  /// Counts the bytes written through `cursor`, which ``cursor(reserving:)`` returned.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  package mutating func commit(_ cursor: DumpCursor) {
    commit(cursor.next - reserve(0))
  }
}
