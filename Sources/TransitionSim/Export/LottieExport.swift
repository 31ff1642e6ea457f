import Foundation

/// A replay as a Lottie animation (Bodymovin JSON, version 5.x) that plays in any Lottie player.
///
/// ```
/// {"v": "5.7.4", "fr": 60, "ip": 0, "op": 19, "w": 375, "h": 667, "nm": "flow-grid-batch",
///  "ddd": 0, "assets": [], "markers": [{"tm": 0, "cm": "steps[0] batch", "dr": 18}],
///  "layers": [
///   {"ddd": 0, "ind": 1, "ty": 3, "nm": "content offset", "ks": {…}, "ip": 0, "op": 19, "st": 0},
///   {"ddd": 0, "ind": 2, "ty": 4, "nm": "K", "parent": 1, "ks": {…}, "shapes": […],
///    "ip": 0, "op": 19, "st": 0, "bm": 0},
///   …]}
/// ```
///
/// - **Composition.** `fr` is the sampling rate, `ip` 0 and `op` the frame count, so Lottie frame
///   *k* is frame *k* of the frame dump; `w` and `h` are the viewport (rounded up). One marker per
///   step (`tm` its start and `dr` its duration, in frames; `cm` its path and name).
/// - **Layers.** A null layer (`ty` 3) named `content offset` moves everything by minus the
///   content offset (`ks.p`); every other layer is parented to it, so positions are in content
///   coordinates. Then one shape layer (`ty` 4) per view of the frame dump — an element, or the
///   ghost of a reloaded or two-sided moved one — named by its id (`B`, or `B~ghost` for the
///   ghost). A layer is a group of a rectangle centred on the layer's origin (`rc`, its `s`
///   animated when the size changes), a stroke and a fill coloured by category (cells blue,
///   supplementary views orange, decoration views grey), and the group's identity transform.
///   Layers are listed top first, in the drawing order of the last frame (zIndex, then element):
///   Lottie cannot reorder layers over time. A view that appears part way through (one a later
///   step inserts) starts at `ip`, the first frame that shows it; views stay until `op`, as in
///   the frame dump.
/// - **Transform** (`ks`): anchor `a` `[0, 0]`; position `p` the center plus the transform's
///   translation (`m41`, `m42`); scale `s` and rotation `r` from the transform's 2-D part
///   decomposed as rotation after scale — `r` = atan2(m12, m11) in degrees (clockwise on
///   screen, as in UIKit), `s` = `[|(m11, m12)|, det / |(m11, m12)|]` in percent; opacity `o`
///   the alpha in percent (0 while hidden, clamped to 0…100). A skew, and the depth and
///   perspective of a 3-D transform, have no Lottie equivalent and are dropped. Rotations are
///   unwrapped so that consecutive keyframes turn the short way, as the engine does.
/// - **Keyframes.** A property that never changes is static (`"a": 0`). An animated one (`"a":
///   1`) has a keyframe (`t` in frames, `s` the value) where each piece of the element's motion
///   begins, with Bézier easing handles `o` = (c1x, c1y) and `i` = (c2x, c2y) — one entry per
///   dimension — taken from the timing curve of that segment, and a last keyframe where it
///   settles. A segment cut short by an interruption gets the exact sub-curve of its timing
///   curve (de Casteljau), renormalised. A jump (a step without animation) is a hold keyframe
///   (`"h": 1`) two millionths of a frame before it (the smallest step the 6-decimal frame times
///   keep), so that a frame at the jump shows the new value.
/// - **Sampled stretches.** Lottie cannot express a spring, or an interrupted animation's
///   remaining change still being added to the new one (UIKit's additive animations): those
///   stretches get one linear keyframe per frame, which is exact at every frame. As a safeguard,
///   every layer's keyframes are evaluated at every frame and compared with the frames; a layer
///   whose eased keyframes stray by more than 0.01 (points, percent or degrees) from the frames
///   is written frame by frame instead.
///
/// Numbers use ``DumpNumberFormat`` (values 4 decimals, times and easing handles 6).
public enum LottieExport {
  /// The Bodymovin version written in `v`.
  public static let bodymovinVersion = "5.7.4"

  /// How far a value may stray from the frames before a layer is written frame by frame.
  static let tolerance = 0.01

