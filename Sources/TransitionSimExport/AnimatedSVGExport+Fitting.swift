import Foundation
import TransitionSimEngine
import TransitionSimScenario

extension AnimatedSVGExport {
  /// A stretch of motion with the channels whose frames its timing curve reproduces.
  ///
  /// - Complexity: O(1) to store.
  struct FittedSpan<Value: AnimatedSVGValue> {
    /// Its start and end, in seconds of the replay.
    var start: Double
    var end: Double
    /// The `keySplines` entry of its curve (`"c1x c1y c2x c2y"`, 6 decimals).
    var controlPoints: String
    var startValue: Value
    var endValue: Value
    /// Bit *c*: channel *c* changes over the stretch and every frame in it shows the curve.
    var fits: UInt32
    /// Its place among the stretches of its value, in order of their starts.
    var order: Int

    /// Whether `channel` is reproduced.
    ///
    /// - Complexity: O(1).
    func fits(_ channel: Int) -> Bool { fits & (1 << UInt32(channel)) != 0 }
  }

  /// The timed stretches of one view (or of the content offset), each decided once the frames
  /// have passed it: which of its channels the stretch's curve reproduces (``FittedSpan``) —
  /// the spline segments that may be written — while the frames that those segments make
  /// unnecessary are forgotten from the value's ``Runs``.
  ///
  /// A stretch becomes a segment of a channel when the channel's value changes over it, its
  /// control points (as written) lie in 0…1 as SMIL requires (an overshooting curve does not),
  /// at least one frame showing it falls strictly inside it, and every frame from its start to
  /// its end (both included, within 1e-9 s) that shows it shows the value the segment gives at
  /// that frame's time, within ``tolerance(change:)``. When it is written (``splines(_:loop:)``)
  /// it must also last at least a millionth of the loop and not overlap the segment before.
  ///
  /// - Complexity: O(1) memory per stretch.
  struct SplineFitting<Source, Value: AnimatedSVGValue> {
    /// The stretches not decided yet, with their places in order of their starts and whether
    /// each overlaps no other stretch.
    private var pending: [(span: TimedSpan<Source>, order: Int, isolated: Bool)]
    /// The earliest end of a pending stretch.
    private var nextEnd = Double.infinity
    /// The stretches decided with at least one channel reproduced, in time order.
    private(set) var fitted: [FittedSpan<Value>] = []

    /// How much a frame's time may miss a stretch's start or end and still count as in it.
    static var slack: Double { 1e-9 }

    /// How far a frame may be from the spline, in the channel's units: 1e-4, plus 1e-5 of the
    /// change over the stretch (the control points are written with 6 decimals).
    ///
    /// - Complexity: O(1).
    static func tolerance(change: Double) -> Double { 1e-4 + 1e-5 * change }

    /// The stretches `spans`, in order of their starts.
    ///
    /// - Complexity: O(*s*).
    init(spans: [TimedSpan<Source>]) {
      var reach = -Double.infinity
      pending = spans.indices.map { index in
        let span = spans[index]
        let alone =
          reach <= span.start && (index + 1 == spans.count || spans[index + 1].start >= span.end)
        reach = max(reach, span.end)
        return (span, index, alone)
      }
      nextEnd = spans.map(\.end).min() ?? .infinity
    }

    /// Decides every stretch that ends more than ``slack`` before `time`, from `runs` (whose
    /// frames up to then are recorded) at `times`; `values` gives a stretch's two ends as
    /// values, from the value shown at or before its start.
    ///
    /// - Complexity: O(1) when no stretch is due; else O(*f* + log *n*) per stretch for the *f*
    ///   frames in it.
    mutating func decide(
      before time: Double, runs: inout Runs<Value>, times: FrameTimes,
      values: (TimedSpan<Source>, Value?) -> (Value, Value)
    ) {
      guard time > nextEnd + Self.slack else { return }
      var index = 0
      while index < pending.count {
        let (span, order, isolated) = pending[index]
        guard time > span.end + Self.slack else {
          index += 1
          continue
        }
        pending.remove(at: index)
        let after = times.firstFrame(atOrAfter: span.start)
        let frame = after < times.count && times[after] == span.start ? after : after - 1
        let (start, end) = values(span, runs.state(at: max(frame, 0))?.value)
        if var fitted = fit(span, start: start, end: end, runs: runs, times: times) {
          fitted.order = order
          if isolated { forgetInside(fitted, runs: &runs, times: times) }
          let place = self.fitted.lastIndex { $0.order < order }.map { $0 + 1 } ?? 0
          self.fitted.insert(fitted, at: place)
        }
      }
      nextEnd = pending.map(\.span.end).min() ?? .infinity
    }

