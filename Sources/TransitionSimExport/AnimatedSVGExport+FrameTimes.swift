import Foundation
import TransitionSimEngine
import TransitionSimScenario

extension AnimatedSVGExport {
  /// The times of the frames an animated SVG is written from, appended one frame at a time and
  /// read back in any order, in constant memory when they are evenly spaced.
  ///
  /// A frame sampler's frame *i* is at `i / fps` (the last at the replay's end): the rate is
  /// inferred from the second frame (its reciprocal rounded to 6 decimals, or else the
  /// reciprocal itself, whichever first gives the second frame's time back), and only the times
  /// it does not give exactly — the first frame's, the last frame's, or every one of frames read
  /// back from a dump — are kept, 16 bytes each. Reading a time back gives exactly the time
  /// appended.
  ///
  /// - Complexity: O(1) memory for evenly spaced frames, plus O(1) per time off the rate.
  struct FrameTimes {
    /// How many times have been appended.
    private(set) var count = 0
    /// Frame *i* is at `Double(i) / rate`, unless it is an exception.
    private var rate: Double?
    /// The times the rate does not give, by frame, in frame order.
    private var exceptions: [(frame: Int, time: Double)] = []

    /// Appends the next frame's time.
    ///
    /// - Complexity: O(1), amortized.
    mutating func append(_ time: Double) {
      defer { count += 1 }
      if count == 1, rate == nil, time > 0 {
        let reciprocal = 1 / time
        // The rounded rate first: a reciprocal may give the time back yet differ from the rate.
        rate = [(reciprocal * 1e6).rounded() / 1e6, reciprocal].first { 1 / $0 == time }
      }
      if let rate, Double(count) / rate == time { return }
      exceptions.append((count, time))
    }

    /// The time of frame `index`, which must have been appended.
    ///
    /// - Complexity: O(log *e*) for *e* times kept apart from the rate.
    subscript(index: Int) -> Double {
      var low = 0
      var high = exceptions.count
      while low < high {
        let middle = (low + high) / 2
        if exceptions[middle].frame < index { low = middle + 1 } else { high = middle }
      }
      if low < exceptions.count, exceptions[low].frame == index { return exceptions[low].time }
      return Double(index) / (rate ?? 1)
    }

    /// The first frame's time, or `nil` when there is none.
    var first: Double? { count > 0 ? self[0] : nil }
    /// The last frame's time, or `nil` when there is none.
    var last: Double? { count > 0 ? self[count - 1] : nil }

    /// How many times are kept apart from the rate (the rest take no memory).
    var keptCount: Int { exceptions.count }

    /// The index of the first frame whose time is at or after `time` (``count`` if none), for
    /// times in increasing order.
    ///
    /// - Complexity: O(log *n* · log *e*) for *n* frames.
    func firstFrame(atOrAfter time: Double) -> Int {
      var low = 0
      var high = count
      while low < high {
        let middle = (low + high) / 2
        if self[middle] < time { low = middle + 1 } else { high = middle }
      }
      return low
    }
  }
}
