import Foundation
import TransitionSim
import TransitionSimLayouts

/// One scenario file of a `check` run, read (or not) before any scenario runs.
struct CheckEntry: Sendable {
  /// The path as given.
  var path: String
  /// The scenario's name, or the file's name without `.json` when it could not be read.
  var name: String
  /// The scenario, when it was read and may run.
  var scenario: Scenario?
  /// Why it does not run, when it does not: the message (starting with the path) and whether
  /// the file itself is unusable (a JUnit `<error>`) rather than failing a check.
  var problem: (message: String, isError: Bool)?
}

/// What checking one scenario gave.
struct CheckOutcome: Sendable {
  /// The path as given.
  var path: String
  /// The scenario's name (``CheckEntry/name``).
  var name: String
  /// The `PASS …` line (without the word), or `nil` when it failed.
  var passLine: String?
  /// The failure, starting with the path, when it failed.
  var failure: String?
  /// Whether the failure is an unusable file (a JUnit `<error>`).
  var isError = false
  /// The layout warnings of the replay.
  var warnings: [String] = []
  /// The artefacts written for a mismatch with the golden (``CheckArtifacts``), the report
  /// first.
  var artifacts: [String] = []
  /// Whether the check recorded its golden (``GoldenRecordMode``): it fails, and the summary
  /// counts it as recorded.
  var recorded = false
  /// The wall-clock seconds the check took (only in the JUnit report, never on standard output).
  var seconds = 0.0

  /// What `check` prints for this scenario: the `PASS`/`FAIL` line and the warnings; with
  /// `quiet`, only a failure.
  ///
  /// `PASS`, `FAIL` and `warning:` are in `palette`'s colours.
  func text(quiet: Bool, palette: Palette = .plain) -> String {
    if let failure {
      return palette.fail("FAIL") + " " + failure + "\n"
    }
    guard !quiet, let passLine else { return "" }
    var text = palette.pass("PASS") + " " + passLine + "\n"
    for warning in warnings {
      text +=
        "  " + palette.warning("warning:") + " "
        + warning.replacingOccurrences(of: "\n", with: "\n    ") + "\n"
    }
    return text
  }
}

/// `--shard K/N`: the K-th of N deterministic shares of a suite (K from 1).
struct CheckShard: Equatable {
  var index: Int
  var count: Int

  /// Parses `K/N` with whole numbers 1 ≤ K ≤ N, or `nil`.
  init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else { return nil }
    self.index = index
    self.count = count
  }

  /// The positions in `paths` of this shard's scenarios, in input order: the *i*-th path (from
  /// 0) in sorted order (ties by position) goes to shard *i* mod N + 1.
  ///
  /// Every path goes to exactly one shard, whatever order the paths are given in.
  ///
  /// - Complexity: O(*n* log *n*) in the paths.
  func select(_ paths: [String]) -> [Int] {
    let sorted = paths.indices.sorted { (paths[$0], $0) < (paths[$1], $1) }
    return sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element).sorted()
  }
}

