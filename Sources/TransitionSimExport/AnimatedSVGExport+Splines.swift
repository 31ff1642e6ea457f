import Foundation
import TransitionSimEngine
import TransitionSimScenario

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
}
