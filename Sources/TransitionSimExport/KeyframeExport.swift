import Foundation
import TransitionSimEngine
import TransitionSimScenario

/// The keyframes of a replayed scenario as JSON: per step, each animated element's keyframes
/// with their times and curves — the compact form a reviewer reads, where a frame dump has every
/// frame.
///
/// ```
/// {
///   "format": "transition-sim-keyframes",
///   "version": 1,
///   "scenario": "flow-grid-batch",
///   "steps": [
///     {"name": "batch", "path": "steps[0]", "start": 0, "duration": 0.3, "kind": "batchUpdate",
///      "tracks": [
///       {"id": "B", "category": "cell", "role": "element", "change": "deleted", "keyframes": [
///         {"time": 0, "frame": [137.6667, 20, 100, 100], "alpha": 1, "curve": "easeInEaseOut"},
///         {"time": 0.3, "frame": [137.6667, 20, 100, 100], "alpha": 0}
///       ]},
///       …
///     ]},
///     {"name": "wait", "path": "steps[1]", "start": 0.3, "duration": 0.2, "tracks": []}
///   ]
/// }
/// ```
///
/// - Every step of the scenario appears, in timeline order, with `name`, `path`, `start` and
///   `duration` as in the frame dump's header; a step that animated something adds `kind`
///   (``Transition/Kind``), its `tracks`, and `contentOffset` keyframes when the content offset
///   moves. A step that reproduced an expected error adds `reproducedError`. Steps without
///   animation (`wait`, a non-animated change) have no tracks.
/// - A track has the element's `id` (as in the frame dump), `category`, `kind` (not for cells),
///   `role` (`element` or `ghost`), `change` and `keyframes`, in the transition's order
///   (category, kind, index path; a ghost before its element).
/// - A keyframe has `time` — seconds on the scenario's timeline: the step's start plus the
///   keyframe's own time, so it lines up with the frame dump's times — the untransformed
///   `frame` `[x, y, width, height]`, `alpha`, `zIndex` (only when not 0), `hidden` (only when
///   true), `transform` (16 numbers row by row, only when not the identity), and the curve that
///   leads to the next keyframe (none on the last): `"curve": "easeInEaseOut"` for a named timing
///   curve, `"curve": [c1x, c1y, c2x, c2y]` for a custom one, or `"spring": {…}` with the
///   parameters the spring was made from (`mass`/`stiffness`/`damping`,
///   `duration`/`dampingRatio`, `response`/`dampingFraction` or iOS 17's `duration`/`bounce`,
///   and `initialVelocity`) — the spellings of a scenario's `animation` object, so the object
///   reads back as the same spring.
/// - A step's stagger is applied, as in the frames.
///
/// Numbers use `DumpNumberFormat`'s precisions (geometry and alpha 4 decimals; times, control
/// points, spring parameters and transform entries 6).
public enum KeyframeExport {
  /// The format's name, `transition-sim-keyframes`.
  public static let formatName = "transition-sim-keyframes"
  /// The format version, 1.
  public static let version = 1

  /// One step of a scenario with the transition it produced.
  public struct Step: Sendable {
    /// The step's kind (`batch`, `wait`, …).
    public var name: String
    /// Its JSON path in the scenario (`steps[2]`).
    public var path: String
    /// When it starts on the scenario's timeline, in seconds.
    public var start: Double
    /// How long it lasts, in seconds.
    public var duration: Double
    /// What it animated, with times from its own start; `nil` when nothing was animated.
    public var transition: Transition?
    /// The error it reproduced, for a step with `expectError`.
    public var reproducedError: String?

    /// Creates a step.
    public init(
      name: String, path: String, start: Double, duration: Double, transition: Transition?,
      reproducedError: String? = nil
    ) {
      self.name = name
      self.path = path
      self.start = start
      self.duration = duration
      self.transition = transition
      self.reproducedError = reproducedError
    }
  }

  /// The steps of a replayed scenario in timeline order, each transition staggered as its step
  /// asked (as ``ScenarioRun/timeline()`` does).
  ///
  /// - Throws: ``TimelineError`` for an invalid stagger (which a run built by ``ScenarioRunner``
  ///   cannot have).
  /// - Complexity: O(*s* + *n* log *n*) for *s* steps and *n* tracks.
  public static func steps(of run: ScenarioRun) throws -> [Step] {
    try run.segments.map { segment in
      var transition = segment.transition
      if let stagger = segment.settings.stagger, stagger > 0 {
        transition = try transition?.staggered(by: stagger)
      }
      return Step(
        name: segment.name, path: segment.path, start: segment.start,
        duration: segment.duration, transition: transition,
        reproducedError: segment.reproducedError)
    }
  }

