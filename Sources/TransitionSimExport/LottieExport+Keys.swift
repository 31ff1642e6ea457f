import Foundation
import TransitionSimEngine
import TransitionSimScenario

extension LottieExport {
  //===--- Channels -----------------------------------------------------------------------===//

  /// The Lottie values of one view: position x, y; scale x, y (percent); rotation (degrees);
  /// opacity (percent); rectangle width, height.
  static func channels(of attributes: CollectionViewLayoutAttributes) -> [Double] {
    let t = attributes.transform3D
    let a = Double(t.m11)
    let b = Double(t.m12)
    let c = Double(t.m21)
    let d = Double(t.m22)
    let scaleX = (a * a + b * b).squareRoot()
    let rotation = scaleX > 0 ? atan2(b, a) * 180 / Double.pi : 0
    let scaleY = scaleX > 0 ? (a * d - b * c) / scaleX : (c * c + d * d).squareRoot()
    let opacity = attributes.isHidden ? 0 : min(max(Double(attributes.alpha) * 100, 0), 100)
    return [
      Double(attributes.center.x + t.m41), Double(attributes.center.y + t.m42), scaleX * 100,
      scaleY * 100, rotation, opacity, Double(attributes.size.width),
      Double(attributes.size.height),
    ]
  }

  /// The rotation channel, which is unwrapped between keyframes.
  private static let rotationChannel = 4

  //===--- Keys ---------------------------------------------------------------------------===//

  /// How a keyframe moves on to the next.
  enum Easing: Equatable {
    case linear
    case hold
    case bezier(Double, Double, Double, Double)
  }

  /// One Lottie keyframe: a time in seconds, the values of every channel, the easing to the next.
  struct Key: Equatable {
    var time: Double
    var values: [Double]
    var easing: Easing
  }

  /// A piece of a lane prepared for evaluation without a shared cache.
  private struct PreparedPiece<Value: AdditivelyComposable> {
    var begin: Double
    var track: ValueTrack<Value>
    var sampler: KeyframeSampler<Value>
    var layers: [(sampler: KeyframeSampler<Value>, reference: Value.AdditiveReference)]

    init(_ piece: Piece<Value>) {
      begin = piece.begin
      track = piece.track
      sampler = KeyframeSampler(piece.track)
      layers = piece.layers.map { (KeyframeSampler($0), Value.additiveReference(for: $0.end)) }
    }

    /// The value at `time`, as ``TimelineSampler`` computes it.
    func value(at time: Double) -> Value {
      var value = sampler.value(at: time)
      for layer in layers where time < layer.sampler.endTime {
        value = value.adding(layer.sampler.value(at: time), relativeTo: layer.reference)
      }
      return value
    }

    /// When the last interrupted animation still being added ends, if one is running at `time`.
    func layersEnd(after time: Double) -> Double? {
      layers.map(\.sampler.endTime).filter { $0 > time }.max()
    }
  }

  /// The keyframes of one lane: eased where the lane follows a timing curve, frame by frame where
  /// it follows a spring or an additive blend, and frame by frame throughout if the eased
  /// keyframes do not reproduce the frames.
  ///
  /// - Complexity: O(*f* + *k*) for *f* frames and *k* keyframes of the lane.
  static func keys<Value: AdditivelyComposable>(
    of lane: Lane<Value>, timing: FrameTiming, channels: (Value) -> [Double]
  ) -> [Key] {
    let pieces = lane.pieces.map(PreparedPiece.init)
    let end = timing.duration
    var builder = KeyBuilder(fps: timing.fps)
    for (index, piece) in pieces.enumerated() {
      let windowStart = piece.begin
      let windowEnd = index + 1 < pieces.count ? pieces[index + 1].begin : end
      guard windowEnd > windowStart else { continue }
      func value(_ time: Double) -> [Double] { channels(piece.value(at: time)) }
      var start = windowStart
      if let layersEnd = piece.layersEnd(after: windowStart) {
        let stop = min(layersEnd, windowEnd)
        builder.sample(from: start, to: stop, timing: timing, value: value)
        start = stop
      }
      guard start < windowEnd else { continue }
      addExactSpans(
        of: piece.track, from: start, to: windowEnd, timing: timing, value: value,
        into: &builder)
    }
    let finalValue = channels(pieces[pieces.count - 1].track.end)
    var keys = builder.finish(at: max(end, pieces[0].begin), value: finalValue)
    unwrapRotation(&keys, channelCount: finalValue.count)
    if !reproducesFrames(keys, pieces: pieces, timing: timing, channels: channels) {
      keys = sampledKeys(pieces: pieces, timing: timing, channels: channels)
      unwrapRotation(&keys, channelCount: finalValue.count)
    }
    return keys
  }

