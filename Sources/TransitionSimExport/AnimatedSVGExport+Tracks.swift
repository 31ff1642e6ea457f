import Foundation
import TransitionSimEngine
import TransitionSimScenario

extension AnimatedSVGExport {
  /// One element's drawn state at one frame, decomposed into what SVG animates.
  ///
  /// - Complexity: O(1) to store.
  struct Sample: Equatable {
    /// The translation: the element's center plus `m41`, `m42`.
    var x: Double
    var y: Double
    /// The affine part of the transform as `rotate(rotation) skewX(skew) scale(scaleX scaleY)`,
    /// angles in degrees.
    var rotation: Double
    var skew: Double
    var scaleX: Double
    var scaleY: Double
    var width: Double
    var height: Double
    /// The alpha, clamped to 0…1.
    var opacity: Double
    var isHidden: Bool

    /// Decomposes `attributes`; `previousRotation` unwraps the angle so that it turns the short
    /// way from the previous frame.
    ///
    /// - Complexity: O(1).
    init(_ attributes: CollectionViewLayoutAttributes, previousRotation: Double?) {
      let t = attributes.transform3D
      let a = Self.finite(Double(t.m11))
      let b = Self.finite(Double(t.m12))
      let c = Self.finite(Double(t.m21))
      let d = Self.finite(Double(t.m22))
      x = Self.finite(Double(attributes.center.x + t.m41))
      y = Self.finite(Double(attributes.center.y + t.m42))
      // matrix(a b c d) = rotate(θ) · skewX(φ) · scale(sx, sy): the first column is sx·(cos θ,
      // sin θ); the second, turned back by θ, is (tan φ · sy, sy).
      scaleX = (a * a + b * b).squareRoot()
      let angle = scaleX > 1e-12 ? atan2(b, a) : 0
      let cosine = cos(angle)
      let sine = sin(angle)
      scaleY = -sine * c + cosine * d
      let shear = cosine * c + sine * d
      skew = abs(scaleY) > 1e-12 ? atan(shear / scaleY) * 180 / .pi : 0
      var degrees = angle * 180 / .pi
      if let previousRotation {
        degrees += 360 * ((previousRotation - degrees) / 360).rounded()
      }
      rotation = degrees
      width = Self.finite(Double(max(attributes.size.width, 0)))
      height = Self.finite(Double(max(attributes.size.height, 0)))
      opacity = Self.finite(Double(min(max(attributes.alpha, 0), 1)))
      isHidden = attributes.isHidden
    }

    /// The rectangle's left and top edges in the group, `−width / 2` and `−height / 2`.
    var left: Double { -width / 2 }
    var top: Double { -height / 2 }
    /// The label's font size: a quarter of the shorter side, between 8 and 16.
    var fontSize: Double { min(max(min(width, height) / 4, 8), 16) }

    /// `value`, or 0 when it is not finite.
    ///
    /// - Complexity: O(1).
    private static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
  }

  /// One element (or its outgoing ghost) over every frame: what it shows where that changes,
  /// and its timed stretches as they are decided.
  ///
  /// - Complexity: O(1) memory per change and per stretch.
  struct ElementTrack {
    var element: TrackElement
    var change: Track.Change
    var role: Track.Role
    /// Which of the views with this id and role shown in one frame it is (0 for the first).
    var occurrence: Int
    /// What each frame shows.
    var runs = Runs<Sample>()
    /// Its Bézier-timed stretches (the first view with its id and role only).
    var fitting: SplineFitting<CollectionViewLayoutAttributes, Sample>
    /// The last sample shown, which the next one's rotation unwraps from.
    var lastShown: Sample?
    /// The last frame that showed it.
    var lastSeen = -1

    /// The track of the `occurrence`-th view of `element` with `role`, not shown yet, whose
    /// Bézier-timed stretches are `spans`.
    ///
    /// - Complexity: O(*s*) for *s* stretches.
    init(
      element: TrackElement, change: Track.Change, role: Track.Role, occurrence: Int,
      spans: [TimedSpan<CollectionViewLayoutAttributes>]
    ) {
      self.element = element
      self.change = change
      self.role = role
      self.occurrence = occurrence
      fitting = SplineFitting(spans: spans)
    }

    /// Records that frame `frame`, at `time` (the last of `times`), shows the view with
    /// `attributes`, after deciding the stretches that ended before it.
    ///
    /// - Complexity: O(1), amortized, besides deciding stretches.
    mutating func record(
      _ attributes: CollectionViewLayoutAttributes, at frame: Int, time: Double,
      times: FrameTimes
    ) {
      decide(before: time, times: times)
      let sample = Sample(attributes, previousRotation: lastShown?.rotation)
      runs.record(sample, at: frame)
      lastShown = sample
      lastSeen = frame
    }

    /// Decides the stretches that end more than 1e-9 s before `time` (all, for infinity): each
    /// end decomposed, its rotation unwrapped from the value shown at or before the stretch's
    /// start, so that the stretch turns as the frames do.
    ///
    /// - Complexity: O(1) when none is due; else as
    ///   ``SplineFitting/decide(before:runs:times:values:)``.
    mutating func decide(before time: Double, times: FrameTimes) {
      fitting.decide(before: time, runs: &runs, times: times) { span, shown in
        let start = Sample(span.startValue, previousRotation: shown?.rotation)
        return (start, Sample(span.endValue, previousRotation: start.rotation))
      }
    }
  }

  /// Which view a track follows: the element's id and role (so that an element keeps one
  /// track through an interruption, which starts new tracks), and which of the views with that
  /// id and role it is within a frame.
  ///
  /// - Complexity: O(1) to store, besides the id.
  struct LaneKey: Hashable {
    var id: String
    var role: Track.Role
    var occurrence: Int
  }
}
