import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct ValueTrackTests {
  @Test func aStartEndTrackHasKeyframesAtTheDelayAndTheEnd() throws {
    let animation = try AnimationParameters(duration: 0.4, curve: .timing(.easeIn), delay: 0.1)
    let track = ValueTrack(
      start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 100), animation: animation)
    #expect(track.keyframes.map(\.time) == [0.1, 0.1 + 0.4])
    #expect(track.keyframes.allSatisfy { $0.curve == .timing(.easeIn) })
    #expect(track.start == CGPoint(x: 0, y: 0) && track.end == CGPoint(x: 0, y: 100))
    #expect(track.startTime == 0.1 && track.endTime == 0.5)
    let defaults = ValueTrack(start: 0.0, end: 1.0)
    #expect(defaults.keyframes.map(\.time) == [0, 0.3])
  }

  @Test func theValueHoldsBeforeTheFirstAndAfterTheLastKeyframe() throws {
    let track = ValueTrack(start: 10.0, end: 20.0, animation: try linear(1, delay: 0.5))
    #expect(track.value(at: -1) == 10)
    #expect(track.value(at: 0.25) == 10)  // during the delay: fillMode both
    #expect(track.value(at: 0.5) == 10)
    #expect(track.value(at: 0.75) == 12.5)  // a quarter of the way, linear
    #expect(track.value(at: 1.5) == 20)
    #expect(track.value(at: 9) == 20)
  }

  @Test func eachSegmentFollowsItsOwnKeyframesCurve() throws {
    // 0 → 10 linearly over [0, 1], then 10 → 30 easeInEaseOut over [1, 3].
    let track = try ValueTrack(keyframes: [
      Keyframe(time: 0, value: 0.0, curve: .timing(.linear)),
      Keyframe(time: 1, value: 10.0, curve: .timing(.easeInEaseOut)),
      Keyframe(time: 3, value: 30.0),
    ])
    #expect(track.value(at: 0.5) == 5)
    #expect(track.value(at: 1) == 10)
    // Half way through the second segment a symmetric curve is half way: 20.
    #expect(abs(track.value(at: 2) - 20) < 1e-12)
    // A quarter of the way: easeInEaseOut(0.25) = 0.129162 (WebKit's and Chromium's solver).
    #expect(abs(track.value(at: 1.5) - (10 + 20 * 0.129162)) < 1e-5)
    #expect(track.value(at: 3) == 30)
  }

  @Test func equalTimesMakeAJump() throws {
    let track = try ValueTrack(keyframes: [
      Keyframe(time: 0, value: 0.0, curve: .timing(.linear)),
      Keyframe(time: 1, value: 10.0, curve: .timing(.linear)),
      Keyframe(time: 1, value: 50.0, curve: .timing(.linear)),
      Keyframe(time: 2, value: 60.0),
    ])
    #expect(track.value(at: 0.999) < 10)
    #expect(track.value(at: 1) == 50)
    #expect(track.value(at: 1.5) == 55)
  }

  @Test func aSpringSegmentIsEvaluatedInSeconds() throws {
    let spring = try Spring(duration: 0.5, dampingRatio: 0.5)
    let track = try ValueTrack(keyframes: [
      Keyframe(time: 1, value: 0.0, curve: .spring(spring)),
      Keyframe(time: 1.5, value: 100.0),
    ])
    #expect(abs(track.value(at: 1.2) - 100 * spring.value(at: 0.2)) < 1e-9)
    #expect(track.value(at: 1.5) == 100)
  }

  @Test func invalidKeyframesAreRejected() {
    #expect(throws: KeyframeError.noKeyframes) { try ValueTrack<Double>(keyframes: []) }
    #expect(throws: KeyframeError.nonFiniteTime(index: 1, time: .infinity)) {
      try ValueTrack(keyframes: [
        Keyframe(time: 0, value: 0.0), Keyframe(time: .infinity, value: 1.0),
      ])
    }
    #expect(throws: KeyframeError.timesNotInOrder(index: 1, time: 0.1, previous: 0.2)) {
      try ValueTrack(keyframes: [Keyframe(time: 0.2, value: 0.0), Keyframe(time: 0.1, value: 1.0)])
    }
  }

  @Test func endpointsCanBeReplacedAndTheTrackDelayed() throws {
    var track = ValueTrack(start: 0.0, end: 1.0, animation: try linear(1))
    track.start = 5
    track.end = 6
    #expect(track.keyframes.map(\.value) == [5, 6])
    let later = try track.delayed(by: 0.25)
    #expect(later.keyframes.map(\.time) == [0.25, 1.25])
    #expect(throws: KeyframeError.self) { try track.delayed(by: .nan) }
    let single = try ValueTrack(keyframes: [Keyframe(time: 0.2, value: 3.0)])
    #expect(
      single.start == 3 && single.end == 3 && single.value(at: 0) == 3 && single.value(at: 1) == 3)
  }
}
