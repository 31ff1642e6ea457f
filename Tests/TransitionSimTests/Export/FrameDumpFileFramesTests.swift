import Foundation
import Testing
import TransitionSim

@Suite struct FrameDumpFileFramesTests {
  /// The synthetic transition's dump: a moved cell with a quoted id, a spinning and scaled cell,
  /// a reloaded cell and its ghost, a header and a decoration view.
  func syntheticDump() throws -> (frames: FrameSequence, bytes: [UInt8]) {
    let frames = FrameSampler.standard.frames(of: try syntheticTransition())
    let bytes = try rendered {
      try FrameDumpJSON.write(header: syntheticHeader(frames), frames: frames, to: $0)
    }
    return (frames, bytes)
  }

  @Test func framesReadBackWriteTheSameDump() throws {
    let (frames, bytes) = try syntheticDump()
    let file = try FrameDumpFile(data: Data(bytes), path: "synthetic.json")
    let decoded = try file.decodedFrames()
    #expect(decoded.count == frames.count)
    // Written again from what was read, the dump is the same bytes: every member the writer
    // writes was read back (the numbers are already at the dump's precision).
    let again = try rendered {
      try FrameDumpJSON.write(header: syntheticHeader(frames), frames: decoded, to: $0)
    }
    #expect(again == bytes)
  }

  @Test func elementsKeepTheirIdentityRoleAndTransform() throws {
    let (frames, bytes) = try syntheticDump()
    let decoded = try FrameDumpFile(data: Data(bytes), path: "synthetic.json").decodedFrames()
    let last = try #require(decoded.last)
    let original = try #require(frames.last)
    #expect(last.elements.map(viewKey) == original.elements.map(viewKey))
    #expect(last.elements.map(\.change) == original.elements.map(\.change))
    #expect(last.elements.map(\.element.category) == original.elements.map(\.element.category))
    #expect(last.elements.map(\.element.kind) == original.elements.map(\.element.kind))
    // S ends rotated by 60° and scaled by (0.5, 2): m11 = cos 60° · 0.5, m12 = sin 60° · 0.5.
    let spun = try #require(last.elements.first { $0.element.description == "S" })
    #expect(abs(spun.attributes.transform3D.m11 - 0.25) < 1e-4)
    #expect(abs(spun.attributes.transform3D.m12 - 0.5 * 3.0.squareRoot() / 2) < 1e-4)
    #expect(spun.attributes.alpha == 0)
    #expect(last.time == 0.1)
    #expect(last.contentOffset == CGPoint(x: 0, y: 10))
  }

  @Test func theHeaderGivesTheScenarioAndViewport() throws {
    let (_, bytes) = try syntheticDump()
    let file = try FrameDumpFile(data: Data(bytes), path: "synthetic.json")
    #expect(file.scenarioName == "synthetic")
    #expect(file.viewport == CGSize(width: 200, height: 150))
  }

  @Test func anElementWithoutItsCenterIsAnErrorAtTheElement() throws {
    let text = """
      {"format": "transition-sim-frames", "version": 1, "frames": [
      {"index": 0, "time": 0, "contentOffset": [0, 0], "contentSize": [10, 10], "elements": [
      {"id": "A", "category": "cell", "indexPath": [0, 0], "change": "unchanged", "size": [1, 1]}
      ]}]}
      """
    let file = try FrameDumpFile(data: Data(text.utf8), path: "bad.json")
    #expect {
      _ = try file.decodedFrames()
    } throws: { error in
      "\(error)".hasPrefix("bad.json:3:1: an element lacks \"id\", \"category\"")
    }
  }
}
