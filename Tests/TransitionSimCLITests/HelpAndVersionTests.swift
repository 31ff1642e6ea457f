import Foundation
import Testing

@Suite struct HelpAndVersionTests {
  @Test(arguments: ["--help", "-h", "help"])
  func helpPrintsOverviewUsageAndOptions(flag: String) throws {
    let result = try runTransitionSim([flag])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.hasPrefix("OVERVIEW: "))
    #expect(result.stdout.contains("\nUSAGE: transition-sim"))
    #expect(result.stdout.contains("\nOPTIONS:\n"))
  }

  @Test func versionPrintsTheLibraryVersion() throws {
    let result = try runTransitionSim(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == "0.1.0\n")
  }

  @Test func unknownOptionIsAUsageError() throws {
    let result = try runTransitionSim(["--frobnicate"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr == """
        Error: Unknown option '--frobnicate'
        Usage: transition-sim <subcommand>
          See 'transition-sim --help' for more information.

        """)
  }
}

@Suite struct BenchmarkSmokeTests {
  /// Every benchmark case runs once at its smallest size, so the benchmark cannot rot. (Timings
  /// in a debug build mean nothing; only that it runs is checked.)
  @Test func theBenchmarkRunsEveryCaseOnce() throws {
    let binary = try transitionSimBinary().deletingLastPathComponent()
      .appendingPathComponent("transition-sim-bench")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      Issue.record("transition-sim-bench was not built beside the tests")
      return
    }
    let process = Process()
    process.executableURL = binary
    process.arguments = ["--smoke"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(output.hasPrefix("case "))
    for name in [
      "flow prepare", "flow rect query", "batch update", "snapshot", "sample frames", "replay",
    ] {
      #expect(output.contains(name), "\(name)")
    }
  }
}
