import Foundation

// Quick lanes: the views of an ordinary batch update — one piece of two keyframes, only the
// geometry, alpha and isHidden changing — kept in one record each and grouped in runs that share
// a clock, so that a frame decides once per run what it shows and then only interpolates.

extension TimelineSampler {
  /// A view animated by one piece of two keyframes with no additive layer — every view of an
  /// ordinary batch update — with everything a frame reads about it in one record: the frame
  /// loop reads one place per view instead of its lane, piece, times and segment.
  ///
  /// A view whose transform or custom values change too is interpolated by its segment's
  /// interpolator; the others by the record's numbers alone.
  struct QuickLane: Sendable {
    /// The first keyframe's time: the segment's start.
    var startTime: Double
    /// The second keyframe's time: the segment's end.
    var endTime: Double
    /// When the view is shown, as its piece's (which begins no later).
    var visibility: Visibility
    /// The segment's numbers, as its interpolator would hold them.
    var geometry: CollectionViewLayoutAttributes.Interpolator.Geometry
    /// The index of the first keyframe's template; the second keyframe's follows it.
    var firstTemplate: Int
    /// The index of the segment's clock in the progress cache.
    var clockIndex: Int
    /// The index of the piece's identity in ``identities``.
    var identity: Int
    /// The drawing rank of the piece.
    var rank: Int
    /// The zIndex of the first keyframe's attributes.
    var startZIndex: Int
    /// The zIndex of the second keyframe's attributes, which an interpolated frame shows too.
    var endZIndex: Int
    /// The index of the segment in ``segments`` when the transform or custom values change too
    /// (the interpolator then writes the frame's attributes); -1 for a view in 2D.
    var interpolatorSegment: Int

    /// The record of `piece`, whose two keyframes hold `a` and `b` at `startTime` and `endTime`,
    /// interpolated by the segment at `interpolatorSegment` (-1: by the record's numbers).
    ///
    /// - Complexity: O(*c*) for *c* custom values (the ends are compared).
    init(
      a: borrowing CollectionViewLayoutAttributes, b: borrowing CollectionViewLayoutAttributes,
      startTime: Double, endTime: Double, piece: PieceRecord, clockIndex: Int,
      interpolatorSegment: Int
    ) {
      self.startTime = startTime
      self.endTime = endTime
      visibility = piece.visibility
      geometry = .init(from: a, to: b, hasOtherChanges: interpolatorSegment >= 0)
      firstTemplate = piece.track.keyframeStart
      self.clockIndex = clockIndex
      identity = piece.identity
      rank = piece.rank
      startZIndex = a.zIndex
      endZIndex = b.zIndex
      self.interpolatorSegment = interpolatorSegment
    }
  }

  /// The quick records of the `lanes` that qualify (``QuickLane``), in lane order; sets each
  /// lane's ``LaneRecord/quick``.
  ///
  /// `plainClocks` holds, per piece, the clock of a plain lane's segment, which was not made (-1
  /// for the others).
  ///
  /// - Complexity: O(*n*) for *n* lanes.
  static func makeQuickLanes(
    _ lanes: inout [LaneRecord], pieces: [PieceRecord], times: [Double],
    segments: [AttributeSegment], templates: [FrameElement], plainClocks: [Int]
  ) -> [QuickLane] {
    var quickLanes: [QuickLane] = []
    quickLanes.reserveCapacity(lanes.count)
    templates.withUnsafeBufferPointer { templates in
      for index in lanes.indices where lanes[index].pieceCount == 1 {
        let piece = pieces[lanes[index].pieceStart]
        let track = piece.track
        guard track.keyframeCount == 2, piece.layerCount == 0 else { continue }
        // Read in place: the templates' attributes are not copied.
        let start = templates.baseAddress.unsafelyUnwrapped + track.keyframeStart
        let plainClock = plainClocks[lanes[index].pieceStart]
        lanes[index].quick = quickLanes.count
        quickLanes.append(
          QuickLane(
            a: start.pointee.attributes, b: (start + 1).pointee.attributes,
            startTime: times[track.keyframeStart], endTime: times[track.keyframeStart + 1],
            piece: piece,
            clockIndex: plainClock >= 0 ? plainClock : segments[track.segmentStart].clockIndex,
            interpolatorSegment: plainClock >= 0 ? -1 : track.segmentStart))
      }
    }
    return quickLanes
  }

