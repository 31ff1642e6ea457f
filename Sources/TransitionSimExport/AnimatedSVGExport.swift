import Foundation
import TransitionSimEngine
import TransitionSimScenario

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
///   around it is dropped (`keyframes(of:discrete:visit:)`), so a still stretch shrinks to its
///   ends however long it is, a constant-speed one to its ends and every
///   `longestStraightStretch`-th frame, and a value that never changes is written once, as an
///   attribute.
/// - Given the timeline the frames come from (``write(frames:timeline:scenario:viewport:to:)``),
///   each Bézier-timed stretch of a value is instead one spline segment from the stretch's start
///   to its end (`Timing`, `SplineFitting`): `calcMode="spline"` with the curve's control
///   points in `keySplines`, `0 0 1 1` for the linear intervals between frames. Key times map
///   replay time affinely into the loop (`Loop/keyTime(at:)`), so a curve keeps its shape.
/// - An element is shown (`visibility="visible"`, `calcMode="discrete"`) at the frames that show
///   it and hidden at the others (before it appears, after it is removed, and while
///   `isHidden`), keeping its last shown geometry while hidden; it fades as its alpha does.
/// - A view is followed by its id and role (its view or an outgoing ghost), so an element keeps
///   one group through an interruption; the *n*-th view with one id and role in a frame is the
///   *n*-th group with them. Groups are painted in the order they first appear, back to front
///   within a frame, and keep the class of their first frame (the change: inserted, deleted, …).
///
/// The frames are read once, one at a time, and dropped (`Recording`): what is kept of them is
/// where each value changes, so memory follows what moves, not how many frames there are.
///
/// Numbers use `DumpNumberFormat` (4 decimals for geometry, angles and opacity, 6 for scales
/// and key times), so the same frames give the same bytes.
public enum AnimatedSVGExport {
  /// How long the loop holds its first frame, and then its last, in seconds: 0.5.
  public static let pause = 0.5

  private static let captionHeight: CGFloat = 28

  /// Writes the animated picture of `frames`, sampled: every value follows the frames, linear
  /// between them.
  ///
  /// Use this for frames whose timing is not known (a dump read back from JSON); for frames
  /// sampled from a timeline, ``write(frames:timeline:scenario:viewport:to:)`` writes Bézier-timed
  /// motion as spline segments.
  ///
  /// - Parameters:
  ///   - frames: The frames, in order (read once).
  ///   - scenario: The scenario's name, for the title and caption.
  ///   - viewport: The collection view's size.
  ///   - output: Where to write.
  /// - Throws: ``OutputError`` when writing fails.
  /// - Complexity: O(frames × elements + *w*) in time, for *w* bytes written. Memory holds one
  ///   frame at a time, and for every view the frames where what it shows changes: a still
  ///   replay takes the same memory however long it lasts.
  public static func write(
    frames: some Sequence<Frame>, scenario: String, viewport: CGSize, to output: OutputFile
  ) throws {
    try write(frames: frames, timing: nil, scenario: scenario, viewport: viewport, to: output)
  }

  /// Writes the animated picture of `frames`, sampled from `timeline`, with the motion following
  /// the timeline's timing.
  ///
  /// Each stretch of a view's (or the content offset's) motion timed by a ``TimingCurve`` — a
  /// keyframe segment, or the part of one that plays before an interruption or after a delay,
  /// once no interrupted additive animation is added — is written as one spline segment
  /// (`calcMode="spline"`, the curve's control points in `keySplines`, renormalised for a part)
  /// between its start and end, provided it reproduces every frame in it (within 1e-4 in the
  /// value's units). Springs, additive blends, overshooting curves (SMIL's control points lie in
  /// 0…1) and anything the frames do not confirm stay frame by frame.
  ///
  /// ```swift
  /// let timeline = try run.timeline()
  /// try AnimatedSVGExport.write(
  ///   frames: FrameSampler().frames(of: timeline), timeline: timeline, scenario: "grid",
  ///   viewport: run.scenario.viewport, to: output)
  /// ```
  ///
  /// - Parameters:
  ///   - frames: The frames of `timeline`, in order (read once).
  ///   - timeline: The timeline the frames were sampled from (`Timeline(transition)` for one
  ///     transition, ``ScenarioRun/timeline()`` for a scenario).
  ///   - scenario: The scenario's name, for the title and caption.
  ///   - viewport: The collection view's size.
  ///   - output: Where to write.
  /// - Throws: ``OutputError`` when writing fails.
  /// - Complexity: O(frames × elements + keyframes + *w*) in time, for *w* bytes written.
  ///   Memory holds one frame at a time, the timeline's keyframes, and for every view the
  ///   frames where what it shows changes, less those inside a spline segment once the frames
  ///   have passed it: a still replay takes the same memory however long it lasts, Bézier-timed
  ///   motion a few values per segment, springs a value a frame.
  public static func write(
    frames: some Sequence<Frame>, timeline: Timeline, scenario: String, viewport: CGSize,
    to output: OutputFile
  ) throws {
    try write(
      frames: frames, timing: Timing(timeline), scenario: scenario, viewport: viewport,
      to: output)
  }

