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
  /// are updated in place; the rest are uninitialized memory. A run of quick lanes
  /// (``LaneRecord/runLength``) is decided once — shown or not, which keyframe, which progress,
  /// whether it keeps the drawing order — and its views are then written one after the other.
  ///
  /// - Complexity: O(*n*) for *n* views.
  private func writeElements(
    into elements: UnsafeMutableBufferPointer<FrameElement>, initialized: Int,
    states: UnsafeMutableBufferPointer<Int>, ranks: UnsafeMutableBufferPointer<Int>,
    isFinal: Bool, isSorted: inout Bool, cache: inout ProgressCache
  ) -> Int? {
    guard let base = elements.baseAddress else { return lanes.isEmpty ? 0 : nil }
    var output = ElementOutput(
      base: base, capacity: elements.count, initialized: initialized, states: states,
      ranks: ranks, isSorted: isSorted)
    defer { isSorted = output.isSorted }
    return lanes.withUnsafeBufferPointer { lanes in
      quickLanes.withUnsafeBufferPointer { quickLanes in
        pieces.withUnsafeBufferPointer { pieces in
          templates.withUnsafeBufferPointer { templates in
            times.withUnsafeBufferPointer { times in
              segments.withUnsafeBufferPointer { segments in
                var index = 0
                while index < lanes.count {
                  let lane = lanes[index]
                  if lane.quick >= 0 {
                    index += lane.runLength
                    let run = quickLanes.baseAddress.unsafelyUnwrapped + lane.quick
                    guard
                      writeRun(
                        run, count: lane.runLength, to: &output, templates: templates,
                        segments: segments, isFinal: isFinal, cache: &cache)
                    else { return nil }
                    continue
                  }
                  index += 1
                  // The piece driving the lane: the last one begun by `time`.
                  var pieceIndex = lane.pieceStart + lane.pieceCount - 1
                  if !isFinal {
                    pieceIndex = Self.lastPiece(begunBy: cache.time, in: pieces, lane: lane)
                    if pieces[pieceIndex].begin > cache.time { continue }
                  }
                  let piece = pieces[pieceIndex]
                  // UIKit adds a view when it appears and removes the views it discards
                  // (deleted, disappearing, ghosts) once their animation ends.
                  guard piece.visibility.isShown(at: cache.time, isFinal: isFinal) else {
                    continue
                  }
                  guard output.count < output.capacity else { return nil }
                  let count = output.count
                  write(
                    output.base + count, state: &output.states[count],
                    isInitialized: count < output.initialized, piece: piece,
                    templates: templates, times: times, segments: segments, isFinal: isFinal,
                    cache: &cache)
                  let zIndex = (output.base + count).pointee.attributes.zIndex
                  output.append(zIndex: zIndex, rank: piece.rank)
                }
                return output.count
              }
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
    place(
      destination, state: state, isInitialized: isInitialized, identity: piece.identity,
      template: template, interpolates: interpolation != nil, templates: templates)
    state = template
    if let interpolation {
      // Through the interpolator's address: a call on the value would copy it.
      CollectionViewLayoutAttributes.Interpolator.applyBetweenEnds(
        of: interpolation.segment.pointer(to: \.interpolator).unsafelyUnwrapped,
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

extension TimelineSampler {
  /// Makes `destination` hold template `template` (`~template` when it is to be interpolated),
  /// the step both paths share before interpolating: an uninitialized or other view's element is
  /// made from the template; the same view's attributes are copied from it unless `state` says
  /// they hold it already — exactly, or, when `interpolates`, with its animated properties
  /// rewritten, which interpolating writes again.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func place(
    _ destination: UnsafeMutablePointer<FrameElement>, state: Int, isInitialized: Bool,
    identity: Int, template: Int, interpolates: Bool,
    templates: UnsafeBufferPointer<FrameElement>
  ) {
    if !isInitialized {
      destination.initialize(to: templates[template])
    } else if !destination.pointee.shows(entry: identity, of: identities) {
      destination.pointee = templates[template]
    } else if state != template && (!interpolates || state != ~template) {
      destination.pointee.attributes = templates[template].attributes
    }
  }
}

/// Where a frame's elements are written, and what is known of their drawing order so far.
struct ElementOutput {
  let base: UnsafeMutablePointer<FrameElement>
  /// The room for elements.
  let capacity: Int
  /// How many elements at `base` hold views of an earlier frame (the rest is uninitialized).
  let initialized: Int
  let states: UnsafeMutableBufferPointer<Int>
  let ranks: UnsafeMutableBufferPointer<Int>
  /// Whether the elements written so far are in drawing order (zIndex, then rank).
  var isSorted: Bool
  /// How many elements are written.
  var count = 0
  private var previousZIndex = Int.min
  private var previousRank = Int.min

  init(
    base: UnsafeMutablePointer<FrameElement>, capacity: Int, initialized: Int,
    states: UnsafeMutableBufferPointer<Int>, ranks: UnsafeMutableBufferPointer<Int>,
    isSorted: Bool
  ) {
    self.base = base
    self.capacity = capacity
    self.initialized = initialized
    self.states = states
    self.ranks = ranks
    self.isSorted = isSorted
  }

  /// Notes that elements with `zIndex` and ranks from `firstRank` up to `lastRank` follow.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  mutating func checkOrder(zIndex: Int, firstRank: Int, lastRank: Int) {
    guard isSorted else { return }
    if zIndex < previousZIndex || (zIndex == previousZIndex && firstRank < previousRank) {
      isSorted = false
    }
    previousZIndex = zIndex
    previousRank = lastRank
  }

  /// Counts the element just written at ``count``, with its zIndex and rank.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  mutating func append(zIndex: Int, rank: Int) {
    checkOrder(zIndex: zIndex, firstRank: rank, lastRank: rank)
    ranks[count] = rank
    count += 1
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
  /// with its segment's animated properties rewritten, ``unknown`` otherwise.
  ///
  /// At least as many entries as the sampler has lanes.
  var states: [Int] = []
  /// Room for each shown element's drawing rank, as many entries as ``states``.
  var ranks: [Int] = []
}
