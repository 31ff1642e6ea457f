import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// The one table of output formats: names, extensions, what each reads, and that writing
/// through it gives the bytes its writer gives.
@Suite struct FrameDumpFormatTests {
  /// A grid with one animated delete.
  func run() throws -> ScenarioRun {
    try ScenarioRunner(layoutFactory: testLayoutFactory).run(
      try scenario(
        """
        {"version": 1, "name": "grid", "viewport": {"width": 320, "height": 480},
         "layout": {"type": "flow"}, "data": [["A", "B", "C"]],
         "steps": [{"batch": {"deleteItems": [[0, 1]]}}]}
        """))
  }

  /// What `write` puts in a new file.
  func bytes(_ write: (OutputFile) throws -> Void) throws -> Data {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "format-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    let file = try OutputFile(url: url)
    try write(file)
    try file.commit()
    return try Data(contentsOf: url)
  }

  @Test func theTableNamesEveryFormatOnceWithItsExtension() {
    let names = FrameDumpFormat.all.map(\.name)
    #expect(
      names == ["json", "jsonl", "csv", "keyframes", "lottie", "svg", "animated-svg", "html"])
    #expect(Set(FrameDumpFormat.all.map(\.fileExtension)).count == names.count)
    #expect(FrameDumpFormat.named("lottie")?.fileExtension == "lottie.json")
    #expect(FrameDumpFormat.named("htm") == nil)
    #expect(FrameDumpFormat.all.filter(\.readsTimeline).map(\.name) == ["lottie", "animated-svg"])
    #expect(FrameDumpFormat.all.filter(\.writesPictures).map(\.name) == ["svg"])
  }

  @Test func writingThroughTheTableGivesTheWritersBytes() throws {
    let run = try run()
    let frames = try run.frames()
    let header = FrameDumpHeader(run: run, frames: frames)
    let replay = FrameDumpFormat.Replay(run: run, sampled: frames)
    let direct: [String: (OutputFile) throws -> Void] = [
      "json": { try FrameDumpJSON.write(header: header, frames: frames, to: $0) },
      "jsonl": { try FrameDumpJSON.writeLines(header: header, frames: frames, to: $0) },
      "csv": { try FrameDumpCSV.write(frames: frames, to: $0) },
      "keyframes": { try KeyframeExport.write(run: run, to: $0) },
      "lottie": { try LottieExport.write(run: run, fps: header.fps, to: $0) },
      "svg": {
        try SVGExport.writeFilmstrip(
          frames: frames, scenario: "grid", viewport: CGSize(width: 320, height: 480), to: $0)
      },
      "animated-svg": {
        try AnimatedSVGExport.write(
          frames: frames, timeline: try run.timeline(), scenario: "grid",
          viewport: CGSize(width: 320, height: 480), to: $0)
      },
      "html": { try HTMLPlayerExport.write(header: header, frames: frames, to: $0) },
    ]
    for format in FrameDumpFormat.all {
      let expected = try #require(direct[format.name])
      let viaTable = try bytes { try format.write(replay, to: $0) }
      #expect(!viaTable.isEmpty, "\(format)")
      #expect(viaTable == (try bytes(expected)), "\(format) writes other bytes through the table")
    }
  }

  @Test func aKeptTimelineIsTheOneRead() throws {
    let run = try run()
    let frames = try run.frames()
    // Kept or built again, the timeline-reading formats write the same bytes.
    for format in FrameDumpFormat.all where format.readsTimeline {
      let kept = FrameDumpFormat.Replay(run: run, sampled: frames, timeline: try run.timeline())
      let rebuilt = FrameDumpFormat.Replay(run: run, sampled: frames)
      #expect(
        try bytes { try format.write(kept, to: $0) }
          == (try bytes { try format.write(rebuilt, to: $0) }), "\(format)")
    }
  }
}
