import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses XML with Foundation's parser and collects its elements' names and attributes.
final class XMLCollector: NSObject, XMLParserDelegate {
  var elements: [(name: String, attributes: [String: String])] = []
  /// The text of each element, whole (the parser may deliver it in pieces).
  var text: [String] = []
  var error: Error?
  private var pending = ""

  static func parse(_ bytes: [UInt8]) -> XMLCollector {
    let collector = XMLCollector()
    let parser = XMLParser(data: Data(bytes))
    parser.delegate = collector
    if !parser.parse() { collector.error = parser.parserError ?? CocoaError(.coderInvalidValue) }
    collector.flush()
    return collector
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    flush()
    elements.append((elementName, attributeDict))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    flush()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    pending += string
  }

  private func flush() {
    let trimmed = pending.trimmingCharacters(in: .whitespacesAndNewlines)
    if !trimmed.isEmpty { text.append(trimmed) }
    pending = ""
  }
}

@Suite struct SVGExportTests {
  @Test func theGoldenScenarioMatchesItsGoldenFiles() throws {
    let run = try goldenRun()
    let frames = try run.frames()
    let region = SVGExport.region(of: frames, viewport: run.scenario.viewport)
    try expectGolden(
      try rendered {
        try SVGExport.writeFrame(
          frames[2], scenario: "golden", viewport: run.scenario.viewport, region: region, to: $0)
      }, named: "golden-0002.svg")
    try expectGolden(
      try rendered {
        try SVGExport.writeFilmstrip(
          frames: frames, scenario: "golden", viewport: run.scenario.viewport, count: 4, to: $0)
      }, named: "golden-filmstrip.svg")
  }

  @Test func everyFrameIsWellFormedAndShowsItsElements() throws {
    let run = try goldenRun()
    let viewport = run.scenario.viewport
    for frame in try run.frames() {
      let bytes = try rendered {
        try SVGExport.writeFrame(frame, scenario: "golden", viewport: viewport, to: $0)
      }
      let xml = XMLCollector.parse(bytes)
      #expect(xml.error == nil, "frame \(frame.index): \(String(describing: xml.error))")
      #expect(xml.elements.first?.name == "svg")
      let groups = xml.elements.filter { $0.attributes["data-id"] != nil }
      #expect(groups.map { $0.attributes["data-id"] } == frame.elements.map(\.element.description))
      // The visible rect is outlined where the content offset puts it.
      let visible = try #require(xml.elements.first { $0.attributes["class"] == "visible" })
      #expect(
        visible.attributes["x"]
          == DumpNumberFormat.string(Double(frame.contentOffset.x), decimals: 4))
      #expect(visible.attributes["width"] == "280" && visible.attributes["height"] == "240")
      // Each element's label is its id, unescaped by the parser.
      #expect(xml.text.contains("Q,\"1\"&<b>"))
    }
  }

  @Test func stylesTellCategoriesChangesAndGhostsApart() throws {
    let frames = FrameSampler.standard.frames(of: try syntheticTransition())
    let bytes = try rendered {
      try SVGExport.writeFrame(
        frames[frames.lastIndex], scenario: "synthetic", viewport: CGSize(width: 200, height: 150),
        to: $0)
    }
    let xml = XMLCollector.parse(bytes)
    #expect(xml.error == nil)
    let classes = xml.elements.compactMap {
      $0.attributes["data-id"] == nil ? nil : $0.attributes["class"]
    }
    // In the last frame the reload's outgoing view (the ghost) is gone, as UIKit removes it.
    #expect(
      classes == [
        "decoration unchanged", "cell moved", "cell moved", "cell reloaded",
        "supplementary unchanged",
      ])
    let middle = try rendered {
      try SVGExport.writeFrame(
        frames[frames.lastIndex / 2], scenario: "synthetic",
        viewport: CGSize(width: 200, height: 150), to: $0)
    }
    #expect(String(decoding: middle, as: UTF8.self).contains("class=\"cell reloaded ghost\""))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(
      text.contains(
        ".supplementary rect{fill:#fff4cc;stroke:#c77800;stroke-width:1.5;stroke-dasharray:6 3}"))
    #expect(
      text.contains(
        ".decoration rect{fill:#ececec;stroke:#7a7a7a;stroke-width:1.5;stroke-dasharray:2 2}"))
    // The rotated, scaled, faded cell: its matrix is the transform's 2-D part about its center
    // (85, 65), and its opacity its alpha.
    let spun = try #require(xml.elements.first { $0.attributes["data-id"] == "S" })
    #expect(spun.attributes["transform"] == "matrix(0.25 0.433013 -1.732051 1 85 65)")
    #expect(spun.attributes["opacity"] == "0")
  }

  @Test func aFilmstripShowsEvenlySpacedFramesWithTheirTimes() throws {
    #expect(
      SVGExport.filmstripFrameIndices(frameCount: 19, count: 8) == [0, 3, 5, 8, 10, 13, 15, 18])
    #expect(SVGExport.filmstripFrameIndices(frameCount: 3, count: 8) == [0, 1, 2])
    #expect(SVGExport.filmstripFrameIndices(frameCount: 5, count: 1) == [0])
    #expect(SVGExport.filmstripFrameIndices(frameCount: 0, count: 8) == [])

    let run = try goldenRun()
    let frames = try run.frames()
    let bytes = try rendered {
      try SVGExport.writeFilmstrip(
        frames: frames, scenario: "golden", viewport: run.scenario.viewport, count: 3,
        columns: 2, to: $0)
    }
    let xml = XMLCollector.parse(bytes)
    #expect(xml.error == nil)
    let cells = xml.elements.filter { $0.attributes["class"] == "film-frame" }
    #expect(cells.compactMap { $0.attributes["data-frame-index"] } == ["0", "3", "5"])
    let captions = xml.text.filter { $0.hasPrefix("t = ") }
    #expect(
      captions == ["t = 0.000 s · frame 0", "t = 0.100 s · frame 3", "t = 0.150 s · frame 5"])
    // Two columns, two rows: the root's size is whole pixels.
    let root = try #require(xml.elements.first)
    #expect(
      Int(root.attributes["width"] ?? "") != nil && Int(root.attributes["height"] ?? "") != nil)
  }
}
