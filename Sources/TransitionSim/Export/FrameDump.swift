import Foundation

/// The header of a frame dump (format version 1): what was replayed and how it was sampled.
public struct FrameDumpHeader: Hashable, Sendable {
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
/// zeros dropped (``DumpNumberFormat``). Keys always come in the same order. An element is
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
  public static func appendFrame(
    _ frame: Frame, elementSeparator: String, closing: String, to buffer: inout [UInt8]
  ) {
    buffer.appendASCII("{\"index\": ")
    DumpNumberFormat.appendInteger(Int64(frame.index), to: &buffer)
    buffer.appendASCII(", \"time\": ")
    DumpNumberFormat.append(frame.time, decimals: DumpNumberFormat.timeDecimals, to: &buffer)
    buffer.appendASCII(", \"contentOffset\": ")
    appendPair(frame.contentOffset.x, frame.contentOffset.y, to: &buffer)
    buffer.appendASCII(", \"contentSize\": ")
    appendPair(frame.contentSize.width, frame.contentSize.height, to: &buffer)
    buffer.appendASCII(", \"elements\": [")
    let separator = Array(("," + elementSeparator).utf8)
    for (index, element) in frame.elements.enumerated() {
      buffer.append(contentsOf: index == 0 ? Array(elementSeparator.utf8) : separator)
      appendElement(element, to: &buffer)
    }
    if !frame.elements.isEmpty { buffer.append(contentsOf: Array(closing.utf8)) }
    buffer.append(contentsOf: [UInt8(ascii: "]"), UInt8(ascii: "}")])
  }

