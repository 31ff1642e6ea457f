import Foundation
import TransitionSimEngine
import TransitionSimScenario

extension LottieExport {
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
    buffer.append(UInt8(ascii: "]"))
    appendSpringMetadata(of: timeline, fps: timing.fps, to: &buffer)
    buffer.appendASCII(",\n\"layers\": [\n")

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
    identity: LaneLabel, index: Int, inPoint: Int, keys: [Key], timing: FrameTiming,
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
