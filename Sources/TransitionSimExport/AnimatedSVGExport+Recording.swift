import Foundation
import TransitionSimEngine
import TransitionSimScenario

extension AnimatedSVGExport {
  /// What the animation shows, gathered from the frames one at a time, each dropped once read.
  ///
  /// Memory holds the frames' times (none when evenly spaced, ``FrameTimes``), and for the
  /// content size, the content offset and every view, the frames where what it shows changes
  /// (``Runs``) — less the frames inside each Bézier-timed stretch that its spline segments
  /// stand for, forgotten once the frames have passed the stretch (``SplineFitting``) — so a
  /// still stretch costs nothing however long it lasts, and Bézier-timed motion a few values per
  /// stretch, while springs and other motion written frame by frame cost a value a frame.
  ///
  /// - Complexity: O(frames × elements) in time; memory as above.
  struct Recording {
    /// Each frame's time, in seconds.
    private(set) var times = FrameTimes()
    private(set) var contentSizes = Runs<PlanarValue>()
    private(set) var contentOffsets = Runs<PlanarValue>()
    /// The content offset's Bézier-timed stretches.
    private(set) var offsetFitting: SplineFitting<CGPoint, PlanarValue>
    /// The elements in the order they first appear (back to front within a frame).
    private(set) var tracks: [ElementTrack] = []
    /// The region that shows every frame (``SVGExport/region(of:viewport:)``).
    private(set) var region: CGRect?

    private let timing: Timing?
    private let viewport: CGSize
    /// Each element identity's lane (its id and role), worked out once per identity.
    private var laneOfIdentity = IdentityMemo<Int>()
    private var lanes: [LaneKey: Int] = [:]
    /// Per lane: the track of its first view in a frame (−1 before it has one), the last frame
    /// that showed it and how many of its views that frame showed.
    private var firstTracks: [Int] = []
    private var counted: [(frame: Int, views: Int)] = []
    /// Per lane with more than one view in a frame: the tracks of its second, third, … view.
    private var laterTracks: [Int: [Int]] = [:]
    /// The tracks the previous frame showed.
    private var shownBefore: [Int] = []
    private var shownNow: [Int] = []

    /// A recording of no frames yet, with the stretches of `timing` when given.
    ///
    /// - Complexity: O(*s*) for the content offset's *s* stretches.
    init(timing: Timing?, viewport: CGSize) {
      self.timing = timing
      self.viewport = viewport
      offsetFitting = SplineFitting(spans: timing?.contentOffset ?? [])
    }

    /// Records `frames`, then decides every stretch left.
    ///
    /// - Complexity: O(frames × elements), besides deciding stretches.
    init(frames: some Sequence<Frame>, timing: Timing?, viewport: CGSize) {
      self.init(timing: timing, viewport: viewport)
      for frame in frames { record(frame) }
      finish()
    }

    /// Records the next frame.
    ///
    /// - Complexity: O(elements), amortized, besides deciding stretches.
    mutating func record(_ frame: Frame) {
      let index = times.count
      let time = frame.time
      times.append(time)
      contentSizes.record(PlanarValue(frame.contentSize), at: index)
      offsetFitting.decide(before: time, runs: &contentOffsets, times: times) { span, _ in
        (PlanarValue(span.startValue), PlanarValue(span.endValue))
      }
      contentOffsets.record(PlanarValue(frame.contentOffset), at: index)
      let frameRegion = SVGExport.region(of: frame, viewport: viewport)
      region = region.map { $0.union(frameRegion) } ?? frameRegion
      for element in frame.presentation.elements {
        let lane = lane(of: element)
        var views = 0
        if counted[lane].frame == index {
          views = counted[lane].views
        }
        counted[lane] = (index, views + 1)
        let position = track(of: element, lane: lane, occurrence: views)
        // One view with one id, role and occurrence per frame: the first is recorded.
        guard tracks[position].lastSeen < index else { continue }
        tracks[position].record(element.attributes, at: index, time: time, times: times)
        shownNow.append(position)
      }
      for position in shownBefore where tracks[position].lastSeen < index {
        tracks[position].runs.record(nil, at: index)
      }
      swap(&shownBefore, &shownNow)
      shownNow.removeAll(keepingCapacity: true)
    }

    /// Decides every stretch not decided yet: to call after the last frame.
    ///
    /// - Complexity: O(*t*) for *t* tracks, besides deciding stretches.
    mutating func finish() {
      offsetFitting.decide(before: .infinity, runs: &contentOffsets, times: times) { span, _ in
        (PlanarValue(span.startValue), PlanarValue(span.endValue))
      }
      for position in tracks.indices {
        tracks[position].decide(before: .infinity, times: times)
      }
    }

    /// The lane of `element`: its id and role, by its identity.
    ///
    /// - Complexity: O(1), amortized; O(*i*) for an id of *i* characters the first time an
    ///   identity is seen.
    private mutating func lane(of element: FrameElement) -> Int {
      let slot = laneOfIdentity.slot(of: element)?.index
      if let slot, let lane = laneOfIdentity[slot] { return lane }
      let key = LaneKey(id: element.element.description, role: element.role, occurrence: 0)
      let lane: Int
      if let known = lanes[key] {
        lane = known
      } else {
        lane = firstTracks.count
        lanes[key] = lane
        firstTracks.append(-1)
        counted.append((-1, 0))
      }
      if let slot { laneOfIdentity[slot] = lane }
      return lane
    }

    /// The track of the `occurrence`-th view of `lane` in a frame, made for `element` if new.
    ///
    /// - Complexity: O(1), amortized.
    private mutating func track(of element: FrameElement, lane: Int, occurrence: Int) -> Int {
      if occurrence == 0, firstTracks[lane] >= 0 { return firstTracks[lane] }
      let later = laterTracks[lane, default: []]
      if occurrence > 0, occurrence <= later.count { return later[occurrence - 1] }
      let position = tracks.count
      var spans: [TimedSpan<CollectionViewLayoutAttributes>] = []
      if occurrence == 0, let timing {
        let id = LaneKey(id: element.element.description, role: element.role, occurrence: 0)
        spans = timing.elements[id] ?? []
      }
      tracks.append(
        ElementTrack(
          element: element.element, change: element.change, role: element.role,
          occurrence: occurrence, spans: spans))
      // A lane's views are counted from 0 in each frame: its n-th track comes after its first n.
      if occurrence == 0 {
        firstTracks[lane] = position
      } else {
        laterTracks[lane, default: []].append(position)
      }
      return position
    }
  }
}
