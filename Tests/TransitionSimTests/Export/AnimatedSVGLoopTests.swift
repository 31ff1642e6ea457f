import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// The loop's points, worked out when read, are the list made frame by frame: 0, each frame
/// whose key time is above the points' before it and below 1, then 1.
@Suite struct AnimatedSVGLoopTests {
  typealias Loop = AnimatedSVGExport.Loop

  func loop(_ values: [Double]) -> Loop {
    var times = AnimatedSVGExport.FrameTimes()
    for value in values { times.append(value) }
    return Loop(times: times, pause: AnimatedSVGExport.pause)
  }

  /// The points listed one by one, as the loop defines them.
  func listed(_ values: [Double], _ loop: Loop) -> [(keyTime: Int64, frame: Int)] {
    guard !values.isEmpty else { return [] }
    var points: [(keyTime: Int64, frame: Int)] = [(0, 0)]
    for frame in values.indices {
      let keyTime = loop.keyTime(at: values[frame])
      if let last = points.last, keyTime > last.keyTime, keyTime < 1_000_000 {
        points.append((keyTime, frame))
      }
    }
    points.append((1_000_000, values.count - 1))
    return points
  }

  func expectPointsListed(_ values: [Double], _ comment: Comment) {
    let loop = loop(values)
    let points = listed(values, loop)
    #expect(loop.pointCount == points.count, comment)
    for index in points.indices {
      #expect(loop.point(index) == points[index], comment)
    }
    for frame in -1...(values.count) {
      let expected = points.firstIndex { $0.frame >= frame } ?? points.count
      #expect(loop.firstPoint(atOrAfterFrame: frame) == expected, "\(comment) frame \(frame)")
    }
    for keyTime in points.map(\.keyTime) + [-5, 1_000_001] {
      for from in [0, points.count / 2] {
        let atLeast = points.indices.first { $0 >= from && points[$0].keyTime >= keyTime }
        let above = points.indices.first { $0 >= from && points[$0].keyTime > keyTime }
        #expect(
          loop.firstPoint(from: from, after: keyTime, strictly: false) == atLeast ?? points.count)
        #expect(
          loop.firstPoint(from: from, after: keyTime, strictly: true) == above ?? points.count)
      }
    }
  }

  @Test func pointsAreEveryFrameWhenFramesAreApart() {
    let values = (0..<200).map { Double($0) / 60 }
    expectPointsListed(values, "60 fps")
    #expect(loop(values).pointCount == 202)
    expectPointsListed([0], "one frame")
    expectPointsListed([], "no frame")
  }

  @Test func framesWithinAMillionthOfTheLoopShareAPoint() {
    // 0.3 millionths of the loop apart: most frames round to the key time of the one before.
    let crowded = (0..<300).map { Double($0) * 3e-7 }
    expectPointsListed(crowded, "crowded")
    #expect(loop(crowded).pointCount < 150)
    // Frames out of order, and the same time twice.
    expectPointsListed([0, 0.5, 0.25, 0.5, 0.75, 1], "out of order")
    // A replay so long that its last frames round to 1.
    expectPointsListed([0, 1e7, 2e7 - 1e-3, 2e7], "long")
  }

  @Test func aKeyTimeIsTheReplaysTimeAfterThePauseOverTheLoop() {
    let loop = loop([0, 1, 2])
    #expect(loop.duration == 3)
    #expect(loop.keyTime(at: 0) == 166_667)
    #expect(loop.keyTime(at: 2) == 833_333)
    #expect(Loop.string(166_667) == "0.166667")
  }
}
