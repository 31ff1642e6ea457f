import Foundation

extension AnimatedSVGExport {
  /// The loop's key times: 0 (the first frame), each frame's time after the first pause, and 1
  /// (the last frame, after the second pause), in millionths, strictly increasing.
  ///
  /// - Complexity: O(*n*) in the frames, to make and to store.
  struct Loop {
    /// The loop's length in seconds: the replay and both pauses.
    var duration: Double
    /// The frames' times, in seconds.
    var times: [Double]
    /// How long each end is held, in seconds.
    var pause: Double
    /// The key times, in millionths of the loop, with the frame each shows.
    var points: [(keyTime: Int64, frame: Int)]

    /// The loop of frames at `times` with `pause` at each end.
    ///
    /// - Complexity: O(*n*) in the frames.
    init(times: [Double], pause: Double) {
      self.times = times
      self.pause = pause
      let start = times.first ?? 0
      let length = max((times.last ?? 0) - start, 0)
      duration = length + 2 * pause
      points = []
      guard !times.isEmpty else { return }
      points.append((0, 0))
      for frame in times.indices {
        let keyTime = self.keyTime(at: times[frame])
        if let last = points.last, keyTime > last.keyTime, keyTime < 1_000_000 {
          points.append((keyTime, frame))
        }
      }
      points.append((1_000_000, times.count - 1))
    }

    /// The key time, in millionths of the loop, at which the replay is `time` seconds in: the
    /// first pause, then the time since the first frame, over the loop's duration.
    ///
    /// An affine map, so a stretch of the replay keeps its timing curve in the loop.
    ///
    /// - Complexity: O(1).
    func keyTime(at time: Double) -> Int64 {
      Int64(((pause + time - (times.first ?? 0)) / duration * 1_000_000).rounded())
    }

    /// The index of the first frame whose time is at or after `time` (the frame count if none).
    ///
    /// - Complexity: O(log *n*) in the frames.
    func firstFrame(atOrAfter time: Double) -> Int {
      var low = 0
      var high = times.count
      while low < high {
        let middle = (low + high) / 2
        if times[middle] < time { low = middle + 1 } else { high = middle }
      }
      return low
    }

    /// A key time in millionths as a decimal fraction of the loop.
    ///
    /// - Complexity: O(1).
    static func string(_ keyTime: Int64) -> String {
      DumpNumberFormat.string(Double(keyTime) / 1_000_000, decimals: 6)
    }
  }

  /// One key of a written animation: its key time, its value, and the `keySplines` entry of the
  /// interval that starts there when that interval is a spline segment (`nil`: linear).
  typealias Key = (keyTime: Int64, value: String, spline: String?)

  /// Appends the timing, `values`, `keyTimes` (and `keySplines`) of an animation, and closes
  /// its tag.
  ///
  /// Without splines the animation is `calcMode="linear"` (or `discrete`) through the frames
  /// ``keyframes(_:discrete:)`` keeps. With splines, each spline replaces the frames at and
  /// between its key times by its two ends, the frames between splines are thinned the same
  /// way, and the animation is `calcMode="spline"`, each linear interval with `0 0 1 1`.
  ///
  /// - Complexity: O(*n*) in the frames.
  static func appendTiming(
    _ values: [String], _ loop: Loop, splines: [Spline] = [], discrete: Bool,
    to buffer: inout [UInt8]
  ) {
    let keys = AnimatedSVGExport.keys(values, loop, splines: splines)
    var kept: [Int] = []
    var runStart = 0
    for index in keys.indices where index == keys.count - 1 || keys[index].spline != nil {
      let run = keys[runStart...index].map { (keyTime: $0.keyTime, value: $0.value) }
      kept.append(contentsOf: keyframes(run, discrete: discrete).map { $0 + runStart })
      runStart = index + 1
    }
    let calcMode = discrete ? "discrete" : splines.isEmpty ? "linear" : "spline"
    buffer.append(contentsOf: " dur=\"".utf8)
    buffer.append(contentsOf: DumpNumberFormat.string(loop.duration, decimals: 6).utf8)
    buffer.append(contentsOf: "s\" repeatCount=\"indefinite\" calcMode=\"\(calcMode)\"".utf8)
    buffer.append(contentsOf: " values=\"".utf8)
    buffer.append(contentsOf: kept.map { keys[$0].value }.joined(separator: ";").utf8)
    buffer.append(contentsOf: "\" keyTimes=\"".utf8)
    buffer.append(
      contentsOf: kept.map { Loop.string(keys[$0].keyTime) }.joined(separator: ";").utf8)
    if !discrete && !splines.isEmpty {
      buffer.append(contentsOf: "\" keySplines=\"".utf8)
      let intervals = kept.dropLast().map { keys[$0].spline ?? "0 0 1 1" }
      buffer.append(contentsOf: intervals.joined(separator: ";").utf8)
    }
    buffer.append(contentsOf: "\"/>".utf8)
  }

  /// The keys of an animation: the loop's points with their frames' `values`, where each spline
  /// (in time order, not overlapping) replaces the points from its start to its end key time by
  /// its two ends. A spline starting where the previous one ends takes its place.
  ///
  /// - Complexity: O(*n* + *s*) for *n* points and *s* splines.
  static func keys(_ values: [String], _ loop: Loop, splines: [Spline]) -> [Key] {
    let points = loop.points
    var keys: [Key] = []
    keys.reserveCapacity(points.count)
    var next = 0
    func appendPoints(before limit: Int64) {
      while next < points.count, points[next].keyTime < limit {
        keys.append((points[next].keyTime, values[points[next].frame], nil))
        next += 1
      }
    }
    for spline in splines {
      appendPoints(before: spline.start)
      if let last = keys.last, last.keyTime >= spline.start { keys.removeLast() }
      keys.append((spline.start, spline.startValue, spline.controlPoints))
      keys.append((spline.end, spline.endValue, nil))
      while next < points.count, points[next].keyTime <= spline.end { next += 1 }
    }
    appendPoints(before: .max)
    return keys
  }
}