    /// The spline segments of `channel`: each stretch that reproduces it, lasts at least a
    /// millionth of `loop` and starts at or after the end of the segment before.
    ///
    /// - Complexity: O(*s*) in the fitted stretches.
    func splines(_ channel: Int, loop: Loop) -> [Spline] {
      var splines: [Spline] = []
      var previousEnd = -Double.infinity
      for span in fitted where span.start >= previousEnd && span.fits(channel) {
        let start = loop.keyTime(at: span.start)
        let end = loop.keyTime(at: span.end)
        guard end > start else { continue }
        splines.append(
          Spline(
            start: start, end: end, startValue: span.startValue.text(channel),
            endValue: span.endValue.text(channel), controlPoints: span.controlPoints))
        previousEnd = span.end
      }
      return splines
    }

    /// The stretch with the channels its curve reproduces, or `nil` when it reproduces none.
    ///
    /// - Complexity: O(*f* + log *n*) for the *f* frames in the stretch.
    private func fit(
      _ span: TimedSpan<Source>, start: Value, end: Value, runs: Runs<Value>, times: FrameTimes
    ) -> FittedSpan<Value>? {
      let written = span.controlPoints.map { DumpNumberFormat.string($0, decimals: 6) }
      let points = written.compactMap { Double($0) }
      guard points.count == 4, points.allSatisfy({ (0...1).contains($0) }),
        let curve = try? TimingCurve(controlPoints: points[0], points[1], points[2], points[3])
      else { return nil }
      let channels = 0..<Value.channelCount
      let from = channels.map { start.numbers($0) }
      let to = channels.map { end.numbers($0) }
      let tolerances = channels.map { Self.tolerance(change: from[$0].change(to: to[$0])) }
      var alive: UInt32 = 0
      for channel in channels where from[channel].change(to: to[channel]) > 1e-9 {
        alive |= 1 << UInt32(channel)
      }
      var inside = 0
      var frame = times.firstFrame(atOrAfter: span.start - Self.slack)
      var entry = runs.entryIndex(atOrBefore: frame) ?? -1
      while alive != 0, frame < times.count, times[frame] <= span.end + Self.slack {
        let time = times[frame]
        while entry + 1 < runs.entries.count, runs.entries[entry + 1].frame <= frame { entry += 1 }
        frame += 1
        // A frame that does not show the view (a deleted view's last) says nothing about it.
        guard entry >= 0, runs.entries[entry].shown else { continue }
        let value = runs.entries[entry].value
        if time > span.start + Self.slack && time < span.end - Self.slack { inside += 1 }
        let progress = curve.value(at: (time - span.start) / (span.end - span.start))
        for channel in channels where alive & (1 << UInt32(channel)) != 0 {
          let shown = value.numbers(channel)
          let (a, b) = (from[channel], to[channel])
          let first = a.first + (b.first - a.first) * progress
          var close = abs(shown.first - first) <= tolerances[channel]
          if let second = shown.second, let c = a.second, let d = b.second {
            close = close && abs(second - (c + (d - c) * progress)) <= tolerances[channel]
          }
          if !close { alive &= ~(1 << UInt32(channel)) }
        }
      }
      guard alive != 0, inside > 0 else { return nil }
      return FittedSpan(
        start: span.start, end: span.end, controlPoints: written.joined(separator: " "),
        startValue: start, endValue: end, fits: alive, order: 0)
    }

    /// Forgets the frames strictly inside a stretch that no other stretch overlaps — all but
    /// its first and last frame inside, and those within ``slack`` of its ends — when nothing
    /// written needs them: every channel its curve reproduces has different texts at the first
    /// and the last frame inside (so the channel is animated either way, and those frames lie
    /// within its segment), and every other channel, and the visibility, holds one value
    /// through them.
    ///
    /// If the segment turns out to last less than a millionth of the loop, every frame inside
    /// it falls on one key time, where the loop shows the first frame at that key time: one
    /// kept.
    ///
    /// - Complexity: O(log *n* + entries from the stretch on).
    private func forgetInside(_ span: FittedSpan<Value>, runs: inout Runs<Value>, times: FrameTimes)
    {
      var first = times.firstFrame(atOrAfter: span.start)
      while first < times.count, times[first] <= span.start { first += 1 }
      let last = times.firstFrame(atOrAfter: span.end) - 1
      var from = first + 1
      while from < times.count, times[from] <= span.start + Self.slack { from += 1 }
      var to = min(last - 1, times.firstFrame(atOrAfter: span.end - Self.slack) - 1)
      to = min(to, times.count - 1)
      guard from <= to, let opening = runs.entryIndex(atOrBefore: first),
        let closing = runs.state(at: last)
      else { return }
      let held = runs.entries[opening]
      let inside = runs.entries[(opening + 1)...].prefix { $0.frame <= last }
      for channel in 0..<Value.channelCount {
        if span.fits(channel) {
          if held.value.text(channel) == closing.value.text(channel) { return }
        } else {
          let numbers = held.value.numbers(channel)
          if inside.contains(where: { $0.value.numbers(channel) != numbers }) { return }
        }
      }
      if inside.contains(where: { $0.visibility != held.visibility }) { return }
      runs.forget(from...to)
    }
  }
}
