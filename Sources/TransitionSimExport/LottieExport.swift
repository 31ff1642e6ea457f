import Foundation
import TransitionSimEngine
import TransitionSimScenario

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
/// - **Springs' parameters.** When springs drive the animation, `meta.custom.springs` keeps the
///   parameters each was made from — `{"tm", "dr", "spring": {…}}` per spring and transition,
///   `tm` and `dr` in frames, `spring` as a scenario writes it (e.g. `{"duration": 0.5,
///   "bounce": 0.3, "initialVelocity": 0}` for an iOS 17 spring) — where players ignore it. An
///   animation without springs has no `meta`.
///
/// Numbers use `DumpNumberFormat` (values 4 decimals, times and easing handles 6).
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
    try write(run: run, timeline: try run.timeline(), fps: fps, to: output)
  }

  /// ``write(run:fps:to:)`` with `run`'s timeline (``ScenarioRun/timeline()``) built already:
  /// `transition-sim replay` builds it once for the frames and for this.
  ///
  /// - Complexity: O(*f* · *n*) for *f* frames of *n* views.
  package static func write(
    run: ScenarioRun, timeline: Timeline, fps: Double?, to output: OutputFile
  ) throws {
    let sampler = try FrameSampler(fps: fps ?? run.fps)
    let markers = run.segments.map {
      Marker(name: "\($0.path) \($0.name)", start: $0.start, duration: $0.duration)
    }
    try write(
      timeline: timeline, sampler: sampler, name: run.scenario.name,
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
}

extension FrameDumpFormat {
  /// A Lottie animation (`lottie`, `.lottie.json`); reads the timeline at the dump's rate.
  public static let lottie = FrameDumpFormat(
    name: "lottie", fileExtension: "lottie.json", readsTimeline: true
  ) { replay, file in
    try LottieExport.write(
      run: replay.run, timeline: try replay.keptTimeline(), fps: replay.header.fps, to: file)
  }
}
