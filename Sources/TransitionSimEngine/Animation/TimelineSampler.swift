import Foundation

/// A ``Timeline`` prepared for sampling: every track's interpolators made once (transform
/// decompositions, custom-attribute pairing), every distinct segment timing listed once so that
/// its eased progress is computed once per frame, and every view's drawing rank fixed.
struct TimelineSampler: Sendable {
  /// A piece prepared for sampling.
  struct PieceSampler<Value: AdditivelyComposable>: Sendable {
    var begin: Double
    var track: KeyframeSampler<Value>
    var layers: [(sampler: KeyframeSampler<Value>, reference: Value.AdditiveReference)]

    init(_ piece: Piece<Value>, clocks: inout ClockTable) {
      begin = piece.begin
      track = KeyframeSampler(piece.track, clocks: &clocks)
      layers = piece.layers.map { layer in
        (KeyframeSampler(layer, clocks: &clocks), Value.additiveReference(for: layer.end))
      }
    }

    /// The value at the cache's time; the settled value when `isFinal`.
    @inline(__always)
    func value(cache: inout ProgressCache, isFinal: Bool) -> Value {
      if isFinal { return track.last }
      var value = track.value(cache: &cache)
      if !layers.isEmpty {
        let time = cache.time
        for layer in layers where time < layer.sampler.endTime {
          value = value.adding(layer.sampler.value(cache: &cache), relativeTo: layer.reference)
        }
      }
      return value
    }
  }

  /// A lane prepared for sampling.
  struct LaneSampler<Value: AdditivelyComposable>: Sendable {
    var pieces: [PieceSampler<Value>]

    init(_ lane: Lane<Value>, clocks: inout ClockTable) {
      pieces = lane.pieces.map { PieceSampler($0, clocks: &clocks) }
    }

    /// The index of the piece driving the lane at `time`, or `nil` before the lane begins.
    ///
    /// - Complexity: O(log *p*) for *p* pieces.
    @inline(__always)
    func pieceIndex(at time: Double, isFinal: Bool) -> Int? {
      let last = pieces.count - 1
      if isFinal || !(pieces[last].begin > time) { return last }  // NaN: the last, as before
      guard pieces[0].begin <= time else { return nil }
      // The last piece begun by `time`: pieces[low].begin <= time < pieces[high].begin.
      var low = 0
      var high = last
      while high - low > 1 {
        let middle = (low + high) / 2
        if pieces[middle].begin <= time { low = middle } else { high = middle }
      }
      return low
    }

    /// The value at the cache's time, or `nil` before the lane begins.
    func value(cache: inout ProgressCache, isFinal: Bool) -> Value? {
      guard let index = pieceIndex(at: cache.time, isFinal: isFinal) else { return nil }
      return pieces[index].value(cache: &cache, isFinal: isFinal)
    }
  }

  //===--- Element lanes, flattened --------------------------------------------------------===//
  //
  // Views are the hot path: every frame evaluates every view. Their tracks are stored flat, in
  // arrays of plain records that index shared arrays of keyframe times, segments and frame-element
  // templates, and the loop reads those through buffer pointers: each frame element is copied
  // once, from the template of the keyframe its segment leads to straight into the frame's
  // storage, and interpolated in place; no interpolator is copied to be evaluated.

  /// One segment of a view's track: the prepared interpolation and its clock.
  struct AttributeSegment: Sendable {
    var interpolator: CollectionViewLayoutAttributes.Interpolator
    var clockIndex: Int
  }

  /// A view's keyframe track: where its keyframes and segments are stored.
  struct TrackRecord: Sendable {
    /// The index of the first keyframe in ``times`` and ``templates``.
    var keyframeStart: Int
    /// The number of keyframes, at least 1.
    var keyframeCount: Int
    /// The index of the first segment in ``segments``.
    var segmentStart: Int
  }

  /// One piece of a view's lane.
  struct PieceRecord: Sendable {
    var begin: Double
    var track: TrackRecord
    /// The range of the piece's additive layers in ``layers``.
    var layerStart: Int
    var layerCount: Int
    /// The index of the piece's identity in ``identities``.
    var identity: Int
    /// The drawing rank among all pieces (element, role, creation).
    var rank: Int
    /// When the view is shown.
    var visibility: Visibility
  }

