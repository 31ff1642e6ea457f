import Foundation
import TransitionSimEngine
import TransitionSimScenario

/// One output format of a replay: its name, its file's extension, what it reads and how it
/// writes.
///
/// Every format writes from the same ``FrameDumpFormat/Replay``: the run, the frame dump's
/// header, the frames (read once, in order) and the timeline they were sampled from. A format
/// says whether it reads the timeline (``readsTimeline``), so that a caller keeps it only for
/// those; the others stream the frames alone. Each format is declared beside its writer
/// (``csv`` in `FrameDumpCSV.swift`, …), and ``all`` lists them in the order tools show them.
///
/// ```swift
/// let format = try #require(FrameDumpFormat.named("csv"))
/// let file = try OutputFile(url: URL(fileURLWithPath: "out.\(format.fileExtension)"))
/// try format.write(FrameDumpFormat.Replay(run: run, sampled: try run.frames()), to: file)
/// try file.commit()
/// ```
public struct FrameDumpFormat: Sendable, CustomStringConvertible {
  /// What a format writes from: one replay, sampled.
  public struct Replay {
    /// The scenario's run.
    public var run: ScenarioRun
    /// The sampled frames (random access: the filmstrip picks some of them).
    public var sampled: FrameSequence
    /// The frame dump's header (scenario, rate, viewport, frame count, steps).
    public var header: FrameDumpHeader
    /// The frames as the writers read them, in order and once: ``sampled`` itself, or the same
    /// frames through a reader of the caller's (a progress line).
    public var frames: AnySequence<Frame>
    /// The timeline the frames were sampled from, when the caller kept it; a format that reads
    /// it and finds `nil` builds it from ``run`` again.
    public var timeline: Timeline?
    /// How many frames an SVG filmstrip shows.
    public var filmstripFrames = SVGExport.defaultFilmstripFrameCount

    /// Creates the input of a format from a run, its sampled frames and, when the writers are to
    /// read the frames through a reader of the caller's, that reader.
    ///
    /// - Complexity: O(*s*) in the run's steps (the header's step list).
    public init(
      run: ScenarioRun, sampled: FrameSequence, reading frames: some Sequence<Frame>,
      timeline: Timeline? = nil
    ) {
      self.run = run
      self.sampled = sampled
      self.header = FrameDumpHeader(run: run, frames: sampled)
      self.frames = AnySequence(frames)
      self.timeline = timeline
    }

    /// Creates the input of a format from a run and its sampled frames.
    ///
    /// - Complexity: O(*s*) in the run's steps (the header's step list).
    public init(run: ScenarioRun, sampled: FrameSequence, timeline: Timeline? = nil) {
      self.init(run: run, sampled: sampled, reading: sampled, timeline: timeline)
    }

    /// The timeline: the one kept, else the run's, built again.
    ///
    /// - Complexity: O(1) when kept, else ``ScenarioRun/timeline()``'s.
    public func keptTimeline() throws -> Timeline {
      try timeline ?? run.timeline()
    }
  }

  /// The name `--format` takes (`csv`).
  public let name: String
  /// The extension of its file, without the dot (`keyframes.json`).
  public let fileExtension: String
  /// Whether it reads the timeline as well as the frames (a caller keeps the timeline for it).
  public let readsTimeline: Bool
  /// Whether one replay writes a folder of pictures when given a folder (`svg`); to a file or
  /// standard output it writes one document, as every format does.
  public let writesPictures: Bool
  /// Writes one replay to a file.
  private let body: @Sendable (Replay, OutputFile) throws -> Void

  /// Declares a format.
  ///
  /// - Complexity: O(1).
  public init(
    name: String, fileExtension: String, readsTimeline: Bool = false,
    writesPictures: Bool = false, write: @escaping @Sendable (Replay, OutputFile) throws -> Void
  ) {
    self.name = name
    self.fileExtension = fileExtension
    self.readsTimeline = readsTimeline
    self.writesPictures = writesPictures
    self.body = write
  }

  /// Writes `replay` to `file`, without committing it: the caller commits once every write
  /// succeeded, or aborts.
  ///
  /// - Throws: The writer's errors (``OutputError``, ``HTMLPlayerExportError``, …).
  /// - Complexity: The writer's: O(total elements) for every format.
  public func write(_ replay: Replay, to file: OutputFile) throws {
    try body(replay, file)
  }

  /// The name.
  public var description: String { name }

  /// Every format, in the order tools list them.
  public static let all: [FrameDumpFormat] = [
    .json, .jsonLines, .csv, .keyframes, .lottie, .svg, .animatedSVG, .html,
  ]

  /// The format called `name`, if any.
  ///
  /// - Complexity: O(*f*) in the formats.
  public static func named(_ name: String) -> FrameDumpFormat? {
    all.first { $0.name == name }
  }
}
