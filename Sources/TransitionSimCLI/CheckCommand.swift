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

/// `transition-sim check`: runs scenarios without writing (but goldens and a report when asked).
enum CheckCommand {
  static let spec = CommandSpec(
    name: "check", abstract: "Run scenarios without writing; verify expected errors and goldens.",
    discussion: """
      Each scenario is replayed through the library. A step with "expectError" must fail with \
      exactly that message. Layout warnings are reported. One line per scenario, in the order \
      given; the exit code is 1 if any scenario fails. With --golden DIR, each scenario's frame \
      dump (what replay writes as JSON) must equal DIR/<name>.json, <name> being the scenario's \
      "name"; a mismatch names the first divergence as diff does. --record says when goldens \
      are written (atomically): missing records a missing golden and fails once; all records \
      every golden and fails; failed records a missing or different one and fails; never \
      records nothing, and a missing golden fails. --artifacts DIR writes, for each mismatch, \
      DIR/<name>.html (the report of diff --format html), DIR/<name>.actual.json and animated \
      SVGs of both sides, and names them in the failure and the JUnit report. --jobs runs scenarios in parallel; the \
      output is the same, byte for byte, with any number of jobs. --shard K/N checks the K-th \
      of N shares: the i-th scenario (from 0) in sorted path order belongs to share i mod N + \
      1, so N machines together check every scenario once. --junit writes a JUnit XML report \
      (one test case per scenario; times are wall-clock seconds).
      """ + " " + CheckConsole.discussion,
    argument: ("scenario", "A scenario file (JSON, format version 1).", true),
    minimumArguments: 1, maximumArguments: .max,
    options: [
      OptionSpec(
        long: "golden", short: nil, valueName: "dir",
        help: "Compare each replay with <dir>/<name>.json."),
      OptionSpec(
        long: "record", short: nil, valueName: "mode",
        help: "When goldens are written: missing, all, failed or never. (default: missing)"),
      OptionSpec(
        long: "artifacts", short: nil, valueName: "dir",
        help: "Write a report, the replay's dump and animated SVGs of each mismatch to <dir>."),
      OptionSpec(
        long: "jobs", short: "j", valueName: "n",
        help: "Scenarios checked in parallel, 1 to \(maximumJobs). (default: the number of "
          + "active processors)"),
      OptionSpec(
        long: "shard", short: nil, valueName: "k/n",
        help: "Check only the K-th of N deterministic shares of the scenarios."),
      OptionSpec(
        long: "junit", short: nil, valueName: "path", help: "Write a JUnit XML report to <path>."),
      OptionSpec(
        long: "quiet", short: "q", valueName: nil,
        help: "Print failures and the summary only; no progress line."),
      CheckConsole.colorOption,
    ])

  /// The most jobs `--jobs` accepts.
  static let maximumJobs = 256

  /// The options of one `check`, checked.
  struct Options {
    var golden: GoldenFolder?
    var jobs = Swift.max(1, ProcessInfo.processInfo.activeProcessorCount)
    var shard: CheckShard?
    var junit: String?
    var quiet = false

    /// Reads the options from `arguments`.
    ///
    /// - Throws: `UsageError` for a bad value, or `--record` without `--golden`.
    init(_ arguments: ParsedArguments) throws {
      quiet = arguments.flags.contains("quiet")
      junit = arguments.values["junit"]
      var record = GoldenRecordMode.missing
      if let text = arguments.values["record"] {
        let modes = GoldenRecordMode.allCases.map(\.rawValue)
        guard let mode = GoldenRecordMode(rawValue: text) else {
          throw UsageError(
            message: "Invalid value '\(text)' for '--record <mode>': expected one of "
              + modes.joined(separator: ", ") + "." + Suggestion.didYouMean(text, among: modes),
            command: spec)
        }
        guard arguments.values["golden"] != nil else {
          throw UsageError(message: "'--record <mode>' needs '--golden <dir>'", command: spec)
        }
        record = mode
      }
      if let folder = arguments.values["golden"] {
        guard !folder.isEmpty else {
          throw UsageError(
            message: "Invalid value '' for '--golden <dir>': expected a folder", command: spec)
        }
        golden = GoldenFolder(folder: folder, record: record)
      }
      if let folder = arguments.values["artifacts"] {
        guard golden != nil else {
          throw UsageError(message: "'--artifacts <dir>' needs '--golden <dir>'", command: spec)
        }
        guard !folder.isEmpty else {
          throw UsageError(
            message: "Invalid value '' for '--artifacts <dir>': expected a folder", command: spec)
        }
        golden?.artifacts = CheckArtifacts(folder: folder)
      }
      if let text = arguments.values["jobs"] {
        guard let value = Int(text), (1...maximumJobs).contains(value) else {
          throw UsageError(
            message: "Invalid value '\(text)' for '--jobs <n>': expected a whole number from 1 to "
              + "\(maximumJobs)",
            command: spec)
        }
        jobs = value
      }
      if let text = arguments.values["shard"] {
        guard let shard = CheckShard(text) else {
          throw UsageError(
            message: "Invalid value '\(text)' for '--shard <k/n>': expected K/N with whole "
              + "numbers 1 ≤ K ≤ N, such as 2/3",
            command: spec)
        }
        self.shard = shard
      }
    }
  }

  /// Checks the scenarios, prints one result per scenario in input order, and writes the JUnit
  /// report.
  ///
  /// - Returns: 0 when every scenario passes, else 1.
  /// - Throws: `UsageError` for bad options, `RuntimeError` when the golden folder cannot be
  ///   created or the report cannot be written (or would replace a scenario).
  /// - Complexity: The replays', spread over the jobs.
  static func run(_ arguments: ParsedArguments, layouts: LayoutRegistry) throws -> Int32 {
    let start = DispatchTime.now().uptimeNanoseconds
    let console = try CheckConsole(arguments)
    let options = try Options(arguments)
    let all = arguments.positionals
    let paths = options.shard.map { $0.select(all).map { all[$0] } } ?? all
    let inputs = try ReplayOutputPlan(paths: all, scenarios: [], output: nil, format: .json)
    if let junit = options.junit {
      try inputs.checkNotInput(junit)
      try JUnitReport.prepareDestination(junit)
    }
    var entries = CheckSuite.load(paths, workers: options.jobs)
    if let golden = options.golden {
      golden.refuseUnusableNames(&entries, inputs: inputs)
      try golden.artifacts?.refuseUnusable(&entries, golden: golden, inputs: inputs)
      if golden.record != .never, entries.contains(where: { $0.problem == nil }) {
        try FileSystemMessage.createFolders(golden.folder)
      }
    }
    let golden = options.golden
    let ready = entries
    console.begin(total: ready.count)
    let outcomes = OrderedJobs<CheckOutcome>.run(
      count: ready.count, workers: options.jobs,
      job: {
        defer { console.scenarioChecked() }
        return CheckSuite.check(ready[$0], layouts: layouts, golden: golden)
      },
      deliver: { console.report($0) })
    console.end(outcomes, skipped: all.count - paths.count)
    if let junit = options.junit {
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      try JUnitReport.write(JUnitReport.xml(outcomes, seconds: seconds), to: junit)
    }
    return outcomes.contains { $0.failure != nil } ? ExitCode.failure : ExitCode.success
  }
}
