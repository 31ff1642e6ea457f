import Foundation

// Writing a frame: the hot loop over every view, once per frame.

extension TimelineSampler {
  /// What is shown at `time`; with `isFinal`, the settled state (every view's last value, every
  /// additive remainder gone), whatever `time` says.
  ///
  /// The frame is written into `buffer`'s elements, the previous frame's, in place when no one
  /// else holds them any more (a sequence read in order): an element whose view and keyframe are
  /// unchanged gets only its animated properties rewritten, which copies, counts and allocates
  /// nothing. Otherwise (the first frame, a frame still held elsewhere, more views than before)
  /// the frame is made afresh, each element copied once from its template.
  ///
  /// - Complexity: O(*n*) for *n* views, O(*n* log *n*) when zIndex reorders them.
  func presentation(
    at time: Double, isFinal: Bool, cache: inout ProgressCache, reusing buffer: inout FrameBuffer
  ) -> Presentation {
    cache.reset(to: time)
    var shown: [FrameElement] = []
    swap(&shown, &buffer.elements)
    if buffer.states.count < lanes.count {
      buffer.states = [Int](repeating: FrameBuffer.unknown, count: lanes.count)
      buffer.ranks = [Int](repeating: 0, count: lanes.count)
    }
    // Each shown element's rank, for the sort that a zIndex out of order needs.
    var ranks: [Int] = []
    swap(&ranks, &buffer.ranks)
    defer { swap(&ranks, &buffer.ranks) }
    var isSorted = true
    var written: Int?
    ranks.withUnsafeMutableBufferPointer { ranks in
      buffer.states.withUnsafeMutableBufferPointer { states in
        if !shown.isEmpty {
          // In place; `nil` when the frame shows more views than the previous one.
          written = shown.withUnsafeMutableBufferPointer { elements in
            writeElements(
              into: elements, initialized: elements.count, states: states, ranks: ranks,
              isFinal: isFinal, isSorted: &isSorted, cache: &cache)
          }
        }
        if written == nil {
          isSorted = true
          shown = [FrameElement](unsafeUninitializedCapacity: lanes.count) { elements, count in
            count =
              writeElements(
                into: elements, initialized: 0, states: states, ranks: ranks, isFinal: isFinal,
                isSorted: &isSorted, cache: &cache) ?? 0
          }
        }
      }
    }
    if let written, written < shown.count { shown.removeLast(shown.count - written) }
    if !isSorted {
      var order = shown.indices.sorted { a, b in
        let za = shown[a].attributes.zIndex
        let zb = shown[b].attributes.zIndex
        return za != zb ? za < zb : ranks[a] < ranks[b]
      }
      shown.withUnsafeMutableBufferPointer { elements in
        buffer.states.withUnsafeMutableBufferPointer { states in
          Self.permute(elements, states, by: &order)
        }
      }
    }
    buffer.elements = shown
    let offset = contentOffset.value(cache: &cache, isFinal: isFinal) ?? .zero
    let size = contentSize.value(cache: &cache, isFinal: isFinal) ?? .zero
    return Presentation(time: time, contentOffset: offset, contentSize: size, elements: shown)
  }

  /// What is shown at `time`, in a frame made afresh (see
  /// ``presentation(at:isFinal:cache:reusing:)``).
  ///
  /// - Complexity: O(*n*) for *n* views, O(*n* log *n*) when zIndex reorders them.
  func presentation(at time: Double, isFinal: Bool, cache: inout ProgressCache) -> Presentation {
    var buffer = FrameBuffer()
    return presentation(at: time, isFinal: isFinal, cache: &cache, reusing: &buffer)
  }

  /// Writes the views shown at the cache's time into `elements`, in lane order, and returns how
  /// many; `nil` when they do not fit.
  ///
  /// The first `initialized` elements hold views of an earlier frame, described by `states`, and
  /// are updated in place; the rest are uninitialized memory.
  ///
  /// - Complexity: O(*n*) for *n* views.
  private func writeElements(
    into elements: UnsafeMutableBufferPointer<FrameElement>, initialized: Int,
    states: UnsafeMutableBufferPointer<Int>, ranks: UnsafeMutableBufferPointer<Int>,
    isFinal: Bool, isSorted: inout Bool, cache: inout ProgressCache
  ) -> Int? {
    guard let base = elements.baseAddress else { return lanes.isEmpty ? 0 : nil }
    let time = cache.time
    var count = 0
    var previousZIndex = Int.min
    var previousRank = Int.min
    return lanes.withUnsafeBufferPointer { lanes in
      pieces.withUnsafeBufferPointer { pieces in
        templates.withUnsafeBufferPointer { templates in
          times.withUnsafeBufferPointer { times in
            segments.withUnsafeBufferPointer { segments in
              for lane in lanes {
                // The piece driving the lane: the last one begun by `time`.
                var index = lane.pieceStart + lane.pieceCount - 1
                if !isFinal {
                  index = Self.lastPiece(begunBy: time, in: pieces, lane: lane)
                  if pieces[index].begin > time { continue }
                }
                let piece = pieces[index]
                // UIKit adds a view when it appears and removes the views it discards (deleted,
                // disappearing, ghosts) once their animation ends.
                if isFinal {
                  if piece.visibleUntil < .infinity { continue }
                } else if time < piece.visibleFrom || time >= piece.visibleUntil {
                  continue
                }
                guard count < elements.count else { return nil }
                let destination = base + count
                write(
                  destination, state: &states[count], isInitialized: count < initialized,
                  piece: piece, templates: templates, times: times, segments: segments,
                  isFinal: isFinal, cache: &cache)
                count += 1
                if isSorted {
                  let zIndex = destination.pointee.attributes.zIndex
                  if zIndex < previousZIndex
                    || (zIndex == previousZIndex && piece.rank < previousRank)
                  {
                    isSorted = false
                  }
                  previousZIndex = zIndex
                  previousRank = piece.rank
                }
                ranks[count - 1] = piece.rank
              }
              return count
            }
          }
        }
      }
    }
  }

