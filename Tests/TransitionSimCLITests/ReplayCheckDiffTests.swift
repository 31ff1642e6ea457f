import Foundation
import Testing

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// End-to-end tests of the built binary on the bundled scenarios and on broken input.
  @Suite struct ReplayCheckDiffTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    static let scenarios: [String] = {
      let folder = root.appendingPathComponent("Scenarios")
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      return files.filter { $0.hasSuffix(".json") }.sorted()
        .map { folder.appendingPathComponent($0).path }
    }()

    func temporaryFolder() throws -> URL { try makeTemporaryFolder("transition-sim-tests") }

    @Test func checkPassesOnEveryBundledScenario() throws {
      #expect(Self.scenarios.count >= 7)
      let result = try runTransitionSim(["check"] + Self.scenarios)
      #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
      #expect(
        result.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS ") }.count
          == Self.scenarios.count)
      #expect(result.stdout.contains("1 expected error reproduced"))
    }

    @Test(arguments: scenarios)
    func everyScenarioReplaysDeterministically(path: String) throws {
      let first = try runTransitionSim(["replay", path])
      #expect(first.status == 0, "\(first.stderr)")
      #expect(first.stderr.isEmpty)
      let second = try runTransitionSim(["replay", path])
      #expect(first.stdout == second.stdout, "replaying twice gives the same bytes")
      // The output is a frame dump whose frame count matches its frames.
      let dump = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any]
      #expect(dump?["format"] as? String == "transition-sim-frames")
      let frames = dump?["frames"] as? [Any]
      #expect(frames?.count == dump?["frameCount"] as? Int)
    }

    @Test func replayWritesFilesAtomicallyAndDiffComparesThem() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let scenario = Self.root.appendingPathComponent("Scenarios/flow-grid-batch.json").path
      let a = folder.appendingPathComponent("a.json").path
      let b = folder.appendingPathComponent("b.jsonl").path
      #expect(try runTransitionSim(["replay", scenario, "-o", a]).status == 0)
      #expect(try runTransitionSim(["replay", scenario, "--format", "jsonl", "-o", b]).status == 0)
      // No temporary file is left behind.
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      #expect(names == ["a.json", "b.jsonl"])
      let same = try runTransitionSim(["diff", a, b])
      #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
      #expect(same.stdout == "The dumps agree: 19 frames within 0.0001.\n")
      // A different rate: the frames diverge at frame 1.
      let c = folder.appendingPathComponent("c.json").path
      #expect(try runTransitionSim(["replay", scenario, "--fps", "30", "-o", c]).status == 0)
      let different = try runTransitionSim(["diff", a, c])
      #expect(different.status == 1)
      #expect(different.stdout == "The headers differ: fps 60 → 30.\n")
    }

    @Test func diffDescribesTheFirstDivergenceInWords() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let scenario = Self.root.appendingPathComponent("Scenarios/flow-grid-batch.json").path
      let a = folder.appendingPathComponent("a.json")
      #expect(try runTransitionSim(["replay", scenario, "-o", a.path]).status == 0)
      // Change one alpha in frame 7 of a copy: item B's in the original is its fade at 7/60 s.
      var text = try String(contentsOf: a, encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      guard let frame7 = lines.firstIndex(where: { $0.contains("{\"index\": 7,") }),
        let line = lines[frame7...].firstIndex(where: { $0.contains("\"id\": \"B\"") }),
        let range = lines[line].range(of: #""alpha": [0-9.]+"#, options: .regularExpression)
      else {
        Issue.record("frame 7 has no B")
        return
      }
      var edited = lines
      let original = String(lines[line][range])
      edited[line].replaceSubrange(range, with: "\"alpha\": 0.9")
      text = edited.joined(separator: "\n")
      let b = folder.appendingPathComponent("b.json")
      try text.write(to: b, atomically: true, encoding: .utf8)
      let result = try runTransitionSim(["diff", a.path, b.path])
      #expect(result.status == 1)
      let value = original.replacingOccurrences(of: "\"alpha\": ", with: "")
      #expect(result.stdout == "item B [0,1] at frame 7 (t = 0.117 s): alpha \(value) → 0.9\n")
    }

    @Test(arguments: [
      // (arguments, exit code, stderr)
      (
        ["replay"], Int32(64),
        "Error: Missing expected argument '<scenario>'\nUsage: transition-sim replay <scenario> ... [--fps <fps>] [--format <format>] [-o <path>] [--filmstrip-frames <count>] [-q]\n  See 'transition-sim replay --help' for more information.\n"
      ),
      (
        ["replay", "x.json", "--format", "jsn"], 64,
        "Error: Unknown format 'jsn'. Did you mean 'json'? Formats: json, jsonl, csv, keyframes, lottie, svg, animated-svg, html.\nUsage: transition-sim replay <scenario> ... [--fps <fps>] [--format <format>] [-o <path>] [--filmstrip-frames <count>] [-q]\n  See 'transition-sim replay --help' for more information.\n"
      ),
      (
        ["replay", "x.json", "--fps", "0"], 64,
        "Error: Invalid value '0' for '--fps <fps>': expected a number above 0 and at most 1000\nUsage: transition-sim replay <scenario> ... [--fps <fps>] [--format <format>] [-o <path>] [--filmstrip-frames <count>] [-q]\n  See 'transition-sim replay --help' for more information.\n"
      ),
      (
        ["replay", "a.json", "b.json"], 64,
        "Error: Several scenarios need -o <folder> to write one dump each\nUsage: transition-sim replay <scenario> ... [--fps <fps>] [--format <format>] [-o <path>] [--filmstrip-frames <count>] [-q]\n  See 'transition-sim replay --help' for more information.\n"
      ),
      (
        ["chek"], 64,
        "Error: Unknown subcommand 'chek'. Did you mean 'check'?\nUsage: transition-sim <subcommand>\n  See 'transition-sim --help' for more information.\n"
      ),
      (
        ["diff", "only-one.json"], 64,
        "Error: Missing expected argument '<dump>'\nUsage: transition-sim diff <dump> ... [--tolerance <tolerance>] [--format <format>] [-o <path>]\n  See 'transition-sim diff --help' for more information.\n"
      ),
      (
        ["replay", "/nonexistent/x.json"], 1,
        "Error: /nonexistent/x.json: cannot read the file (No such file or directory)\n"
      ),
    ])
    func usageAndRuntimeErrors(arguments: [String], status: Int32, stderr: String) throws {
      let result = try runTransitionSim(arguments)
      #expect(result.status == status)
      #expect(result.stderr == stderr)
      #expect(result.stdout.isEmpty)
    }

    @Test func brokenScenarioNamesFileLineAndPathAndWritesNothing() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let broken = folder.appendingPathComponent("broken.json")
      try """
      {"version": 1, "name": "broken", "viewport": {"width": 320, "height": 480},
       "layout": {"type": "flwo"}, "data": [["A"]], "steps": []}
      """.write(to: broken, atomically: true, encoding: .utf8)
      let output = folder.appendingPathComponent("out.json")
      let result = try runTransitionSim(["replay", broken.path, "-o", output.path])
      #expect(result.status == 1)
      // The layout's name is on line 2, one column after ` "layout": {"type": `.
      let located =
        "\(broken.path):2:\(" \"layout\": {\"type\": ".count + 1): layout.type: "
        + "unknown layout 'flwo'; did you mean 'flow'?"
      #expect(result.stderr == "Error: \(located)\n")
      #expect(!FileManager.default.fileExists(atPath: output.path))
      let check = try runTransitionSim(["check", broken.path])
      #expect(check.status == 1)
      #expect(check.stdout == "FAIL \(located)\n0 passed, 1 failed\n")

      try "{\"version\": 1,\n \"name\": 5}".write(to: broken, atomically: true, encoding: .utf8)
      let typed = try runTransitionSim(["check", broken.path])
      #expect(
        typed.stdout
          == "FAIL \(broken.path):2:10: name: expected a string, found a number\n"
          + "0 passed, 1 failed\n")
    }

    /// An error raised while a step runs names the file, line and column of the step's action, not
    /// only its JSON path.
    @Test func aFailingStepNamesItsLineAndColumn() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("failing.json")
      try """
      {"version": 1, "name": "failing", "viewport": {"width": 320, "height": 480},
       "layout": {"type": "flow"}, "data": [["A"]],
       "steps": [{"wait": 0.1},
                 {"batch": {"deleteItems": [[0, 3]]}}]}
      """.write(to: file, atomically: true, encoding: .utf8)
      // The batch's object starts on line 4, after `           {"batch": `.
      let column = #"           {"batch": "#.count + 1
      let located =
        "\(file.path):4:\(column): steps[1] (batch): attempt to delete item 3 from section 0 "
        + "which only contains 1 items before the update"
      let check = try runTransitionSim(["check", file.path])
      #expect(check.status == 1)
      #expect(check.stdout == "FAIL \(located)\n0 passed, 1 failed\n")
      let replay = try runTransitionSim(["replay", file.path, "-q"])
      #expect(replay.stderr == "Error: \(located)\n")
    }

    @Test func checkCountsOneStepInTheSingular() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("one.json")
      try """
      {"version": 1, "name": "one", "viewport": {"width": 320, "height": 480},
       "layout": {"type": "flow"}, "data": [["A"]], "steps": [{"wait": 0.5}]}
      """.write(to: file, atomically: true, encoding: .utf8)
      let check = try runTransitionSim(["check", file.path])
      #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
      #expect(check.stdout == "PASS \(file.path): 1 step, 0.500 s\n1 passed, 0 failed\n")
    }

    @Test func aFailedReplayKeepsThePreviousFile() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let output = folder.appendingPathComponent("dump.json")
      try "previous".write(to: output, atomically: true, encoding: .utf8)
      let broken = folder.appendingPathComponent("broken.json")
      try "{\"version\": 1}".write(to: broken, atomically: true, encoding: .utf8)
      let result = try runTransitionSim(["replay", broken.path, "-o", output.path])
      #expect(result.status == 1)
      #expect(try String(contentsOf: output, encoding: .utf8) == "previous")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
          "broken.json", "dump.json",
        ])
    }
  }

#endif  // os(macOS) || os(Linux)