  /// Adds the spans of `track` between `start` and `end`: holds before its first and after its
  /// last keyframe, an eased span per timing-curve segment, sampled spans for springs.
  private static func addExactSpans<Value: Interpolatable>(
    of track: ValueTrack<Value>, from start: Double, to end: Double, timing: FrameTiming,
    value: (Double) -> [Double], into builder: inout KeyBuilder
  ) {
    let keyframes = track.keyframes
    var time = start
    if time < keyframes[0].time {
      let stop = min(keyframes[0].time, end)
      builder.span(from: time, to: stop, start: value(time), end: value(stop), easing: .linear)
      time = stop
    }
    for index in keyframes.indices.dropLast() where time < end {
      let a = keyframes[index].time
      let b = keyframes[index + 1].time
      guard b > time, b > a else { continue }
      let spanStart = max(a, time)
      let spanEnd = min(b, end)
      guard spanEnd > spanStart else { continue }
      switch keyframes[index].curve {
      case .timing(let curve):
        let from = (spanStart - a) / (b - a)
        let to = (spanEnd - a) / (b - a)
        if let easing = subcurve(of: curve, from: from, to: to) {
          builder.span(
            from: spanStart, to: spanEnd, start: value(spanStart), end: value(spanEnd),
            easing: easing)
        } else {
          builder.sample(from: spanStart, to: spanEnd, timing: timing, value: value)
        }
      case .spring:
        builder.sample(from: spanStart, to: spanEnd, timing: timing, value: value)
      }
      time = spanEnd
    }
    if time < end {
      let last = value(end)
      builder.span(from: time, to: end, start: last, end: last, easing: .linear)
    }
  }

  /// Collects keys span by span, inserting a hold where consecutive spans do not meet.
  struct KeyBuilder {
    private(set) var keys: [Key] = []
    private var pending: (time: Double, values: [Double])?
    /// How long before a jump its hold keyframe goes: two millionths of a frame, which the
    /// 6-decimal frame times keep, and short enough not to bend the eased span before it.
    let lead: Double

    /// A builder for keys at `fps` frames per second.
    init(fps: Double) {
      lead = 0.000002 / fps
    }

    /// A span from `from` to `to`, starting at `start`, arriving at `end`, with `easing`.
    mutating func span(
      from: Double, to: Double, start: [Double], end: [Double], easing: Easing
    ) {
      settle(before: start)
      keys.append(Key(time: from, values: start, easing: easing))
      pending = (to, end)
    }

    /// A span sampled at every frame strictly inside (`from`, `to`), linear between them.
    mutating func sample(
      from: Double, to: Double, timing: FrameTiming, value: (Double) -> [Double]
    ) {
      let first = value(from)
      settle(before: first)
      keys.append(Key(time: from, values: first, easing: .linear))
      var index = timing.firstFrame(at: from)
      while index < timing.lastIndex {
        let time = timing.time(ofFrame: index)
        if time >= to { break }
        if time > from { keys.append(Key(time: time, values: value(time), easing: .linear)) }
        index += 1
      }
      pending = (to, value(to))
    }

    /// Before a key with `values` where the previous span ends: a hold keyframe just before, if
    /// the previous span arrives at other values (a jump).
    private mutating func settle(before values: [Double]) {
      guard let (arrival, arrivalValues) = pending else { return }
      pending = nil
      guard !approximatelyEqual(arrivalValues, values) else { return }
      if arrival - lead > (keys.last?.time ?? -.infinity) {
        keys.append(Key(time: arrival - lead, values: arrivalValues, easing: .hold))
      } else if !keys.isEmpty {
        keys[keys.count - 1].easing = .hold
      }
    }

