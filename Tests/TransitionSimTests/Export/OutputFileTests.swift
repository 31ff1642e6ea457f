import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// Bytes `0, 1, 2, …` (mod 251) from `start`, `count` of them: a pattern whose every chunk
/// differs, so a write out of order or twice shows.
private func pattern(_ start: Int, _ count: Int) -> [UInt8] {
  (start..<start + count).map { UInt8($0 % 251) }
}

@Suite struct OutputFileTests {
  /// Small and large writes in every order, as arrays and as raw bytes: a write of a chunk or
  /// more with nothing buffered goes straight to the file, and the file must still hold every byte
  /// once, in order.
  @Test func largeAndSmallWritesKeepTheirOrder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "transition-sim-output-file-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let chunk = OutputFile.chunkSize
    let sequences: [[Int]] = [
      [chunk], [chunk * 3 + 7], [10, chunk * 2, 5], [chunk * 2, 10, chunk, chunk - 1, 1],
      [chunk - 1, 1, chunk], [0, chunk, 0],
    ]
    for (index, sizes) in sequences.enumerated() {
      let url = folder.appendingPathComponent("out-\(index)")
      var expected: [UInt8] = []
      try OutputFile.write(to: url) { output in
        for (position, size) in sizes.enumerated() {
          let bytes = pattern(expected.count, size)
          expected += bytes
          // Both ways in: an array (the exporters) and raw bytes (the dump writers).
          if (index + position).isMultiple(of: 2) {
            try output.write(bytes)
          } else {
            try bytes.withUnsafeBytes { try output.write($0) }
          }
        }
      }
      let written = try [UInt8](Data(contentsOf: url))
      #expect(written.count == expected.count, "sizes \(sizes)")
      #expect(written == expected, "sizes \(sizes)")
    }
  }

  /// A consumer gets the same bytes, in order, however large the writes.
  @Test func aConsumerGetsEveryByteInOrder() throws {
    let chunk = OutputFile.chunkSize
    var expected: [UInt8] = []
    let bytes = try rendered { output in
      for size in [5, chunk * 2, 3] {
        let part = pattern(expected.count, size)
        expected += part
        try part.withUnsafeBytes { try output.write($0) }
      }
    }
    #expect(bytes == expected)
  }

  /// A failed direct write is an error naming the file, as a failed buffered one is.
  @Test func aFailedLargeWriteNamesTheFile() throws {
    // A full device refuses every write (Linux; elsewhere the test has nothing to check).
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
    let output = try OutputFile(url: URL(fileURLWithPath: "/dev/full"))
    defer { output.abort() }
    let bytes = pattern(0, OutputFile.chunkSize)
    #expect {
      try bytes.withUnsafeBytes { try output.write($0) }
    } throws: { error in
      "\(error)".contains("/dev/full") && "\(error)".contains("write failed")
    }
  }
}
