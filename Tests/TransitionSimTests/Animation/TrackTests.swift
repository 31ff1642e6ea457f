import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct TrackTests {
  private let element = cellElement("A", before: 0, after: 1)

  @Test func aTrackFromEndpointsUsesTheBatchUpdateDefaultTiming() {
    let track = Track(
      element: element, change: .unchanged, start: attributes(x: 0), end: attributes(x: 60))
    #expect(track.keyframes.count == 2)
    #expect(track.keyframes.map(\.time) == [0, 0.3])
    #expect(track.keyframes[0].curve == .timing(.easeInEaseOut))
    #expect(track.start == attributes(x: 0) && track.end == attributes(x: 60))
    #expect(track.startTime == 0 && track.endTime == 0.3)
    #expect(track.role == .element)
  }

  @Test func attributesAtATimeFollowTheCurve() throws {
    let track = Track(
      element: element, change: .moved, start: attributes(x: 0), end: attributes(x: 60),
      animation: try linear(0.5, delay: 0.25))
    #expect(track.attributes(at: 0.1) == attributes(x: 0))
    // 0.25 s into a 0.5 s linear animation that began at 0.25 s: half way.
    #expect(track.attributes(at: 0.5).center.x == 30)
    #expect(track.attributes(at: 0.75) == attributes(x: 60))
  }

  @Test func keyframesCanBeGivenAndEndpointsReplaced() throws {
    var track = try Track(
      element: element, change: .inserted,
      keyframes: [
        Keyframe(time: 0, attributes: attributes(x: 0, alpha: 0)),
        Keyframe(time: 0.1, attributes: attributes(x: 10, alpha: 0.5)),
        Keyframe(time: 0.3, attributes: attributes(x: 10)),
      ])
    #expect(track.keyframes.count == 3)
    track.end = attributes(x: 20)
    #expect(track.keyframes[2].attributes == attributes(x: 20))
    track.start = attributes(x: -5)
    #expect(track.values.start == attributes(x: -5))
    #expect(throws: KeyframeError.noKeyframes) {
      try Track(element: element, change: .inserted, keyframes: [])
    }
    let later = try track.delayed(by: 1)
    #expect(later.keyframes.map(\.time) == [1, 1.1, 1.3])
  }

  @Test func rolesOrderTheElementBeforeItsGhost() {
    #expect(Track.Role.element < Track.Role.ghost)
    #expect(!(Track.Role.ghost < Track.Role.element))
    #expect(!(Track.Role.element < Track.Role.element))
  }
}