  /// Writes the keyframes of a replayed scenario.
  ///
  /// - Throws: ``OutputError`` when writing fails.
  /// - Complexity: O(total keyframes).
  public static func write(run: ScenarioRun, to output: OutputFile) throws {
    try write(scenario: run.scenario.name, steps: try steps(of: run), to: output)
  }

  /// Writes the keyframes of `steps`, streaming track by track.
  ///
  /// - Throws: ``OutputError`` when writing fails.
  /// - Complexity: O(total keyframes); memory holds one chunk of output.
  public static func write(scenario: String, steps: [Step], to output: OutputFile) throws {
    var buffer: [UInt8] = []
    buffer.appendASCII("{\n  \"format\": ")
    DumpNumberFormat.appendJSONString(formatName, to: &buffer)
    buffer.appendASCII(",\n  \"version\": ")
    DumpNumberFormat.appendInteger(Int64(version), to: &buffer)
    buffer.appendASCII(",\n  \"scenario\": ")
    DumpNumberFormat.appendJSONString(scenario, to: &buffer)
    buffer.appendASCII(",\n  \"steps\": [")
    for (index, step) in steps.enumerated() {
      buffer.appendASCII(index == 0 ? "\n    " : ",\n    ")
      appendStep(step, to: &buffer)
      if buffer.count >= OutputFile.chunkSize {
        try output.write(buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    buffer.appendASCII(steps.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    try output.write(buffer)
  }

  private static func appendTime(_ value: Double, to buffer: inout [UInt8]) {
    DumpNumberFormat.appendFixed(value, decimals: DumpNumberFormat.timeDecimals, to: &buffer)
  }

  private static func appendStep(_ step: Step, to buffer: inout [UInt8]) {
    buffer.appendASCII("{\"name\": ")
    DumpNumberFormat.appendJSONString(step.name, to: &buffer)
    buffer.appendASCII(", \"path\": ")
    DumpNumberFormat.appendJSONString(step.path, to: &buffer)
    buffer.appendASCII(", \"start\": ")
    appendTime(step.start, to: &buffer)
    buffer.appendASCII(", \"duration\": ")
    appendTime(step.duration, to: &buffer)
    if let error = step.reproducedError {
      buffer.appendASCII(", \"reproducedError\": ")
      DumpNumberFormat.appendJSONString(error, to: &buffer)
    }
    guard let transition = step.transition else {
      buffer.appendASCII(", \"tracks\": []}")
      return
    }
    buffer.appendASCII(", \"kind\": ")
    DumpNumberFormat.appendJSONString(transition.kind.rawValue, to: &buffer)
    let offsets = transition.contentOffsetTrack.keyframes
    if offsets.contains(where: { $0.value != offsets[0].value }) {
      buffer.appendASCII(", \"contentOffset\": [")
      for (index, keyframe) in offsets.enumerated() {
        if index > 0 { buffer.appendASCII(", ") }
        buffer.appendASCII("{\"time\": ")
        appendTime(step.start + keyframe.time, to: &buffer)
        buffer.appendASCII(", \"value\": ")
        FrameDumpJSON.appendPair(keyframe.value.x, keyframe.value.y, to: &buffer)
        if index < offsets.count - 1 { appendCurve(keyframe.curve, to: &buffer) }
        buffer.append(UInt8(ascii: "}"))
      }
      buffer.append(UInt8(ascii: "]"))
    }
    buffer.appendASCII(", \"tracks\": [")
    for (index, track) in transition.tracks.enumerated() {
      buffer.appendASCII(index == 0 ? "\n      " : ",\n      ")
      appendTrack(track, start: step.start, to: &buffer)
    }
    buffer.appendASCII(transition.tracks.isEmpty ? "]}" : "\n    ]}")
  }

  private static func appendTrack(_ track: Track, start: Double, to buffer: inout [UInt8]) {
    buffer.appendASCII("{\"id\": ")
    DumpNumberFormat.appendJSONString(track.element.description, to: &buffer)
    buffer.appendASCII(", \"category\": ")
    DumpNumberFormat.appendJSONString(track.element.category.description, to: &buffer)
    if let kind = track.element.kind {
      buffer.appendASCII(", \"kind\": ")
      DumpNumberFormat.appendJSONString(kind, to: &buffer)
    }
    buffer.appendASCII(track.role == .ghost ? ", \"role\": \"ghost\"" : ", \"role\": \"element\"")
    buffer.appendASCII(", \"change\": ")
    DumpNumberFormat.appendJSONString(track.change.rawValue, to: &buffer)
    buffer.appendASCII(", \"keyframes\": [")
    let keyframes = track.keyframes
    for (index, keyframe) in keyframes.enumerated() {
      buffer.appendASCII(index == 0 ? "\n        " : ",\n        ")
      appendKeyframe(
        keyframe, start: start, isLast: index == keyframes.count - 1, to: &buffer)
    }
    buffer.appendASCII("\n      ]}")
  }

  private static func appendKeyframe(
    _ keyframe: Keyframe<CollectionViewLayoutAttributes>, start: Double, isLast: Bool,
    to buffer: inout [UInt8]
  ) {
    let attributes = keyframe.attributes
    buffer.appendASCII("{\"time\": ")
    appendTime(start + keyframe.time, to: &buffer)
    let frame = attributes.frame
    buffer.appendASCII(", \"frame\": [")
    for (index, value) in [frame.minX, frame.minY, frame.width, frame.height].enumerated() {
      if index > 0 { buffer.appendASCII(", ") }
      FrameDumpJSON.appendGeometry(value, to: &buffer)
    }
    buffer.appendASCII("], \"alpha\": ")
    FrameDumpJSON.appendGeometry(attributes.alpha, to: &buffer)
    if attributes.zIndex != 0 {
      buffer.appendASCII(", \"zIndex\": ")
      DumpNumberFormat.appendInteger(Int64(attributes.zIndex), to: &buffer)
    }
    if attributes.isHidden { buffer.appendASCII(", \"hidden\": true") }
    if !attributes.transform3D.isIdentity {
      buffer.appendASCII(", \"transform\": ")
      appendTransform(attributes.transform3D, to: &buffer)
    }
    if !isLast { appendCurve(keyframe.curve, to: &buffer) }
    buffer.append(UInt8(ascii: "}"))
  }

  /// Appends `, "transform": [16 numbers]`'s array.
  static func appendTransform(_ t: Transform3D, to buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "["))
    for (index, value) in [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ].enumerated() {
      if index > 0 { buffer.appendASCII(", ") }
      DumpNumberFormat.appendFixed(
        Double(value), decimals: DumpNumberFormat.transformDecimals, to: &buffer)
    }
    buffer.append(UInt8(ascii: "]"))
  }

  /// Appends `, "curve": …` or `, "spring": {…}`.
  static func appendCurve(_ curve: AnimationCurve, to buffer: inout [UInt8]) {
    switch curve {
    case .timing(let timing):
      buffer.appendASCII(", \"curve\": ")
      if let name = timing.name {
        DumpNumberFormat.appendJSONString(name, to: &buffer)
      } else {
        buffer.append(UInt8(ascii: "["))
        for (index, value) in [timing.c1x, timing.c1y, timing.c2x, timing.c2y].enumerated() {
          if index > 0 { buffer.appendASCII(", ") }
          appendTime(value, to: &buffer)
        }
        buffer.append(UInt8(ascii: "]"))
      }
    case .spring(let spring):
      buffer.appendASCII(", \"spring\": ")
      appendSpring(spring, to: &buffer)
    }
  }

  /// Appends `{…}`: the parameters `spring` was made from, by the names a scenario's `spring`
  /// and `Codable` read (``Spring/Parameterization``), then `initialVelocity`; 6 decimals.
  ///
  /// - Complexity: O(1).
  static func appendSpring(_ spring: Spring, to buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "{"))
    for (name, value) in spring.parameterization.namedValues {
      buffer.append(UInt8(ascii: "\""))
      buffer.appendASCII(name)
      buffer.appendASCII("\": ")
      appendTime(value, to: &buffer)
      buffer.appendASCII(", ")
    }
    buffer.appendASCII("\"initialVelocity\": ")
    appendTime(spring.initialVelocity, to: &buffer)
    buffer.append(UInt8(ascii: "}"))
  }
}

extension FrameDumpFormat {
  /// The keyframes of every step (`keyframes`, `.keyframes.json`); reads the run, not the frames.
  public static let keyframes = FrameDumpFormat(
    name: "keyframes", fileExtension: "keyframes.json"
  ) { replay, file in
    try KeyframeExport.write(run: replay.run, to: file)
  }
}
