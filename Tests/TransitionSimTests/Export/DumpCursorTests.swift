import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct DumpCursorTests {
  @Test func whatTheCursorWritesIsCountedWhenCommitted() {
    var buffer = DumpByteBuffer(capacity: 64)
    buffer.append("a=")
    var cursor = buffer.cursor(reserving: 4 * DumpNumberFormat.maximumBytes + 8)
    cursor.appendGeometry(12.345_66)
    cursor.append(UInt8(ascii: ","))
    cursor.appendSixDecimals(-0.000_000_4)
    cursor.append(", ")
    cursor.appendInteger(-42)
    #expect(buffer.count == 2)
    buffer.commit(cursor)
    buffer.append(";")
    #expect(String(decoding: buffer.bytes, as: UTF8.self) == "a=12.3457,0, -42;")
  }

  @Test func theRoomReservedGrowsTheBufferFirst() {
    var buffer = DumpByteBuffer(capacity: 64)
    var cursor = buffer.cursor(reserving: 1_000 * DumpNumberFormat.maximumBytes)
    for _ in 0..<1_000 { cursor.appendInteger(Int.min) }
    buffer.commit(cursor)
    #expect(buffer.bytes == Array(String(repeating: String(Int.min), count: 1_000).utf8))
  }

  @Test func changesAreWrittenAsTheirRawValues() {
    for change in Track.Change.allCases {
      var buffer = DumpByteBuffer()
      var cursor = buffer.cursor(reserving: 12)
      cursor.append(change)
      buffer.commit(cursor)
      #expect(String(decoding: buffer.bytes, as: UTF8.self) == change.rawValue)
    }
  }

  @Test func transformEntriesComeRowByRowWithSixDecimals() {
    var transform = Transform3D.identity
    transform.m12 = 0.5
    transform.m41 = -12.345_678_9
    transform.m34 = -1.0 / 500
    var buffer = DumpByteBuffer()
    var cursor = buffer.cursor(reserving: 16 * DumpNumberFormat.maximumBytes + 15)
    cursor.appendEntries(of: transform, separator: ",")
    buffer.commit(cursor)
    #expect(
      String(decoding: buffer.bytes, as: UTF8.self)
        == "1,0.5,0,0,0,1,0,0,0,0,1,-0.002,-12.345679,0,0,1")
  }
}
