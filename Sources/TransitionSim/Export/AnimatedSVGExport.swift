import Foundation

/// One self-contained SVG that plays a replay by itself, in a loop, with SMIL animation and no
/// script, so that it plays inside an `<img>` (a browser, a rendered README or pull request).
///
/// The picture is drawn as ``SVGExport`` draws one frame — the content area, every element as a
/// labelled, styled rectangle, the visible rect in red — over the region that shows every frame,
/// and each drawn value follows the frames:
///
/// - An element is a group `<g class="cell inserted" data-id="N1">` whose transform is
///   `translate(x y) rotate(θ) skewX(φ) scale(sx sy)`: the center plus `m41 m42`, and the
///   affine part of the transform decomposed (animated with `<animateTransform
///   additive="sum">` when it changes, a static `transform` otherwise). Its rectangle's `x`,
///   `y`, `width` and `height`, its label's `font-size`, its `opacity` (the alpha) and its
///   `visibility` are `<animate>`d likewise.
/// - Every animation lasts the whole loop — ``pause`` holding the first frame, the replay, then
///   ``pause`` holding the last frame — with `repeatCount="indefinite"`, `values` sampled at
///   every frame and `keyTimes` at each frame's time within the loop (`calcMode="linear"`
///   between frames). A frame whose value lies on the straight line between the kept frames
///   around it is dropped (``keyframes(_:discrete:)``), so still and constant-speed stretches
///   shrink to their ends, and a value that never changes is written once, as an attribute.
/// - An element is shown (`visibility="visible"`, `calcMode="discrete"`) at the frames that show
///   it and hidden at the others (before it appears, after it is removed, and while
///   `isHidden`), keeping its last shown geometry while hidden; it fades as its alpha does.
/// - A view is followed by its id and role (its view or an outgoing ghost), so an element keeps
///   one group through an interruption; the *n*-th view with one id and role in a frame is the
///   *n*-th group with them. Groups are painted in the order they first appear, back to front
///   within a frame, and keep the class of their first frame (the change: inserted, deleted, …).
///
/// Numbers use ``DumpNumberFormat`` (4 decimals for geometry, angles and opacity, 6 for scales
/// and key times), so the same frames give the same bytes.
public enum AnimatedSVGExport {
  /// How long the loop holds its first frame, and then its last, in seconds: 0.5.
  public static let pause = 0.5

  private static let captionHeight: CGFloat = 28

