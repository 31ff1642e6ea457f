import Foundation
import Testing

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// What one run of the binary cost: its exit status, its wall time and its peak resident memory.
  struct MeasuredRun {
    var status: Int32
    var seconds: Double
    /// Peak resident set size of the binary's own process, in kilobytes.
    var peakKilobytes: Int
    var stderr: String
  }

  /// Why a run could not be measured.
  struct MeasurementFailed: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `transition-sim` with `arguments` (standard output discarded) and measures it, its peak
  /// memory its own.
  ///
  /// The binary is started from a small helper, `transition-sim-bench --peak-of`, which reaps it
  /// with `wait4` and prints its status and `ru_maxrss`. Spawned straight from this process, it
  /// would be charged this process's high-water mark: glibc's `posix_spawn` starts the child in
  /// the parent's address space, and Linux raises the child's `ru_maxrss` to the high-water mark of
  /// the address space it leaves at `exec` — here the whole test run's, which grows while the
  /// other suites run in parallel (CI failed on that: the 1,200-frame scroll "grew" by the test
  /// process's growth). The helper's own mark is a few megabytes.
  func measureTransitionSim(_ arguments: [String]) throws -> MeasuredRun {
    let binary = try transitionSimBinary()
    let helper = binary.deletingLastPathComponent().appendingPathComponent("transition-sim-bench")
    guard FileManager.default.isExecutableFile(atPath: helper.path) else {
      throw MeasurementFailed(
        description:
          "transition-sim-bench, which measures the peak memory, is not beside \(binary.path)"
      )
    }
    let start = Date()
    let run = try runExecutable(helper, ["--peak-of", binary.path] + arguments)
    let seconds = Date().timeIntervalSince(start)
    let fields = run.stdout.split(whereSeparator: \.isWhitespace)
    guard run.status == 0, fields.count == 2, let status = Int32(fields[0]),
      let kilobytes = Int(fields[1])
    else {
      throw MeasurementFailed(
        description:
          "the peak-memory helper failed (exit \(run.status)): \(run.stdout)\(run.stderr)")
    }
    return MeasuredRun(
      status: status, seconds: seconds, peakKilobytes: kilobytes, stderr: run.stderr)
  }

  /// The largest accepted input of each kind replayed within time and memory bounds, inputs just
  /// over each limit refused at once, and a scroll's memory flat in its frames.
  ///
  /// `swift test` runs every case at a tenth of the size; `TRANSITIONSIM_SLOW_TESTS=1` runs them
  /// at full size (minutes, in a release build: `swift build -c release`, which also builds the
  /// `transition-sim-bench` that measures the memory, and
  /// `TRANSITION_SIM_BINARY=.build/release/transition-sim`). The bounds are generous (a debug
  /// build on a shared machine) but far below what the inputs cost before the limits were
  /// checked first: gigabytes and minutes.
  @Suite(.serialized) struct ResourceLimitTests {
    static let slow = ProcessInfo.processInfo.environment["TRANSITIONSIM_SLOW_TESTS"] == "1"
    /// The size factor: 1 at full size, 1/10 in the fast run.
    static let scale = slow ? 1.0 : 0.1

    let folder: URL

    init() throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "transition-sim-limits-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Writes a scenario of one layout, data and steps, and returns its path.
    func scenario(
      _ name: String, viewport: (Int, Int) = (375, 667), layout: String, data: Int, steps: String
    ) throws -> String {
      let url = folder.appendingPathComponent("\(name).json")
      let json = """
        {"version": 1, "name": "\(name)", "viewport": {"width": \(viewport.0), "height": \
        \(viewport.1)}, "layout": \(layout), "data": [\(data)], "steps": [\(steps)]}
        """
      try json.write(to: url, atomically: true, encoding: .utf8)
      return url.path
    }

    static let grid = #"{"type": "flow", "itemSize": {"width": 60, "height": 60}}"#

    /// A scroll of a 100,000-item grid lasting `frames` frames at 60 fps, by 100,000 points (a
    /// tenth of that in the fast run).
    func scroll(frames: Int) throws -> String {
      try scenario(
        "scroll\(frames)", layout: Self.grid, data: 100_000,
        steps:
          #"{"scroll": {"to": {"x": 0, "y": \#(Int(100_000 * Self.scale))}, "animated": true}, "#
          + #""animation": {"duration": \#(Double(frames) / 60)}}"#)
    }

    @Test func aScrollsMemoryDoesNotGrowWithItsFrames() throws {
      // 750, 3,000 and 12,000 frames at full size; 75, 300 and 1,200 in the fast run. The same
      // distance, so the same elements: only the frames differ.
      let counts = [750, 3_000, 12_000].map { Int(Double($0) * Self.scale) }
      var peaks: [Int] = []
      for count in counts {
        let run = try measureTransitionSim([
          "replay", try scroll(frames: count), "-q", "-o", "/dev/null",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        peaks.append(run.peakKilobytes)
      }
      // Sixteen times the frames: the elements' keyframes do not grow (before: 25 KB a frame,
      // 290 MB more for 12,000 frames); only the content offset, kept per sample, does: at most
      // 2 KB a frame, plus 5 MB of noise.
      let bound = peaks[0] + 5_000 + 2 * (counts[2] - counts[0])
      #expect(peaks[2] <= bound, "peaks \(peaks) KB for \(counts) frames")
    }

    /// An animated SVG of a still grid of 120 items held for 100 and 1,000 seconds at 60 fps
    /// (10 and 100 in the fast run): the same picture and the same peak memory for ten times
    /// the frames, since only where a value changes is kept until the picture is written.
    @Test func anAnimatedSVGsMemoryDoesNotGrowWithItsFrames() throws {
      let waits = [100, 1_000].map { Int(Double($0) * Self.scale) }
      var peaks: [Int] = []
      var sizes: [Int] = []
      for wait in waits {
        let path = try scenario(
          "asvg-wait\(wait)",
          layout: #"{"type": "flow", "itemSize": {"width": 30, "height": 30}}"#, data: 120,
          steps: #"{"wait": \#(wait)}"#)
        let output = folder.appendingPathComponent("asvg-wait\(wait).svg").path
        let run = try measureTransitionSim([
          "replay", path, "--format", "animated-svg", "-q", "-o", output,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.seconds <= 300 * Self.scale + 30, "\(wait) s took \(run.seconds) s")
        peaks.append(run.peakKilobytes)
        let attributes = try FileManager.default.attributesOfItem(atPath: output)
        sizes.append((attributes[.size] as? Int) ?? 0)
      }
      // Still: no animation, so the same bytes but the caption's frame count and end.
      #expect(sizes[0] > 0 && abs(sizes[1] - sizes[0]) <= 16, "sizes \(sizes) bytes")
      #expect(peaks[1] <= peaks[0] + 5_000, "peaks \(peaks) KB for waits of \(waits) s")
    }

    /// The measured peak is the binary's own, not this process's: with this process's high-water
    /// mark raised past 400 MB, `transition-sim --version` still measures under 100 MB (a
    /// `wait4` straight on a child `posix_spawn` started from here reports at least 400 MB on
    /// Linux, which is what this test caught).
    @Test func aMeasuredPeakIsTheBinarysOwn() throws {
      let bytes = 400 << 20
      let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes, alignment: 4096)
      defer { buffer.deallocate() }
      for offset in stride(from: 0, to: bytes, by: 4096) { buffer[offset] = 1 }
      let run = try measureTransitionSim(["--version"])
      #expect(buffer[bytes - 4096] == 1)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.peakKilobytes > 0 && run.peakKilobytes < 100_000, "\(run.peakKilobytes) KB")
    }

    @Test func theLargestAcceptedInputsRunWithinBounds() throws {
      let onScreen = Int(100_000 * Self.scale)
      // Every item of a circle is on screen: the most elements on screen, deleting one (an
      // animation of every element) and held for 0.1 s.
      let circle = try scenario(
        "circle", layout: #"{"type": "circle"}"#, data: onScreen,
        steps: #"{"batch": {"deleteItems": [[0, 0]]}}, {"wait": 0.1}"#)
      // The most progress values of an interactive step, each one frame.
      let values = Int(10_000 * Self.scale)
      let progress = (0..<values).map { "\(Double($0 % 100) / 100)" }.joined(separator: ",")
      let interactive = try scenario(
        "interactive", layout: Self.grid, data: 20,
        steps: #"{"interactive": {"layout": {"type": "circle"}, "progress": [\#(progress)]}}"#)
      // The most frames: waits adding up to 1,000,000 frames at 60 fps, less one.
      let frames = Int(1_000_000 * Self.scale) - 1
      let waits = Array(repeating: #"{"wait": \#(Double(frames - 1) / 60 / 5)}"#, count: 5)
      let long = try scenario(
        "long", layout: Self.grid, data: 1, steps: waits.joined(separator: ","))
      // The most rows: the circle's elements for 2,000 frames at 60 fps (100,000 elements ×
      // 2,000 frames = 200,000,000 rows at full size; in the fast run a tenth of the elements for
      // a hundredth of the frames, so that a debug build takes a few seconds). Written as CSV, the
      // fastest format.
      let rowFrames = Int(2_000 * Self.scale * Self.scale)
      let rows = try scenario(
        "rows", layout: #"{"type": "circle"}"#, data: onScreen,
        steps: #"{"wait": \#(Double(rowFrames - 1) / 60)}"#)
      // Time bounds of a debug build on a shared machine, scaled with the size.
      let cases: [(String, [String], seconds: Double, kilobytes: Int)] = [
        ("circle", [circle], 60 * Self.scale + 20, 1_000_000),
        ("interactive", [interactive], 60 * Self.scale + 20, 1_000_000),
        ("frames", [long, "--format", "jsonl"], 600 * Self.scale + 20, 500_000),
        ("rows", [rows, "--format", "csv"], 3_000 * Self.scale + 30, 1_000_000),
      ]
      for (name, arguments, seconds, kilobytes) in cases {
        let run = try measureTransitionSim(["replay"] + arguments + ["-q", "-o", "/dev/null"])
        #expect(run.status == 0, "\(name): \(run.stderr)")
        #expect(run.seconds <= seconds, "\(name) took \(run.seconds) s")
        #expect(run.peakKilobytes <= kilobytes, "\(name) peaked at \(run.peakKilobytes) KB")
      }
    }

    @Test func inputsOverTheLimitsAreRefusedAtOnce() throws {
      // Full size regardless of the run: a refusal costs nothing.
      let cases: [(String, String, String)] = [
        (
          "rows",
          try scenario(
            "rows-over", viewport: (3000, 3000), layout: Self.grid, data: 100_000,
            steps: #"{"scroll": {"to": {"x": 0, "y": 100000}, "animated": true}, "#
              + #""animation": {"duration": 3000}}"#),
          "element rows"
        ),
        (
          "circle",
          try scenario(
            "circle-over", layout: #"{"type": "circle"}"#, data: 9_999_999, steps: #"{"wait": 0.1}"#
          ),
          "the limit is 100000"
        ),
        (
          "flow",
          try scenario(
            "flow-over", viewport: (10_000_000, 10_000_000),
            layout: #"{"type": "flow", "itemSize": {"width": 1, "height": 1}}"#, data: 1_000_000,
            steps: #"{"wait": 0.1}"#),
          "elements would be on screen at once"
        ),
        (
          "interactive",
          try scenario(
            "interactive-over", layout: Self.grid, data: 20,
            steps: #"{"interactive": {"layout": {"type": "circle"}, "progress": ["#
              + Array(repeating: "0.5", count: 10_001).joined(separator: ",") + "]}}"),
          "10,001 progress values; the limit is 10,000"
        ),
      ]
      for (name, path, expected) in cases {
        let run = try measureTransitionSim(["replay", path, "-q", "-o", "/dev/null"])
        #expect(run.status == 1, "\(name): \(run.stderr)")
        #expect(run.stderr.hasPrefix("Error: \(path):"), "\(name): \(run.stderr)")
        #expect(run.stderr.contains(expected), "\(name): \(run.stderr)")
        // Reading 10,000,000 items of data is the only work before the refusal.
        #expect(run.seconds <= 30, "\(name) took \(run.seconds) s to be refused")
        #expect(run.peakKilobytes <= 600_000, "\(name) peaked at \(run.peakKilobytes) KB")
      }
    }
  }

#endif  // os(macOS) || os(Linux)
