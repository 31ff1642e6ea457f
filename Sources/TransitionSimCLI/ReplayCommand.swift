import Foundation
import TransitionSim
import TransitionSimLayouts

/// `transition-sim replay`: replays scenarios and writes their frame dumps.
enum ReplayCommand {
  /// The output formats' names, from the one table of formats (``FrameDumpFormat/all``).
  static let formats = FrameDumpFormat.all.map(\.name)

  /// The most frames one replay may write (``ScenarioLimits``).
  static let maximumFrames = ScenarioLimits.standard.maximumFrames
  /// The most element rows (elements × frames) one replay may write (``ScenarioLimits``).
  static let maximumRows = ScenarioLimits.standard.maximumRows
  /// The most pictures `--format svg -o <folder>` writes for one scenario (one per frame).
  static let maximumPictures = 10_000

  static let spec = CommandSpec(
    name: "replay", abstract: "Replay scenarios and write their frame dumps.",
    discussion: """
      Each scenario is replayed through the library and sampled at a fixed rate; the frames are \
      written as a frame dump (format version 1): JSON, JSON Lines or CSV; or as the keyframes \
      of every step (keyframes), a Lottie animation (lottie), SVG pictures (svg), one SVG \
      that plays the replay in a loop, its Bézier-timed motion as spline segments \
      (animated-svg), or a self-contained HTML player (html). With one scenario and no -o, the \
      output goes to standard output (for svg, a filmstrip of evenly spaced frames). With svg, -o names a \
      folder (created if missing) that receives one picture per frame, <name>-0000.svg, …, and \
      <name>-filmstrip.svg. In a folder, files are named after the scenarios, so a name must be \
      one file name (not empty, not starting with a dot, no "/", "\\" or control characters), \
      and two scenarios may not write the same file (names differing only in case count as \
      the same); both are refused before anything is written. Files are written atomically: a \
      failed run leaves any previous file as it was. -o through a symbolic link writes its \
      target; -o onto a character device or FIFO (/dev/stdout, /dev/null, a named pipe) writes \
      to it directly. A read-only file and the input scenario itself are refused.
      """,
    argument: ("scenario", "A scenario file (JSON, format version 1).", true),
    minimumArguments: 1, maximumArguments: .max,
    options: [
      OptionSpec(
        long: "fps", short: nil, valueName: "fps",
        help: "Frames per second, above 0 and at most 1000 (default: the scenario's, else "
          + "\(Int(FrameSampler.defaultFPS)))."),
      OptionSpec(
        long: "format", short: nil, valueName: "format",
        help: "The output format: \(formats.joined(separator: ", ")). (default: json)"),
      OptionSpec(
        long: "output", short: "o", valueName: "path",
        help: "Write to this file (a folder for several scenarios, and for svg) instead of "
          + "standard output."),
      OptionSpec(
        long: "filmstrip-frames", short: nil, valueName: "count",
        help: "How many evenly spaced frames an svg filmstrip shows, 1 to 100. (default: 8)"),
      OptionSpec(long: "quiet", short: "q", valueName: nil, help: "No progress line."),
    ])

