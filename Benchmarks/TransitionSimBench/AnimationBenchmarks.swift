import Foundation
import TransitionSim

// Sampling a transition into frames, measured in element-frames: one element's attributes in one
// frame. Each case samples `tracks` elements for 1 s at 120 fps (121 frames), so its size column
// is tracks × 121 and element-frames per second = size / median. The 2D baseline interpolates
// the same number of doubles linearly (5 per element-frame: center, size and alpha) into a reused
// buffer, from arrays made before it is timed; the 3D baseline is the 2D sampling of as many
// elements plus the transform's interpolation alone.
//
// "sample frames (2D)" and "(3D transforms)" time what a user's call costs: preparing the
// sampler (the timeline, every interpolator) and reading every frame. "(2D, prepared sequence)"
// times reading the frames of a sequence prepared before the timing starts, as the lerp's inputs
// are: the sampling loop itself against the same work done on bare doubles.

/// The number of frames of a 1 s transition at 120 fps.
private let frameCount = 121

/// The 3D transforms of cell `item` at the start and the end of the transition: a turn about y
/// that depends on the item (97 different ones), to a turn about another axis, scaled.
private func transformPair(ofItem item: Int) -> (start: Transform3D, end: Transform3D) {
  let value = CGFloat(item % 97)
  return (
    Transform3D(rotationAngle: 0.2 + value / 100, x: 0, y: 1, z: 0),
    Transform3D(rotationAngle: -0.4, x: 1, y: 0, z: 0.5).scaledBy(x: 0.5, y: 0.5, z: 1)
  )
}

/// A transition of `count` cells moving, resizing and fading over 1 s easeInEaseOut; with
/// `transforms`, each also turns and scales in 3D (``transformPair(ofItem:)``).
private func sampleTransition(count: Int, transforms: Bool) throws -> Transition {
  let animation = try AnimationParameters(duration: 1)
  var tracks: [Track] = []
  tracks.reserveCapacity(count)
  for item in 0..<count {
    let path = IndexPath(item: item, section: 0)
    let value = CGFloat(item % 97)
    var start = CollectionViewLayoutAttributes(forCellWith: path)
    start.frame = CGRect(x: value, y: value * 2, width: 50, height: 50)
    var end = start
    end.frame = CGRect(x: 300 - value, y: value * 3 + 10, width: 80, height: 40)
    end.alpha = 0.5
    if transforms { (start.transform3D, end.transform3D) = transformPair(ofItem: item) }
    let element = TrackElement(
      category: .cell, kind: nil, indexPathBefore: path, indexPathAfter: path,
      itemIdentifier: "item-\(item)")
    tracks.append(
      Track(element: element, change: .unchanged, start: start, end: end, animation: animation))
  }
  return Transition(
    kind: .batchUpdate, tracks: tracks, contentOffsetBefore: .zero, contentOffsetAfter: .zero,
    contentSizeBefore: .zero, contentSizeAfter: .zero, updateItems: [], layoutCalls: [],
    animation: animation)
}

/// The baseline: `elements × frames` linear interpolations of `width` doubles each.
private func interpolateDoubles(elements: Int, width: Int, starts: [Double], ends: [Double]) {
  var buffer = [Double](repeating: 0, count: elements * width)
  for frame in 0..<frameCount {
    let progress = Double(frame) / Double(frameCount - 1)
    buffer.withUnsafeMutableBufferPointer { out in
      for index in 0..<(elements * width) {
        out[index] = starts[index] + (ends[index] - starts[index]) * progress
      }
    }
    blackHole(buffer)
  }
}

/// The 2D cases' baseline for `tracks` elements: the lerp of 5 doubles per element-frame, its
/// inputs made now, before the timing.
private func lerpBaseline(_ tracks: Int) -> () -> Void {
  let starts = (0..<(tracks * 5)).map { Double($0 % 89) }
  let ends = (0..<(tracks * 5)).map { Double($0 % 83) + 1 }
  return { interpolateDoubles(elements: tracks, width: 5, starts: starts, ends: ends) }
}

/// Samples `transition` into frames at 120 fps, every frame read once.
private func sampleFrames(of transition: Transition, with sampler: FrameSampler) throws {
  let frames = sampler.frames(of: transition)
  guard frames.count == frameCount else { throw BenchmarkError.unexpectedFrameCount }
  for frame in frames { blackHole(frame) }
}

