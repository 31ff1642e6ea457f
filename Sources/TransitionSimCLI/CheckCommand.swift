import Foundation
import TransitionSim
import TransitionSimLayouts

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

/// Replays a scenario with the tool's `layouts`; errors name the file.
func runScenario(
  _ scenario: Scenario, path: String, layouts: LayoutRegistry, fps: Double? = nil
) throws -> ScenarioRun {
  do {
    return try ScenarioRunner(layoutFactory: { try layouts.makeLayout($0) }, limits: .standard)
      .run(scenario, fps: fps)
  } catch var error as ScenarioError {
    error.file = path
    throw error
  } catch let error as ScenarioRunError {
    // A step's error already says where the step is written in the file.
    if case .located = error { throw RuntimeError(description: "\(error)") }
    throw RuntimeError(description: "\(path): \(error)")
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

  static func run(_ arguments: ParsedArguments, layouts: LayoutRegistry) throws -> Int32 {
    var failed = 0
    let quiet = arguments.flags.contains("quiet")
    for path in arguments.positionals {
      do {
        let scenario = try loadScenario(path)
        let result = try runScenario(scenario, path: path, layouts: layouts)
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
