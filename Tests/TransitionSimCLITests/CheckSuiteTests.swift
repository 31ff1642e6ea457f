import Foundation
import Testing

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// End-to-end tests of `transition-sim check` as a CI suite runner: goldens and record modes,
  /// parallel jobs, shards and the JUnit report.
  @Suite struct CheckSuiteTests {
    static let root = ReplayCheckDiffTests.root
    static let scenarios = ReplayCheckDiffTests.scenarios
    static let grid = root.appendingPathComponent("Scenarios/flow-grid-batch.json").path
    static let sections = root.appendingPathComponent("Scenarios/flow-sections.json").path
    /// Whether `python3` runs, for the JUnit test.
    static let hasPython: Bool = {
      (try? runExecutable(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", "pass"]))?
        .status == 0
    }()

    func temporaryFolder() throws -> URL { try makeTemporaryFolder("transition-sim-check-suite") }

    @Test func goldenIsRecordedThenCompared() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let goldens = folder.appendingPathComponent("goldens/nested").path
      // The default mode, missing: recorded (in a folder created for it), and the scenario fails
      // once.
      let first = try runTransitionSim(["check", Self.grid, "--golden", goldens])
      #expect(first.status == 1)
      let golden = goldens + "/flow-grid-batch.json"
      #expect(
        first.stdout == "FAIL \(Self.grid): no golden was at \(golden); recorded it. Run again "
          + "to compare against it\n0 passed, 1 failed, 1 recorded\n")
      // The golden is what replay writes, and no temporary file is left.
      let replay = try runTransitionSim(["replay", Self.grid])
      #expect(try String(contentsOfFile: golden, encoding: .utf8) == replay.stdout)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: goldens) == ["flow-grid-batch.json"])
      let second = try runTransitionSim(["check", Self.grid, "--golden", goldens])
      #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
      #expect(second.stdout.hasPrefix("PASS \(Self.grid): "))
      #expect(second.stdout.hasSuffix(", matches its golden\n1 passed, 0 failed\n"))
    }

    /// The tool article's CI recipe on a green run, as written, in a project folder whose
    /// `reports/` does not exist yet: every scenario of the shard passes, the report's folder is
    /// made for it, and the exit status is 0.
    @Test func theCIRecipePassesOnAGreenRunAndMakesTheReportsFolder() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent("Scenarios"),
        withDestinationURL: Self.root.appendingPathComponent("Scenarios"))
      let record = try runShell(
        "transition-sim check Scenarios/*.json --golden Goldens --record missing -q", in: folder)
      #expect(record.status == 1, "the first run records every golden and fails once")
      let run = try runShell(
        "transition-sim check Scenarios/*.json --golden Goldens --record never --shard 1/3 "
          + "--artifacts reports --junit reports/scenarios-1.xml", in: folder)
      #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
      #expect(run.stderr.isEmpty)
      let shard = (Self.scenarios.count + 2) / 3
      #expect(
        run.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("PASS ") }.count == shard)
      let report = folder.appendingPathComponent("reports/scenarios-1.xml").path
      #expect(FileManager.default.fileExists(atPath: report))
    }

    /// A report that cannot be written is refused before any scenario runs (its folder is a
    /// file): nothing is printed but the error.
    @Test func anUnwritableReportFailsBeforeTheScenariosRun() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let blocker = folder.appendingPathComponent("reports")
      try Data("a file".utf8).write(to: blocker)
      let run = try runTransitionSim(
        ["check", Self.grid, "--junit", blocker.appendingPathComponent("report.xml").path])
      #expect(run.status == 1)
      #expect(run.stdout.isEmpty)
      #expect(run.stderr.hasPrefix("Error: \(blocker.path): is a file, not a folder"))
    }

    /// Changes one element's alpha in frame 5 of the dump at `path`.
    func tamper(_ path: String) throws {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      var dump = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      var frames = try #require(dump["frames"] as? [[String: Any]])
      var elements = try #require(frames[5]["elements"] as? [[String: Any]])
      elements[0]["alpha"] = 0.123
      frames[5]["elements"] = elements
      dump["frames"] = frames
      try JSONSerialization.data(withJSONObject: dump).write(to: URL(fileURLWithPath: path))
    }

    @Test func aModifiedGoldenFailsNamingTheDivergenceAndFailedRerecordsIt() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let golden = folder.path + "/flow-grid-batch.json"
      #expect(try runTransitionSim(["check", Self.grid, "--golden", folder.path]).status == 1)
      try tamper(golden)
      let failing = try runTransitionSim(["check", Self.grid, "--golden", folder.path])
      #expect(failing.status == 1)
      #expect(
        failing.stdout.hasPrefix(
          "FAIL \(Self.grid): the replay does not match its golden \(golden): first difference "
            + "(golden → replay): "), "\(failing.stdout)")
      #expect(failing.stdout.contains("at frame 5 (t = "))
      #expect(failing.stdout.contains("alpha 0.123 → "))
      // never and missing leave a different golden alone.
      let tampered = try Data(contentsOf: URL(fileURLWithPath: golden))
      for mode in ["never", "missing"] {
        let result = try runTransitionSim(
          ["check", Self.grid, "--golden", folder.path, "--record", mode])
        #expect(result.status == 1)
        #expect(result.stdout == failing.stdout)
        #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == tampered)
      }
      let rerecorded = try runTransitionSim(
        ["check", Self.grid, "--golden", folder.path, "--record", "failed"])
      #expect(rerecorded.status == 1)
      #expect(rerecorded.stdout.contains("alpha 0.123 → "))
      #expect(
        rerecorded.stdout.hasSuffix(
          ". Re-recorded \(golden); run again to compare against it\n0 passed, 1 failed, 1 recorded\n"
        ))
      let passing = try runTransitionSim(
        ["check", Self.grid, "--golden", folder.path, "--record", "failed"])
      #expect(passing.status == 0, "\(passing.stdout)")
    }

    @Test func recordModesNeverAndAll() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let goldens = folder.appendingPathComponent("goldens").path
      let never = try runTransitionSim(
        ["check", Self.grid, "--golden", goldens, "--record", "never"])
      #expect(never.status == 1)
      #expect(
        never.stdout == "FAIL \(Self.grid): no golden at \(goldens)/flow-grid-batch.json, and the "
          + "record mode is \"never\", so none was recorded\n0 passed, 1 failed\n")
      #expect(!FileManager.default.fileExists(atPath: goldens), "never creates nothing")
      // all records every golden, a missing one (as missing does) and a matching one, and fails.
      for round in 0..<2 {
        let all = try runTransitionSim(
          ["check", Self.grid, Self.sections, "--golden", goldens, "--record", "all"])
        #expect(all.status == 1)
        let word = round == 0 ? "; recorded it." : "\"all\"; recorded"
        #expect(all.stdout.split(separator: "\n").filter { $0.contains(word) }.count == 2)
      }
      let names = try FileManager.default.contentsOfDirectory(atPath: goldens).sorted()
      #expect(names == ["flow-grid-batch.json", "flow-sections.json"])
      let compared = try runTransitionSim(
        ["check", Self.grid, Self.sections, "--golden", goldens, "--record", "never"])
      #expect(compared.status == 0, "\(compared.stdout)")
    }

    @Test func twoScenariosNamingOneGoldenAreRefused() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let copy = folder.appendingPathComponent("copy.json").path
      try FileManager.default.copyItem(atPath: Self.grid, toPath: copy)
      let result = try runTransitionSim(["check", Self.grid, copy, "--golden", folder.path])
      #expect(result.status == 1)
      // The copy's name value, located by reading the file's lines.
      let lines = try String(contentsOfFile: copy, encoding: .utf8).components(separatedBy: "\n")
      let line = try #require(lines.firstIndex { $0.contains("\"flow-grid-batch\"") })
      let column = try #require(lines[line].range(of: "\"flow-grid-batch\""))
      let place =
        "\(line + 1):\(lines[line].distance(from: lines[line].startIndex, to: column.lowerBound) + 1)"
      #expect(
        result.stdout.contains(
          "FAIL \(copy):\(place): name: the scenario's \"name\" \"flow-grid-batch\" "
            + "names the same golden in \(folder.path) as the scenario \(Self.grid)"))
    }

    @Test func jobsGiveByteIdenticalOutput() throws {
      let one = try runTransitionSim(["check", "--jobs", "1"] + Self.scenarios)
      let two = try runTransitionSim(["check", "--jobs", "2"] + Self.scenarios)
      let many = try runTransitionSim(["check", "-j", "7"] + Self.scenarios.reversed())
      #expect(one.status == 0, "\(one.stdout)\(one.stderr)")
      #expect(two.status == one.status)
      #expect(two.stdout == one.stdout)
      #expect(two.stderr == one.stderr)
      #expect(many.stdout.split(separator: "\n").count == one.stdout.split(separator: "\n").count)
      let passLines = one.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS ") }
      #expect(passLines.count == Self.scenarios.count)
      // In input order.
      let paths = passLines.map { $0.dropFirst(5).split(separator: ":")[0] }.map(String.init)
      #expect(paths == Self.scenarios)
    }

    @Test func shardsPartitionTheSuite() throws {
      var seen: [String] = []
      for shard in 1...3 {
        // The split does not depend on the order the files are given in.
        let forward = try runTransitionSim(["check", "--shard", "\(shard)/3"] + Self.scenarios)
        let backward = try runTransitionSim(
          ["check", "--shard=\(shard)/3"] + Self.scenarios.reversed())
        #expect(forward.status == 0, "\(forward.stdout)\(forward.stderr)")
        let paths = forward.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS ") }
          .map { String($0.dropFirst(5).split(separator: ":")[0]) }
        let backwardPaths = backward.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS ") }
          .map { String($0.dropFirst(5).split(separator: ":")[0]) }
        #expect(Set(paths) == Set(backwardPaths))
        #expect(!paths.isEmpty)
        // The i-th in sorted order goes to shard i mod 3 + 1.
        let expected = Self.scenarios.enumerated().filter { $0.offset % 3 == shard - 1 }
          .map(\.element)
        #expect(paths == expected)
        seen += paths
      }
      #expect(seen.sorted() == Self.scenarios, "every scenario once")
    }

    @Test(arguments: [
      ["--shard", "0/3"], ["--shard", "4/3"], ["--shard", "x/y"], ["--shard", "3"],
      ["--shard", "1/0"], ["--jobs", "0"], ["--jobs", "x"], ["--jobs", "-2"],
      ["--record", "sometimes", "--golden", "g"], ["--record", "all"], ["--golden", ""],
      ["--junit"],
    ])
    func badFlagsAreUsageErrors(flags: [String]) throws {
      let result = try runTransitionSim(["check", Self.grid] + flags)
      #expect(result.status == 64, "\(flags): \(result.stderr)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.hasPrefix("Error: "))
      #expect(result.stderr.contains("See 'transition-sim check --help'"))
    }

    @Test func helpDocumentsTheFlags() throws {
      let result = try runTransitionSim(["check", "--help"])
      #expect(result.status == 0)
      for flag in [
        "--golden <dir>", "--record <mode>", "--jobs <n>", "--shard <k/n>", "--junit <path>",
      ] {
        #expect(result.stdout.contains(flag), "\(flag)")
      }
    }

    @Test(.enabled(if: hasPython, "python3 is not installed: the JUnit report is not parsed"))
    func junitReportParsesWithTheRightCounts() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      // A scenario whose name needs escaping, one without a golden, and a broken file.
      var scenario = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.grid)))
          as? [String: Any])
      scenario["name"] = "a<b & \"c\" 'd'"
      let odd = folder.appendingPathComponent("odd.json").path
      try JSONSerialization.data(withJSONObject: scenario).write(to: URL(fileURLWithPath: odd))
      let broken = folder.appendingPathComponent("broken.json").path
      try Data("{".utf8).write(to: URL(fileURLWithPath: broken))
      let goldens = folder.appendingPathComponent("goldens").path
      #expect(try runTransitionSim(["check", odd, "--golden", goldens]).status == 1)
      let report = folder.appendingPathComponent("report.xml").path
      let result = try runTransitionSim(
        [
          "check", odd, Self.sections, broken, "--golden", goldens, "--record", "never", "--junit",
          report, "--jobs", "2",
        ])
      #expect(result.status == 1)
      let script = """
        import sys, xml.etree.ElementTree as ET
        root = ET.parse(sys.argv[1]).getroot()
        suite = root.find('testsuite')
        print(root.tag, suite.get('name'), suite.get('tests'), suite.get('failures'), suite.get('errors'))
        for case in suite.findall('testcase'):
            float(case.get('time'))
            kind = 'failure' if case.find('failure') is not None else ('error' if case.find('error') is not None else 'pass')
            message = (case.find(kind).get('message') if kind != 'pass' else '')
            print(case.get('name') + '|' + case.get('file') + '|' + kind + '|' + message)
        """
      let parsed = try runExecutable(
        URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, report])
      #expect(parsed.status == 0, "\(parsed.stderr)")
      let lines = parsed.stdout.split(separator: "\n").map(String.init)
      #expect(lines.count == 4, "\(parsed.stdout)")
      #expect(lines.first == "testsuites transition-sim check 3 1 1")
      #expect(lines.dropFirst().first == "a<b & \"c\" 'd'|\(odd)|pass|")
      #expect(
        lines.dropFirst(2).first
          == "flow-sections|\(Self.sections)|failure|\(Self.sections): no golden at "
          + "\(goldens)/flow-sections.json, and the record mode is \"never\", so none was recorded")
      #expect(lines.last?.hasPrefix("broken|\(broken)|error|\(broken)") == true)
    }
  }

  extension CheckSuiteTests {
    @Test func goldenPathsAreNamedAsGiven() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let process = Process()
      process.executableURL = try transitionSimBinary()
      process.arguments = ["check", Self.grid, "--golden", "Goldens/"]
      process.currentDirectoryURL = folder
      let out = Pipe()
      process.standardOutput = out
      try process.run()
      let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 1)
      #expect(text.contains("no golden was at Goldens/flow-grid-batch.json; recorded it."))
      #expect(FileManager.default.fileExists(atPath: folder.path + "/Goldens/flow-grid-batch.json"))
    }
  }

#endif  // os(macOS) || os(Linux)