  /// When a piece's view is shown: UIKit adds a view when it appears and removes the views it
  /// discards (deleted, disappearing, ghosts) once their animation ends.
  struct Visibility: Equatable, Sendable {
    /// When the view appears: the piece's start, or its first keyframe for a view that scrolls
    /// into view.
    var from: Double
    /// When the view is removed: its last keyframe for the last piece of a view UIKit discards
    /// after the animation (deleted, disappearing, ghost); infinity otherwise.
    var until: Double
    /// Whether a view added without animation (the first piece, of no duration, of a view a
    /// later transition adds) appears just after `from`: a frame at that instant shows the state
    /// before the change, as it does for an animated change, whose first keyframe is that state.
    var opensAfterFrom = false
    /// Whether a view removed without animation (a last piece of no duration) is removed just
    /// after `until`, for the same reason.
    var closesAfterUntil = false

    /// Whether the view is shown at `time` (once its piece has begun); with `isFinal`, whether it
    /// stays once everything has settled.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func isShown(at time: Double, isFinal: Bool) -> Bool {
      if isFinal { return !(until < .infinity) }
      let beforeFrom = opensAfterFrom ? time <= from : time < from
      let afterUntil = closesAfterUntil ? time > until : time >= until
      return !(beforeFrom || afterUntil)
    }
  }

  /// One view: the range of its pieces in ``pieces``, and its record in ``quickLanes`` when it
  /// has one.
  struct LaneRecord: Sendable {
    var pieceStart: Int
    var pieceCount: Int
    /// The index of the view's ``QuickLane``, or -1 when the view needs the general path.
    var quick: Int
    /// For the first lane of a run — consecutive quick lanes with consecutive records that share
    /// their clock, their visibility and their zIndex at each end — the number of lanes in the
    /// run; 0 for the others.
    ///
    /// A frame decides once per run what its views show.
    var runLength: Int
  }

  /// An interrupted track whose remaining change a piece adds.
  struct LayerRecord: Sendable {
    var sampler: KeyframeSampler<CollectionViewLayoutAttributes>
    var reference: CollectionViewLayoutAttributes.AdditiveReference
  }

  /// The views, in the drawing rank of their first piece.
  private(set) var lanes: [LaneRecord]
  /// The views that are one piece of two keyframes with no layer (``QuickLane``).
  let quickLanes: [QuickLane]
  let pieces: [PieceRecord]
  let times: [Double]
  let segments: [AttributeSegment]
  /// Per keyframe, the frame element showing it: the piece's identity and the keyframe's
  /// attributes.
  ///
  /// A frame copies the template of the keyframe a segment leads to and interpolates the animated
  /// properties in place.
  let templates: [FrameElement]
  let layers: [LayerRecord]
  let identities: IdentityTable
  let contentOffset: LaneSampler<CGPoint>
  let contentSize: LaneSampler<CGSize>
  let clocks: [SegmentClock]
  /// When everything has settled.
  let endTime: Double

  /// Prepares `timeline`.
  ///
  /// - Complexity: O(*n* log *n*) for *n* pieces, plus one interpolator per keyframe segment.
  init(_ timeline: Timeline) {
    var table = ClockTable()
    // Every piece's identity by global piece index: lane by lane, piece by piece, the order
    // `pieces` is built in below.
    var allIdentities: [LaneLabel] = []
    allIdentities.reserveCapacity(timeline.lanes.reduce(0) { $0 + $1.identities.count })
    for lane in timeline.lanes { allIdentities.append(contentsOf: lane.identities) }
    let ranks = Self.drawingRanks(of: allIdentities)
    let keyframeTotal = timeline.lanes.reduce(0) { total, lane in
      lane.pieces.reduce(total) { $0 + $1.track.keyframes.count }
    }

    var lanes: [LaneRecord] = []
    var pieces: [PieceRecord] = []
    var times: [Double] = []
    var segments: [AttributeSegment] = []
    var templates: [FrameElement] = []
    var layers: [LayerRecord] = []
    let identities = IdentityTable(allIdentities)
    lanes.reserveCapacity(timeline.lanes.count)
    pieces.reserveCapacity(allIdentities.count)
    times.reserveCapacity(keyframeTotal)
    templates.reserveCapacity(keyframeTotal)
    segments.reserveCapacity(keyframeTotal - allIdentities.count)
    // Per piece, the clock of a plain quick lane's segment; -1 for the others.
    var plainClocks: [Int] = []
    plainClocks.reserveCapacity(allIdentities.count)
    for (laneIndex, lane) in timeline.lanes.enumerated() {
      // A view the first transition has is on screen from the start; the others are added.
      let isAdded = laneIndex >= timeline.initialLaneCount
      lanes.append(
        LaneRecord(
          pieceStart: pieces.count, pieceCount: lane.pieces.count, quick: -1, runLength: 0))
      for pieceIndex in lane.pieces.indices {
        // The piece's global index is also its identity's index in `identities`.
        let identityIndex = pieces.count
        let piece = lane.pieces[pieceIndex]
        let keyframes = piece.track.keyframes
        let record = TrackRecord(
          keyframeStart: times.count, keyframeCount: keyframes.count,
          segmentStart: segments.count)
        // A view of one piece of two keyframes whose transform and custom values stay is a quick
        // lane that needs no interpolator (``QuickLane``): its segment is not made.
        let isPlain =
          lane.pieces.count == 1 && piece.layers.isEmpty
          && Self.isPlainPair(piece.track.keyframes)
        plainClocks.append(
          Self.append(
            keyframes, identity: identityIndex, of: identities, isPlain: isPlain, times: &times,
            templates: &templates, segments: &segments, clocks: &table))
        let layerStart = layers.count
        for layer in piece.layers {
          layers.append(
            LayerRecord(
              sampler: KeyframeSampler(layer, clocks: &table),
              reference: CollectionViewLayoutAttributes.additiveReference(for: layer.end)))
        }
        let (role, change) = lane.identities.withUnsafeBufferPointer {
          ($0[pieceIndex].role, $0[pieceIndex].change)
        }
        let isLast = pieceIndex == lane.pieces.count - 1
        let removed = role == .ghost || change == .deleted || change == .disappearing
        let firstTime = keyframes.isEmpty ? piece.begin : keyframes[0].time
        let lastTime = keyframes.isEmpty ? piece.begin : keyframes[keyframes.count - 1].time
        pieces.append(
          PieceRecord(
            begin: piece.begin, track: record, layerStart: layerStart,
            layerCount: piece.layers.count, identity: identityIndex,
            rank: ranks[identityIndex],
            visibility: Visibility(
              from: change == .appearing && role == .element
                ? max(piece.begin, firstTime) : piece.begin,
              until: isLast && removed ? max(lastTime, piece.begin) : .infinity,
              opensAfterFrom: isAdded && pieceIndex == 0 && lastTime <= piece.begin,
              closesAfterUntil: isLast && removed && lastTime <= piece.begin)))
      }
    }
    // Lanes in the rank order of their first piece, so a frame of single-piece lanes needs no
    // sorting unless zIndex reorders it.
    lanes.sort { pieces[$0.pieceStart].rank < pieces[$1.pieceStart].rank }
    quickLanes = Self.makeQuickLanes(
      &lanes, pieces: pieces, times: times, segments: segments, templates: templates,
      plainClocks: plainClocks)
    Self.markRuns(&lanes, quickLanes: quickLanes)
    self.lanes = lanes
    self.pieces = pieces
    self.times = times
    self.segments = segments
    self.templates = templates
    self.layers = layers
    self.identities = identities
    contentOffset = LaneSampler(timeline.contentOffsetLane, clocks: &table)
    contentSize = LaneSampler(timeline.contentSizeLane, clocks: &table)
    clocks = table.clocks
    endTime = timeline.endTime
  }

  /// Each identity's drawing rank: the identities in order (element, role), ties by creation.
  ///
  /// A transition lists its tracks in this order already: one pass checks it. The labels are
  /// compared in place, since copying one retains its strings and index paths.
  ///
  /// - Complexity: O(*n*) when in order, else O(*n* log *n*), for *n* identities.
  private static func drawingRanks(of allIdentities: [LaneLabel]) -> [Int] {
    let drawingOrder = allIdentities.withUnsafeBufferPointer { labels in
      let isInOrder = labels.indices.dropFirst().allSatisfy {
        precedes($0 - 1, $0, in: labels)
      }
      return isInOrder
        ? Array(labels.indices) : labels.indices.sorted { precedes($0, $1, in: labels) }
    }
    var ranks = [Int](repeating: 0, count: allIdentities.count)
    for (rank, index) in drawingOrder.enumerated() { ranks[index] = rank }
    return ranks
  }

  /// Appends the times and frame-element templates of a piece's `keyframes`, and its segments
  /// (an interpolator and a clock each) unless `isPlain`; returns the one segment's clock when
  /// `isPlain`, else -1.
  ///
  /// - Complexity: O(*k*) for *k* keyframes, plus one interpolator's preparation per segment.
  private static func append(
    _ keyframes: [Keyframe<CollectionViewLayoutAttributes>], identity: Int,
    of identities: IdentityTable, isPlain: Bool, times: inout [Double],
    templates: inout [FrameElement], segments: inout [AttributeSegment], clocks: inout ClockTable
  ) -> Int {
    // In place: a keyframe copied whole copies its curve too.
    keyframes.withUnsafeBufferPointer { keyframes in
      for keyframe in keyframes.indices {
        times.append(keyframes[keyframe].time)
        templates.append(
          FrameElement(
            identities: identities, index: identity, attributes: keyframes[keyframe].value))
      }
      var plainClock = -1
      for from in keyframes.indices.dropLast() {
        let clock = clocks.index(
          of: SegmentClock(
            start: keyframes[from].time, end: keyframes[from + 1].time,
            curve: keyframes[from].curve))
        if isPlain {
          plainClock = clock
        } else {
          segments.append(
            AttributeSegment(
              interpolator: CollectionViewLayoutAttributes.Interpolator(
                from: keyframes[from].value, to: keyframes[from + 1].value),
              clockIndex: clock))
        }
      }
      return plainClock
    }
  }

  /// Whether `keyframes` are two whose transforms and custom values are equal: a segment whose
  /// interpolation is the quick lane's arithmetic alone.
  ///
  /// - Complexity: O(*c*) for *c* custom values.
  private static func isPlainPair(_ keyframes: [Keyframe<CollectionViewLayoutAttributes>]) -> Bool {
    keyframes.count == 2
      && keyframes.withUnsafeBufferPointer {
        $0[0].value.sharesExtras(with: $0[1].value)
          || ($0[0].value.transform3D == $0[1].value.transform3D
            && $0[0].value.customAttributes == $0[1].value.customAttributes)
      }
  }

  /// Whether label `a` is drawn before label `b`: by element, then role (the element's view
  /// before its ghost), then creation.
  ///
  /// - Complexity: O(1) for the index paths UIKit uses.
  private static func precedes(_ a: Int, _ b: Int, in labels: UnsafeBufferPointer<LaneLabel>)
    -> Bool
  {
    if labels[a].element != labels[b].element { return labels[a].element < labels[b].element }
    if labels[a].role != labels[b].role { return labels[a].role < labels[b].role }
    return a < b
  }

  /// A cache for this sampler's clocks.
  func makeCache() -> ProgressCache { ProgressCache(clocks: clocks) }

  /// This sampler restricted to the views for which `isIncluded` holds for some piece.
  func filtered(_ isIncluded: (LaneLabel) -> Bool) -> TimelineSampler {
    var copy = self
    copy.lanes = lanes.filter { lane in
      (lane.pieceStart..<(lane.pieceStart + lane.pieceCount)).contains {
        isIncluded(identities.entries[pieces[$0].identity])
      }
    }
    Self.markRuns(&copy.lanes, quickLanes: quickLanes)
    return copy
  }
}
