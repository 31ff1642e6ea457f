import Foundation
import Testing
import TransitionSim
import TransitionSimTesting

#if canImport(Glibc)
  import Glibc
#endif

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// The tool must not crash, hang or leave a half-written file, whatever it is given.
  @Suite struct ReliabilityTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()

    func temporaryFolder() throws -> URL { try makeTemporaryFolder("transition-sim-reliability") }

    /// Runs the binary with a time limit; returns nil if it had to be killed.
    func run(_ arguments: [String], timeLimit: Double = 20) throws -> (
      status: Int32, stderr: String
    )? {
      let process = Process()
      process.executableURL = try transitionSimBinary()
      process.arguments = arguments
      process.standardOutput = FileHandle.nullDevice
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      let deadline = Date().addingTimeInterval(timeLimit)
      while process.isRunning && Date() < deadline { usleep(10_000) }
      if process.isRunning {
        process.terminate()
        process.waitUntilExit()
        return nil
      }
      let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      return (process.terminationStatus, text)
    }

    @Test func mutatedScenariosFailCleanlyThroughTheBinary() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let original = try String(
        contentsOf: Self.root.appendingPathComponent("Scenarios/flow-grid-batch.json"),
        encoding: .utf8)
      let mutations: [(String, String)] = [
        ("\"version\": 1", "\"version\": \"1\""),
        ("\"width\": 375", "\"width\": -375"),
        ("\"height\": 667", "\"height\": 1e400"),
        ("\"fps\": 60", "\"fps\": 100000"),
        ("\"duration\": 0.3", "\"duration\": 99999"),
        ("\"steps\"", "\"stepz\""),
        ("[0, 1]", "[0, 99]"),
        (
          "{",
          "{\"deep\": " + String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
            + ","
        ),
        ("}", ""),
        ("\"flow\"", "\"flwo\""),
      ]
      for (index, (find, replace)) in mutations.enumerated() {
        guard let range = original.range(of: find) else {
          Issue.record("mutation \(index) does not apply")
          continue
        }
        let input = folder.appendingPathComponent("case\(index).json")
        try original.replacingCharacters(in: range, with: replace)
          .write(to: input, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out\(index).json")
        let result = try #require(
          try run(["replay", input.path, "-o", output.path]), "case \(index) hung")
        #expect(result.status == 1, "case \(index): \(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: \(input.path)"), "case \(index): \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path), "case \(index) wrote output")
      }
      // Mutated dumps given to diff: truncated, flipped, retyped. Each ends in a verdict or a
      // message, exit 0 or 1, never a crash or a hang.
      let dumpPath = folder.appendingPathComponent("good.json")
      let good = try #require(
        try run([
          "replay", Self.root.appendingPathComponent("Scenarios/flow-grid-batch.json").path,
          "-o", dumpPath.path,
        ]))
      #expect(good.status == 0)
      let bytes = Array(try Data(contentsOf: dumpPath))
      var generator = SeededGenerator(seed: 99)
      for index in 0..<12 {
        var mutated = bytes
        switch index % 3 {
        case 0: mutated = Array(mutated.prefix(Int(generator.next() % UInt64(mutated.count))))
        case 1:
          let position = Int(generator.next() % UInt64(mutated.count))
          mutated[position] = UInt8(truncatingIfNeeded: generator.next())
        default:
          let text = String(decoding: mutated, as: UTF8.self)
            .replacingOccurrences(of: "\"alpha\": 1", with: "\"alpha\": \"one\"")
          mutated = Array(text.utf8)
        }
        let path = folder.appendingPathComponent("mutated\(index).json")
        try Data(mutated).write(to: path)
        let result = try #require(
          try run(["diff", dumpPath.path, path.path]), "diff \(index) hung")
        #expect(result.status == 0 || result.status == 1, "diff \(index): \(result.stderr)")
      }
      // A dump that is not a dump, given to diff.
      let bogus = folder.appendingPathComponent("bogus.json")
      try "{\"frames\": 3}".write(to: bogus, atomically: true, encoding: .utf8)
      let diff = try #require(try run(["diff", bogus.path, bogus.path]))
      #expect(diff.status == 1)
      #expect(diff.stderr.contains("not a frame dump"))
    }

    @Test func aReplayKilledMidwayLeavesThePreviousFile() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      // 10,000 elements on screen for 10 s at 60 fps: hundreds of megabytes, seconds of work.
      let scenario = """
        {"version": 1, "name": "long", "viewport": {"width": 1100, "height": 1100},
         "displayScale": 0,
         "layout": {"type": "flow", "itemSize": {"width": 10, "height": 10},
                    "minimumInteritemSpacing": 1, "minimumLineSpacing": 1},
         "data": [10000], "animation": {"duration": 10, "fps": 60},
         "steps": [{"batch": {"deleteItems": [[0, 0]]}}]}
        """
      let input = folder.appendingPathComponent("long.json")
      try scenario.write(to: input, atomically: true, encoding: .utf8)
      let output = folder.appendingPathComponent("dump.json")
      try "previous".write(to: output, atomically: true, encoding: .utf8)
      let process = Process()
      process.executableURL = try transitionSimBinary()
      process.arguments = ["replay", input.path, "-o", output.path, "-q"]
      try process.run()
      // Wait until the temporary file exists and has grown, then kill the process.
      let deadline = Date().addingTimeInterval(30)
      var sawTemporary = false
      while process.isRunning && Date() < deadline {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        if let temporary = names.first(where: { $0.hasSuffix(".tmp") }),
          let size = try? FileManager.default.attributesOfItem(
            atPath: folder.appendingPathComponent(temporary).path)[.size] as? Int,
          size > 1_000_000
        {
          sawTemporary = true
          break
        }
        usleep(5_000)
      }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      #expect(sawTemporary, "the replay was writing when it was killed")
      #expect(try String(contentsOf: output, encoding: .utf8) == "previous")
      let leftover = ".dump.json.\(process.processIdentifier).tmp"
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).contains(leftover))
      // The next run writing to the folder removes the killed run's temporary file.
      let small = folder.appendingPathComponent("small.json")
      try """
      {"version": 1, "name": "small", "viewport": {"width": 100, "height": 100},
       "layout": {"type": "flow"}, "data": [1], "steps": [{"wait": 0.02}]}
      """.write(to: small, atomically: true, encoding: .utf8)
      let next = try #require(
        try run(["replay", small.path, "-o", folder.appendingPathComponent("next.json").path]))
      #expect(next.status == 0, "\(next.stderr)")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
          == ["dump.json", "long.json", "next.json", "small.json"])
    }

    /// The fuzzer, built beside `transition-sim`; `nil` (recorded as an issue) when it was not
    /// built.
    private func fuzzerBinary() throws -> URL? {
      let binary = try transitionSimBinary().deletingLastPathComponent()
        .appendingPathComponent("transition-sim-fuzz")
      guard FileManager.default.isExecutableFile(atPath: binary.path) else {
        Issue.record("transition-sim-fuzz was not built beside the tests")
        return nil
      }
      return binary
    }

    @Test func theFuzzerRunsAndFindsNothing() throws {
      guard let binary = try fuzzerBinary() else { return }
      let result = try runExecutable(binary, ["--cases", "300", "--seed", "2026"])
      #expect(result.status == 0, "\(result.stdout)")
      #expect(result.stdout.contains("300 cases, 0 failures"))
    }

    /// Mutated goldens through `check --golden --artifacts`, `diff` and `verifyFrames`: each ends
    /// in a verdict or a located message. (A crash of the fuzzer fails the test with its status.)
    @Test func theDumpFuzzerRunsAndFindsNothing() throws {
      guard let binary = try fuzzerBinary() else { return }
      let count =
        ProcessInfo.processInfo.environment["TRANSITIONSIM_SLOW_TESTS"] == nil ? 24 : 2_000
      let result = try runExecutable(
        binary, ["--dumps", "--cases", "\(count)", "--seed", "35", "-q"])
      #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
      #expect(result.stdout.contains("\(count) cases, 0 failures"), "\(result.stdout)")
    }

    @Test func theFuzzersHelpListsItsOptions() throws {
      guard let binary = try fuzzerBinary() else { return }
      let help = try runExecutable(binary, ["--help"])
      #expect(help.status == 0)
      #expect(
        help.stdout.hasPrefix("Usage: transition-sim-fuzz [--cases N] [--seed S] [--dumps] [-q]\n"))
      #expect(help.stdout.contains("\n  --cases N ") && help.stdout.contains("\n  --seed S "))
      let unknown = try runExecutable(binary, ["--frobnicate"])
      #expect(unknown.status == 64)
      #expect(unknown.stderr == "Error: unknown option '--frobnicate'\n" + help.stdout)
    }
  }

#endif  // os(macOS) || os(Linux)
