import Foundation
import Testing
import TransitionSimCLI
import TransitionSimLayouts

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// `transition-sim list`, and `list <layout> ...` for some layouts only.
  @Suite struct ListCommandTests {
    @Test func namedLayoutsOnlyInTheOrderGiven() throws {
      let text = try ListCommand.text(
        layouts: TransitionSimCommandLineTests.layouts, named: ["diagonal", "circle"])
      let lines = text.split(separator: "\n").map(String.init)
      #expect(lines.first == "diagonal: Squares along the diagonal.")
      #expect(lines.contains("  side: number ≥ 1, default 40"))
      #expect(lines.firstIndex { $0.hasPrefix("circle: ") } != nil)
      #expect(!text.contains("flow:"))
      #expect(!text.contains("TIMING CURVES"))
    }

    @Test func theToolPrintsOneLayout() throws {
      let result = try runTransitionSim(["list", "grid"])
      #expect(result.status == 0)
      #expect(result.stdout.hasPrefix("grid: "))
      #expect(!result.stdout.contains("\ncircle: "))
      let all = try runTransitionSim(["list"])
      #expect(all.stdout.hasPrefix("LAYOUTS:\n"))
    }

    @Test func anUnknownLayoutIsAUsageErrorWithADidYouMean() throws {
      let result = try runTransitionSim(["list", "flw"])
      #expect(result.status == 64)
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr.hasPrefix(
          "Error: Unknown layout 'flw'. Did you mean 'flow'? Layouts: circle, compositional, "
            + "decorated-flow, flow, grid, line, list, tree.\nUsage: transition-sim list "
            + "[<layout> ...]\n"))
    }
  }

#endif  // os(macOS) || os(Linux)
