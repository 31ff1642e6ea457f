import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct DumpByteBufferTests {
  @Test func appendsGrowPastTheFirstCapacityAndKeepEveryByte() {
    var buffer = DumpByteBuffer(capacity: 1)
    var expected: [UInt8] = []
    for index in 0..<10_000 {
      let byte = UInt8(truncatingIfNeeded: index)
      buffer.append(byte)
      expected.append(byte)
      if index % 7 == 0 {
        buffer.append("ab")
        expected += Array("ab".utf8)
      }
      if index % 11 == 0 {
        buffer.append(utf8: "é\(index)")
        expected += Array("é\(index)".utf8)
      }
    }
    #expect(buffer.count == expected.count)
    #expect(buffer.bytes == expected)
    buffer.removeAll()
    #expect(buffer.count == 0)
    #expect(buffer.bytes.isEmpty)
  }

  @Test func reservedBytesCountOnlyOnceCommitted() {
    var buffer = DumpByteBuffer(capacity: 64)
    let start = buffer.reserve(1_000)
    for offset in 0..<3 { start[offset] = UInt8(ascii: "x") }
    #expect(buffer.count == 0)
    buffer.commit(3)
    #expect(buffer.bytes == Array("xxx".utf8))
  }

  @Test(
    arguments: [
      ("plain", #""plain""#), ("a\"b", #""a\"b""#), ("a\\b", #""a\\b""#),
      ("line\nnext\r\ttab", #""line\nnext\r\ttab""#),
      ("nul\u{0}bell\u{7}", #""nul\u0000bell\u0007""#),
      ("\u{1F}\u{7F}é", "\"\\u001f\u{7F}é\""), ("", #""""#),
    ])
  func jsonStringsAreEscapedAsRFC8259Requires(text: String, literal: String) {
    var buffer = DumpByteBuffer()
    buffer.appendJSONString(text)
    #expect(String(decoding: buffer.bytes, as: UTF8.self) == literal)
    var array: [UInt8] = [UInt8(ascii: "x")]
    DumpNumberFormat.appendJSONString(text, to: &array)
    #expect(String(decoding: array, as: UTF8.self) == "x" + literal)
  }

  @Test func flushingHandsEveryByteToTheOutputAndEmptiesTheBuffer() throws {
    var received: [UInt8] = []
    let output = OutputFile { received += $0 }
    var buffer = DumpByteBuffer()
    buffer.append("first ")
    try buffer.flush(to: output)
    #expect(buffer.count == 0)
    buffer.append("second")
    try buffer.flush(to: output)
    try output.commit()
    #expect(received == Array("first second".utf8))
  }
}
