import Foundation
import TransitionSim
import TransitionSimLayouts

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The package's root, from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// The bundled scenarios' paths, sorted.
func bundledScenarios() -> [URL] {
  let folder = packageRoot.appendingPathComponent("Scenarios")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  return names.filter { $0.hasSuffix(".json") }.sorted()
    .map { folder.appendingPathComponent($0) }
}

/// A whole replay through the library: decode, run, sample at 60 fps, write the JSON dump to
/// memory.
///
/// The baseline copies the same number of bytes.
func replayCase(_ url: URL) -> BenchmarkCase {
  BenchmarkCase(
    name: "replay \(url.deletingPathExtension().lastPathComponent) (library)", size: 1,
    baselineName: "copying the dump's bytes"
  ) {
    let data = try Data(contentsOf: url)
    func replay() throws -> Int {
      let scenario = try Scenario(json: data, file: url.lastPathComponent)
      let run = try ScenarioRunner(layoutFactory: LayoutRegistry.standard.makeLayout).run(scenario)
      let frames = try run.frames()
      var bytes = 0
      for frame in frames {
        var buffer: [UInt8] = []
        FrameDumpJSON.appendFrame(frame, elementSeparator: " ", closing: "", to: &buffer)
        bytes += buffer.count
      }
      return bytes
    }
    let size = try replay()
    let source = [UInt8](repeating: 1, count: size)
    return (
      body: { blackHole(try replay()) },
      baseline: {
        var copy = [UInt8]()
        copy.reserveCapacity(size)
        copy.append(contentsOf: source)
        blackHole(copy)
      }
    )
  }
}

/// The 10,000-item scenario through the command-line binary, output discarded.
func cliReplayCase() -> BenchmarkCase? {
  let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("transition-sim")
  let scenario = packageRoot.appendingPathComponent("Scenarios/grid-10k.json")
  guard FileManager.default.isExecutableFile(atPath: binary.path) else { return nil }
  return BenchmarkCase(
    name: "replay grid-10k (CLI binary)", size: 10_000,
    baselineName: "running `transition-sim --version`"
  ) {
    func launch(_ arguments: [String]) throws {
      let process = Process()
      process.executableURL = binary
      process.arguments = arguments
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
    }
    return (
      body: { try launch(["replay", scenario.path, "-q"]) },
      baseline: { try? launch(["--version"]) }
    )
  }
}

/// The peak resident memory of a replay, against its limit.
struct ReplayMemory {
  /// The limit, in megabytes (2^20 bytes).
  static let limitMegabytes = 100.0
  /// The process's peak resident set, in megabytes.
  var peakMegabytes: Double
  /// The dump's size on disk, in bytes.
  var dumpBytes: Int
  /// Whether the replay succeeded.
  var succeeded: Bool

  /// Whether the replay succeeded under the limit.
  var met: Bool { succeeded && peakMegabytes < Self.limitMegabytes }

  /// The measurement as a JSON object for `--json`.
  var json: [String: Any] {
    [
      "case": "replay 10,000 elements × 601 frames to JSON (CLI)",
      "peakResidentMegabytes": peakMegabytes, "dumpBytes": dumpBytes,
      "target": (met ? "met" : "MISSED") + " < \(Int(Self.limitMegabytes)) MB",
    ]
  }
}

/// Peak resident memory of the CLI replaying a scenario with 10,000 elements on screen for 600
/// frames to a JSON file: it streams, so memory must stay under 100 MB.
func measureReplayMemory() throws -> ReplayMemory? {
  let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("transition-sim")
  guard FileManager.default.isExecutableFile(atPath: binary.path) else {
    print("\nMemory: skipped (no transition-sim binary beside the benchmark; build both)")
    return nil
  }
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "transition-sim-memory-\(ProcessInfo.processInfo.processIdentifier)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  // 100 × 100 items of 10 points in a 1,100-point square: all 10,000 on screen. One batch lasting
  // 10 s at 60 fps: 601 frames.
  let scenario = """
    {"version": 1, "name": "memory", "viewport": {"width": 1100, "height": 1100},
     "displayScale": 0,
     "layout": {"type": "flow", "itemSize": {"width": 10, "height": 10},
                "minimumInteritemSpacing": 1, "minimumLineSpacing": 1},
     "data": [10000], "animation": {"duration": 10, "fps": 60},
     "steps": [{"batch": {"deleteItems": [[0, 0]]}}]}
    """
  let input = folder.appendingPathComponent("memory.json")
  try scenario.write(to: input, atomically: true, encoding: .utf8)
  let output = folder.appendingPathComponent("dump.json")
  let (status, peak) = try measurePeakInFreshProcess(
    binary.path, ["replay", input.path, "-o", output.path, "-q"])
  let size = (try? FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int) ?? 0
  let result = ReplayMemory(
    peakMegabytes: peak, dumpBytes: size, succeeded: status == 0)
  print(
    String(
      format: "\nMemory: replaying 10,000 elements × 601 frames to JSON (%.0f MB on disk): "
        + "peak resident %.1f MB (limit %.0f MB) — %@",
      Double(size) / 1_048_576, peak, ReplayMemory.limitMegabytes, result.met ? "met" : "MISSED"))
  return result
}

