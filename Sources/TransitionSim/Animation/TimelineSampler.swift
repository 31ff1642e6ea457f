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
    @inline(__always)
    func pieceIndex(at time: Double, isFinal: Bool) -> Int? {
      var index = pieces.count - 1
      if isFinal { return index }
      while pieces[index].begin > time {
        if index == 0 { return nil }
        index -= 1
      }
      return index
    }

    /// The value at the cache's time, or `nil` before the lane begins.
    func value(cache: inout ProgressCache, isFinal: Bool) -> Value? {
      guard let index = pieceIndex(at: cache.time, isFinal: isFinal) else { return nil }
      return pieces[index].value(cache: &cache, isFinal: isFinal)
    }
  }

  /// A view: its attributes lane and, per piece, its identity and drawing rank.
  struct ElementSampler: Sendable {
    var lane: LaneSampler<CollectionViewLayoutAttributes>
    var identities: [LaneIdentity]
    var ranks: [Int]
  }

  private(set) var elements: [ElementSampler]
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
    // Drawing ranks: every piece's identity in order (element, role), ties by creation.
    var keyed: [(identity: LaneIdentity, lane: Int, piece: Int)] = []
    for (laneIndex, lane) in timeline.lanes.enumerated() {
      for (pieceIndex, identity) in lane.identities.enumerated() {
        keyed.append((identity, laneIndex, pieceIndex))
      }
    }
    keyed.sort { a, b in
      if a.identity.element != b.identity.element { return a.identity.element < b.identity.element }
      if a.identity.role != b.identity.role { return a.identity.role < b.identity.role }
      if a.lane != b.lane { return a.lane < b.lane }
      return a.piece < b.piece
    }
    var ranks = timeline.lanes.map { Array(repeating: 0, count: $0.identities.count) }
    for (rank, entry) in keyed.enumerated() { ranks[entry.lane][entry.piece] = rank }
    var elements: [ElementSampler] = []
    elements.reserveCapacity(timeline.lanes.count)
    for (index, lane) in timeline.lanes.enumerated() {
      elements.append(
        ElementSampler(
          lane: LaneSampler(lane.lane, clocks: &table), identities: lane.identities,
          ranks: ranks[index]))
    }
    // Lanes in the rank order of their first piece, so a frame of single-piece lanes needs no
    // sorting unless zIndex reorders it.
    elements.sort { $0.ranks[0] < $1.ranks[0] }
    self.elements = elements
    contentOffset = LaneSampler(timeline.contentOffsetLane, clocks: &table)
    contentSize = LaneSampler(timeline.contentSizeLane, clocks: &table)
    clocks = table.clocks
    endTime = timeline.endTime
  }

  /// A cache for this sampler's clocks.
  func makeCache() -> ProgressCache { ProgressCache(clocks: clocks) }

  /// This sampler restricted to the views for which `isIncluded` holds for some piece.
  func filtered(_ isIncluded: (LaneIdentity) -> Bool) -> TimelineSampler {
    var copy = self
    copy.elements = elements.filter { $0.identities.contains(where: isIncluded) }
    return copy
  }

  /// What is shown at `time`; with `isFinal`, the settled state (every view's last value, every
  /// additive remainder gone), whatever `time` says.
  ///
  /// - Complexity: O(*n*) for *n* views, O(*n* log *n*) when zIndex reorders them.
  func presentation(at time: Double, isFinal: Bool, cache: inout ProgressCache) -> Presentation {
    cache.reset(to: time)
    var shown: [FrameElement] = []
    shown.reserveCapacity(elements.count)
    var ranks: [Int] = []
    ranks.reserveCapacity(elements.count)
    var isSorted = true
    var previous = (zIndex: Int.min, rank: Int.min)
    for element in elements {
      guard let index = element.lane.pieceIndex(at: time, isFinal: isFinal) else { continue }
      let attributes = element.lane.pieces[index].value(cache: &cache, isFinal: isFinal)
      let identity = element.identities[index]
      let rank = element.ranks[index]
      if isSorted {
        let key = (zIndex: attributes.zIndex, rank: rank)
        if key.zIndex < previous.zIndex
          || (key.zIndex == previous.zIndex && key.rank < previous.rank)
        {
          isSorted = false
        }
        previous = key
      }
      shown.append(
        FrameElement(
          element: identity.element, change: identity.change, role: identity.role,
          attributes: attributes))
      ranks.append(rank)
    }
    if !isSorted {
      let order = shown.indices.sorted { a, b in
        let za = shown[a].attributes.zIndex
        let zb = shown[b].attributes.zIndex
        return za != zb ? za < zb : ranks[a] < ranks[b]
      }
      shown = order.map { shown[$0] }
    }
    let offset = contentOffset.value(cache: &cache, isFinal: isFinal) ?? .zero
    let size = contentSize.value(cache: &cache, isFinal: isFinal) ?? .zero
    return Presentation(time: time, contentOffset: offset, contentSize: size, elements: shown)
  }
}
