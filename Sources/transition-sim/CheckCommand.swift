import Foundation
import TransitionSim

/// Reads a scenario file, naming the file in every error.
func loadScenario(_ path: String) throws -> Scenario {
  let url = URL(fileURLWithPath: path)
  let data: Data
  do {
    data = try Data(contentsOf: url)
  } catch {
    throw RuntimeError(description: "\(path): \(FileSystemMessage.whyUnreadable(path))")
  }
  return try Scenario(json: data, file: path)
}

/// Replays a scenario with the command-line tool's layouts; errors name the file.
func runScenario(_ scenario: Scenario, path: String) throws -> ScenarioRun {
  do {
    return try ScenarioRunner(layoutFactory: CLILayouts.make).run(scenario)
  } catch var error as ScenarioError {
    error.file = path
    throw error
  } catch {
    throw RuntimeError(description: "\(path): \(error)")
  }
}

/// `transition-sim check`: runs scenarios without writing anything.
enum CheckCommand {
  static let spec = CommandSpec(
    name: "check", abstract: "Run scenarios without writing; verify expected errors.",
    discussion: """
      Each scenario is replayed through the library. A step with "expectError" must fail with \
      exactly that message. Layout warnings are reported. One line per scenario; the exit code is \
      1 if any scenario fails.
      """,
    argument: ("scenario", "A scenario file (JSON, format version 1).", true),
    minimumArguments: 1, maximumArguments: .max,
    options: [OptionSpec(long: "quiet", short: "q", valueName: nil, help: "Print failures only.")])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    var failed = 0
    let quiet = arguments.flags.contains("quiet")
    for path in arguments.positionals {
      do {
        let scenario = try loadScenario(path)
        let result = try runScenario(scenario, path: path)
        let reproduced = result.segments.filter { $0.reproducedError != nil }.count
        var line =
          "PASS \(path): \(scenario.steps.count) step\(scenario.steps.count == 1 ? "" : "s"), "
          + String(format: "%.3f", result.duration) + " s"
        if reproduced > 0 {
          line += ", \(reproduced) expected error\(reproduced == 1 ? "" : "s") reproduced"
        }
        if !quiet { print(line) }
        for diagnostic in result.diagnostics where !quiet {
          print("  warning: " + diagnostic.replacingOccurrences(of: "\n", with: "\n    "))
        }
      } catch {
        failed += 1
        print("FAIL \(error)")
      }
    }
    return failed == 0 ? ExitCode.success : ExitCode.failure
  }
}

/// `transition-sim list`: the registered layouts, curves and formats.
enum ListCommand {
  static let spec = CommandSpec(
    name: "list", abstract: "List the registered layouts, timing curves and output formats.")

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    print("LAYOUTS:")
    for line in CLILayouts.listing.split(separator: "\n", omittingEmptySubsequences: false) {
      print(line.isEmpty ? "" : "  " + line)
    }
    print(
      "  (flow layouts also take \"sections\": per-section insets, spacings, header and "
        + "footer sizes, and item sizes)")
    print("\nTIMING CURVES:")
    for name in TimingCurve.curveNames {
      if let curve = TimingCurve.named(name) { print("  \(curve)") }
    }
    print("  [c1x, c1y, c2x, c2y]  a custom cubic Bézier")
    print(
      "  spring: {stiffness, mass, damping, initialVelocity}, {duration, dampingRatio, "
        + "initialSpringVelocity} or {response, dampingFraction}")
    print("\nFORMATS:")
    for format in ReplayCommand.formats { print("  \(format)") }
    return ExitCode.success
  }
}
