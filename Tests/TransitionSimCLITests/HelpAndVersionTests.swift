import Foundation
import Testing

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

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

    /// `help help` explains `help`, as swift-argument-parser tools do; `help <subcommand>` still
    /// prints that subcommand's help, and `help nope` is a usage error.
    @Test func helpExplainsItself() throws {
      let result = try runTransitionSim(["help", "help"])
      #expect(result.status == 0)
      #expect(result.stderr.isEmpty)
      #expect(
        result.stdout == """
          OVERVIEW: Show subcommand help information.

          USAGE: transition-sim help [<subcommand>]

          ARGUMENTS:
            <subcommand>            The subcommand to show help for (replay, check, list, diff, completion or help).

          """)
      #expect(try runTransitionSim(["help", "check"]).stdout.hasPrefix("OVERVIEW: Run scenarios"))
      #expect(try runTransitionSim(["help", "nope"]).status == 64)
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
    /// The benchmark executable, built beside `transition-sim`; `nil` (recorded as an issue) when
    /// it was not built.
    private func benchmarkBinary() throws -> URL? {
      let binary = try transitionSimBinary().deletingLastPathComponent()
        .appendingPathComponent("transition-sim-bench")
      guard FileManager.default.isExecutableFile(atPath: binary.path) else {
        Issue.record("transition-sim-bench was not built beside the tests")
        return nil
      }
      return binary
    }

    /// Every benchmark case runs once at its smallest size, so the benchmark cannot rot. (Timings
    /// in a debug build mean nothing; only that it runs is checked.)
    @Test func theBenchmarkRunsEveryCaseOnce() throws {
      guard let binary = try benchmarkBinary() else { return }
      let result = try runExecutable(binary, ["--smoke"])
      #expect(result.status == 0)
      #expect(result.stdout.hasPrefix("case "))
      for name in [
        "flow prepare", "flow delegate", "flow rect query", "batch update", "snapshot",
        "sample frames", "replay",
      ] {
        #expect(result.stdout.contains(name), "\(name)")
      }
    }

    /// The profiling options: one size of the flow series, a given number of repetitions; a value
    /// that is not a positive integer is a usage error.
    @Test func theProfilingOptionsNarrowTheRun() throws {
      guard let binary = try benchmarkBinary() else { return }
      let narrowed = try runExecutable(
        binary, ["--filter", "flow prepare (uniform)", "--size", "2000", "--repetitions", "1"])
      #expect(narrowed.status == 0)
      let rows = narrowed.stdout.split(separator: "\n").filter { $0.hasPrefix("flow prepare") }
      #expect(rows.count == 1)
      #expect(rows.first?.contains(" 2000 ") == true)
      let bad = try runExecutable(binary, ["--size", "0"])
      #expect(bad.status == 64)
      #expect(bad.stderr.hasPrefix("Error: --size needs a positive integer"))
    }

    /// `--help` lists every option and runs nothing; an unknown option is a usage error that
    /// ends with the same text.
    @Test(arguments: ["--help", "-h"])
    func helpListsTheOptions(flag: String) throws {
      guard let binary = try benchmarkBinary() else { return }
      let help = try runExecutable(binary, [flag])
      #expect(help.status == 0)
      #expect(help.stderr.isEmpty)
      #expect(help.stdout.hasPrefix("Usage: transition-sim-bench "))
      for option in ["--smoke", "--filter", "--json", "--memory", "--size", "--repetitions"] {
        #expect(help.stdout.contains("\n  \(option) "), "\(option)")
      }
      // No case ran: the table's header line ("case  size …") is absent.
      #expect(!help.stdout.split(separator: "\n").contains { $0.hasPrefix("case ") })
      let unknown = try runExecutable(binary, ["--frobnicate"])
      #expect(unknown.status == 64)
      #expect(unknown.stdout.isEmpty)
      #expect(unknown.stderr == "Error: unknown option '--frobnicate'\n" + help.stdout)
    }
  }

#endif  // os(macOS) || os(Linux)
