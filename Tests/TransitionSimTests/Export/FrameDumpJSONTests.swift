import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct FrameDumpJSONTests {
  @Test func theGoldenScenarioMatchesItsGoldenFiles() throws {
    let run = try goldenRun()
    let frames = try run.frames()
    let header = FrameDumpHeader(run: run, frames: frames)
    try expectGolden(
      try rendered { try FrameDumpJSON.write(header: header, frames: frames, to: $0) },
      named: "golden.json")
    try expectGolden(
      try rendered { try FrameDumpJSON.writeLines(header: header, frames: frames, to: $0) },
      named: "golden.jsonl")
  }

  /// Compares one parsed frame object with the frame it was written from.
  static func check(_ object: [String: Any], against frame: Frame) throws {
    #expect(object["index"] as? Int == frame.index)
    #expect(agree(try #require(number(object["time"])), frame.time, decimals: 6))
    let offset = try #require(numbers(object["contentOffset"]))
    #expect(agree(offset[0], Double(frame.contentOffset.x), decimals: 4))
    #expect(agree(offset[1], Double(frame.contentOffset.y), decimals: 4))
    let elements = try #require(object["elements"] as? [[String: Any]])
    try #require(elements.count == frame.elements.count)
    for (parsed, element) in zip(elements, frame.elements) {
      let attributes = element.attributes
      #expect(parsed["id"] as? String == element.element.description)
      #expect(parsed["category"] as? String == element.element.category.description)
      #expect(parsed["kind"] as? String == element.element.kind)
      #expect(parsed["role"] as? String == (element.role == .ghost ? "ghost" : nil))
      #expect(parsed["change"] as? String == element.change.rawValue)
      #expect((parsed["indexPath"] as? [Int]) == Array(attributes.indexPath))
      let rect = try #require(numbers(parsed["frame"]))
      let expected = [
        attributes.frame.minX, attributes.frame.minY, attributes.frame.width,
        attributes.frame.height,
      ]
      for (a, b) in zip(rect, expected) { #expect(agree(a, Double(b), decimals: 4)) }
      #expect(agree(try #require(number(parsed["alpha"])), Double(attributes.alpha), decimals: 4))
      #expect(parsed["zIndex"] as? Int == attributes.zIndex)
      #expect(parsed["hidden"] as? Bool == attributes.isHidden)
      if attributes.transform3D.isIdentity {
        #expect(parsed["transform"] == nil)
      } else {
        let t = attributes.transform3D
        let entries = try #require(numbers(parsed["transform"]))
        let values = [
          t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
          t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ]
        for (a, b) in zip(entries, values) { #expect(agree(a, Double(b), decimals: 6)) }
      }
    }
  }

  @Test func theJSONDumpReadsBackAsItsFrames() throws {
    let run = try goldenRun()
    let frames = try run.frames()
    let bytes = try rendered {
      try FrameDumpJSON.write(
        header: FrameDumpHeader(run: run, frames: frames), frames: frames, to: $0)
    }
    let dump = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    #expect(dump["format"] as? String == "transition-sim-frames")
    #expect(dump["frameCount"] as? Int == frames.count)
    let parsed = try #require(dump["frames"] as? [[String: Any]])
    try #require(parsed.count == frames.count)
    for (object, frame) in zip(parsed, frames) { try Self.check(object, against: frame) }
  }

  @Test func theJSONLinesDumpReadsBackAsItsFrames() throws {
    let frames = FrameSampler.standard.frames(of: try syntheticTransition())
    let bytes = try rendered {
      try FrameDumpJSON.writeLines(header: syntheticHeader(frames), frames: frames, to: $0)
    }
    let lines = bytes.split(separator: UInt8(ascii: "\n"))
    try #require(lines.count == frames.count + 1)
    let header = try JSONSerialization.jsonObject(with: Data(lines[0])) as? [String: Any]
    #expect(header?["scenario"] as? String == "synthetic")
    for (line, frame) in zip(lines.dropFirst(), frames) {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
      try Self.check(object, against: frame)
    }
  }
}