  /// Writes the animated picture of `frames`, with spline segments from `timing` when given.
  ///
  /// The frames are read one at a time and dropped (``Recording``), then the picture is written
  /// a view at a time.
  ///
  /// - Complexity: O(frames × elements + keyframes + *w*) in time, for *w* bytes written;
  ///   memory as ``Recording`` says.
  static func write(
    frames: some Sequence<Frame>, timing: Timing?, scenario: String, viewport: CGSize,
    to output: OutputFile
  ) throws {
    let recording = Recording(frames: frames, timing: timing, viewport: viewport)
    let loop = Loop(times: recording.times, pause: pause)
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
    var animations: [UInt8] = []
    for (channel, name) in ["width", "height"].enumerated() {
      let runs = recording.contentSizes.texts(channel)
      appendChannel(name, runs, loop, to: &buffer, animations: &animations)
    }
    appendClosing(tag: "rect", animations: animations, to: &buffer)
    for track in recording.tracks {
      appendTrack(track, loop: loop, to: &buffer)
      if buffer.count >= OutputFile.chunkSize {
        try output.write(buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    buffer.append(contentsOf: "<rect class=\"visible\"".utf8)
    animations.removeAll()
    for (channel, name) in ["x", "y"].enumerated() {
      let runs = recording.contentOffsets.texts(channel)
      let splines = recording.offsetFitting.splines(channel, loop: loop)
      appendChannel(name, runs, loop, splines: splines, to: &buffer, animations: &animations)
    }
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

  /// Appends one element's group with its animations, each channel's spline segments from its
  /// fitted stretches.
  ///
  /// - Complexity: O(what is written + the changes), times O(log *n*) in the frames.
  private static func appendTrack(_ track: ElementTrack, loop: Loop, to buffer: inout [UInt8]) {
    guard !track.runs.entries.isEmpty else { return }
    let id = track.element.description
    SVGExport.appendGroupOpening(
      track.element, change: track.change, role: track.role, to: &buffer)
    var animations: [UInt8] = []
    let visibility = track.runs.visibilities()
    if visibility.texts.contains("hidden") {
      appendChannel(
        "visibility", visibility, loop, discrete: true, to: &buffer, animations: &animations)
    }
    appendNumber(
      "opacity", track, .opacity, loop, unlessAll: "1", to: &buffer, animations: &animations)
    appendTransform(track, loop: loop, to: &buffer, animations: &animations)
    buffer.append(contentsOf: ">".utf8)
    buffer.append(contentsOf: animations)
    buffer.append(contentsOf: "<title>".utf8)
    var tooltip = "\(id) (\(track.element.category), \(track.change.rawValue)"
    if track.role == .ghost { tooltip += ", ghost" }
    SVGExport.appendXMLText(tooltip + ")", to: &buffer)
    buffer.append(contentsOf: "</title><rect".utf8)
    animations.removeAll()
    let rect: [(String, ElementChannel)] = [
      ("x", .x), ("y", .y), ("width", .width), ("height", .height),
    ]
    for (attribute, channel) in rect {
      appendNumber(attribute, track, channel, loop, to: &buffer, animations: &animations)
    }
    appendClosing(tag: "rect", animations: animations, to: &buffer)
    buffer.append(contentsOf: "<text class=\"label\"".utf8)
    animations.removeAll()
    appendNumber("font-size", track, .fontSize, loop, to: &buffer, animations: &animations)
    buffer.append(contentsOf: ">".utf8)
    buffer.append(contentsOf: animations)
    SVGExport.appendXMLText(id, to: &buffer)
    buffer.append(contentsOf: "</text></g>\n".utf8)
  }

  /// Appends an element's transform: a static attribute when it never changes, else one
  /// `<animateTransform additive="sum">` a part (translate, and rotate, skewX and scale when
  /// any frame needs them).
  ///
  /// - Complexity: O(what is written + the changes), times O(log *n*) in the frames.
  private static func appendTransform(
    _ track: ElementTrack, loop: Loop, to buffer: inout [UInt8], animations: inout [UInt8]
  ) {
    let parts: [(type: String, identity: String, channel: ElementChannel)] = [
      ("translate", "", .translate), ("rotate", "0", .rotate), ("skewX", "0", .skewX),
      ("scale", "1 1", .scale),
    ]
    // A part whose every value is its identity is left out before its splines are fitted.
    let shown = parts.compactMap { part -> (type: String, runs: TextRuns, splines: [Spline])? in
      let runs = track.runs.texts(part.channel.rawValue)
      guard runs.texts.contains(where: { $0 != part.identity }) else { return nil }
      return (part.type, runs, track.fitting.splines(part.channel.rawValue, loop: loop))
    }
    let still = shown.allSatisfy { part in part.splines.isEmpty && part.runs.texts.count == 1 }
    if still {
      let transform = shown.map { "\($0.type)(\($0.runs.texts[0]))" }.joined(separator: " ")
      buffer.append(contentsOf: " transform=\"\(transform)\"".utf8)
      return
    }
    for part in shown {
      animations.append(contentsOf: "<animateTransform attributeName=\"transform\" type=\"".utf8)
      animations.append(contentsOf: part.type.utf8)
      animations.append(contentsOf: "\" additive=\"sum\"".utf8)
      appendTiming(part.runs, loop, splines: part.splines, discrete: false, to: &animations)
    }
  }

  /// Appends the element channel `channel` as `attribute`, with its spline segments; nothing
  /// when every frame writes it `omitted` (an attribute's default, such as an opacity of 1).
  ///
  /// - Complexity: O(what is written + the changes), times O(log *n*) in the frames.
  private static func appendNumber(
    _ attribute: String, _ track: ElementTrack, _ channel: ElementChannel, _ loop: Loop,
    unlessAll omitted: String? = nil, to buffer: inout [UInt8], animations: inout [UInt8]
  ) {
    let runs = track.runs.texts(channel.rawValue)
    if let omitted, runs.texts == [omitted] { return }
    let splines = track.fitting.splines(channel.rawValue, loop: loop)
    appendChannel(attribute, runs, loop, splines: splines, to: &buffer, animations: &animations)
  }

  //===--- Channels -----------------------------------------------------------------------===//

  /// Appends `attribute`, whose frames show `runs`, with `splines`: as an attribute of the
  /// element being written when every frame shows one value and there is no spline, else as an
  /// `<animate>` to `animations`.
  ///
  /// - Complexity: O(what is written + the runs), times O(log *n*) in the frames.
  static func appendChannel(
    _ attribute: String, _ runs: TextRuns, _ loop: Loop, splines: [Spline] = [],
    discrete: Bool = false, to buffer: inout [UInt8], animations: inout [UInt8]
  ) {
    guard let first = runs.texts.first else { return }
    if splines.isEmpty && runs.texts.count == 1 {
      buffer.append(contentsOf: " \(attribute)=\"\(first)\"".utf8)
      return
    }
    animations.append(contentsOf: "<animate attributeName=\"\(attribute)\"".utf8)
    appendTiming(runs, loop, splines: splines, discrete: discrete, to: &animations)
  }

  /// Closes an element `tag` whose attributes are written: `/>` without animations, else its
  /// animations and the closing tag.
  ///
  /// - Complexity: O(the animations' bytes).
  private static func appendClosing(tag: String, animations: [UInt8], to buffer: inout [UInt8]) {
    if animations.isEmpty {
      buffer.append(contentsOf: "/>\n".utf8)
    } else {
      buffer.append(UInt8(ascii: ">"))
      buffer.append(contentsOf: animations)
      buffer.append(contentsOf: "</\(tag)>\n".utf8)
    }
  }

  /// A length, an angle or an opacity as written: 4 decimals.
  ///
  /// - Complexity: O(1).
  static func geometry(_ value: Double) -> String {
    DumpNumberFormat.string(value, decimals: DumpNumberFormat.geometryDecimals)
  }

  /// A scale factor as written: 6 decimals.
  ///
  /// - Complexity: O(1).
  static func scale(_ value: Double) -> String {
    DumpNumberFormat.string(value, decimals: DumpNumberFormat.transformDecimals)
  }
}

extension FrameDumpFormat {
  /// One SVG that plays the replay in a loop (`animated-svg`, `.animated.svg`); reads the
  /// timeline for its Bézier-timed motion.
  public static let animatedSVG = FrameDumpFormat(
    name: "animated-svg", fileExtension: "animated.svg", readsTimeline: true
  ) { replay, file in
    try AnimatedSVGExport.write(
      frames: replay.frames, timeline: try replay.keptTimeline(),
      scenario: replay.header.scenario, viewport: replay.header.viewport, to: file)
  }
}
