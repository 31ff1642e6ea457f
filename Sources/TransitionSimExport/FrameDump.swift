import Foundation
import TransitionSimEngine
import TransitionSimScenario

/// The header of a frame dump (format version 1): what was replayed and how it was sampled.
public struct FrameDumpHeader: Equatable, Sendable {
  /// One step of the scenario on the timeline.
  public struct Step: Hashable, Sendable {
    /// The step's kind (`batch`, `wait`, …).
    public var name: String
    /// Its JSON path in the scenario (`steps[2]`).
    public var path: String
    /// When it starts, in seconds.
    public var start: Double
    /// How long it lasts, in seconds.
    public var duration: Double
    /// The error it reproduced, for a step with `expectError`.
    public var reproducedError: String?

    /// Creates a step description.
    public init(
      name: String, path: String, start: Double, duration: Double, reproducedError: String? = nil
    ) {
      self.name = name
      self.path = path
      self.start = start
      self.duration = duration
      self.reproducedError = reproducedError
    }
  }

  /// The format's name, `transition-sim-frames`.
  public static let formatName = "transition-sim-frames"
  /// The format version, 1.
  public static let version = 1

  /// The scenario's name.
  public var scenario: String
  /// Frames per second.
  public var fps: Double
  /// The collection view's size.
  public var viewport: CGSize
  /// The time of the last frame.
  public var duration: Double
  /// How many frames follow.
  public var frameCount: Int
  /// The steps.
  public var steps: [Step]

  /// Creates a header.
  public init(
    scenario: String, fps: Double, viewport: CGSize, duration: Double, frameCount: Int,
    steps: [Step]
  ) {
    self.scenario = scenario
    self.fps = fps
    self.viewport = viewport
    self.duration = duration
    self.frameCount = frameCount
    self.steps = steps
  }
}

extension FrameDumpHeader {
  /// The header of a replayed scenario's frames.
  public init(run: ScenarioRun, frames: FrameSequence) {
    self.init(
      scenario: run.scenario.name, fps: frames.fps, viewport: run.scenario.viewport,
      duration: frames.duration, frameCount: frames.count,
      steps: run.segments.map {
        Step(
          name: $0.name, path: $0.path, start: $0.start, duration: $0.duration,
          reproducedError: $0.reproducedError)
      })
  }
}

/// The JSON encodings of frame dumps, written byte by byte with fixed number formats.
///
/// Numbers: geometry and alpha with 4 decimals, times with 6, transform entries with 6, trailing
/// zeros dropped (`DumpNumberFormat`). Keys always come in the same order. An element is
/// `{"id", "category", "kind" (not for cells), "role" (only "ghost"), "indexPath", "change",
/// "frame": [x, y, width, height], "center": [x, y], "size": [width, height], "alpha",
/// "zIndex", "hidden", "transform" (16 numbers, row by row; omitted when identity), "custom"
/// (the custom attributes by name; omitted when empty)}`.
public enum FrameDumpJSON {
  /// Appends the header's members (without braces) to `buffer`, `separator` between them.
  static func appendHeaderMembers(
    _ header: FrameDumpHeader, separator: String, to buffer: inout [UInt8]
  ) {
    func key(_ name: String) {
      DumpNumberFormat.appendJSONString(name, to: &buffer)
      buffer.appendASCII(": ")
    }
    key("format")
    DumpNumberFormat.appendJSONString(FrameDumpHeader.formatName, to: &buffer)
    buffer.append(contentsOf: Array(separator.utf8))
    key("version")
    DumpNumberFormat.appendInteger(Int64(FrameDumpHeader.version), to: &buffer)
    buffer.append(contentsOf: Array(separator.utf8))
    key("scenario")
    DumpNumberFormat.appendJSONString(header.scenario, to: &buffer)
    buffer.append(contentsOf: Array(separator.utf8))
    key("fps")
    DumpNumberFormat.append(header.fps, decimals: DumpNumberFormat.timeDecimals, to: &buffer)
    buffer.append(contentsOf: Array(separator.utf8))
    key("viewport")
    buffer.appendASCII("{\"width\": ")
    appendGeometry(header.viewport.width, to: &buffer)
    buffer.appendASCII(", \"height\": ")
    appendGeometry(header.viewport.height, to: &buffer)
    buffer.append(UInt8(ascii: "}"))
    buffer.append(contentsOf: Array(separator.utf8))
    key("duration")
    DumpNumberFormat.append(header.duration, decimals: DumpNumberFormat.timeDecimals, to: &buffer)
    buffer.append(contentsOf: Array(separator.utf8))
    key("frameCount")
    DumpNumberFormat.appendInteger(Int64(header.frameCount), to: &buffer)
    buffer.append(contentsOf: Array(separator.utf8))
    key("steps")
    buffer.append(UInt8(ascii: "["))
    for (index, step) in header.steps.enumerated() {
      if index > 0 { buffer.appendASCII(", ") }
      buffer.appendASCII("{\"name\": ")
      DumpNumberFormat.appendJSONString(step.name, to: &buffer)
      buffer.appendASCII(", \"path\": ")
      DumpNumberFormat.appendJSONString(step.path, to: &buffer)
      buffer.appendASCII(", \"start\": ")
      DumpNumberFormat.append(step.start, decimals: DumpNumberFormat.timeDecimals, to: &buffer)
      buffer.appendASCII(", \"duration\": ")
      DumpNumberFormat.append(step.duration, decimals: DumpNumberFormat.timeDecimals, to: &buffer)
      if let error = step.reproducedError {
        buffer.appendASCII(", \"reproducedError\": ")
        DumpNumberFormat.appendJSONString(error, to: &buffer)
      }
      buffer.append(UInt8(ascii: "}"))
    }
    buffer.append(UInt8(ascii: "]"))
  }

