import Foundation

extension AnimatedSVGExport {
  /// One spline segment of a written animation: from `start` to `end` (key times in millionths
  /// of the loop) the value goes from `startValue` to `endValue` along the `keySplines` entry
  /// `controlPoints` (`"c1x c1y c2x c2y"`).
  ///
  /// - Complexity: O(1) to store.
  struct Spline: Equatable {
    var start: Int64
    var end: Int64
    var startValue: String
    var endValue: String
    var controlPoints: String
  }

  /// A stretch of one view's (or the content offset's) motion that follows one timing curve:
  /// from `start` to `end` seconds the value goes from `startValue` to `endValue`, its progress
  /// the curve with `controlPoints` (c1x, c1y, c2x, c2y) at the elapsed fraction of the stretch.
  ///
  /// - Complexity: O(1) to store.
  struct TimedSpan<Value> {
    var start: Double
    var end: Double
    var controlPoints: [Double]
    var startValue: Value
    var endValue: Value
  }

  /// The Bézier-timed stretches of a ``Timeline``: for each view, by its id and role, and for
  /// the content offset.
  ///
  /// A stretch is the part of a keyframe segment timed by a ``TimingCurve`` during which the
  /// segment's track alone drives the view: not before its piece of the timeline takes over,
  /// not after the next one does (an interruption), and not while an interrupted additive
  /// animation is still added to it. A stretch cut short keeps the part of the curve it plays,
  /// renormalised (``LottieExport/subcurve(of:from:to:)``). Springs give no stretch: they are
  /// written frame by frame.
  ///
  /// - Complexity: O(*k*) in the timeline's keyframes, to gather and to store.
  struct Timing {
    /// Each view's stretches, in time order, by ``LaneKey`` with `occurrence` 0.
    var elements: [LaneKey: [TimedSpan<CollectionViewLayoutAttributes>]] = [:]
    /// The content offset's stretches, in time order.
    var contentOffset: [TimedSpan<CGPoint>] = []

    /// Gathers the stretches of `timeline`.
    ///
    /// - Complexity: O(*k*) in the keyframes of the timeline's tracks.
    init(_ timeline: Timeline) {
      let end = timeline.endTime
      for lane in timeline.lanes {
        for index in lane.pieces.indices {
          let identity = lane.identities[index]
          let key = LaneKey(
            id: identity.element.description, role: identity.role, occurrence: 0)
          let until = index + 1 < lane.pieces.count ? lane.pieces[index + 1].begin : end
          elements[key, default: []] += Self.spans(of: lane.pieces[index], until: until)
        }
      }
      for key in elements.keys { elements[key]?.sort { $0.start < $1.start } }
      let pieces = timeline.contentOffsetLane.pieces
      for index in pieces.indices {
        let until = index + 1 < pieces.count ? pieces[index + 1].begin : end
        contentOffset += Self.spans(of: pieces[index], until: until)
      }
    }

    /// The stretches of `piece` before `until`, once no interrupted animation is added to it.
    ///
    /// - Complexity: O(*k*) in the keyframes of the piece's track.
    static func spans<Value: AdditivelyComposable>(
      of piece: Piece<Value>, until: Double
    ) -> [TimedSpan<Value>] {
      let from = piece.layers.reduce(piece.begin) { max($0, $1.endTime) }
      guard until > from else { return [] }
      let sampler = KeyframeSampler(piece.track)
      var spans: [TimedSpan<Value>] = []
      piece.track.forEachSegment { first, second, clock in
        guard case .timing(let curve) = clock.curve, clock.end > clock.start else { return }
        let start = max(clock.start, from)
        let end = min(clock.end, until)
        guard end > start else { return }
        let length = clock.end - clock.start
        let part = LottieExport.subcurve(
          of: curve, from: (start - clock.start) / length, to: (end - clock.start) / length)
        guard case .bezier(let c1x, let c1y, let c2x, let c2y) = part else { return }
        spans.append(
          TimedSpan(
            start: start, end: end, controlPoints: [c1x, c1y, c2x, c2y],
            startValue: start == clock.start ? first.value : sampler.value(at: start),
            endValue: end == clock.end ? second.value : sampler.value(at: end)))
      }
      return spans
    }
  }