    /// The keys, ending with the final keyframe at `time`.
    mutating func finish(at time: Double, value: [Double]) -> [Key] {
      settle(before: value)
      if let last = keys.last, last.time >= time {
        keys[keys.count - 1].values = value
      } else {
        keys.append(Key(time: time, values: value, easing: .linear))
      }
      return keys
    }
  }

  private static func approximatelyEqual(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-9 }
  }

  /// One linear keyframe per frame at which the lane is shown.
  private static func sampledKeys<Value: AdditivelyComposable>(
    pieces: [PreparedPiece<Value>], timing: FrameTiming, channels: (Value) -> [Double]
  ) -> [Key] {
    var keys: [Key] = []
    for index in timing.firstFrame(at: pieces[0].begin)...timing.lastIndex {
      let time = timing.time(ofFrame: index)
      guard let value = actualValue(pieces: pieces, at: time, isFinal: index == timing.lastIndex)
      else { continue }
      keys.append(Key(time: time, values: channels(value), easing: .linear))
    }
    return keys
  }

  /// What the frames show for the lane at `time`; `nil` before it begins.
  private static func actualValue<Value: AdditivelyComposable>(
    pieces: [PreparedPiece<Value>], at time: Double, isFinal: Bool
  ) -> Value? {
    if isFinal { return pieces[pieces.count - 1].track.end }
    guard let index = pieces.lastIndex(where: { $0.begin <= time }) else { return nil }
    return pieces[index].value(at: time)
  }

  /// Whether `keys`, eased as a Lottie player eases them, give the frames' values at every frame.
  private static func reproducesFrames<Value: AdditivelyComposable>(
    _ keys: [Key], pieces: [PreparedPiece<Value>], timing: FrameTiming,
    channels: (Value) -> [Double]
  ) -> Bool {
    for index in timing.firstFrame(at: pieces[0].begin)...timing.lastIndex {
      let time = timing.time(ofFrame: index)
      guard
        let actual = actualValue(pieces: pieces, at: time, isFinal: index == timing.lastIndex)
      else { continue }
      let expected = channels(actual)
      let played = evaluate(keys, at: time)
      for channel in expected.indices {
        var difference = abs(played[channel] - expected[channel])
        if channel == rotationChannel && expected.count > rotationChannel {
          difference = abs(remainder(difference, 360))
        }
        if !(difference <= tolerance) { return false }
      }
    }
    return true
  }

  /// The values `keys` (in time order) give at `time`, as a Lottie player computes them.
  ///
  /// - Complexity: O(log *k*) for *k* keys: the key in effect is found by binary search, so
  ///   checking every frame of a lane costs O(*f* log *k*), not O(*f* · *k*), and an export is not
  ///   quadratic in the number of frames.
  static func evaluate(_ keys: [Key], at time: Double) -> [Double] {
    guard let first = keys.first else { return [] }
    if time <= first.time { return first.values }
    // The last key at or before `time`: keys[low - 1] once low is the first key after it.
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if keys[middle].time <= time { low = middle + 1 } else { high = middle }
    }
    let index = low - 1
    guard index + 1 < keys.count else {
      return keys[keys.count - 1].values
    }
    let from = keys[index]
    let to = keys[index + 1]
    let fraction = (time - from.time) / (to.time - from.time)
    let progress: Double
    switch from.easing {
    case .linear: progress = fraction
    case .hold: progress = 0
    case .bezier(let c1x, let c1y, let c2x, let c2y):
      progress =
        (try? TimingCurve(controlPoints: c1x, c1y, c2x, c2y).value(at: fraction)) ?? fraction
    }
    return zip(from.values, to.values).map { $0 + ($1 - $0) * progress }
  }

  /// Makes each rotation the nearest equivalent of the one before, so players turn the short way.
  private static func unwrapRotation(_ keys: inout [Key], channelCount: Int) {
    guard channelCount > rotationChannel, keys.count > 1 else { return }
    for index in 1..<keys.count {
      let previous = keys[index - 1].values[rotationChannel]
      let current = keys[index].values[rotationChannel]
      keys[index].values[rotationChannel] = current + 360 * ((previous - current) / 360).rounded()
    }
  }
}