  /// Writes a replayed scenario as a Lottie animation sampled at `fps` (the scenario's rate when
  /// `nil`).
  ///
  /// - Throws: ``FrameSamplerError`` for a rate out of range, ``OutputError`` when writing fails.
  /// - Complexity: O(*f* · *n*) for *f* frames of *n* views (the check against the frames).
  public static func write(run: ScenarioRun, fps: Double? = nil, to output: OutputFile) throws {
    let sampler = try FrameSampler(fps: fps ?? run.fps)
    let markers = run.segments.map {
      Marker(name: "\($0.path) \($0.name)", start: $0.start, duration: $0.duration)
    }
    try write(
      timeline: try run.timeline(), sampler: sampler, name: run.scenario.name,
      viewport: run.scenario.viewport, markers: markers, to: output)
  }

  /// A named stretch of the timeline, written as a Lottie marker.
  public struct Marker: Hashable, Sendable {
    /// The marker's comment (`cm`).
    public var name: String
    /// When it starts, in seconds.
    public var start: Double
    /// How long it lasts, in seconds.
    public var duration: Double

    /// Creates a marker.
    public init(name: String, start: Double, duration: Double) {
      self.name = name
      self.start = start
      self.duration = duration
    }
  }

  /// Writes `timeline` as a Lottie animation whose frames are `sampler`'s frames of it.
  ///
  /// - Parameters:
  ///   - timeline: What to animate.
  ///   - sampler: The frame rate (`fr`); ``FrameSampler/frames(of:)-(Timeline)`` of the same
  ///     timeline gives the frames the animation reproduces.
  ///   - name: The animation's name (`nm`).
  ///   - viewport: The composition's size.
  ///   - markers: Named stretches of the timeline.
  ///   - output: Where to write.
  /// - Throws: ``OutputError`` when writing fails.
  /// - Complexity: O(*f* · *n*) for *f* frames of *n* views; memory holds the keyframes of one
  ///   layer at a time.
  public static func write(
    timeline: Timeline, sampler: FrameSampler, name: String, viewport: CGSize,
    markers: [Marker] = [], to output: OutputFile
  ) throws {
    let timing = FrameTiming(
      fps: sampler.fps, duration: timeline.endTime,
      lastIndex: sampler.lastFrameIndex(forDuration: timeline.endTime))
    var buffer: [UInt8] = []
    buffer.appendASCII("{\"v\": ")
    DumpNumberFormat.appendJSONString(bodymovinVersion, to: &buffer)
    buffer.appendASCII(", \"fr\": ")
    appendNumber(timing.fps, decimals: 6, to: &buffer)
    buffer.appendASCII(", \"ip\": 0, \"op\": ")
    DumpNumberFormat.appendInteger(Int64(timing.frameCount), to: &buffer)
    buffer.appendASCII(", \"w\": ")
    DumpNumberFormat.appendInteger(Int64(max(viewport.width, 0).rounded(.up)), to: &buffer)
    buffer.appendASCII(", \"h\": ")
    DumpNumberFormat.appendInteger(Int64(max(viewport.height, 0).rounded(.up)), to: &buffer)
    buffer.appendASCII(", \"nm\": ")
    DumpNumberFormat.appendJSONString(name, to: &buffer)
    buffer.appendASCII(", \"ddd\": 0, \"assets\": [], \"markers\": [")
    for (index, marker) in markers.enumerated() {
      if index > 0 { buffer.appendASCII(", ") }
      buffer.appendASCII("{\"tm\": ")
      appendNumber(marker.start * timing.fps, decimals: 6, to: &buffer)
      buffer.appendASCII(", \"cm\": ")
      DumpNumberFormat.appendJSONString(marker.name, to: &buffer)
      buffer.appendASCII(", \"dr\": ")
      appendNumber(marker.duration * timing.fps, decimals: 6, to: &buffer)
      buffer.append(UInt8(ascii: "}"))
    }
    buffer.appendASCII("],\n\"layers\": [\n")

    // The content offset: a null layer moving everything by minus the offset.
    let offsetKeys = keys(
      of: timeline.contentOffsetLane, timing: timing, channels: { [-Double($0.x), -Double($0.y)] })
    buffer.appendASCII(
      "{\"ddd\": 0, \"ind\": 1, \"ty\": 3, \"nm\": \"content offset\", \"sr\": 1, ")
    buffer.appendASCII("\"ks\": {\"a\": {\"a\": 0, \"k\": [0, 0]}, \"p\": ")
    appendProperty(offsetKeys, channels: 0..<2, timing: timing, to: &buffer)
    buffer.appendASCII(", \"s\": {\"a\": 0, \"k\": [100, 100]}, \"r\": {\"a\": 0, \"k\": 0}, ")
    buffer.appendASCII("\"o\": {\"a\": 0, \"k\": 100}}, \"ao\": 0, \"ip\": 0, \"op\": ")
    DumpNumberFormat.appendInteger(Int64(timing.frameCount), to: &buffer)
    buffer.appendASCII(", \"st\": 0, \"bm\": 0}")

    // The views, top first.
    let order = drawingOrder(of: timeline)
    for (position, laneIndex) in order.reversed().enumerated() {
      let lane = timeline.lanes[laneIndex]
      let laneKeys = keys(of: lane.lane, timing: timing, channels: channels(of:))
      let identity = lane.identities[lane.identities.count - 1]
      buffer.appendASCII(",\n")
      appendLayer(
        identity: identity, index: position + 2,
        inPoint: timing.firstFrame(at: lane.pieces[0].begin),
        keys: laneKeys, timing: timing, to: &buffer)
      if buffer.count >= OutputFile.chunkSize {
        try output.write(buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    buffer.appendASCII("\n]}\n")
    try output.write(buffer)
  }

  //===--- Timing -------------------------------------------------------------------------===//

  /// The frame times of a sampled timeline (``FrameSequence``'s rule).
  struct FrameTiming {
    var fps: Double
    var duration: Double
    var lastIndex: Int

    var frameCount: Int { lastIndex + 1 }

    func time(ofFrame index: Int) -> Double {
      index >= lastIndex ? duration : Double(index) / fps
    }

    /// The first frame whose time is at or after `time`.
    func firstFrame(at time: Double) -> Int {
      if time <= 0 { return 0 }
      var index = Int(max(0, min((time * fps).rounded(.down), Double(lastIndex))))
      while index > 0 && self.time(ofFrame: index - 1) >= time { index -= 1 }
      while index < lastIndex && self.time(ofFrame: index) < time { index += 1 }
      return index
    }
  }

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

  /// The values `keys` give at `time`, as a Lottie player computes them.
  static func evaluate(_ keys: [Key], at time: Double) -> [Double] {
    guard let first = keys.first else { return [] }
    if time <= first.time { return first.values }
    guard let index = keys.lastIndex(where: { $0.time <= time }), index + 1 < keys.count else {
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

  //===--- Sub-curves ---------------------------------------------------------------------===//

  /// The easing of the part of `curve` between the time fractions `from` and `to`, renormalised
  /// to the unit square; `nil` when that part does not change the value.
  static func subcurve(of curve: TimingCurve, from: Double, to: Double) -> Easing? {
    if from <= 0 && to >= 1 { return .bezier(curve.c1x, curve.c1y, curve.c2x, curve.c2y) }
    let p = [(0.0, 0.0), (curve.c1x, curve.c1y), (curve.c2x, curve.c2y), (1.0, 1.0)]
    func point(_ t: Double) -> (Double, Double) {
      let u = 1 - t
      let w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t]
      return (
        zip(w, p).reduce(0) { $0 + $1.0 * $1.1.0 }, zip(w, p).reduce(0) { $0 + $1.0 * $1.1.1 }
      )
    }
    func derivative(_ t: Double) -> (Double, Double) {
      let u = 1 - t
      let w = [-3 * u * u, 3 * u * u - 6 * u * t, 6 * u * t - 3 * t * t, 3 * t * t]
      return (
        zip(w, p).reduce(0) { $0 + $1.0 * $1.1.0 }, zip(w, p).reduce(0) { $0 + $1.0 * $1.1.1 }
      )
    }
    func parameter(forX x: Double) -> Double {
      if x <= 0 { return 0 }
      if x >= 1 { return 1 }
      var low = 0.0
      var high = 1.0
      for _ in 0..<80 {
        let middle = (low + high) / 2
        if point(middle).0 < x { low = middle } else { high = middle }
      }
      return (low + high) / 2
    }
    let t0 = parameter(forX: from)
    let t1 = parameter(forX: to)
    let q0 = point(t0)
    let q3 = point(t1)
    let d0 = derivative(t0)
    let d1 = derivative(t1)
    let span = (t1 - t0) / 3
    let q1 = (q0.0 + span * d0.0, q0.1 + span * d0.1)
    let q2 = (q3.0 - span * d1.0, q3.1 - span * d1.1)
    let width = q3.0 - q0.0
    let height = q3.1 - q0.1
    guard width > 1e-12, abs(height) > 1e-12 else { return nil }
    func x(_ value: Double) -> Double { min(max((value - q0.0) / width, 0), 1) }
    func y(_ value: Double) -> Double { (value - q0.1) / height }
    return .bezier(x(q1.0), y(q1.1), x(q2.0), y(q2.1))
  }

  //===--- Layers -------------------------------------------------------------------------===//

  /// Lane indices back to front, in the drawing order of the last frame: final zIndex, then
  /// element and role as ``TimelineSampler`` ranks them.
  private static func drawingOrder(of timeline: Timeline) -> [Int] {
    let lanes = timeline.lanes
    return lanes.indices.sorted { a, b in
      let za = lanes[a].pieces[lanes[a].pieces.count - 1].track.end.zIndex
      let zb = lanes[b].pieces[lanes[b].pieces.count - 1].track.end.zIndex
      if za != zb { return za < zb }
      let ia = lanes[a].identities[lanes[a].identities.count - 1]
      let ib = lanes[b].identities[lanes[b].identities.count - 1]
      if ia.element != ib.element { return ia.element < ib.element }
      if ia.role != ib.role { return ia.role < ib.role }
      return a < b
    }
  }

  private static func appendLayer(
    identity: LaneIdentity, index: Int, inPoint: Int, keys: [Key], timing: FrameTiming,
    to buffer: inout [UInt8]
  ) {
    let name = identity.element.description + (identity.role == .ghost ? "~ghost" : "")
    let (fill, stroke): (StaticString, StaticString)
    switch identity.element.category {
    case .cell: (fill, stroke) = ("[0.8392, 0.902, 0.9843, 1]", "[0.1843, 0.4353, 0.8392, 1]")
    case .supplementaryView: (fill, stroke) = ("[1, 0.9569, 0.8, 1]", "[0.7804, 0.4706, 0, 1]")
    case .decorationView:
      (fill, stroke) = ("[0.9255, 0.9255, 0.9255, 1]", "[0.4784, 0.4784, 0.4784, 1]")
    }
    buffer.appendASCII("{\"ddd\": 0, \"ind\": ")
    DumpNumberFormat.appendInteger(Int64(index), to: &buffer)
    buffer.appendASCII(", \"ty\": 4, \"nm\": ")
    DumpNumberFormat.appendJSONString(name, to: &buffer)
    buffer.appendASCII(
      ", \"parent\": 1, \"sr\": 1, \"ks\": {\"a\": {\"a\": 0, \"k\": [0, 0]}, \"p\": ")
    appendProperty(keys, channels: 0..<2, timing: timing, to: &buffer)
    buffer.appendASCII(", \"s\": ")
    appendProperty(keys, channels: 2..<4, timing: timing, to: &buffer)
    buffer.appendASCII(", \"r\": ")
    appendProperty(keys, channels: 4..<5, timing: timing, to: &buffer)
    buffer.appendASCII(", \"o\": ")
    appendProperty(keys, channels: 5..<6, timing: timing, to: &buffer)
    buffer.appendASCII("}, \"ao\": 0, \"shapes\": [{\"ty\": \"gr\", \"nm\": ")
    DumpNumberFormat.appendJSONString(name, to: &buffer)
    buffer.appendASCII(", \"it\": [{\"ty\": \"rc\", \"nm\": \"rectangle\", \"d\": 1, ")
    buffer.appendASCII("\"p\": {\"a\": 0, \"k\": [0, 0]}, \"s\": ")
    appendProperty(keys, channels: 6..<8, timing: timing, to: &buffer)
    buffer.appendASCII(", \"r\": {\"a\": 0, \"k\": 0}}, ")
    buffer.appendASCII("{\"ty\": \"st\", \"nm\": \"stroke\", \"c\": {\"a\": 0, \"k\": ")
    buffer.appendASCII(stroke)
    buffer.appendASCII("}, \"o\": {\"a\": 0, \"k\": 100}, \"w\": {\"a\": 0, \"k\": 1.5}, ")
    buffer.appendASCII("\"lc\": 1, \"lj\": 1, \"ml\": 4}, ")
    buffer.appendASCII("{\"ty\": \"fl\", \"nm\": \"fill\", \"c\": {\"a\": 0, \"k\": ")
    buffer.appendASCII(fill)
    buffer.appendASCII("}, \"o\": {\"a\": 0, \"k\": 100}, \"r\": 1}, ")
    buffer.appendASCII("{\"ty\": \"tr\", \"nm\": \"transform\", \"p\": {\"a\": 0, \"k\": [0, 0]}, ")
    buffer.appendASCII("\"a\": {\"a\": 0, \"k\": [0, 0]}, \"s\": {\"a\": 0, \"k\": [100, 100]}, ")
    buffer.appendASCII("\"r\": {\"a\": 0, \"k\": 0}, \"o\": {\"a\": 0, \"k\": 100}, ")
    buffer.appendASCII("\"sk\": {\"a\": 0, \"k\": 0}, \"sa\": {\"a\": 0, \"k\": 0}}]}], ")
    buffer.appendASCII("\"ip\": ")
    DumpNumberFormat.appendInteger(Int64(inPoint), to: &buffer)
    buffer.appendASCII(", \"op\": ")
    DumpNumberFormat.appendInteger(Int64(timing.frameCount), to: &buffer)
    buffer.appendASCII(", \"st\": 0, \"bm\": 0}")
  }

  /// Appends one property from `channels` of `keys`: static when they never change, else
  /// keyframes (`t` in frames) with per-dimension easing handles.
  private static func appendProperty(
    _ keys: [Key], channels: Range<Int>, timing: FrameTiming, to buffer: inout [UInt8]
  ) {
    let dimensions = channels.count
    func appendValues(_ values: [Double]) {
      buffer.append(UInt8(ascii: "["))
      for (position, channel) in channels.enumerated() {
        if position > 0 { buffer.appendASCII(", ") }
        appendNumber(values[channel], decimals: DumpNumberFormat.geometryDecimals, to: &buffer)
      }
      buffer.append(UInt8(ascii: "]"))
    }
    func formatted(_ key: Key) -> [UInt8] {
      var bytes: [UInt8] = []
      for channel in channels {
        appendNumber(key.values[channel], decimals: DumpNumberFormat.geometryDecimals, to: &bytes)
        bytes.append(UInt8(ascii: ","))
      }
      return bytes
    }
    let first = keys.first.map(formatted)
    let isStatic = keys.allSatisfy { formatted($0) == first }
    if isStatic, let key = keys.first {
      buffer.appendASCII("{\"a\": 0, \"k\": ")
      if dimensions == 1 {
        appendNumber(key.values[channels.lowerBound], decimals: 4, to: &buffer)
      } else {
        appendValues(key.values)
      }
      buffer.append(UInt8(ascii: "}"))
      return
    }
    buffer.appendASCII("{\"a\": 1, \"k\": [")
    for (index, key) in keys.enumerated() {
      if index > 0 { buffer.appendASCII(", ") }
      buffer.appendASCII("{\"t\": ")
      appendNumber(key.time * timing.fps, decimals: DumpNumberFormat.timeDecimals, to: &buffer)
      buffer.appendASCII(", \"s\": ")
      appendValues(key.values)
      if index + 1 < keys.count {
        switch key.easing {
        case .hold:
          buffer.appendASCII(", \"h\": 1")
        case .linear:
          appendHandles(0, 0, 1, 1, dimensions: dimensions, to: &buffer)
        case .bezier(let c1x, let c1y, let c2x, let c2y):
          appendHandles(c1x, c1y, c2x, c2y, dimensions: dimensions, to: &buffer)
        }
      }
      buffer.append(UInt8(ascii: "}"))
    }
    buffer.appendASCII("]}")
  }

  private static func appendHandles(
    _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, dimensions: Int,
    to buffer: inout [UInt8]
  ) {
    func handle(_ x: Double, _ y: Double) {
      buffer.appendASCII("{\"x\": [")
      for position in 0..<dimensions {
        if position > 0 { buffer.appendASCII(", ") }
        appendNumber(x, decimals: DumpNumberFormat.timeDecimals, to: &buffer)
      }
      buffer.appendASCII("], \"y\": [")
      for position in 0..<dimensions {
        if position > 0 { buffer.appendASCII(", ") }
        appendNumber(y, decimals: DumpNumberFormat.timeDecimals, to: &buffer)
      }
      buffer.appendASCII("]}")
    }
    buffer.appendASCII(", \"o\": ")
    handle(c1x, c1y)
    buffer.appendASCII(", \"i\": ")
    handle(c2x, c2y)
  }

  @inline(__always)
  private static func appendNumber(_ value: Double, decimals: Int, to buffer: inout [UInt8]) {
    DumpNumberFormat.appendFixed(value, decimals: decimals, to: &buffer)
  }
}