  /// Turns the timed stretches of one animated thing into the spline segments of each of its
  /// channels, keeping only those that reproduce its frames.
  ///
  /// - Complexity: O(1) to make; see ``splines(_:format:)``.
  struct SplineFitter<Value> {
    /// The stretches, in time order.
    var spans: [TimedSpan<Value>]
    /// The value shown at each frame; `nil` where it is not shown.
    var frames: [Value?]
    var loop: Loop

    /// How far a frame may be from the spline, in the channel's units: 1e-4, plus 1e-5 of the
    /// change over the stretch (the control points are written with 6 decimals).
    ///
    /// - Complexity: O(1).
    static func tolerance(change: Double) -> Double { 1e-4 + 1e-5 * change }

    /// The spline segments of the channel `numbers` (the numbers of a value), each written with
    /// `format`.
    ///
    /// A stretch becomes a segment when its value changes, its control points (as written) lie
    /// in 0…1 as SMIL requires (an overshooting curve does not), at least one frame showing it
    /// falls strictly inside it, it does not overlap the segment before, and every frame from
    /// its start to its end (both included) that shows it shows the value the segment gives at
    /// that frame's time, within ``tolerance(change:)``. Any other stretch stays frame by frame.
    ///
    /// - Complexity: O(*s* log *n* + *f*) for *s* stretches, *n* frames and *f* frames inside
    ///   them.
    func splines(_ numbers: (Value) -> [Double], format: ([Double]) -> String) -> [Spline] {
      var splines: [Spline] = []
      var previousEnd = -Double.infinity
      for span in spans where span.start >= previousEnd {
        let from = numbers(span.startValue)
        let to = numbers(span.endValue)
        let change = zip(from, to).reduce(0.0) { max($0, abs($1.1 - $1.0)) }
        guard change > 1e-9 else { continue }
        let written = span.controlPoints.map { DumpNumberFormat.string($0, decimals: 6) }
        let points = written.compactMap { Double($0) }
        guard points.count == 4, points.allSatisfy({ (0...1).contains($0) }),
          let curve = try? TimingCurve(controlPoints: points[0], points[1], points[2], points[3]),
          reproduces(span, curve: curve, from: from, to: to, numbers: numbers, change: change)
        else { continue }
        let start = loop.keyTime(at: span.start)
        let end = loop.keyTime(at: span.end)
        guard end > start else { continue }
        splines.append(
          Spline(
            start: start, end: end, startValue: format(from), endValue: format(to),
            controlPoints: written.joined(separator: " ")))
        previousEnd = span.end
      }
      return splines
    }

    /// Whether every frame from the stretch's start to its end that shows the value shows
    /// `from + (to − from) × curve(fraction)`, and at least one lies strictly inside.
    ///
    /// - Complexity: O(log *n* + *f*) for *n* frames, *f* of them inside the stretch.
    private func reproduces(
      _ span: TimedSpan<Value>, curve: TimingCurve, from: [Double], to: [Double],
      numbers: (Value) -> [Double], change: Double
    ) -> Bool {
      let slack = 1e-9
      let tolerance = Self.tolerance(change: change)
      var inside = 0
      var index = loop.firstFrame(atOrAfter: span.start - slack)
      while index < loop.times.count, loop.times[index] <= span.end + slack {
        let time = loop.times[index]
        index += 1
        // A frame that does not show the view (a deleted view's last) says nothing about it.
        guard let value = frames[index - 1] else { continue }
        if time > span.start + slack && time < span.end - slack { inside += 1 }
        let progress = curve.value(at: (time - span.start) / (span.end - span.start))
        let shown = numbers(value)
        guard shown.count == from.count else { return false }
        for component in shown.indices {
          let expected = from[component] + (to[component] - from[component]) * progress
          if !(abs(shown[component] - expected) <= tolerance) { return false }
        }
      }
      return inside > 0
    }
  }
}
