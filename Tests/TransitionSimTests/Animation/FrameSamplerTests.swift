import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct FrameSamplerTests {
  private func sampler(_ fps: Double, stagger: Double = 0) throws -> FrameSampler {
    try FrameSampler(fps: fps, stagger: stagger)
  }

  @Test func theLastFrameIndexRoundsUpWithATolerance() throws {
    // N = ⌈D·F⌉ when D·F is not a whole number, D·F itself when it is (up to rounding).
    #expect(try sampler(60).lastFrameIndex(forDuration: 0.3) == 18)  // 18 intervals
    #expect(try sampler(120).lastFrameIndex(forDuration: 0.3) == 36)
    // 2.075 · 120 = 249.00000000000003 in Double: still 249 intervals, not 250.
    #expect(2.075 * 120.0 > 249)
    #expect(try sampler(120).lastFrameIndex(forDuration: 2.075) == 249)
    #expect(try sampler(60).lastFrameIndex(forDuration: 0.31) == 19)  // 18.6 → 19
    #expect(try sampler(60).lastFrameIndex(forDuration: 0.1) == 6)
    #expect(try sampler(24).lastFrameIndex(forDuration: 0.3) == 8)  // 7.2 → 8
    #expect(try sampler(40).lastFrameIndex(forDuration: 0.3) == 12)
    // Never fewer than two frames: before and after.
    #expect(try sampler(60).lastFrameIndex(forDuration: 0) == 1)
    #expect(try sampler(60).lastFrameIndex(forDuration: 1e-12) == 1)
    #expect(try sampler(60).lastFrameIndex(forDuration: -1) == 1)
    #expect(try sampler(60).lastFrameIndex(forDuration: .nan) == 1)
    #expect(try sampler(60).lastFrameIndex(forDuration: 1e300) == 1 << 40)
  }

  @Test func framesAreAtWholeMultiplesOfTheIntervalAndTheLastAtTheEnd() throws {
    let still = transition([], animation: try linear(2.075))
    let frames = FrameSampler.proMotion.frames(of: still)
    #expect(frames.count == 250)
    #expect(frames.indices == 0..<250)
    #expect(frames.map(\.index) == Array(0..<250))
    #expect(frames[0].time == 0)
    #expect(frames[1].time == 1.0 / 120)
    #expect(frames[248].time == 248.0 / 120)
    #expect(frames[249].time == 2.075)
    #expect(frames.duration == 2.075 && frames.fps == 120 && frames.lastIndex == 249)

    let fractional = try sampler(60).frames(of: transition([], animation: try linear(0.31)))
    let expected = (0..<19).map { Double($0) / 60 } + [0.31]
    #expect(fractional.map(\.time) == expected)

    let slow = try sampler(24).frames(of: transition([], animation: .collectionViewDefault))
    #expect(slow.count == 9 && slow[7].time == 7.0 / 24 && slow[8].time == 0.3)
  }

  @Test func theDefaultIsSixtyFramesPerSecond() throws {
    #expect(FrameSampler().fps == 60 && FrameSampler.standard.fps == 60)
    #expect(FrameSampler.proMotion.fps == 120 && FrameSampler().stagger == 0)
    let frames = FrameSampler().frames(of: transition([], animation: .collectionViewDefault))
    #expect(frames.count == 19)
  }

  @Test func aTransitionWithoutDurationHasABeforeAndAnAfterFrame() throws {
    let element = cellElement("A", before: 0, after: 0)
    let jump = transition(
      [
        Track(
          element: element, change: .moved, start: attributes(x: 0), end: attributes(x: 50),
          animation: try linear(0))
      ],
      animation: try linear(0))
    let frames = FrameSampler().frames(of: jump)
    #expect(frames.count == 2)
    #expect(frames.map(\.time) == [0, 0])
    #expect(frames[0].attributes(forItem: "A") == attributes(x: 0))
    #expect(frames[1].attributes(forItem: "A") == attributes(x: 50))
  }

  @Test func firstAndLastFramesAreTheEndpointsExactly() throws {
    // easeInEaseOut with a spring-free default: first frame = start, last = end, bit for bit.
    var start = attributes(x: 0.1)
    start.frame = CGRect(x: 0.1, y: 0.7, width: 0.3, height: 0.9)
    var end = attributes(x: 0)
    end.frame = CGRect(x: 3.3, y: 0.1, width: 0.7, height: 0.2)
    let element = cellElement("A", before: 0, after: 0)
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    let track = Track(
      element: element, change: .moved, start: start, end: end,
      animation: try AnimationParameters(spring: spring))
    let frames = FrameSampler().frames(of: transition([track], animation: .collectionViewDefault))
    #expect(frames.first?.attributes(forItem: "A") == start)
    #expect(frames.last?.attributes(forItem: "A") == end)
    #expect(
      frames.last?.attributes(forItem: "A")?.frame.origin.x.bitPattern
        == end.frame.origin.x.bitPattern)
  }

  @Test func duringADelayTheStartAttributesShow() throws {
    let element = cellElement("A", before: 0, after: 0)
    let track = Track(
      element: element, change: .moved, start: attributes(x: 0), end: attributes(x: 60),
      animation: try linear(0.2, delay: 0.1))
    let frames = FrameSampler().frames(
      of: transition([track], animation: try linear(0.2, delay: 0.1)))
    #expect(frames.count == 19)  // 0.3 s at 60 fps
    for index in 0...6 { #expect(frames[index].attributes(forItem: "A") == attributes(x: 0)) }
    // Frame 12 is at 0.2 s: half way through [0.1, 0.3].
    let x = try #require(frames[12].attributes(forItem: "A")).center.x
    #expect(abs(x - 30) < 1e-9)
    #expect(frames[18].attributes(forItem: "A") == attributes(x: 60))
  }

  @Test func staggerDelaysEachElementByAMultipleOfTheInterval() throws {
    let animation = try linear(0.2)
    let tracks = (0..<3).map { item in
      Track(
        element: cellElement("E\(item)", before: item, after: item), change: .unchanged,
        start: attributes(item: item, x: 0), end: attributes(item: item, x: 60),
        animation: animation)
    }
    let frames = try sampler(10, stagger: 0.1).frames(of: transition(tracks, animation: animation))
    // Element k runs over [0.1k, 0.1k + 0.2]; frames every 0.1 s up to 0.4 s.
    #expect(frames.count == 5)
    let expected: [[CGFloat]] = [[0, 30, 60, 60, 60], [0, 0, 30, 60, 60], [0, 0, 0, 30, 60]]
    for item in 0..<3 {
      let xs = frames.map { $0.attributes(forItem: "E\(item)")?.center.x ?? .nan }
      for (x, want) in zip(xs, expected[item]) { #expect(abs(x - want) < 1e-9, "E\(item): \(xs)") }
    }
  }

  @Test func invalidRatesAndStaggersAreRejected() {
    #expect(throws: FrameSamplerError.invalidFrameRate(0)) { try FrameSampler(fps: 0) }
    #expect(throws: FrameSamplerError.invalidFrameRate(-60)) { try FrameSampler(fps: -60) }
    #expect(throws: FrameSamplerError.invalidFrameRate(.infinity)) {
      try FrameSampler(fps: .infinity)
    }
    #expect(throws: FrameSamplerError.self) { try FrameSampler(fps: .nan) }
    #expect(throws: FrameSamplerError.invalidStagger(-1)) { try FrameSampler(fps: 60, stagger: -1) }
    #expect(FrameSamplerError.invalidFrameRate(0).description.contains("greater than 0"))
    #expect(FrameSamplerError.invalidStagger(-1).description.contains("0 or more"))
  }
}