  /// Sets the ``LaneRecord/runLength`` of every lane: the runs of quick lanes a frame handles
  /// together.
  ///
  /// - Complexity: O(*n*) for *n* lanes.
  static func markRuns(_ lanes: inout [LaneRecord], quickLanes: [QuickLane]) {
    var index = 0
    while index < lanes.count {
      lanes[index].runLength = 0
      let quick = lanes[index].quick
      guard quick >= 0 else {
        index += 1
        continue
      }
      let head = quickLanes[quick]
      var end = index + 1
      while end < lanes.count, lanes[end].quick == quick + (end - index) {
        let next = quickLanes[lanes[end].quick]
        guard next.clockIndex == head.clockIndex, next.startTime == head.startTime,
          next.endTime == head.endTime, next.visibility == head.visibility,
          next.startZIndex == head.startZIndex,
          next.endZIndex == head.endZIndex
        else { break }
        lanes[end].runLength = 0
        end += 1
      }
      lanes[index].runLength = end - index
      index = end
    }
  }

  /// Writes the views of a run of `count` quick lanes starting at `run`, when they are shown;
  /// `false` when they do not fit.
  ///
  /// - Complexity: O(*count*).
  @inline(__always)
  func writeRun(
    _ run: UnsafePointer<QuickLane>, count: Int, to output: inout ElementOutput,
    templates: UnsafeBufferPointer<FrameElement>, segments: UnsafeBufferPointer<AttributeSegment>,
    isFinal: Bool, cache: inout ProgressCache
  ) -> Bool {
    // Every lane of the run shares its head's visibility, clock and zIndex at each end.
    let head = run.pointee
    let time = cache.time
    guard head.visibility.isShown(at: time, isFinal: isFinal) else { return true }
    guard count <= output.capacity - output.count else { return false }
    // Which keyframe the run shows: the end's unless the segment holds `time` or has not begun.
    var offset = 1
    var progress = 0.0
    var interpolates = false
    if !isFinal {
      if time > head.startTime, time < head.endTime {
        progress = cache.progress(head.clockIndex)
        if progress == 0 {
          offset = 0  // the segment's start, exactly
        } else if progress != 1 {
          interpolates = true
        }
      } else if time <= head.startTime {
        offset = 0
      }
    }
    let zIndex = offset == 0 ? head.startZIndex : head.endZIndex
    output.checkOrder(zIndex: zIndex, firstRank: head.rank, lastRank: run[count - 1].rank)
    let start = output.count
    for lane in 0..<count {
      let position = start + lane
      write(
        output.base + position, state: &output.states[position],
        isInitialized: position < output.initialized, quick: run + lane, templates: templates,
        segments: segments, offset: offset, progress: interpolates ? progress : nil)
      output.ranks[position] = run[lane].rank
    }
    output.count += count
    return true
  }

  /// Makes `destination` show a ``QuickLane``'s keyframe `offset` (0 or 1) or, with a progress,
  /// its interpolation: what the general path makes of its piece, with the interpolator's
  /// arithmetic (``CollectionViewLayoutAttributes/Interpolator``) on the record's numbers.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  private func write(
    _ destination: UnsafeMutablePointer<FrameElement>, state: inout Int, isInitialized: Bool,
    quick: UnsafePointer<QuickLane>, templates: UnsafeBufferPointer<FrameElement>,
    segments: UnsafeBufferPointer<AttributeSegment>, offset: Int, progress: Double?
  ) {
    let template = quick.pointee.firstTemplate + offset
    let interpolates = progress != nil && !quick.pointee.geometry.isConstant
    place(
      destination, state: state, isInitialized: isInitialized, identity: quick.pointee.identity,
      template: template, interpolates: interpolates, templates: templates)
    guard interpolates, let progress else {
      state = template
      return
    }
    state = ~template
    let segment = quick.pointee.interpolatorSegment
    if segment >= 0 {
      // Through the segment's address: a subscript would copy the interpolator.
      CollectionViewLayoutAttributes.Interpolator.applyBetweenEnds(
        of: (segments.baseAddress.unsafelyUnwrapped + segment).pointer(to: \.interpolator)
          .unsafelyUnwrapped, progress: progress, to: &destination.pointee.attributes)
      return
    }
    CollectionViewLayoutAttributes.Interpolator.Geometry.apply(
      quick.pointer(to: \.geometry).unsafelyUnwrapped, progress: progress,
      to: &destination.pointee.attributes)
  }
}
