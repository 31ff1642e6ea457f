import Foundation
import TransitionSimEngine
import TransitionSimScenario

extension AnimatedSVGExport {
  /// The loop's key times: 0 (the first frame), each frame's time after the first pause, and 1
  /// (the last frame, after the second pause), in millionths, strictly increasing.
  ///
  /// These are the loop's *points*: point 0 shows frame 0 at key time 0; then each frame whose
  /// key time lies above every key time before it and below 1 (every frame, unless frames fall
  /// within a millionth of the loop of each other); then the last frame at key time 1. Points are
  /// worked out when read: the loop keeps only the frames that are not points.
  ///
  /// - Complexity: O(*n*) in the frames to make; memory O(1) plus the frames that are not points.
  struct Loop {
    /// The loop's length in seconds: the replay and both pauses.
    var duration: Double
    /// The frames' times, in seconds.
    var times: FrameTimes
    /// How long each end is held, in seconds.
    var pause: Double
    /// The number of points.
    private(set) var pointCount = 0
    /// The frames that are not points (their key time is not above the points' before them, or
    /// not below 1), in increasing order.
    private var skipped: [Int] = []
    /// The first frame's time.
    private var start: Double

    /// The loop of frames at `times` with `pause` at each end.
    ///
    /// - Complexity: O(*n*) in the frames.
    init(times: FrameTimes, pause: Double) {
      self.times = times
      self.pause = pause
      start = times.first ?? 0
      duration = max((times.last ?? 0) - start, 0) + 2 * pause
      guard times.count > 0 else { return }
      var last: Int64 = 0
      for frame in 0..<times.count {
        let keyTime = self.keyTime(at: times[frame])
        if keyTime > last, keyTime < 1_000_000 {
          last = keyTime
        } else {
          skipped.append(frame)
        }
      }
      pointCount = times.count - skipped.count + 2
    }

    /// The key time, in millionths of the loop, at which the replay is `time` seconds in: the
    /// first pause, then the time since the first frame, over the loop's duration.
    ///
    /// An affine map, so a stretch of the replay keeps its timing curve in the loop.
    ///
    /// - Complexity: O(1).
    func keyTime(at time: Double) -> Int64 {
      Int64(((pause + time - start) / duration * 1_000_000).rounded())
    }

    /// Point `index`: its key time and the frame it shows.
    ///
    /// - Complexity: O(log *s*) for *s* frames that are not points.
    func point(_ index: Int) -> (keyTime: Int64, frame: Int) {
      if index == 0 { return (0, 0) }
      if index == pointCount - 1 { return (1_000_000, times.count - 1) }
      let frame = frame(ofPoint: index)
      return (keyTime(at: times[frame]), frame)
    }

    /// The frame point `index` shows (0 < `index` < ``pointCount`` − 1): the `index`-th frame
    /// that is not skipped.
    ///
    /// - Complexity: O(log *s*).
    private func frame(ofPoint index: Int) -> Int {
      // The skipped frames before the answer: those with `skipped[j] - j <= index - 1`, a
      // condition that holds for a prefix of them.
      var low = 0
      var high = skipped.count
      while low < high {
        let middle = (low + high) / 2
        if skipped[middle] - middle <= index - 1 { low = middle + 1 } else { high = middle }
      }
      return index - 1 + low
    }

    /// The index of the first point that shows `frame` or a later frame.
    ///
    /// - Complexity: O(log *s*).
    func firstPoint(atOrAfterFrame frame: Int) -> Int {
      if frame <= 0 { return 0 }
      if frame >= times.count { return pointCount }
      // Points 1… show the frames that are not skipped, in order.
      var low = 0
      var high = skipped.count
      while low < high {
        let middle = (low + high) / 2
        if skipped[middle] < frame { low = middle + 1 } else { high = middle }
      }
      return 1 + frame - low
    }

    /// The index of the first point at or after `from` whose key time is above `keyTime` (when
    /// `strictly`) or at least `keyTime`.
    ///
    /// - Complexity: O(log *n* · log *s*).
    func firstPoint(from: Int, after keyTime: Int64, strictly: Bool) -> Int {
      var low = from
      var high = pointCount
      while low < high {
        let middle = (low + high) / 2
        let time = point(middle).keyTime
        if time < keyTime || (strictly && time == keyTime) {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return low
    }

    /// The index of the first frame whose time is at or after `time` (the frame count if none).
    ///
    /// - Complexity: O(log *n* · log *e*) (``FrameTimes/firstFrame(atOrAfter:)``).
    func firstFrame(atOrAfter time: Double) -> Int {
      times.firstFrame(atOrAfter: time)
    }

    /// A key time in millionths as a decimal fraction of the loop.
    ///
    /// - Complexity: O(1).
    static func string(_ keyTime: Int64) -> String {
      DumpNumberFormat.string(Double(keyTime) / 1_000_000, decimals: 6)
    }
  }
}