  @inline(__always)
  static func appendGeometry(_ value: CGFloat, to buffer: inout [UInt8]) {
    DumpNumberFormat.append(Double(value), decimals: DumpNumberFormat.geometryDecimals, to: &buffer)
  }

  static func appendPair(_ a: CGFloat, _ b: CGFloat, to buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "["))
    appendGeometry(a, to: &buffer)
    buffer.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")])
    appendGeometry(b, to: &buffer)
    buffer.append(UInt8(ascii: "]"))
  }

  /// Appends one frame as a JSON object; `elementSeparator` goes between elements (a newline and
  /// indentation in the pretty JSON dump, a space in JSON Lines).
  ///
  /// - Complexity: O(*n*) in the frame's elements.
  public static func appendFrame(
    _ frame: Frame, elementSeparator: String, closing: String, to buffer: inout [UInt8]
  ) {
    let separators = FrameDumpElementSeparators(
      elementSeparator: elementSeparator, closing: closing)
    var bytes = DumpByteBuffer(capacity: 256 * (frame.elements.count + 1))
    appendFrame(frame, separators: separators, to: &bytes)
    bytes.withUnsafeBytes { buffer.append(contentsOf: $0) }
  }

  /// Appends one element as a JSON object.
  ///
  /// - Complexity: O(1) besides its strings and custom attributes.
  package static func appendElement(_ element: FrameElement, to buffer: inout [UInt8]) {
    var bytes = DumpByteBuffer()
    appendElement(element, to: &bytes)
    bytes.withUnsafeBytes { buffer.append(contentsOf: $0) }
  }

  /// Writes the pretty JSON dump: the header members one per line, then `"frames"` with one
  /// element per line, streaming frame by frame.
  ///
  /// - Complexity: O(total elements); memory holds one frame at a time.
  public static func write(
    header: FrameDumpHeader, frames: some Sequence<Frame>, to output: OutputFile
  ) throws {
    var head: [UInt8] = Array("{\n  ".utf8)
    appendHeaderMembers(header, separator: ",\n  ", to: &head)
    head.appendASCII(",\n  \"frames\": [")
    var buffer = DumpByteBuffer(capacity: OutputFile.chunkSize + (1 << 16))
    buffer.append(head)
    let separators = FrameDumpElementSeparators(elementSeparator: "\n      ", closing: "\n    ")
    var identities = IdentityBytesCache()
    var first = true
    for frame in frames {
      buffer.append(first ? "\n    " : ",\n    ")
      first = false
      appendFrame(frame, separators: separators, identities: &identities, to: &buffer)
      if buffer.count >= OutputFile.chunkSize { try buffer.flush(to: output) }
    }
    buffer.append(first ? "]\n}\n" : "\n  ]\n}\n")
    try buffer.flush(to: output)
  }

  /// Writes JSON Lines: the header object on the first line, then one frame per line.
  ///
  /// - Complexity: O(total elements); memory holds one frame at a time.
  public static func writeLines(
    header: FrameDumpHeader, frames: some Sequence<Frame>, to output: OutputFile
  ) throws {
    var head: [UInt8] = [UInt8(ascii: "{")]
    appendHeaderMembers(header, separator: ", ", to: &head)
    head.appendASCII("}\n")
    var buffer = DumpByteBuffer(capacity: OutputFile.chunkSize + (1 << 16))
    buffer.append(head)
    let separators = FrameDumpElementSeparators(elementSeparator: "", closing: "")
    var identities = IdentityBytesCache()
    for frame in frames {
      appendFrame(frame, separators: separators, identities: &identities, to: &buffer)
      buffer.append(UInt8(ascii: "\n"))
      if buffer.count >= OutputFile.chunkSize { try buffer.flush(to: output) }
    }
    try buffer.flush(to: output)
  }
}

extension FrameDumpFormat {
  /// The frame dump as one JSON document (`json`, `.json`).
  public static let json = FrameDumpFormat(name: "json", fileExtension: "json") { replay, file in
    try FrameDumpJSON.write(header: replay.header, frames: replay.frames, to: file)
  }

  /// The frame dump as JSON Lines, the header then a frame a line (`jsonl`, `.jsonl`).
  public static let jsonLines = FrameDumpFormat(name: "jsonl", fileExtension: "jsonl") {
    replay, file in
    try FrameDumpJSON.writeLines(header: replay.header, frames: replay.frames, to: file)
  }
}
