import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct KeyframeSamplerTests {
  @Test func theClockTableListsEachTimingOnce() {
    var table = ClockTable()
    let easeInOut = SegmentClock(start: 0, end: 0.3, curve: .timing(.easeInEaseOut))
    let linear = SegmentClock(start: 0, end: 0.3, curve: .timing(.linear))
    #expect(table.index(of: easeInOut) == 0)
    #expect(table.index(of: linear) == 1)
    #expect(table.index(of: easeInOut) == 0)
    #expect(table.clocks == [easeInOut, linear])
  }

  @Test func theCacheComputesAProgressOncePerTime() {
    let clock = SegmentClock(start: 1, end: 3, curve: .timing(.linear))
    var cache = ProgressCache(clocks: [clock])
    cache.reset(to: 1.5)
    #expect(cache.progress(0) == 0.25)
    #expect(cache.progress(0) == 0.25)
    cache.reset(to: 2.5)
    #expect(cache.progress(0) == 0.75)
  }

  @Test func aSamplerMatchesTheTracksOwnLookup() throws {
    let track = try ValueTrack(keyframes: [
      Keyframe(time: 0, value: 0.0, curve: .timing(.easeIn)),
      Keyframe(time: 0.5, value: 8.0, curve: .timing(.easeOut)),
      Keyframe(time: 2, value: -4.0),
    ])
    var table = ClockTable()
    let sampler = KeyframeSampler(track, clocks: &table)
    var cache = ProgressCache(clocks: table.clocks)
    for k in 0...20 {
      let time = Double(k) / 8 - 0.25
      cache.reset(to: time)
      #expect(sampler.value(cache: &cache) == track.value(at: time))
    }
    // easeIn at a quarter of the first segment: 8 · 0.093465 (WebKit's and Chromium's solver).
    #expect(abs(track.value(at: 0.125) - 8 * 0.093465) < 1e-5)
  }
}
