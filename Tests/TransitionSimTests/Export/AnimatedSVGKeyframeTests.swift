import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// The keyframes an animated SVG keeps: dropped ones lie on the straight line between the kept
/// ones around them, so the linear animation still shows every frame's value.
@Suite struct AnimatedSVGKeyframeTests {
  typealias Point = (keyTime: Int64, value: String)

  /// The value the linear animation through the kept points shows at `keyTime`.
  func evaluate(_ points: [Point], kept: [Int], at keyTime: Int64) -> [Double] {
    let numbers = { (index: Int) in
      points[index].value.split(separator: " ").compactMap { Double($0) }
    }
    let before = kept.last { points[$0].keyTime <= keyTime } ?? kept[0]
    guard let after = kept.first(where: { points[$0].keyTime > keyTime }) else {
      return numbers(before)
    }
    let fraction =
      Double(keyTime - points[before].keyTime)
      / Double(points[after].keyTime - points[before].keyTime)
    return zip(numbers(before), numbers(after)).map { $0 + ($1 - $0) * fraction }
  }

  /// Every point's value, within 1e-6, from the kept points alone.
  func expectEveryPointIsShown(_ points: [Point], kept: [Int]) {
    for point in points {
      let shown = evaluate(points, kept: kept, at: point.keyTime)
      let expected = point.value.split(separator: " ").compactMap { Double($0) }
      #expect(shown.count == expected.count)
      for (a, b) in zip(shown, expected) { #expect(abs(a - b) <= 1e-6, "\(point)") }
    }
  }

  func points(_ values: [String]) -> [Point] {
    values.enumerated().map { (keyTime: Int64($0.offset * 10_000), value: $0.element) }
  }

  @Test func aStillOrConstantSpeedStretchKeepsItsEnds() {
    let still = points(Array(repeating: "4 5", count: 9))
    #expect(AnimatedSVGExport.keyframes(still, discrete: false) == [0, 8])
    let ramp = points((0..<9).map { "\($0 * 3) \(10 - $0)" })
    #expect(AnimatedSVGExport.keyframes(ramp, discrete: false) == [0, 8])
    let hold = points(["0", "0", "0", "2", "4", "6", "6", "6"])
    let kept = AnimatedSVGExport.keyframes(hold, discrete: false)
    #expect(kept == [0, 2, 5, 7])
    expectEveryPointIsShown(hold, kept: kept)
  }

  @Test func easedMotionKeepsItsCurvedFrames() {
    // Ease in-out: x(t) = t²(3 − 2t), sampled at 11 frames — nowhere straight.
    let eased = points(
      (0...10).map { frame in
        let t = Double(frame) / 10
        return DumpNumberFormat.string(100 * t * t * (3 - 2 * t), decimals: 4)
      })
    // Only the midpoint, the inflection, lies on the line between its neighbours.
    let kept = AnimatedSVGExport.keyframes(eased, discrete: false)
    #expect(kept == [0, 1, 2, 3, 4, 6, 7, 8, 9, 10])
    expectEveryPointIsShown(eased, kept: kept)
  }

  @Test func discreteValuesKeepEachChange() {
    let visibility = points(["hidden", "hidden", "visible", "visible", "hidden"])
    #expect(AnimatedSVGExport.keyframes(visibility, discrete: true) == [0, 2, 4])
  }

  @Test func aLongStraightStretchIsCutIntoBoundedPieces() {
    let ramp = points((0..<200).map { "\($0)" })
    let kept = AnimatedSVGExport.keyframes(ramp, discrete: false)
    #expect(kept.count < 10)
    expectEveryPointIsShown(ramp, kept: kept)
  }

  /// Every channel of every element of the golden replay: the kept keyframes show each frame's
  /// written value within 1e-6 (and so the dump's value within its 4-decimal rounding).
  @Test func everyFrameOfTheGoldenReplayIsShownByTheKeptKeyframes() throws {
    let run = try goldenRun()
    let recording = AnimatedSVGExport.Recording(
      frames: try run.frames(), timing: nil, viewport: run.scenario.viewport)
    let loop = AnimatedSVGExport.Loop(times: recording.times, pause: AnimatedSVGExport.pause)
    var total = 0
    var kept = 0
    for track in recording.tracks {
      let channels: [(Sample) -> String] = [
        {
          "\(DumpNumberFormat.string($0.x, decimals: 4)) \(DumpNumberFormat.string($0.y, decimals: 4))"
        },
        { DumpNumberFormat.string($0.width, decimals: 4) },
        { DumpNumberFormat.string($0.opacity, decimals: 4) },
        { DumpNumberFormat.string($0.scaleX, decimals: 6) },
      ]
      // Each frame's sample, held while the view is not shown (and before it first is).
      let held = (0..<recording.times.count).map { frame in
        (track.runs.state(at: frame) ?? track.runs.entries[0]).value
      }
      for channel in channels {
        let values = held.map(channel)
        let points = (0..<loop.pointCount).map { index in
          let point = loop.point(index)
          return (keyTime: point.keyTime, value: values[point.frame])
        }
        let indices = AnimatedSVGExport.keyframes(points, discrete: false)
        expectEveryPointIsShown(points, kept: indices)
        total += points.count
        kept += indices.count
      }
    }
    #expect(kept < total)
  }

  typealias Sample = AnimatedSVGExport.Sample
}