  /// Appends one element as a JSON object.
  package static func appendElement(_ element: FrameElement, to buffer: inout [UInt8]) {
    let attributes = element.attributes
    buffer.appendASCII("{\"id\": ")
    DumpNumberFormat.appendJSONString(element.element.description, to: &buffer)
    buffer.appendASCII(", \"category\": ")
    DumpNumberFormat.appendJSONString(element.element.category.description, to: &buffer)
    if let kind = element.element.kind {
      buffer.appendASCII(", \"kind\": ")
      DumpNumberFormat.appendJSONString(kind, to: &buffer)
    }
    if element.role == .ghost { buffer.appendASCII(", \"role\": \"ghost\"") }
    buffer.appendASCII(", \"indexPath\": [")
    let path = attributes.indexPath
    for (index, component) in path.enumerated() {
      if index > 0 { buffer.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")]) }
      DumpNumberFormat.appendInteger(Int64(component), to: &buffer)
    }
    buffer.appendASCII("], \"change\": ")
    DumpNumberFormat.appendJSONString(element.change.rawValue, to: &buffer)
    let frame = attributes.frame
    buffer.appendASCII(", \"frame\": [")
    appendGeometry(frame.origin.x, to: &buffer)
    buffer.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")])
    appendGeometry(frame.origin.y, to: &buffer)
    buffer.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")])
    appendGeometry(frame.size.width, to: &buffer)
    buffer.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")])
    appendGeometry(frame.size.height, to: &buffer)
    buffer.appendASCII("], \"center\": ")
    appendPair(attributes.center.x, attributes.center.y, to: &buffer)
    buffer.appendASCII(", \"size\": ")
    appendPair(attributes.size.width, attributes.size.height, to: &buffer)
    buffer.appendASCII(", \"alpha\": ")
    appendGeometry(attributes.alpha, to: &buffer)
    buffer.appendASCII(", \"zIndex\": ")
    DumpNumberFormat.appendInteger(Int64(attributes.zIndex), to: &buffer)
    if attributes.isHidden {
      buffer.appendASCII(", \"hidden\": true")
    } else {
      buffer.appendASCII(", \"hidden\": false")
    }
    if !attributes.transform3D.isIdentity {
      let t = attributes.transform3D
      let values = [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
      ]
      buffer.appendASCII(", \"transform\": [")
      for (index, value) in values.enumerated() {
        if index > 0 { buffer.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")]) }
        DumpNumberFormat.append(
          Double(value), decimals: DumpNumberFormat.transformDecimals, to: &buffer)
      }
      buffer.append(UInt8(ascii: "]"))
    }
    if !attributes.customAttributes.isEmpty {
      buffer.appendASCII(", \"custom\": {")
      for (index, entry) in attributes.customAttributes.sortedEntries.enumerated() {
        if index > 0 { buffer.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")]) }
        DumpNumberFormat.appendJSONString(entry.name, to: &buffer)
        buffer.append(contentsOf: [UInt8(ascii: ":"), UInt8(ascii: " ")])
        appendCustom(entry.value, to: &buffer)
      }
      buffer.append(UInt8(ascii: "}"))
    }
    buffer.append(UInt8(ascii: "}"))
  }

  private static func appendCustom(_ value: LayoutAttributeValue, to buffer: inout [UInt8]) {
    switch value {
    case .number(let number): appendGeometry(CGFloat(number), to: &buffer)
    case .bool(let bool): buffer.append(contentsOf: Array((bool ? "true" : "false").utf8))
    case .string(let string): DumpNumberFormat.appendJSONString(string, to: &buffer)
    case .point(let point): appendPair(point.x, point.y, to: &buffer)
    case .size(let size): appendPair(size.width, size.height, to: &buffer)
    case .rect(let rect):
      buffer.append(UInt8(ascii: "["))
      for (index, component) in [rect.minX, rect.minY, rect.width, rect.height].enumerated() {
        if index > 0 { buffer.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")]) }
        appendGeometry(component, to: &buffer)
      }
      buffer.append(UInt8(ascii: "]"))
    case .indexPaths(let paths):
      buffer.append(UInt8(ascii: "["))
      for (index, path) in paths.enumerated() {
        if index > 0 { buffer.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")]) }
        buffer.append(UInt8(ascii: "["))
        for (position, component) in path.enumerated() {
          if position > 0 { buffer.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")]) }
          DumpNumberFormat.appendInteger(Int64(component), to: &buffer)
        }
        buffer.append(UInt8(ascii: "]"))
      }
      buffer.append(UInt8(ascii: "]"))
    }
  }

  /// Writes the pretty JSON dump: the header members one per line, then `"frames"` with one
  /// element per line, streaming frame by frame.
  ///
  /// - Complexity: O(total elements); memory holds one frame at a time.
  public static func write(
    header: FrameDumpHeader, frames: some Sequence<Frame>, to output: OutputFile
  ) throws {
    var buffer: [UInt8] = Array("{\n  ".utf8)
    appendHeaderMembers(header, separator: ",\n  ", to: &buffer)
    buffer.appendASCII(",\n  \"frames\": [")
    var first = true
    for frame in frames {
      buffer.append(contentsOf: Array((first ? "\n    " : ",\n    ").utf8))
      first = false
      appendFrame(frame, elementSeparator: "\n      ", closing: "\n    ", to: &buffer)
      if buffer.count >= OutputFile.chunkSize {
        try output.write(buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    buffer.append(contentsOf: Array((first ? "]\n}\n" : "\n  ]\n}\n").utf8))
    try output.write(buffer)
  }

  /// Writes JSON Lines: the header object on the first line, then one frame per line.
  public static func writeLines(
    header: FrameDumpHeader, frames: some Sequence<Frame>, to output: OutputFile
  ) throws {
    var buffer: [UInt8] = [UInt8(ascii: "{")]
    appendHeaderMembers(header, separator: ", ", to: &buffer)
    buffer.appendASCII("}\n")
    for frame in frames {
      appendFrame(frame, elementSeparator: "", closing: "", to: &buffer)
      buffer.append(UInt8(ascii: "\n"))
      if buffer.count >= OutputFile.chunkSize {
        try output.write(buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    try output.write(buffer)
  }
}