/// Runs `binary` with `arguments` from a fresh, small process — this benchmark started again as
/// `transition-sim-bench --peak-of <binary> <arguments…>` — and returns its exit status and peak
/// resident memory in megabytes (2^20 bytes).
///
/// A process started from this one would be charged this one's memory: `posix_spawn` starts the
/// child in the parent's address space (`CLONE_VM | CLONE_VFORK`), and Linux raises the child's
/// `ru_maxrss` to the high-water mark of the address space it leaves at `exec` — after the flow
/// and sampling cases, 150 MB or more of this process. The helper is started the same way, but
/// its own child leaves only the helper's few megabytes.
func measurePeakInFreshProcess(_ binary: String, _ arguments: [String]) throws -> (Int32, Double) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = ["--peak-of", binary] + arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  let fields = text.split(separator: " ")
  guard fields.count == 2, let status = Int32(fields[0]),
    let kilobytes = Int(fields[1].trimmingCharacters(in: .whitespacesAndNewlines))
  else { return (process.terminationStatus == 0 ? 1 : process.terminationStatus, 0) }
  return (status, Double(kilobytes) / 1024)
}

/// `transition-sim-bench --peak-of <binary> <arguments…>`: runs the binary and prints its exit
/// status and peak resident kilobytes (`0 63386`), for ``measurePeakInFreshProcess(_:_:)`` and
/// the test suite's resource-limit tests.
///
/// The binary's standard error is this process's.
func printPeakOfChild(_ arguments: [String]) -> Never {
  guard let binary = arguments.first else {
    FileHandle.standardError.write(Data("Error: --peak-of needs a program\n".utf8))
    exit(64)
  }
  do {
    let (status, peak) = try spawnMeasuringPeak(binary, Array(arguments.dropFirst()))
    print("\(status) \(peak)")
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
    exit(1)
  }
}

/// Runs `binary` with `arguments` (standard output discarded) and returns its exit status and its
/// own peak resident memory in kilobytes (2^10 bytes).
///
/// It is spawned and reaped here with `wait4`, so the peak is this child's alone:
/// `getrusage(RUSAGE_CHILDREN)` reports the largest peak of all the children reaped so far, which
/// may be another case's (`transition-sim check` on 200 scenarios peaks near 90 MB).
func spawnMeasuringPeak(_ binary: String, _ arguments: [String]) throws -> (Int32, Int) {
  struct SpawnFailed: Error, CustomStringConvertible {
    var code: Int32
    var description: String { "cannot run \(binaryName): \(String(cString: strerror(code)))" }
    var binaryName: String
  }
  // An opaque pointer on Darwin, a struct on Glibc: both start empty and are set up by `_init`.
  #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t?
  #else
    var actions = posix_spawn_file_actions_t()
  #endif
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  let argv = ([binary] + arguments).map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  // The environment as `KEY=value` strings: `environ` is not declared for Swift on every
  // platform (Darwin keeps it behind `_NSGetEnviron`).
  let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer { for pointer in envp { free(pointer) } }
  var pid: pid_t = 0
  let spawned = posix_spawn(&pid, binary, &actions, nil, argv, envp)
  guard spawned == 0 else { throw SpawnFailed(code: spawned, binaryName: binary) }
  var status: Int32 = 0
  var usage = rusage()
  while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
  let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  #if canImport(Darwin)
    let kilobytes = Int(usage.ru_maxrss) / 1024  // bytes on Darwin
  #else
    let kilobytes = Int(usage.ru_maxrss)  // kilobytes on Linux
  #endif
  return (exit, kilobytes)
}

/// `transition-sim check --jobs 2` on 200 scenario files against `--jobs 1` in the same run
/// (target: at most 0.6× on a 2-core machine).
///
/// The files are copies of `grid-10k` (a few milliseconds of replay each, so the replays, not the
/// process's start, are what is timed) under 200 names, in a temporary folder.
func checkJobsCase() -> BenchmarkCase? {
  let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("transition-sim")
  let source = packageRoot.appendingPathComponent("Scenarios/grid-10k.json")
  guard FileManager.default.isExecutableFile(atPath: binary.path),
    let text = try? String(contentsOf: source, encoding: .utf8)
  else { return nil }
  var benchmark = BenchmarkCase(
    name: "check --jobs 2 (200 scenarios)", size: 200,
    baselineName: "check --jobs 1, the same files"
  ) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "transition-sim-check-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var paths: [String] = []
    for index in 0..<200 {
      let file = folder.appendingPathComponent("scenario-\(index).json")
      try text.replacingOccurrences(
        of: #""name": "grid-10k""#, with: #""name": "scenario-\#(index)""#
      ).write(to: file, atomically: true, encoding: .utf8)
      paths.append(file.path)
    }
    func launch(_ jobs: String) throws {
      let process = Process()
      process.executableURL = binary
      process.arguments = ["check", "--jobs", jobs] + paths
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
    }
    return (
      body: { try launch("2") },
      baseline: { try? launch("1") }
    )
  }
  benchmark.target = .ratioAtMost(0.6)
  return benchmark
}
