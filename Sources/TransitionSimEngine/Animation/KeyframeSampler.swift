import Foundation

/// The timing of one keyframe segment: when it starts and ends, and its curve.
///
/// Segments with equal clocks (every element of an ordinary batch update) share one eased
/// progress per frame through a ``ProgressCache``.
package struct SegmentClock: Hashable, Sendable {
  package var start: Double
  package var end: Double
  package var curve: AnimationCurve

  /// The eased progress at `time`: 0 before the start, 1 from the end on.
  @inline(__always)
  func progress(at time: Double) -> Double {
    curve.progress(atTime: time - start, duration: end - start)
  }
}

/// Eased progress values computed at one time, shared by every segment with the same clock.
struct ProgressCache {
  /// The distinct clocks, indexed by ``KeyframeSampler/Segment/clockIndex``.
  let clocks: [SegmentClock]
  private var values: [Double]
  private var computed: [Bool]
  private(set) var time: Double = .nan

  init(clocks: [SegmentClock]) {
    self.clocks = clocks
    values = Array(repeating: 0, count: clocks.count)
    computed = Array(repeating: false, count: clocks.count)
  }

  /// Forgets every value: the next lookups are at `time`.
  mutating func reset(to time: Double) {
    self.time = time
    for index in computed.indices { computed[index] = false }
  }

  /// The progress of clock `index` at the current time.
  @inline(__always)
  mutating func progress(_ index: Int) -> Double {
    if computed[index] { return values[index] }
    let value = clocks[index].progress(at: time)
    values[index] = value
    computed[index] = true
    return value
  }
}

/// Collects the distinct clocks of many tracks, so they can share a ``ProgressCache``.
struct ClockTable {
  private(set) var clocks: [SegmentClock] = []
  private var indices: [SegmentClock: Int] = [:]
  /// The clock asked for last and its index: the tracks of one transition mostly share one
  /// timing, so most look-ups compare instead of hashing a curve.
  private var lastLookup: (clock: SegmentClock, index: Int)?

  /// The index of `clock`, added if new.
  mutating func index(of clock: SegmentClock) -> Int {
    if let lastLookup, lastLookup.clock == clock { return lastLookup.index }
    let index: Int
    if let existing = indices[clock] {
      index = existing
    } else {
      index = clocks.count
      clocks.append(clock)
      indices[clock] = index
    }
    lastLookup = (clock, index)
    return index
  }
}

/// A ``ValueTrack`` prepared for sampling: every interpolator made once, so a frame only evaluates
/// curves and interpolates (a transform's decomposition, for example, is done once per interval,
/// not once per frame).
package struct KeyframeSampler<Value: Interpolatable>: Sendable {
  /// One interval between two keyframes.
  struct Segment: Sendable {
    var interpolator: Value.Interpolator
    var clock: SegmentClock
    /// The index of ``clock`` in the shared table.
    var clockIndex: Int
  }

  let times: [Double]
  let segments: [Segment]
  let first: Value
  let last: Value

  /// Prepares `track`, adding its segments' clocks to `table`.
  init(_ track: ValueTrack<Value>, clocks table: inout ClockTable) {
    let keyframes = track.keyframes
    times = keyframes.map(\.time)
    first = track.start
    last = track.end
    var segments: [Segment] = []
    segments.reserveCapacity(max(keyframes.count - 1, 0))
    track.forEachSegment { from, to, clock in
      segments.append(
        Segment(
          interpolator: Value.makeInterpolator(from: from.value, to: to.value), clock: clock,
          clockIndex: table.index(of: clock)))
    }
    self.segments = segments
  }

  /// Prepares `track` for lookups that do not share a cache.
  package init(_ track: ValueTrack<Value>) {
    var table = ClockTable()
    self.init(track, clocks: &table)
  }

  var startTime: Double { times[0] }
  package var endTime: Double { times[times.count - 1] }

  /// The value at the current time of `cache`.
  @inline(__always)
  func value(cache: inout ProgressCache) -> Value {
    let time = cache.time
    guard let segment = segmentIndex(at: time) else {
      return time <= times[0] ? first : last
    }
    let entry = segments[segment]
    return entry.interpolator.value(atProgress: cache.progress(entry.clockIndex))
  }

  /// The value at `time`, computing the progress without a cache.
  package func value(at time: Double) -> Value {
    guard let segment = segmentIndex(at: time) else {
      return time <= times[0] ? first : last
    }
    let entry = segments[segment]
    return entry.interpolator.value(atProgress: entry.clock.progress(at: time))
  }

  /// The segment whose interval `[tᵢ, tᵢ₊₁)` holds `time`, or `nil` at or before the first
  /// keyframe and at or after the last (or when `time` is NaN).
  @inline(__always)
  private func segmentIndex(at time: Double) -> Int? {
    let count = times.count
    guard time > times[0], time < times[count - 1] else { return nil }
    if count == 2 { return 0 }
    // The last keyframe at or before `time`: binary search over [0, count - 1).
    var low = 0
    var high = count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if times[middle] <= time { low = middle } else { high = middle }
    }
    return low
  }
}

extension ValueTrack {
  /// Calls `body` for each interval between consecutive keyframes, in order, with the clock that
  /// times it: from the first keyframe's time to the second's, along the first one's curve.
  @inline(__always)
  package func forEachSegment(
    _ body: (_ from: Keyframe<Value>, _ to: Keyframe<Value>, _ clock: SegmentClock) -> Void
  ) {
    for index in keyframes.indices.dropLast() {
      let from = keyframes[index]
      let to = keyframes[index + 1]
      body(from, to, SegmentClock(start: from.time, end: to.time, curve: from.curve))
    }
  }
}