  /// Puts element `order[i]` (and its state) at position `i`, moving each element once.
  ///
  /// - Complexity: O(*n*) for *n* elements; `order` is left as the identity.
  private static func permute(
    _ elements: UnsafeMutableBufferPointer<FrameElement>, _ states: UnsafeMutableBufferPointer<Int>,
    by order: inout [Int]
  ) {
    guard let base = elements.baseAddress else { return }
    for start in order.indices where order[start] != start {
      // Follow the cycle through `start`, moving each element into the hole before it.
      let saved = (base + start).move()
      let savedState = states[start]
      var hole = start
      while order[hole] != start {
        let next = order[hole]
        (base + hole).moveInitialize(from: base + next, count: 1)
        states[hole] = states[next]
        order[hole] = hole
        hole = next
      }
      (base + hole).initialize(to: saved)
      states[hole] = savedState
      order[hole] = hole
    }
  }

  /// The index of the piece driving `lane` at `time`: the last one begun by then (its first
  /// when none has begun; the caller checks its `begin`).
  ///
  /// Pieces begin in order, so the search is binary: an interactive step gives a view one piece
  /// per progress value, and a frame must not walk them all.
  ///
  /// - Complexity: O(log *p*) for the lane's *p* pieces.
  @inline(__always)
  private static func lastPiece(
    begunBy time: Double, in pieces: UnsafeBufferPointer<PieceRecord>, lane: LaneRecord
  ) -> Int {
    let last = lane.pieceStart + lane.pieceCount - 1
    if !(pieces[last].begin > time) || lane.pieceCount == 1 { return last }
    var low = lane.pieceStart
    guard pieces[low].begin <= time else { return low }
    var high = last
    while high - low > 1 {
      let middle = (low + high) / 2
      if pieces[middle].begin <= time { low = middle } else { high = middle }
    }
    return low
  }

  /// Makes `destination` show what `piece` shows at the cache's time: its track, plus any
  /// additive remainders; with `isFinal`, its last keyframe.
  ///
  /// An initialized destination whose `state` says it already holds the keyframe's template (or
  /// the template with this segment's animated properties rewritten) and that shows the same
  /// view is updated in place; anything else is copied from the template first.
  ///
  /// - Complexity: O(1), plus O(log *k*) for *k* keyframes and O(*l*) for *l* additive layers.
  @inline(__always)
  private func write(
    _ destination: UnsafeMutablePointer<FrameElement>, state: inout Int, isInitialized: Bool,
    piece: PieceRecord, templates: UnsafeBufferPointer<FrameElement>,
    times: UnsafeBufferPointer<Double>, segments: UnsafeBufferPointer<AttributeSegment>,
    isFinal: Bool, cache: inout ProgressCache
  ) {
    let track = piece.track
    let first = track.keyframeStart
    let last = first + track.keyframeCount - 1
    let time = cache.time
    // The template to show, and the segment interpolating into it with its progress.
    var template = last
    var interpolation: (segment: UnsafePointer<AttributeSegment>, progress: Double)?
    if isFinal {
      template = last
    } else if time > times[first], time < times[last] {
      // The segment [tᵢ, tᵢ₊₁) holding `time`.
      var segment = 0
      if track.keyframeCount > 2 {
        var low = first
        var high = last
        while high - low > 1 {
          let middle = (low + high) / 2
          if times[middle] <= time { low = middle } else { high = middle }
        }
        segment = low - first
      }
      template = first + segment + 1
      // Through the segment's address: a subscript would copy the interpolator to the stack.
      let prepared = segments.baseAddress.unsafelyUnwrapped + (track.segmentStart + segment)
      let progress = cache.progress(prepared.pointee.clockIndex)
      if progress == 0 {
        template -= 1  // the segment's start, exactly
      } else if progress != 1, !prepared.pointee.interpolator.isConstant {
        interpolation = (prepared, progress)
      }
    } else {
      template = time <= times[first] ? first : last
    }
    let interpolated = ~template
    if !isInitialized {
      destination.initialize(to: templates[template])
    } else if !destination.pointee.shows(entry: piece.identity, of: identities) {
      destination.pointee = templates[template]
    } else if state != template && (interpolation == nil || state != interpolated) {
      destination.pointee.attributes = templates[template].attributes
    }
    state = template
    if let interpolation {
      interpolation.segment.pointee.interpolator.applyBetweenEnds(
        progress: interpolation.progress, to: &destination.pointee.attributes)
      state = interpolated
    }
    if piece.layerCount > 0 {
      var value = destination.pointee.attributes
      for layer in layers[piece.layerStart..<(piece.layerStart + piece.layerCount)]
      where time < layer.sampler.endTime {
        value = value.adding(layer.sampler.value(cache: &cache), relativeTo: layer.reference)
      }
      destination.pointee.attributes = value
      state = FrameBuffer.unknown
    }
  }
}

/// The storage of the last frame a ``FrameSequence`` iterator produced, which the next frame
/// overwrites when no one else holds it.
struct FrameBuffer {
  /// A state meaning the element's attributes must be copied from a template again.
  static let unknown = Int.min

  /// The last frame's elements.
  var elements: [FrameElement] = []
  /// Per element, what its attributes hold: `t` for template `t` exactly, `~t` for template `t`
  /// with its segment's animated properties rewritten, ``unknown`` otherwise. At least as many
  /// entries as the sampler has lanes.
  var states: [Int] = []
  /// Room for each shown element's drawing rank, as many entries as ``states``.
  var ranks: [Int] = []
}
