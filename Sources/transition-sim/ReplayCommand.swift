import Foundation
import TransitionSim

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `transition-sim replay`: replays scenarios and writes their frame dumps.
enum ReplayCommand {
  /// The output formats and their file extensions.
  static let formats = ["json", "jsonl"]
  static let extensions = ["json": "json", "jsonl": "jsonl"]

  /// The most frames one replay may write.
  static let maximumFrames = 1_000_000
  /// The most element rows (elements × frames) one replay may write.
  static let maximumRows = 200_000_000

  static let spec = CommandSpec(
    name: "replay", abstract: "Replay scenarios and write their frame dumps.",
    discussion: """
      Each scenario is replayed through the library and sampled at a fixed rate; the frames are \
      written as a frame dump (format version 1). With one scenario and no -o, the dump goes to \
      standard output. Files are written atomically: a failed run leaves any previous file as it \
      was.
      """,
    argument: ("scenario", "A scenario file (JSON, format version 1).", true),
    minimumArguments: 1, maximumArguments: .max,
    options: [
      OptionSpec(
        long: "fps", short: nil, valueName: "fps",
        help: "Frames per second, above 0 and at most 1000 (default: the scenario's, else 60)."),
      OptionSpec(
        long: "format", short: nil, valueName: "format",
        help: "The output format: \(formats.joined(separator: ", ")). (default: json)"),
      OptionSpec(
        long: "output", short: "o", valueName: "path",
        help: "Write to this file (a folder for several scenarios) instead of standard output."),
      OptionSpec(long: "quiet", short: "q", valueName: nil, help: "No progress line."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let format = arguments.values["format"] ?? "json"
    guard formats.contains(format) else {
      throw UsageError(
        message: "Unknown format '\(format)'." + Suggestion.didYouMean(format, among: formats)
          + " Formats: \(formats.joined(separator: ", ")).",
        command: spec)
    }
    var fps: Double?
    if let text = arguments.values["fps"] {
      guard let value = Double(text), value > 0, value <= Scenario.maximumFrameRate else {
        throw UsageError(
          message: "Invalid value '\(text)' for '--fps <fps>': expected a number above 0 and at "
            + "most 1000",
          command: spec)
      }
      fps = value
    }
    let scenarios = arguments.positionals
    let output = arguments.values["output"]
    if scenarios.count > 1 && output == nil {
      throw UsageError(
        message: "Several scenarios need -o <folder> to write one dump each", command: spec)
    }
    let showProgress = !arguments.flags.contains("quiet") && isatty(2) == 1
    for path in scenarios {
      let scenario = try loadScenario(path)
      let run = try runScenario(scenario, path: path)
      let frames = try run.frames(fps: fps)
      try checkLimits(run: run, frames: frames, path: path)
      let header = FrameDumpHeader(run: run, frames: frames)
      let file: OutputFile
      if let output {
        var url = URL(fileURLWithPath: output)
        var isDirectory: ObjCBool = false
        if scenarios.count > 1
          || (FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
            && isDirectory.boolValue)
        {
          url = url.appendingPathComponent("\(scenario.name).\(extensions[format] ?? format)")
        }
        file = try OutputFile(url: url)
      } else {
        file = OutputFile()
      }
      let sequence = ProgressSequence(
        frames: frames, label: scenario.name, enabled: showProgress)
      do {
        switch format {
        case "jsonl": try FrameDumpJSON.writeLines(header: header, frames: sequence, to: file)
        default: try FrameDumpJSON.write(header: header, frames: sequence, to: file)
        }
        try file.commit()
      } catch {
        file.abort()
        throw error
      }
      if showProgress { printError("\r\u{1B}[K") }
    }
    return ExitCode.success
  }

  /// Refuses replays whose output would be absurdly large, before writing anything.
  static func checkLimits(run: ScenarioRun, frames: FrameSequence, path: String) throws {
    guard frames.count <= maximumFrames else {
      throw RuntimeError(
        description: "\(path): the replay would write \(frames.count) frames; the limit is "
          + "\(maximumFrames) (lower --fps or shorten the scenario)")
    }
    let elements = Swift.max(
      run.initialState.count,
      run.segments.map { Swift.max($0.restingState.count, $0.transition?.tracks.count ?? 0) }.max()
        ?? 0)
    guard elements * frames.count <= maximumRows else {
      throw RuntimeError(
        description: "\(path): the replay would write about \(elements * frames.count) element "
          + "rows (\(elements) elements × \(frames.count) frames); the limit is \(maximumRows)")
    }
  }
}

/// Frames with a progress line on standard error, when enabled.
struct ProgressSequence: Sequence {
  var frames: FrameSequence
  var label: String
  var enabled: Bool

  func makeIterator() -> AnyIterator<Frame> {
    var iterator = frames.makeIterator()
    let total = frames.count
    let step = Swift.max(total / 100, 1)
    var count = 0
    return AnyIterator {
      guard let frame = iterator.next() else { return nil }
      count += 1
      if enabled && (count % step == 0 || count == total) {
        printError("\r\(label): frame \(count) of \(total)")
      }
      return frame
    }
  }
}