/// Runs jobs on worker threads and hands their results over in job order, each as soon as it and
/// every earlier one are done, so that what is delivered never depends on the number of workers.
final class OrderedJobs<Result: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [Result?]
  private var nextJob = 0
  private var nextDelivery = 0
  private let deliver: @Sendable (Result) -> Void

  /// The stack of each worker thread: a replay on a worker has the room it has on the main
  /// thread, so a scenario that passes with `--jobs 1` never overflows with more.
  static var stackSize: Int { 16 << 20 }

  private init(count: Int, deliver: @escaping @Sendable (Result) -> Void) {
    results = Array(repeating: nil, count: count)
    self.deliver = deliver
  }

  /// Runs `job(0)`, …, `job(count - 1)` on `workers` threads (at least one, at most `count`)
  /// and calls `deliver` with their results in job order (under a lock, one at a time).
  ///
  /// - Returns: The results, in job order.
  /// - Complexity: The jobs' own, spread over the workers.
  static func run(
    count: Int, workers: Int, job: @escaping @Sendable (Int) -> Result,
    deliver: @escaping @Sendable (Result) -> Void
  ) -> [Result] {
    let state = OrderedJobs(count: count, deliver: deliver)
    let group = DispatchGroup()
    for _ in 0..<Swift.max(1, Swift.min(workers, count)) {
      group.enter()
      let thread = Thread {
        while let index = state.takeJob() { state.finish(index, job(index)) }
        group.leave()
      }
      thread.stackSize = stackSize
      thread.start()
    }
    group.wait()
    return state.collected()
  }

  private func takeJob() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard nextJob < results.count else { return nil }
    nextJob += 1
    return nextJob - 1
  }

  private func finish(_ index: Int, _ result: Result) {
    lock.lock()
    defer { lock.unlock() }
    results[index] = result
    while nextDelivery < results.count, let ready = results[nextDelivery] {
      deliver(ready)
      nextDelivery += 1
    }
  }

  private func collected() -> [Result] {
    lock.lock()
    defer { lock.unlock() }
    return results.compactMap { $0 }
  }
}

/// Checking one scenario: replaying it, and comparing its dump with its golden.
enum CheckSuite {
  /// Reads the scenarios at `paths` on `workers` threads, in order; an unreadable one becomes an
  /// entry with a problem.
  ///
  /// - Complexity: O(total size of the files), spread over the workers.
  static func load(_ paths: [String], workers: Int = 1) -> [CheckEntry] {
    OrderedJobs<CheckEntry>.run(
      count: paths.count, workers: workers,
      job: { index in
        let path = paths[index]
        do {
          let scenario = try loadScenario(path)
          return CheckEntry(path: path, name: scenario.name, scenario: scenario)
        } catch {
          var name = (path as NSString).lastPathComponent
          if name.hasSuffix(".json") { name.removeLast(5) }
          return CheckEntry(path: path, name: name, problem: ("\(error)", true))
        }
      }, deliver: { _ in })
  }

  /// Replays `entry`'s scenario and, with `golden`, compares (or records) its frame dump.
  ///
  /// - Complexity: That of the replay, plus O(size of the dump) with a golden.
  static func check(
    _ entry: CheckEntry, layouts: LayoutRegistry, golden: GoldenFolder?
  ) -> CheckOutcome {
    let start = DispatchTime.now().uptimeNanoseconds
    var outcome = CheckOutcome(path: entry.path, name: entry.name)
    if let problem = entry.problem {
      outcome.failure = problem.message
      outcome.isError = problem.isError
    } else if let scenario = entry.scenario {
      do {
        let result = try runScenario(scenario, path: entry.path, layouts: layouts)
        outcome.warnings = result.diagnostics
        if let golden, let mismatch = try golden.verify(result, path: entry.path) {
          outcome.failure = mismatch.failure
          outcome.artifacts = mismatch.artifacts
          outcome.recorded = mismatch.recorded
        } else {
          outcome.passLine = passLine(scenario, result, path: entry.path, golden: golden != nil)
        }
      } catch {
        outcome.failure = "\(error)"
      }
    }
    outcome.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return outcome
  }

  /// `path: 3 steps, 0.500 s, 1 expected error reproduced, 1 expected log line reproduced,
  /// matches its golden`.
  private static func passLine(
    _ scenario: Scenario, _ result: ScenarioRun, path: String, golden: Bool
  ) -> String {
    let reproduced = result.segments.filter { $0.reproducedError != nil }.count
    let logged = result.segments.filter { $0.reproducedLog != nil }.count
    var line =
      "\(path): \(scenario.steps.count) step\(scenario.steps.count == 1 ? "" : "s"), "
      + String(format: "%.3f", result.duration) + " s"
    if reproduced > 0 {
      line += ", \(reproduced) expected error\(reproduced == 1 ? "" : "s") reproduced"
    }
    if logged > 0 {
      line += ", \(logged) expected log line\(logged == 1 ? "" : "s") reproduced"
    }
    if golden { line += ", matches its golden" }
    return line
  }
}