/// Samples a transition of `tracks` elements into frames, every frame read once.
///
/// The 2D case's baseline is the lerp of 5 doubles per element-frame. The 3D case's baseline is
/// the 2D case on as many elements followed by the transform's interpolation alone (T), both in
/// the baseline's turn of the same run, so its ratio is 3D against 2D + T: what sampling adds
/// around the transform's own arithmetic, which by itself costs more than a whole 2D
/// element-frame.
private func frameSamplingCase(tracks: Int, transforms: Bool) -> BenchmarkCase {
  BenchmarkCase(
    name: transforms ? "sample frames (3D transforms)" : "sample frames (2D)",
    size: tracks * frameCount,
    baselineName: transforms
      ? "the same frames in 2D, plus the transform alone (2D + T)"
      : "lerp of 5 doubles per element-frame"
  ) {
    let transition = try sampleTransition(count: tracks, transforms: transforms)
    let sampler = try FrameSampler(fps: 120)
    if transforms {
      let plain = try sampleTransition(count: tracks, transforms: false)
      let transformAlone = try transformOnly(tracks: tracks)
      return (
        body: { try sampleFrames(of: transition, with: sampler) },
        baseline: {
          try? sampleFrames(of: plain, with: sampler)
          transformAlone()
        }
      )
    }
    return (
      body: { try sampleFrames(of: transition, with: sampler) }, baseline: lerpBaseline(tracks)
    )
  }
}

/// Reads every frame of a sequence prepared for a transition of `tracks` elements in 2D: the
/// frame loop alone, against the lerp of the same doubles (target: at most 8×).
private func preparedSequenceCase(tracks: Int) -> BenchmarkCase {
  BenchmarkCase(
    name: "sample frames (2D, prepared sequence)", size: tracks * frameCount,
    baselineName: "lerp of 5 doubles per element-frame"
  ) {
    let frames = try FrameSampler(fps: 120).frames(
      of: try sampleTransition(count: tracks, transforms: false))
    guard frames.count == frameCount else { throw BenchmarkError.unexpectedFrameCount }
    return (body: { for frame in frames { blackHole(frame) } }, baseline: lerpBaseline(tracks))
  }
}

/// The transform's interpolation alone (T), as a 3D frame computes it for each element: the
/// matrix of `tracks` prepared pairs (the 3D case's transforms) at 121 progress values inside
/// (0, 1), written into a reused buffer, with no sampler around it.
///
/// Its inputs are made now, before the timing.
private func transformOnly(tracks: Int) throws -> () -> Void {
  let pairs = try (0..<tracks).map { item in
    let (start, end) = transformPair(ofItem: item)
    guard let from = start.decomposed(), let to = end.decomposed() else {
      throw BenchmarkError.undecomposable
    }
    return Transform3D.Decomposed.Interpolation(from: from, to: to)
  }
  // Read without counting references, as the sampler reads its interpolations: `pairs` keeps
  // them alive.
  let unretained = pairs.map { Unmanaged.passUnretained($0) }
  var matrices = [Transform3D](repeating: .identity, count: tracks)
  return {
    unretained.withUnsafeBufferPointer { pairs in
      matrices.withUnsafeMutableBufferPointer { out in
        for frame in 0..<frameCount {
          let progress = (CGFloat(frame) + 0.5) / CGFloat(frameCount)
          for index in pairs.indices {
            out[index] = pairs[index]._withUnsafeGuaranteedRef { $0.matrix(at: progress) }
          }
          blackHole(out.baseAddress)
        }
      }
    }
    withExtendedLifetime(pairs) { blackHole(matrices) }
  }
}

/// The transform's interpolation alone (``transformOnly(tracks:)``), against the lerp of as many
/// doubles as a 3D element-frame carries (21: center, size, alpha and the sixteen entries).
///
/// No target: it shows what Core Animation's rule (decomposed parts interpolated, the rotation by a
/// slerp, the matrix recomposed) costs by itself.
private func transformInterpolationCase(tracks: Int) -> BenchmarkCase {
  BenchmarkCase(
    name: "3D transform interpolation alone", size: tracks * frameCount,
    baselineName: "lerp of 21 doubles per element-frame"
  ) {
    let starts = (0..<(tracks * 21)).map { Double($0 % 89) }
    let ends = (0..<(tracks * 21)).map { Double($0 % 83) + 1 }
    return (
      body: try transformOnly(tracks: tracks),
      baseline: { interpolateDoubles(elements: tracks, width: 21, starts: starts, ends: ends) }
    )
  }
}

/// Why an animation benchmark could not run.
private enum BenchmarkError: Error {
  case unexpectedFrameCount
  case undecomposable
}

/// The animation cases: 2D (end to end and from a prepared sequence) and 3D-transform frame
/// sampling, and the transform's interpolation alone, at two sizes (one when smoke-testing).
func animationCases(smoke: Bool) -> [BenchmarkCase] {
  let sizes = smoke ? [100] : [1_000, 10_000]
  return sizes.map { frameSamplingCase(tracks: $0, transforms: false) }
    + sizes.map { preparedSequenceCase(tracks: $0) }
    + sizes.map { frameSamplingCase(tracks: $0, transforms: true) }
    + sizes.map { transformInterpolationCase(tracks: $0) }
}
