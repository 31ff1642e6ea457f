import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// The frames' times an animated SVG keeps: exactly the times appended, in no memory when they
/// are a frame sampler's `i / fps`.
@Suite struct AnimatedSVGFrameTimesTests {
  /// A frame sampler's times: `i / fps`, the last at `duration`.
  func sampled(fps: Double, count: Int, duration: Double) -> [Double] {
    (0..<count).map { $0 == count - 1 ? duration : Double($0) / fps }
  }

  func times(_ values: [Double]) -> AnimatedSVGExport.FrameTimes {
    var times = AnimatedSVGExport.FrameTimes()
    for value in values { times.append(value) }
    return times
  }

  @Test(arguments: [60.0, 30, 24, 29.97, 120, 1_000, 7, 1.0 / 3, 0.25])
  func evenlySpacedTimesAreKeptWithoutMemory(fps: Double) {
    let values = sampled(fps: fps, count: 5_000, duration: 4_999.5 / fps)
    let times = times(values)
    #expect(times.count == values.count)
    // The first frame's (before the rate is known) and the last one's.
    #expect(times.keptCount <= 2, "\(fps) fps")
    for index in values.indices { #expect(times[index] == values[index]) }
    #expect(times.first == values.first && times.last == values.last)
  }

  @Test func timesReadBackFromADumpAreKeptExactly() {
    // Rounded to 6 decimals, as a dump writes them: not `i / fps`.
    let values = (0..<500).map { (Double($0) / 60 * 1e6).rounded() / 1e6 }
    let times = times(values)
    for index in values.indices { #expect(times[index] == values[index]) }
    let uneven = [0, 0.1, 0.15, 0.4, 0.4, 2.5]
    let kept = self.times(uneven)
    #expect(uneven.indices.allSatisfy { kept[$0] == uneven[$0] })
  }

  @Test func theFramesOfAReplayTakeNoMemory() throws {
    let frames = try goldenRun().frames()
    let times = times(frames.map(\.time))
    #expect(times.keptCount <= 2)
  }

  @Test func theFirstFrameAtOrAfterATimeIsFoundByBisection() {
    let times = times([0, 0.1, 0.2, 0.2, 0.5])
    #expect(times.firstFrame(atOrAfter: -1) == 0)
    #expect(times.firstFrame(atOrAfter: 0) == 0)
    #expect(times.firstFrame(atOrAfter: 0.15) == 2)
    #expect(times.firstFrame(atOrAfter: 0.2) == 2)
    #expect(times.firstFrame(atOrAfter: 0.5) == 4)
    #expect(times.firstFrame(atOrAfter: 0.6) == 5)
    #expect(AnimatedSVGExport.FrameTimes().first == nil)
  }
}