  static func run(_ arguments: ParsedArguments, layouts: LayoutRegistry) throws -> Int32 {
    let name = arguments.values["format"] ?? "json"
    guard let format = FrameDumpFormat.named(name) else {
      throw UsageError(
        message: "Unknown format '\(name)'." + Suggestion.didYouMean(name, among: formats)
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
    var filmstripFrames = SVGExport.defaultFilmstripFrameCount
    if let text = arguments.values["filmstrip-frames"] {
      guard let value = Int(text), (1...100).contains(value) else {
        throw UsageError(
          message: "Invalid value '\(text)' for '--filmstrip-frames <count>': expected a whole "
            + "number from 1 to 100",
          command: spec)
      }
      filmstripFrames = value
    }
    let scenarios = arguments.positionals
    let output = arguments.values["output"]
    if scenarios.count > 1 && output == nil {
      throw UsageError(
        message: "Several scenarios need -o <folder> to write one dump each", command: spec)
    }
    let quiet = arguments.flags.contains("quiet")
    // Read every scenario and plan every output first: a bad name, a collision or an output
    // that is an input is refused before anything is written.
    let loaded = try scenarios.map { try loadScenario($0) }
    let plan = try ReplayOutputPlan(
      paths: scenarios, scenarios: loaded, output: output, format: format)
    for ((path, scenario), destination) in zip(zip(scenarios, loaded), plan.destinations) {
      // The runner refuses a step before it runs when it would break a limit; the exact counts
      // are checked again once the frames are known, before anything is written.
      let run = try runScenario(scenario, path: path, layouts: layouts, fps: fps)
      let (frames, timeline) = try sampleFrames(of: run, fps: fps, keepingTimelineFor: format)
      try checkLimits(run: run, frames: frames, path: path)
      // No progress line between the lines of a dump written on the terminal itself.
      let onTerminal =
        destination == .standardOutput && Terminal.isTerminal(Terminal.standardOutput)
      let progress = ProgressReporter.standardError(
        label: scenario.name, unit: "frames", total: frames.count, quiet: quiet || onTerminal)
      defer { progress.finish() }
      let sequence = ProgressSequence(frames: frames, progress: progress)
      var replay = FrameDumpFormat.Replay(
        run: run, sampled: frames, reading: sequence, timeline: timeline)
      replay.filmstripFrames = filmstripFrames
      switch destination {
      case .pictures(let folder):
        try writePictures(
          run: run, frames: frames, sequence: sequence, filmstripFrames: filmstripFrames,
          folder: folder, path: path, plan: plan)
      case .standardOutput, .file:
        let file: OutputFile
        if case .file(let output) = destination {
          file = try OutputFile(url: URL(fileURLWithPath: output))
        } else {
          file = OutputFile()
        }
        try write(replay, as: format, to: file, path: path)
      }
    }
    return ExitCode.success
  }

  /// `run`'s frames at `fps` (the scenario's rate when `nil`), and its timeline when `format`
  /// reads it again (``FrameDumpFormat/readsTimeline``), so that it is built once; for the other
  /// formats it is not kept while the frames are written (a 10,000-element replay peaks about
  /// 4 MB higher with it).
  ///
  /// - Complexity: O(*s* · *n*) for *s* steps of *n* views (``ScenarioRun/timeline()``).
  static func sampleFrames(
    of run: ScenarioRun, fps: Double?, keepingTimelineFor format: FrameDumpFormat
  ) throws -> (FrameSequence, Timeline?) {
    let timeline = try run.timeline()
    let frames = try run.frames(of: timeline, fps: fps)
    return (frames, format.readsTimeline ? timeline : nil)
  }

  /// Writes one scenario's `replay` in `format` to `file`, and commits it; on failure, aborts it
  /// and rethrows (an HTML player over its limit names the step whose frames passed it).
  ///
  /// - Complexity: The format's: O(total elements).
  static func write(
    _ replay: FrameDumpFormat.Replay, as format: FrameDumpFormat, to file: OutputFile,
    path: String
  ) throws {
    do {
      do {
        try format.write(replay, to: file)
      } catch let error as HTMLPlayerExportError {
        throw RuntimeError(
          description: "\(stepLocation(of: error, in: replay.run, path: path)): \(error)")
      }
      try file.commit()
    } catch {
      file.abort()
      throw error
    }
  }

  /// Where the step is whose frames took the HTML player past its limit: `path:line:column:
  /// steps[i]` for a step read from a file, else `path`.
  ///
  /// - Complexity: O(*s*) in the steps.
  static func stepLocation(of error: HTMLPlayerExportError, in run: ScenarioRun, path: String)
    -> String
  {
    guard case .tooLarge(_, _, let frame, _) = error else { return path }
    let time = Double(frame) / run.scenario.fps
    guard let segment = run.segments.last(where: { $0.start <= time }),
      run.scenario.steps.indices.contains(segment.stepIndex)
    else { return path }
    let step = run.scenario.steps[segment.stepIndex]
    guard step.line > 0 else { return path }
    return "\(path):\(step.line):\(step.column): \(segment.path)"
  }

  /// Writes SVG pictures into `folder` (created if missing): a picture per frame (sharing one
  /// region) and the filmstrip, all committed together at the end.
  ///
  /// - Complexity: O(total elements).
  static func writePictures(
    run: ScenarioRun, frames: FrameSequence, sequence: ProgressSequence, filmstripFrames: Int,
    folder: String, path: String, plan: ReplayOutputPlan
  ) throws {
    let name = run.scenario.name
    let viewport = run.scenario.viewport
    guard frames.count <= maximumPictures else {
      throw RuntimeError(
        description: "\(path): --format svg -o writes one picture per frame, and this replay has "
          + "\(frames.count) frames; the limit is \(maximumPictures) (lower --fps, or leave out -o "
          + "for a filmstrip)")
    }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw RuntimeError(
          description: "\(folder): is a file; --format svg writes one picture per frame into a "
            + "folder")
      }
    } else {
      try FileSystemMessage.createFolders(folder)
    }
    let directory = URL(fileURLWithPath: folder)
    let region = SVGExport.region(of: frames, viewport: viewport)
    var files: [OutputFile] = []
    do {
      for frame in sequence {
        let url = directory.appendingPathComponent(
          "\(name)-\(String(format: "%04d", frame.index)).svg")
        try plan.checkNotInput(url.path)
        let file = try OutputFile(url: url)
        files.append(file)
        try SVGExport.writeFrame(
          frame, scenario: name, viewport: viewport, region: region, to: file)
        try file.close()
      }
      let filmstripURL = directory.appendingPathComponent("\(name)-filmstrip.svg")
      try plan.checkNotInput(filmstripURL.path)
      let filmstrip = try OutputFile(url: filmstripURL)
      files.append(filmstrip)
      try SVGExport.writeFilmstrip(
        frames: frames, scenario: name, viewport: viewport, count: filmstripFrames, to: filmstrip)
      try filmstrip.close()
      for file in files { try file.commit() }
    } catch {
      for file in files { file.abort() }
      throw error
    }
  }

  /// Refuses replays whose output would be absurdly large, before writing anything: the exact
  /// counts, which the runner's estimates before each step bound from below.
  ///
  /// - Complexity: O(*s*) in the steps.
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

/// Frames that count themselves on a progress line (``ProgressReporter``) as they are read.
struct ProgressSequence: Sequence {
  var frames: FrameSequence
  var progress: ProgressReporter

  func makeIterator() -> AnyIterator<Frame> {
    var iterator = frames.makeIterator()
    let progress = progress
    var count = 0
    return AnyIterator {
      guard let frame = iterator.next() else { return nil }
      count += 1
      progress.update(completed: count)
      return frame
    }
  }
}
