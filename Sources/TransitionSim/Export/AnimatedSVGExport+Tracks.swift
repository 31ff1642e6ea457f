import Foundation

extension AnimatedSVGExport {
  /// One element's drawn state at one frame, decomposed into what SVG animates.
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

    private static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
  }

  /// One element (or its outgoing ghost) over every frame.
  struct ElementTrack {
    var element: TrackElement
    var change: Track.Change
    var role: Track.Role
    /// Which of the views with this id and role shown in one frame it is (0 for the first).
    var occurrence: Int
    /// One sample a frame; `nil` where the element is not shown.
    var samples: [Sample?]

    /// `spans` (the track's view's timed stretches) as samples: each end decomposed, its
    /// rotation unwrapped from the frame shown at or before the stretch's start, so that the
    /// stretch turns as the frames do.
    ///
    /// - Complexity: O(*s* log *n*) for *s* stretches and *n* frames.
    func sampleSpans(
      _ spans: [TimedSpan<CollectionViewLayoutAttributes>], loop: Loop
    ) -> [TimedSpan<Sample>] {
      spans.map { span in
        let after = loop.firstFrame(atOrAfter: span.start)
        let frame = after < loop.times.count && loop.times[after] == span.start ? after : after - 1
        let shown = samples[..<min(max(frame + 1, 1), samples.count)].last { $0 != nil } ?? nil
        let start = Sample(span.startValue, previousRotation: shown?.rotation)
        let end = Sample(span.endValue, previousRotation: start.rotation)
        return TimedSpan(
          start: span.start, end: span.end, controlPoints: span.controlPoints,
          startValue: start, endValue: end)
      }
    }

    /// The samples with each gap filled by the nearest shown frame before it (after it, for
    /// the frames before the element first appears), so that nothing moves while unseen.
    ///
    /// - Complexity: O(*n*) in the frames.
    var held: [Sample] {
      guard let first = samples.first(where: { $0 != nil }) ?? nil else { return [] }
      var last = first
      return samples.map { sample in
        if let sample { last = sample }
        return last
      }
    }
  }

  /// What the animation shows, gathered from the frames in one pass.
  struct Recording {
    /// Each frame's time, in seconds.
    var times: [Double] = []
    var contentSizes: [CGSize] = []
    var contentOffsets: [CGPoint] = []
    /// The elements in the order they first appear (back to front within a frame).
    var tracks: [ElementTrack] = []
    /// The region that shows every frame (``SVGExport/region(of:viewport:)``).
    var region: CGRect?

    /// Records `frames`.
    ///
    /// - Complexity: O(frames × distinct elements); memory holds one sample per element per
    ///   frame.
    init(frames: some Sequence<Frame>, viewport: CGSize) {
      var positions: [LaneKey: Int] = [:]
      var occurrences: [LaneKey: Int] = [:]
      for frame in frames {
        occurrences.removeAll(keepingCapacity: true)
        let index = times.count
        times.append(frame.time)
        contentSizes.append(frame.contentSize)
        contentOffsets.append(frame.contentOffset)
        let frameRegion = SVGExport.region(of: frame, viewport: viewport)
        region = region.map { $0.union(frameRegion) } ?? frameRegion
        for element in frame.elements {
          var key = LaneKey(id: element.element.description, role: element.role, occurrence: 0)
          key.occurrence = occurrences[key, default: 0]
          occurrences[LaneKey(id: key.id, role: key.role, occurrence: 0)] = key.occurrence + 1
          let position: Int
          if let known = positions[key] {
            position = known
          } else {
            position = tracks.count
            positions[key] = position
            tracks.append(
              ElementTrack(
                element: element.element, change: element.change, role: element.role,
                occurrence: key.occurrence, samples: []))
          }
          let previous = tracks[position].samples.last(where: { $0 != nil }) ?? nil
          let sample = Sample(element.attributes, previousRotation: previous?.rotation)
          let missing = index - tracks[position].samples.count
          if missing > 0 {
            tracks[position].samples.append(contentsOf: repeatElement(nil, count: missing))
          }
          if tracks[position].samples.count == index { tracks[position].samples.append(sample) }
        }
      }
      for position in tracks.indices {
        let missing = times.count - tracks[position].samples.count
        if missing > 0 {
          tracks[position].samples.append(contentsOf: repeatElement(nil, count: missing))
        }
      }
    }
  }

  /// Which view a track follows: the element's id and role (so that an element keeps one
  /// track through an interruption, which starts new tracks), and which of the views with that
  /// id and role it is within a frame.
  struct LaneKey: Hashable {
    var id: String
    var role: Track.Role
    var occurrence: Int
  }
}
