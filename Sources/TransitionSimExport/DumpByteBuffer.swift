import Foundation
import TransitionSimEngine
import TransitionSimScenario

/// A growable byte buffer that the frame-dump writers write through a pointer.
///
/// Appending to an `[UInt8]` checks the array's uniqueness and capacity and goes through the
/// standard library's generic paths on every call, and a dump appends a few bytes at a time, tens
/// of times per element and frame. This buffer belongs to one writer — it cannot be copied, and
/// frees its memory when it goes away — so an append is one comparison with the capacity and a
/// store. A number is written in place: ``reserve(_:)`` returns where the next bytes go and
/// ``commit(_:)`` counts what was written there.
///
/// ```swift
/// var buffer = DumpByteBuffer()
/// buffer.append("x = ")
/// buffer.appendGeometry(12.5)
/// buffer.bytes  // "x = 12.5" as UTF-8
/// ```
package struct DumpByteBuffer: ~Copyable {
  private var start: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// How many bytes the buffer holds.
  package private(set) var count = 0

  /// An empty buffer with room for `capacity` bytes before it grows.
  ///
  /// - Complexity: O(1).
  package init(capacity: Int = 4_096) {
    self.capacity = max(capacity, 64)
    start = .allocate(capacity: self.capacity)
  }

  deinit { start.deallocate() }

  /// Makes room for `extra` more bytes and returns where they go; ``commit(_:)`` then counts the
  /// bytes written there.
  ///
  /// - Complexity: O(1), amortized: the buffer doubles when it grows.
  @inline(__always)
  package mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
    if count + extra > capacity { grow(toHold: count + extra) }
    return start + count
  }

  /// Counts `written` bytes stored at the address ``reserve(_:)`` returned (at most as many as
  /// were reserved).
  ///
  /// - Complexity: O(1).
  @inline(__always)
  package mutating func commit(_ written: Int) {
    count += written
  }

  @inline(never)
  private mutating func grow(toHold needed: Int) {
    let larger = max(needed, capacity * 2)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    moved.update(from: start, count: count)
    start.deallocate()
    start = moved
    capacity = larger
  }

  /// Appends one byte.
  ///
  /// - Complexity: O(1), amortized.
  @inline(__always)
  package mutating func append(_ byte: UInt8) {
    reserve(1).pointee = byte
    count += 1
  }

  /// Appends a literal's UTF-8 bytes.
  ///
  /// - Complexity: O(*n*) in the literal's length.
  @inline(__always)
  package mutating func append(_ text: StaticString) {
    let length = text.utf8CodeUnitCount
    reserve(length).update(from: text.utf8Start, count: length)
    count += length
  }

  /// Appends raw bytes.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  package mutating func append(_ bytes: UnsafeRawBufferPointer) {
    guard let source = bytes.baseAddress else { return }
    UnsafeMutableRawPointer(reserve(bytes.count)).copyMemory(from: source, byteCount: bytes.count)
    count += bytes.count
  }

  /// Appends an array's bytes.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  package mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { append($0) }
  }

  /// Appends a string's UTF-8 bytes, as they are.
  ///
  /// - Complexity: O(*n*) in the string's UTF-8 length.
  package mutating func append(utf8 text: String) {
    var text = text
    text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
  }

  /// Empties the buffer and keeps its memory.
  ///
  /// - Complexity: O(1).
  package mutating func removeAll() {
    count = 0
  }

  /// Calls `body` with the bytes held.
  ///
  /// - Complexity: O(1) besides `body`.
  package func withUnsafeBytes<Result>(
    _ body: (UnsafeRawBufferPointer) throws -> Result
  ) rethrows -> Result {
    try body(UnsafeRawBufferPointer(start: start, count: count))
  }

  /// The bytes held, as an array.
  ///
  /// - Complexity: O(*n*) in ``count``.
  package var bytes: [UInt8] {
    withUnsafeBytes { Array($0) }
  }

  /// Hands the bytes to `output` (which buffers and writes them in chunks) and empties the buffer.
  ///
  /// - Throws: ``OutputError`` when `output` cannot write.
  /// - Complexity: O(*n*) in ``count``.
  package mutating func flush(to output: OutputFile) throws {
    try withUnsafeBytes { try output.write($0) }
    count = 0
  }
}