  /// Writes the animated picture of `frames`.
  ///
  /// - Parameters:
  ///   - frames: The frames, in order (read once).
  ///   - scenario: The scenario's name, for the title and caption.
  ///   - viewport: The collection view's size.
  ///   - output: Where to write.
  /// - Throws: ``OutputError`` when writing fails.
  /// - Complexity: O(frames × distinct elements), in time and memory.
  public static func write(
    frames: some Sequence<Frame>, scenario: String, viewport: CGSize, to output: OutputFile
  ) throws {
    let recording = Recording(frames: frames, viewport: viewport)
    let timeline = Timeline(times: recording.times, pause: pause)
    let box =
      recording.region
      ?? CGRect(origin: .zero, size: viewport).insetBy(dx: -SVGExport.margin, dy: -SVGExport.margin)
    let height = box.height + captionHeight
    let page = CGRect(x: box.minX, y: box.minY, width: box.width, height: height)
    var buffer: [UInt8] = []
    SVGExport.appendSVGOpening(width: box.width, height: height, viewBox: page, to: &buffer)
    buffer.append(contentsOf: "<title>".utf8)
    SVGExport.appendXMLText("\(scenario), animated", to: &buffer)
    buffer.append(contentsOf: "</title>\n<rect class=\"background\"".utf8)
    SVGExport.appendRectAttributes(page, to: &buffer)
    buffer.append(contentsOf: "/>\n<rect class=\"content\" x=\"0\" y=\"0\"".utf8)
    let contentWidths = recording.contentSizes.map { geometry(Double($0.width)) }
    let contentHeights = recording.contentSizes.map { geometry(Double($0.height)) }
    var animations: [UInt8] = []
    appendChannel("width", contentWidths, timeline, to: &buffer, animations: &animations)
    appendChannel("height", contentHeights, timeline, to: &buffer, animations: &animations)
    appendClosing(tag: "rect", animations: animations, to: &buffer)
    for track in recording.tracks {
      appendTrack(track, timeline: timeline, to: &buffer)
      if buffer.count >= OutputFile.chunkSize {
        try output.write(buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    buffer.append(contentsOf: "<rect class=\"visible\"".utf8)
    animations.removeAll()
    let xs = recording.contentOffsets.map { geometry(Double($0.x)) }
    let ys = recording.contentOffsets.map { geometry(Double($0.y)) }
    appendChannel("x", xs, timeline, to: &buffer, animations: &animations)
    appendChannel("y", ys, timeline, to: &buffer, animations: &animations)
    buffer.append(contentsOf: " width=\"\(geometry(Double(viewport.width)))\"".utf8)
    buffer.append(contentsOf: " height=\"\(geometry(Double(viewport.height)))\"".utf8)
    appendClosing(tag: "rect", animations: animations, to: &buffer)
    buffer.append(contentsOf: "<text class=\"caption\" x=\"".utf8)
    buffer.append(contentsOf: geometry(Double(box.midX)).utf8)
    buffer.append(contentsOf: "\" y=\"".utf8)
    buffer.append(contentsOf: geometry(Double(box.maxY + 19)).utf8)
    buffer.append(contentsOf: "\">".utf8)
    let end = SVGExport.fixed(recording.times.last ?? 0, decimals: 3)
    SVGExport.appendXMLText(
      "\(scenario) · \(recording.times.count) frames · 0 to \(end) s, looped", to: &buffer)
    buffer.append(contentsOf: "</text>\n</svg>\n".utf8)
    try output.write(buffer)
  }

  //===--- Elements -----------------------------------------------------------------------===//

  /// Appends one element's group with its animations.
  ///
  /// - Complexity: O(*n*) in the frames.
  private static func appendTrack(
    _ track: ElementTrack, timeline: Timeline, to buffer: inout [UInt8]
  ) {
    let held = track.held
    guard !held.isEmpty else { return }
    let id = track.element.description
    buffer.append(contentsOf: "<g class=\"".utf8)
    buffer.append(contentsOf: track.element.category.description.utf8)
    buffer.append(UInt8(ascii: " "))
    buffer.append(contentsOf: track.change.rawValue.utf8)
    if track.role == .ghost { buffer.append(contentsOf: " ghost".utf8) }
    buffer.append(contentsOf: "\" data-id=\"".utf8)
    SVGExport.appendXMLText(id, to: &buffer)
    buffer.append(UInt8(ascii: "\""))
    var animations: [UInt8] = []
    let visibility = track.samples.map { sample -> String in
      guard let sample, !sample.isHidden else { return "hidden" }
      return "visible"
    }
    if visibility.contains("hidden") {
      appendChannel(
        "visibility", visibility, timeline, discrete: true, to: &buffer, animations: &animations)
    }
    let opacity = held.map { geometry($0.opacity) }
    if opacity.contains(where: { $0 != "1" }) {
      appendChannel("opacity", opacity, timeline, to: &buffer, animations: &animations)
    }
    appendTransform(held, timeline: timeline, to: &buffer, animations: &animations)
    buffer.append(contentsOf: ">".utf8)
    buffer.append(contentsOf: animations)
    buffer.append(contentsOf: "<title>".utf8)
    var tooltip = "\(id) (\(track.element.category), \(track.change.rawValue)"
    if track.role == .ghost { tooltip += ", ghost" }
    SVGExport.appendXMLText(tooltip + ")", to: &buffer)
    buffer.append(contentsOf: "</title><rect".utf8)
    animations.removeAll()
    let xs = held.map { geometry(-$0.width / 2) }
    let ys = held.map { geometry(-$0.height / 2) }
    let widths = held.map { geometry($0.width) }
    let heights = held.map { geometry($0.height) }
    appendChannel("x", xs, timeline, to: &buffer, animations: &animations)
    appendChannel("y", ys, timeline, to: &buffer, animations: &animations)
    appendChannel("width", widths, timeline, to: &buffer, animations: &animations)
    appendChannel("height", heights, timeline, to: &buffer, animations: &animations)
    appendClosing(tag: "rect", animations: animations, to: &buffer)
    buffer.append(contentsOf: "<text class=\"label\"".utf8)
    animations.removeAll()
    let fontSizes = held.map { geometry(min(max(min($0.width, $0.height) / 4, 8), 16)) }
    appendChannel("font-size", fontSizes, timeline, to: &buffer, animations: &animations)
    buffer.append(contentsOf: ">".utf8)
    buffer.append(contentsOf: animations)
    SVGExport.appendXMLText(id, to: &buffer)
    buffer.append(contentsOf: "</text></g>\n".utf8)
  }

  /// Appends an element's transform: a static attribute when it never changes, else one
  /// `<animateTransform additive="sum">` a part (translate, and rotate, skewX and scale when
  /// any frame needs them).
  ///
  /// - Complexity: O(*n*) in the frames.
  private static func appendTransform(
    _ held: [Sample], timeline: Timeline, to buffer: inout [UInt8], animations: inout [UInt8]
  ) {
    let parts: [(type: String, values: [String], identity: String)] = [
      ("translate", held.map { "\(geometry($0.x)) \(geometry($0.y))" }, ""),
      ("rotate", held.map { geometry($0.rotation) }, "0"),
      ("skewX", held.map { geometry($0.skew) }, "0"),
      ("scale", held.map { "\(scale($0.scaleX)) \(scale($0.scaleY))" }, "1 1"),
    ]
    let shown = parts.filter { part in part.values.contains { $0 != part.identity } }
    if shown.allSatisfy({ part in part.values.allSatisfy { $0 == part.values[0] } }) {
      let transform = shown.map { "\($0.type)(\($0.values[0]))" }.joined(separator: " ")
      buffer.append(contentsOf: " transform=\"\(transform)\"".utf8)
      return
    }
    for part in shown {
      animations.append(contentsOf: "<animateTransform attributeName=\"transform\" type=\"".utf8)
      animations.append(contentsOf: part.type.utf8)
      animations.append(contentsOf: "\" additive=\"sum\"".utf8)
      appendTiming(part.values, timeline, discrete: false, to: &animations)
    }
  }

  //===--- Channels -----------------------------------------------------------------------===//

  /// Appends `attribute` with `values` (one a frame): as an attribute of the element being
  /// written when they are all equal, else as an `<animate>` to `animations`.
  ///
  /// - Complexity: O(*n*) in the frames.
  static func appendChannel(
    _ attribute: String, _ values: [String], _ timeline: Timeline, discrete: Bool = false,
    to buffer: inout [UInt8], animations: inout [UInt8]
  ) {
    guard let first = values.first else { return }
    if values.allSatisfy({ $0 == first }) {
      buffer.append(contentsOf: " \(attribute)=\"\(first)\"".utf8)
      return
    }
    animations.append(contentsOf: "<animate attributeName=\"\(attribute)\"".utf8)
    appendTiming(values, timeline, discrete: discrete, to: &animations)
  }

  /// Appends the timing, `values` and `keyTimes` of an animation, and closes its tag.
  ///
  /// - Complexity: O(*n*) in the frames.
  private static func appendTiming(
    _ values: [String], _ timeline: Timeline, discrete: Bool, to buffer: inout [UInt8]
  ) {
    let points = timeline.points.map { (keyTime: $0.keyTime, value: values[$0.frame]) }
    let kept = keyframes(points, discrete: discrete)
    buffer.append(contentsOf: " dur=\"".utf8)
    buffer.append(contentsOf: DumpNumberFormat.string(timeline.duration, decimals: 6).utf8)
    buffer.append(contentsOf: "s\" repeatCount=\"indefinite\"".utf8)
    buffer.append(contentsOf: (discrete ? " calcMode=\"discrete\"" : " calcMode=\"linear\"").utf8)
    buffer.append(contentsOf: " values=\"".utf8)
    buffer.append(contentsOf: kept.map { points[$0].value }.joined(separator: ";").utf8)
    buffer.append(contentsOf: "\" keyTimes=\"".utf8)
    let keyTimes = kept.map { Timeline.string(points[$0].keyTime) }
    buffer.append(contentsOf: keyTimes.joined(separator: ";").utf8)
    buffer.append(contentsOf: "\"/>".utf8)
  }

  private static func appendClosing(tag: String, animations: [UInt8], to buffer: inout [UInt8]) {
    if animations.isEmpty {
      buffer.append(contentsOf: "/>\n".utf8)
    } else {
      buffer.append(UInt8(ascii: ">"))
      buffer.append(contentsOf: animations)
      buffer.append(contentsOf: "</\(tag)>\n".utf8)
    }
  }

  private static func geometry(_ value: Double) -> String {
    DumpNumberFormat.string(value, decimals: DumpNumberFormat.geometryDecimals)
  }

  private static func scale(_ value: Double) -> String {
    DumpNumberFormat.string(value, decimals: DumpNumberFormat.transformDecimals)
  }

  //===--- Timeline -----------------------------------------------------------------------===//

  /// The loop's key times: 0 (the first frame), each frame's time after the first pause, and 1
  /// (the last frame, after the second pause), in millionths, strictly increasing.
  struct Timeline {
    /// The loop's length in seconds: the replay and both pauses.
    var duration: Double
    /// The key times, in millionths of the loop, with the frame each shows.
    var points: [(keyTime: Int64, frame: Int)]

    /// The timeline of frames at `times` with `pause` at each end.
    ///
    /// - Complexity: O(*n*) in the frames.
    init(times: [Double], pause: Double) {
      let start = times.first ?? 0
      let length = max((times.last ?? 0) - start, 0)
      duration = length + 2 * pause
      points = []
      guard !times.isEmpty else { return }
      points.append((0, 0))
      for (frame, time) in times.enumerated() {
        let keyTime = Int64(((pause + time - start) / duration * 1_000_000).rounded())
        if let last = points.last, keyTime > last.keyTime, keyTime < 1_000_000 {
          points.append((keyTime, frame))
        }
      }
      points.append((1_000_000, times.count - 1))
    }

    /// A key time in millionths as a decimal fraction of the loop.
    static func string(_ keyTime: Int64) -> String {
      DumpNumberFormat.string(Double(keyTime) / 1_000_000, decimals: 6)
    }
  }
}
