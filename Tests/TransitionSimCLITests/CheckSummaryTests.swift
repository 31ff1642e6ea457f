import Foundation
import Testing

@testable import TransitionSimCLI

/// The closing line of `check`: its wording and counts, and what it says end to end.
@Suite struct CheckSummaryTests {
  @Test func passedAndFailedAlwaysSkippedAndRecordedWhenThereAreAny() {
    #expect(CheckSummary(passed: 26, failed: 0).line() == "26 passed, 0 failed\n")
    #expect(CheckSummary(passed: 0, failed: 1).line() == "0 passed, 1 failed\n")
    #expect(
      CheckSummary(passed: 9, failed: 0, skipped: 17).line() == "9 passed, 0 failed, 17 skipped\n")
    #expect(
      CheckSummary(passed: 1, failed: 2, recorded: 2).line() == "1 passed, 2 failed, 2 recorded\n")
    #expect(
      CheckSummary(passed: 1, failed: 2, skipped: 3, recorded: 1).line()
        == "1 passed, 2 failed, 3 skipped, 1 recorded\n")
  }

  @Test func theCountsOfOutcomes() {
    let outcomes = [
      CheckOutcome(path: "a.json", name: "a", passLine: "a.json: 1 step, 0.300 s"),
      CheckOutcome(
        path: "b.json", name: "b", failure: "b.json: no golden was at …", recorded: true),
      CheckOutcome(path: "c.json", name: "c", failure: "c.json: unreadable", isError: true),
    ]
    #expect(
      CheckSummary(outcomes, skipped: 4)
        == CheckSummary(passed: 1, failed: 2, skipped: 4, recorded: 1))
  }

  @Test func coloursGreenForPassedRedForFailedYellowForTheOthers() {
    let palette = Palette(isEnabled: true)
    #expect(
      CheckSummary(passed: 2, failed: 0).line(palette: palette)
        == "\u{1B}[32m2 passed\u{1B}[0m, 0 failed\n")
    #expect(
      CheckSummary(passed: 0, failed: 1, skipped: 1, recorded: 1).line(palette: palette)
        == "0 passed, \u{1B}[31m1 failed\u{1B}[0m, \u{1B}[33m1 skipped\u{1B}[0m, "
        + "\u{1B}[33m1 recorded\u{1B}[0m\n")
  }
}

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// `check`'s whole output through a pipe, ending with the summary, byte for byte.
  @Suite struct CheckSummaryCLITests {
    static let grid = CheckSuiteTests.grid
    static let sections = CheckSuiteTests.sections
    static let gridLine = "PASS \(grid): 1 step, 0.300 s\n"
    static let sectionsLine = "PASS \(sections): 5 steps, 1.300 s\n"

    @Test func passingScenariosThenTheSummary() throws {
      let result = try runTransitionSim(["check", Self.grid, Self.sections])
      #expect(result.status == 0)
      #expect(result.stdout == Self.gridLine + Self.sectionsLine + "2 passed, 0 failed\n")
      #expect(result.stderr.isEmpty)
    }

    @Test func quietPrintsTheSummaryOnly() throws {
      let result = try runTransitionSim(["check", "-q", Self.grid, Self.sections])
      #expect(result.status == 0)
      #expect(result.stdout == "2 passed, 0 failed\n")
    }

    @Test func otherSharesAreSkipped() throws {
      // In sorted order flow-grid-batch is share 1 of 2, flow-sections share 2.
      let first = try runTransitionSim(["check", "--shard", "1/2", Self.sections, Self.grid])
      #expect(first.stdout == Self.gridLine + "1 passed, 0 failed, 1 skipped\n")
      let second = try runTransitionSim(["check", "--shard", "2/2", Self.sections, Self.grid])
      #expect(second.stdout == Self.sectionsLine + "1 passed, 0 failed, 1 skipped\n")
    }

    @Test func recordedGoldensAreCountedAndFail() throws {
      let folder = try makeTemporaryFolder("transition-sim-check-summary")
      defer { try? FileManager.default.removeItem(at: folder) }
      let goldens = folder.path
      let first = try runTransitionSim(["check", Self.grid, Self.sections, "--golden", goldens])
      #expect(first.status == 1)
      #expect(
        first.stdout
          == "FAIL \(Self.grid): no golden was at \(goldens)/flow-grid-batch.json; recorded it. "
          + "Run again to compare against it\n"
          + "FAIL \(Self.sections): no golden was at \(goldens)/flow-sections.json; recorded it. "
          + "Run again to compare against it\n"
          + "0 passed, 2 failed, 2 recorded\n")
      let second = try runTransitionSim(["check", Self.grid, Self.sections, "--golden", goldens])
      #expect(second.status == 0)
      #expect(
        second.stdout
          == "PASS \(Self.grid): 1 step, 0.300 s, matches its golden\n"
          + "PASS \(Self.sections): 5 steps, 1.300 s, matches its golden\n"
          + "2 passed, 0 failed\n")
      let never = try runTransitionSim(
        [
          "check", Self.grid, "--golden", folder.appendingPathComponent("none").path,
          "--record", "never",
        ])
      #expect(never.stdout.hasSuffix("\n0 passed, 1 failed\n"))
    }

    @Test func anUnreadableFileIsAFailure() throws {
      let missing = "/nonexistent-\(UUID().uuidString).json"
      let result = try runTransitionSim(["check", Self.grid, missing])
      #expect(result.status == 1)
      #expect(result.stdout.hasPrefix(Self.gridLine + "FAIL \(missing): "))
      #expect(result.stdout.hasSuffix("\n1 passed, 1 failed\n"))
    }
  }

#endif  // os(macOS) || os(Linux)
