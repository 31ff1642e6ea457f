import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// What an animated SVG keeps of the frames it reads: where each value changes, so a still
/// stretch costs nothing however many frames it lasts, and a still scene is a still picture.
@Suite struct AnimatedSVGRecordingTests {
  /// The golden layout's five items at 60 fps: held still for `wait` seconds, after the golden
  /// batch (animated for 0.1 s) when `moving`.
  func run(wait: Double, moving: Bool) throws -> ScenarioRun {
    let batch = #"""
      {"batch": {"deleteItems": [[0, 1]], "insertItems": [{"at": [0, 0], "id": "X"}],
        "moveItem": [{"from": [0, 4], "to": [0, 1]}], "reloadItems": [[0, 3]]}},
      """#
    let json = """
      {"version": 1, "name": "still", "viewport": {"width": 280, "height": 240},
        "layout": {"type": "spinning-flow"}, "data": [["A", "B", "C", "D", "E"]],
        "animation": {"duration": 0.1, "curve": "easeInEaseOut", "fps": 60},
        "steps": [\(moving ? batch : "") {"wait": \(wait)}]}
      """
    let scenario = try Scenario(json: Data(json.utf8), file: "still.json")
    return try ScenarioRunner(layoutFactory: exportLayoutFactory).run(scenario)
  }

  /// How many things the recording of `run`'s frames keeps: the runs of every value, the
  /// fitted stretches, the frame times off the rate and the frames that share a key time.
  func retained(_ run: ScenarioRun) throws -> (kept: Int, frames: Int) {
    let recording = AnimatedSVGExport.Recording(
      frames: try run.frames(), timing: AnimatedSVGExport.Timing(try run.timeline()),
      viewport: run.scenario.viewport)
    let loop = AnimatedSVGExport.Loop(times: recording.times, pause: AnimatedSVGExport.pause)
    var kept = recording.contentSizes.entries.count + recording.contentOffsets.entries.count
    kept += recording.offsetFitting.fitted.count + recording.times.keptCount
    for track in recording.tracks {
      kept += track.runs.entries.count + track.fitting.fitted.count
    }
    let frames = recording.times.count
    kept += frames - max(loop.pointCount - 2, 0)
    return (kept, frames)
  }

  /// The animated SVG of `run`, from its timeline.
  func picture(_ run: ScenarioRun) throws -> String {
    let timeline = try run.timeline()
    let bytes = try rendered {
      try AnimatedSVGExport.write(
        frames: try run.frames(of: timeline), timeline: timeline, scenario: "still",
        viewport: run.scenario.viewport, to: $0)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func aStillSceneIsAStillPicture() throws {
    let short = try picture(try run(wait: 1, moving: false))
    let long = try picture(try run(wait: 30, moving: false))
    // Every value written once, as an attribute: no animation, no key.
    #expect(!long.contains("<animate") && !long.contains("keyTimes"))
    #expect(long.contains("<g class=\"cell"))
    // The same picture, whatever its length: only the caption's frame count and end differ.
    let withoutCaption = { (svg: String) in
      svg.split(separator: "\n").filter { !$0.contains("class=\"caption\"") }
    }
    #expect(withoutCaption(short) == withoutCaption(long))
  }

  @Test func whatIsKeptDoesNotGrowWithTheFrames() throws {
    for moving in [false, true] {
      let short = try retained(try run(wait: 2, moving: moving))
      let long = try retained(try run(wait: 60, moving: moving))
      #expect(long.frames > 25 * short.frames, "moving: \(moving)")
      // Thirty times the frames, the same number of runs, stretches and times kept.
      #expect(long.kept == short.kept, "moving: \(moving), frames \(short.frames), \(long.frames)")
    }
  }

  @Test func aMotionThenAHoldKeepsTheMotionsKeysAndTheHoldsEnds() throws {
    let run = try run(wait: 20, moving: true)
    let svg = try picture(run)
    let frames = try run.frames().count
    #expect(frames > 1_200)
    // Each animation's keys: the batch's six frames and the hold's ends, not a key a frame.
    var animations = 0
    for animation in svg.split(separator: "<animate").dropFirst() {
      let keyTimes = animation.split(separator: "keyTimes=\"")[1].prefix { $0 != "\"" }
      let keys = keyTimes.split(separator: ";").count
      #expect(keys <= 12, "\(keys) keys for \(frames) frames")
      animations += 1
    }
    #expect(animations > 0)
  }
}
