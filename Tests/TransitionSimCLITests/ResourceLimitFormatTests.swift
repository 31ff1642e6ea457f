import Foundation
import Testing

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// Every output format writes in memory that does not grow with the frames, and in time
  /// proportional to them; every layout type replays its largest accepted data within time and
  /// memory bounds.
  ///
  /// `swift test` runs a tenth of the frames and a hundredth of the data (a debug build lays out
  /// 100,000 items in about a second, and the suite runs every layout type);
  /// `TRANSITIONSIM_SLOW_TESTS=1` runs the full size (with a release build:
  /// `TRANSITION_SIM_BINARY=.build/release/transition-sim`). The memory bounds compare runs of the
  /// same scene that differ only in their frame count, so they hold in debug and release builds.
  @Suite(.serialized) struct ResourceLimitFormatTests {
    static let scale = ResourceLimitTests.scale
    /// The data's size factor: 1 at full size, 1/100 in the fast run.
    static let dataScale = ResourceLimitTests.slow ? 1.0 : 0.01

    let folder: URL

    init() throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "transition-sim-format-limits-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Writes `json` as `name.json` and returns its path.
    func write(_ name: String, _ json: String) throws -> String {
      let url = folder.appendingPathComponent("\(name).json")
      try json.write(to: url, atomically: true, encoding: .utf8)
      return url.path
    }

    /// A 500-item grid scrolled over `frames` frames at 60 fps, always by the same distance: the
    /// same elements come on screen whatever the frame count.
    func scroll(frames: Int) throws -> String {
      try write(
        "scroll-\(frames)",
        """
        {"version": 1, "name": "scroll-\(frames)", "viewport": {"width": 375, "height": 667},
         "layout": {"type": "flow", "itemSize": {"width": 60, "height": 60}}, "data": [500],
         "steps": [{"scroll": {"to": {"x": 0, "y": 5000}, "animated": true},
                    "animation": {"duration": \(Double(frames) / 60)}}]}
        """)
    }

    /// Where `format` writes: a folder of pictures for `svg`, else a file.
    func destination(_ format: String, frames: Int) -> String {
      folder.appendingPathComponent("out-\(format)-\(frames)").path
    }

    @Test(arguments: ["json", "jsonl", "csv", "keyframes", "lottie", "svg", "animated-svg", "html"])
    func memoryDoesNotGrowWithTheFrames(format: String) throws {
      // 1,200 and 4,800 frames at full size; 120 and 480 in the fast run. (Pictures are limited to
      // 10,000 a replay.)
      let counts = [1_200, 4_800].map { Int(Double($0) * Self.scale) }
      var peaks: [Int] = []
      var seconds: [Double] = []
      for count in counts {
        let output = destination(format, frames: count)
        let run = try measureTransitionSim([
          "replay", try scroll(frames: count), "--format", format, "-q", "-o", output,
        ])
        #expect(run.status == 0, "\(format): \(run.stderr)")
        peaks.append(run.peakKilobytes)
        seconds.append(run.seconds)
        try? FileManager.default.removeItem(atPath: output)
      }
      // Four times the frames: what is kept per frame is at most the content offset of each
      // sample and the player's frame index, 2 KB a frame, plus 5 MB of noise.
      let bound = peaks[0] + 5_000 + 2 * (counts[1] - counts[0])
      #expect(peaks[1] <= bound, "\(format): peaks \(peaks) KB for \(counts) frames")
      // Time grows with the frames, not faster: four times the frames within eight times the
      // time, plus a second for starting the process.
      #expect(
        seconds[1] <= 8 * seconds[0] + 1, "\(format): \(seconds) s for \(counts) frames")
    }

    /// Every layout type the tool knows, with its largest accepted data, 10,000,000 items, and
    /// the memory it may take per item, except where less applies: the circle shows every item,
    /// and at most 100,000 elements may be on screen; the tree, Apple's sample, caches every
    /// cell and connector (as its Listing 6-2 does), 1.7 KB an item measured, so its largest
    /// data is bounded by the memory of the machine rather than by a limit of the tool: it runs
    /// here at 1,000,000 items.
    static let layouts: [(type: String, items: Int, kilobytesPerItem: Double, extra: String)] = [
      ("flow", 10_000_000, 1, #", "itemSize": {"width": 60, "height": 60}"#),
      ("decorated-flow", 10_000_000, 1, ""),
      ("grid", 10_000_000, 1, ""),
      ("list", 10_000_000, 1, ""),
      ("compositional", 10_000_000, 1, ""),
      ("line", 10_000_000, 1, ""),
      ("circle", 100_000, 1, ""),
      ("tree", 1_000_000, 2, ""),
    ]

    @Test(arguments: layouts.map(\.type))
    func theLargestDataOfEachLayoutTypeRunsWithinBounds(type: String) throws {
      let layout = try #require(Self.layouts.first { $0.type == type })
      let items = Int(Double(layout.items) * Self.dataScale)
      let path = try write(
        "largest-\(type)",
        """
        {"version": 1, "name": "largest-\(type)", "viewport": {"width": 375, "height": 667},
         "layout": {"type": "\(type)"\(layout.extra)}, "data": [\(items)],
         "steps": [{"batch": {"deleteItems": [[0, 0]]}}]}
        """)
      let run = try measureTransitionSim([
        "replay", path, "--format", "csv", "-q", "-o", "/dev/null",
      ])
      #expect(run.status == 0, "\(type): \(run.stderr)")
      // Generous bounds for a debug build on a shared machine: the data is read and laid out
      // once, in time and memory linear in the items.
      #expect(run.seconds <= 3_000 * Self.dataScale + 20, "\(type) took \(run.seconds) s")
      let kilobytes = Int(Double(items) * layout.kilobytesPerItem) + 100_000
      #expect(run.peakKilobytes <= kilobytes, "\(type) peaked at \(run.peakKilobytes) KB")
    }
  }

#endif  // os(macOS) || os(Linux)
