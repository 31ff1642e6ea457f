import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct HTMLPlayerExportTests {
  func player(
    _ frames: FrameSequence, header: FrameDumpHeader, limit: Int = 50_000_000
  ) throws -> String {
    String(
      decoding: try rendered {
        try HTMLPlayerExport.write(
          header: header, frames: frames, maximumFrameDataBytes: limit, to: $0)
      }, as: UTF8.self)
  }

  /// The JSON document embedded in the page.
  func embedded(_ page: String) throws -> [String: Any] {
    let opening = "<script id=\"frame-data\" type=\"application/json\">"
    let start = try #require(page.range(of: opening)).upperBound
    let end = try #require(page.range(of: "</script>", range: start..<page.endIndex)).lowerBound
    let json = Data(page[start..<end].utf8)
    return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
  }

  /// The rows of an embedded frame, one per element of `frame`, each checked to name its element
  /// in `elements`: id, category, kind and role.
  func namedRows(of object: [Any], frame: Frame, elements: [[Any]]) throws -> [[Any]] {
    let rows = try #require(object[3] as? [[Any]])
    try #require(rows.count == frame.elements.count)
    for (row, element) in zip(rows, frame.elements) {
      let entry = elements[try #require(row[0] as? Int)]
      #expect(entry[0] as? String == element.element.description)
      #expect(entry[1] as? String == element.element.category.description)
      #expect(entry[2] as? String == element.element.kind)
      #expect(entry[3] as? String == element.role.rawValue)
    }
    return rows
  }

  @Test func theGoldenScenarioMatchesItsGoldenFile() throws {
    let run = try goldenRun()
    let frames = try run.frames()
    let page = try player(frames, header: FrameDumpHeader(run: run, frames: frames))
    try expectGolden(Array(page.utf8), named: "golden.html")
  }

  @Test func thePageIsSelfContained() throws {
    let run = try goldenRun()
    let frames = try run.frames()
    let page = try player(frames, header: FrameDumpHeader(run: run, frames: frames))
    for reference in ["http://", "https://", "<link", " src=", "@import", "url("] {
      #expect(!page.contains(reference), "the page refers to \(reference)")
    }
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    for control in [
      "id=\"play\"", "id=\"prev\"", "id=\"next\"", "id=\"scrubber\" type=\"range\"",
      "id=\"speed\"", "id=\"frame-index\"", "<option value=\"0.25\">", "<option value=\"2\">",
      "hashchange", "ArrowLeft", "ArrowRight", "data-frame",
    ] {
      #expect(page.contains(control), "the page has \(control)")
    }
    #expect(page.contains("max=\"\(frames.lastIndex)\""))
  }

  @Test func theEmbeddedFramesAreTheFrames() throws {
    let run = try goldenRun()
    let frames = try run.frames()
    let data = try embedded(
      try player(frames, header: FrameDumpHeader(run: run, frames: frames)))
    #expect(data["format"] as? String == "transition-sim-player")
    #expect(data["frameCount"] as? Int == frames.count)
    let elements = try #require(data["elements"] as? [[Any]])
    let changes = try #require(data["changes"] as? [String])
    let parsed = try #require(data["frames"] as? [[Any]])
    try #require(parsed.count == frames.count)
    for (object, frame) in zip(parsed, frames) {
      #expect(agree(try #require(number(object[0])), frame.time, decimals: 6))
      let offset = try #require(numbers(object[1]))
      #expect(agree(offset[1], Double(frame.contentOffset.y), decimals: 4))
      let rows = try namedRows(of: object, frame: frame, elements: elements)
      for (row, element) in zip(rows, frame.elements) {
        let values = try #require(numbers(Array(row[1...5])))
        let attributes = element.attributes
        let expected = [
          attributes.frame.minX, attributes.frame.minY, attributes.frame.width,
          attributes.frame.height, attributes.alpha,
        ]
        for (a, b) in zip(values, expected) { #expect(agree(a, Double(b), decimals: 4)) }
        #expect(row[6] as? Int == attributes.zIndex)
        #expect(row[7] as? Int == (attributes.isHidden ? 1 : 0))
        #expect(changes[try #require(row[8] as? Int)] == element.change.rawValue)
        #expect((row.count == 25) == !attributes.transform3D.isIdentity)
      }
    }
  }

  @Test func everyRowNamesItsOwnElementAcrossSamplers() throws {
    // Frames from two samplers, interleaved, and elements made one by one: each identity's
    // element index is kept per sampler's table, so a row must still name its own element.
    let frames = try mixedFrames()
    let header = FrameDumpHeader(
      scenario: "mixed", fps: 60, viewport: CGSize(width: 200, height: 150), duration: 0.1,
      frameCount: frames.count, steps: [])
    let page = String(
      decoding: try rendered { try HTMLPlayerExport.write(header: header, frames: frames, to: $0) },
      as: UTF8.self)
    let data = try embedded(page)
    let elements = try #require(data["elements"] as? [[Any]])
    let parsed = try #require(data["frames"] as? [[Any]])
    try #require(parsed.count == frames.count)
    var distinct = Set<String>()
    for (object, frame) in zip(parsed, frames) {
      _ = try namedRows(of: object, frame: frame, elements: elements)
      for element in frame.elements {
        distinct.insert(element.element.description + "/" + element.role.rawValue)
      }
    }
    // One entry per distinct element, however many tables it came through.
    #expect(elements.count == distinct.count)
  }

  @Test func textCannotCloseTheScriptElement() throws {
    let frames = FrameSampler.standard.frames(of: try syntheticTransition())
    var header = syntheticHeader(frames)
    header.scenario = "</script><script>alert(1)</script>"
    let page = try player(frames, header: header)
    #expect(page.components(separatedBy: "</script>").count == 3, "only the two real ends")
    #expect(page.contains("\\u003c/script\\u003e"))
    #expect(page.contains("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; —"))
    let data = try embedded(page)
    #expect(data["scenario"] as? String == header.scenario)
  }

  @Test func framesBeyondTheSizeLimitAreRefused() throws {
    let frames = FrameSampler.standard.frames(of: try syntheticTransition())
    let error = #expect(throws: HTMLPlayerExportError.self) {
      try player(frames, header: syntheticHeader(frames), limit: 1_000_000 / 2_000)
    }
    guard case .tooLarge(let limit, let bytes, let frame, let count)? = error else { return }
    #expect(limit == 500 && bytes > 500 && frame < count && count == frames.count)
    #expect(
      HTMLPlayerExportError.tooLarge(
        limit: 50_000_000, bytes: 50_000_100, frame: 10, frameCount: 99
      )
      .description
        == "the HTML player embeds every frame, and this replay's frame data passes the limit of "
        + "50 MB at frame 10 of 99; lower --fps, shorten the scenario, or write --format jsonl or "
        + "csv instead")
  }
}
